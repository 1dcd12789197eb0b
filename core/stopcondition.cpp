// SPDX-License-Identifier: GPL-3.0-or-later
#include "stopcondition.h"

namespace nq {

bool StopCondition::matches(const StoredEvent &event, int depthBefore, const PlayState &after) const
{
    if (breakpoints && kind != Kind::Breakpoints && breakpointAt(event, after) >= 0)
        return true;
    switch (kind) {
    case Kind::Never:
        return false;
    case Kind::Solution:
        return event.kind == EventKind::Solution;
    case Kind::NthSolution:
        return event.kind == EventKind::Solution && after.counters.solutions == count;
    case Kind::Backtrack:
        return event.kind == EventKind::Remove;
    case Kind::Line:
        return event.line == line;
    case Kind::PlaceOn:
        return event.kind == EventKind::Place && event.row == square.row && event.col == square.col;
    case Kind::DepthReached:
        return depthBefore < count && after.depth() == count;
    case Kind::DepthLeft:
        return depthBefore == count && after.depth() < count;
    case Kind::Step:
        return after.position == count;
    case Kind::Breakpoints:
        return breakpointAt(event, after) >= 0;
    }
    return false;
}

int StopCondition::breakpointAt(const StoredEvent &event, const PlayState &after) const
{
    if (!breakpoints)
        return -1;
    const bool counted = countSameHits(breakpoints, after.counted);
    for (std::size_t i = 0; i < breakpoints->size(); ++i) {
        const Breakpoint &b = (*breakpoints)[i];
        if (!b.enabled || !b.hitBy(event))
            continue;
        if (b.every <= 1 || !counted || after.hits[i] % b.every == 0)
            return int(i);
    }
    return -1;
}

} // namespace nq
