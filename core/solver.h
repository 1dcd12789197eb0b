// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "runoptions.h"
#include "solvers/backtracking.h"
#include "solvers/backtrackingcheck.h"
#include "solvers/bitmask.h"
#include "solvers/branchcolumns.h"
#include "solvers/bruteforce.h"
#include "solvers/construction.h"
#include "solvers/domination.h"
#include "solvers/frontiersearch.h"
#include "solvers/minconflicts.h"
#include "solvers/permutations.h"

namespace nq {

/// Runs one algorithm into a sink; the caller has checked that it accepts options.n.
template <class Sink> RunResult runAlgorithm(AlgorithmId id, Sink &sink, const RunOptions &options)
{
    switch (id) {
    case AlgorithmId::BruteForce:
        return solvers::bruteForce(sink, options);
    case AlgorithmId::BranchColumns:
        return solvers::branchColumns(sink, options);
    case AlgorithmId::Permutations:
        return solvers::permutationSearch(sink, options);
    case AlgorithmId::Backtracking:
        return solvers::backtrackingFlags(sink, options);
    case AlgorithmId::BacktrackingCheck:
        return solvers::backtrackingCheck(sink, options);
    case AlgorithmId::BacktrackingIterative:
        return solvers::backtrackingIterative(sink, options);
    case AlgorithmId::Bitmask:
        return solvers::bitmaskSearch(sink, options);
    case AlgorithmId::BreadthFirst:
        return solvers::frontierSearch(sink, options, false);
    case AlgorithmId::DepthFirstStack:
        return solvers::frontierSearch(sink, options, true);
    case AlgorithmId::MinConflicts:
        return solvers::minConflicts(sink, options);
    case AlgorithmId::Construction:
        return solvers::constructionSolve(sink, options);
    case AlgorithmId::Domination:
        return solvers::dominationSearch(sink, options);
    }
    return {};
}

} // namespace nq
