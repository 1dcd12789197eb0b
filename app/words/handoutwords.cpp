// SPDX-License-Identifier: GPL-3.0-or-later
#include "handoutwords.h"

#include "algorithms.h"
#include "stepcaption.h"

namespace nq {

QString HandoutWords::sceneCaption(const LessonScene &scene, const PlayState &state,
                                   const QString &language, int number)
{
    const QString head = heading(scene, number);
    const QString what = shown(scene, state);
    const QString note = scene.note.in(language);
    return note.isEmpty() ? head + u'\n' + what : head + u'\n' + note + u'\n' + what;
}

QString HandoutWords::heading(const LessonScene &scene, int number)
{
    const RunDescription &run = scene.setup.run;
    // The board's size never splits across two lines: no-break spaces around the sign.
    return tr("%1. %2, %3\u00a0×\u00a0%3")
        .arg(number)
        .arg(Algorithms::info(run.algorithm).displayName())
        .arg(run.n());
}

QString HandoutWords::shown(const LessonScene &scene, const PlayState &state)
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
    return what;
}

} // namespace nq
