// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/stepplayer.h"

#include "solverrun.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nq {

namespace {

// Steps per second of each speed level; 0 is maximum.
constexpr double kSpeeds[] = { 0.25, 0.5, 1,   2,   3,    5,    8,     12,    20,     30,
                               60,   120, 250, 500, 1000, 2500, 10000, 50000, 250000, 0 };
constexpr int kLevels = int(sizeof(kSpeeds) / sizeof(kSpeeds[0]));
constexpr std::int64_t kEnd = std::numeric_limits<std::int64_t>::max();
// Single steps and slow playback animate; above this many steps per second the board jumps.
constexpr double kAnimateUpTo = 16.0;
constexpr int kSingleStepAnimationMs = 320;

} // namespace

StepPlayer::StepPlayer(QObject *parent) : QObject(parent), m_worker(new SolverRun(this))
{
    qRegisterMetaType<nq::StepChange>();
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kFrameMs);
    connect(&m_timer, &QTimer::timeout, this, &StepPlayer::onFrame);
    connect(m_worker, &SolverRun::eventsAvailable, this, &StepPlayer::onEventsAvailable);
}

StepPlayer::~StepPlayer()
{
    m_worker->cancel();
}

void StepPlayer::configure(const RunDescription &run)
{
    m_worker->cancel();
    m_run = run;
    m_state = PlayState(Algorithms::info(run.algorithm), run.n);
    m_history.reset(m_state);
    m_pending.clear();
    m_pendingIndex = 0;
    m_awaitingStart = false;
    m_dropStart = false;
    m_solutionMarks.clear();
    emit solutionMarksChanged();
    m_length = -1;
    m_streamEnd = 0;
    m_until = Until::Nothing;
    m_pendingSteps = 0;
    const bool wasBusy = m_target >= 0;
    m_target = -1;
    if (wasBusy)
        emit busyChanged(false);
    m_worker->start(run.algorithm, run.options());
    StepChange change;
    change.reset = true;
    publish(change);
    setPlaying(!m_startPaused);
}

bool StepPlayer::hasWorker() const
{
    return m_worker->hasWorker();
}

std::int64_t StepPlayer::knownLength() const
{
    if (m_length >= 0)
        return m_length;
    // A worker that ran to the end counted every event of the run, wherever it queued from.
    return m_worker->producerDone() ? m_worker->produced() : -1;
}

std::int64_t StepPlayer::length() const
{
    if (const std::int64_t known = knownLength(); known >= 0)
        return known;
    return std::max({ m_streamEnd, m_history.end(), m_worker->produced(), m_state.position });
}

int StepPlayer::speedLevels()
{
    return kLevels;
}

double StepPlayer::stepsPerSecond(int level)
{
    return kSpeeds[std::clamp(level, 0, kLevels - 1)];
}

QString StepPlayer::speedLabel(int level)
{
    const double sps = stepsPerSecond(level);
    if (sps <= 0)
        return tr("Maximum");
    if (sps < 1)
        return tr("1 step every %1 s").arg(1.0 / sps);
    if (sps == 1)
        return tr("1 step per second");
    return tr("%L1 steps per second").arg(sps, 0, 'f', 0);
}

int StepPlayer::levelFor(double sps)
{
    if (sps <= 0)
        return kLevels - 1;
    int best = 0;
    for (int i = 0; i < kLevels - 1; ++i) {
        if (std::abs(std::log(kSpeeds[i] / sps)) < std::abs(std::log(kSpeeds[best] / sps)))
            best = i;
    }
    return best;
}

void StepPlayer::setSpeedLevel(int level)
{
    level = std::clamp(level, 0, kLevels - 1);
    if (level == m_speed)
        return;
    m_speed = level;
    m_owed = std::min(m_owed, 1.0);
    emit speedChanged(level);
}

void StepPlayer::play()
{
    cancelJump();
    if (m_state.finished)
        seek(0);
    setPlaying(true);
}

