// SPDX-License-Identifier: GPL-3.0-or-later
#include "playbackclock.h"

#include "runcursor.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nq {

namespace {

// Steps per second of each speed level; 0 is maximum.
constexpr double kSpeeds[] = { 0.25, 0.5, 1,   2,   3,    5,    8,     12,    20,     30,
                               60,   120, 250, 500, 1000, 2500, 10000, 50000, 250000, 0 };
constexpr int kLevels = int(sizeof(kSpeeds) / sizeof(kSpeeds[0]));
// Single steps and slow playback animate; above this many steps per second the board jumps.
constexpr double kAnimateUpTo = 16.0;
constexpr int kSingleStepAnimationMs = 320;

} // namespace

PlaybackClock::PlaybackClock(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<nq::StepChange>();
    qRegisterMetaType<nq::StopCondition>();
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kFrameMs);
    connect(&m_timer, &QTimer::timeout, this, &PlaybackClock::onFrame);
}

void PlaybackClock::addCursor(RunCursor *cursor)
{
    if (std::find(m_cursors.begin(), m_cursors.end(), cursor) != m_cursors.end())
        return;
    m_cursors.push_back(cursor);
    m_moved.push_back(false);
    connect(cursor, &RunCursor::eventsAvailable, this, [this] {
        if (m_playing || m_pendingSteps > 0 || m_levelling)
            wake();
    });
    connect(cursor, &RunCursor::busyChanged, this, [this](bool busy) {
        if (busy)
            wake();
    });
    connect(cursor, &QObject::destroyed, this, [this, cursor] { removeCursor(cursor); });
}

void PlaybackClock::removeCursor(RunCursor *cursor)
{
    const auto it = std::find(m_cursors.begin(), m_cursors.end(), cursor);
    if (it == m_cursors.end())
        return;
    m_moved.erase(m_moved.begin() + (it - m_cursors.begin()));
    m_cursors.erase(it);
    disconnect(cursor, nullptr, this, nullptr);
}

int PlaybackClock::speedLevels()
{
    return kLevels;
}

double PlaybackClock::stepsPerSecond(int level)
{
    return kSpeeds[std::clamp(level, 0, kLevels - 1)];
}

int PlaybackClock::levelFor(double sps)
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

void PlaybackClock::setSpeedLevel(int level)
{
    level = std::clamp(level, 0, kLevels - 1);
    if (level == m_speed)
        return;
    m_speed = level;
    m_owed = std::min(m_owed, 1.0);
    emit speedChanged(level);
}

void PlaybackClock::play()
{
    if (!m_playing) {
        m_untilSteps = 0;
        m_untilMet = false;
    }
    setPlaying(true);
}

void PlaybackClock::pause()
{
    m_until.reset();
    setPlaying(false);
}

void PlaybackClock::setBreakpoints(const StopCondition &breakpoints)
{
    m_breakpoints = breakpoints;
}

std::optional<StopCondition> PlaybackClock::stopper() const
{
    const bool any = !m_breakpoints.isNever();
    if (m_until)
        return any ? m_until->orAt(m_breakpoints.breakpoints) : *m_until;
    if (any)
        return m_breakpoints;
    return std::nullopt;
}

void PlaybackClock::clearRequests()
{
    m_until.reset();
    m_pendingSteps = 0;
}

void PlaybackClock::setPlaying(bool playing)
{
    if (playing == m_playing)
        return;
    m_playing = playing;
    if (playing) {
        m_owed = 1.0; // the first step comes at once
        wake();
    }
    emit playingChanged(playing);
}

void PlaybackClock::wake()
{
    if (!m_timer.isActive()) {
        m_clock.restart();
        m_timer.start();
    }
}

void PlaybackClock::stepForward()
{
    pause();
    if (tick()) {
        StepChange change;
        change.animationMs = kSingleStepAnimationMs;
        publish(change);
    } else if (reportHold()) {
        m_pendingSteps = 0;
    } else if (!allFinished()) {
        ++m_pendingSteps; // its events are on the way: take them when they arrive
        wake();
    }
}

void PlaybackClock::runUntil(const StopCondition &condition)
{
    if (allFinished())
        return;
    m_handed.reset();
    m_until = condition;
    m_untilSteps = 0;
    m_untilMet = false;
    setPlaying(true);
}

bool PlaybackClock::allFinished() const
{
    return std::all_of(m_cursors.begin(), m_cursors.end(),
                       [](const RunCursor *c) { return c->finished(); });
}

bool PlaybackClock::tick()
{
    if (m_unit != PaceUnit::Step)
        return tickUnits();
    bool any = false;
    m_held = nullptr;
    for (RunCursor *c : m_cursors) {
        if (c->finished())
            continue;
        if (c->isBusy() || !c->peek())
            return false; // wait until every cursor can take its step
        if (m_hold) {
            const Hold hold = m_hold(c);
            if (hold == Hold::Stop)
                m_held = c;
            if (hold != Hold::Pass)
                return false;
        }
        any = true;
    }
    if (!any)
        return false;
    for (std::size_t i = 0; i < m_cursors.size(); ++i) {
        if (!m_cursors[i]->finished())
            advanceCursor(i);
    }
    ++m_units; // a race in steps counts its ticks as the others do
    return true;
}

