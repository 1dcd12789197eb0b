// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"
#include "../domination.h" // the public options and results (core/domination.h)
#include "emitter.h"
#include "runoptions.h"
#include "stepevent.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <limits>
#include <span>
#include <type_traits>
#include <vector>

namespace nq::solvers {

namespace dominationline {
/// The pseudocode lines of Algorithms::domination().
enum Line { Enter, Covered, Record, Prune, Target, Loop, Independent, Put, Recurse, Lift };
} // namespace dominationline

/// A set of up to 64 * W squares, index row * n + col. Boards up to 8 x 8 take one word, so
/// the hot loop is a single OR there.
template <int W> struct SquareSet
{
    std::array<std::uint64_t, W> w {};

    void set(int i) { w[static_cast<std::size_t>(i >> 6)] |= std::uint64_t { 1 } << (i & 63); }
    bool test(int i) const { return (w[static_cast<std::size_t>(i >> 6)] >> (i & 63)) & 1u; }
    void reset(int i) { w[static_cast<std::size_t>(i >> 6)] &= ~(std::uint64_t { 1 } << (i & 63)); }
    bool empty() const
    {
        std::uint64_t any = 0;
        for (const std::uint64_t x : w)
            any |= x;
        return any == 0;
    }
    SquareSet intersection(const SquareSet &o) const
    {
        SquareSet r;
        for (std::size_t i = 0; i < W; ++i)
            r.w[i] = w[i] & o.w[i];
        return r;
    }
    bool intersects(const SquareSet &o) const { return !intersection(o).empty(); }
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

/// How a domination search ended.
struct DominationOutcome
{
    RunStats stats;
    std::int64_t steps = 0; ///< search steps taken
    bool cancelled = false;
    bool outOfSteps = false;
};

/**
 * The queens domination search, written once for the window's animation and for the fast
 * counting and listing (Domination::count and enumerate). Each dominating set must cover the
 * lowest uncovered square s, so the search branches on the squares that cover s; a branch may
 * not use the coverers of s tried before it, so every set is found exactly once, through the
 * first coverer of s it holds, at every level. When the queens left cannot cover what is still
 * uncovered the branch is cut; once everything is covered, the queens left go on free squares in
 * increasing order.
 *
 * With `kAnimated` it talks to the Emitter like every other algorithm: a queen is put on a
 * square and taken off it (the viewer keeps a set of squares, not a queen per row); Consider
 * names the square tried and, in byRow and byCol, the uncovered square it is to cover; Conflict
 * (independent variant) the queen that attacks it; a failed Check is a dead end with `value`
 * squares uncovered; the emitter keeps the statistics, the solution limit and the cancel flag.
 * Without it nothing but the search is compiled: `sink.found(chosen)` gets each set (the chosen
 * squares as row * n + col, in the order they were put; false stops), with a step budget.
 */
template <int W, class Sink, bool kAnimated> class DominationSearch
{
    using Set = SquareSet<W>;
    struct NoEmitter
    {
        NoEmitter(Sink &, const RunOptions &) { }
    };
    using Events = std::conditional_t<kAnimated, Emitter<Sink>, NoEmitter>;

    static RunOptions runOptions(const DominationOptions &p)
    {
        RunOptions o;
        static_cast<Problem &>(o) = p;
        o.cancel = p.cancel;
        o.mode = p.limit < 0 ? SolveMode::All : SolveMode::Limit;
        o.limit = p.limit;
        return o;
    }

public:
    DominationSearch(Sink &sink, const DominationOptions &p)
        : m_sink(sink), m_emit(sink, runOptions(p)), m_n(p.n), m_k(p.queens),
          m_independent(p.independent), m_cancel(p.cancel), m_maxSteps(p.maxSteps), m_fixed(p.fixed)
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
        m_chosen.assign(static_cast<std::size_t>(std::max(m_k, 0)), -1);
    }

    DominationOutcome run()
    {
        const auto start = std::chrono::steady_clock::now();
        if constexpr (kAnimated) {
            if (!m_emit.stopped()) // a limit of no sets stops before the first step
                search();
            const RunResult r = m_emit.finish();
            m_outcome.stats = r.stats;
            m_outcome.cancelled = r.cancelled;
        } else {
            search();
            m_outcome.stats.elapsedNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                            std::chrono::steady_clock::now() - start)
                                            .count();
        }
        return m_outcome;
    }

private:
    void search()
    {
        if (m_k < 1 || m_k > m_n * m_n || int(m_fixed.size()) > m_k)
            return;
        // Fixed queens stand from the start: they cover and are taken, and count as chosen.
        Set covered, taken;
        int depth = 0;
        for (const Square &f : m_fixed) {
            if (f.row < 0 || f.row >= m_n || f.col < 0 || f.col >= m_n)
                return;
            const int q = f.row * m_n + f.col;
            if (taken.test(q) || (m_independent && covered.test(q)))
                return; // the same square twice, or two fixed queens that attack
            covered = covered | m_cover[static_cast<std::size_t>(q)];
            taken.set(q);
            m_chosen[static_cast<std::size_t>(depth++)] = q;
        }
        branch(depth, covered, taken);
    }

