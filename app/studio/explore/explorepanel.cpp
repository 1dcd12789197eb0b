// SPDX-License-Identifier: GPL-3.0-or-later
#include "explore/explorepanel.h"

#include "modes/boardmode.h"

#include "explore/explorecoach.h"

#include "solutioncatalog.h"

#include "platform/settings.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace nq {

/// One click: the queen of a row goes from one column (or none) to another (or none).
class ExploreMove : public QUndoCommand
{
public:
    ExploreMove(ExplorePanel *panel, int row, int from, int to)
        : m_panel(panel), m_row(row), m_from(from), m_to(to)
    { }
    void redo() override { m_panel->setQueen(m_row, m_to); }
    void undo() override { m_panel->setQueen(m_row, m_from); }

private:
    ExplorePanel *m_panel;
    int m_row, m_from, m_to;
};

/// One click in domination: a queen is put on a square or taken off it.
class ExploreToggle : public QUndoCommand
{
public:
    ExploreToggle(ExplorePanel *panel, Square square, bool put)
        : m_panel(panel), m_square(square), m_put(put)
    { }
    void redo() override { m_panel->setSquare(m_square, m_put); }
    void undo() override { m_panel->setSquare(m_square, !m_put); }

private:
    ExplorePanel *m_panel;
    Square m_square;
    bool m_put;
};

ExplorePanel::ExplorePanel(QWidget *parent) : QWidget(parent), m_undo(new QUndoStack(this))
{
    auto *layout = new QVBoxLayout(this);
    m_toggle = new QPushButton(this);
    m_toggle->setCheckable(true);
    layout->addWidget(m_toggle);
    auto *buttons = new QGridLayout;
    m_check = new QPushButton(this);
    m_hint = new QPushButton(this);
    m_undoButton = new QPushButton(this);
    m_redoButton = new QPushButton(this);
    m_clear = new QPushButton(this);
    buttons->addWidget(m_check, 0, 0);
    buttons->addWidget(m_hint, 0, 1);
    buttons->addWidget(m_undoButton, 1, 0);
    buttons->addWidget(m_redoButton, 1, 1);
    m_solve = new QPushButton(this);
    buttons->addWidget(m_clear, 2, 0);
    buttons->addWidget(m_solve, 2, 1);
    layout->addLayout(buttons);
    m_count = new QLabel(this);
    QFont bold = m_count->font();
    bold.setBold(true);
    m_count->setFont(bold);
    m_count->setWordWrap(true);
    layout->addWidget(m_count);
    // Named from the start: a screen reader lists it even while it waits hidden for queens.
    m_list = new QPushButton(tr("Show Them in the Solutions Panel"), this);
    m_list->setFocusPolicy(Qt::TabFocus);
    m_list->hide();
    layout->addWidget(m_list, 0, Qt::AlignLeft);
    connect(m_list, &QPushButton::clicked, this,
            [this] { emit listRequested(m_problem, m_explorer.queens()); });
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    layout->addWidget(m_text);
    layout->addStretch();
    for (QPushButton *b :
         { m_toggle, m_check, m_hint, m_undoButton, m_redoButton, m_clear, m_solve })
        b->setFocusPolicy(Qt::TabFocus); // a click leaves the arrows to the board's cursor
    connect(m_solve, &QPushButton::clicked, this, &ExplorePanel::requestSolve);

    connect(m_toggle, &QPushButton::toggled, this, &ExplorePanel::setActive);
    connect(m_check, &QPushButton::clicked, this, &ExplorePanel::check);
    connect(m_hint, &QPushButton::clicked, this, &ExplorePanel::hint);
    connect(m_undoButton, &QPushButton::clicked, this, &ExplorePanel::undo);
    connect(m_redoButton, &QPushButton::clicked, this, &ExplorePanel::redo);
    connect(m_clear, &QPushButton::clicked, this, [this] {
        const int n = m_explorer.n();
        m_undo->clear();
        m_explorer = Explorer(n);
        announce(tr("The board is empty."));
    });
    // Undo and Redo only while exploring.
    connect(m_undo, &QUndoStack::canUndoChanged, m_undoButton,
            [this](bool can) { m_undoButton->setEnabled(can && m_active); });
    connect(m_undo, &QUndoStack::canRedoChanged, m_redoButton,
            [this](bool can) { m_redoButton->setEnabled(can && m_active); });
    for (QPushButton *b : { m_check, m_hint, m_clear, m_solve, m_undoButton, m_redoButton })
        b->setEnabled(false);
    retranslate();
}

