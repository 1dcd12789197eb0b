// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardreplay.h"

#include "placement.h"

#include <algorithm>

namespace nq {

bool BoardReplay::onBoard(int row, int col) const
{
    const int n = static_cast<int>(m_board.size());
    return row >= 0 && row < n && col >= 0 && col < n;
}

bool BoardReplay::apply(const StepEvent &event)
{
    switch (event.kind) {
    case EventKind::Place:
        if (!onBoard(event.row, event.col) || m_board[static_cast<std::size_t>(event.row)] >= 0)
            return false;
        m_board[static_cast<std::size_t>(event.row)] = event.col;
        return true;
    case EventKind::Remove:
        if (!onBoard(event.row, event.col)
            || m_board[static_cast<std::size_t>(event.row)] != event.col)
            return false;
        m_board[static_cast<std::size_t>(event.row)] = -1;
        return true;
    case EventKind::SetBoard:
        if (event.placement.size() != m_board.size())
            return false;
        std::copy(event.placement.begin(), event.placement.end(), m_board.begin());
        return true;
    case EventKind::Solution:
    case EventKind::Check:
        return event.placement.empty()
            || std::equal(event.placement.begin(), event.placement.end(), m_board.begin(),
                          m_board.end());
    case EventKind::Consider:
    case EventKind::Conflict:
    case EventKind::Examine:
        return onBoard(event.row, event.col);
    case EventKind::Finished:
        return true;
    }
    return false;
}

int BoardReplay::queens() const
{
    return queensIn(m_board);
}

} // namespace nq