    bool stopping()
    {
        if constexpr (kAnimated) {
            if (m_emit.tick())
                m_stop = true;
        } else if ((++m_ticks & 0xFFF) == 0 && m_cancel
                   && m_cancel->load(std::memory_order_relaxed)) {
            m_stop = m_outcome.cancelled = true;
        }
        return m_stop;
    }

    Square square(int q) const { return { q / m_n, q % m_n }; }

    void put(int depth, int q, int line)
    {
        if constexpr (kAnimated)
            m_emit.putQueen(line, square(q), depth);
        m_chosen[static_cast<std::size_t>(depth)] = q;
    }

    void lift(int q, int line)
    {
        if constexpr (kAnimated)
            m_emit.takeQueen(line, square(q));
    }

    // The independent variant: q is attacked by the first queen on the board that covers it.
    void conflict(int depth, int q)
    {
        Square by;
        for (int i = 0; i < depth; ++i) {
            const int c = m_chosen[static_cast<std::size_t>(i)];
            if (m_cover[static_cast<std::size_t>(c)].test(q)) {
                by = square(c);
                break;
            }
        }
        const Square at = square(q);
        m_emit.conflict(dominationline::Independent, at.row, at.col, attackBetween(at, by), by);
    }

    void record(int depth)
    {
        if constexpr (kAnimated) {
            m_emit.solution(dominationline::Record);
            if (m_emit.stopped())
                m_stop = true; // the solution limit: the set found stays on the board
        } else if (!m_sink.found(std::span<const int>(m_chosen.data(), std::size_t(depth)))) {
            m_stop = true;
        }
    }

    void branch(int depth, const Set &covered, const Set &taken)
    {
        if (m_stop)
            return;
        ++m_outcome.steps;
        if (m_maxSteps > 0 && m_outcome.steps > m_maxSteps) {
            m_stop = m_outcome.outOfSteps = true;
            return;
        }
        if (stopping())
            return;
        const int left = m_k - depth;
        const Set uncovered = m_full.without(covered);
        const int s = uncovered.lowest();
        if (s < 0) {
            // Covered: any queens left are extra, chosen among the squares still allowed.
            fill(depth, 0, covered, taken);
            return;
        }
        if (left == 0 || uncovered.count() > left * m_maxCover) {
            if constexpr (kAnimated)
                m_emit.deadEnd(dominationline::Prune, uncovered.count());
            return;
        }
        Set blocked = taken;
        for (const int q : m_coverers[static_cast<std::size_t>(s)]) {
            if constexpr (kAnimated) {
                if (stopping()) // a step per square tried: cancel between them too
                    return;
            }
            if (blocked.test(q))
                continue;
            if constexpr (kAnimated)
                m_emit.consider(dominationline::Loop, q / m_n, q % m_n, square(s));
            if (m_independent && covered.test(q)) {
                if constexpr (kAnimated)
                    conflict(depth, q);
                continue;
            }
            Set next = blocked;
            next.set(q);
            put(depth, q, dominationline::Put);
            branch(depth + 1, covered | m_cover[static_cast<std::size_t>(q)], next);
            if (m_stop)
                return; // the board stays as it is: a found set is shown, not lifted
            lift(q, dominationline::Lift);
            // q stays barred for the rest of this loop: sets holding it were all found above.
            blocked.set(q);
        }
    }

