// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/racetransport.h"

#include "knuthestimate.h"
#include "ladder.h"
#include "platform/backgroundjob.h"

#include <algorithm>
#include <cmath>

namespace nq {

namespace {

// At maximum speed a race is seen going: its longest run takes about this many frames.
constexpr double kFramesAtMaximum = 180;
// Trees of fewer nodes are counted before the race (their finish lines known at the start).
constexpr double kCountedUpTo = 200000;

} // namespace

RaceTransport::RaceTransport(QObject *parent) : Transport(parent)
{
    connect(&m_clock, &PlaybackClock::framed, this, &RaceTransport::onFrame);
    connect(&m_clock, &PlaybackClock::playingChanged, this, &RaceTransport::playingChanged);
    connect(&m_clock, &PlaybackClock::speedChanged, this, &RaceTransport::speedChanged);
    connect(&m_clock, &PlaybackClock::stoppedBy, this,
            [this](RunCursor *, const StopCondition &condition) { emit stoppedBy(condition); });
}

RaceTransport::~RaceTransport()
{
    stop();
}

void RaceTransport::configure(int n, const std::vector<AlgorithmId> &algorithms, PaceUnit unit)
{
    stop();
    for (const std::unique_ptr<RunCursor> &c : m_cursors)
        m_clock.removeCursor(c.get());
    m_cursors.clear();
    m_n = n;
    for (const AlgorithmId id : algorithms) {
        auto cursor = std::make_unique<RunCursor>();
        connect(cursor.get(), &RunCursor::busyChanged, this,
                [this] { emit busyChanged(isBusy()); });
        m_clock.addCursor(cursor.get());
        RunOptions options;
        options.n = n;
        cursor->start(id, options);
        m_cursors.push_back(std::move(cursor));
    }
    m_totals.assign(m_cursors.size(), -1);
    m_toEnd = false;
    m_clock.setUnit(unit);
    countFinishLines();
    StepChange change;
    change.reset = true;
    emit moved(change);
    emit timelineChanged(position(), length(), lengthKnown());
}

void RaceTransport::updatePace()
{
    double longest = 1;
    for (std::size_t i = 0; i < m_cursors.size(); ++i)
        longest = std::max(longest, m_expected[i] >= 0 ? double(m_expected[i]) : m_estimated[i]);
    m_clock.setMaxTicksPerFrame(
        std::max<std::int64_t>(1, std::llround(longest / kFramesAtMaximum)));
}

void RaceTransport::countFinishLines()
{
    if (m_paceJob) { // another race's: it ends on its own
        m_paceJob->stop();
        m_paceJob->release();
        m_paceJob = nullptr;
    }
    // What each run will do, before it runs: Knuth's estimate of its tree (500 probes, well
    // under a millisecond), and where the tree is small its count by its event-free run (the
    // same code: exact) on a worker. Steps are paced by the estimate alone.
    m_expected.assign(m_cursors.size(), -1);
    m_estimated.assign(m_cursors.size(), 0);
    std::vector<AlgorithmId> small(m_cursors.size(), AlgorithmId::Backtracking);
    std::vector<bool> counted(m_cursors.size(), false);
    for (std::size_t i = 0; i < m_cursors.size(); ++i) {
        const AlgorithmId id = m_cursors[i]->algorithm();
        const std::optional<ProbeTree> tree = probeTreeOf(id);
        if (!tree)
            continue;
        KnuthEstimator estimator(m_n, *tree, 1);
        estimator.run(500);
        m_estimated[i] = estimator.mean();
        small[i] = id;
        counted[i] = unit() != PaceUnit::Step && m_estimated[i] < kCountedUpTo;
    }
    updatePace();
    if (std::none_of(counted.begin(), counted.end(), [](bool c) { return c; }))
        return;
    auto lines = std::make_shared<std::vector<std::int64_t>>(m_cursors.size(), -1);
    const int n = m_n;
    const PaceUnit paced = unit();
    m_paceJob = new BackgroundJob(
        [lines, small, counted, n, paced](BackgroundJob &job) {
            for (std::size_t i = 0; i < small.size() && !job.isStopping(); ++i) {
                if (!counted[i])
                    continue;
                const RunStats s = Ladder::count(small[i], n, SolveMode::All).stats;
                (*lines)[i] = paced == PaceUnit::Queen ? s.placements : s.tested + s.boards;
            }
        },
        this);
    BackgroundJob *job = m_paceJob;
    connect(job, &BackgroundJob::finished, this, [this, job, lines] {
        job->deleteLater();
        if (job != m_paceJob || job->isStopping())
            return;
        m_paceJob = nullptr;
        m_expected = *lines;
        updatePace();
        emit paceKnown();
        emit timelineChanged(position(), length(), lengthKnown());
    });
    job->start();
}

std::int64_t RaceTransport::units(int run) const
{
    return cursor(run)->state().paced(unit());
}

std::vector<int> RaceTransport::finishOrder() const
{
    std::vector<int> order;
    for (int i = 0; i < runs(); ++i) {
        if (m_totals[std::size_t(i)] >= 0)
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        return m_totals[std::size_t(a)] < m_totals[std::size_t(b)];
    });
    return order;
}

std::int64_t RaceTransport::length() const
{
    // The longest finish line: reached, or counted before the race.
    std::int64_t longest = position();
    for (std::size_t i = 0; i < m_totals.size(); ++i)
        longest = std::max({ longest, m_totals[i], m_expected.size() > i ? m_expected[i] : -1 });
    return longest;
}

bool RaceTransport::allFinished() const
{
    return !m_totals.empty()
        && std::all_of(m_totals.begin(), m_totals.end(), [](std::int64_t t) { return t >= 0; });
}

