// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"
#include "stepevent.h"

namespace nq {

/// Rebuilds the board from a stream of step events alone, as a viewer of the stream would.
class BoardReplay
{
public:
    explicit BoardReplay(int n = 0) : m_board(static_cast<std::size_t>(n), -1) { }

    /// Applies one event; false when it contradicts the board (a remove of a missing queen,
    /// a place on a row that holds one, a square off the board).
    bool apply(const StepEvent &event);

    const Placement &board() const { return m_board; }
    int queens() const;
    void reset(int n) { m_board.assign(static_cast<std::size_t>(n), -1); }

private:
    bool onBoard(int row, int col) const;

    Placement m_board;
};

} // namespace nq
