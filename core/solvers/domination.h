// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runoptions.h"
#include "stepevent.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <vector>

namespace nq::solvers {

namespace dominationline {
/// The pseudocode lines of Algorithms::domination().
enum Line { Enter, Covered, Record, Prune, Target, Loop, Independent, Put, Recurse, Lift };
} // namespace dominationline

/**
 * The queens domination search, step by step, for the window: the same search as
 * Domination::enumerate (it finds the same sets in the same order), told as events. A queen is
 * put on a square (Place) and taken off it (Remove), so the viewer keeps a set of squares, not a
 * queen per row. Consider names the square tried (row, col) and the uncovered square it is to
 * cover (byRow, byCol); Conflict (independent variant) names the queen that attacks the square;
 * a failed Check is a dead end: `value` squares are uncovered and the queens left cannot cover
 * them. Solution: the queens on the board dominate it.
 */
template <class Sink>
class DominationSteps
{
public:
    DominationSteps(Sink &sink, const RunOptions &options)
        : m_sink(sink), m_n(options.n), m_k(options.queens), m_independent(options.independent),
          m_cancel(options.cancel), m_limit(options.solutionLimit())
    {
        const int squares = m_n * m_n;
        m_cover.assign(static_cast<std::size_t>(squares), 0);
        m_taken.assign(static_cast<std::size_t>(squares), 0);
        m_uncovered = squares;
        for (int q = 0; q < squares; ++q)
            m_maxCover = std::max(m_maxCover, reach(q));
    }

    RunResult run()
    {
        const auto start = std::chrono::steady_clock::now();
        if (m_limit != 0 && m_k >= 1 && m_k <= m_n * m_n)
            branch(0);
        m_result.stats.elapsedNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                           std::chrono::steady_clock::now() - start)
                                           .count();
        m_result.cancelled = m_cancelled;
        StepEvent e;
        e.kind = EventKind::Finished;
        e.line = -1;
        e.stats = &m_result.stats;
        m_sink.step(e);
        return m_result;
    }

private:
    using Stats = RunStats;

    bool covers(int q, int s) const
    {
        const int qr = q / m_n, qc = q % m_n, sr = s / m_n, sc = s % m_n;
        return qr == sr || qc == sc || qr - qc == sr - sc || qr + qc == sr + sc;
    }
    int reach(int q) const
    {
        int c = 0;
        for (int s = 0; s < m_n * m_n; ++s)
            c += covers(q, s) ? 1 : 0;
        return c;
    }
    bool stop()
    {
        if ((++m_ticks & 0xFFF) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_cancelled = true;
        return m_cancelled || m_done;
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
        for (int s = 0; s < m_n * m_n; ++s) {
            if (covers(q, s) && m_cover[static_cast<std::size_t>(s)]++ == 0)
                --m_uncovered;
        }
        m_queens.push_back(q);
        ++m_result.stats.placements;
        m_result.stats.deepest = std::max(m_result.stats.deepest, static_cast<int>(m_queens.size()) - 1);
        send(EventKind::Place, line, q);
    }
    void lift(int q, int line)
    {
        for (int s = 0; s < m_n * m_n; ++s) {
            if (covers(q, s) && --m_cover[static_cast<std::size_t>(s)] == 0)
                ++m_uncovered;
        }
        m_queens.pop_back();
        ++m_result.stats.backtracks;
        send(EventKind::Remove, line, q);
    }
    void record()
    {
        ++m_result.stats.solutions;
        send(EventKind::Solution, dominationline::Record);
        if (m_limit > 0 && m_result.stats.solutions >= m_limit)
            m_done = true;
    }
    int attackerOf(int q) const
    {
        for (const int a : m_queens) {
            if (covers(a, q))
                return a;
        }
        return -1;
    }
    static ConflictReason reasonOf(int a, int q, int n)
    {
        const int ar = a / n, ac = a % n, qr = q / n, qc = q % n;
        if (ar == qr)
            return ConflictReason::Row;
        if (ac == qc)
            return ConflictReason::Column;
        return ar - ac == qr - qc ? ConflictReason::Diagonal : ConflictReason::AntiDiagonal;
    }

    void branch(int depth)
    {
        if (stop())
            return;
        const int left = m_k - depth;
        if (m_uncovered == 0) {
            fill(depth, 0);
            return;
        }
        if (left == 0 || m_uncovered > left * m_maxCover) {
            ++m_result.stats.boards;
            StepEvent e;
            e.kind = EventKind::Check;
            e.line = dominationline::Prune;
            e.ok = false;
            e.value = m_uncovered;
            m_sink.step(e);
            return;
        }
        int s = 0;
        while (m_cover[static_cast<std::size_t>(s)] > 0)
            ++s;
        std::vector<int> barred;
        for (int q = 0; q < m_n * m_n && !stop(); ++q) {
            if (!covers(q, s) || m_taken[static_cast<std::size_t>(q)])
                continue;
            ++m_result.stats.tested;
            send(EventKind::Consider, dominationline::Loop, q, s);
            if (m_independent && m_cover[static_cast<std::size_t>(q)] > 0) {
                ++m_result.stats.conflicts;
                const int a = attackerOf(q);
                StepEvent e;
                e.kind = EventKind::Conflict;
                e.line = dominationline::Independent;
                e.row = q / m_n;
                e.col = q % m_n;
                e.byRow = a / m_n;
                e.byCol = a % m_n;
                e.reason = reasonOf(a, q, m_n);
                m_sink.step(e);
                continue;
            }
            m_taken[static_cast<std::size_t>(q)] = 1;
            put(q, dominationline::Put);
            branch(depth + 1);
            if (m_cancelled || m_done)
                break; // the board stays as it is: a found set is shown, not lifted
            lift(q, dominationline::Lift);
            // q stays barred for the rest of this loop: sets holding it were all found above.
            barred.push_back(q);
        }
        for (const int q : barred)
            m_taken[static_cast<std::size_t>(q)] = 0;
    }

    // The board is covered: the queens left go on free squares in increasing order.
    void fill(int depth, int from)
    {
        if (depth == m_k) {
            record();
            return;
        }
        const int squares = m_n * m_n;
        for (int q = from; q <= squares - (m_k - depth) && !stop(); ++q) {
            if (m_taken[static_cast<std::size_t>(q)]
                || (m_independent && m_cover[static_cast<std::size_t>(q)] > 0))
                continue;
            m_taken[static_cast<std::size_t>(q)] = 1;
            put(q, dominationline::Record);
            fill(depth + 1, q + 1);
            if (m_cancelled || m_done)
                return;
            m_taken[static_cast<std::size_t>(q)] = 0;
            lift(q, dominationline::Record);
        }
    }

    Sink &m_sink;
    int m_n;
    int m_k;
    bool m_independent;
    const std::atomic_bool *m_cancel;
    std::int64_t m_limit;
    std::vector<int> m_cover; // queens covering each square (its own square included)
    std::vector<char> m_taken; // on the board, or barred by an earlier branch
    std::vector<int> m_queens;
    int m_uncovered = 0;
    int m_maxCover = 0;
    std::uint32_t m_ticks = 0;
    bool m_cancelled = false;
    bool m_done = false;
    RunResult m_result;
};

template <class Sink>
RunResult dominationSearch(Sink &sink, const RunOptions &options)
{
    return DominationSteps<Sink>(sink, options).run();
}

} // namespace nq::solvers
