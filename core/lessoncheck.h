// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QCoreApplication>
#include <QStringList>

#include <atomic>

namespace nq {

/**
 * What a lesson read without a message may still get wrong, found by running its scenes: a
 * step past the end of its run, a picked board that is no solution (or covering set) or that
 * its filter would not show, an exercise that cannot be made. `nqueens lesson check` says
 * these, one line each.
 */
class LessonCheck
{
    Q_DECLARE_TR_FUNCTIONS(nq::LessonCheck)
public:
    /// The problems of one scene, in words (none: it is as the window will show it).
    static QStringList problems(const LessonScene &scene, const std::atomic_bool *cancel = nullptr);
    /// True when `squares` is a whole answer of `problem`: n queens none attacking, or a set of
    /// the problem's queens covering the board.
    static bool isAnswer(const Problem &problem, const std::vector<Square> &squares);
    /// True when the browser's filter shows the board.
    static bool keeps(const CatalogFilter &filter, const std::vector<Square> &squares, int n);
};

} // namespace nq
