// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordsof.h"

#include <array>
#include <memory>

namespace nq {

std::vector<CounterSpec> AlgorithmWords::counters(const RunOptions &) const
{
    return Counters::squareSearch(
        Counters::tested(Counters::tr("Squares tested"),
                         Counters::tr("Squares tried for the next queen, row by row.")),
        Counters::conflicts(Counters::tr("Conflicts"),
                            Counters::tr("Tried squares found attacked by a queen already on "
                                         "the board.")));
}

Square AlgorithmWords::considered(const PlayState &state)
{
    const bool considering
        = state.last.kind == EventKind::Consider || state.last.kind == EventKind::Conflict;
    return considering ? Square { state.last.row, state.last.col } : Square {};
}

const AlgorithmWords &AlgorithmWords::of(AlgorithmId id)
{
    // The registration: the words of each algorithm id, in AlgorithmId's order.
    static const std::array<std::unique_ptr<AlgorithmWords>,
                            std::size_t(AlgorithmId::Domination) + 1>
        words {
            std::make_unique<RowSearchWords>(AlgorithmId::BruteForce, true),
            std::make_unique<RowSearchWords>(AlgorithmId::BranchColumns, true),
            std::make_unique<RowSearchWords>(AlgorithmId::Permutations, true),
            std::make_unique<AlgorithmWords>(), // flags: the common words
            std::make_unique<RowSearchWords>(AlgorithmId::BacktrackingCheck, false),
            std::make_unique<RowSearchWords>(AlgorithmId::BacktrackingIterative, false),
            std::make_unique<BitmaskWords>(),
            std::make_unique<FrontierWords>(true),
            std::make_unique<FrontierWords>(false),
            std::make_unique<MinConflictsWords>(),
            std::make_unique<ConstructionWords>(),
            std::make_unique<DominationWords>(),
        };
    return *words[std::size_t(id)];
}

} // namespace nq
