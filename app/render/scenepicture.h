// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "lesson.h"
#include "playstate.h"

namespace nq {

/// The picture of a lesson's scene, as the window shows it when the scene is opened: the run's
/// board at the scene's step with the step's marks, or the board placed by hand or picked in
/// the browser. (The caption is the caller's: words are not drawn here.)
class ScenePicture
{
public:
    /// `state` is the run at the scene's step (for a step scene; ignored otherwise).
    static BoardPicture of(const LessonScene &scene, const PlayState &state, const Theme &theme);
};

} // namespace nq
