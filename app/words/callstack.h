// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "problem.h"
#include "stopcondition.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace nq {

/// A variable as a debugger lists it: its name, its value in words, and whether the step that
/// led here changed it. `bits` (with `width`) holds a mask drawn a bit per column.
struct StackVariable
{
    QString name;
    QString value;
    bool changed = false;
    bool isMask = false;
    quint64 bits = 0;
    int width = 0;
};

/// One call in progress (or, for the algorithms without recursion, one entry of the array or
/// stack that plays its part).
struct StackFrame
{
    QString call; ///< "solve(r = 3)", rows and columns counted from 1
    int row = -1; ///< the row the call fills (0-based), -1 for none
    std::vector<StackVariable> locals;
    /// Where the call began: seek(0) when `beganAtStart`, else the last step before here that
    /// meets `began` (RunCursor::runBackUntil).
    bool beganAtStart = false;
    StopCondition began;
    /// Where it returns: the first step from here that meets `returns` (never: the run's end).
    StopCondition returns;
    bool seekable = false; ///< began and returns are meaningful
};

/**
 * The call stack of a run at a step, worked out from its PlayState alone (so stepping back or
 * seeking can never leave it out of step): one frame per call in progress, outermost first,
 * the top frame's loop variable, and the variables shared by every call (the flag arrays, the
 * array of columns). QtCore only, beside the step captions: the window's Call Stack dock, the
 * command line and tests read the same frames.
 */
struct CallStack
{
    Q_DECLARE_TR_FUNCTIONS(nq::CallStack)
public:
    /// True for the recursive algorithms; false where an array or a queue plays the stack.
    bool recursive = false;
    /// What the frames are ("Calls", "The queue, by queens per board").
    QString title;
    std::vector<StackFrame> frames; ///< outermost first; the last is the top
    std::vector<StackVariable> shared; ///< the arrays every call reads
    /// A word when there are no frames ("The run is over: every call has returned").
    QString note;

    /// The call stack of `algorithm` in `state` (a run of `problem`).
    static CallStack of(AlgorithmId algorithm, const PlayState &state, const Problem &problem);

    /// A row of cells as "0 1 0 0", `empty` for negative entries.
    static QString cells(const std::vector<int> &values,
                         const QString &empty = QStringLiteral("·"));
    /// A mask a bit per column, column 1 first ("0 0 1 0 0 0").
    static QString maskText(quint64 bits, int width);
};

} // namespace nq
