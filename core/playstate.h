// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "boardmodel.h"
#include "breakpoint.h"
#include "placement.h"
#include "runoptions.h"
#include "storedevent.h"

#include <vector>

namespace nq {

/// What one tick of a race moves every run by, so that runs of different algorithms stay level:
/// a step (an event), a queen put, or a test (a square tested, or a whole board checked by the
/// algorithms that test boards).
enum class PaceUnit : std::uint8_t { Step, Queen, Test };

/// What a viewer of a run knows after a number of events: the board, the counters, the last
/// step and, for the frontier searches, how many stored boards wait at each depth.
struct PlayState
{
    PlayState() = default;
    PlayState(int n, bool frontierSearch, bool squareSet = false);
    /// The start of a run of `algorithm` on n x n.
    PlayState(const AlgorithmInfo &algorithm, int n)
        : PlayState(n, algorithm.frontierSearch, algorithm.squareSet)
    { }

    /// The start of a run of `algorithm` with `options` (counting its breakpoints' hits).
    static PlayState startOf(const AlgorithmInfo &algorithm, const RunOptions &options)
    {
        PlayState s(algorithm, options.n);
        s.countHits(options.breakpoints);
        return s;
    }
    /// Counts the hits of `breakpoints` from here on (from zero).
    void countHits(Breakpoints breakpoints)
    {
        hits.assign(breakpoints ? breakpoints->size() : 0, 0);
        counted = std::move(breakpoints);
    }

    /// Applies the next event of the run.
    void apply(const StoredEvent &e);
    /// The row whose squares' attackers this step counts (min-conflicts weighing a queen's
    /// row), or -1: the board shows a figure on each square of it.
    int countedRow(AlgorithmId algorithm) const
    {
        return algorithm == AlgorithmId::MinConflicts
                && (last.kind == EventKind::Remove || last.kind == EventKind::Examine)
            ? last.row
            : -1;
    }
    /// How many `unit`s the run has done so far (Step: its position).
    std::int64_t paced(PaceUnit unit) const
    {
        switch (unit) {
        case PaceUnit::Step:
            break;
        case PaceUnit::Queen:
            return counters.placements;
        case PaceUnit::Test:
            return counters.tested + counters.boards;
        }
        return position;
    }
    /// Queens on the board.
    int depth() const { return model.queenCount(); }
    /// The board: column per row, -1 empty (domination: the first queen of each row).
    const Placement &board() const { return model.placement(); }
    /// The queens, in the order they were put.
    const std::vector<Square> &queens() const { return model.queens(); }
    /// Domination: squares no queen covers.
    int uncovered() const { return model.uncovered(); }

    int n = 0;
    std::int64_t position = 0; ///< events applied
    /// The queens with their lines; for domination also how many squares are uncovered.
    BoardModel model;
    RunStats counters; ///< placements, tested, conflicts, backtracks, boards, solutions, deepest
    std::int64_t wholeBoards = 0; ///< SetBoard steps: boards shown at once (taken out, restarts)
    StoredEvent last; ///< the event that led here (kind Finished with line -1 at position 0)
    bool finished = false;
    bool frontierSearch = false;
    std::vector<std::int64_t> frontier; ///< frontier searches: stored boards per number of queens
    /// Domination: queens stand on any squares, several to a row.
    bool squareSet = false;
    /// The breakpoints whose hits are counted, and their hits so far (by index).
    Breakpoints counted;
    std::vector<std::int64_t> hits;
};

} // namespace nq
