// SPDX-License-Identifier: GPL-3.0-or-later
// Long runs: all 16,777,216 boards of brute force on 8x8 played at maximum speed with flat
// memory, and runs cancelled at random moments stopping at once.
#include "memory.h"
#include "panels/counterspanel.h"
#include "platform/processpolicies.h"
#include "playback/stepplayer.h"
#include "sanitizers.h"
#include "tree/treepanel.h"
#include "window/mainwindow.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace nq;

class TestLongRun : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { applyProcessPolicies(); } // as main() does: memory is measured here
    void bruteForceEightWithFlatMemory();
    void cancelAtRandomMoments();
};

void TestLongRun::bruteForceEightWithFlatMemory()
{
    QTemporaryDir dir;
    MainWindow window({}, dir.filePath(QStringLiteral("s.ini")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setup(AlgorithmId::BruteForce, 8, SolveMode::All);
    StepPlayer *player = window.player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    // The baseline once the Search Tree panel has built the run's tree (up to its budget of
    // nodes, about 50 MB here, within a second; later on a busy machine, where a baseline taken
    // before it counted the tree as growth: 72 MB at the start, 243 MB at most).
    QTRY_VERIFY_WITH_TIMEOUT(!window.treePanel()->isBuilding(), 60000);
    QTest::qWait(200);
    const double start = test::processMemoryMb();
    double peak = start;
    player->play();
    QElapsedTimer clock;
    clock.start();
    while (!player->state().finished && clock.elapsed() < 240000) {
        QTest::qWait(100);
        peak = std::max(peak, test::processMemoryMb());
    }
    qInfo("brute force 8x8: %lld steps in %.1f s, memory %.1f MB at the start, %.1f MB at most",
          static_cast<long long>(player->position()), clock.elapsed() / 1000.0, start, peak);
    QVERIFY(player->state().finished);
    QCOMPARE(player->state().counters.boards, 16777216);
    QTRY_COMPARE(window.counters()->value(QStringLiteral("solutions")), QStringLiteral("92"));
    // The queue and the history are bounded: memory does not grow with the run's length.
    if (!test::kSanitized)
        QVERIFY2(peak - start < 120, qPrintable(QString::number(peak - start)));
}

void TestLongRun::cancelAtRandomMoments()
{
    QTemporaryDir dir;
    MainWindow window({}, dir.filePath(QStringLiteral("s.ini")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    StepPlayer *player = window.player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    std::mt19937 rng(7);
    const AlgorithmId longRuns[] = { AlgorithmId::BruteForce, AlgorithmId::Permutations,
                                     AlgorithmId::Backtracking, AlgorithmId::BreadthFirst };
    qint64 worst = 0;
    for (int i = 0; i < 24; ++i) {
        const AlgorithmId id = longRuns[rng() % 4];
        window.setup(id, Algorithms::info(id).maxSize >= 12 ? 12 : Algorithms::info(id).maxSize,
                     SolveMode::All);
        if (i % 3 == 0)
            player->toEnd(); // a worker running flat out to the end, far away
        else
            player->play();
        QTest::qWait(int(rng() % 300));
        QElapsedTimer clock;
        clock.start();
        window.setup(AlgorithmId::Backtracking, 4, SolveMode::All); // cancels the long run
        worst = std::max(worst, clock.elapsed());
        QCOMPARE(player->position(), 0);
    }
    qInfo("the slowest cancel took %lld ms", static_cast<long long>(worst));
    QVERIFY2(worst < 100 * test::kTimeScale, qPrintable(QString::number(worst)));
    window.close();
    QVERIFY(!player->hasWorker());
}

QTEST_MAIN(TestLongRun)
#include "tst_longrun.moc"