void StepPlayer::pause()
{
    m_until = Until::Nothing;
    setPlaying(false);
}

void StepPlayer::togglePlay()
{
    if (m_playing)
        pause();
    else
        play();
}

void StepPlayer::setPlaying(bool playing)
{
    if (playing == m_playing)
        return;
    m_playing = playing;
    if (playing) {
        m_owed = 1.0; // the first step comes at once
        ensureTimer();
    }
    emit playingChanged(playing);
}

void StepPlayer::ensureTimer()
{
    if (!m_timer.isActive()) {
        m_clock.restart();
        m_timer.start();
    }
}

void StepPlayer::stepForward()
{
    pause();
    cancelJump();
    if (advance()) {
        StepChange change;
        change.animationMs = kSingleStepAnimationMs;
        publish(change);
    } else if (!m_state.finished) {
        ++m_pendingSteps; // its event is on the way: take it when it arrives
        ensureTimer();
    }
}

void StepPlayer::stepBack()
{
    pause();
    cancelJump();
    m_pendingSteps = 0;
    if (m_state.position == 0)
        return;
    seek(m_state.position - 1);
}

void StepPlayer::toStart()
{
    seek(0);
}

void StepPlayer::toEnd()
{
    pause();
    if (m_target == kEnd)
        return; // on its way there
    cancelJump();
    if (const std::int64_t end = knownLength(); end >= 0) {
        seek(end);
        return;
    }
    // Far ahead: let a new worker run to the end and send only the last steps.
    restartAt(kEnd, true);
}

void StepPlayer::seek(std::int64_t position)
{
    pause();
    cancelJump();
    m_pendingSteps = 0;
    position = std::max<std::int64_t>(0, position);
    if (const std::int64_t end = knownLength(); end >= 0)
        position = std::min(position, end);
    if (m_history.contains(position)) {
        const bool backward = position < m_state.position;
        m_state = m_history.stateAt(position);
        StepChange change;
        change.reset = true;
        change.backward = backward;
        publish(change);
        return;
    }
    if (position > m_history.end() && position - m_history.end() <= m_history.capacity()) {
        // Ahead but near: take the worker's events frame by frame without drawing each.
        if (m_state.position < m_history.end())
            m_state = m_history.stateAt(m_history.end());
        m_target = position;
        emit busyChanged(true);
        ensureTimer();
        return;
    }
    restartAt(position, false);
}

void StepPlayer::runUntil(Until until)
{
    cancelJump();
    if (m_state.finished)
        return;
    m_until = until;
    setPlaying(until != Until::Nothing);
}

void StepPlayer::stop()
{
    pause();
    m_worker->cancel();
    m_timer.stop();
    m_pendingSteps = 0;
    if (m_target >= 0)
        finishBusy();
}

void StepPlayer::cancelJump()
{
    if (m_target < 0)
        return;
    const bool replaying = m_awaitingStart;
    finishBusy();
    if (replaying) {
        // The replaying worker never sent its start: the history is as it was.
        m_awaitingStart = false;
        resumeWorker();
    }
    StepChange change;
    change.reset = true;
    publish(change);
}

void StepPlayer::resumeWorker()
{
    m_worker->start(m_run.algorithm, m_run.options(), SolverRun::From::Position, m_history.end());
    m_pending.clear();
    m_pendingIndex = 0;
    m_dropStart = true;
    m_streamEnd = m_history.end();
}

void StepPlayer::takeSolutionMarks()
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

void StepPlayer::restartAt(std::int64_t target, bool atEnd)
{
    const RunOptions options = m_run.options();
    const std::int64_t keep = m_history.capacity() / 2;
    if (atEnd)
        m_worker->start(m_run.algorithm, options, SolverRun::From::End, 0, keep);
    else
        m_worker->start(m_run.algorithm, options, SolverRun::From::Position,
                        std::max<std::int64_t>(0, target - keep));
    m_pending.clear();
    m_pendingIndex = 0;
    m_awaitingStart = true;
    m_dropStart = false;
    const bool wasBusy = m_target >= 0;
    m_target = target;
    if (!wasBusy)
        emit busyChanged(true);
    ensureTimer();
}

