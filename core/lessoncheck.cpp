// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoncheck.h"

#include "boardmodel.h"
#include "practice.h"
#include "runwalk.h"
#include "symmetry.h"

#include <algorithm>

namespace nq {

bool LessonCheck::isAnswer(const Problem &problem, const std::vector<Square> &squares)
{
    const BoardModel model = BoardModel::ofSquares(problem.n, squares, problem.isDomination());
    if (!problem.isDomination())
        return model.isFull() && model.attackedQueenCount() == 0;
    return model.queenCount() == problem.queens && model.uncovered() == 0
        && (!problem.independent || model.attackedQueenCount() == 0);
}

bool LessonCheck::keeps(const CatalogFilter &filter, const std::vector<Square> &squares, int n)
{
    for (const Square &s : filter.required) {
        if (std::find(squares.begin(), squares.end(), s) == squares.end())
            return false;
    }
    const std::vector<OrbitImage> orbit = Symmetry::orbit(squares, n);
    auto same = [&](Transform t) {
        return std::any_of(orbit.begin(), orbit.end(), [&](const OrbitImage &image) {
            return image.transform == t && image.sameAs == 0;
        });
    };
    switch (filter.symmetry) {
    case CatalogFilter::Symmetry::Any:
        return true;
    case CatalogFilter::Symmetry::None:
        return std::none_of(orbit.begin() + 1, orbit.end(),
                            [](const OrbitImage &image) { return image.sameAs == 0; });
    case CatalogFilter::Symmetry::HalfTurn:
        return same(Transform::Rotate180);
    case CatalogFilter::Symmetry::QuarterTurn:
        return same(Transform::Rotate90);
    }
    return true;
}

QStringList LessonCheck::problems(const LessonScene &scene, const std::atomic_bool *cancel)
{
    QStringList out;
    const RunDescription &run = scene.setup.run;
    const ScenePosition &at = scene.position;
    switch (at.kind) {
    case ScenePosition::Kind::Step: {
        if (at.step == 0)
            break;
        const PlayState state = RunWalk::to(run, at.step, cancel);
        if (state.position < at.step)
            out << tr("step %L1 is past the end of its run, which ends at step %L2")
                       .arg(at.step)
                       .arg(state.position);
        break;
    }
    case ScenePosition::Kind::Explore:
        if (int(at.queens.size()) > run.problem.answerQueens())
            out << tr("the board holds %1 queens; the problem has %2")
                       .arg(at.queens.size())
                       .arg(run.problem.answerQueens());
        break;
    case ScenePosition::Kind::Browser:
        if (!isAnswer(run.problem, at.queens))
            out << (run.isDomination()
                        ? tr("the board picked is not a covering set of %1 "
                             "queens on %2 × %2")
                              .arg(run.problem.queens)
                              .arg(run.n())
                        : tr("the board picked is not a solution of %1 × %1").arg(run.n()));
        else if (!keeps(at.filter, at.queens, run.n()))
            out << tr("the browser's filter (%1) hides the board picked").arg(at.filter.describe());
        break;
    case ScenePosition::Kind::Practice: {
        PracticeSetup setup;
        setup.algorithm = run.algorithm;
        setup.problem = run.problem;
        setup.seed = at.seed;
        setup.fromStart = at.fromStart;
        QString why;
        if (!Exercise::make(setup, &why, cancel))
            out << tr("no exercise can be made: %1").arg(why);
        break;
    }
    }
    return out;
}

} // namespace nq
