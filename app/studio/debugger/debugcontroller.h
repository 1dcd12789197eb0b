// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "debugger/rununtildialog.h"
#include "stopcondition.h"

#include <QObject>
#include <QPointer>

class QWidget;

namespace nq {

class ActionSet;
class BoardFeed;
class CodeView;
class BreakpointStore;
class ModeRouter;
class PseudocodeView;
class SquarePickMode;
class StepPlayer;
struct StackFrame;

/**
 * The debugger's commands: breakpoints set in the pseudocode's gutter or with F9 (kept by the
 * store, drawn in the gutter, handed to the player for the current algorithm), Run Until… and
 * Run Back Until… (with the square picked on the board), a frame of the call stack followed to
 * where it began or returns, and why playing stopped, in words for the caption.
 */
class DebugController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        StepPlayer *player;
        PseudocodeView *pseudocode;
        BreakpointStore *store;
        ActionSet *actions;
        ModeRouter *modes;
        BoardFeed *feed;
        QWidget *window; ///< parent of the dialogs
    };
    explicit DebugController(const Parts &parts, QObject *parent = nullptr);

    /// A Code tab: its gutter sets the same breakpoints, and shows them.
    void addCode(CodeView *view);
    /// Sets or clears a breakpoint on `line` of the current algorithm.
    void toggle(int line);
    /// F9: on the line under the pseudocode's keyboard cursor, else the current step's line.
    void toggleAtCursor();
    /// Opens Run Until… (or Run Back Until…).
    void askUntil(bool back);
    /// The dialog open now, if any (tests).
    RunUntilDialog *dialog() const { return m_dialog; }
    /// Goes to where `frame`'s call began, or to where it returns.
    void goToStart(const StackFrame &frame);
    void goToReturn(const StackFrame &frame);

signals:
    /// Words for the caption: why playing stopped, or why nothing happened.
    void note(const QString &text);
    /// A word for the status bar.
    void message(const QString &text);
    /// A breakpoint was set, or Run Until asked for: the debugger's panels are wanted.
    void debugging();

private:
    AlgorithmId algorithm() const;
    void applyBreakpoints();
    void refreshMarks();

    Parts m_parts;
    SquarePickMode *m_pick;
    QPointer<RunUntilDialog> m_dialog;
    StopCondition m_lastUntil = StopCondition::nextSolution();
    bool m_picking = false;
    bool m_backAsked = false;
    std::vector<CodeView *> m_code; // the next stop is a Run Back Until's
};

} // namespace nq
