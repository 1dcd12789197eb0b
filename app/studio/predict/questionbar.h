// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"

#include <QFrame>

class QLabel;
class QPushButton;
class QSpinBox;

namespace nq {

/**
 * The answers a question takes besides a square of the board, under the board while it waits:
 * Yes and No, the four things that can happen next, the number of boards, Done for the free
 * columns, and Skip for every question. It lays the buttons out; PredictMode judges.
 */
class QuestionBar : public QFrame
{
    Q_OBJECT
public:
    explicit QuestionBar(QWidget *parent = nullptr);

    /// Shows the buttons `question` takes.
    void ask(const Question &question);
    /// Hides the bar (answered, skipped, or Predict off).
    void clear();
    /// Where the keys go back to when the bar no longer needs them: the board, which answers
    /// every question by keys (P, C, B, S, Y, N, the arrows and Enter, Esc).
    void setKeysGoTo(QWidget *board) { m_board = board; }
    /// While steady, the bar keeps the room of the tallest question it has shown at its width,
    /// shown or hidden, so the board under it stays put as questions come and go.
    void setSteady(bool steady);
    void retranslate();

signals:
    void yes();
    void no();
    void next(nq::NextStep step);
    void count(qint64 boards);
    void done();
    void skip();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QLabel *m_label;
    QPushButton *m_yes, *m_no;
    QPushButton *m_next[4];
    QSpinBox *m_count;
    QPushButton *m_answer, *m_done, *m_skip;
    std::optional<QuestionKind> m_kind;
    QWidget *m_board = nullptr;
    bool m_steady = false;
    int m_roomWidth = -1; ///< while steady: the width its minimum height was measured at

    /// The board takes the keys again if the bar had them.
    void giveKeysBack();
};

} // namespace nq
