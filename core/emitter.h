// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "runoptions.h"
#include "sinks.h"
#include "stepevent.h"

#include <algorithm>
#include <chrono>
#include <vector>

namespace nq {

/**
 * What every algorithm talks to: it keeps the statistics, the stop conditions and the board the
 * events describe, and builds events only when the sink asks for them. Each algorithm is written
 * once against this class and compiles to a plain solver when the sink is a NullSink.
 */
template <class Sink> class Emitter
{
public:
    static constexpr bool kSteps = Sink::kSteps;
    static constexpr bool kBoard = Sink::kSteps || Sink::kPlacements;
    /// The sink wants the squares each placed queen newly attacks (sinks.h).
    static constexpr bool kAttacks = Sink::kSteps && wantsAttacks<Sink>();
    /// The squares a queen newly attacks are listed for boards up to this size.
    static constexpr int kMaxAttackBoard = 64;

    Emitter(Sink &sink, const RunOptions &options)
        : m_sink(sink), m_n(options.n), m_limit(options.solutionLimit()), m_cancel(options.cancel),
          m_start(std::chrono::steady_clock::now())
    {
        if constexpr (kBoard)
            m_board.assign(static_cast<std::size_t>(m_n), -1);
        if constexpr (kAttacks) {
            if (m_n <= kMaxAttackBoard)
                m_lines = BoardModel(m_n);
        }
        if (m_limit == 0)
            m_stop = true;
    }

    int n() const { return m_n; }
    bool stopped() const { return m_stop; }
    bool cancelled() const { return m_cancelled; }

    /// Counts a unit of work and looks at the cancel flag every 4096 units; true means stop.
    bool tick()
    {
        if ((++m_ticks & 0xFFF) == 0)
            poll();
        return m_stop;
    }

    /// Looks at the cancel flag now (for steps that each cost O(n)); true means stop.
    bool poll()
    {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed)) {
            m_cancelled = true;
            m_stop = true;
        }
        return m_stop;
    }

    /// The column of the queen on `row`, -1 when empty (only when kBoard).
    int queenAt(int row) const { return m_board[static_cast<std::size_t>(row)]; }
    std::span<const int> board() const { return m_board; }

    /// The earliest queen above `row` that attacks (row, col) along the line of `reason`.
    Square attackerAlong(int row, int col, ConflictReason reason) const
    {
        for (int r = 0; r < row; ++r) {
            const int c = m_board[static_cast<std::size_t>(r)];
            if (c < 0)
                continue;
            const bool hit = (reason == ConflictReason::Column && c == col)
                || (reason == ConflictReason::Diagonal && r - c == row - col)
                || (reason == ConflictReason::AntiDiagonal && r + c == row + col);
            if (hit)
                return { r, c };
        }
        return {};
    }

    /// Event-free paths that place every free square of a row in turn (bitmask) count the
    /// row's `count` placements at once instead of one by one.
    void countChildren(int row, int count)
    {
        stats.placements += count;
        stats.tested += count;
        stats.backtracks += count;
        if (count > 0 && row > stats.deepest)
            stats.deepest = row;
    }

    /// The run stopped inside a row counted by countChildren: `unvisited` squares of it were
    /// never placed, and the queen standing on it was never taken back.
    void uncountChildren(int unvisited)
    {
        stats.placements -= unvisited;
        stats.tested -= unvisited;
        stats.backtracks -= unvisited + 1;
    }

    /// Puts a queen on the board without an event or a count (paths using countChildren).
    void setQueen(int row, int col)
    {
        if constexpr (kBoard)
            m_board[static_cast<std::size_t>(row)] = col;
    }

    /// A square is tested; `target` is what it is tried for (domination: the uncovered square
    /// its queen would cover).
    /// A look at a square that changes nothing and counts nothing: an event of its own, so the
    /// animated run and the fast path keep the same statistics.
    void examine(int line, int row, int col)
    {
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Examine, line);
            e.row = row;
            e.col = col;
            m_sink.step(e);
        }
    }

    void consider(int line, int row, int col, Square target = {})
    {
        ++stats.tested;
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Consider, line);
            e.row = row;
            e.col = col;
            e.byRow = target.row;
            e.byCol = target.col;
            m_sink.step(e);
        }
    }

    // Boards of queens on any squares (domination): the queens are a set, not one per row, so
    // the row board of the events stays empty and the viewer keeps the set from these events.

    /// Puts a queen on a square; `depth` queens stood before it.
    void putQueen(int line, Square q, int depth)
    {
        ++stats.placements;
        stats.deepest = std::max(stats.deepest, depth);
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Place, line);
            e.row = q.row;
            e.col = q.col;
            m_sink.step(e);
        }
    }

    /// Takes the queen off a square.
    void takeQueen(int line, Square q)
    {
        ++stats.backtracks;
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Remove, line);
            e.row = q.row;
            e.col = q.col;
            m_sink.step(e);
        }
    }

    /// A dead end: `uncovered` squares are left that the queens left cannot cover.
    void deadEnd(int line, std::int64_t uncovered)
    {
        ++stats.boards;
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Check, line);
            e.ok = false;
            e.value = uncovered;
            m_sink.step(e);
        }
    }

    void conflict(int line, int row, int col, ConflictReason reason, Square by)
    {
        ++stats.conflicts;
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Conflict, line);
            e.row = row;
            e.col = col;
            e.reason = reason;
            e.byRow = by.row;
            e.byCol = by.col;
            m_sink.step(e);
        }
    }

    void place(int line, int row, int col)
    {
        ++stats.placements;
        if (row > stats.deepest)
            stats.deepest = row;
        if constexpr (kBoard)
            m_board[static_cast<std::size_t>(row)] = col;
        if constexpr (kSteps) {
            m_attacks.clear();
            if (kAttacks && m_lines.n() > 0) {
                // The empty squares no queen attacked before this one.
                const Square q { row, col };
                BoardModel::forEachLineSquare(m_n, q, [&](Square s) {
                    if (!(s == q) && !m_lines.hasQueen(s) && m_lines.lineQueens(s) == 0)
                        m_attacks.push_back(s);
                });
                m_lines.put(q);
            }
            StepEvent e = make(EventKind::Place, line);
            e.row = row;
            e.col = col;
            e.attacks = m_attacks;
            m_sink.step(e);
        }
    }

    void remove(int line, int row, int col)
    {
        ++stats.backtracks;
        if constexpr (kBoard)
            m_board[static_cast<std::size_t>(row)] = -1;
        if constexpr (kSteps) {
            if (kAttacks && m_lines.n() > 0)
                m_lines.take({ row, col });
            StepEvent e = make(EventKind::Remove, line);
            e.row = row;
            e.col = col;
            m_sink.step(e);
        }
    }

    /// Shows a whole placement at once; `value` carries algorithm data (frontier size).
    void setBoard(int line, std::span<const int> placement, std::int64_t value = -1)
    {
        int deepest = -1;
        for (std::size_t r = 0; r < placement.size(); ++r) {
            if (placement[r] >= 0) {
                ++stats.placements;
                deepest = static_cast<int>(r);
            }
        }
        stats.deepest = std::max(stats.deepest, deepest);
        showBoard(line, placement, value);
    }

    /// Shows a full placement (a queen in every row) at once.
    void setFullBoard(int line, std::span<const int> placement)
    {
        stats.placements += m_n;
        stats.deepest = m_n - 1;
        showBoard(line, placement, -1);
    }

