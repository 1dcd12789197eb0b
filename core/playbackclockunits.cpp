// SPDX-License-Identifier: GPL-3.0-or-later
// The clock's fair units: a tick brings every cursor to the next queen or test (a race).
#include "playbackclock.h"

#include "runcursor.h"

#include <algorithm>

namespace nq {

void PlaybackClock::setUnit(PaceUnit unit)
{
    m_unit = unit;
    m_units = 0;
    m_levelling = false;
}

void PlaybackClock::setUnits(std::int64_t units)
{
    m_units = std::max<std::int64_t>(0, units);
    raiseToTheFarthest();
    m_levelling = !levelled();
    if (m_levelling)
        wake();
}

std::int64_t PlaybackClock::unitsReached() const
{
    std::int64_t reached = m_units;
    for (const RunCursor *c : m_cursors) {
        if (!c->finished())
            reached = std::min(reached, c->state().paced(m_unit));
    }
    return reached;
}

bool PlaybackClock::levelled() const
{
    // A cursor on a jump (a seek back past its history) is not level until it lands: its
    // state is still where it stood.
    return std::all_of(m_cursors.begin(), m_cursors.end(), [this](const RunCursor *c) {
        return !c->isBusy() && (c->finished() || c->state().paced(m_unit) >= m_units);
    });
}

void PlaybackClock::advanceCursor(std::size_t i)
{
    RunCursor *c = m_cursors[i];
    const int depthBefore = c->state().depth();
    c->advance();
    m_moved[i] = true;
    if (m_testing) {
        ++m_untilSteps;
        if (!m_untilMet && m_testing->matches(c->state().last, depthBefore, c->state())) {
            m_untilMet = true;
            m_metBy = c;
        }
    }
}

bool PlaybackClock::raiseToTheFarthest()
{
    // One step may do more than one unit (breadth-first's next board puts its queens at once):
    // the level is where the farthest unfinished cursor stands, so that every run shows the
    // same count rather than one a few units ahead.
    std::int64_t farthest = m_units;
    for (const RunCursor *c : m_cursors) {
        if (!c->finished() && !c->isBusy())
            farthest = std::max(farthest, c->state().paced(m_unit));
    }
    if (farthest == m_units)
        return false;
    m_units = farthest;
    return true;
}

bool PlaybackClock::reach(const QElapsedTimer *budget)
{
    // Each round brings the cursors to the level; a cursor that passed it raises it, and the
    // others come on (other steps do one unit each: a round or two).
    for (int round = 0; round < kLevelRounds; ++round) {
        if (!reachOnce(budget))
            return false;
        if (!raiseToTheFarthest())
            return true;
    }
    return levelled();
}

bool PlaybackClock::reachOnce(const QElapsedTimer *budget)
{
    bool level = true;
    int applied = 0;
    for (std::size_t i = 0; i < m_cursors.size(); ++i) {
        RunCursor *c = m_cursors[i];
        while (!c->finished() && c->state().paced(m_unit) < m_units) {
            if (c->isBusy() || !c->peek() || m_untilMet) {
                level = false;
                break;
            }
            if (m_hold) {
                const Hold hold = m_hold(c);
                if (hold == Hold::Stop)
                    m_held = c;
                if (hold != Hold::Pass) {
                    level = false;
                    break;
                }
            }
            advanceCursor(i);
            if (budget && (++applied & 255) == 0 && budget->elapsed() >= kFrameBudgetMs)
                return false;
        }
    }
    return level;
}

bool PlaybackClock::tickUnits()
{
    m_held = nullptr;
    if (allFinished())
        return false;
    if (levelled())
        ++m_units;
    return reach(nullptr);
}

} // namespace nq
