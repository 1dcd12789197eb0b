// SPDX-License-Identifier: GPL-3.0-or-later
// The clock paces several cursors in step; stop conditions stop the player where they hold,
// near ones frame by frame and far ones on the worker, and a far one can be given up.
#include "firstevents.h"
#include "playback/stepplayer.h"
#include "playbackclock.h"
#include "runcursor.h"
#include "sinks.h"
#include "solver.h"
#include "solvers/backtracking.h"

#include <QSignalSpy>
#include <QtTest>

using namespace nq;

namespace {

RunOptions board(int n)
{
    RunOptions o;
    o.n = n;
    return o;
}

// The board after every step of the run (of its first `most` steps).
std::vector<Placement> boards(AlgorithmId algorithm, int n, std::vector<int> *lines = nullptr,
                              std::size_t most = 1 << 20)
{
    std::vector<Placement> out;
    test::forFirstEvents(algorithm, board(n), most, [&](const StepEvent &e) {
        out.emplace_back(e.board.begin(), e.board.end());
        if (lines)
            lines->push_back(e.line);
    });
    return out;
}

} // namespace

class TestPlaybackClock : public QObject
{
    Q_OBJECT

private slots:
    void twoCursorsMoveInStep();
    void aBreakpointStopsAtTheFirstBacktrack();
    void aFarBreakpointIsMetExactlyAndCanBeGivenUp();
    void breakpointsStopPlayingAtEverySpeed();
    void aBreakpointFarAwayAtMaximumSpeedIsMetOnTheWorker();
    void runUntilStopsAtABreakpointOnItsWay();
    void runBackUntilTheLastSolution();
    void aHoldStopsBeforeTheStepAtEverySpeed();
    void aGateRefusesEveryMoveWhileItHolds();
};

void TestPlaybackClock::twoCursorsMoveInStep()
{
    const std::vector<Placement> a = boards(AlgorithmId::Backtracking, 6);
    const std::vector<Placement> b = boards(AlgorithmId::Bitmask, 6);
    QVERIFY(a.size() != b.size());
    RunCursor first;
    RunCursor second;
    PlaybackClock clock;
    clock.addCursor(&first);
    clock.addCursor(&second);
    first.start(AlgorithmId::Backtracking, board(6));
    second.start(AlgorithmId::Bitmask, board(6));

    for (int k = 1; k <= 30; ++k) {
        clock.stepForward();
        QTRY_COMPARE(first.position(), std::int64_t(k));
        QCOMPARE(second.position(), std::int64_t(k));
        QCOMPARE(first.state().board(), a[std::size_t(k - 1)]);
        QCOMPARE(second.state().board(), b[std::size_t(k - 1)]);
    }

    // Played to the end: in step while both run; the shorter stays on its last step.
    int frames = 0;
    bool inStep = true;
    connect(&clock, &PlaybackClock::stepped, this, [&](RunCursor *, const StepChange &) {
        ++frames;
        const bool same = first.position() == second.position();
        const bool oneDone = (first.finished() && second.position() > first.position())
            || (second.finished() && first.position() > second.position());
        inStep = inStep && (same || oneDone);
    });
    clock.setSpeedLevel(PlaybackClock::speedLevels() - 2);
    clock.play();
    QTRY_VERIFY_WITH_TIMEOUT(first.finished() && second.finished(), 30000);
    QVERIFY(frames > 0);
    QVERIFY(inStep);
    QCOMPARE(first.position(), std::int64_t(a.size()));
    QCOMPARE(second.position(), std::int64_t(b.size()));
    QCOMPARE(first.state().board(), a.back());
    QCOMPARE(second.state().board(), b.back());
    QVERIFY(!clock.isPlaying());
}

