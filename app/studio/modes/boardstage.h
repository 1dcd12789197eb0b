// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmarker.h"
#include "boardmodel.h"

#include <QString>

namespace nq {

/**
 * The board as a mode sees it: where a mode shows a board of its own (the student's, while
 * exploring), with its marker and words, the panels telling of it with the run's counters, until
 * the run moves again. The presenter is the one stage; a mode holds it, never the presenter.
 */
class BoardStage
{
public:
    virtual ~BoardStage() = default;
    /// Shows `board` as the mode's own (`squareSet`: queens anywhere, as domination's).
    virtual void showOwnBoard(const BoardModel &board, bool squareSet, const BoardMarker &marker,
                              const QString &caption)
        = 0;
};

} // namespace nq
