// SPDX-License-Identifier: GPL-3.0-or-later
// A race of runs on one clock, in a fair unit: after k ticks each run shows the state its own
// run reaches after k units; a finished run stays on its last step while the others go on;
// stepping back and seeking move every run together; the race tells once a frame, always level;
// at maximum speed a short race is still seen going.
#include "playback/racetransport.h"
#include "runwalk.h"

#include <QSignalSpy>
#include <QtTest>

#include <limits>

using namespace nq;

namespace {

// The state of `algorithm`'s own run on n x n at the first step where it has done `units`
// (or its end), walked without a clock.
PlayState reference(AlgorithmId algorithm, int n, PaceUnit unit, std::int64_t units)
{
    RunDescription run;
    run.algorithm = algorithm;
    run.problem.n = n;
    PlayState found;
    RunWalk::through(run, 0, std::numeric_limits<std::int64_t>::max(), [&](const PlayState &s) {
        found = s;
        return s.paced(unit) < units;
    });
    return found;
}

bool sameState(const PlayState &a, const PlayState &b)
{
    return a.position == b.position && a.board() == b.board()
        && a.counters.placements == b.counters.placements && a.counters.tested == b.counters.tested
        && a.counters.solutions == b.counters.solutions && a.finished == b.finished;
}

const std::vector<AlgorithmId> kThree { AlgorithmId::Backtracking, AlgorithmId::Bitmask,
                                        AlgorithmId::BreadthFirst };

} // namespace

class TestRace : public QObject
{
    Q_OBJECT

private slots:
    void ticksBringEveryRunToTheSameUnits_data();
    void ticksBringEveryRunToTheSameUnits();
    void aFinishedRunStaysWhileTheOthersGoOn();
    void steppingBackAndSeekingMoveEveryRun();
    void maximumSpeedStillShowsTheRace();
    void seekingBackPastTheHistoryReplays();
    void endGoesByJumpsThatEscCancels();
    void stepsRaceToTheirEnd();
};

void TestRace::ticksBringEveryRunToTheSameUnits_data()
{
    QTest::addColumn<int>("unit");
    QTest::newRow("queens") << int(PaceUnit::Queen);
    QTest::newRow("tests") << int(PaceUnit::Test);
    QTest::newRow("steps") << int(PaceUnit::Step);
}

void TestRace::ticksBringEveryRunToTheSameUnits()
{
    QFETCH(int, unit);
    const PaceUnit u = PaceUnit(unit);
    RaceTransport race;
    race.configure(6, kThree, u);
    QSignalSpy moved(&race, &RaceTransport::moved);
    std::int64_t was = 0;
    int raised = 0;
    for (int tick = 1; tick <= 60; ++tick) {
        const qsizetype before = moved.count();
        race.stepForward();
        QTRY_VERIFY(moved.count() > before);
        QCOMPARE(moved.count(), before + 1); // one signal for all runs
        // A tick is one unit, or more where a run's step did more at once (breadth-first's
        // next board puts its queens together): the others are brought to the same count.
        const std::int64_t k = race.position();
        QVERIFY(k > was);
        raised += k > was + 1;
        was = k;
        for (int r = 0; r < race.runs(); ++r) {
            if (!race.cursor(r)->finished())
                QCOMPARE(race.units(r), k);
            const PlayState expected = reference(kThree[std::size_t(r)], 6, u, k);
            QVERIFY2(sameState(race.cursor(r)->state(), expected),
                     qPrintable(QStringLiteral("run %1 after %2 ticks: at step %3, expected %4")
                                    .arg(r)
                                    .arg(k)
                                    .arg(race.cursor(r)->position())
                                    .arg(expected.position)));
        }
    }
    if (u == PaceUnit::Step)
        QCOMPARE(raised, 0); // every run does one step a tick
}

void TestRace::aFinishedRunStaysWhileTheOthersGoOn()
{
    // Counted in queens, bitmask and backtracking put the same 152 queens on 6 x 6 and finish
    // together; breadth-first puts boards back on as it takes them out: it goes on.
    RaceTransport race;
    race.configure(6, kThree, PaceUnit::Queen);
    race.setSpeedLevel(PlaybackClock::speedLevels() - 2);
    QSignalSpy finished(&race, &RaceTransport::finished);
    std::int64_t bitmaskEnd = -1;
    bool stayed = true;
    bool level = true;
    const QObject watch; // the slot's context, ended before what it reads
    connect(&race, &RaceTransport::moved, &watch, [&] {
        if (race.cursor(1)->finished()) {
            if (bitmaskEnd < 0)
                bitmaskEnd = race.cursor(1)->position();
            stayed &= race.cursor(1)->position() == bitmaskEnd;
        }
        // Every time the race tells, every run still going has done exactly as many queens
        // (breadth-first puts a board's queens at once: the others are brought to its count,
        // not left a few behind).
        for (int r = 0; r < race.runs(); ++r) {
            if (!race.cursor(r)->finished() && race.units(r) != race.position()) {
                level = false;
                qWarning("run %d at %lld queens, the race at %lld", r, qlonglong(race.units(r)),
                         qlonglong(race.position()));
            }
        }
    });
    race.play();
    QTRY_VERIFY_WITH_TIMEOUT(race.allFinished() && !race.isPlaying(), 30000);
    QVERIFY(stayed);
    QVERIFY(level);
    QCOMPARE(finished.count(), 3);
    QCOMPARE(race.total(0), std::int64_t(152));
    QCOMPARE(race.total(1), std::int64_t(152));
    QVERIFY(race.total(2) > 152);
    // Counted before the race: the finish lines were known from the start.
    for (int r = 0; r < race.runs(); ++r)
        QCOMPARE(race.expected(r), race.total(r));
    QCOMPARE(race.finishOrder().back(), 2);
    QCOMPARE(race.position(), race.total(2)); // the race ends at the longest finish line
    QCOMPARE(race.length(), race.total(2));
    for (int r = 0; r < race.runs(); ++r) {
        QVERIFY(race.cursor(r)->finished());
        QCOMPARE(race.cursor(r)->state().counters.solutions, std::int64_t(4));
    }
}

