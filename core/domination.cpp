// SPDX-License-Identifier: GPL-3.0-or-later
#include "domination.h"

#include "symmetry.h"

#include <algorithm>
#include <array>
#include <bit>

namespace nq {

namespace {

// A set of up to 256 squares, index row * n + col.
struct SquareSet
{
    std::array<std::uint64_t, 4> w {};

    void set(int i) { w[static_cast<std::size_t>(i >> 6)] |= std::uint64_t { 1 } << (i & 63); }
    bool test(int i) const { return (w[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1u; }
    SquareSet operator|(const SquareSet &o) const
    {
        SquareSet r;
        for (std::size_t i = 0; i < 4; ++i)
            r.w[i] = w[i] | o.w[i];
        return r;
    }
    SquareSet without(const SquareSet &o) const
    {
        SquareSet r;
        for (std::size_t i = 0; i < 4; ++i)
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
        for (std::size_t i = 0; i < 4; ++i) {
            if (w[i])
                return static_cast<int>(i) * 64 + std::countr_zero(w[i]);
        }
        return -1;
    }
};

class Search
{
public:
    Search(const DominationOptions &o, const Domination::Visitor *visit)
        : m_n(o.n), m_k(o.queens), m_independent(o.independent), m_cancel(o.cancel), m_visit(visit)
    {
        const int squares = m_n * m_n;
        m_cover.resize(static_cast<std::size_t>(squares));
        m_lastCover.assign(static_cast<std::size_t>(squares), 0);
        for (int q = 0; q < squares; ++q) {
            const int qr = q / m_n, qc = q % m_n;
            for (int s = 0; s < squares; ++s) {
                const int sr = s / m_n, sc = s % m_n;
                if (qr == sr || qc == sc || qr - qc == sr - sc || qr + qc == sr + sc) {
                    m_cover[static_cast<std::size_t>(q)].set(s);
                    // the largest square that covers s (cover is symmetric)
                    m_lastCover[static_cast<std::size_t>(s)]
                            = std::max(m_lastCover[static_cast<std::size_t>(s)], q);
                }
            }
            m_maxCover = std::max(m_maxCover, m_cover[static_cast<std::size_t>(q)].count());
        }
        for (int s = 0; s < squares; ++s)
            m_full.set(s);
        m_chosen.resize(static_cast<std::size_t>(m_k));
    }

    DominationResult run()
    {
        if (m_k >= 1 && m_k <= m_n * m_n)
            recurse(0, 0, SquareSet {});
        return m_result;
    }

private:
    void recurse(int start, int depth, const SquareSet &covered)
    {
        if (m_stop)
            return;
        if ((++m_ticks & 0xFFFF) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) {
            m_stop = m_result.cancelled = true;
            return;
        }
        const SquareSet uncovered = m_full.without(covered);
        const int left = m_k - depth;
        if (left == 0) {
            if (uncovered.lowest() < 0)
                found();
            return;
        }
        const int squares = m_n * m_n;
        int last = squares - left; // room for the queens still to place
        const int firstUncovered = uncovered.lowest();
        if (firstUncovered >= 0) {
            if (uncovered.count() > left * m_maxCover)
                return;
            // Queens come in increasing order, so the next one must not lie past every square
            // that could still cover the first uncovered square.
            last = std::min(last, m_lastCover[static_cast<std::size_t>(firstUncovered)]);
        }
        for (int q = start; q <= last && !m_stop; ++q) {
            if (m_independent && covered.test(q))
                continue;
            m_chosen[static_cast<std::size_t>(depth)] = q;
            recurse(q + 1, depth + 1, covered | m_cover[static_cast<std::size_t>(q)]);
        }
    }

    void found()
    {
        std::vector<Square> squares;
        squares.reserve(m_chosen.size());
        std::vector<int> ids(m_chosen.begin(), m_chosen.end());
        for (const int q : m_chosen)
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
    const Domination::Visitor *m_visit;
    std::vector<SquareSet> m_cover;
    std::vector<int> m_lastCover;
    SquareSet m_full;
    int m_maxCover = 0;
    std::vector<int> m_chosen;
    DominationResult m_result;
    std::uint32_t m_ticks = 0;
    bool m_stop = false;
};

} // namespace

DominationResult Domination::count(const DominationOptions &options)
{
    return Search(options, nullptr).run();
}

DominationResult Domination::enumerate(const DominationOptions &options, const Visitor &visit)
{
    return Search(options, &visit).run();
}

} // namespace nq
