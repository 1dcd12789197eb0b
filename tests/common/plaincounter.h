// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace nq::test {

/// The baseline of the benchmarks: the textbook recursive bitmask counter, nothing else
/// (one thread, no symmetry). Call with (0, 0, 0, (1 << n) - 1).
inline std::int64_t plainCount(std::uint32_t left, std::uint32_t down, std::uint32_t right,
                               std::uint32_t full)
{
    if (down == full)
        return 1;
    std::int64_t total = 0;
    std::uint32_t free = ~(left | down | right) & full;
    while (free) {
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        total += plainCount((left | bit) >> 1, down | bit, (right | bit) << 1, full);
    }
    return total;
}

} // namespace nq::test
