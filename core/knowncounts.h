// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>

namespace nq {

/// The number of solutions of n x n as published (OEIS A000170, n from 1 to 27, the project's
/// reference table): what a listing would hold, known before any work. Nothing beyond 27.
inline std::optional<std::int64_t> knownSolutionCount(int n)
{
    static constexpr std::int64_t kCounts[] = {
        1,
        0,
        0,
        2,
        10,
        4,
        40,
        92,
        352,
        724,
        2680,
        14200,
        73712,
        365596,
        2279184,
        14772512,
        95815104,
        666090624,
        4968057848,
        39029188884,
        314666222712,
        2691008701644,
        24233937684440,
        227514171973736,
        2207893435808352,
        22317699616364044,
        234907967154122528,
    };
    if (n < 1 || n > int(std::size(kCounts)))
        return std::nullopt;
    return kCounts[n - 1];
}

} // namespace nq