void TestPlaybackClock::aBreakpointStopsAtTheFirstBacktrack()
{
    std::vector<int> lines;
    boards(AlgorithmId::Backtracking, 8, &lines);
    const auto take = std::find(lines.begin(), lines.end(), int(solvers::backtracking::Take));
    QVERIFY(take != lines.end());
    StepPlayer player;
    RunDescription run;
    run.problem = Problem::nonAttacking(8);
    player.configure(run);
    player.runUntil(StopCondition::atLine(solvers::backtracking::Take));
    QTRY_VERIFY(!player.isPlaying() && !player.isBusy());
    QCOMPARE(player.position(), std::int64_t(take - lines.begin()) + 1);
    QCOMPARE(player.state().last.kind, EventKind::Remove);
}

void TestPlaybackClock::aFarBreakpointIsMetExactlyAndCanBeGivenUp()
{
    // 14 x 14: "record a solution" first at step 54,876, far past a history of 2,048 steps.
    std::vector<int> lines;
    const std::vector<Placement> all = boards(AlgorithmId::Backtracking, 14, &lines, 60000);
    const auto solution = std::find(lines.begin(), lines.end(), int(solvers::backtracking::IfFull));
    QVERIFY(solution != lines.end());
    const std::int64_t expected = (solution - lines.begin()) + 1;
    StepPlayer player;
    player.setHistoryCapacity(2048);
    RunDescription run;
    run.problem = Problem::nonAttacking(14);
    player.configure(run);
    QSignalSpy busy(&player, &StepPlayer::busyChanged);
    const StopCondition line = StopCondition::atLine(solvers::backtracking::IfFull);

    // A far one given up while the worker looks for it (the 300,000th of 365,596 solutions,
    // seconds away): the player answers at once, where it was.
    player.runUntil(StopCondition::nthSolution(300000));
    QVERIFY(busy.wait(10000));
    QCOMPARE(busy.last().first().toBool(), true);
    const std::int64_t before = player.position();
    player.cancelJump();
    QVERIFY(!player.isBusy());
    QCOMPARE(player.position(), before);
    QVERIFY(player.position() < expected);

    player.seek(0);
    QTRY_VERIFY(!player.isBusy());
    busy.clear();
    player.runUntil(line);
    QTRY_VERIFY_WITH_TIMEOUT(!player.isPlaying() && !player.isBusy() && busy.size() >= 2, 30000);
    QCOMPARE(busy.first().first().toBool(), true); // it was a jump on the worker
    QCOMPARE(player.position(), expected);
    QCOMPARE(player.state().board(), all[std::size_t(expected - 1)]);
    QCOMPARE(player.state().last.kind, EventKind::Solution);
}

namespace {

Breakpoints only(int line, int row = -1)
{
    Breakpoint b;
    b.line = line;
    b.row = row;
    return std::make_shared<const std::vector<Breakpoint>>(std::vector<Breakpoint> { b });
}

std::vector<std::int64_t> positionsOf(const std::vector<int> &lines, int line)
{
    std::vector<std::int64_t> out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i] == line)
            out.push_back(std::int64_t(i) + 1);
    }
    return out;
}

} // namespace

void TestPlaybackClock::breakpointsStopPlayingAtEverySpeed()
{
    std::vector<int> lines;
    boards(AlgorithmId::Backtracking, 6, &lines);
    const std::vector<std::int64_t> takes = positionsOf(lines, solvers::backtracking::Take);
    QCOMPARE(takes.front(), 43);
    for (const int level : { PlaybackClock::levelFor(500), PlaybackClock::levelFor(0) }) {
        StepPlayer player;
        RunDescription run;
        run.problem = Problem::nonAttacking(6);
        player.setBreakpoints(only(solvers::backtracking::Take));
        player.configure(run);
        player.setSpeedLevel(level);
        QSignalSpy stopped(&player, &StepPlayer::stoppedBy);
        for (int k = 0; k < 3; ++k) {
            player.play();
            QTRY_VERIFY_WITH_TIMEOUT(!player.isPlaying() && !player.isBusy(), 20000);
            QCOMPARE(player.position(), takes[std::size_t(k)]);
            QCOMPARE(stopped.size(), k + 1);
            const auto condition = stopped.last().first().value<StopCondition>();
            QCOMPARE(condition.breakpointAt(player.state().last, player.state()), 0);
            QCOMPARE(player.state().hits.front(), k + 1);
        }
    }
}

