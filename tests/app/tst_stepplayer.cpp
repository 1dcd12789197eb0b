// SPDX-License-Identifier: GPL-3.0-or-later
// The one clock without a window: configured with a RunDescription, it steps forward and back
// through exactly the core's events, replays past its history, finds the end and the next
// solution, and a new run leaves nothing of the old one.
#include "placement.h"
#include "playback/stepplayer.h"
#include "sinks.h"
#include "solver.h"

#include <QSignalSpy>
#include <QtTest>

using namespace nq;

namespace {

struct Recorded
{
    Placement board;
    int line;
};

std::vector<Recorded> record(const RunDescription &run)
{
    std::vector<Recorded> out;
    StepSink sink { [&out](const StepEvent &e) {
        out.push_back({ Placement(e.board.begin(), e.board.end()), e.line });
    } };
    runAlgorithm(run.algorithm, sink, run.options());
    return out;
}

/// The boards of the run's first `count` steps only (the run itself may be far longer).
std::vector<Placement> firstBoards(const RunDescription &run, std::size_t count)
{
    std::vector<Placement> out;
    std::atomic_bool stop { false };
    RunOptions options = run.options();
    options.cancel = &stop;
    StepSink sink { [&](const StepEvent &e) {
        if (out.size() < count)
            out.emplace_back(e.board.begin(), e.board.end());
        else
            stop = true;
    } };
    runAlgorithm(run.algorithm, sink, options);
    return out;
}

RunDescription backtracking(int n)
{
    RunDescription run;
    run.algorithm = AlgorithmId::Backtracking;
    run.problem = Problem::nonAttacking(n);
    return run;
}

} // namespace

class TestStepPlayer : public QObject
{
    Q_OBJECT

private slots:
    void stepsThroughTheCoreEvents();
    void seeksBeyondItsHistory();
    void findsTheEndAndTheNextSolution();
    void dominationReachesACoveringSet();
    void aNewRunLeavesNothingOld();
    void aCancelledJumpLeavesThePlayerResponsive();
    void anyMoveGivesAJumpUp();
    void knowsTheLengthAndTheSolutionsAhead();
};

void TestStepPlayer::stepsThroughTheCoreEvents()
{
    const RunDescription run = backtracking(5);
    const std::vector<Recorded> events = record(run);
    StepPlayer player;
    QSignalSpy stepped(&player, &StepPlayer::stepped);
    player.configure(run);
    QCOMPARE(player.run(), run);
    QVERIFY(!player.isPlaying()); // starts paused
    for (int i = 1; i <= 40; ++i) {
        player.stepForward();
        QTRY_COMPARE(player.position(), qint64(i));
        QCOMPARE(player.state().board(), events[std::size_t(i - 1)].board);
        QCOMPARE(int(player.state().last.line), events[std::size_t(i - 1)].line);
    }
    QVERIFY(stepped.count() >= 40);
    for (int i = 39; i >= 25; --i) {
        player.stepBack();
        QTRY_COMPARE(player.position(), qint64(i));
        QCOMPARE(player.state().board(), events[std::size_t(i - 1)].board);
    }
}

void TestStepPlayer::seeksBeyondItsHistory()
{
    const RunDescription run = backtracking(7);
    const std::vector<Recorded> events = record(run);
    StepPlayer player;
    player.setHistoryCapacity(64); // far less than the run: going back replays it
    player.configure(run);
    const qint64 far = qint64(events.size()) - 10;
    player.seek(far);
    QTRY_VERIFY_WITH_TIMEOUT(player.position() == far && !player.isBusy(), 10000);
    QCOMPARE(player.state().board(), events[std::size_t(far - 1)].board);
    player.seek(100);
    QTRY_VERIFY_WITH_TIMEOUT(player.position() == 100 && !player.isBusy(), 10000);
    QCOMPARE(player.state().board(), events[99].board);
}

void TestStepPlayer::findsTheEndAndTheNextSolution()
{
    const RunDescription run = backtracking(6);
    const std::vector<Recorded> events = record(run);
    StepPlayer player;
    QSignalSpy timeline(&player, &StepPlayer::timelineChanged);
    player.configure(run);
    player.runUntil(StopCondition::nextSolution());
    QTRY_COMPARE_WITH_TIMEOUT(player.state().counters.solutions, std::int64_t(1), 10000);
    QVERIFY(isSolution(player.state().board()));
    player.toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player.lengthKnown() && !player.isBusy(), 10000);
    QCOMPARE(player.length(), qint64(events.size()));
    QCOMPARE(player.position(), qint64(events.size()));
    QCOMPARE(player.state().counters.solutions, std::int64_t(4)); // 6 x 6 has 4 solutions
    QVERIFY(player.state().finished);
    // The last report says the length is final.
    QVERIFY(!timeline.isEmpty());
    QCOMPARE(timeline.last().at(2).toBool(), true);
}

