// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "eventhistory.h"
#include "placement.h"
#include "playback/rundescription.h"
#include "playstate.h"
#include "runoptions.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <optional>
#include <vector>

namespace nq {

class SolverRun;
struct RunChunk;

/// What changed at a step or a frame of playback, for the board and the panels.
struct StepChange
{
    int animationMs = 0; ///< > 0: the last step may be animated over this long
    bool reset = false; ///< a new run, or a jump: redraw without animating
    bool backward = false; ///< reached by stepping back or seeking back
};

/**
 * The one clock of the program: it takes events from the worker at the chosen speed, keeps the
 * recent history for stepping back (older steps are replayed by a new worker run, since runs are
 * deterministic), and tells the board and the panels what changed, once per step or per frame.
 * Nothing else paces; nothing sleeps.
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

    const PlayState &state() const { return m_state; }
    /// The recent past of the run (the step log reads its events from here).
    const EventHistory &history() const { return m_history; }
    std::int64_t position() const { return m_state.position; }
    /// The run's length as far as known; final once lengthKnown().
    std::int64_t length() const;
    /// True once the run's end has been reached by the player or by its worker.
    bool lengthKnown() const { return knownLength() >= 0; }
    /// Where the run's solutions are as far as known (the position after each Solution step,
    /// in order; the first SolverRun::kMaxSolutionMarks), for the timeline's marks.
    const std::vector<std::int64_t> &solutionMarks() const { return m_solutionMarks; }
    bool isPlaying() const { return m_playing; }
    /// True while the worker replays the run to reach a far position.
    bool isBusy() const { return m_target >= 0; }
    bool hasWorker() const;

    /// Speed levels from one step every 4 s to maximum (the last level).
    static int speedLevels();
    static double stepsPerSecond(int level); ///< 0 for maximum
    static QString speedLabel(int level);
    /// The level closest to `stepsPerSecond` (<= 0: maximum).
    static int levelFor(double stepsPerSecond);
    int speedLevel() const { return m_speed; }
    void setSpeedLevel(int level);
    /// How many past steps are kept for stepping back without a replay (tests shrink it).
    void setHistoryCapacity(std::int64_t events) { m_history.setCapacity(events); }
    bool startPaused() const { return m_startPaused; }
    void setStartPaused(bool paused) { m_startPaused = paused; }
    /// The longest time one frame may spend applying events at maximum speed.
    static constexpr int kFrameBudgetMs = 6;
    static constexpr int kFrameMs = 16;

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
    /// Gives up a far jump in progress: the player stays where it was, or where the jump got
    /// to, and answers at once. Every other move during a jump gives it up too, then happens.
    void cancelJump();
    void speedUp() { setSpeedLevel(m_speed + 1); }
    void slowDown() { setSpeedLevel(m_speed - 1); }
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
    void onFrame();
    void onEventsAvailable();
    // Applies the next event; false when none is available yet or the run is over.
    bool advance();
    bool takeChunk();
    void restartAt(std::int64_t target, bool atEnd);
    void setPlaying(bool playing);
    void finishBusy();
    void publish(const StepChange &change);
    std::int64_t knownLength() const;
    // After a cancelled jump: a worker that continues the run from the end of the history.
    void resumeWorker();
    void takeSolutionMarks();
    void ensureTimer();
    int animationFor(double sps) const;

    RunDescription m_run;
    SolverRun *m_worker = nullptr;
    EventHistory m_history;
    PlayState m_state;
    std::vector<StoredEvent> m_pending; // events of the current chunk not yet in the history
    std::size_t m_pendingIndex = 0;
    bool m_awaitingStart = false; // a restarted worker has not sent its start state yet
    bool m_dropStart = false; // a resumed worker's start state is the history's end: not needed
    std::vector<std::int64_t> m_solutionMarks;
    std::int64_t m_target = -1; // a far position being reached; -1 none; INT64_MAX: the end
    std::int64_t m_length = -1; // known once the run's end was reached
    std::int64_t m_streamEnd = 0; // one past the last position received from the worker
    Until m_until = Until::Nothing;
    int m_pendingSteps = 0; // single steps asked for before their events arrived
    bool m_playing = false;
    bool m_startPaused = true;
    int m_speed = 4;
    double m_owed = 0.0; // steps due but not yet taken at slow speeds
    QTimer m_timer;
    QElapsedTimer m_clock;
};

} // namespace nq

Q_DECLARE_METATYPE(nq::StepChange)
