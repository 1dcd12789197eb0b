// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "breakpoint.h"
#include "playstate.h"
#include "stepevent.h"
#include "storedevent.h"

#include <QMetaType>

#include <algorithm>
#include <cstdint>

namespace nq {

/**
 * Where "run until" stops: a predicate over a step (its event and the state after it). The
 * clock tests it on each step it applies; a run cursor hands a far one to its worker, which
 * tests it at worker speed. Values, so a lesson or a breakpoint list can keep them.
 */
struct StopCondition
{
    enum class Kind : std::uint8_t {
        Never, ///< runs to the end
        Solution, ///< the next solution
        NthSolution, ///< the run's count-th solution (count from 1)
        Backtrack, ///< the next queen taken back
        Line, ///< the next step of a pseudocode line (`line`: the algorithm's Line enum value)
        PlaceOn, ///< a queen put on `square`
        DepthReached, ///< a step that leaves `count` queens on the board, up from fewer
        DepthLeft, ///< a step that takes the board from `count` queens down to fewer
        Step, ///< position `count` (the step numbered so in the window)
        Breakpoints, ///< a step where any enabled one of `breakpoints` stops
    };

    Kind kind = Kind::Never;
    int line = -1;
    Square square;
    std::int64_t count = 0;
    Breakpoints breakpoints;

    static StopCondition never() { return {}; }
    static StopCondition nextSolution() { return make(Kind::Solution); }
    static StopCondition nthSolution(std::int64_t k) { return make(Kind::NthSolution, -1, {}, k); }
    static StopCondition nextBacktrack() { return make(Kind::Backtrack); }
    static StopCondition atLine(int line) { return make(Kind::Line, line); }
    static StopCondition placeOn(Square s) { return make(Kind::PlaceOn, -1, s); }
    static StopCondition depthReached(int d) { return make(Kind::DepthReached, -1, {}, d); }
    static StopCondition depthLeft(int d) { return make(Kind::DepthLeft, -1, {}, d); }
    static StopCondition step(std::int64_t position) { return make(Kind::Step, -1, {}, position); }
    /// Any enabled one of `list`; "every k-th hit" needs the states to count the same list
    /// (RunOptions::breakpoints); where they do not, each hit stops.
    static StopCondition anyOf(Breakpoints list)
    {
        StopCondition c = make(Kind::Breakpoints);
        c.breakpoints = std::move(list);
        return c;
    }

    /// True when the step `event`, which took the run from a board of `depthBefore` queens to
    /// `after`, is where the run stops.
    bool matches(const StoredEvent &event, int depthBefore, const PlayState &after) const;
    /// The same condition, and also any enabled one of `list` (a Run Until stops at the
    /// breakpoints on its way, as a debugger's does).
    StopCondition orAt(Breakpoints list) const
    {
        StopCondition c = *this;
        c.breakpoints = std::move(list);
        return c;
    }
    /// The index of the breakpoint that stops at this step, or -1.
    int breakpointAt(const StoredEvent &event, const PlayState &after) const;
    /// True for a condition that can never hold (Never): "until" runs to the end.
    bool isNever() const
    {
        if (kind != Kind::Breakpoints && kind != Kind::Never)
            return false;
        return !breakpoints
            || std::none_of(breakpoints->begin(), breakpoints->end(),
                            [](const Breakpoint &b) { return b.enabled; });
    }

    friend bool operator==(const StopCondition &, const StopCondition &) = default;

private:
    static StopCondition make(Kind kind, int line = -1, Square square = {}, std::int64_t count = 0)
    {
        StopCondition c;
        c.kind = kind;
        c.line = line;
        c.square = square;
        c.count = count;
        return c;
    }
};

} // namespace nq

Q_DECLARE_METATYPE(nq::StopCondition)
