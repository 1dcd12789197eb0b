// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"
#include "../placement.h"

namespace nq::solvers {

// Pseudocode lines (see Algorithms): one queen in every row, any column, tested when complete.
namespace bruteforce {
enum Line { Solve, IfFull, Check, Record, Loop, Put, Recurse, Take };

template <class E> void search(E &e, int *cols, int row)
{
    const int n = e.n();
    if (row == n) {
        const Attack attack = findAttack(std::span<const int>(cols, static_cast<std::size_t>(n)));
        e.check(Check, !attack.found, attack.queen.row, attack.queen.col, attack.reason, attack.by);
        if (!attack.found)
            e.solution(Record);
        return;
    }
    for (int col = 0; col < n; ++col) {
        if (e.tick())
            return;
        cols[row] = col;
        e.place(Put, row, col);
        search(e, cols, row + 1);
        if (e.stopped())
            return;
        e.remove(Take, row, col);
    }
}
} // namespace bruteforce

/// Naive enumeration: all n^n boards with one queen per row, each tested when complete.
template <class Sink> RunResult bruteForce(Sink &sink, const RunOptions &options)
{
    Emitter<Sink> e(sink, options);
    std::vector<int> cols(static_cast<std::size_t>(options.n), -1);
    if (!e.stopped())
        bruteforce::search(e, cols.data(), 0);
    return e.finish();
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo bruteForceInfo()
{
    return {
        AlgorithmId::BruteForce,
        "brute-force",
        1,
        10,
        true,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Brute force (n^n boards)"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "Puts one queen in every row, on any column, and tries all n^n such "
                          "boards. Only a complete board is tested, so almost all of the work "
                          "is wasted."),
        { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row):"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if row > n:  # every row has a queen"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    check the whole board for attacking queens"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    if no two queens attack: record a solution"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 1 to n:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (row, col)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(row + 1)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off (row, col)") }
    };
}

} // namespace nq::solvers
