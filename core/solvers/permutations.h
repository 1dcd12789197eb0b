// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"
#include "../placement.h"

#include <algorithm>
#include <numeric>

namespace nq::solvers {

namespace permutations {
enum Line { Init, Repeat, Show, Pairs, PairAttacks, Record, Next };
}

/// Every permutation of the columns (std::next_permutation), each checked pair by pair.
template <class Sink> RunResult permutationSearch(Sink &sink, const RunOptions &options)
{
    using namespace permutations;
    Emitter<Sink> e(sink, options);
    std::vector<int> cols(static_cast<std::size_t>(options.n));
    std::iota(cols.begin(), cols.end(), 0);
    if (!e.stopped()) {
        do {
            if (e.tick())
                break;
            e.setFullBoard(Show, cols);
            const Attack attack = findDiagonalAttack(cols);
            e.check(attack.found ? PairAttacks : Pairs, !attack.found, attack.queen.row,
                    attack.queen.col, attack.reason, attack.by);
            if (!attack.found) {
                e.solution(Record);
                if (e.stopped())
                    break;
            }
        } while (std::next_permutation(cols.begin(), cols.end()));
    }
    return e.finish();
}

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
inline AlgorithmInfo permutationsInfo()
{
    return { AlgorithmId::Permutations,
             "permutations",
             1,
             11,
             true,
             QT_TRANSLATE_NOOP("nq::Algorithms", "Permutations"),
             QT_TRANSLATE_NOOP("nq::Algorithms",
                               "Walks through every permutation of the columns with "
                               "next_permutation, so rows and columns never clash. Each board is "
                               "then checked pair by pair for a shared diagonal."),
             { QT_TRANSLATE_NOOP("nq::Algorithms", "cols = [1, 2, ..., n]"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "repeat:"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  put the queen of row i on column cols[i]"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  for every pair of rows i < j:"),
               QT_TRANSLATE_NOOP("nq::Algorithms",
                                 "    if |cols[i] - cols[j]| == j - i: reject the board"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "  no pair attacks: record a solution"),
               QT_TRANSLATE_NOOP("nq::Algorithms", "until next_permutation(cols) is false") } };
}

} // namespace nq::solvers