ExplorePanel::~ExplorePanel()
{
    // The undo stack, a child destroyed after this panel's own part, says "can undo: no" as it
    // goes: nothing of the panel may hear it then.
    QObject::disconnect(m_undo, nullptr, nullptr, nullptr);
}

void ExplorePanel::retranslate()
{
    m_toggle->setText(tr("Explore by Hand"));
    m_toggle->setToolTip(tr("Click squares to put queens on the board yourself"));
    m_check->setText(tr("Check"));
    m_hint->setText(tr("Hint"));
    m_undoButton->setText(tr("Undo"));
    m_redoButton->setText(tr("Redo"));
    m_clear->setText(tr("Clear the Board"));
    m_solve->setText(tr("Solve from Here"));
    refreshSolve();
    if (m_active)
        refreshCount();
    else
        m_count->setText(tr("Press the button above, then click squares."));
}

void ExplorePanel::refreshCount()
{
    std::int64_t count = -1;
    m_count->setText(extensionsText(&count));
    const bool listable = m_active && count > 0 && !m_explorer.queens().empty()
        && m_problem.n <= SolutionCatalog::kMaxSize;
    m_list->setVisible(listable);
    if (!listable)
        return;
    m_list->setText(count == 1 ? tr("Show It in the Solutions Panel")
                               : tr("Show Them in the Solutions Panel"));
    m_list->setToolTip(isDomination() ? tr("List the covering sets that hold these queens")
                                      : tr("List the solutions that contain these queens"));
}

void ExplorePanel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    {
        const QSignalBlocker block(m_toggle);
        m_toggle->setChecked(active);
    }
    for (QPushButton *b : { m_check, m_hint, m_clear })
        b->setEnabled(active);
    m_undoButton->setEnabled(active && m_undo->canUndo());
    m_redoButton->setEnabled(active && m_undo->canRedo());
    refreshSolve();
    emit activeChanged(active);
    if (active)
        announce(tr("Click a square to put a queen there; click it again to take it away."));
    else
        m_count->setText(tr("Press the button above, then click squares."));
    if (!active)
        m_list->hide();
}

void ExplorePanel::setProblem(const Problem &problem)
{
    m_problem = problem;
    m_cursor = { 0, 0 };
    m_undo->clear();
    m_explorer = Explorer(problem.n);
    m_message.clear(); // the last board's words are not this one's
    m_text->clear();
    retranslate(); // the solve button's state and words too
    if (m_active)
        announce(tr("The board is empty."));
}

void ExplorePanel::setQueens(const std::vector<Square> &queens)
{
    m_undo->clear();
    m_explorer = Explorer(m_problem.n);
    for (const Square &s : queens)
        m_explorer.place(s);
    announce(tr("%n queen(s) on the board: click a square to put or take away a queen.", nullptr,
                int(m_explorer.queens().size())));
}

bool ExplorePanel::canSolve() const
{
    // Solve from Here plays backtracking, which the window runs up to its own limit.
    return !isDomination() && m_explorer.n() <= Settings::maxSizeFor(AlgorithmId::Backtracking);
}

