// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "stopcondition.h"

#include <QCoreApplication>
#include <QString>

namespace nq {

/// Why playing stopped, in words a class reads on the caption and a screen reader says:
/// "Stopped at breakpoint: line 7, take the queen off (hit 3)". QtCore only.
class StopWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::StopWords)
public:
    /// What `condition` waits for ("the next solution", "a queen put on (3, 5)").
    static QString condition(AlgorithmId algorithm, const StopCondition &condition);
    /// Why playing stopped at the step of `state` (after a run forward, or back when `back`).
    static QString stopped(AlgorithmId algorithm, const StopCondition &condition,
                           const PlayState &state, bool back = false);
    /// Run Back Until found nothing: "No earlier step: … ; still at step 12".
    static QString notFoundBack(AlgorithmId algorithm, const StopCondition &condition,
                                std::int64_t position);
    /// "line 7, take the queen off": a line of the pseudocode by its number and words.
    static QString line(AlgorithmId algorithm, int line);
    /// A breakpoint's conditions in words ("row 4, every 3rd hit"), or "" for none.
    static QString conditions(const Breakpoint &breakpoint);
};

} // namespace nq
