// SPDX-License-Identifier: GPL-3.0-or-later
#include "playstate.h"

namespace nq {

PlayState::PlayState(int size, bool frontier_)
    : n(size), board(static_cast<std::size_t>(size), -1), frontierSearch(frontier_)
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
        if (board[static_cast<std::size_t>(e.row)] < 0)
            ++m_depth;
        board[static_cast<std::size_t>(e.row)] = e.col;
        // A frontier search stores every new board that is not yet full.
        if (frontierSearch && e.row < n - 1)
            ++frontier[static_cast<std::size_t>(e.row) + 1];
        break;
    case EventKind::Remove:
        ++counters.backtracks;
        if (board[static_cast<std::size_t>(e.row)] >= 0)
            --m_depth;
        board[static_cast<std::size_t>(e.row)] = -1;
        break;
    case EventKind::SetBoard:
        m_depth = 0;
        for (std::size_t r = 0; r < board.size(); ++r) {
            board[r] = r < e.placement.size() ? e.placement[r] : -1;
            if (board[r] >= 0) {
                ++m_depth;
                ++counters.placements;
                counters.deepest = std::max(counters.deepest, static_cast<int>(r));
            }
        }
        if (frontierSearch && m_depth < static_cast<int>(frontier.size()))
            --frontier[static_cast<std::size_t>(m_depth)];
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