void StepPlayer::finishBusy()
{
    m_target = -1;
    emit busyChanged(false);
}

bool StepPlayer::takeChunk()
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
    } else if (m_dropStart && chunk->start) {
        m_dropStart = false; // a resumed worker: its events continue the history
    }
    m_pending = std::move(chunk->events);
    m_pendingIndex = 0;
    m_streamEnd = chunk->first + static_cast<std::int64_t>(m_pending.size());
    return true;
}

bool StepPlayer::advance()
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
    if (m_state.finished)
        m_length = m_state.position;
    return true;
}

int StepPlayer::animationFor(double sps) const
{
    if (sps <= 0 || sps > kAnimateUpTo)
        return 0;
    return std::min(450, int(750.0 / sps));
}

void StepPlayer::onEventsAvailable()
{
    takeSolutionMarks();
    if (m_length < 0 && m_worker->producerDone())
        m_length = m_worker->produced(); // kept: a later worker starts without knowing it
    if (m_playing || m_target >= 0 || m_pendingSteps > 0 || m_awaitingStart)
        ensureTimer();
}

void StepPlayer::onFrame()
{
    const double elapsedMs = double(m_clock.restart());
    QElapsedTimer budget;
    budget.start();
    StepChange change;
    int applied = 0;
    auto overBudget = [&] { return (applied & 255) == 0 && budget.elapsed() >= kFrameBudgetMs; };

    takeSolutionMarks();
    if (m_target >= 0) {
        const std::int64_t target = m_target == kEnd ? knownLength() : m_target;
        emit jumpProgress(m_awaitingStart ? m_worker->produced() : m_state.position, target);
        if (m_awaitingStart && (!takeChunk() || m_awaitingStart))
            return; // the replaying worker has not reached its start yet
        const std::int64_t before = m_state.position;
        while (m_state.position < m_target && advance()) {
            ++applied;
            if (overBudget())
                break;
        }
        if (!m_awaitingStart && (m_state.position >= m_target || m_state.finished)) {
            finishBusy();
            change.reset = true;
            change.backward = m_state.position < before;
            publish(change);
        } else if (applied > 0) {
            emit timelineChanged(m_state.position, length(), lengthKnown());
        }
    } else if (m_pendingSteps > 0) {
        while (m_pendingSteps > 0 && advance()) {
            --m_pendingSteps;
            ++applied;
        }
        if (applied > 0) {
            change.animationMs = applied == 1 ? kSingleStepAnimationMs : 0;
            publish(change);
        }
        if (m_state.finished)
            m_pendingSteps = 0;
    } else if (m_playing) {
        const double sps = stepsPerSecond(m_speed);
        if (sps <= 0 || m_until != Until::Nothing) {
            while (advance()) {
                ++applied;
                const EventKind kind = m_state.last.kind;
                if ((m_until == Until::Solution && kind == EventKind::Solution)
                    || (m_until == Until::Backtrack && kind == EventKind::Remove)) {
                    pause();
                    break;
                }
                if (overBudget())
                    break;
            }
        } else {
            m_owed += sps * elapsedMs / 1000.0;
            const int due = int(std::min(m_owed, 1e6));
            m_owed -= due;
            while (applied < due && advance())
                ++applied;
            if (applied < due)
                m_owed = 0; // waiting for the worker: do not let steps pile up
            if (applied == 1)
                change.animationMs = animationFor(sps);
        }
        if (applied > 0)
            publish(change);
        if (m_state.finished)
            setPlaying(false);
    }
    if (!m_playing && m_target < 0 && m_pendingSteps == 0 && !m_awaitingStart)
        m_timer.stop();
}

void StepPlayer::publish(const StepChange &change)
{
    const std::int64_t p = m_state.position;
    emit stepped(change);
    emit timelineChanged(p, length(), lengthKnown());
}

} // namespace nq
