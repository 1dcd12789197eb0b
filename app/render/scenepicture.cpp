// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenepicture.h"

#include "queenstext.h"

namespace nq {

BoardPicture ScenePicture::of(const LessonScene &scene, const PlayState &state, const Theme &theme)
{
    const RunDescription &run = scene.setup.run;
    const int n = run.n();
    BoardPicture picture;
    picture.theme = theme;
    picture.attacks = true;
    picture.board.assign(std::size_t(n), -1);
    picture.squareSet = run.isDomination();
    std::vector<Square> queens;
    if (scene.position.kind == ScenePosition::Kind::Step) {
        queens = state.queens();
        picture.step = StepMarks::after(state.last, picture.squareSet);
    } else if (scene.position.kind != ScenePosition::Kind::Practice) {
        queens = scene.position.queens;
    }
    if (picture.squareSet)
        picture.queens = queens;
    else
        picture.board = placementOfSquares(queens, n).value_or(picture.board);
    return picture;
}

} // namespace nq
