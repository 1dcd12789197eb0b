// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace nq {

/// The tree a row-by-row search walks, as Knuth's probes see it: a node is a board of queens on
/// the first rows, its children the squares of the next row the search tries.
enum class ProbeTree : std::uint8_t {
    Boards, ///< every square of the next row (brute force: n^k boards at depth k)
    Columns, ///< the free columns (rows and columns, permutations: n!/(n-k)!)
    Queens, ///< the squares no queen attacks (the backtracking searches, bitmask, frontier)
};

/// The tree `id` searches, or nothing for an algorithm with no tree of this kind.
std::optional<ProbeTree> probeTreeOf(AlgorithmId id);

/// The nodes of a tree that prunes nothing (Boards: the sum of n^k; Columns: of n!/(n-k)!), the
/// root included, and its leaves at depth n; nothing for Queens, which only a count or Knuth's
/// estimate knows.
struct ExactTree
{
    double nodes = 0;
    double leaves = 0;
};
std::optional<ExactTree> exactTree(ProbeTree tree, int n);

/// One probe: the column it chose in each row, the choices it had there, and its value.
struct Probe
{
    std::vector<int> columns; ///< per row reached, the column chosen
    std::vector<int> branching; ///< per row reached, how many children it chose among
    /// 1 + b1 + b1 b2 + ... : the tree's nodes, were every node like those on the path.
    double value = 1;
};

/**
 * Knuth's estimate of the size of a backtracking tree (D. E. Knuth, "Estimating the efficiency
 * of backtrack programs", Math. Comp. 29, 1975): a probe goes down from the root taking one
 * child uniformly at random until it meets a leaf, and multiplies the branching factors on its
 * way; the value of a probe is an unbiased estimate of the number of nodes, and the mean of many
 * probes converges on it, with the standard error telling how close it is. Seeded: the same
 * seed gives the same probes, on every machine.
 */
class KnuthEstimator
{
public:
    /// Boards of 1 to kMaxSize.
    static constexpr int kMaxSize = 64;
    explicit KnuthEstimator(int n, ProbeTree tree = ProbeTree::Queens, std::uint64_t seed = 1);

    int n() const { return m_n; }
    ProbeTree tree() const { return m_tree; }

    /// One probe, with its path (to show it), counted in the estimate.
    Probe probe();
    /// `count` probes, counted; stops early when `cancel` is set. Returns the probes made.
    std::int64_t run(std::int64_t count, const std::atomic_bool *cancel = nullptr);

    std::int64_t probes() const { return m_probes; }
    /// The mean of the probes' values: the estimated nodes (the root included); 0 before any.
    double mean() const { return m_probes ? m_mean : 0; }
    /// The standard error of that mean (0 with fewer than two probes).
    double standardError() const;
    /// The estimated nodes at each depth, 0 (the root: 1) to n.
    std::vector<double> perDepth() const;

private:
    std::uint64_t next();
    // One probe's walk: its value, adding each depth's weight to m_depthSums; the path when
    // `path` is given.
    double walk(Probe *path);
    void count(double value);

    int m_n;
    ProbeTree m_tree;
    std::uint64_t m_state;
    std::uint64_t m_all;
    std::int64_t m_probes = 0;
    double m_mean = 0; // Welford's running mean and sum of squared deviations
    double m_m2 = 0;
    std::vector<double> m_depthSums;
};

} // namespace nq
