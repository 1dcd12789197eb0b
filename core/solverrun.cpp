// SPDX-License-Identifier: GPL-3.0-or-later
#include "solverrun.h"

#include "solver.h"
#include "threadpriority.h"

#include <QMetaObject>

namespace nq {

// Turns the algorithm's events into chunks: skips (replays into a state) before the start
// position, keeps a sliding tail when only the end (or the first step where a condition holds)
// is wanted, queues the rest. Hands each event to the run's observer the first time any worker
// produces it.
class SolverRun::Sink
{
public:
    static constexpr bool kSteps = true;
    static constexpr bool kPlacements = false;

    Sink(SolverRun &run, const AlgorithmInfo &algorithm, const RunOptions &options, From from,
         std::int64_t position, std::int64_t tail, StopCondition until, std::uint64_t generation)
        : m_run(run), m_state(PlayState::startOf(algorithm, options)), m_from(from),
          m_position(position),
          m_tail(from == From::Until ? std::max<std::int64_t>(1, tail) : tail), m_until(until),
          m_generation(generation)
    { }

    void step(const StepEvent &e)
    {
        if (m_stopped)
            return;
        if (e.kind == EventKind::Finished && m_run.m_cancel.load(std::memory_order_relaxed)) {
            // A cancelled run's closing event is not one of the run's own: nobody sees it.
            m_stopped = true;
            return;
        }
        const std::int64_t index = m_count++;
        if ((index & 0xFFF) == 0)
            m_run.m_produced.store(index, std::memory_order_relaxed);
        if (e.kind == EventKind::Solution)
            m_run.addSolution(index);
        if (m_run.m_observer && index == m_run.m_observedNext.load(std::memory_order_relaxed)) {
            m_run.m_observer->observe(index, e);
            m_run.m_observedNext.store(index + 1, std::memory_order_release);
        }
        switch (m_from) {
        case From::End:
            m_ring.push_back(StoredEvent::from(e));
            if (static_cast<std::int64_t>(m_ring.size()) > m_tail) {
                m_state.apply(m_ring.front());
                m_ring.pop_front();
            }
            return;
        case From::Until:
            untilStep(index, e);
            return;
        case From::Back:
            backStep(index, e);
            return;
        case From::Position:
            break;
        }
        if (index < m_position) {
            m_state.apply(StoredEvent::from(e));
            return;
        }
        if (!m_startSent) {
            m_chunk.start = m_state;
            m_chunk.first = index;
            m_startSent = true;
        }
        m_chunk.events.push_back(StoredEvent::from(e));
        if (m_chunk.events.size() >= kChunkEvents)
            flush();
    }
    void solution(std::span<const int>) { }

    // Sends what is left at the end of the run.
    void finish()
    {
        if (m_stopped)
            return;
        if (m_from == From::Back) { // the run ended before the position (cannot happen)
            sendFound();
            return;
        }
        if (m_from == From::End || m_from == From::Until) {
            m_chunk.start = m_state;
            m_chunk.first = m_state.position;
            if (m_from == From::Until)
                m_chunk.reached = m_count; // the condition never held: the end
            m_startSent = true;
            for (StoredEvent &e : m_ring) {
                m_chunk.events.push_back(std::move(e));
                if (m_chunk.events.size() >= kChunkEvents)
                    flush();
            }
        } else if (!m_startSent) { // the run ended before the start position
            m_chunk.start = m_state;
            m_chunk.first = m_state.position;
            m_startSent = true;
        }
        flush();
    }

    std::int64_t count() const { return m_count; }

private:
    // From::Until: `m_state` trails the last `m_tail` events (kept in the ring), `m_lead` is the
    // state after the newest one, on which the condition is tested from `m_position` on.
    void untilStep(std::int64_t index, const StepEvent &e)
    {
        StoredEvent stored = StoredEvent::from(e);
        if (index < m_position - m_tail) {
            m_state.apply(stored);
            return;
        }
        if (!m_leading) {
            m_lead = m_state;
            m_leading = true;
        }
        const int depthBefore = m_lead.depth();
        m_lead.apply(stored);
        m_ring.push_back(std::move(stored));
        if (static_cast<std::int64_t>(m_ring.size()) > m_tail) {
            m_state.apply(m_ring.front());
            m_ring.pop_front();
        }
        if (index < m_position || !m_until.matches(m_ring.back(), depthBefore, m_lead))
            return;
        // Found: send the tail up to this step, then queue the rest of the run as it comes.
        m_chunk.start = m_state;
        m_chunk.first = m_state.position;
        m_chunk.reached = index + 1;
        m_chunk.met = true;
        m_startSent = true;
        for (StoredEvent &kept : m_ring) {
            m_chunk.events.push_back(std::move(kept));
            if (m_chunk.events.size() >= kChunkEvents)
                flush();
        }
        m_ring.clear();
        m_from = From::Position;
        m_position = index + 1;
    }

