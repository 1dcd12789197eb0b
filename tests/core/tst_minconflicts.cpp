// SPDX-License-Identifier: GPL-3.0-or-later
// Min-conflicts local search on large boards, and its failure where no solution exists.
#include "placement.h"
#include "sinks.h"
#include "solver.h"

#include <QtTest>

using namespace nq;

class TestMinConflicts : public QObject
{
    Q_OBJECT

private slots:
    void findsASolution_data();
    void findsASolution();
    void failsClearlyWithoutSolution_data();
    void failsClearlyWithoutSolution();
    void animatedAndFastCountAlike();
};

void TestMinConflicts::findsASolution_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<quint64>("seed");
    // From 2^20 = 1,048,576 rows the start's counts are placed by two threads.
    for (const int n : { 1, 4, 5, 8, 50, 64, 65, 1000, 100000, 1000000, 1 << 20, (1 << 20) + 7 })
        QTest::addRow("%d", n) << n << quint64(1);
    // Random starts (up to 64 rows) and greedy ones, on several seeds.
    for (const quint64 seed : { 2, 3, 7, 11, 13 }) {
        for (const int n : { 6, 20, 64, 200, 1000 })
            QTest::addRow("%d seed %llu", n, seed) << n << seed;
    }
}

void TestMinConflicts::findsASolution()
{
    QFETCH(int, n);
    QFETCH(quint64, seed);
    Placement found;
    SolutionSink sink { [&found](std::span<const int> p) { found.assign(p.begin(), p.end()); } };
    RunOptions options;
    options.n = n;
    options.mode = SolveMode::First;
    options.seed = seed;
    const RunResult result = runAlgorithm(AlgorithmId::MinConflicts, sink, options);
    QVERIFY2(!result.failed, qPrintable(result.error));
    QCOMPARE(result.stats.solutions, 1);
    QCOMPARE(found.size(), std::size_t(n));
    // Checked independently in O(n): one queen per column and per diagonal.
    std::vector<char> col(std::size_t(n), 0), dpos(std::size_t(2 * n), 0),
        dneg(std::size_t(2 * n), 0);
    for (int r = 0; r < n; ++r) {
        const int c = found[std::size_t(r)];
        QVERIFY(c >= 0 && c < n);
        QVERIFY(!col[std::size_t(c)]++);
        QVERIFY(!dpos[std::size_t(r + c)]++);
        QVERIFY(!dneg[std::size_t(r - c + n - 1)]++);
    }
}

void TestMinConflicts::failsClearlyWithoutSolution_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("2") << 2;
    QTest::newRow("3") << 3;
}

void TestMinConflicts::failsClearlyWithoutSolution()
{
    QFETCH(int, n);
    NullSink sink;
    RunOptions options;
    options.n = n;
    const RunResult result = runAlgorithm(AlgorithmId::MinConflicts, sink, options);
    QVERIFY(result.failed);
    QCOMPARE(result.stats.solutions, 0);
    QVERIFY(result.error.contains(u"2 and 3"));
}

void TestMinConflicts::animatedAndFastCountAlike()
{
    // The same seed with events and without: the same solution and the same statistics. A queen
    // that stays is an Examine event, which counts nothing.
    for (const int n : { 8, 20, 64 }) {
        RunOptions options;
        options.n = n;
        options.mode = SolveMode::First;
        options.seed = 5;
        Placement fast, animated;
        SolutionSink quiet { [&](std::span<const int> p) { fast.assign(p.begin(), p.end()); } };
        const RunResult a = runAlgorithm(AlgorithmId::MinConflicts, quiet, options);
        int examined = 0;
        StepSink steps { [&](const StepEvent &e) {
            if (e.kind == EventKind::Examine)
                ++examined;
            if (e.kind == EventKind::Solution)
                animated.assign(e.placement.begin(), e.placement.end());
        } };
        const RunResult b = runAlgorithm(AlgorithmId::MinConflicts, steps, options);
        QCOMPARE(animated, fast);
        QCOMPARE(b.stats.placements, a.stats.placements);
        QCOMPARE(b.stats.backtracks, a.stats.backtracks);
        QCOMPARE(b.stats.tested, a.stats.tested);
        QVERIFY(examined > 0 || n > 8);
        qInfo("n = %d: %lld moves, %d stays", n, qlonglong(a.stats.backtracks), examined);
    }
}

QTEST_GUILESS_MAIN(TestMinConflicts)
#include "tst_minconflicts.moc"
