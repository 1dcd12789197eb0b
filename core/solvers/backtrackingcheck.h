// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"
#include "../placement.h"

#include <cstdlib>

namespace nq::solvers {

namespace backtrackingcheck {
enum Line { Solve, IfFull, Loop, EarlierRows, IfAttacked, Put, Recurse, Take };
enum IterativeLine { IStart, IWhile, INext, IExhausted, IIfAttacked, IPut, IRecord, IDeeper };

// The first earlier queen that attacks (row, col), as the pseudocode scans them: row 0 first.
inline int firstAttacker(const int *x, int row, int col)
{
    for (int i = 0; i < row; ++i) {
        if (x[i] == col || std::abs(x[i] - col) == row - i)
            return i;
    }
    return -1;
}

template <class E> void search(E &e, int *x, int row)
{
    const int n = e.n();
    if (row == n) {
        e.solution(IfFull);
        return;
    }
    for (int col = 0; col < n; ++col) {
        if (e.tick())
            return;
        e.consider(Loop, row, col);
        const int by = firstAttacker(x, row, col);
        if (by >= 0) {
            e.conflict(IfAttacked, row, col, attackBetween({ row, col }, { by, x[by] }),
                       { by, x[by] });
            continue;
        }
        x[row] = col;
        e.place(Put, row, col);
        search(e, x, row + 1);
        if (e.stopped())
            return;
        e.remove(Take, row, col);
        x[row] = -1;
    }
}
} // namespace backtrackingcheck

/// Recursive backtracking that checks the new square against every earlier queen.
template <class Sink> RunResult backtrackingCheck(Sink &sink, const RunOptions &options)
{
    Emitter<Sink> e(sink, options);
    std::vector<int> x(static_cast<std::size_t>(options.n), -1);
    if (!e.stopped())
        backtrackingcheck::search(e, x.data(), 0);
    return e.finish();
}

/// The same search with an explicit stack (the array of columns) instead of recursion.
template <class Sink> RunResult backtrackingIterative(Sink &sink, const RunOptions &options)
{
    using namespace backtrackingcheck;
    Emitter<Sink> e(sink, options);
    const int n = options.n;
    std::vector<int> x(static_cast<std::size_t>(n), -1);
    int row = 0;
    while (row >= 0 && !e.stopped()) {
        if (e.tick())
            break;
        const int col = ++x[row];
        if (col == n) {
            x[row] = -1;
            --row;
            if (row >= 0)
                e.remove(IExhausted, row, x[row]);
            continue;
        }
        e.consider(INext, row, col);
        const int by = firstAttacker(x.data(), row, col);
        if (by >= 0) {
            e.conflict(IIfAttacked, row, col, attackBetween({ row, col }, { by, x[by] }),
                       { by, x[by] });
            continue;
        }
        e.place(IPut, row, col);
        if (row == n - 1) {
            e.solution(IRecord);
            if (e.stopped())
                break;
            e.remove(IRecord, row, col);
        } else {
            ++row;
        }
    }
    return e.finish();
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo backtrackingCheckInfo()
{
    return { AlgorithmId::BacktrackingCheck,
             "backtracking-check",
             1,
             32,
             true,
             QT_TRANSLATE_NOOP("nq::Algorithms", "Backtracking, checking every queen"),
             QT_TRANSLATE_NOOP(
                 "nq::Algorithms",
                 "Places queens row by row and goes back as soon as a row has no safe "
                 "square. A square is tested against every queen already placed."),
             { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row):"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  if row > n: record a solution; return"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 1 to n:"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    for every earlier row i:"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "      if x[i] == col or |x[i] - col| == row - i: next column"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (row, col)"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(row + 1)"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off (row, col)") } };
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo backtrackingIterativeInfo()
{
    return { AlgorithmId::BacktrackingIterative,
             "backtracking-iterative",
             1,
             32,
             true,
             QT_TRANSLATE_NOOP("nq::Algorithms", "Backtracking without recursion"),
             QT_TRANSLATE_NOOP("nq::Algorithms",
                               "The same search as checking every queen, written as a loop over an "
                               "explicit stack of columns. Going back means popping the last row "
                               "and trying its next column."),
             { QT_TRANSLATE_NOOP("nq::Algorithms", "row = 1; x[1] = 0"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "while row >= 1:"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  x[row] = x[row] + 1  # next column"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "  if x[row] > n: row = row - 1; take that row's queen off"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "  if an earlier queen attacks (row, x[row]): continue"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  put a queen on (row, x[row])"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "  if row == n: record a solution; take the queen off"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  else: row = row + 1; x[row] = 0") } };
}

} // namespace nq::solvers
