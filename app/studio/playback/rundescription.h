// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "placement.h"
#include "runoptions.h"

namespace nq {

/// Everything a run is: which algorithm on which board, looking for what. The problem
/// controller makes one from the controls and the settings; the player is configured with it,
/// and the board and the panels prepare for it.
struct RunDescription
{
    AlgorithmId algorithm = AlgorithmId::Backtracking;
    int n = 8;
    SolveMode mode = SolveMode::All;
    Placement fixed; ///< queens the run must keep ("solve from here"), -1 where free
    int queens = 0; ///< domination: queens in a set
    bool independent = false; ///< domination: no two queens attack each other

    bool isDomination() const { return algorithm == AlgorithmId::Domination; }
    /// The options the solver is started with.
    RunOptions options() const
    {
        RunOptions o;
        o.n = n;
        o.mode = mode;
        o.fixed = fixed;
        o.queens = queens;
        o.independent = independent;
        return o;
    }
    bool operator==(const RunDescription &) const = default;
};

} // namespace nq
