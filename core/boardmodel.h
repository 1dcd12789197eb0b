// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"
#include "stepevent.h"

#include <vector>

namespace nq {

/**
 * Queens on squares of an n x n board, for both problems (one queen per row, or domination's
 * queens anywhere), with the number of queens on every line: row, column and both diagonals.
 * It is the one place where the lines of a queen are computed. From the line counts every
 * question of the board is answered in constant time: is a square attacked, is a queen
 * attacked, how many queens cover a square (two different squares share at most one line, so a
 * square's cover is the sum of its four lines, less three for its own queen). With coverage
 * tracked, it also keeps how many squares no queen covers, at O(n) per queen put or taken.
 */
class BoardModel
{
public:
    BoardModel() = default;
    explicit BoardModel(int n, bool trackCoverage = false);
    /// The queens of a placement (column per row, -1 empty).
    static BoardModel ofPlacement(const Placement &board, bool trackCoverage = false);
    /// Queens on the given squares (squares off the board or taken twice are left out).
    static BoardModel ofSquares(int n, const std::vector<Square> &queens,
                                bool trackCoverage = true);

    int n() const { return m_n; }
    bool contains(Square s) const { return s.row >= 0 && s.row < m_n && s.col >= 0 && s.col < m_n; }
    /// The queens, in the order they were put.
    const std::vector<Square> &queens() const { return m_queens; }
    int queenCount() const { return int(m_queens.size()); }
    bool hasQueen(Square s) const;
    /// Puts a queen on an empty square of the board; false otherwise.
    bool put(Square s);
    /// Takes the queen off the square; false when there is none.
    bool take(Square s);
    /// Takes every queen off.
    void clear();
    /// Takes every queen off and puts those of `board` (column per row), keeping the size.
    void setPlacement(const Placement &board);
    /// The column of a queen in the row (the first put), or -1.
    int columnOf(int row) const { return m_rowColumn[std::size_t(row)]; }
    /// Column per row (-1 empty): the placement of a one-per-row board.
    const Placement &placement() const { return m_rowColumn; }
    /// Every row holds a queen.
    bool isFull() const { return m_n > 0 && m_filledRows == m_n; }

    // Queens on each line.
    int onRow(int row) const { return m_row[std::size_t(row)]; }
    int onColumn(int col) const { return m_col[std::size_t(col)]; }
    /// The diagonal of r + c.
    int onDiagonal(int diagonal) const { return m_dpos[std::size_t(diagonal)]; }
    /// The anti-diagonal of r - c + n - 1.
    int onAntiDiagonal(int antiDiagonal) const { return m_dneg[std::size_t(antiDiagonal)]; }
    /// Queens on the four lines through the square (a queen on it counts four times).
    int lineQueens(Square s) const
    {
        return m_row[std::size_t(s.row)] + m_col[std::size_t(s.col)]
            + m_dpos[std::size_t(s.row + s.col)] + m_dneg[std::size_t(s.row - s.col + m_n - 1)];
    }
    /// The queens that attack the square: those sharing a line with it, not the queen on it, nor,
    /// on the squares of its own row, `ignored` (min-conflicts counts a row without the queen it
    /// is about to move; off that row the queen still stands). The one
    /// answer for the board's figures, the readout, the screen reader and the pictures.
    int attackersOf(Square s, Square ignored = {}) const;
    /// Queens occupying or attacking the square.
    int cover(Square s) const { return lineQueens(s) - (hasQueen(s) ? 3 : 0); }
    /// An empty square that a queen attacks.
    bool isAttacked(Square s) const { return !hasQueen(s) && lineQueens(s) > 0; }
    /// The queen on `q` shares a line with another queen.
    bool isQueenAttacked(Square q) const;
    /// How many queens another queen attacks (the queens a board hatches).
    int attackedQueenCount() const;
    /// Squares no queen covers (coverage tracked only; else -1).
    int uncovered() const { return m_tracked ? m_uncovered : -1; }

    /**
     * Calls f(square) for every square on the lines of `q`, each once, `q` itself included: its
     * row from the left, then row by row from the top its column, the diagonal to the right and
     * the one to the left. The queen's reach, written once.
     */
    template <typename F> static void forEachLineSquare(int n, Square q, F &&f)
    {
        for (int c = 0; c < n; ++c)
            f(Square { q.row, c });
        for (int r = 0; r < n; ++r) {
            if (r == q.row)
                continue;
            f(Square { r, q.col });
            const int d = r - q.row;
            if (q.col + d >= 0 && q.col + d < n)
                f(Square { r, q.col + d });
            if (q.col - d >= 0 && q.col - d < n)
                f(Square { r, q.col - d });
        }
    }

    friend bool operator==(const BoardModel &a, const BoardModel &b)
    {
        return a.m_n == b.m_n && a.m_queens == b.m_queens;
    }

private:
    void count(Square s, int delta);

    int m_n = 0;
    bool m_tracked = false;
    int m_uncovered = 0;
    int m_filledRows = 0;
    std::vector<Square> m_queens;
    Placement m_rowColumn; // first queen's column per row
    std::vector<int> m_row, m_col, m_dpos, m_dneg;
};

} // namespace nq
