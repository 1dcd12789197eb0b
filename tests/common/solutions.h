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

} // namespace nq::test
