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
    style.marks.attacks = true;
    style.marks.heat = true;
    if (scene.position.kind == ScenePosition::Kind::Step)
        return StatePicture::ofRun(state, run, style);
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
    MarkOptions marks = StatePicture::runMarks(still, run, true, true);
    // Explore marks the queens a student put that attack each other, as the window does.
    marks.markQueens = scene.position.kind == ScenePosition::Kind::Explore && !squareSet;
    StoredEvent none;
    none.kind = EventKind::Finished;
    return StatePicture::of(model, squareSet, none, marks, style);
}

} // namespace nq
