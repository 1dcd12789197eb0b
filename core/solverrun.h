// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "runoptions.h"
#include "stopcondition.h"
#include "storedevent.h"

#include <QObject>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace nq {

/// A piece of a run handed from the worker to the viewer: events from `first` on, and before
/// them, when the run was started past its beginning, the state they start from.
struct RunChunk
{
    std::uint64_t generation = 0;
    std::int64_t first = 0; ///< position of the first event
    std::optional<PlayState> start; ///< the state at `first` (first chunk of a run only)
    std::vector<StoredEvent> events;
    /// A run started From::Until: the position after the step where the condition held, or
    /// where the run ended without it holding (first chunk only; -1 otherwise).
    std::int64_t reached = -1;
    bool met = false; ///< From::Until: the condition held at `reached` (not the end)
    /// A run started From::Back: true, and the position after the last step before the start
    /// position where the condition held, or -1 where it never did (no events, no state).
    bool searchedBack = false;
    std::int64_t found = -1;
};

/**
 * Sees every event of a run exactly once, in order, on the worker thread: a SolverRun whose run
 * is replayed (a seek back, a far jump) hands each event to its observer only the first time any
 * of its workers produces it, so what must see the whole run (a search tree, statistics, the
 * frames of a recording) sees also the steps a far seek skips. Called on the worker: an
 * observer guards what the GUI thread reads of it.
 */
class RunObserver
{
public:
    virtual ~RunObserver() = default;
    /// The event that leads from `position` to `position + 1`.
    virtual void observe(std::int64_t position, const StepEvent &event) = 0;
};

/**
 * Runs one algorithm on a worker thread and queues its events for the GUI thread.
 *
 * The queue is bounded: a full queue blocks the worker, so memory stays flat however long the
 * run. A run may start past its beginning (the worker replays the skipped events into a state
 * without queueing them) or at its end (only the last events are queued). Cancelling stops the
 * worker promptly and drops what it queued; a chunk carries its run's generation so nothing of
 * an old run is ever delivered.
 */
class SolverRun : public QObject
{
    Q_OBJECT
public:
    /// Where the queued part of the run begins: at a position, the last events before the end,
    /// or the last events up to the first step from a position on where a condition holds;
    /// or no events, only where a condition last held before a position (From::Back).
    enum class From { Position, End, Until, Back };

    explicit SolverRun(QObject *parent = nullptr);
    ~SolverRun() override;

    /// Cancels any run, then starts `algorithm` queueing events from `position` on (From::End:
    /// the last `tail` events before the end; From::Until: the last `tail` events up to the
    /// first step at or after `position` where `until` holds, then every event after it;
    /// From::Back: one chunk saying where `until` last held before `position`, then it stops).
    void start(AlgorithmId algorithm, const RunOptions &options, From from = From::Position,
               std::int64_t position = 0, std::int64_t tail = 0,
               StopCondition until = StopCondition::never());
    /// The observer of every event of the runs started from now on (null: none); each event is
    /// handed to it once over all the workers started until the next resetObserver(). Set while
    /// no worker runs (after cancel()).
    void setObserver(RunObserver *observer) { m_observer = observer; }
    /// A new run: its events will be observed from the first on.
    void resetObserver() { m_observedNext.store(0); }
    /// Events the observer has seen so far.
    std::int64_t observed() const { return m_observedNext.load(); }
    /// Stops the worker (within milliseconds) and drops everything queued.
    void cancel();
    /// Takes the oldest queued chunk, if any.
    std::optional<RunChunk> take();

    /// True while a worker thread exists (running, or finished but not yet joined).
    bool hasWorker() const { return m_thread.joinable(); }
    /// True once the worker has queued the run's last event.
    bool producerDone() const { return m_done.load(); }
    /// Events the worker has produced so far (the run's length once producerDone()).
    std::int64_t produced() const { return m_produced.load(); }
    std::uint64_t generation() const { return m_generation; }
    /// Where the run's solutions are (the position of each Solution event), as far as the worker
    /// has come; every run starts at the beginning, so this is always the run's first ones.
    /// Appends those from `from` on to `out` (at most kMaxSolutionMarks in all).
    void solutionPositionsFrom(std::size_t from, std::vector<std::int64_t> &out) const;
    std::size_t solutionPositionCount() const { return m_solutionCount.load(); }
    static constexpr std::size_t kMaxSolutionMarks = 1 << 20;
    /// Chunks the queue holds at most; each holds up to kChunkEvents events.
    static constexpr std::size_t kQueueChunks = 64;
    static constexpr std::size_t kChunkEvents = 4096;

signals:
    /// Events are waiting in the queue (sent once until take() empties it).
    void eventsAvailable();

private:
    class Sink;
    friend class Sink;

    void work(AlgorithmId algorithm, RunOptions options, From from, std::int64_t position,
              std::int64_t tail, StopCondition until, std::uint64_t generation);
    void addSolution(std::int64_t position);
    // Queues a chunk, waiting while the queue is full; false when cancelled.
    bool push(RunChunk &&chunk);

    std::thread m_thread;
    std::atomic_bool m_cancel { false };
    std::atomic_bool m_done { false };
    std::atomic_bool m_signalled { false };
    std::atomic<std::int64_t> m_produced { 0 };
    std::uint64_t m_generation = 0;
    std::mutex m_mutex;
    mutable std::mutex m_solutionsMutex;
    std::vector<std::int64_t> m_solutions;
    std::atomic<std::size_t> m_solutionCount { 0 };
    std::condition_variable m_notFull;
    std::deque<RunChunk> m_queue;
    RunObserver *m_observer = nullptr;
    std::atomic<std::int64_t> m_observedNext { 0 };
};

} // namespace nq
