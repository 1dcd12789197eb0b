// SPDX-License-Identifier: GPL-3.0-or-later
// The one clock without a window: configured with a RunDescription, it steps forward and back
// through exactly the core's events, replays past its history, finds the end and the next
// solution, and a new run leaves nothing of the old one.
#include "playback/stepplayer.h"
#include "placement.h"
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

RunDescription backtracking(int n)
{
    RunDescription run;
    run.algorithm = AlgorithmId::Backtracking;
    run.n = n;
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
    player.runUntil(StepPlayer::Until::Solution);
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
    run.n = 5;
    run.queens = 3;
    StepPlayer player;
    player.configure(run);
    QVERIFY(player.state().squareSet);
    player.runUntil(StepPlayer::Until::Solution);
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

QTEST_MAIN(TestStepPlayer)
#include "tst_stepplayer.moc"
