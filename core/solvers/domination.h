// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runoptions.h"
#include "stepevent.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <span>
#include <vector>

namespace nq::solvers {

namespace dominationline {
/// The pseudocode lines of Algorithms::domination().
enum Line { Enter, Covered, Record, Prune, Target, Loop, Independent, Put, Recurse, Lift };
} // namespace dominationline

/// A set of up to 64 * W squares, index row * n + col. Boards up to 8 x 8 take one word, so
/// the hot loop is a single OR there.
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

/// What a domination search looks for, and when it stops.
struct DominationProblem
{
    int n = 8;
    int queens = 5;
    bool independent = false; ///< also no two queens attack each other
    std::vector<Square> fixed; ///< squares every set must contain
    const std::atomic_bool *cancel = nullptr;
    std::int64_t maxSteps = 0; ///< stop after this many search steps (0: no limit)
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
 * The sink decides what it costs: with `Sink::kSteps` the search is told as events (Place and
 * Remove of a queen on a square; Consider names the square tried and the uncovered square it
 * covers in byRow, byCol; Conflict, in the independent variant, the queen that attacks it; a
 * failed Check is a dead end with `value` squares uncovered; Solution; Finished); without it
 * only `found(chosen)` is called for each set (the chosen squares as row * n + col, in the order
 * they were put; return false to stop).
 */
template <int W, class Sink>
class DominationSearch
{
    using Set = SquareSet<W>;
    static constexpr bool kSteps = Sink::kSteps;

public:
    DominationSearch(Sink &sink, const DominationProblem &p)
        : m_sink(sink), m_n(p.n), m_k(p.queens), m_independent(p.independent),
          m_cancel(p.cancel), m_maxSteps(p.maxSteps), m_fixed(p.fixed)
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
        m_chosen.reserve(static_cast<std::size_t>(std::max(m_k, 0)));
    }

    DominationOutcome run()
    {
        const auto start = std::chrono::steady_clock::now();
        search();
        m_outcome.stats.elapsedNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                            std::chrono::steady_clock::now() - start)
                                            .count();
        if constexpr (kSteps) {
            StepEvent e;
            e.kind = EventKind::Finished;
            e.line = -1;
            e.stats = &m_outcome.stats;
            m_sink.step(e);
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
        for (const Square &f : m_fixed) {
            if (f.row < 0 || f.row >= m_n || f.col < 0 || f.col >= m_n)
                return;
            const int q = f.row * m_n + f.col;
            if (taken.test(q) || (m_independent && covered.test(q)))
                return; // the same square twice, or two fixed queens that attack
            covered = covered | m_cover[static_cast<std::size_t>(q)];
            taken.set(q);
            m_chosen.push_back(q);
        }
        branch(covered, taken);
    }

    bool stopping()
    {
        if ((++m_ticks & 0xFFF) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_stop = m_outcome.cancelled = true;
        return m_stop;
    }

    void send(EventKind kind, int line, int q = -1, int by = -1)
    {
        StepEvent e;
        e.kind = kind;
        e.line = line;
        if (q >= 0) {
            e.row = q / m_n;
            e.col = q % m_n;
        }
        if (by >= 0) {
            e.byRow = by / m_n;
            e.byCol = by % m_n;
        }
        m_sink.step(e);
    }

    void put(int q, int line)
    {
        m_chosen.push_back(q);
        if constexpr (kSteps) {
            ++m_outcome.stats.placements;
            m_outcome.stats.deepest = std::max(m_outcome.stats.deepest, int(m_chosen.size()) - 1);
            send(EventKind::Place, line, q);
        }
    }

    void lift(int q, int line)
    {
        m_chosen.pop_back();
        if constexpr (kSteps) {
            ++m_outcome.stats.backtracks;
            send(EventKind::Remove, line, q);
        }
    }

    // The first queen on the board that attacks q (the independent variant's conflict).
    void conflict(int q)
    {
        ++m_outcome.stats.conflicts;
        int a = -1;
        for (const int c : m_chosen) {
            if (m_cover[static_cast<std::size_t>(c)].test(q)) {
                a = c;
                break;
            }
        }
        const int ar = a / m_n, ac = a % m_n, qr = q / m_n, qc = q % m_n;
        StepEvent e;
        e.kind = EventKind::Conflict;
        e.line = dominationline::Independent;
        e.row = qr;
        e.col = qc;
        e.byRow = ar;
        e.byCol = ac;
        e.reason = ar == qr ? ConflictReason::Row
                : ac == qc  ? ConflictReason::Column
                : ar - ac == qr - qc ? ConflictReason::Diagonal
                                     : ConflictReason::AntiDiagonal;
        m_sink.step(e);
    }

    void branch(const Set &covered, const Set &taken)
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
        const int left = m_k - int(m_chosen.size());
        const Set uncovered = m_full.without(covered);
        const int s = uncovered.lowest();
        if (s < 0) {
            // Covered: any queens left are extra, chosen among the squares still allowed.
            fill(0, covered, taken);
            return;
        }
        if (left == 0 || uncovered.count() > left * m_maxCover) {
            if constexpr (kSteps) {
                ++m_outcome.stats.boards;
                StepEvent e;
                e.kind = EventKind::Check;
                e.line = dominationline::Prune;
                e.ok = false;
                e.value = uncovered.count();
                m_sink.step(e);
            }
            return;
        }
        Set blocked = taken;
        for (const int q : m_coverers[static_cast<std::size_t>(s)]) {
            if constexpr (kSteps) {
                if (stopping()) // a step per square tried: cancel between them too
                    return;
            }
            if (blocked.test(q))
                continue;
            if constexpr (kSteps) {
                ++m_outcome.stats.tested;
                send(EventKind::Consider, dominationline::Loop, q, s);
            }
            if (m_independent && covered.test(q)) {
                if constexpr (kSteps)
                    conflict(q);
                continue;
            }
            Set next = blocked;
            next.set(q);
            put(q, dominationline::Put);
            branch(covered | m_cover[static_cast<std::size_t>(q)], next);
            if (m_stop)
                return; // the board stays as it is: a found set is shown, not lifted
            lift(q, dominationline::Lift);
            // q stays barred for the rest of this loop: sets holding it were all found above.
            blocked.set(q);
        }
    }

