// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmarker.h"

#include "explorer.h"
#include "placement.h"
#include "problem.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QUndoStack;

namespace nq {

/**
 * Explore by hand: the student puts queens on the board (one per row: a click on another square
 * of a row moves that row's queen), undoes and redoes, asks whether the board is solved, asks
 * for a hint, and sees how many solutions still contain the queens placed. It lays out the
 * buttons and shows what ExploreCoach says.
 */
class ExplorePanel : public QWidget
{
    Q_OBJECT
public:
    /// Its controls in the order Tab visits them.
    QList<QWidget *> focusChain() const;
    explicit ExplorePanel(QWidget *parent = nullptr);
    ~ExplorePanel() override;

    /// Starts or ends exploring; a new size clears the board.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    /// The problem the student works on: n non-attacking queens, or a covering set of
    /// `queens` queens (any number to a row; independent: no two attack). Empties the board.
    void setProblem(const Problem &problem);
    /// The board with these queens and no undo history (a lesson's scene).
    void setQueens(const std::vector<Square> &queens);
    const Problem &problem() const { return m_problem; }
    bool isDomination() const { return m_problem.isDomination(); }
    /// Solve from Here can run: the non-attacking problem on a board backtracking takes.
    bool canSolve() const;
    /// The queens on the board (any problem).
    const std::vector<Square> &squares() const { return m_explorer.queens(); }
    /// A click on a square while exploring: puts, moves or takes away a queen (undoable).
    void clickSquare(Square square);
    /// Keyboard while exploring: the arrows move a cursor, Enter or Space acts like a click.
    /// Returns true when the key was used.
    bool handleKey(int key);
    Square cursor() const { return m_cursor; }
    void check();
    void hint();
    /// Ends exploring and asks for the solver to go on from the queens placed.
    void requestSolve();
    void undo();
    void redo();
    Placement placement() const;
    const Explorer &explorer() const { return m_explorer; }
    QString message() const { return m_message; }
    /// The live count of solutions that contain the queens placed.
    /// `count`, if asked, gets the number it says (-1 when none is counted).
    QString extensionsText(std::int64_t *count = nullptr) const;
    QUndoStack *undoStack() const { return m_undo; }
    void retranslate();

signals:
    /// The board changed or a message is ready: show placement() and message().
    void changed(const nq::Placement &placement, const nq::BoardMarker &marker);
    /// Exploring started or ended.
    void activeChanged(bool active);
    /// The student asked the solver to go on from this placement.
    void solveFromHere(const nq::Placement &placement);
    /// The student asked to see, in the browser, the boards that keep these queens.
    void listRequested(const nq::Problem &problem, const std::vector<nq::Square> &queens);

private:
    /// The Solve from Here button: on where it can run, its tooltip saying why not elsewhere.
    void refreshSolve();
    /// The count and, when boards are counted, the button that lists them.
    void refreshCount();
    friend class ExploreMove;
    friend class ExploreToggle;
    void setQueen(int row, int col); // -1: none
    void setSquare(Square square, bool queen);
    /// Says `message`; `highlight` is a hint's square unless `kind` says it is the cursor.
    void announce(const QString &message, Square highlight = {},
                  BoardMarker::Kind kind = BoardMarker::Hint);

    Explorer m_explorer { 8 };
    QUndoStack *m_undo;
    bool m_active = false;
    Problem m_problem;
    QString m_message;
    Square m_cursor { 0, 0 };
    QPushButton *m_toggle;
    QPushButton *m_check;
    QPushButton *m_hint;
    QPushButton *m_undoButton;
    QPushButton *m_redoButton;
    QPushButton *m_clear;
    QPushButton *m_solve;
    QPushButton *m_list = nullptr;
    QLabel *m_count;
    QLabel *m_text;
};

} // namespace nq
