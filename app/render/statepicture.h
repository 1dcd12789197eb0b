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
    /// What the window's board marks at a step of `run`: attacks and heat as switched, queens
    /// in conflict on a full board (on any board of the independent variant), the row
    /// min-conflicts counts.
    static MarkOptions runMarks(const PlayState &state, const RunDescription &run, bool attacks,
                                bool heat);
    /// `model`'s queens after `last`, marked with `marks`, in `style`'s look (its theme,
    /// coordinates, background and caption).
    static BoardPicture of(const BoardModel &model, bool squareSet, const StoredEvent &last,
                           const MarkOptions &marks, const BoardPicture &style = {});
    /// Step `state.position` of `run` as the window shows it with attacks and heat switched on
    /// as `style.marks` says.
    static BoardPicture ofRun(const PlayState &state, const RunDescription &run,
                              const BoardPicture &style = {});
};

} // namespace nq
