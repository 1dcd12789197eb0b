// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "eventhistory.h"
#include "playstate.h"
#include "runoptions.h"
#include "stopcondition.h"

#include <QElapsedTimer>
#include <QObject>

#include <limits>
#include <optional>
#include <vector>

namespace nq {

class RunObserver;
class SolverRun;

/**
 * One run as a viewer walks it: its worker, its history and the state at the cursor. It steps
 * forward (as the worker's events arrive) and back (from the history, or a replay of the run:
 * runs are deterministic), seeks, peeks at the next step, and reaches a far position or the
 * first step where a StopCondition holds on its worker. It keeps no timer: a clock (or a
 * recording, or a test) decides when it moves; a jump moves on when pump() is called.
 */
class RunCursor : public QObject
{
    Q_OBJECT
public:
    explicit RunCursor(QObject *parent = nullptr);
    ~RunCursor() override;

    /// Cancels the current run and starts this one at position 0.
    void start(AlgorithmId algorithm, const RunOptions &options);
    AlgorithmId algorithm() const { return m_algorithm; }
    const RunOptions &options() const { return m_options; }

    const PlayState &state() const { return m_state; }
    /// The recent past of the run.
    const EventHistory &history() const { return m_history; }
    std::int64_t position() const { return m_state.position; }
    bool finished() const { return m_state.finished; }
    /// The run's length as far as known; final once lengthKnown().
    std::int64_t length() const;
    /// The run's length once its end was reached by the cursor or its worker, else -1.
    std::int64_t knownLength() const;
    bool lengthKnown() const { return knownLength() >= 0; }
    /// Where the run's solutions are as far as known (the position after each Solution step).
    const std::vector<std::int64_t> &solutionMarks() const { return m_solutionMarks; }
    /// True while a jump (a far seek, the end, a far stop condition) is under way.
    bool isBusy() const { return m_target >= 0; }
    bool hasWorker() const;
    /// How many past steps are kept for stepping back without a replay (tests shrink it).
    void setHistoryCapacity(std::int64_t events) { m_history.setCapacity(events); }
    /// Hands every event of the runs started from now on to `observer` once (on the worker;
    /// null: none). Takes effect at the next start().
    void setObserver(RunObserver *observer) { m_observer = observer; }

    /// Applies the next step; false when its event has not arrived yet or the run is over.
    bool advance();
    /// The next step's event without applying it, or null when it has not arrived yet, the run
    /// is over or a jump is under way.
    const StoredEvent *peek();
    /// The event `k` steps after the next one (0: the next, as peek()), from the history or the
    /// worker's queue, which it takes as far as needed; null when it has not arrived yet, lies
    /// past the run's end or kAheadMost away, or a jump is under way. Valid until the next
    /// call of ahead(), peek() or advance(). A mode asks where the next queen goes with it.
    const StoredEvent *ahead(std::int64_t k);
    static constexpr std::int64_t kAheadMost = std::int64_t(1) << 18;

    /// Goes to `position` (clamped to the run). True when done at once (the history held it);
    /// false when a jump started (pump() takes it on).
    bool seek(std::int64_t position);
    /// Goes to the end of the run (a jump unless the end is known and near).
    bool toEnd();
    /// Goes to the first step from here on where `condition` holds, or the end, by a replay on
    /// the worker that tests it at worker speed: a jump.
    void runUntil(const StopCondition &condition);

    /// Goes to the last step before here where `condition` holds: at once from the history,
    /// else by a replay on the worker (a jump). Where it never held, the cursor stays and
    /// notFoundBack() is sent.
    void runBackUntil(const StopCondition &condition);
    /// Counts the hits of `breakpoints` in the run's states from now on (PlayState::hits). A
    /// list that counts other hits than the current one is counted again from the run's start
    /// (a jump to where the cursor stands).
    void setBreakpoints(Breakpoints breakpoints);
    /// True when the last jump that ended was a runUntil() whose condition held (not the end).
    bool untilMet() const { return m_untilMet; }

    /// What a call of pump() did.
    struct Pumped
    {
        bool arrived = false; ///< the jump ended: the cursor is where it went
        bool moved = false; ///< the cursor moved (arrived or not)
        bool backward = false; ///< it ended before where it stood at this call
    };
    /// Takes a jump on for at most `budgetMs` of the caller's frame.
    Pumped pump(const QElapsedTimer &frame, int budgetMs);
    /// Gives up a jump: the cursor stays where it was, or where the jump got to. True when a
    /// jump was under way.
    bool cancelJump();
    /// Stops the worker (the window closes, a mode is left).
    void stop();

signals:
    /// The worker queued events (the cursor can advance).
    void eventsAvailable();
    /// A jump started or ended.
    void busyChanged(bool busy);
    /// While a jump runs, once per pump(): the steps replayed so far and the step it goes to
    /// (-1: not known yet, the end or a stop condition).
    void jumpProgress(qint64 done, qint64 target);
    /// More of the run's solutions are known.
    void solutionMarksChanged();
    /// runBackUntil() found no earlier step where its condition held.
    void notFoundBack();

private:
    static constexpr std::int64_t kEnd = std::numeric_limits<std::int64_t>::max();
    static constexpr std::int64_t kUntil = kEnd - 1; // a stop condition, where not known yet
    static constexpr std::int64_t kBack = kEnd - 2; // a stop condition looked for backwards

    void onEventsAvailable();
    bool takeChunk();
    // Appends the worker's next chunk to the pending events (a look ahead); false when none.
    bool appendChunk();
    void restartAt(std::int64_t target, bool atEnd);
    /// Goes to `position` in the run's last block, kept since the run first reached its end:
    /// no replay, and no worker is needed there.
    void restoreEnd(std::int64_t position);
    void beginJump(std::int64_t target);
    void finishBusy();
    void resumeWorker();
    void takeSolutionMarks();
    Pumped pumpBack();

    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    RunOptions m_options;
    SolverRun *m_worker;
    RunObserver *m_observer = nullptr;
    EventHistory m_history;
    std::optional<EventHistory> m_endBlock; // the history as it stood when the run ended
    PlayState m_state;
    std::vector<StoredEvent> m_pending; // events of the current chunk not yet in the history
    std::size_t m_pendingIndex = 0;
    bool m_awaitingStart = false; // a restarted worker has not sent its start state yet
    bool m_dropStart = false; // a resumed worker's start state is the history's end: not needed
    std::vector<std::int64_t> m_solutionMarks;
    std::int64_t m_target = -1; // a far position being reached; -1 none; kEnd, kUntil
    std::int64_t m_length = -1; // known once the run's end was reached
    std::int64_t m_streamEnd = 0; // one past the last position received from the worker
    bool m_untilMet = false;
};

} // namespace nq
