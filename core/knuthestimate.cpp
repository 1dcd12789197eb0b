// SPDX-License-Identifier: GPL-3.0-or-later
#include "knuthestimate.h"

#include "seedmix.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace nq {

std::optional<ProbeTree> probeTreeOf(AlgorithmId id)
{
    switch (id) {
    case AlgorithmId::BruteForce:
        return ProbeTree::Boards;
    case AlgorithmId::BranchColumns:
    case AlgorithmId::Permutations:
        return ProbeTree::Columns;
    case AlgorithmId::Backtracking:
    case AlgorithmId::BacktrackingCheck:
    case AlgorithmId::BacktrackingIterative:
    case AlgorithmId::Bitmask:
    case AlgorithmId::BreadthFirst:
    case AlgorithmId::DepthFirstStack:
        return ProbeTree::Queens;
    case AlgorithmId::MinConflicts:
    case AlgorithmId::Construction:
    case AlgorithmId::Domination:
        break;
    }
    return std::nullopt;
}

std::optional<ExactTree> exactTree(ProbeTree tree, int n)
{
    if (tree == ProbeTree::Queens)
        return std::nullopt;
    double level = 1, nodes = 1;
    for (int k = 0; k < n; ++k) {
        level *= tree == ProbeTree::Boards ? n : n - k;
        nodes += level;
    }
    return ExactTree { nodes, level };
}

KnuthEstimator::KnuthEstimator(int n, ProbeTree tree, std::uint64_t seed)
    : m_n(std::clamp(n, 1, kMaxSize)), m_tree(tree), m_state(seedMix(seed)),
      m_all(m_n == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m_n) - 1),
      m_depthSums(std::size_t(m_n) + 1, 0.0)
{ }

std::uint64_t KnuthEstimator::next()
{
    // splitmix64: one add and a mix a draw, the same sequence on every machine.
    m_state += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = m_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double KnuthEstimator::walk(Probe *path)
{
    // The columns and the two diagonals taken, shifted a row at each level, as the bitmask
    // search keeps them.
    std::uint64_t columns = 0, left = 0, right = 0;
    double weight = 1;
    double nodes = 1; // the root
    m_depthSums[0] += 1;
    for (int row = 0; row < m_n; ++row) {
        std::uint64_t free = m_all;
        if (m_tree != ProbeTree::Boards)
            free &= ~columns;
        if (m_tree == ProbeTree::Queens)
            free &= ~(left | right);
        const int choices = std::popcount(free);
        if (choices == 0)
            break;
        weight *= choices;
        nodes += weight;
        m_depthSums[std::size_t(row) + 1] += weight;
        // One child uniformly: the k-th of the free squares, k drawn by a multiply and a shift.
        int k = int((static_cast<unsigned __int128>(next()) * unsigned(choices)) >> 64);
        std::uint64_t bits = free;
        while (k-- > 0)
            bits &= bits - 1;
        const std::uint64_t bit = bits & (~bits + 1);
        if (path) {
            path->columns.push_back(std::countr_zero(bit));
            path->branching.push_back(choices);
        }
        columns |= bit;
        left = ((left | bit) << 1) & m_all;
        right = (right | bit) >> 1;
    }
    return nodes;
}

void KnuthEstimator::count(double value)
{
    ++m_probes;
    const double delta = value - m_mean;
    m_mean += delta / double(m_probes);
    m_m2 += delta * (value - m_mean);
}

Probe KnuthEstimator::probe()
{
    Probe p;
    p.value = walk(&p);
    count(p.value);
    return p;
}

std::int64_t KnuthEstimator::run(std::int64_t probes, const std::atomic_bool *cancel)
{
    std::int64_t made = 0;
    while (made < probes) {
        if (cancel && (made & 0xFFF) == 0 && cancel->load(std::memory_order_relaxed))
            break;
        count(walk(nullptr));
        ++made;
    }
    return made;
}

double KnuthEstimator::standardError() const
{
    if (m_probes < 2)
        return 0;
    const double variance = m_m2 / double(m_probes - 1);
    return std::sqrt(variance / double(m_probes));
}

std::vector<double> KnuthEstimator::perDepth() const
{
    std::vector<double> depths(m_depthSums.size(), 0.0);
    if (m_probes == 0)
        return depths;
    for (std::size_t d = 0; d < depths.size(); ++d)
        depths[d] = m_depthSums[d] / double(m_probes);
    return depths;
}

} // namespace nq
