// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playbackclock.h"
#include "playstate.h"
#include "rundescription.h"

#include <QObject>

namespace nq {

/**
 * What the board shows, told to the panels beside it. Each panel follows the feed itself
 * (follow() in its own file) and takes what it shows: a new run about to start, and every state
 * the board shows, the run's after a step or a jump, or a board picked in the browser or put by
 * the student with the run's counters. The presenter, which decides who owns the board, is the
 * only one that tells it; a panel never reaches the presenter or the window.
 */
class BoardFeed : public QObject
{
    Q_OBJECT
public:
    /// Whose board is shown: the run's, one picked in the browser, or a mode's own (the
    /// student's, exploring).
    enum class Owner { Run, Pick, Mode };
    Q_ENUM(Owner)

    using QObject::QObject;

    /// The run the panels prepared for last.
    const RunDescription &run() const { return m_run; }

    /// A run is about to start (the presenter tells).
    void newRun(const RunDescription &run)
    {
        m_run = run;
        emit runStarting(run);
    }
    /// The board shows `state` (the presenter tells).
    void show(const PlayState &state, const StepChange &change, Owner owner)
    {
        emit shown(state, change, owner);
    }

signals:
    void runStarting(const nq::RunDescription &run);
    /// The board shows `state`: the run's (its last event is the step that led there), or a
    /// picked or hand-made board, whose last event is Finished.
    void shown(const nq::PlayState &state, const nq::StepChange &change,
               nq::BoardFeed::Owner owner);

private:
    RunDescription m_run;
};

} // namespace nq