private:
    void showBoard(int line, std::span<const int> placement, std::int64_t value)
    {
        if constexpr (kBoard)
            std::copy(placement.begin(), placement.end(), m_board.begin());
        if constexpr (kSteps) {
            if (kAttacks && m_lines.n() > 0)
                m_lines.setPlacement(m_board);
            StepEvent e = make(EventKind::SetBoard, line);
            e.placement = m_board;
            e.value = value;
            m_sink.step(e);
        }
    }

public:
    /// A complete board was tested; when !ok, (row, col) is attacked by `by` for `reason`.
    void check(int line, bool ok, int row = -1, int col = -1,
               ConflictReason reason = ConflictReason::None, Square by = {})
    {
        ++stats.boards;
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Check, line);
            e.ok = ok;
            e.row = row;
            e.col = col;
            e.reason = reason;
            e.byRow = by.row;
            e.byCol = by.col;
            e.placement = m_board;
            m_sink.step(e);
        }
    }

    /// The current board is a solution; stops the run when the solution limit is reached.
    void solution(int line)
    {
        ++stats.solutions;
        if constexpr (kBoard)
            m_sink.solution(m_board);
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Solution, line);
            e.placement = m_board;
            m_sink.step(e);
        }
        if (m_limit >= 0 && stats.solutions >= m_limit)
            m_stop = true;
    }

    /// Ends the run: fills in the time, sends `finished` and returns the result.
    RunResult finish(bool failed = false, const QString &error = {})
    {
        stats.elapsedNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                              std::chrono::steady_clock::now() - m_start)
                              .count();
        if constexpr (kSteps) {
            StepEvent e = make(EventKind::Finished, -1);
            e.ok = !failed && !m_cancelled;
            e.stats = &stats;
            m_sink.step(e);
        }
        RunResult result;
        result.stats = stats;
        result.cancelled = m_cancelled;
        result.failed = failed;
        result.error = error;
        return result;
    }

    RunStats stats;

private:
    StepEvent make(EventKind kind, int line) const
    {
        StepEvent e;
        e.kind = kind;
        e.line = line;
        e.board = m_board;
        return e;
    }

    Sink &m_sink;
    int m_n;
    std::int64_t m_limit;
    const std::atomic_bool *m_cancel;
    std::chrono::steady_clock::time_point m_start;
    std::uint32_t m_ticks = 0;
    bool m_stop = false;
    bool m_cancelled = false;
    std::vector<int> m_board;
    BoardModel m_lines; // the queens' lines, for the squares a placement newly attacks
    std::vector<Square> m_attacks;
};

} // namespace nq
