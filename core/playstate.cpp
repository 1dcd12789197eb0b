// SPDX-License-Identifier: GPL-3.0-or-later
#include "playstate.h"

#include <algorithm>

namespace nq {

PlayState::PlayState(int size, bool frontier_, bool squareSet_)
    : n(size), model(size, squareSet_), frontierSearch(frontier_), squareSet(squareSet_)
{
    last.kind = EventKind::Finished;
    last.line = -1;
    if (frontierSearch) {
        frontier.assign(static_cast<std::size_t>(size) + 1, 0);
        frontier[0] = 1; // the empty board waits in the queue before the first step
    }
}

void PlayState::apply(const StoredEvent &e)
{
    ++position;
    if (counted) {
        for (std::size_t i = 0; i < hits.size(); ++i) {
            if ((*counted)[i].hitBy(e))
                ++hits[i];
        }
    }
    if (squareSet && (e.kind == EventKind::Place || e.kind == EventKind::Remove)) {
        const Square q { e.row, e.col };
        if (e.kind == EventKind::Place) {
            ++counters.placements;
            model.put(q);
            counters.deepest = std::max(counters.deepest, depth() - 1);
        } else {
            ++counters.backtracks;
            model.take(q);
        }
        last = StoredEvent {};
        last.kind = e.kind;
        last.line = e.line;
        last.row = e.row;
        last.col = e.col;
        return;
    }
    switch (e.kind) {
    case EventKind::Consider:
        ++counters.tested;
        break;
    case EventKind::Conflict:
        ++counters.conflicts;
        break;
    case EventKind::Place:
        ++counters.placements;
        if (e.row > counters.deepest)
            counters.deepest = e.row;
        // A queen moved within its row (min-conflicts) leaves its old square.
        if (const int old = model.columnOf(e.row); old >= 0)
            model.take({ e.row, old });
        model.put({ e.row, e.col });
        // A frontier search stores every new board that is not yet full.
        if (frontierSearch && e.row < n - 1)
            ++frontier[static_cast<std::size_t>(e.row) + 1];
        break;
    case EventKind::Remove:
        ++counters.backtracks;
        if (const int old = model.columnOf(e.row); old >= 0)
            model.take({ e.row, old });
        break;
    case EventKind::SetBoard:
        ++wholeBoards;
        model.setPlacement(e.placement);
        for (int r = 0; r < n; ++r) {
            if (model.columnOf(r) >= 0) {
                ++counters.placements;
                counters.deepest = std::max(counters.deepest, r);
            }
        }
        if (frontierSearch && depth() < static_cast<int>(frontier.size()))
            --frontier[static_cast<std::size_t>(depth())];
        break;
    case EventKind::Check:
        ++counters.boards;
        break;
    case EventKind::Solution:
        ++counters.solutions;
        break;
    case EventKind::Finished:
        finished = true;
        break;
    case EventKind::Examine:
        break; // a look: nothing changes, nothing is counted
    }
    // The last step without its placement: the board above already shows it.
    last.kind = e.kind;
    last.reason = e.reason;
    last.ok = e.ok;
    last.line = e.line;
    last.row = e.row;
    last.col = e.col;
    last.byRow = e.byRow;
    last.byCol = e.byCol;
    last.value = e.value;
}

} // namespace nq
