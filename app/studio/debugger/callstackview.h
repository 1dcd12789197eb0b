// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "callstack.h"
#include "rundescription.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QTreeWidget;

namespace nq {

class BoardFeed;

/**
 * The Call Stack dock: the calls in progress at the step shown, the top one first and
 * highlighted, each with its loop variable; under them the Variables: the top call's locals
 * and the arrays every call shares, those the step changed highlighted. Worked out from the
 * state the board shows (CallStack::of), so it is true after any step back or seek. A frame
 * is a button: a click goes to where the call began, a double click (or Shift+Enter) to where
 * it returns.
 */
class CallStackView : public QWidget
{
    Q_OBJECT
public:
    explicit CallStackView(QWidget *parent = nullptr);
    /// Follows the board: a new run, and every state it shows.
    void follow(BoardFeed *feed);
    const CallStack &stack() const { return m_stack; }
    QListWidget *frameList() const { return m_frames; }
    QTreeWidget *variableList() const { return m_variables; }
    /// Sets the highlight of the top frame and of changed variables.
    void setHighlightColor(const QColor &color);
    /// Modest: a tab beside the others, it does not widen or lengthen their column.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// Go to where `frame`'s call began (a click), or to where it returns (a double click).
    void goToStart(const nq::StackFrame &frame);
    void goToReturn(const nq::StackFrame &frame);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void show(const PlayState &state);
    void fill();
    void retranslate();
    // The frame shown on `row` of the list (the top first).
    const StackFrame *frameAt(int row) const;

    RunDescription m_run;
    CallStack m_stack;
    std::optional<PlayState> m_waiting; // shown while hidden: worked out when it comes in sight
    std::optional<PlayState> m_last; // worked out again in a new language
    QLabel *m_title;
    QListWidget *m_frames;
    QLabel *m_note;
    QLabel *m_variablesTitle;
    QTreeWidget *m_variables;
    QTimer m_click; // a single click waits to be sure it is not a double one
    int m_clickedRow = -1;
    QColor m_highlight { 0x00, 0x72, 0xb2 };
};

} // namespace nq