void TestPlaybackClock::aBreakpointFarAwayAtMaximumSpeedIsMetOnTheWorker()
{
    // 12 x 12: the first queen taken off row 2 comes thousands of steps in.
    std::vector<int> lines;
    boards(AlgorithmId::Backtracking, 12, &lines, 400000);
    std::vector<StoredEvent> events;
    test::forFirstEvents(AlgorithmId::Backtracking, board(12), 400000,
                         [&](const StepEvent &e) { events.push_back(StoredEvent::from(e)); });
    std::int64_t expected = -1;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].kind == EventKind::Remove && events[i].row == 1) {
            expected = std::int64_t(i) + 1;
            break;
        }
    }
    QVERIFY(expected > 5000);
    StepPlayer player;
    player.clock()->setNearSteps(500);
    RunDescription run;
    run.problem = Problem::nonAttacking(12);
    player.setBreakpoints(only(solvers::backtracking::Take, 1));
    player.configure(run);
    player.setSpeedLevel(PlaybackClock::levelFor(0));
    QSignalSpy busy(&player, &StepPlayer::busyChanged);
    QSignalSpy stopped(&player, &StepPlayer::stoppedBy);
    player.play();
    QTRY_VERIFY_WITH_TIMEOUT(!player.isPlaying() && !player.isBusy() && stopped.size() == 1, 20000);
    QVERIFY(!busy.isEmpty()); // a jump on the worker
    QCOMPARE(player.position(), expected);
    QCOMPARE(player.state().last.row, 1);
}

void TestPlaybackClock::runUntilStopsAtABreakpointOnItsWay()
{
    StepPlayer player;
    RunDescription run;
    run.problem = Problem::nonAttacking(6);
    player.configure(run);
    player.setBreakpoints(only(solvers::backtracking::Take));
    QSignalSpy stopped(&player, &StepPlayer::stoppedBy);
    player.runUntil(StopCondition::nextSolution());
    QTRY_VERIFY(!player.isPlaying() && !player.isBusy() && stopped.size() == 1);
    QCOMPARE(player.position(), 43); // the breakpoint, before the first solution
    player.setBreakpoints(nullptr);
    player.runUntil(StopCondition::nextSolution());
    QTRY_VERIFY(!player.isPlaying() && !player.isBusy() && stopped.size() == 2);
    QCOMPARE(player.state().last.kind, EventKind::Solution);
    QCOMPARE(stopped.last().first().value<StopCondition>().kind, StopCondition::Kind::Solution);
}

void TestPlaybackClock::runBackUntilTheLastSolution()
{
    StepPlayer player;
    RunDescription run;
    run.problem = Problem::nonAttacking(8);
    player.configure(run);
    player.toEnd();
    QTRY_VERIFY(!player.isBusy() && player.state().finished);
    QSignalSpy stopped(&player, &StepPlayer::stoppedBy);
    QSignalSpy none(&player, &StepPlayer::notFoundBack);
    player.runBackUntil(StopCondition::nextSolution());
    QTRY_VERIFY(!player.isBusy() && stopped.size() == 1);
    QCOMPARE(player.state().last.kind, EventKind::Solution);
    QCOMPARE(player.state().counters.solutions, 92);
    player.seek(3);
    player.runBackUntil(StopCondition::nextSolution());
    QTRY_COMPARE(none.size(), 1);
    QCOMPARE(player.position(), 3);
}