void TestStepPlayer::dominationReachesACoveringSet()
{
    RunDescription run;
    run.algorithm = AlgorithmId::Domination;
    run.problem = Problem::domination(5, 3);
    StepPlayer player;
    player.configure(run);
    QVERIFY(player.state().squareSet);
    player.runUntil(StopCondition::nextSolution());
    QTRY_COMPARE_WITH_TIMEOUT(player.state().counters.solutions, std::int64_t(1), 10000);
    QCOMPARE(int(player.state().queens().size()), 3);
    QCOMPARE(player.state().uncovered(), 0);
}

void TestStepPlayer::aNewRunLeavesNothingOld()
{
    StepPlayer player;
    player.configure(backtracking(8));
    player.seek(500);
    QTRY_COMPARE_WITH_TIMEOUT(player.position(), qint64(500), 10000);
    const RunDescription small = backtracking(4);
    const std::vector<Recorded> events = record(small);
    player.configure(small);
    QCOMPARE(player.position(), qint64(0));
    QCOMPARE(player.state().n, 4);
    QCOMPARE(player.state().board(), Placement(4, -1));
    for (int i = 1; i <= 10; ++i) {
        player.stepForward();
        QTRY_COMPARE(player.position(), qint64(i));
        QCOMPARE(player.state().board(), events[std::size_t(i - 1)].board);
    }
}

void TestStepPlayer::aCancelledJumpLeavesThePlayerResponsive()
{
    // 14 x 14 backtracking runs to hundreds of millions of steps: To End takes long.
    const RunDescription run = backtracking(14);
    const std::vector<Placement> boards = firstBoards(run, 64);
    StepPlayer player;
    QSignalSpy progress(&player, &StepPlayer::jumpProgress);
    player.configure(run);
    for (int i = 1; i <= 5; ++i) {
        player.stepForward();
        QTRY_COMPARE(player.position(), qint64(i));
    }
    player.toEnd();
    QVERIFY(player.isBusy());
    QTRY_VERIFY(progress.count() >= 3);
    QCOMPARE(progress.last().at(1).toLongLong(), qint64(-1)); // the end is not known yet
    QVERIFY(!player.lengthKnown());
    player.cancelJump();
    QVERIFY(!player.isBusy());
    QCOMPARE(player.position(), qint64(5)); // where it was
    QCOMPARE(player.state().board(), boards[4]);
    player.stepBack();
    QCOMPARE(player.position(), qint64(4));
    QCOMPARE(player.state().board(), boards[3]);
    // Forward past what the history holds: a worker continues the run.
    for (int i = 5; i <= 12; ++i) {
        player.stepForward();
        QTRY_COMPARE(player.position(), qint64(i));
        QCOMPARE(player.state().board(), boards[std::size_t(i - 1)]);
    }
}

void TestStepPlayer::anyMoveGivesAJumpUp()
{
    const RunDescription run = backtracking(14);
    const std::vector<Placement> boards = firstBoards(run, 64);
    StepPlayer player;
    player.configure(run);
    player.seek(30);
    QTRY_VERIFY(player.position() == 30 && !player.isBusy());
    player.seek(50000000); // far beyond the history: a replay
    QVERIFY(player.isBusy());
    player.stepBack(); // Left during the jump: the jump ends and Left takes effect
    QVERIFY(!player.isBusy());
    QCOMPARE(player.position(), qint64(29));
    QCOMPARE(player.state().board(), boards[28]);
    player.toEnd();
    QVERIFY(player.isBusy());
    player.toStart(); // Home during the jump
    QVERIFY(!player.isBusy());
    QCOMPARE(player.position(), qint64(0));
    player.stepForward();
    QTRY_COMPARE(player.position(), qint64(1));
    QCOMPARE(player.state().board(), boards[0]);
}

void TestStepPlayer::knowsTheLengthAndTheSolutionsAhead()
{
    const RunDescription run = backtracking(6);
    const std::vector<Recorded> events = record(run);
    StepPlayer player;
    player.configure(run);
    // The worker reads the whole short run ahead of the player: its length and solutions are
    // known at step 0.
    QTRY_VERIFY_WITH_TIMEOUT(player.lengthKnown(), 10000);
    QCOMPARE(player.position(), qint64(0));
    QCOMPARE(player.length(), qint64(events.size()));
    QTRY_COMPARE(player.solutionMarks().size(), std::size_t(4)); // 6 x 6 has 4 solutions
    for (const qint64 mark : player.solutionMarks()) {
        player.seek(mark);
        QTRY_VERIFY(player.position() == mark && !player.isBusy());
        QCOMPARE(player.state().last.kind, EventKind::Solution);
        QVERIFY(isSolution(player.state().board()));
    }
}

QTEST_MAIN(TestStepPlayer)
#include "tst_stepplayer.moc"
