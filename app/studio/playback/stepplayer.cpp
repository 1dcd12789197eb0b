// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/stepplayer.h"

namespace nq {

StepPlayer::StepPlayer(QObject *parent) : Transport(parent)
{
    m_clock.addCursor(&m_cursor);
    connect(&m_clock, &PlaybackClock::stepped, this, [this](RunCursor *, const StepChange &change) {
        publish(change);
        if (m_backPending && change.reset && !isBusy()) {
            m_backPending = false;
            emit stoppedBy(m_backCondition);
        }
    });
    connect(&m_clock, &PlaybackClock::jumpMoved, this,
            [this](RunCursor *) { emit timelineChanged(position(), length(), lengthKnown()); });
    connect(&m_clock, &PlaybackClock::playingChanged, this, &StepPlayer::playingChanged);
    connect(&m_clock, &PlaybackClock::speedChanged, this, &StepPlayer::speedChanged);
    connect(&m_cursor, &RunCursor::busyChanged, this, &StepPlayer::busyChanged);
    connect(&m_cursor, &RunCursor::jumpProgress, this, &StepPlayer::jumpProgress);
    connect(&m_cursor, &RunCursor::solutionMarksChanged, this, &StepPlayer::solutionMarksChanged);
    connect(&m_clock, &PlaybackClock::stoppedBy, this,
            [this](RunCursor *, const StopCondition &condition) { emit stoppedBy(condition); });
    connect(&m_cursor, &RunCursor::notFoundBack, this, [this] {
        m_backPending = false;
        emit notFoundBack(m_backCondition);
    });
}

StepPlayer::~StepPlayer()
{
    m_cursor.stop();
}

void StepPlayer::configure(const RunDescription &run)
{
    Q_ASSERT((run.algorithm == AlgorithmId::Domination) == run.problem.isDomination());
    m_run = run;
    m_clock.clearRequests();
    if (m_breakpointSource) {
        m_breakpoints = m_breakpointSource(run.algorithm);
        m_clock.setBreakpoints(StopCondition::anyOf(m_breakpoints));
    }
    RunOptions options = run.options();
    options.breakpoints = m_breakpoints;
    m_cursor.start(run.algorithm, options);
    StepChange change;
    change.reset = true;
    publish(change);
    if (m_startPaused)
        m_clock.pause();
    else
        m_clock.play();
}

void StepPlayer::play()
{
    if (!mayMove(Move::Play))
        return;
    cancelJump();
    if (m_cursor.finished())
        seek(0);
    m_clock.play();
}

void StepPlayer::pause()
{
    m_clock.pause();
}

void StepPlayer::stepForward()
{
    if (!mayMove(Move::StepForward))
        return;
    pause();
    cancelJump();
    m_clock.stepForward();
}

void StepPlayer::stepBack()
{
    if (!mayMove(Move::StepBack))
        return;
    pause();
    cancelJump();
    m_clock.clearRequests();
    if (position() == 0)
        return;
    seek(position() - 1);
}

void StepPlayer::toStart()
{
    if (!mayMove(Move::Seek))
        return;
    seek(0);
}

void StepPlayer::toEnd()
{
    if (!mayMove(Move::ToEnd))
        return;
    pause();
    const bool wasBusy = isBusy();
    if (m_cursor.toEnd()) {
        StepChange change;
        change.reset = true;
        publish(change);
    } else if (wasBusy && !isBusy()) {
        StepChange change;
        change.reset = true;
        publish(change);
    }
}

void StepPlayer::seek(std::int64_t position)
{
    if (!mayMove(Move::Seek))
        return;
    pause();
    cancelJump();
    m_clock.clearRequests();
    const std::int64_t before = this->position();
    if (m_cursor.seek(position)) {
        StepChange change;
        change.reset = true;
        change.backward = this->position() < before;
        publish(change);
    }
}

void StepPlayer::runUntil(const StopCondition &condition)
{
    if (!mayMove(Move::RunUntil))
        return;
    cancelJump();
    m_clock.runUntil(condition);
}

void StepPlayer::runBackUntil(const StopCondition &condition)
{
    if (!mayMove(Move::RunBack))
        return;
    pause();
    cancelJump();
    m_clock.clearRequests();
    m_backCondition = condition;
    const std::int64_t before = position();
    m_cursor.runBackUntil(condition);
    if (!isBusy() && position() != before) {
        StepChange change;
        change.reset = true;
        change.backward = true;
        publish(change);
        emit stoppedBy(condition);
    } else if (isBusy()) {
        m_backPending = true; // told when the replay arrives
    }
}

void StepPlayer::setBreakpoints(Breakpoints breakpoints)
{
    m_breakpoints = breakpoints;
    m_clock.setBreakpoints(StopCondition::anyOf(breakpoints));
    m_cursor.setBreakpoints(std::move(breakpoints)); // may be a jump to here: counted again
}

void StepPlayer::stop()
{
    pause();
    m_clock.clearRequests();
    m_cursor.stop();
}

void StepPlayer::cancelJump()
{
    m_backPending = false;
    if (!m_cursor.cancelJump())
        return;
    StepChange change;
    change.reset = true;
    publish(change);
}

void StepPlayer::publish(const StepChange &change)
{
    emit stepped(change);
    emit timelineChanged(position(), length(), lengthKnown());
}

} // namespace nq
