// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "stepevent.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace nq {

/**
 * A board a student fills by hand: queens anywhere, the squares they attack, the pairs that
 * attack each other, how many full solutions still contain them, and a hint.
 */
class Explorer
{
public:
    explicit Explorer(int n = 8);

    int n() const { return m_n; }
    const std::vector<Square> &queens() const { return m_board.queens(); }
    /// The queens with their lines.
    const BoardModel &board() const { return m_board; }
    bool hasQueen(Square s) const { return m_board.hasQueen(s); }
    /// Puts a queen on an empty square; false when the square is taken or off the board.
    bool place(Square s);
    /// Takes the queen off a square; false when there is none.
    bool remove(Square s);
    void clear() { m_board.clear(); }

    /// True when the square is empty and a queen attacks it.
    bool isAttacked(Square s) const;
    /// Every pair of queens that attack each other, each pair once, in board order.
    std::vector<std::pair<Square, Square>> attackingPairs() const;
    /// n queens and no pair attacking.
    bool isSolved() const;
    /// The number of solutions of the whole board that contain every queen placed now; -1 past
    /// kCountUpTo (a board that large is explored by hand without counts).
    std::int64_t extensions() const;
    static constexpr int kCountUpTo = 32;
    /// Counts and hints are asked on the GUI thread: boards up to this size answer within a
    /// few milliseconds (12 x 12 has 14,200 solutions; 16 x 16 would take seconds).
    static constexpr int kLiveUpTo = 12;

    /// A hint: a square whose queen still extends to a solution (the first empty row, lowest
    /// column), or, when none does, the queen to take back (one whose removal is enough, else
    /// the latest). Impossible only for a board without solutions (2 x 2, 3 x 3); TooLong past
    /// kCountUpTo, or when kHintSteps do not settle it.
    struct Hint
    {
        enum Kind { Place, TakeBack, Solved, Impossible, TooLong } kind = Impossible;
        Square square;
    };
    Hint hint() const;
    /// Search steps a hint past kLiveUpTo may take in all (about 50 ms): 20 x 20 answers at
    /// once; a board whose completions lie far away says so instead of freezing the window.
    static constexpr std::int64_t kHintSteps = 20000000;
    /// Whether some solution contains every queen placed: 1 yes, 0 no, -1 when `budget` steps
    /// (taken from it) did not settle it.
    int completes(std::int64_t &budget, std::vector<int> *completion = nullptr) const;

    // Domination: k queens that occupy or attack every square.
    /// Search steps one question may take, so that it answers at once (bench_domination).
    static constexpr std::int64_t kSearchSteps = 5000000;
    /// Counting steps the live count may take on boards up to 8 x 8, half as many above, where a
    /// step handles two or four words: about 30 ms either way here (a step took 15 to 21 ns on
    /// 8 x 8, 37 to 43 ns on 9 x 9 to 12 x 12; bench_domination). 8 x 8 with 6 queens from an
    /// empty board, 1,352,644 sets, takes 720,359 steps.
    static constexpr std::int64_t kCountSteps = 1500000;
    /// True when a queen stands on the square or attacks it.
    bool isCovered(Square s) const;
    /// The squares no queen covers.
    std::vector<Square> uncoveredSquares() const;
    /// The number of sets of k queens covering the board (independent: no two attack) that
    /// contain every queen placed, counted without listing them; -1 when counting would take
    /// more than kCountSteps (half of it past 8 x 8).
    std::int64_t coveringSets(int k, bool independent) const;
    /// k queens placed, every square covered (and, independent, no two attack).
    bool isCovering(int k, bool independent) const;
    /// A hint toward a covering set: a square of a covering set that contains the queens placed,
    /// or the queen to take back (one whose removal is enough, else the latest); TooLong when
    /// the search would take more than kSearchSteps.
    Hint coverHint(int k, bool independent) const;

private:
    /// Each row's queen's column (-1 for an empty row), or nothing when no solution can hold
    /// the queens (two in a row, or two attacking): what the completion searches start from.
    std::optional<std::vector<int>> rowColumns() const;

    int m_n;
    BoardModel m_board;
};

} // namespace nq
