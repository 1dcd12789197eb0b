// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenepicture.h"

#include "queenstext.h"
#include "statepicture.h"

namespace nq {

BoardPicture ScenePicture::of(const LessonScene &scene, const PlayState &state, const Theme &theme)
{
    const RunDescription &run = scene.setup.run;
    const int n = run.n();
    BoardPicture style;
    style.theme = theme;
    // A lesson's pictures show the marks the window shows by default (attacks, heat).
    const ViewChoices choices;
    if (scene.position.kind == ScenePosition::Kind::Step)
        return StatePicture::ofRun(state, run, choices, style);
    // A board placed by hand or picked: no step led to it.
    std::vector<Square> queens;
    if (scene.position.kind != ScenePosition::Kind::Practice)
        queens = scene.position.queens;
    const bool squareSet = run.isDomination();
    const BoardModel model = squareSet
        ? BoardModel::ofSquares(n, queens, false)
        : BoardModel::ofPlacement(
            placementOfSquares(queens, n).value_or(Placement(std::size_t(n), -1)));
    PlayState still(n, false, squareSet);
    // Explore marks the queens a student put that attack each other, as the window does.
    BoardFacts facts;
    facts.n = n;
    facts.squareSet = squareSet;
    facts.byHand = scene.position.kind == ScenePosition::Kind::Explore;
    facts.independent = run.isDomination() && run.problem.independent;
    const MarkOptions marks = decideMarks(choices, facts);
    StoredEvent none;
    none.kind = EventKind::Finished;
    return StatePicture::of(model, squareSet, none, marks, style);
}

} // namespace nq
