// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the call stacks of the families share (callstack.cpp, callstackfamilies.cpp).

#include "callstack.h"

namespace nq::callstack {

/// The row the top call fills (n: the call past the last row, which records a solution).
int topRow(const PlayState &s);
/// The call for row r: where it began (the queen of row r - 1 put) and where it returns.
StackFrame rowFrame(const PlayState &s, int r, const QString &call);
StackVariable variable(const QString &name, const QString &value, bool changed);
StackVariable mask(const QString &name, quint64 bits, int width, bool changed);
/// True when the step that led here put or took a queen.
bool queenMoved(const PlayState &s);

void addBitmaskFrames(CallStack &out, const PlayState &s);
void addDominationFrames(CallStack &out, const PlayState &s, const Problem &problem);
void addFrontier(CallStack &out, const PlayState &s, bool queue);

} // namespace nq::callstack
