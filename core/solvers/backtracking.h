// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"

namespace nq::solvers {

namespace backtracking {
enum Line { Solve, IfFull, Loop, IfFlagged, Put, Recurse, Take };

struct Flags
{
    std::vector<char> col, dpos, dneg; // column, row + col, row - col + n - 1
};

template <class E> void search(E &e, Flags &f, int row, const std::vector<int> &fixed)
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
                : m                         ? ConflictReason::Diagonal
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
template <class Sink> RunResult backtrackingFlags(Sink &sink, const RunOptions &options)
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

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo backtrackingInfo()
{
    return {
        AlgorithmId::Backtracking,
        "backtracking",
        1,
        32,
        true,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Backtracking with flag arrays"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "Places queens row by row and goes back as soon as a row has no safe "
                          "square. Three flag arrays say at once whether a column or a "
                          "diagonal is taken."),
        { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(r):"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if r > n: record a solution; return"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  for c = 1 to n:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if col[c] or dpos[r+c] or dneg[r-c+n]: next c"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (r, c); set the 3 flags"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(r + 1)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off; clear the 3 flags") }
    };
}

} // namespace nq::solvers