void TestRace::steppingBackAndSeekingMoveEveryRun()
{
    RaceTransport race;
    race.configure(6, kThree, PaceUnit::Queen);
    race.toEnd(); // every run jumps to its end
    QTRY_VERIFY_WITH_TIMEOUT(race.allFinished() && !race.isBusy(), 30000);
    QCOMPARE(race.position(), race.total(2));
    const auto check = [&](std::int64_t k) {
        for (int r = 0; r < race.runs(); ++r) {
            if (!sameState(race.cursor(r)->state(),
                           reference(kThree[std::size_t(r)], 6, PaceUnit::Queen, k)))
                return false;
        }
        return true;
    };
    // Back to 100: every run at its own 100th queen, at once from the histories.
    race.seek(100);
    QCOMPARE(race.position(), std::int64_t(100));
    QVERIFY(check(100));
    race.stepBack();
    QCOMPARE(race.position(), std::int64_t(99));
    QVERIFY(check(99));
    // Forward again: the runs are brought on frame by frame.
    race.seek(140);
    QTRY_VERIFY(!race.clock()->isLevelling());
    QCOMPARE(race.position(), std::int64_t(140));
    QVERIFY(check(140));
    race.toStart();
    QCOMPARE(race.position(), std::int64_t(0));
    for (int r = 0; r < race.runs(); ++r)
        QCOMPARE(race.cursor(r)->position(), std::int64_t(0));
    race.toEnd();
    QTRY_VERIFY(!race.clock()->isLevelling() && !race.isBusy());
    QCOMPARE(race.position(), race.total(2));
    for (int r = 0; r < race.runs(); ++r)
        QVERIFY(race.cursor(r)->finished());
}

void TestRace::maximumSpeedStillShowsTheRace()
{
    // 8 x 8 at maximum speed: without a cap one frame's budget plays it all; the race is seen
    // going over many frames, each one level.
    RaceTransport race;
    race.configure(8, kThree, PaceUnit::Queen);
    race.setSpeedLevel(PlaybackClock::speedLevels() - 1);
    QSignalSpy moved(&race, &RaceTransport::moved);
    race.play();
    QTRY_VERIFY_WITH_TIMEOUT(race.allFinished() && !race.isPlaying(), 60000);
    QVERIFY2(moved.count() >= 60, qPrintable(QString::number(moved.count())));
}

void TestRace::seekingBackPastTheHistoryReplays()
{
    // Histories of two blocks (2,048 steps): back near the start, every run replays from its
    // start on its worker and is brought on to the units asked for.
    RaceTransport race;
    race.configure(7, kThree, PaceUnit::Queen);
    for (int r = 0; r < race.runs(); ++r)
        race.cursor(r)->setHistoryCapacity(2048);
    race.setSpeedLevel(PlaybackClock::speedLevels() - 1);
    race.play();
    QTRY_VERIFY_WITH_TIMEOUT(race.allFinished() && !race.isPlaying(), 30000);
    QVERIFY(race.cursor(2)->history().start() > 0); // the start is no longer held
    race.seek(10);
    QTRY_VERIFY_WITH_TIMEOUT(!race.isBusy() && !race.clock()->isLevelling(), 30000);
    QCOMPARE(race.position(), std::int64_t(10));
    for (int r = 0; r < race.runs(); ++r)
        QVERIFY(sameState(race.cursor(r)->state(),
                          reference(kThree[std::size_t(r)], 7, PaceUnit::Queen, 10)));
}

void TestRace::endGoesByJumpsThatEscCancels()
{
    // On 8 x 8 every finish line is counted before the race (the timeline knows its length),
    // yet End sends each run to its end by a jump on its worker, which Esc cancels: the clock
    // does not then drag the boards to the end frame by frame.
    RaceTransport race;
    race.configure(8, kThree, PaceUnit::Queen);
    QTRY_VERIFY(race.lengthKnown());
    QCOMPARE(race.length(), std::int64_t(12268)); // breadth-first's queens
    QVERIFY(!race.allFinished());
    race.toEnd();
    QVERIFY(!race.clock()->isLevelling());
    race.cancelJump();
    QTRY_VERIFY(!race.isBusy());
    QTest::qWait(50);
    QVERIFY(!race.clock()->isLevelling());
    if (!race.allFinished()) // (the jumps may have landed before the cancel)
        QCOMPARE(race.position(), std::int64_t(0));
    // Uncancelled, the race stands at the longest finish line.
    race.toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(race.allFinished() && !race.isBusy(), 30000);
    QTRY_COMPARE(race.position(), std::int64_t(12268));
}

void TestRace::stepsRaceToTheirEnd()
{
    // Steps are paced by Knuth's estimate alone (no finish line counted): End still brings
    // every run to its end, and the race to its longest.
    RaceTransport race;
    race.configure(6, kThree, PaceUnit::Step);
    QVERIFY(!race.lengthKnown());
    race.toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(race.allFinished() && !race.isBusy(), 30000);
    QTRY_VERIFY(!race.clock()->isLevelling());
    const std::int64_t longest = std::max({ race.total(0), race.total(1), race.total(2) });
    QCOMPARE(race.position(), longest);
    QCOMPARE(race.length(), longest);
    for (int r = 0; r < race.runs(); ++r)
        QVERIFY(race.cursor(r)->finished());
}

QTEST_MAIN(TestRace)
#include "tst_race.moc"
