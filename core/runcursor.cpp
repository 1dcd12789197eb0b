// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcursor.h"

#include "solverrun.h"

#include <algorithm>
#include <iterator>

namespace nq {

RunCursor::RunCursor(QObject *parent) : QObject(parent), m_worker(new SolverRun(this))
{
    connect(m_worker, &SolverRun::eventsAvailable, this, &RunCursor::onEventsAvailable);
}

RunCursor::~RunCursor()
{
    m_worker->cancel();
}

void RunCursor::start(AlgorithmId algorithm, const RunOptions &options)
{
    m_worker->cancel();
    m_worker->setObserver(m_observer);
    m_worker->resetObserver();
    m_algorithm = algorithm;
    m_options = options;
    m_options.cancel = nullptr;
    m_state = PlayState::startOf(Algorithms::info(algorithm), m_options);
    m_history.reset(m_state);
    m_endBlock.reset();
    m_pending.clear();
    m_pendingIndex = 0;
    m_awaitingStart = false;
    m_dropStart = false;
    m_solutionMarks.clear();
    emit solutionMarksChanged();
    m_length = -1;
    m_streamEnd = 0;
    const bool wasBusy = m_target >= 0;
    m_target = -1;
    if (wasBusy)
        emit busyChanged(false);
    m_worker->start(algorithm, m_options);
}

bool RunCursor::hasWorker() const
{
    return m_worker->hasWorker();
}

std::int64_t RunCursor::knownLength() const
{
    if (m_length >= 0)
        return m_length;
    // A worker that ran to the end counted every event of the run, wherever it queued from.
    return m_worker->producerDone() ? m_worker->produced() : -1;
}

std::int64_t RunCursor::length() const
{
    if (const std::int64_t known = knownLength(); known >= 0)
        return known;
    return std::max({ m_streamEnd, m_history.end(), m_worker->produced(), m_state.position });
}

bool RunCursor::takeChunk()
{
    std::optional<RunChunk> chunk = m_worker->take();
    if (!chunk)
        return false;
    if (m_awaitingStart) {
        if (!chunk->start)
            return true; // cannot happen: a restarted run sends its start first
        m_state = *chunk->start;
        m_history.reset(m_state);
        m_awaitingStart = false;
        if (m_target == kUntil && chunk->reached >= 0) {
            m_target = chunk->reached; // where the condition held (or the end)
            m_untilMet = chunk->met;
        }
    } else if (m_dropStart && chunk->start) {
        m_dropStart = false; // a resumed worker: its events continue the history
    }
    m_pending = std::move(chunk->events);
    m_pendingIndex = 0;
    m_streamEnd = chunk->first + static_cast<std::int64_t>(m_pending.size());
    return true;
}

bool RunCursor::advance()
{
    if (m_awaitingStart && (!takeChunk() || m_awaitingStart))
        return false;
    if (m_state.finished)
        return false;
    const std::int64_t p = m_state.position;
    if (p < m_history.end()) {
        m_state.apply(m_history.eventAt(p));
    } else {
        if (m_pendingIndex >= m_pending.size()) {
            if (!takeChunk() || m_pendingIndex >= m_pending.size())
                return false;
        }
        const StoredEvent &e = m_pending[m_pendingIndex++];
        m_history.append(e, m_state);
        m_state.apply(e);
    }
    if (m_state.finished) {
        m_length = m_state.position;
        // The run's end is kept: To End and seeks into its last block come back at once.
        if (!m_endBlock && m_history.contains(m_length))
            m_endBlock = m_history;
    }
    return true;
}

const StoredEvent *RunCursor::peek()
{
    if (m_target >= 0 || m_awaitingStart || m_state.finished)
        return nullptr;
    const std::int64_t p = m_state.position;
    if (p < m_history.end())
        return &m_history.eventAt(p);
    if (m_pendingIndex >= m_pending.size()) {
        if (!takeChunk() || m_pendingIndex >= m_pending.size())
            return nullptr;
    }
    return &m_pending[m_pendingIndex];
}

const StoredEvent *RunCursor::ahead(std::int64_t k)
{
    if (k == 0)
        return peek();
    if (k < 0 || k >= kAheadMost || m_target >= 0 || m_awaitingStart || m_state.finished)
        return nullptr;
    const std::int64_t q = m_state.position + k;
    if (q < m_history.end())
        return &m_history.eventAt(q);
    // Past the history: the pending events, the first not yet taken being at the history's end.
    const std::int64_t unread = std::int64_t(m_pending.size() - m_pendingIndex);
    if (m_streamEnd - unread != m_history.end())
        return nullptr;
    const auto index = [&] { return m_pendingIndex + std::size_t(q - m_history.end()); };
    while (index() >= m_pending.size()) {
        if (!appendChunk())
            return nullptr;
    }
    return &m_pending[index()];
}

bool RunCursor::appendChunk()
{
    std::optional<RunChunk> chunk = m_worker->take();
    if (!chunk)
        return false;
    if (m_dropStart && chunk->start)
        m_dropStart = false; // a resumed worker: its events continue the history
    m_pending.erase(m_pending.begin(), m_pending.begin() + std::ptrdiff_t(m_pendingIndex));
    m_pendingIndex = 0;
    m_pending.insert(m_pending.end(), std::make_move_iterator(chunk->events.begin()),
                     std::make_move_iterator(chunk->events.end()));
    m_streamEnd = chunk->first + static_cast<std::int64_t>(chunk->events.size());
    return true;
}

bool RunCursor::seek(std::int64_t position)
{
    cancelJump();
    position = std::max<std::int64_t>(0, position);
    if (const std::int64_t end = knownLength(); end >= 0)
        position = std::min(position, end);
    if (m_history.contains(position)) {
        m_state = m_history.stateAt(position);
        return true;
    }
    if (m_endBlock && m_endBlock->contains(position)) {
        restoreEnd(position);
        return true;
    }
    if (position > m_history.end() && position - m_history.end() <= m_history.capacity()) {
        // Ahead but near: take the worker's events as they come without showing each.
        if (m_state.position < m_history.end())
            m_state = m_history.stateAt(m_history.end());
        beginJump(position);
        return false;
    }
    restartAt(position, false);
    return false;
}

bool RunCursor::toEnd()
{
    if (m_target == kEnd)
        return false; // on its way there
    cancelJump();
    if (const std::int64_t end = knownLength(); end >= 0)
        return seek(end);
    // Far ahead: let a new worker run to the end and send only the last steps.
    restartAt(kEnd, true);
    return false;
}

void RunCursor::runUntil(const StopCondition &condition)
{
    cancelJump();
    if (m_state.finished)
        return;
    const std::int64_t from = m_state.position;
    m_worker->start(m_algorithm, m_options, SolverRun::From::Until, from, m_history.capacity() / 2,
                    condition);
    m_pending.clear();
    m_pendingIndex = 0;
    m_awaitingStart = true;
    m_dropStart = false;
    m_untilMet = false;
    beginJump(kUntil);
}

void RunCursor::runBackUntil(const StopCondition &condition)
{
    cancelJump();
    const std::int64_t here = m_state.position;
    if (here == 0 || condition.isNever()) {
        emit notFoundBack();
        return;
    }
    // The history first: its states replayed from its start, the last match before here kept.
    const std::int64_t first = m_history.start();
    std::int64_t found = -1;
    if (here <= m_history.end()) {
        PlayState s = m_history.stateAt(first);
        for (std::int64_t p = first; p < here; ++p) {
            const StoredEvent &e = m_history.eventAt(p);
            const int depthBefore = s.depth();
            s.apply(e);
            if (condition.matches(e, depthBefore, s))
                found = p + 1;
        }
    }
    if (found >= 0) {
        m_state = m_history.stateAt(found);
        return;
    }
    if (first == 0 && here <= m_history.end()) {
        emit notFoundBack(); // the history holds the whole run up to here
        return;
    }
    m_worker->start(m_algorithm, m_options, SolverRun::From::Back, here, 0, condition);
    m_pending.clear();
    m_pendingIndex = 0;
    m_awaitingStart = true;
    m_dropStart = false;
    beginJump(kBack);
}

void RunCursor::setBreakpoints(Breakpoints breakpoints)
{
    const bool same = countSameHits(breakpoints, m_options.breakpoints);
    m_options.breakpoints = breakpoints;
    if (same) {
        m_state.counted = breakpoints; // enabled or every changed: the hits stay
        return;
    }
    const std::int64_t here = m_state.position;
    cancelJump();
    m_endBlock.reset(); // its states count other hits
    if (here == 0 && !m_worker->hasWorker()) {
        m_state.countHits(breakpoints);
        m_history.reset(m_state);
        return;
    }
    if (here == 0) {
        m_state.countHits(breakpoints);
        m_history.reset(m_state);
        m_worker->start(m_algorithm, m_options);
        m_pending.clear();
        m_pendingIndex = 0;
        m_dropStart = true;
        m_streamEnd = 0;
        return;
    }
    restartAt(here, false); // counted again from the start, up to here
}

void RunCursor::restoreEnd(std::int64_t position)
{
    m_worker->cancel(); // past the end there is nothing for it to send
    m_history = *m_endBlock;
    m_state = m_history.stateAt(position);
    m_pending.clear();
    m_pendingIndex = 0;
    m_awaitingStart = false;
    m_dropStart = false;
    m_streamEnd = m_history.end();
}

void RunCursor::restartAt(std::int64_t target, bool atEnd)
{
    const std::int64_t keep = m_history.capacity() / 2;
    if (atEnd)
        m_worker->start(m_algorithm, m_options, SolverRun::From::End, 0, keep);
    else
        m_worker->start(m_algorithm, m_options, SolverRun::From::Position,
                        std::max<std::int64_t>(0, target - keep));
    m_pending.clear();
    m_pendingIndex = 0;
    m_awaitingStart = true;
    m_dropStart = false;
    beginJump(target);
}

void RunCursor::beginJump(std::int64_t target)
{
    const bool wasBusy = m_target >= 0;
    m_target = target;
    if (!wasBusy)
        emit busyChanged(true);
}

void RunCursor::finishBusy()
{
    m_target = -1;
    emit busyChanged(false);
}

RunCursor::Pumped RunCursor::pump(const QElapsedTimer &frame, int budgetMs)
{
    Pumped result;
    if (m_target < 0)
        return result;
    takeSolutionMarks();
    if (m_target == kBack)
        return pumpBack();
    const std::int64_t target = m_target == kEnd ? knownLength()
        : m_target == kUntil                     ? -1
                                                 : m_target;
    emit jumpProgress(m_awaitingStart ? m_worker->produced() : m_state.position, target);
    if (m_awaitingStart && (!takeChunk() || m_awaitingStart))
        return result; // the replaying worker has not reached its start yet
    const std::int64_t before = m_state.position;
    int applied = 0;
    while (m_state.position < m_target && advance()) {
        ++applied;
        if ((applied & 255) == 0 && frame.elapsed() >= budgetMs)
            break;
    }
    result.moved = applied > 0;
    if (!m_awaitingStart && (m_state.position >= m_target || m_state.finished)) {
        finishBusy();
        result.arrived = true;
        result.moved = true;
        result.backward = m_state.position < before;
    }
    return result;
}

RunCursor::Pumped RunCursor::pumpBack()
{
    Pumped result;
    emit jumpProgress(m_worker->produced(), m_state.position);
    std::optional<RunChunk> chunk = m_worker->take();
    if (!chunk || !chunk->searchedBack)
        return result;
    m_awaitingStart = false;
    if (chunk->found < 0) {
        finishBusy();
        resumeWorker(); // the history is as it was
        emit notFoundBack();
        return result;
    }
    // Found before the history: a replay to it (the same jump goes on).
    restartAt(chunk->found, false);
    return result;
}

bool RunCursor::cancelJump()
{
    if (m_target < 0)
        return false;
    const bool replaying = m_awaitingStart;
    finishBusy();
    if (replaying) {
        // The replaying worker never sent its start: the history is as it was.
        m_awaitingStart = false;
        resumeWorker();
    }
    return true;
}

void RunCursor::stop()
{
    m_worker->cancel();
    if (m_target >= 0)
        finishBusy();
}

void RunCursor::resumeWorker()
{
    m_worker->start(m_algorithm, m_options, SolverRun::From::Position, m_history.end());
    m_pending.clear();
    m_pendingIndex = 0;
    m_dropStart = true;
    m_streamEnd = m_history.end();
}

void RunCursor::takeSolutionMarks()
{
    // Every worker replays the run from its start: its solutions are the run's first ones.
    if (m_worker->solutionPositionCount() <= m_solutionMarks.size())
        return;
    const std::size_t from = m_solutionMarks.size();
    m_worker->solutionPositionsFrom(from, m_solutionMarks);
    for (std::size_t i = from; i < m_solutionMarks.size(); ++i)
        ++m_solutionMarks[i]; // the position after the Solution step
    emit solutionMarksChanged();
}

void RunCursor::onEventsAvailable()
{
    takeSolutionMarks();
    if (m_length < 0 && m_worker->producerDone())
        m_length = m_worker->produced(); // kept: a later worker starts without knowing it
    emit eventsAvailable();
}

} // namespace nq