    // Chooses the remaining queens of an already dominating set, in increasing order.
    void fill(int from, const Set &covered, const Set &taken)
    {
        if (int(m_chosen.size()) == m_k) {
            if constexpr (kSteps) {
                ++m_outcome.stats.solutions;
                send(EventKind::Solution, dominationline::Record);
            }
            if (!m_sink.found(std::span<const int>(m_chosen)))
                m_stop = true;
            return;
        }
        const int squares = m_n * m_n;
        for (int q = from; q <= squares - (m_k - int(m_chosen.size())); ++q) {
            if (kSteps ? stopping() : m_stop)
                return;
            if (taken.test(q) || (m_independent && covered.test(q)))
                continue;
            put(q, dominationline::Record);
            fill(q + 1, covered | m_cover[static_cast<std::size_t>(q)], taken);
            if (m_stop)
                return;
            lift(q, dominationline::Record);
        }
    }

    Sink &m_sink;
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
    std::vector<int> m_chosen; // the queens on the board, in the order they were put
    DominationOutcome m_outcome;
    std::uint32_t m_ticks = 0;
    bool m_stop = false;
};

/// Runs the search with the word count the board needs.
template <template <int> class Make, class... Args>
auto withSquareSetWidth(int n, Args &&...args)
{
    const int squares = n * n;
    if (squares <= 64)
        return Make<1>::run(std::forward<Args>(args)...);
    if (squares <= 128)
        return Make<2>::run(std::forward<Args>(args)...);
    return Make<4>::run(std::forward<Args>(args)...);
}

/// A step sink for the search: events go on to the algorithms' sink; a set found stops the run
/// at the solution limit.
template <class Sink>
struct DominationEvents
{
    static constexpr bool kSteps = true;
    Sink &sink;
    std::int64_t limit; // -1: none
    std::int64_t found_ = 0;
    void step(const StepEvent &e) { sink.step(e); }
    bool found(std::span<const int>) { return limit < 0 || ++found_ < limit; }
};

template <class Sink>
struct RunDominationSteps
{
    template <int W>
    struct At
    {
        static DominationOutcome run(DominationEvents<Sink> &events, const DominationProblem &p)
        {
            return DominationSearch<W, DominationEvents<Sink>>(events, p).run();
        }
    };
};

/// The search as the window animates it (runAlgorithm): events for every step.
template <class Sink>
RunResult dominationSearch(Sink &sink, const RunOptions &options)
{
    DominationProblem p;
    p.n = options.n;
    p.queens = options.queens;
    p.independent = options.independent;
    p.cancel = options.cancel;
    DominationEvents<Sink> events { sink, options.solutionLimit() };
    RunResult result;
    if (options.solutionLimit() == 0) {
        StepEvent e;
        e.kind = EventKind::Finished;
        e.line = -1;
        e.stats = &result.stats;
        sink.step(e);
        return result;
    }
    const DominationOutcome outcome = withSquareSetWidth<RunDominationSteps<Sink>::template At>(
            options.n, events, p);
    result.stats = outcome.stats;
    result.cancelled = outcome.cancelled;
    return result;
}

} // namespace nq::solvers