void ExplorePanel::refreshSolve()
{
    m_solve->setEnabled(m_active && canSolve());
    const int most = Settings::maxSizeFor(AlgorithmId::Backtracking);
    if (isDomination())
        m_solve->setToolTip(tr("Solving from here is for the non-attacking problem"));
    else if (!canSolve())
        m_solve->setToolTip(tr("Backtracking runs in the window on boards up to %1 × %1; this "
                               "one is %2 × %2")
                                .arg(most)
                                .arg(m_explorer.n()));
    else
        m_solve->setToolTip(tr("Let backtracking go on from these queens, step by step"));
}

Placement ExplorePanel::placement() const
{
    Placement p(std::size_t(m_explorer.n()), -1);
    for (const Square &q : m_explorer.queens())
        p[std::size_t(q.row)] = q.col;
    return p;
}

QString ExplorePanel::extensionsText(std::int64_t *count) const
{
    return ExploreCoach::extensions(m_explorer, m_problem, count);
}

void ExplorePanel::clickSquare(Square s)
{
    if (!m_active || s.row < 0 || s.row >= m_explorer.n() || s.col < 0 || s.col >= m_explorer.n())
        return;
    if (isDomination()) {
        m_undo->push(new ExploreToggle(this, s, !m_explorer.hasQueen(s)));
        return;
    }
    const int from = placement()[std::size_t(s.row)];
    m_undo->push(new ExploreMove(this, s.row, from, from == s.col ? -1 : s.col));
}

void ExplorePanel::setSquare(Square square, bool queen)
{
    if (queen)
        m_explorer.place(square);
    else
        m_explorer.remove(square);
    announce(queen ? tr("A queen on row %1, column %2.").arg(square.row + 1).arg(square.col + 1)
                   : tr("The queen on row %1, column %2 is taken away.")
                         .arg(square.row + 1)
                         .arg(square.col + 1));
}

bool ExplorePanel::handleKey(int key)
{
    if (!m_active)
        return false;
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        clickSquare(m_cursor);
        return true;
    }
    if (!BoardMode::moveCursor(key, m_cursor, m_explorer.n()))
        return false;
    announce(tr("Row %1, column %2: press Enter to put or take away a queen.")
                 .arg(m_cursor.row + 1)
                 .arg(m_cursor.col + 1),
             m_cursor, BoardMarker::Cursor);
    return true;
}

void ExplorePanel::setQueen(int row, int col)
{
    const int old = placement()[std::size_t(row)];
    if (old >= 0)
        m_explorer.remove({ row, old });
    if (col >= 0)
        m_explorer.place({ row, col });
    announce(col >= 0 ? tr("A queen on row %1, column %2.").arg(row + 1).arg(col + 1)
                      : tr("Row %1 is empty again.").arg(row + 1));
}

void ExplorePanel::check()
{
    const ExploreCoach::Advice advice = ExploreCoach::check(m_explorer, m_problem);
    announce(advice.message, advice.square);
}

void ExplorePanel::hint()
{
    const ExploreCoach::Advice advice = ExploreCoach::hint(m_explorer, m_problem);
    announce(advice.message, advice.square);
}

void ExplorePanel::requestSolve()
{
    if (!canSolve()) {
        announce(m_solve->toolTip()); // why the button is off
        return;
    }
    const Placement p = placement();
    setActive(false);
    emit solveFromHere(p);
}

void ExplorePanel::undo()
{
    m_undo->undo();
}

void ExplorePanel::redo()
{
    m_undo->redo();
}

void ExplorePanel::announce(const QString &message, Square highlight, BoardMarker::Kind kind)
{
    m_message = message;
    m_text->setText(message);
    refreshCount();
    emit changed(placement(),
                 BoardMarker::at(highlight, highlight.row >= 0 ? kind : BoardMarker::None));
}

QList<QWidget *> ExplorePanel::focusChain() const
{
    return { m_toggle, m_check, m_hint, m_undoButton, m_redoButton, m_clear, m_solve, m_list };
}

} // namespace nq