    // From::Back: where the condition last held before `m_position`; sent once the step into
    // it is seen, then the worker stops.
    void backStep(std::int64_t index, const StepEvent &e)
    {
        const StoredEvent stored = StoredEvent::from(e);
        const int depthBefore = m_state.depth();
        m_state.apply(stored);
        if (m_until.matches(stored, depthBefore, m_state))
            m_found = index + 1;
        if (index + 1 >= m_position)
            sendFound();
    }
    void sendFound()
    {
        m_chunk.searchedBack = true;
        m_chunk.found = m_found;
        m_chunk.first = m_state.position;
        m_chunk.generation = m_generation;
        m_run.push(std::move(m_chunk));
        m_stopped = true;
        m_run.m_cancel.store(true); // nothing more is wanted of this run
    }

    void flush()
    {
        if (m_stopped || (m_chunk.events.empty() && !m_chunk.start))
            return;
        m_chunk.generation = m_generation;
        const std::int64_t next = m_chunk.first + static_cast<std::int64_t>(m_chunk.events.size());
        if (!m_run.push(std::move(m_chunk)))
            m_stopped = true;
        m_chunk = RunChunk {};
        m_chunk.first = next;
        m_chunk.events.reserve(kChunkEvents);
    }

    SolverRun &m_run;
    PlayState m_state;
    PlayState m_lead;
    From m_from;
    std::int64_t m_position;
    std::int64_t m_tail;
    StopCondition m_until;
    std::uint64_t m_generation;
    std::int64_t m_count = 0;
    bool m_startSent = false;
    bool m_stopped = false;
    bool m_leading = false;
    std::int64_t m_found = -1;
    RunChunk m_chunk;
    std::deque<StoredEvent> m_ring;
};

SolverRun::SolverRun(QObject *parent) : QObject(parent) { }

SolverRun::~SolverRun()
{
    cancel();
}

void SolverRun::start(AlgorithmId algorithm, const RunOptions &options, From from,
                      std::int64_t position, std::int64_t tail, StopCondition until)
{
    cancel();
    ++m_generation;
    m_cancel = false;
    m_done = false;
    m_signalled = false;
    m_produced = 0;
    {
        std::lock_guard lock(m_solutionsMutex);
        m_solutions.clear();
        m_solutionCount = 0;
    }
    m_thread = std::thread(&SolverRun::work, this, algorithm, options, from, position, tail, until,
                           m_generation);
}

void SolverRun::cancel()
{
    if (m_thread.joinable()) {
        {
            std::lock_guard lock(m_mutex);
            m_cancel = true;
        }
        m_notFull.notify_all();
        m_thread.join();
    }
    std::lock_guard lock(m_mutex);
    m_queue.clear();
    m_signalled = false;
}

void SolverRun::addSolution(std::int64_t position)
{
    std::lock_guard lock(m_solutionsMutex);
    if (m_solutions.size() >= kMaxSolutionMarks)
        return;
    m_solutions.push_back(position);
    m_solutionCount.store(m_solutions.size());
}

void SolverRun::solutionPositionsFrom(std::size_t from, std::vector<std::int64_t> &out) const
{
    std::lock_guard lock(m_solutionsMutex);
    for (std::size_t i = from; i < m_solutions.size(); ++i)
        out.push_back(m_solutions[i]);
}

std::optional<RunChunk> SolverRun::take()
{
    std::optional<RunChunk> chunk;
    {
        std::lock_guard lock(m_mutex);
        while (!m_queue.empty() && m_queue.front().generation != m_generation)
            m_queue.pop_front();
        if (m_queue.empty()) {
            m_signalled = false;
            return chunk;
        }
        chunk = std::move(m_queue.front());
        m_queue.pop_front();
        if (m_queue.empty())
            m_signalled = false;
    }
    m_notFull.notify_one();
    return chunk;
}

bool SolverRun::push(RunChunk &&chunk)
{
    {
        std::unique_lock lock(m_mutex);
        m_notFull.wait(lock, [this] { return m_queue.size() < kQueueChunks || m_cancel; });
        if (m_cancel)
            return false;
        m_queue.push_back(std::move(chunk));
    }
    if (!m_signalled.exchange(true))
        QMetaObject::invokeMethod(this, &SolverRun::eventsAvailable, Qt::QueuedConnection);
    return true;
}

void SolverRun::work(AlgorithmId algorithm, RunOptions options, From from, std::int64_t position,
                     std::int64_t tail, StopCondition until, std::uint64_t generation)
{
    runBehindTheWindow();
    options.cancel = &m_cancel;
    Sink sink(*this, Algorithms::info(algorithm), options, from, position, tail, until, generation);
    runAlgorithm(algorithm, sink, options);
    m_produced = sink.count();
    if (!m_cancel) {
        sink.finish();
        m_done = true;
        if (!m_signalled.exchange(true))
            QMetaObject::invokeMethod(this, &SolverRun::eventsAvailable, Qt::QueuedConnection);
    }
}

} // namespace nq
