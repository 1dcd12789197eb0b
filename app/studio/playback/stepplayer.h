// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "eventhistory.h"
#include "placement.h"
#include "playback/transport.h"
#include "playbackclock.h"
#include "playstate.h"
#include "runcursor.h"
#include "rundescription.h"
#include "runoptions.h"
#include "stopcondition.h"

#include <functional>

#include <vector>

namespace nq {

class RunObserver;

/**
 * The window's transport over one run: a RunCursor (the run, its history and state) paced by a
 * PlaybackClock (speed, frames, stop conditions). The play bar, timeline, actions and jump
 * progress bind to it as a Transport; the board and panels read its state; it configures the
 * cursor from a RunDescription and tells what changed, once per step or per frame.
 */
class StepPlayer : public Transport
{
    Q_OBJECT
public:
    explicit StepPlayer(QObject *parent = nullptr);
    ~StepPlayer() override;

    /// Cancels the current run and starts the one described; plays at once unless startPaused().
    void configure(const RunDescription &run);
    const RunDescription &run() const { return m_run; }
    const Problem &problem() const { return m_run.problem; }
    AlgorithmId algorithm() const { return m_run.algorithm; }
    int size() const { return m_run.problem.n; }
    SolveMode mode() const { return m_run.mode; }

    /// The run and the clock it is paced by.
    RunCursor *cursor() { return &m_cursor; }
    PlaybackClock *clock() { return &m_clock; }

    const PlayState &state() const { return m_cursor.state(); }
    /// The recent past of the run (the step log reads its events from here).
    const EventHistory &history() const { return m_cursor.history(); }
    std::int64_t position() const override { return m_cursor.position(); }
    /// The run's length as far as known; final once lengthKnown().
    std::int64_t length() const override { return m_cursor.length(); }
    /// True once the run's end has been reached by the player or by its worker.
    bool lengthKnown() const override { return m_cursor.lengthKnown(); }
    /// Where the run's solutions are as far as known (the position after each Solution step,
    /// in order; the first SolverRun::kMaxSolutionMarks), for the timeline's marks.
    const std::vector<std::int64_t> &solutionMarks() const override
    {
        return m_cursor.solutionMarks();
    }
    bool holdsAtOnce(std::int64_t position) const override
    {
        return m_cursor.history().contains(position);
    }
    bool isPlaying() const override { return m_clock.isPlaying(); }
    /// True while the worker replays the run to reach a far position.
    bool isBusy() const override { return m_cursor.isBusy(); }
    bool hasWorker() const { return m_cursor.hasWorker(); }

    int speedLevel() const override { return m_clock.speedLevel(); }
    /// How many past steps are kept for stepping back without a replay (tests shrink it).
    void setHistoryCapacity(std::int64_t events) { m_cursor.setHistoryCapacity(events); }
    /// Hands every event of the runs configured from now on to `observer`, once, on the worker.
    void setObserver(RunObserver *observer) { m_cursor.setObserver(observer); }
    bool startPaused() const { return m_startPaused; }
    void setStartPaused(bool paused) { m_startPaused = paused; }
    static constexpr int kFrameBudgetMs = PlaybackClock::kFrameBudgetMs;
    static constexpr int kFrameMs = PlaybackClock::kFrameMs;

public slots:
    void play() override;
    void pause() override;
    void stepForward() override;
    void stepBack() override;
    void toStart() override;
    void toEnd() override;
    void seek(std::int64_t position) override;
    void runUntil(const nq::StopCondition &condition) override;
    void runBackUntil(const nq::StopCondition &condition) override;
    /// The breakpoints of the current algorithm: they stop playing and count their hits in the
    /// run's states (counted again from the start when the list changes what it counts).
    void setBreakpoints(nq::Breakpoints breakpoints);
    const Breakpoints &breakpoints() const { return m_breakpoints; }
    /// Where configure() takes the breakpoints of the algorithm it starts (none: none).
    void setBreakpointSource(std::function<Breakpoints(AlgorithmId)> source)
    {
        m_breakpointSource = std::move(source);
    }
    /// Gives up a far jump in progress: the player stays where it was, or where the jump got
    /// to, and answers at once. Every other move during a jump gives it up too, then happens.
    void cancelJump() override;
    void setSpeedLevel(int level) override { m_clock.setSpeedLevel(level); }
    /// Stops the worker and playback (closing the window, leaving the mode).
    void stop();

signals:
    /// The state moved on (or back); the board and panels redraw from state().
    void stepped(const nq::StepChange &change);

private:
    void publish(const StepChange &change);

    RunDescription m_run;
    Breakpoints m_breakpoints;
    std::function<Breakpoints(AlgorithmId)> m_breakpointSource;
    StopCondition m_backCondition;
    bool m_backPending = false; // a run back replays on the worker
    RunCursor m_cursor;
    PlaybackClock m_clock;
    bool m_startPaused = true;
};

} // namespace nq
