// SPDX-License-Identifier: GPL-3.0-or-later
#include "treeestimate.h"

#include <bit>
#include <random>

namespace nq {

double knuthEstimate(int n, int walks, std::uint64_t seed)
{
    if (n <= 0 || n > 64 || walks <= 0)
        return 0;
    std::mt19937_64 random(seed);
    const std::uint64_t all = n == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1;
    double sum = 0;
    for (int w = 0; w < walks; ++w) {
        // The columns and the two diagonals taken, shifted a row at each level, as the bitmask
        // search keeps them.
        std::uint64_t columns = 0, left = 0, right = 0;
        double weight = 1;
        double nodes = 1; // the root
        for (int row = 0; row < n; ++row) {
            const std::uint64_t free = all & ~(columns | left | right);
            const int choices = std::popcount(free);
            if (choices == 0)
                break;
            weight *= choices;
            nodes += weight;
            // One free column at random: the k-th set bit.
            int k = int(random() % std::uint64_t(choices));
            std::uint64_t bits = free;
            while (k-- > 0)
                bits &= bits - 1;
            const std::uint64_t bit = bits & (~bits + 1);
            columns |= bit;
            left = ((left | bit) << 1) & all;
            right = (right | bit) >> 1;
        }
        sum += nodes;
    }
    return sum / walks;
}

std::optional<TreeSize> treeSize(AlgorithmId id, int n)
{
    switch (id) {
    case AlgorithmId::BruteForce:
    case AlgorithmId::BranchColumns:
    case AlgorithmId::Permutations: {
        // A level k holds n^k boards (brute force) or n!/(n-k)! (a column once a row).
        double level = 1, nodes = 1;
        for (int k = 0; k < n; ++k) {
            level *= id == AlgorithmId::BruteForce ? n : n - k;
            nodes += level;
        }
        return TreeSize { nodes, true };
    }
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
