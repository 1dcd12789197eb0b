// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardmodel.h"

#include <algorithm>

namespace nq {

BoardModel::BoardModel(int n, bool trackCoverage)
    : m_n(std::max(n, 0)), m_tracked(trackCoverage), m_uncovered(m_n * m_n),
      m_rowColumn(std::size_t(m_n), -1), m_row(std::size_t(m_n), 0), m_col(std::size_t(m_n), 0),
      m_dpos(std::size_t(std::max(2 * m_n - 1, 0)), 0),
      m_dneg(std::size_t(std::max(2 * m_n - 1, 0)), 0)
{ }

BoardModel BoardModel::ofPlacement(const Placement &board, bool trackCoverage)
{
    BoardModel model(int(board.size()), trackCoverage);
    for (int r = 0; r < model.m_n; ++r) {
        if (board[std::size_t(r)] >= 0)
            model.put({ r, board[std::size_t(r)] });
    }
    return model;
}

BoardModel BoardModel::ofSquares(int n, const std::vector<Square> &queens, bool trackCoverage)
{
    BoardModel model(n, trackCoverage);
    for (const Square &q : queens)
        model.put(q);
    return model;
}

bool BoardModel::hasQueen(Square s) const
{
    if (!contains(s))
        return false;
    const int c = m_rowColumn[std::size_t(s.row)];
    if (c == s.col)
        return true;
    if (c < 0 || m_row[std::size_t(s.row)] < 2)
        return false;
    // Several queens in the row (domination): look among them.
    return std::find(m_queens.begin(), m_queens.end(), s) != m_queens.end();
}

int BoardModel::attackersOf(Square s, Square ignored) const
{
    int count = lineQueens(s) - (hasQueen(s) ? 4 : 0);
    // The row's queen is lifted for the squares of its own row only (min-conflicts weighs where
    // to move it); everywhere else it stands and attacks as any queen does.
    if (ignored.row >= 0 && ignored.row == s.row && !(ignored == s) && hasQueen(ignored))
        --count;
    return count;
}

bool BoardModel::isQueenAttacked(Square q) const
{
    return hasQueen(q)
        && (m_row[std::size_t(q.row)] > 1 || m_col[std::size_t(q.col)] > 1
            || m_dpos[std::size_t(q.row + q.col)] > 1
            || m_dneg[std::size_t(q.row - q.col + m_n - 1)] > 1);
}

void BoardModel::count(Square s, int delta)
{
    if (m_tracked) {
        // A square's cover changes by one when a queen on its lines comes or goes.
        const int coveredBefore = delta > 0 ? 0 : 1;
        forEachLineSquare(m_n, s, [&](Square t) {
            if (cover(t) == coveredBefore)
                m_uncovered -= delta;
        });
    }
    m_row[std::size_t(s.row)] += delta;
    m_col[std::size_t(s.col)] += delta;
    m_dpos[std::size_t(s.row + s.col)] += delta;
    m_dneg[std::size_t(s.row - s.col + m_n - 1)] += delta;
}

bool BoardModel::put(Square s)
{
    if (!contains(s) || hasQueen(s))
        return false;
    count(s, +1); // before the queen stands: its square's cover is still what attacks it
    m_queens.push_back(s);
    int &column = m_rowColumn[std::size_t(s.row)];
    if (column < 0) {
        column = s.col;
        ++m_filledRows;
    }
    return true;
}

bool BoardModel::take(Square s)
{
    const auto it = std::find(m_queens.begin(), m_queens.end(), s);
    if (it == m_queens.end())
        return false;
    count(s, -1); // while the queen stands: its square's cover still counts it
    m_queens.erase(it);
    int &column = m_rowColumn[std::size_t(s.row)];
    if (column == s.col) {
        column = -1;
        for (const Square &q : m_queens) {
            if (q.row == s.row) {
                column = q.col;
                break;
            }
        }
        if (column < 0)
            --m_filledRows;
    }
    return true;
}

void BoardModel::clear()
{
    m_queens.clear();
    std::fill(m_rowColumn.begin(), m_rowColumn.end(), -1);
    for (std::vector<int> *line : { &m_row, &m_col, &m_dpos, &m_dneg })
        std::fill(line->begin(), line->end(), 0);
    m_filledRows = 0;
    m_uncovered = m_n * m_n;
}

void BoardModel::setPlacement(const Placement &board)
{
    clear();
    for (int r = 0; r < m_n && r < int(board.size()); ++r) {
        if (board[std::size_t(r)] >= 0)
            put({ r, board[std::size_t(r)] });
    }
}

int BoardModel::attackedQueenCount() const
{
    int attacked = 0;
    for (const Square &q : m_queens) {
        if (isQueenAttacked(q))
            ++attacked;
    }
    return attacked;
}

} // namespace nq
