// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"
#include "../placement.h"

namespace nq::solvers {

namespace branchcolumns {
enum Line { Solve, IfFull, CheckDiagonals, Record, Loop, IfColumnUsed, Put, Recurse, Take };

template <class E> void search(E &e, int *cols, bool *used, int row)
{
    const int n = e.n();
    if (row == n) {
        const Attack attack
            = findDiagonalAttack(std::span<const int>(cols, static_cast<std::size_t>(n)));
        e.check(CheckDiagonals, !attack.found, attack.queen.row, attack.queen.col, attack.reason,
                attack.by);
        if (!attack.found)
            e.solution(Record);
        return;
    }
    for (int col = 0; col < n; ++col) {
        if (e.tick())
            return;
        e.consider(Loop, row, col);
        if (used[col]) {
            if constexpr (E::kSteps)
                e.conflict(IfColumnUsed, row, col, ConflictReason::Column,
                           e.attackerAlong(row, col, ConflictReason::Column));
            else
                e.conflict(IfColumnUsed, row, col, ConflictReason::Column, {});
            continue;
        }
        cols[row] = col;
        used[col] = true;
        e.place(Put, row, col);
        search(e, cols, used, row + 1);
        if (e.stopped())
            return;
        used[col] = false;
        e.remove(Take, row, col);
    }
}
} // namespace branchcolumns

/// Rows and columns only: n! boards, diagonals tested when the board is complete.
template <class Sink> RunResult branchColumns(Sink &sink, const RunOptions &options)
{
    Emitter<Sink> e(sink, options);
    std::vector<int> cols(static_cast<std::size_t>(options.n), -1);
    std::vector<char> used(static_cast<std::size_t>(options.n), 0);
    if (!e.stopped())
        branchcolumns::search(e, cols.data(), reinterpret_cast<bool *>(used.data()), 0);
    return e.finish();
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo branchColumnsInfo()
{
    return {
        AlgorithmId::BranchColumns,
        "branch-columns",
        1,
        12,
        true,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Rows and columns (n! boards)"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "Puts one queen in every row and never two in one column, so only "
                          "n! boards are built. The diagonals are tested only when a board is "
                          "complete."),
        { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row):"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if row > n:  # every row has a queen"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    check the diagonals of the whole board"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if no diagonal attack: record a solution"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 1 to n:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if column col is taken: try the next column"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (row, col); take column col"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(row + 1)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off; free column col") }
    };
}

} // namespace nq::solvers
