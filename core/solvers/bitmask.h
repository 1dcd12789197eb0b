// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"

#include <bit>
#include <cstdint>

namespace nq::solvers {

namespace bitmask {
enum Line { Solve, IfFull, Free, Loop, Lowest, Put, Recurse, Take };

// Bit c stands for column c. `left` holds the squares attacked along diagonals running down to
// the left (shifted towards column 0 each row), `right` those running down to the right.
template <class E>
void search(E &e, int row, std::uint32_t left, std::uint32_t down, std::uint32_t right,
            std::uint32_t full)
{
    if (down == full) {
        e.solution(IfFull);
        return;
    }
    std::uint32_t free = ~(left | down | right) & full;
    if (e.tick())
        return;
    if constexpr (!E::kSteps)
        e.countChildren(row, std::popcount(free));
    while (free) {
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        int col = 0;
        if constexpr (E::kBoard)
            col = std::countr_zero(bit);
        if constexpr (E::kSteps) {
            e.consider(Lowest, row, col);
            e.place(Put, row, col);
        } else if constexpr (E::kBoard) {
            e.setQueen(row, col);
        }
        search(e, row + 1, (left | bit) >> 1, down | bit, (right | bit) << 1, full);
        if (e.stopped()) {
            if constexpr (!E::kSteps)
                e.uncountChildren(std::popcount(free));
            return;
        }
        if constexpr (E::kSteps)
            e.remove(Take, row, col);
    }
}
// What an event-free, unstoppable search brings back up: counted in registers, written nowhere.
struct Tally
{
    std::int64_t solutions = 0;
    std::int64_t placements = 0;
};

// The same search for a sink that wants nothing and a run that cannot stop early (all solutions,
// no cancel flag): the counts travel as return values, so the hot loop writes no memory.
inline Tally tally(std::uint32_t left, std::uint32_t down, std::uint32_t right, std::uint32_t full)
{
    if (down == full)
        return { 1, 0 };
    Tally t;
    std::uint32_t free = ~(left | down | right) & full;
    while (free) {
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        const Tally sub = tally((left | bit) >> 1, down | bit, (right | bit) << 1, full);
        t.solutions += sub.solutions;
        t.placements += sub.placements + 1;
    }
    return t;
}
} // namespace bitmask

/// Backtracking on three bit masks (left, down, right): the free squares of a row in one word.
template <class Sink> RunResult bitmaskSearch(Sink &sink, const RunOptions &options)
{
    Emitter<Sink> e(sink, options);
    const std::uint32_t full
        = options.n >= 32 ? 0xFFFFFFFFu : ((std::uint32_t { 1 } << options.n) - 1);
    if constexpr (!Emitter<Sink>::kBoard) {
        // Boards from 4 up have solutions, so a complete search reaches the last row: every
        // statistic follows from the two tallies.
        if (options.solutionLimit() < 0 && !options.cancel && options.n >= 4) {
            const bitmask::Tally t = bitmask::tally(0, 0, 0, full);
            e.stats.solutions = t.solutions;
            e.stats.placements = e.stats.tested = e.stats.backtracks = t.placements;
            e.stats.deepest = options.n - 1;
            return e.finish();
        }
    }
    if (!e.stopped())
        bitmask::search(e, 0, 0, 0, 0, full);
    return e.finish();
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo bitmaskInfo()
{
    return { AlgorithmId::Bitmask,
             "bitmask",
             1,
             32,
             true,
             QT_TRANSLATE_NOOP("nq::Algorithms", "Bitmask backtracking"),
             QT_TRANSLATE_NOOP("nq::Algorithms",
                               "Keeps the attacked columns and diagonals of the next row in three "
                               "bit masks, so the free squares of a row come out in one operation. "
                               "It takes the lowest free bit each time and shifts the diagonal "
                               "masks as it goes down."),
             { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row, left, down, right):"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  if row > n: record a solution; return"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  free = ~(left | down | right) & full"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  while free != 0:"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    bit = free & -free; free = free - bit"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on the column of bit"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "    solve(row + 1, (left|bit) >> 1, down|bit, (right|bit) << 1)"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off") } };
}

} // namespace nq::solvers
