// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

template <class E>
void search(E &e, int *x, int row)
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
template <class Sink>
RunResult backtrackingCheck(Sink &sink, const RunOptions &options)
{
    Emitter<Sink> e(sink, options);
    std::vector<int> x(static_cast<std::size_t>(options.n), -1);
    if (!e.stopped())
        backtrackingcheck::search(e, x.data(), 0);
    return e.finish();
}

/// The same search with an explicit stack (the array of columns) instead of recursion.
template <class Sink>
RunResult backtrackingIterative(Sink &sink, const RunOptions &options)
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

} // namespace nq::solvers
