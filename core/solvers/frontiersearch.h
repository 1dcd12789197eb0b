// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"
#include "../placement.h"

#include <cstdint>

namespace nq::solvers {

namespace frontier {
enum Line { Start, While, Take, Row, Loop, IfAttacked, Add, IfFull, Store, Drop };

// Partial boards stored flat, n bytes each (-1 = empty row); a queue pops the oldest board, a
// stack the newest. Memory is the frontier itself, nothing per node beyond it.
class Frontier
{
public:
    Frontier(int n, bool lifo) : m_n(static_cast<std::size_t>(n)), m_lifo(lifo) { }
    bool empty() const { return m_head == m_data.size(); }
    std::int64_t size() const { return static_cast<std::int64_t>((m_data.size() - m_head) / m_n); }
    void push(const int *board)
    {
        for (std::size_t i = 0; i < m_n; ++i)
            m_data.push_back(static_cast<std::int8_t>(board[i]));
    }
    void pop(int *board)
    {
        const std::size_t at = m_lifo ? m_data.size() - m_n : m_head;
        for (std::size_t i = 0; i < m_n; ++i)
            board[i] = m_data[at + i];
        if (m_lifo) {
            m_data.resize(at);
        } else {
            m_head += m_n;
            if (m_head >= 4096 && m_head * 2 >= m_data.size()) {
                m_data.erase(m_data.begin(), m_data.begin() + static_cast<std::ptrdiff_t>(m_head));
                m_head = 0;
            }
        }
    }

private:
    std::size_t m_n;
    bool m_lifo;
    std::size_t m_head = 0;
    std::vector<std::int8_t> m_data;
};
} // namespace frontier

/// Expands partial boards kept in a queue (breadth-first) or a stack (depth-first), row by row.
template <class Sink> RunResult frontierSearch(Sink &sink, const RunOptions &options, bool stack)
{
    using namespace frontier;
    Emitter<Sink> e(sink, options);
    const int n = options.n;
    Frontier frontier(n, stack);
    std::vector<int> board(static_cast<std::size_t>(n), -1);
    frontier.push(board.data());
    while (!frontier.empty() && !e.stopped()) {
        frontier.pop(board.data());
        e.setBoard(Take, board, frontier.size());
        int row = 0;
        while (row < n && board[static_cast<std::size_t>(row)] >= 0)
            ++row;
        for (int col = 0; col < n; ++col) {
            if (e.tick())
                break;
            e.consider(Loop, row, col);
            int by = -1;
            for (int i = 0; i < row; ++i) {
                const int c = board[static_cast<std::size_t>(i)];
                if (c == col || std::abs(c - col) == row - i) {
                    by = i;
                    break;
                }
            }
            if (by >= 0) {
                const Square attacker { by, board[static_cast<std::size_t>(by)] };
                e.conflict(IfAttacked, row, col, attackBetween({ row, col }, attacker), attacker);
                continue;
            }
            board[static_cast<std::size_t>(row)] = col;
            e.place(Add, row, col);
            if (row == n - 1) {
                e.solution(IfFull);
                if (e.stopped())
                    break;
            } else {
                frontier.push(board.data());
            }
            board[static_cast<std::size_t>(row)] = -1;
            e.remove(Drop, row, col);
        }
    }
    return e.finish();
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo breadthFirstInfo()
{
    return {
        AlgorithmId::BreadthFirst,
        "breadth-first",
        1,
        14,
        true,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Breadth-first search"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "Keeps a queue of partial boards and extends the oldest by one row "
                          "at a time. Every board with k queens is built before any with "
                          "k + 1, so the queue can grow very large."),
        { QT_TRANSLATE_NOOP("nq::Algorithms", "put the empty board into the queue"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "while the queue is not empty:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  take the oldest board out of the queue"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  row = the first empty row of the board"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 1 to n:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if a queen attacks (row, col): next column"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    new board = board + queen on (row, col)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if the new board is full: record a solution"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    else: add the new board to the queue"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    (back to the board taken out)") },
        true
    };
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo depthFirstStackInfo()
{
    return {
        AlgorithmId::DepthFirstStack,
        "depth-first-stack",
        1,
        32,
        true,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Depth-first search with a stack"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "The same code as breadth-first search, with a stack in place of the "
                          "queue. The newest board is extended first, so the stack stays "
                          "small."),
        { QT_TRANSLATE_NOOP("nq::Algorithms", "push the empty board onto the stack"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "while the stack is not empty:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  pop the newest board off the stack"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  row = the first empty row of the board"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 1 to n:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if a queen attacks (row, col): next column"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    new board = board + queen on (row, col)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if the new board is full: record a solution"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    else: push the new board onto the stack"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    (back to the board popped)") },
        true
    };
}

} // namespace nq::solvers
