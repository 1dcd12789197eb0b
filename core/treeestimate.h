// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"

#include <cstdint>
#include <optional>

namespace nq {

/// How large a search tree is before it is searched: exact for the enumerating algorithms (their
/// trees are n^k and n!/(n-k)! boards a level), Knuth's estimate (1975) for the row by row
/// backtracking tree (a random walk from the root multiplies the choices it meets; the mean of
/// many walks is an unbiased estimate of the number of nodes). Seeded: the same every time.
struct TreeSize
{
    double nodes = 0;
    bool exact = false;
};

/// The nodes of the tree SearchTree builds for a run of `id` on n x n that finds every
/// solution, or nothing for an algorithm with no tree of this kind.
std::optional<TreeSize> treeSize(AlgorithmId id, int n);

/// Knuth's estimate of the nodes of the backtracking tree of n x n (root included), from
/// `walks` random walks drawn from `seed`.
double knuthEstimate(int n, int walks = 4000, std::uint64_t seed = 1);

} // namespace nq
