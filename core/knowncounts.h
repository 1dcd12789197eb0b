// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <iterator>
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

/// The nodes of the backtracking tree of n x n, the root included: every board of queens on the
/// first rows that attack no other (n from 1 to 17), as the project's bitmask search counts them
/// (placements + 1; tst_knuthestimate counts them again up to 12). Knuth's estimate is shown
/// beside it. Nothing beyond.
inline std::optional<std::int64_t> knownTreeNodes(int n)
{
    static constexpr std::int64_t kNodes[] = {
        2,     3,      6,      17,      54,       153,       552,        2057,       8394,
        35539, 166926, 856189, 4674890, 27358553, 171129072, 1141190303, 8017021932,
    };
    if (n < 1 || n > int(std::size(kNodes)))
        return std::nullopt;
    return kNodes[n - 1];
}

} // namespace nq
