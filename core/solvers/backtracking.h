// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../emitter.h"

namespace nq::solvers {

namespace backtracking {
enum Line { Solve, IfFull, Loop, IfFlagged, Put, Recurse, Take };

struct Flags
{
    std::vector<char> col, dpos, dneg; // column, row + col, row - col + n - 1
};

template <class E>
void search(E &e, Flags &f, int row, const std::vector<int> &fixed)
{
    const int n = e.n();
    if (row == n) {
        e.solution(IfFull);
        return;
    }
    if (!fixed.empty() && fixed[static_cast<std::size_t>(row)] >= 0) {
        search(e, f, row + 1, fixed); // a queen the student placed: it stays
        return;
    }
    for (int col = 0; col < n; ++col) {
        if (e.tick())
            return;
        e.consider(Loop, row, col);
        char &c = f.col[col];
        char &p = f.dpos[row + col];
        char &m = f.dneg[row - col + n - 1];
        if (c | p | m) {
            const ConflictReason reason = c ? ConflictReason::Column
                    : m                     ? ConflictReason::Diagonal
                                            : ConflictReason::AntiDiagonal;
            if constexpr (E::kSteps)
                e.conflict(IfFlagged, row, col, reason, e.attackerAlong(row, col, reason));
            else
                e.conflict(IfFlagged, row, col, reason, {});
            continue;
        }
        c = p = m = 1;
        e.place(Put, row, col);
        search(e, f, row + 1, fixed);
        if (e.stopped())
            return;
        c = p = m = 0;
        e.remove(Take, row, col);
    }
}
} // namespace backtracking

/// Recursive backtracking with flag arrays for columns and both diagonals.
template <class Sink>
RunResult backtrackingFlags(Sink &sink, const RunOptions &options)
{
    Emitter<Sink> e(sink, options);
    const auto n = static_cast<std::size_t>(options.n);
    backtracking::Flags flags { std::vector<char>(n, 0), std::vector<char>(2 * n, 0),
                                std::vector<char>(2 * n, 0) };
    std::vector<int> fixed;
    if (static_cast<int>(options.fixed.size()) == options.n) {
        fixed = options.fixed;
        bool any = false;
        for (int r = 0; r < options.n; ++r) {
            const int c = fixed[static_cast<std::size_t>(r)];
            if (c < 0 || c >= options.n) {
                fixed[static_cast<std::size_t>(r)] = -1;
                continue;
            }
            char &col = flags.col[static_cast<std::size_t>(c)];
            char &p = flags.dpos[static_cast<std::size_t>(r + c)];
            char &m = flags.dneg[static_cast<std::size_t>(r - c + options.n - 1)];
            if (col | p | m) // the fixed queens attack each other: nothing extends them
                return e.finish();
            col = p = m = 1;
            any = true;
        }
        if (any)
            e.setBoard(backtracking::Put, fixed);
    }
    if (!e.stopped())
        backtracking::search(e, flags, 0, fixed);
    return e.finish();
}

} // namespace nq::solvers