    // Chooses the remaining queens of an already dominating set, in increasing order.
    void fill(int depth, int from, const Set &covered, const Set &taken)
    {
        if (depth == m_k) {
            record(depth);
            return;
        }
        if constexpr (!kAnimated && countsOnly<Sink>()) {
            // Only how many: any `left` of the squares still allowed complete the set, so it is a
            // binomial, not an enumeration (unless the independent variant constrains them).
            if (from == 0 && !m_independent) {
                const std::int64_t ways = binomial(m_full.without(taken).count(), m_k - depth);
                if (ways >= 0) {
                    m_sink.add(ways);
                    return;
                }
            }
        }
        const int squares = m_n * m_n;
        const int last = squares - (m_k - depth);
        for (int q = from; q <= last; ++q) {
            if (kAnimated ? stopping() : m_stop)
                return;
            if (taken.test(q) || (m_independent && covered.test(q)))
                continue;
            put(depth, q, dominationline::Record);
            fill(depth + 1, q + 1, covered | m_cover[static_cast<std::size_t>(q)], taken);
            if (m_stop)
                return;
            lift(q, dominationline::Record);
        }
    }

    // A sink may take counts instead of sets (`add(ways)`, `static constexpr bool kCountsOnly`).
    template <class S> static constexpr bool countsOnly()
    {
        if constexpr (requires { S::kCountsOnly; })
            return S::kCountsOnly;
        else
            return false;
    }
    // m choose r, or -1 when it does not fit 64 bits.
    static std::int64_t binomial(int m, int r)
    {
        if (r < 0 || r > m)
            return 0;
        r = std::min(r, m - r);
        unsigned __int128 c = 1;
        for (int i = 1; i <= r; ++i) {
            c = c * unsigned(m - r + i) / unsigned(i); // exact: c stays C(m - r + i, i)
            if (c > static_cast<unsigned __int128>(std::numeric_limits<std::int64_t>::max()))
                return -1;
        }
        return static_cast<std::int64_t>(c);
    }

    Sink &m_sink;
    [[no_unique_address]] Events m_emit;
    int m_n;
    int m_k;
    bool m_independent;
    const std::atomic_bool *m_cancel;
    std::int64_t m_maxSteps;
    std::vector<Square> m_fixed;
    std::vector<Set> m_cover; // the squares each square's queen covers (its own included)
    std::vector<std::vector<int>> m_coverers; // the squares whose queen covers each square
    Set m_full;
    int m_maxCover = 0;
    std::vector<int> m_chosen; // the queens on the board by depth, in the order they were put
    DominationOutcome m_outcome;
    std::uint32_t m_ticks = 0;
    bool m_stop = false;
};

/// Runs the search with the word count the board needs.
template <template <int> class Make, class... Args> auto withSquareSetWidth(int n, Args &&...args)
{
    const int squares = n * n;
    if (squares <= 64)
        return Make<1>::run(std::forward<Args>(args)...);
    if (squares <= 128)
        return Make<2>::run(std::forward<Args>(args)...);
    return Make<4>::run(std::forward<Args>(args)...);
}

template <class Sink> struct RunAnimated
{
    template <int W> struct At
    {
        static DominationOutcome run(Sink &sink, const DominationOptions &p)
        {
            return DominationSearch<W, Sink, true>(sink, p).run();
        }
    };
};

/// The search as the window animates it (runAlgorithm), through the emitter.
template <class Sink> RunResult dominationSearch(Sink &sink, const RunOptions &options)
{
    DominationOptions p;
    static_cast<Problem &>(p) = options;
    p.cancel = options.cancel;
    p.limit = options.solutionLimit();
    const DominationOutcome outcome
        = withSquareSetWidth<RunAnimated<Sink>::template At>(options.n, sink, p);
    RunResult result;
    result.stats = outcome.stats;
    result.cancelled = outcome.cancelled;
    return result;
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines dominationline::Line indexes.
inline AlgorithmInfo dominationInfo()
{
    return { AlgorithmId::Domination,
             "domination",
             1,
             16,
             true,
             QT_TRANSLATE_NOOP("nq::Algorithms", "Queens domination"),
             QT_TRANSLATE_NOOP(
                 "nq::Algorithms",
                 "Looks for k queens that together occupy or attack every square. The "
                 "first uncovered square must be covered by some queen, so the search "
                 "tries each square that covers it, and gives up early when the queens "
                 "left cannot cover what is still uncovered."),
             { QT_TRANSLATE_NOOP("nq::Algorithms", "cover(queens left):"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  if every square is covered:"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "    put any queens left on free squares; record the set"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "  if the queens left cannot cover what is uncovered: return"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  s = the first uncovered square"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "  for each square q that covers s, not tried yet here:"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    independent: skip q if a queen attacks it"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on q  # it covers its lines"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    cover(queens left - 1)"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off q") },
             false,
             true };
}

} // namespace nq::solvers
