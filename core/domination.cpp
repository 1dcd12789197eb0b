// SPDX-License-Identifier: GPL-3.0-or-later
#include "domination.h"

#include "symmetry.h"

#include <algorithm>
#include <array>
#include <bit>

namespace nq {

namespace {

// A set of up to 64 * W squares, index row * n + col. Boards up to 8x8 take one word, so the
// hot loop is a single OR there.
template <int W>
struct SquareSet
{
    std::array<std::uint64_t, W> w {};

    void set(int i) { w[static_cast<std::size_t>(i >> 6)] |= std::uint64_t { 1 } << (i & 63); }
    bool test(int i) const { return (w[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1u; }
    SquareSet operator|(const SquareSet &o) const
    {
        SquareSet r;
        for (std::size_t i = 0; i < W; ++i)
            r.w[i] = w[i] | o.w[i];
        return r;
    }
    SquareSet without(const SquareSet &o) const
    {
        SquareSet r;
        for (std::size_t i = 0; i < W; ++i)
            r.w[i] = w[i] & ~o.w[i];
        return r;
    }
    int count() const
    {
        int c = 0;
        for (const std::uint64_t x : w)
            c += std::popcount(x);
        return c;
    }
    int lowest() const
    {
        for (std::size_t i = 0; i < W; ++i) {
            if (w[i])
                return static_cast<int>(i) * 64 + std::countr_zero(w[i]);
        }
        return -1;
    }
};

template <int W>
class Search
{
    using Set = SquareSet<W>;

public:
    Search(const DominationOptions &o, const Domination::Visitor *visit)
        : m_n(o.n), m_k(o.queens), m_independent(o.independent), m_cancel(o.cancel),
          m_maxSteps(o.maxSteps), m_visit(visit)
    {
        const int squares = m_n * m_n;
        m_cover.resize(static_cast<std::size_t>(squares));
        for (int q = 0; q < squares; ++q) {
            const int qr = q / m_n, qc = q % m_n;
            for (int s = 0; s < squares; ++s) {
                const int sr = s / m_n, sc = s % m_n;
                if (qr == sr || qc == sc || qr - qc == sr - sc || qr + qc == sr + sc)
                    m_cover[static_cast<std::size_t>(q)].set(s);
            }
            m_maxCover = std::max(m_maxCover, m_cover[static_cast<std::size_t>(q)].count());
        }
        for (int s = 0; s < squares; ++s)
            m_full.set(s);
        m_coverers.resize(static_cast<std::size_t>(squares));
        for (int s = 0; s < squares; ++s) {
            for (int q = 0; q < squares; ++q) {
                if (m_cover[static_cast<std::size_t>(q)].test(s))
                    m_coverers[static_cast<std::size_t>(s)].push_back(q);
            }
        }
        m_chosen.resize(static_cast<std::size_t>(m_k));
    }

    DominationResult run(const std::vector<Square> &fixed)
    {
        if (m_k < 1 || m_k > m_n * m_n || int(fixed.size()) > m_k)
            return m_result;
        // Fixed queens stand from the start: they cover and are taken, and count as chosen.
        Set covered, taken;
        int depth = 0;
        for (const Square &f : fixed) {
            if (f.row < 0 || f.row >= m_n || f.col < 0 || f.col >= m_n)
                return m_result;
            const int q = f.row * m_n + f.col;
            if (taken.test(q) || (m_independent && covered.test(q)))
                return m_result; // the same square twice, or two fixed queens that attack
            covered = covered | m_cover[static_cast<std::size_t>(q)];
            taken.set(q);
            m_chosen[static_cast<std::size_t>(depth++)] = q;
        }
        branch(depth, covered, taken);
        return m_result;
    }

private:
    // Each dominating set must cover the lowest uncovered square s, so the search branches on
    // the squares that cover s. Branch j may not use the coverers of s before it (they are
    // "taken" below it), so every set is found exactly once: through the first coverer of s it
    // holds, at every level.
    void branch(int depth, const Set &covered, const Set &taken)
    {
        if (m_stop)
            return;
        ++m_result.steps;
        if (m_maxSteps > 0 && m_result.steps > m_maxSteps) {
            m_stop = m_result.outOfSteps = true;
            return;
        }
        if ((++m_ticks & 0xFFFF) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) {
            m_stop = m_result.cancelled = true;
            return;
        }
        const int left = m_k - depth;
        const Set uncovered = m_full.without(covered);
        const int s = uncovered.lowest();
        if (s < 0) {
            // Covered: any queens left are extra, chosen among the squares still allowed.
            fill(depth, 0, covered, taken);
            return;
        }
        if (left == 0 || uncovered.count() > left * m_maxCover)
            return;
        Set blocked = taken;
        for (const int q : m_coverers[static_cast<std::size_t>(s)]) {
            if (m_stop)
                return;
            if (blocked.test(q) || (m_independent && covered.test(q)))
                continue;
            m_chosen[static_cast<std::size_t>(depth)] = q;
            Set next = blocked;
            next.set(q);
            branch(depth + 1, covered | m_cover[static_cast<std::size_t>(q)], next);
            blocked.set(q);
        }
    }

    // Chooses the remaining queens of an already dominating set, in increasing order.
    void fill(int depth, int from, const Set &covered, const Set &taken)
    {
        if (depth == m_k) {
            found();
            return;
        }
        const int squares = m_n * m_n;
        for (int q = from; q <= squares - (m_k - depth) && !m_stop; ++q) {
            if (taken.test(q) || (m_independent && covered.test(q)))
                continue;
            m_chosen[static_cast<std::size_t>(depth)] = q;
            fill(depth + 1, q + 1, covered | m_cover[static_cast<std::size_t>(q)], taken);
        }
    }

    void found()
    {
        std::vector<Square> squares;
        squares.reserve(m_chosen.size());
        std::vector<int> ids(m_chosen.begin(), m_chosen.end());
        std::sort(ids.begin(), ids.end());
        for (const int q : ids)
            squares.push_back({ q / m_n, q % m_n });
        const bool canonical = Symmetry::canonicalSet(squares, m_n) == ids;
        ++m_result.sets;
        if (canonical)
            ++m_result.classes;
        if (m_visit && *m_visit && !(*m_visit)(squares, canonical))
            m_stop = true;
    }

    int m_n;
    int m_k;
    bool m_independent;
    const std::atomic_bool *m_cancel;
    std::int64_t m_maxSteps;
    const Domination::Visitor *m_visit;
    std::vector<Set> m_cover;
    std::vector<std::vector<int>> m_coverers; // the squares whose queen covers each square
    Set m_full;
    int m_maxCover = 0;
    std::vector<int> m_chosen;
    DominationResult m_result;
    std::uint32_t m_ticks = 0;
    bool m_stop = false;
};

} // namespace

namespace {
DominationResult run(const DominationOptions &options, const Domination::Visitor *visit)
{
    const int squares = options.n * options.n;
    if (squares <= 64)
        return Search<1>(options, visit).run(options.fixed);
    if (squares <= 128)
        return Search<2>(options, visit).run(options.fixed);
    return Search<4>(options, visit).run(options.fixed);
}
} // namespace

DominationResult Domination::count(const DominationOptions &options)
{
    return run(options, nullptr);
}

DominationResult Domination::enumerate(const DominationOptions &options, const Visitor &visit)
{
    return run(options, &visit);
}

} // namespace nq
