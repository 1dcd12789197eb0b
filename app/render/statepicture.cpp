// SPDX-License-Identifier: GPL-3.0-or-later
#include "statepicture.h"

#include "boardpainter.h"

namespace nq {

MarkOptions StatePicture::runMarks(const PlayState &state, const RunDescription &run,
                                   const ViewChoices &choices)
{
    BoardFacts facts;
    facts.n = state.n;
    facts.squareSet = state.squareSet;
    facts.independent = run.isDomination() && run.problem.independent;
    facts.countedRow = state.countedRow(run.algorithm);
    return decideMarks(choices, facts);
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
                                 const ViewChoices &choices, const BoardPicture &style)
{
    const MarkOptions marks = runMarks(state, run, choices);
    return of(state.model, state.squareSet, state.last, marks, style);
}

} // namespace nq
