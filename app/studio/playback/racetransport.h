// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playback/transport.h"
#include "playbackclock.h"
#include "runcursor.h"

#include <memory>
#include <vector>

namespace nq {

class BackgroundJob;

/**
 * A race: two to four runs on one board size, one cursor each, paced by one clock in a fair
 * unit (a step, a queen put, a test), so that after k ticks every run has done k units (or
 * finished, and stays on its last step). The play bar, timeline, transport actions and
 * presentation mode drive it as any Transport: its position is the units done, and seeking,
 * stepping back, to the start and to the end move every run together. It tells once a frame
 * that the runs moved (moved()), whatever the number of runs.
 */
class RaceTransport : public Transport
{
    Q_OBJECT
public:
    static constexpr int kMinRuns = 2;
    static constexpr int kMaxRuns = 4;

    explicit RaceTransport(QObject *parent = nullptr);
    ~RaceTransport() override;

    /// Starts the race of `algorithms` (2 to 4, each accepting n) on n x n, all solutions,
    /// paced in `unit`, paused at the start.
    void configure(int n, const std::vector<AlgorithmId> &algorithms, PaceUnit unit);
    int size() const { return m_n; }
    PaceUnit unit() const { return m_clock.unit(); }
    int runs() const { return int(m_cursors.size()); }
    RunCursor *cursor(int run) { return m_cursors[std::size_t(run)].get(); }
    const RunCursor *cursor(int run) const { return m_cursors[std::size_t(run)].get(); }
    PlaybackClock *clock() { return &m_clock; }
    /// The units run `run` has done so far.
    std::int64_t units(int run) const;
    /// The units run `run` takes in all, once it has finished (else -1): its finish line.
    std::int64_t total(int run) const { return m_totals[std::size_t(run)]; }
    /// The units run `run` will take in all, counted before the race for small trees (in
    /// queens or tests, by its event-free run on a worker, a few milliseconds after
    /// configure(): paceKnown() says when), else -1: the finish line drawn from the start.
    std::int64_t expected(int run) const { return m_expected[std::size_t(run)]; }
    /// True once every run has reached its end (each total() is known).
    bool allFinished() const;
    /// The runs whose finish line is known, fewest units first (the race's order).
    std::vector<int> finishOrder() const;

    std::int64_t position() const override { return m_clock.unitsReached(); }
    std::int64_t length() const override;
    bool lengthKnown() const override;
    const std::vector<std::int64_t> &solutionMarks() const override { return m_noMarks; }
    bool holdsAtOnce(std::int64_t position) const override;
    bool isPlaying() const override { return m_clock.isPlaying(); }
    bool isBusy() const override;
    int speedLevel() const override { return m_clock.speedLevel(); }

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
    void cancelJump() override;
    void setSpeedLevel(int level) override { m_clock.setSpeedLevel(level); }
    void stop();

signals:
    /// Once a frame in which any run moved: the boards and counters redraw together.
    void moved(const nq::StepChange &change);
    /// Run `run` reached its end (its total is known).
    void finished(int run);
    /// The finish lines counted before the race arrived (expected(), length()).
    void paceKnown();

private:
    void onFrame(const StepChange &change);
    // Puts every run at the first step where it has done `units` (or its end): back from its
    // history at once; forward, or back past the history, on the frames that follow.
    void level(std::int64_t units);
    void noteTotals();
    // A toEnd() whose runs' jumps have all arrived: the race stands at the finish line.
    void endJumps();
    /// At maximum speed a frame takes at most the ticks that spread the longest run over a
    /// number of frames: its length from the finish lines counted, else Knuth's estimate.
    void updatePace();
    /// Counts the finish lines of the small trees on a worker (never a solver on this thread).
    void countFinishLines();

    int m_n = 0;
    std::vector<std::unique_ptr<RunCursor>> m_cursors;
    std::vector<std::int64_t> m_totals;
    std::vector<std::int64_t> m_expected;
    std::vector<double> m_estimated; ///< each run's units by Knuth's estimate (0: unknown)
    BackgroundJob *m_paceJob = nullptr;
    bool m_toEnd = false; // a toEnd() waits for its runs' jumps
    PlaybackClock m_clock;
    std::vector<std::int64_t> m_noMarks;
};

} // namespace nq
