// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
    if (row == e.n()) {
        e.solution(IfFull);
        return;
    }
    std::uint32_t free = ~(left | down | right) & full;
    while (free) {
        if (e.tick())
            return;
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        int col = 0;
        if constexpr (E::kBoard)
            col = std::countr_zero(bit);
        e.consider(Lowest, row, col);
        e.place(Put, row, col);
        search(e, row + 1, (left | bit) >> 1, down | bit, (right | bit) << 1, full);
        if (e.stopped())
            return;
        e.remove(Take, row, col);
    }
}
} // namespace bitmask

/// Backtracking on three bit masks (left, down, right): the free squares of a row in one word.
template <class Sink>
RunResult bitmaskSearch(Sink &sink, const RunOptions &options)
{
    Emitter<Sink> e(sink, options);
    const std::uint32_t full
            = options.n >= 32 ? 0xFFFFFFFFu : ((std::uint32_t { 1 } << options.n) - 1);
    if (!e.stopped())
        bitmask::search(e, 0, 0, 0, 0, full);
    return e.finish();
}

} // namespace nq::solvers
