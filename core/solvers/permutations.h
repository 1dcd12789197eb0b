// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../emitter.h"
#include "../placement.h"

#include <algorithm>
#include <numeric>

namespace nq::solvers {

namespace permutations {
enum Line { Init, Repeat, Show, Pairs, PairAttacks, Record, Next };
}

/// Every permutation of the columns (std::next_permutation), each checked pair by pair.
template <class Sink>
RunResult permutationSearch(Sink &sink, const RunOptions &options)
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

} // namespace nq::solvers
