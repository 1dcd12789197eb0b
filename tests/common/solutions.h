// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"
#include "sinks.h"
#include "solver.h"

#include <vector>

namespace nq::test {

/// Every solution of n x n, as the bitmask search lists them (lexicographic order).
inline std::vector<Placement> allSolutions(int n)
{
    std::vector<Placement> out;
    SolutionSink sink { [&out](std::span<const int> p) { out.emplace_back(p.begin(), p.end()); } };
    RunOptions options;
    options.n = n;
    runAlgorithm(AlgorithmId::Bitmask, sink, options);
    return out;
}

/// One queen per row and no two on a column or a diagonal, checked in O(n) with per-line flags
/// (for boards of millions of rows).
inline bool isValidSolution(std::span<const int> cols)
{
    const std::size_t n = cols.size();
    std::vector<char> col(n, 0), dpos(2 * n, 0), dneg(2 * n, 0);
    for (std::size_t r = 0; r < n; ++r) {
        const int c = cols[r];
        if (c < 0 || std::size_t(c) >= n || col[std::size_t(c)]++ || dpos[r + std::size_t(c)]++
            || dneg[r + n - 1 - std::size_t(c)]++)
            return false;
    }
    return true;
}

} // namespace nq::test
