// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace nq {

/// splitmix64's finaliser: a seed (and a salt mixed into it) spread over all 64 bits, for the
/// draws a seed decides (which questions are asked, where an exercise starts).
inline std::uint64_t seedMix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

} // namespace nq
