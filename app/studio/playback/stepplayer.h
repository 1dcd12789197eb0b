// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "eventhistory.h"
#include "placement.h"
#include "playback/playbackclock.h"
#include "playback/rundescription.h"
#include "playstate.h"
#include "runcursor.h"
#include "runoptions.h"
#include "stopcondition.h"

#include <QObject>

#include <vector>

namespace nq {

class RunObserver;

/**
 * The window's transport over one run: a RunCursor (the run, its history and state) paced by a
 * PlaybackClock (speed, frames, stop conditions). The play bar, timeline, actions and panels
 * bind to it; it configures the cursor from a RunDescription and tells what changed, once per
 * step or per frame.
 */
class StepPlayer : public QObject
{
    Q_OBJECT
public:
    /// Where "run to next" stops.
    enum class Until { Nothing, Solution, Backtrack };

    explicit StepPlayer(QObject *parent = nullptr);
    ~StepPlayer() override;

    /// Cancels the current run and starts the one described; plays at once unless startPaused().
    void configure(const RunDescription &run);
    const RunDescription &run() const { return m_run; }
    int queens() const { return m_run.queens; }
    bool independent() const { return m_run.independent; }
    AlgorithmId algorithm() const { return m_run.algorithm; }
    int size() const { return m_run.n; }
    SolveMode mode() const { return m_run.mode; }

    /// The run and the clock it is paced by.
    RunCursor *cursor() { return &m_cursor; }
    PlaybackClock *clock() { return &m_clock; }

    const PlayState &state() const { return m_cursor.state(); }
    /// The recent past of the run (the step log reads its events from here).
    const EventHistory &history() const { return m_cursor.history(); }
    std::int64_t position() const { return m_cursor.position(); }
    /// The run's length as far as known; final once lengthKnown().
    std::int64_t length() const { return m_cursor.length(); }
    /// True once the run's end has been reached by the player or by its worker.
    bool lengthKnown() const { return m_cursor.lengthKnown(); }
    /// Where the run's solutions are as far as known (the position after each Solution step,
    /// in order; the first SolverRun::kMaxSolutionMarks), for the timeline's marks.
    const std::vector<std::int64_t> &solutionMarks() const { return m_cursor.solutionMarks(); }
    bool isPlaying() const { return m_clock.isPlaying(); }
    /// True while the worker replays the run to reach a far position.
    bool isBusy() const { return m_cursor.isBusy(); }
    bool hasWorker() const { return m_cursor.hasWorker(); }

    /// Speed levels from one step every 4 s to maximum (the last level).
    static int speedLevels() { return PlaybackClock::speedLevels(); }
    static double stepsPerSecond(int level) { return PlaybackClock::stepsPerSecond(level); }
    static QString speedLabel(int level);
    /// The level closest to `stepsPerSecond` (<= 0: maximum).
    static int levelFor(double sps) { return PlaybackClock::levelFor(sps); }
    int speedLevel() const { return m_clock.speedLevel(); }
    void setSpeedLevel(int level) { m_clock.setSpeedLevel(level); }
    /// How many past steps are kept for stepping back without a replay (tests shrink it).
    void setHistoryCapacity(std::int64_t events) { m_cursor.setHistoryCapacity(events); }
    /// Hands every event of the runs configured from now on to `observer`, once, on the worker.
    void setObserver(RunObserver *observer) { m_cursor.setObserver(observer); }
    bool startPaused() const { return m_startPaused; }
    void setStartPaused(bool paused) { m_startPaused = paused; }
    static constexpr int kFrameBudgetMs = PlaybackClock::kFrameBudgetMs;
    static constexpr int kFrameMs = PlaybackClock::kFrameMs;

public slots:
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    void seek(std::int64_t position);
    void runUntil(nq::StepPlayer::Until until);
    /// Plays until a step meets `condition`; a far one is met on the worker (a jump).
    void runUntilCondition(const nq::StopCondition &condition);
    /// Gives up a far jump in progress: the player stays where it was, or where the jump got
    /// to, and answers at once. Every other move during a jump gives it up too, then happens.
    void cancelJump();
    void speedUp() { setSpeedLevel(speedLevel() + 1); }
    void slowDown() { setSpeedLevel(speedLevel() - 1); }
    /// Stops the worker and playback (closing the window, leaving the mode).
    void stop();

signals:
    /// The state moved on (or back); the board and panels redraw from state().
    void stepped(const nq::StepChange &change);
    /// Playback started or paused.
    void playingChanged(bool playing);
    /// The position, the known length and whether that length is final.
    void timelineChanged(qint64 position, qint64 length, bool final);
    /// A far jump started or ended (the worker replays the run meanwhile).
    void busyChanged(bool busy);
    /// While a far jump runs, once a frame: the steps replayed so far and the step it goes to
    /// (-1: the end, while the run's length is not known).
    void jumpProgress(qint64 done, qint64 target);
    /// More of the run's solutions are known (solutionMarks()).
    void solutionMarksChanged();
    /// The speed level changed.
    void speedChanged(int level);

private:
    void publish(const StepChange &change);

    RunDescription m_run;
    RunCursor m_cursor;
    PlaybackClock m_clock;
    bool m_startPaused = true;
};

} // namespace nq
