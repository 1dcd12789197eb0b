// SPDX-License-Identifier: GPL-3.0-or-later
#include "handoutwords.h"

#include "algorithms.h"
#include "stepcaption.h"

namespace nq {

QString HandoutWords::sceneCaption(const LessonScene &scene, const PlayState &state,
                                   const QString &language, int number)
{
    const RunDescription &run = scene.setup.run;
    QString what;
    switch (scene.position.kind) {
    case ScenePosition::Kind::Step:
        what = state.position == 0
            ? StepCaption::start()
            : tr("Step %L1: %2")
                  .arg(state.position)
                  .arg(StepCaption::describe(state.last, state, run.algorithm));
        break;
    case ScenePosition::Kind::Explore:
        what = tr("A board placed by hand.");
        break;
    case ScenePosition::Kind::Browser:
        what = run.isDomination() ? tr("A covering set from the browser.")
                                  : tr("A solution from the browser.");
        break;
    case ScenePosition::Kind::Practice:
        what = tr("A practice exercise (seed %1).").arg(scene.position.seed);
        break;
    }
    // The board's size never splits across two lines: no-break spaces around the sign.
    const QString head = tr("%1. %2, %3\u00a0×\u00a0%3")
                             .arg(number)
                             .arg(Algorithms::info(run.algorithm).displayName())
                             .arg(run.n());
    const QString note = scene.note.in(language);
    return note.isEmpty() ? head + u'\n' + what : head + u'\n' + note + u'\n' + what;
}

} // namespace nq
