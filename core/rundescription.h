// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "placement.h"
#include "problem.h"
#include "runoptions.h"

namespace nq {

/// Everything a run is: which algorithm on which problem, looking for what. The problem
/// controller makes one from the controls and the settings; the player is configured with it,
/// and the board and the panels prepare for it; a practice exercise (and a lesson's scene) says
/// its run with one, in core so that the command line reads them too. The algorithm is
/// Domination exactly when the problem is.
struct RunDescription
{
    AlgorithmId algorithm = AlgorithmId::Backtracking;
    Problem problem;
    SolveMode mode = SolveMode::All;
    Placement fixed; ///< queens the run must keep ("solve from here"), -1 where free
    std::uint64_t seed = 1; ///< min-conflicts: its random seed (a practice exercise's)
    std::vector<Steer> steers; ///< min-conflicts: a practice student's equal choices

    bool isDomination() const { return problem.isDomination(); }
    int n() const { return problem.n; }

    /// The options the solver is started with.
    RunOptions options() const
    {
        RunOptions o;
        static_cast<Problem &>(o) = problem;
        o.mode = mode;
        o.fixed = fixed;
        o.seed = seed;
        o.steers = steers;
        return o;
    }
    bool operator==(const RunDescription &) const = default;
};

} // namespace nq
