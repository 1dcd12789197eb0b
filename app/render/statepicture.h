// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "playstate.h"
#include "rundescription.h"

namespace nq {

/**
 * A picture of a board as the window's board shows it, made without the window: from a board's
 * queens (one a row or a set of squares alike) and the step that led there, or from a step of a
 * run (a PlayState). The window's exports, a lesson's scenes and a film's frames are made here,
 * so each shows exactly what the board showed.
 */
class StatePicture
{
public:
    /// What the window's board marks at a step of `run` (decideMarks() of the view's choices
    /// and of the run's board: queens in conflict on a full board, on any board of the
    /// independent variant, the row min-conflicts counts).
    static MarkOptions runMarks(const PlayState &state, const RunDescription &run,
                                const ViewChoices &choices);
    /// `model`'s queens after `last`, marked with `marks`, in `style`'s look (its theme,
    /// coordinates, background and caption).
    static BoardPicture of(const BoardModel &model, bool squareSet, const StoredEvent &last,
                           const MarkOptions &marks, const BoardPicture &style = {});
    /// Step `state.position` of `run` as the window shows it with `choices` (its marks decided
    /// here; `style` gives the look).
    static BoardPicture ofRun(const PlayState &state, const RunDescription &run,
                              const ViewChoices &choices, const BoardPicture &style = {});
};

} // namespace nq
