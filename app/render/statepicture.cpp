// SPDX-License-Identifier: GPL-3.0-or-later
#include "statepicture.h"

#include "boardpainter.h"

namespace nq {

MarkOptions StatePicture::runMarks(const PlayState &state, const RunDescription &run, bool attacks,
                                   bool heat)
{
    MarkOptions o;
    o.attacks = attacks;
    o.heat = heat;
    o.fullConflicts = true; // every square of a full board is attacked: its conflicts say more
    o.squareConflicts = run.isDomination() && run.problem.independent;
    o.countedRow = state.n <= BoardPainter::kImageAbove ? state.countedRow(run.algorithm) : -1;
    return o;
}

BoardPicture StatePicture::of(const BoardModel &model, bool squareSet, const StoredEvent &last,
                              const MarkOptions &marks, const BoardPicture &style)
{
    BoardPicture picture = style;
    picture.squareSet = squareSet;
    picture.board = squareSet ? Placement(std::size_t(model.n()), -1) : model.placement();
    picture.queens = squareSet ? model.queens() : std::vector<Square> {};
    picture.marks = marks;
    picture.step = StepMarks::after(last, squareSet);
    return picture;
}

BoardPicture StatePicture::ofRun(const PlayState &state, const RunDescription &run,
                                 const BoardPicture &style)
{
    const MarkOptions marks = runMarks(state, run, style.marks.attacks, style.marks.heat);
    return of(state.model, state.squareSet, state.last, marks, style);
}

} // namespace nq
