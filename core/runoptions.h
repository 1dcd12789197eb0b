// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "breakpoint.h"
#include "problem.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <vector>

namespace nq {

/// How many solutions a run looks for.
enum class SolveMode : std::uint8_t { All, First, Limit };

/// Min-conflicts: a choice made for the run where it draws among equals (a practice student
/// picked another attacked queen, or moved to another square with the fewest attackers). At its
/// move `move` (counted from 0 over the whole run) it picks the queen of row `pick` and moves it
/// to column `to` instead of what it drew (-1: its own draw); its random draws are made all the
/// same, and a choice that is not one of its equals is ignored.
struct Steer
{
    std::int64_t move = 0;
    int pick = -1;
    int to = -1;
    /// Not 0: its draws after this move come from this seed (an exercise that would wander
    /// after the student's choice is given a shorter way on).
    std::uint64_t reseed = 0;
    friend bool operator==(const Steer &, const Steer &) = default;
};

/// What a run is asked to do: the problem (its n, and for domination its queens and variant),
/// and how.
struct RunOptions : Problem
{
    SolveMode mode = SolveMode::All;
    std::int64_t limit = 0; ///< SolveMode::Limit: stop after this many solutions
    const std::atomic_bool *cancel = nullptr; ///< set from another thread to stop the run
    std::uint64_t seed = 1; ///< min-conflicts: the random seed (runs are deterministic per seed)
    /// Threads a run may use (0: as many as help; 1: the calling thread alone). Only
    /// min-conflicts on a million rows or more shares its work, and its run is the same either way.
    int threads = 0;
    /// Min-conflicts: choices made for it, in the order of their moves.
    std::vector<Steer> steers;
    /// Flag backtracking: queens that stay where they are (column per row, -1 free), for
    /// "solve from here"; the run starts by showing them and never moves them.
    std::vector<int> fixed;
    /// Breakpoints whose hits the run's states count (PlayState::hits); the run itself ignores
    /// them.
    Breakpoints breakpoints;

    /// The number of solutions after which the run stops, or -1 for no limit.
    std::int64_t solutionLimit() const
    {
        switch (mode) {
        case SolveMode::All:
            return -1;
        case SolveMode::First:
            return 1;
        case SolveMode::Limit:
            return limit;
        }
        return -1;
    }
};

/// What a run counted.
struct RunStats
{
    std::int64_t placements = 0; ///< queens put on the board (whole boards count one per queen)
    std::int64_t tested = 0; ///< squares tested for a queen
    std::int64_t conflicts = 0; ///< tested squares found attacked
    std::int64_t backtracks = 0; ///< queens taken back
    std::int64_t boards = 0; ///< complete boards checked
    std::int64_t solutions = 0;
    int deepest = -1; ///< the deepest row that held a queen
    std::int64_t elapsedNs = 0;
};

/// How a run ended.
struct RunResult
{
    RunStats stats;
    bool cancelled = false;
    bool failed = false; ///< the algorithm gave up (min-conflicts on a board without solution)
    QString error; ///< why it failed, translated
};

} // namespace nq
