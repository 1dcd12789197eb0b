// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storedevent.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace nq {

/**
 * Where playing stops, as a debugger's breakpoint: a pseudocode line, and optionally only on
 * one row (the depth of the row-by-row searches), only on one square, only every k-th hit. A
 * hit is a step of the line that meets the row and square; hits are counted from the run's
 * start in the PlayState (its `hits`), so a count is exact after any step back or seek.
 */
struct Breakpoint
{
    int line = -1; ///< the algorithm's Line enum value
    bool enabled = true;
    int row = -1; ///< only steps on this row (-1: any)
    int col = -1; ///< with row: only steps on this square (-1: any)
    std::int64_t every = 1; ///< only every k-th hit (1: each)

    /// True when `event` is a hit (whether or not the breakpoint is enabled).
    bool hitBy(const StoredEvent &event) const
    {
        return event.line == line && (row < 0 || event.row == row) && (col < 0 || event.col == col);
    }
    /// True for two breakpoints that count the same hits (enabled and every aside).
    bool countsAs(const Breakpoint &o) const
    {
        return line == o.line && row == o.row && col == o.col;
    }

    friend bool operator==(const Breakpoint &, const Breakpoint &) = default;
};

/// The breakpoints of a run, shared by its states (which count their hits) and its stop
/// condition.
using Breakpoints = std::shared_ptr<const std::vector<Breakpoint>>;

/// True when the two lists count the same hits, breakpoint by breakpoint.
inline bool countSameHits(const Breakpoints &a, const Breakpoints &b)
{
    const std::size_t na = a ? a->size() : 0;
    const std::size_t nb = b ? b->size() : 0;
    if (na != nb)
        return false;
    for (std::size_t i = 0; i < na; ++i) {
        if (!(*a)[i].countsAs((*b)[i]))
            return false;
    }
    return true;
}

} // namespace nq