void TestPlaybackClock::aHoldStopsBeforeTheStepAtEverySpeed()
{
    // Hold before every Remove of 8 x 8 backtracking past step 5,000: slow, fast, maximum and a
    // single step all stop before it, with the Remove not taken, and nothing passes it.
    std::vector<StoredEvent> events;
    test::forFirstEvents(AlgorithmId::Backtracking, board(8), 1 << 20,
                         [&](const StepEvent &e) { events.push_back(StoredEvent::from(e)); });
    const auto firstRemoveFrom = [&](std::int64_t p) {
        while (events[std::size_t(p)].kind != EventKind::Remove)
            ++p;
        return p;
    };
    for (int level : { 10, 15, PlaybackClock::speedLevels() - 1 }) {
        RunCursor cursor;
        PlaybackClock clock;
        clock.addCursor(&cursor);
        clock.setNearSteps(64); // a far stop condition would go to the worker
        clock.setBreakpoints(StopCondition::anyOf(std::make_shared<const std::vector<Breakpoint>>(
            std::vector<Breakpoint> { Breakpoint { 99, true, -1, -1, 1 } }))); // never met
        std::int64_t from = level == 10 ? 100 : 5000;
        clock.setHold([&](RunCursor *c) {
            if (c->position() < from)
                return PlaybackClock::Hold::Pass;
            const StoredEvent *next = c->peek();
            return next->kind == EventKind::Remove ? PlaybackClock::Hold::Stop
                                                   : PlaybackClock::Hold::Pass;
        });
        QSignalSpy held(&clock, &PlaybackClock::heldBefore);
        cursor.start(AlgorithmId::Backtracking, board(8));
        clock.setSpeedLevel(level);
        clock.play();
        QTRY_VERIFY_WITH_TIMEOUT(held.count() == 1, 20000);
        QCOMPARE(held.at(0).at(1).toBool(), true); // it was playing
        QVERIFY(!clock.isPlaying());
        const std::int64_t expected = firstRemoveFrom(from);
        QCOMPARE(cursor.position(), expected);
        QCOMPARE(cursor.peek()->kind, EventKind::Remove);
        // A single step is held too, and given up rather than kept for later.
        clock.stepForward();
        QCOMPARE(held.count(), 2);
        QCOMPARE(held.at(1).at(1).toBool(), false);
        QTest::qWait(50);
        QCOMPARE(cursor.position(), expected);
        // Let it pass once: the next Remove holds again.
        from = expected + 1;
        clock.stepForward();
        QTRY_COMPARE(cursor.position(), expected + 1);
        clock.play();
        QTRY_VERIFY_WITH_TIMEOUT(held.count() == 3, 20000);
        QCOMPARE(cursor.position(), firstRemoveFrom(expected + 1));
    }
}

void TestPlaybackClock::aGateRefusesEveryMoveWhileItHolds()
{
    StepPlayer player;
    RunDescription run;
    run.problem.n = 6;
    player.configure(run);
    player.stepForward();
    QTRY_COMPARE(player.position(), 1);
    bool closed = true;
    player.setGate([&](Transport::Move) { return !closed; });
    QSignalSpy refused(&player, &Transport::refused);
    QSignalSpy timeline(&player, &Transport::timelineChanged);
    player.stepForward();
    player.stepBack();
    player.play();
    player.seek(30);
    player.toStart();
    player.toEnd();
    player.runUntil(StopCondition::nextSolution());
    player.runBackUntil(StopCondition::nextBacktrack());
    QCOMPARE(refused.count(), 8);
    QCOMPARE(refused.at(3).at(0).value<Transport::Move>(), Transport::Move::Seek);
    QCOMPARE(timeline.count(), 8); // each told where it stays (a dragged handle goes back)
    QTest::qWait(50);
    QCOMPARE(player.position(), 1);
    QVERIFY(!player.isPlaying());
    closed = false;
    player.seek(30);
    QTRY_COMPARE(player.position(), 30);
}

QTEST_MAIN(TestPlaybackClock)
#include "tst_playbackclock.moc"
