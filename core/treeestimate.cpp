// SPDX-License-Identifier: GPL-3.0-or-later
#include "treeestimate.h"

#include "knuthestimate.h"

namespace nq {

double knuthEstimate(int n, int walks, std::uint64_t seed)
{
    if (n <= 0 || n > KnuthEstimator::kMaxSize || walks <= 0)
        return 0;
    KnuthEstimator estimator(n, ProbeTree::Queens, seed);
    estimator.run(walks);
    return estimator.mean();
}

std::optional<TreeSize> treeSize(AlgorithmId id, int n)
{
    switch (id) {
    case AlgorithmId::BruteForce:
    case AlgorithmId::BranchColumns:
    case AlgorithmId::Permutations:
        // A level k holds n^k boards (brute force) or n!/(n-k)! (a column once a row).
        return TreeSize { exactTree(*probeTreeOf(id), n)->nodes, true };
    case AlgorithmId::Backtracking:
    case AlgorithmId::BacktrackingCheck:
    case AlgorithmId::BacktrackingIterative:
    case AlgorithmId::Bitmask:
    case AlgorithmId::BreadthFirst:
    case AlgorithmId::DepthFirstStack:
        return TreeSize { knuthEstimate(n), false };
    case AlgorithmId::MinConflicts:
    case AlgorithmId::Construction:
    case AlgorithmId::Domination:
        break;
    }
    return std::nullopt;
}

} // namespace nq