bool RaceTransport::lengthKnown() const
{
    if (m_totals.empty())
        return false;
    for (std::size_t i = 0; i < m_totals.size(); ++i) {
        if (m_totals[i] < 0 && !(m_expected.size() > i && m_expected[i] >= 0))
            return false;
    }
    return true;
}

bool RaceTransport::holdsAtOnce(std::int64_t position) const
{
    if (position > this->position())
        return false;
    return std::all_of(m_cursors.begin(), m_cursors.end(), [](const std::unique_ptr<RunCursor> &c) {
        return c->history().start() == 0;
    });
}

bool RaceTransport::isBusy() const
{
    return std::any_of(m_cursors.begin(), m_cursors.end(),
                       [](const std::unique_ptr<RunCursor> &c) { return c->isBusy(); });
}

void RaceTransport::noteTotals()
{
    for (std::size_t i = 0; i < m_cursors.size(); ++i) {
        if (m_totals[i] >= 0 || !m_cursors[i]->finished())
            continue;
        m_totals[i] = units(int(i));
        emit finished(int(i));
    }
    // The last tick may pass the longest run's last unit (its last steps put no queen): the
    // race ends at the longest finish line.
    if (allFinished() && !isBusy()) {
        const std::int64_t longest = *std::max_element(m_totals.begin(), m_totals.end());
        if (position() > longest)
            m_clock.setUnits(longest);
    }
}

void RaceTransport::onFrame(const StepChange &change)
{
    endJumps();
    noteTotals();
    emit moved(change);
    emit timelineChanged(position(), length(), lengthKnown());
}

void RaceTransport::play()
{
    if (!mayMove(Move::Play))
        return;
    cancelJump();
    if (std::all_of(m_cursors.begin(), m_cursors.end(),
                    [](const std::unique_ptr<RunCursor> &c) { return c->finished(); }))
        level(0);
    m_clock.play();
}

void RaceTransport::pause()
{
    m_clock.pause();
}

void RaceTransport::stepForward()
{
    if (!mayMove(Move::StepForward))
        return;
    cancelJump();
    m_clock.stepForward();
}

void RaceTransport::stepBack()
{
    if (!mayMove(Move::StepBack))
        return;
    pause();
    if (position() > 0)
        level(position() - 1);
}

void RaceTransport::toStart()
{
    if (!mayMove(Move::Seek))
        return;
    pause();
    level(0);
}

void RaceTransport::toEnd()
{
    if (!mayMove(Move::ToEnd))
        return;
    pause();
    if (allFinished()) {
        level(length());
        return;
    }
    // Not every run has been to its end: each goes there (jumps on the workers, which Esc
    // cancels); the race stands at the longest finish line once they arrive.
    for (const std::unique_ptr<RunCursor> &c : m_cursors)
        c->toEnd();
    m_toEnd = true;
    m_clock.wake();
    endJumps();
}

void RaceTransport::endJumps()
{
    if (!m_toEnd || isBusy())
        return;
    m_toEnd = false;
    noteTotals();
    if (allFinished())
        level(length());
}

void RaceTransport::seek(std::int64_t position)
{
    if (!mayMove(Move::Seek))
        return;
    pause();
    cancelJump();
    level(std::max<std::int64_t>(0, position));
}

void RaceTransport::level(std::int64_t units)
{
    m_clock.clearRequests();
    const PaceUnit u = unit();
    bool movedNow = false;
    if (allFinished() && units >= length()) {
        // At the finish line every run stands at its end (the longest has steps after its last
        // unit).
        for (const std::unique_ptr<RunCursor> &c : m_cursors) {
            if (!c->finished())
                c->toEnd();
        }
        m_clock.setUnits(length());
        m_clock.wake();
        StepChange change;
        change.reset = true;
        emit moved(change);
        emit timelineChanged(position(), length(), lengthKnown());
        return;
    }
    for (const std::unique_ptr<RunCursor> &c : m_cursors) {
        if (c->state().paced(u) < units && !c->finished())
            continue; // forward: the clock brings it on
        if (c->finished() && c->state().paced(u) <= units)
            continue; // finished short of it: stays on its last step
        // Back: the first step where the run had done `units`, from its history.
        const std::int64_t at
            = c->history().firstWhere([&](const PlayState &s) { return s.paced(u) >= units; });
        if (at >= 0)
            c->seek(at);
        else
            c->seek(0); // past the history: from the start, brought forward on the frames
        movedNow = true;
    }
    m_clock.setUnits(units);
    if (movedNow || !m_clock.isLevelling()) {
        StepChange change;
        change.reset = true;
        change.backward = true;
        emit moved(change);
        emit timelineChanged(position(), length(), lengthKnown());
    }
}

void RaceTransport::runUntil(const StopCondition &condition)
{
    if (!mayMove(Move::RunUntil))
        return;
    cancelJump();
    m_clock.runUntil(condition);
}

void RaceTransport::runBackUntil(const StopCondition &condition)
{
    // A race goes back only by its units.
    if (!mayMove(Move::RunBack))
        return;
    emit notFoundBack(condition);
}

void RaceTransport::cancelJump()
{
    m_toEnd = false;
    bool any = false;
    for (const std::unique_ptr<RunCursor> &c : m_cursors)
        any |= c->cancelJump();
    if (any) {
        StepChange change;
        change.reset = true;
        emit moved(change);
    }
}

void RaceTransport::stop()
{
    m_clock.pause();
    m_clock.clearRequests();
    for (const std::unique_ptr<RunCursor> &c : m_cursors)
        c->stop();
}

} // namespace nq
