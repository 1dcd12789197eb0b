// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace nq {

/**
 * Which puzzle, on which board: n queens of which no two attack each other (queens == 0), or a
 * set of `queens` queens that occupies or attacks every square (queens domination), whose
 * queens may also be asked not to attack each other (independent).
 *
 * Every part that keeps "which problem" keeps one of these (the run, the solver's options, the
 * browser, the explore board, sheets and the command line), and every question of the kind "is
 * this domination" is asked of it.
 */
struct Problem
{
    int n = 8;
    int queens = 0; ///< 0: the non-attacking problem; else domination with this many queens
    bool independent = false; ///< domination: no two queens attack each other

    static Problem nonAttacking(int n) { return Problem { n, 0, false }; }
    static Problem domination(int n, int queens, bool independent = false)
    {
        return Problem { n, queens, independent };
    }

    bool isDomination() const { return queens > 0; }
    /// The queens of a complete answer: n, or the set's size.
    int answerQueens() const { return isDomination() ? queens : n; }
    /// The same puzzle: the variant counts only for domination.
    bool sameAs(const Problem &other) const
    {
        return n == other.n && queens == other.queens
            && (!isDomination() || independent == other.independent);
    }
    bool operator==(const Problem &) const = default;
};

} // namespace nq
