// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"
#include "runoptions.h"
#include "storedevent.h"

#include <vector>

namespace nq {

/// What a viewer of a run knows after a number of events: the board, the counters, the last
/// step and, for the frontier searches, how many stored boards wait at each depth.
struct PlayState
{
    PlayState() = default;
    PlayState(int n, bool frontierSearch, bool squareSet = false);

    /// Applies the next event of the run.
    void apply(const StoredEvent &e);
    /// Queens on the board.
    int depth() const { return m_depth; }

    int n = 0;
    std::int64_t position = 0; ///< events applied
    Placement board;
    RunStats counters; ///< placements, tested, conflicts, backtracks, boards, solutions, deepest
    StoredEvent last; ///< the event that led here (kind Finished with line -1 at position 0)
    bool finished = false;
    bool frontierSearch = false;
    std::vector<std::int64_t> frontier; ///< frontier searches: stored boards per number of queens
    /// Domination: queens stand on any squares, several to a row; `board` stays empty then.
    bool squareSet = false;
    std::vector<Square> queens; ///< squareSet: the queens, in the order they were put
    std::vector<int> cover; ///< squareSet: queens occupying or attacking each square (row * n + col)
    int uncovered = 0; ///< squareSet: squares no queen covers

private:
    void coverLines(Square q, int delta);
    int m_depth = 0;
};

} // namespace nq
