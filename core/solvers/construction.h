// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"

#include <QCoreApplication>

namespace nq::solvers {

namespace construction {
/// The pseudocode lines of the construction (Algorithms::info(AlgorithmId::Construction)).
enum Line {
    Enter = 0,
    None = 1,
    Even = 2,
    PlainCase = 3,
    Plain = 4,
    ShiftedCase = 5,
    Shifted = 7,
    Corner = 8,
    Record = 9
};

/// Which formula places the queens of an n x n board (Hoffman, Loessi and Moore 1969;
/// Bernhardsson 1991). m is n for even n and n - 1 for odd n (an odd board adds a corner queen).
enum class Case {
    Impossible, ///< n = 2 or 3: no solution
    Plain, ///< m mod 6 != 2: row i takes column 2i, row m/2 + i column 2i - 1
    Shifted, ///< m mod 6 = 2: the columns shifted by m/2 - 3, wrapped around
};

inline Case caseOf(int n)
{
    if (n == 2 || n == 3)
        return Case::Impossible;
    const int m = n % 2 == 0 ? n : n - 1;
    return m % 6 == 2 ? Case::Shifted : Case::Plain;
}

/// The column of `row` (both from 0) in the construction's solution, and the line of the
/// pseudocode that gives it. n must not be 2 or 3.
inline int columnOf(int n, int row, int *line = nullptr)
{
    const int m = n % 2 == 0 ? n : n - 1;
    if (row == m) { // an odd board: the corner
        if (line)
            *line = Corner;
        return n - 1;
    }
    const int half = m / 2;
    // 1-based, as the published formulas: row r = i or m/2 + i for i = 1..m/2.
    const int r = row + 1;
    if (caseOf(n) == Case::Plain) {
        if (line)
            *line = Plain;
        return r <= half ? 2 * r - 1 : 2 * (r - half) - 2;
    }
    if (line)
        *line = Shifted;
    // (i, 1 + (2i + m/2 - 3) mod m) and (m + 1 - i, m - (2i + m/2 - 3) mod m).
    if (r <= half) {
        const int i = r;
        return (2 * i + half - 3 + m) % m;
    }
    const int i = m + 1 - r;
    return m - 1 - (2 * i + half - 3 + m) % m;
}
} // namespace construction

/**
 * A solution written down at once from the formulas of Hoffman, Loessi and Moore (1969), as
 * Bernhardsson (1991) gives them by the cases of n mod 6: no search, so a board of ten million
 * rows takes a fraction of a second. The queens are placed row by row, each from its formula.
 * 2 x 2 and 3 x 3 have no solution and say so (the run fails).
 */
template <class Sink> RunResult constructionSolve(Sink &sink, const RunOptions &options)
{
    using namespace construction;
    Emitter<Sink> e(sink, options);
    const int n = options.n;
    if (e.stopped())
        return e.finish();
    if (caseOf(n) == Case::Impossible) {
        e.check(None, false);
        return e.finish(true,
                        QCoreApplication::translate(
                            "nq::Algorithms",
                            "The %1 x %1 board has no solution: no queens can be placed "
                            "so that none attacks another.")
                            .arg(n));
    }
    // The first step takes the branch of n mod 6, looking at the square the first row's formula
    // gives (a look: nothing is placed or counted yet).
    e.examine(caseOf(n) == Case::Plain ? PlainCase : ShiftedCase, 0, columnOf(n, 0));
    for (int row = 0; row < n; ++row) {
        if (e.tick())
            return e.finish();
        int line = Plain;
        const int col = columnOf(n, row, &line);
        e.place(line, row, col);
    }
    e.solution(Record);
    return e.finish();
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
/// Up to the size whose JSON output still fits a file of about a gigabyte.
inline AlgorithmInfo constructionInfo()
{
    return {
        AlgorithmId::Construction,
        "construction",
        1,
        100000000,
        false,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Construction by formula"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "Writes one solution down at once from the formulas of Hoffman, "
                          "Loessi and Moore, by the cases of n mod 6: no search and no going "
                          "back, so a board of millions of rows takes a blink. Boards of 2 and "
                          "3 have no solution."),
        { QT_TRANSLATE_NOOP("nq::Algorithms", "construct(n):"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if n == 2 or n == 3: no solution exists"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "  m = n if n is even, else n - 1  # odd: one more queen in a corner"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if m mod 6 != 2:"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "    for i = 1 to m/2: queens on (i, 2i) and (m/2 + i, 2i - 1)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  else:  # m mod 6 == 2"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    for i = 1 to m/2: k = (2i + m/2 - 3) mod m"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "      queens on (i, 1 + k) and (m + 1 - i, m - k)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if n is odd: a queen on (n, n)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  record the solution") }
    };
}

} // namespace nq::solvers
