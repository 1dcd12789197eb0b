// SPDX-License-Identifier: GPL-3.0-or-later
#include "playstate.h"

#include <algorithm>

namespace nq {

PlayState::PlayState(int size, bool frontier_, bool squareSet_)
    : n(size), board(static_cast<std::size_t>(size), -1), frontierSearch(frontier_),
      squareSet(squareSet_)
{
    if (squareSet) {
        cover.assign(static_cast<std::size_t>(size) * static_cast<std::size_t>(size), 0);
        uncovered = size * size;
    }
    last.kind = EventKind::Finished;
    last.line = -1;
    if (frontierSearch) {
        frontier.assign(static_cast<std::size_t>(size) + 1, 0);
        frontier[0] = 1; // the empty board waits in the queue before the first step
    }
}

void PlayState::coverLines(Square q, int delta)
{
    const int before = delta > 0 ? 0 : 1; // the count that changes whether a square is covered
    auto touch = [&](int r, int c) {
        int &count = cover[static_cast<std::size_t>(r * n + c)];
        if (count == before)
            uncovered -= delta;
        count += delta;
    };
    for (int i = 0; i < n; ++i) {
        touch(q.row, i);
        if (i != q.row)
            touch(i, q.col);
    }
    for (int r = 0; r < n; ++r) {
        if (r == q.row)
            continue;
        const int d = r - q.row;
        if (q.col + d >= 0 && q.col + d < n)
            touch(r, q.col + d);
        if (q.col - d >= 0 && q.col - d < n)
            touch(r, q.col - d);
    }
}

void PlayState::apply(const StoredEvent &e)
{
    ++position;
    if (squareSet && (e.kind == EventKind::Place || e.kind == EventKind::Remove)) {
        const Square q { e.row, e.col };
        if (e.kind == EventKind::Place) {
            ++counters.placements;
            queens.push_back(q);
            coverLines(q, +1);
            ++m_depth;
            counters.deepest = std::max(counters.deepest, m_depth - 1);
        } else {
            ++counters.backtracks;
            const auto it = std::find(queens.begin(), queens.end(), q);
            if (it != queens.end()) {
                queens.erase(it);
                coverLines(q, -1);
                --m_depth;
            }
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