void PlaybackClock::publish(const StepChange &change)
{
    bool any = false;
    for (std::size_t i = 0; i < m_cursors.size(); ++i) {
        if (!m_moved[i])
            continue;
        m_moved[i] = false;
        any = true;
        emit stepped(m_cursors[i], change);
    }
    if (any)
        emit framed(change);
}

bool PlaybackClock::reportHold()
{
    RunCursor *held = m_held;
    if (!held)
        return false;
    m_held = nullptr;
    const bool playing = m_playing;
    m_until.reset();
    setPlaying(false);
    emit heldBefore(held, playing);
    return true;
}

std::int64_t PlaybackClock::nearSteps() const
{
    if (m_hold)
        return std::numeric_limits<std::int64_t>::max(); // a worker would pass the steps held
    if (m_cursors.size() != 1)
        return std::numeric_limits<std::int64_t>::max(); // cursors in step: all frame by frame
    return m_nearSteps >= 0 ? m_nearSteps : m_cursors.front()->history().capacity() / 4;
}

int PlaybackClock::animationFor(double sps) const
{
    if (sps <= 0 || sps > kAnimateUpTo)
        return 0;
    return std::min(450, int(750.0 / sps));
}

void PlaybackClock::onFrame()
{
    const double elapsedMs = double(m_clock.restart());
    QElapsedTimer budget;
    budget.start();
    StepChange change;
    int applied = 0;
    auto overBudget = [&] { return (applied & 255) == 0 && budget.elapsed() >= kFrameBudgetMs; };

    bool busy = false;
    for (RunCursor *c : m_cursors) {
        if (!c->isBusy())
            continue;
        busy = true;
        const RunCursor::Pumped pumped = c->pump(budget, kFrameBudgetMs);
        if (pumped.arrived) {
            StepChange arrived;
            arrived.reset = true;
            arrived.backward = pumped.backward;
            emit stepped(c, arrived);
            emit framed(arrived);
            if (m_handed && c->untilMet())
                emit stoppedBy(c, *m_handed);
            m_handed.reset();
        } else if (pumped.moved) {
            emit jumpMoved(c);
        }
    }
    if (busy) {
        // Ticks wait for every jump to end.
    } else if (m_levelling) {
        // A seek forward in units: every cursor short of the level is brought to it.
        m_levelling = !reach(&budget);
        if (!m_levelling) {
            StepChange level;
            level.reset = true;
            publish(level);
        }
    } else if (m_pendingSteps > 0) {
        while (m_pendingSteps > 0 && tick()) {
            --m_pendingSteps;
            ++applied;
        }
        change.animationMs = applied == 1 ? kSingleStepAnimationMs : 0;
        if (m_unit == PaceUnit::Step || levelled())
            publish(change);
        if (allFinished())
            m_pendingSteps = 0;
        if (m_pendingSteps > 0 && m_held) {
            m_pendingSteps = 0;
            reportHold();
        }
    } else if (m_playing) {
        const double sps = stepsPerSecond(m_speed);
        m_testing = stopper(); // the steps of this frame are tested against it
        m_metBy = nullptr;
        const bool fast = sps <= 0 || m_until;
        if (fast) {
            const std::int64_t near = nearSteps();
            // A race's frame is capped in units, not ticks: a tick that raised the level past
            // a lane's many-unit step counts as the units it went.
            const std::int64_t unitsBefore = m_units;
            const auto done
                = [&] { return m_unit == PaceUnit::Step ? applied : m_units - unitsBefore; };
            while (tick()) {
                ++applied;
                if (m_untilMet || overBudget() || (m_testing && m_untilSteps >= near)
                    || (m_maxTicks > 0 && done() >= m_maxTicks))
                    break;
            }
        } else {
            m_owed += sps * elapsedMs / 1000.0;
            if (m_pace && !m_pace())
                m_owed = std::min(m_owed, 0.999); // waits; the step comes once it is ready
            const int due = int(std::min(m_owed, 1e6));
            m_owed -= due;
            while (applied < due && !m_untilMet && tick())
                ++applied;
            if (m_untilMet)
                m_owed = 0;
            else if (applied < due)
                m_owed = 0; // waiting for the workers: do not let steps pile up
            if (applied == 1)
                change.animationMs = animationFor(sps);
        }
        const std::optional<StopCondition> met = m_untilMet && m_testing ? m_testing : std::nullopt;
        RunCursor *metBy = m_metBy;
        m_testing.reset();
        if (met)
            pause();
        // (A unit tick may move some cursors, then wait for another's events: shown once
        // every cursor is level.)
        if (m_unit == PaceUnit::Step || levelled())
            publish(change);
        if (met && metBy)
            emit stoppedBy(metBy, *met);
        if (!met && m_held)
            reportHold();
        if (!met && fast && m_cursors.size() == 1 && !allFinished()) {
            const std::optional<StopCondition> far = stopper();
            if (far && m_untilSteps >= nearSteps()) {
                // Far: the worker tests the rest at its own speed (a jump, cancellable).
                pause();
                m_handed = far;
                m_cursors.front()->runUntil(*far);
            }
        }
        if (allFinished())
            setPlaying(false);
    }
    const bool jumping = std::any_of(m_cursors.begin(), m_cursors.end(),
                                     [](const RunCursor *c) { return c->isBusy(); });
    if (!m_playing && !jumping && m_pendingSteps == 0 && !m_levelling)
        m_timer.stop();
}

} // namespace nq
