// SPDX-License-Identifier: GPL-3.0-or-later
// The ladder and Knuth's estimate: the ladder's counts (event-free runs) equal the counters of
// a whole run walked step by step, and the search tree's nodes; the estimate repeats for a seed,
// a probe's value is the product of the choices on its path, and 10^5 probes land within three
// standard errors of the true tree size.
#include "counter/countforecast.h"
#include "knowncounts.h"
#include "knuthestimate.h"
#include "ladder.h"
#include "runwalk.h"
#include "searchtree.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace nq;

class TestCompare : public QObject
{
    Q_OBJECT
private slots:
    void ladderEqualsTheWalkedRun();
    void ladderEqualsTheTree();
    void ladderEstimatesPastTheBudget();
    void ladderTables();
    void estimateRepeatsForASeed();
    void probeValueIsTheProductOfItsChoices();
    void estimateLiesNearTheTrueSize_data();
    void estimateLiesNearTheTrueSize();
    void exactTreesAreEstimatedExactly();
    void knownTreeNodesAreCountedAgain();
    void countForecast();
};

void TestCompare::ladderEqualsTheWalkedRun()
{
    for (const AlgorithmId id : LadderSpec::defaultAlgorithms()) {
        for (int n = 4; n <= 8; ++n) {
            if (id == AlgorithmId::BruteForce && n > 6)
                continue; // 7^7 steps walked one by one: long, and the same code as below
            for (const SolveMode mode : { SolveMode::All, SolveMode::First }) {
                const LadderRung rung = Ladder::count(id, n, mode);
                QCOMPARE(rung.kind, RungKind::Counted);
                RunDescription run;
                run.algorithm = id;
                run.problem.n = n;
                run.mode = mode;
                const PlayState end = RunWalk::to(run, std::numeric_limits<std::int64_t>::max());
                QVERIFY(end.finished);
                const QString where
                    = QStringLiteral("%1 on %2").arg(Algorithms::info(id).idString()).arg(n);
                QVERIFY2(rung.stats.placements == end.counters.placements, qPrintable(where));
                QVERIFY2(rung.stats.tested == end.counters.tested, qPrintable(where));
                QVERIFY2(rung.stats.boards == end.counters.boards, qPrintable(where));
                QVERIFY2(rung.stats.backtracks == end.counters.backtracks, qPrintable(where));
                QVERIFY2(rung.stats.solutions == end.counters.solutions, qPrintable(where));
                if (mode == SolveMode::All)
                    QCOMPARE(rung.stats.solutions, *knownSolutionCount(n));
            }
        }
    }
}

void TestCompare::ladderEqualsTheTree()
{
    // The tree built from the run's events has the nodes the ladder counts: a node a queen put
    // for the depth-first searches, a node a board for the ones that test whole boards, and for
    // every pruning search the nodes of the backtracking tree.
    for (const AlgorithmId id : LadderSpec::defaultAlgorithms()) {
        for (int n = 4; n <= 8; ++n) {
            if (id == AlgorithmId::BruteForce && n > 6)
                continue;
            RunOptions options;
            options.n = n;
            const std::optional<SearchTree> tree = SearchTree::build(id, options);
            QVERIFY(tree);
            std::int64_t nodes = 0;
            for (const SearchTree::Counts &level : tree->profile())
                nodes += level.nodes;
            const LadderRung rung = Ladder::count(id, n, SolveMode::All);
            const ProbeTree kind = *probeTreeOf(id);
            const QString where = QStringLiteral("%1 on %2: %3 nodes")
                                      .arg(Algorithms::info(id).idString())
                                      .arg(n)
                                      .arg(nodes);
            if (kind == ProbeTree::Queens)
                QVERIFY2(nodes == *knownTreeNodes(n), qPrintable(where));
            if (kind == ProbeTree::Queens && !Algorithms::info(id).frontierSearch)
                QVERIFY2(nodes == rung.stats.placements + 1, qPrintable(where));
            if (id == AlgorithmId::BruteForce)
                QVERIFY2(rung.stats.boards == std::int64_t(Ladder::powerOfN(n)), qPrintable(where));
            if (id == AlgorithmId::Permutations)
                QVERIFY2(rung.stats.boards == std::int64_t(Ladder::factorial(n)),
                         qPrintable(where));
        }
    }
}

void TestCompare::ladderEstimatesPastTheBudget()
{
    // Brute force on 9 x 9 tests 387 million boards: with a budget of a millisecond it is
    // estimated from 7 x 7, never run; the first solution's work is left out instead.
    LadderSpec spec;
    spec.from = 4;
    spec.to = 9;
    spec.algorithms = { AlgorithmId::BruteForce, AlgorithmId::Bitmask };
    spec.budgetSeconds = 0.02;
    std::vector<LadderRung> heard;
    const std::vector<LadderRung> rungs
        = Ladder::build(spec, [&](const LadderRung &r) { heard.push_back(r); });
    QCOMPARE(rungs.size(), std::size_t(12));
    QCOMPARE(heard.size(), rungs.size());
    const LadderRung &nine = rungs[5];
    QCOMPARE(nine.n, 9);
    QCOMPARE(nine.kind, RungKind::Estimated);
    // n^n boards, estimated exactly for a tree that prunes nothing.
    QVERIFY(std::abs(nine.visited() - Ladder::powerOfN(9)) < 1e-6 * Ladder::powerOfN(9));
    QVERIFY(nine.seconds > spec.budgetSeconds);
    // Bitmask on 9 x 9 takes well under the budget: counted.
    QCOMPARE(rungs[11].kind, RungKind::Counted);
    QCOMPARE(rungs[11].stats.placements, *knownTreeNodes(9) - 1);
    spec.mode = SolveMode::First;
    const std::vector<LadderRung> first = Ladder::build(spec, nullptr);
    QCOMPARE(first[5].kind, RungKind::LeftOut);
    // Past what a counter holds, an estimate is left out, never a wrong figure.
    LadderSpec far;
    far.from = 4;
    far.to = 32;
    far.algorithms = { AlgorithmId::Bitmask };
    far.budgetSeconds = 0.001;
    far.probes = 2000;
    const std::vector<LadderRung> farRungs = Ladder::build(far, nullptr);
    QCOMPARE(farRungs.size(), std::size_t(29));
    for (const LadderRung &r : farRungs) {
        QVERIFY(r.stats.placements >= 0 && r.stats.tested >= 0);
        if (r.kind == RungKind::LeftOut)
            QCOMPARE(r.stats.placements, std::int64_t(0));
    }
    QCOMPARE(farRungs.back().kind, RungKind::LeftOut); // 32 x 32: about 10^20 nodes
    // Cancelled before it starts: nothing.
    std::atomic_bool cancel = true;
    QVERIFY(Ladder::build(spec, nullptr, &cancel).empty());
}

void TestCompare::ladderTables()
{
    LadderSpec spec;
    spec.to = 5;
    spec.algorithms = { AlgorithmId::Permutations, AlgorithmId::Backtracking };
    const std::vector<LadderRung> rungs = Ladder::build(spec, nullptr);
    const QStringList lines = Ladder::csv(rungs).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0],
             QStringLiteral("algorithm,n,kind,visited,placements,tested,boards,solutions,seconds,"
                            "n^n,n!"));
    QVERIFY(lines[2].startsWith(QStringLiteral("permutations,5,counted,120,600,0,120,10,")));
    QVERIFY(lines[2].endsWith(QStringLiteral(",3125,120")));
    QVERIFY(lines[4].startsWith(QStringLiteral("backtracking,5,counted,53,53,220,0,10,")));
    const QString json = Ladder::json(rungs);
    QVERIFY(json.startsWith(QStringLiteral("[{\"algorithm\":\"permutations\",\"n\":4,\"kind\":"
                                           "\"counted\",\"visited\":24,")));
    QCOMPARE(json.count(QStringLiteral("\"algorithm\"")), 4);
}

void TestCompare::estimateRepeatsForASeed()
{
    KnuthEstimator a(12, ProbeTree::Queens, 7), b(12, ProbeTree::Queens, 7),
        c(12, ProbeTree::Queens, 8);
    a.run(5000);
    b.run(5000);
    c.run(5000);
    QCOMPARE(a.probes(), std::int64_t(5000));
    QCOMPARE(a.mean(), b.mean());
    QCOMPARE(a.standardError(), b.standardError());
    QCOMPARE(a.perDepth(), b.perDepth());
    QVERIFY(a.mean() != c.mean());
    // The same probes one by one: the same estimate.
    KnuthEstimator d(12, ProbeTree::Queens, 7);
    for (int i = 0; i < 5000; ++i)
        d.probe();
    QCOMPARE(d.mean(), a.mean());
}

void TestCompare::probeValueIsTheProductOfItsChoices()
{
    KnuthEstimator e(10, ProbeTree::Queens, 3);
    for (int i = 0; i < 200; ++i) {
        const Probe p = e.probe();
        QCOMPARE(p.columns.size(), p.branching.size());
        // The value: 1 + b1 + b1 b2 + ... along the path.
        double product = 1, value = 1;
        for (const int b : p.branching) {
            product *= b;
            value += product;
        }
        QCOMPARE(p.value, value);
        // Each choice is a square no queen above attacks, and its count is that of the free
        // squares of the row.
        for (std::size_t row = 0; row < p.columns.size(); ++row) {
            int free = 0;
            for (int col = 0; col < 10; ++col) {
                bool attacked = false;
                for (std::size_t r = 0; r < row; ++r) {
                    const int c = p.columns[r];
                    attacked |= c == col || std::abs(c - col) == int(row - r);
                }
                free += attacked ? 0 : 1;
                if (col == p.columns[row])
                    QVERIFY(!attacked);
            }
            QCOMPARE(p.branching[row], free);
        }
        // A probe ends at a leaf: a solution, or a row with no free square.
        QVERIFY(p.columns.size() == 10 || p.columns.size() < 10);
    }
    QCOMPARE(e.probes(), std::int64_t(200));
}

void TestCompare::estimateLiesNearTheTrueSize_data()
{
    QTest::addColumn<int>("n");
    QTest::newRow("8 x 8") << 8;
    QTest::newRow("10 x 10") << 10;
    QTest::newRow("12 x 12") << 12;
}

void TestCompare::estimateLiesNearTheTrueSize()
{
    QFETCH(int, n);
    KnuthEstimator e(n, ProbeTree::Queens, 2026);
    e.run(100000);
    const double truth = double(*knownTreeNodes(n));
    const double error = e.standardError();
    QVERIFY(error > 0);
    QVERIFY2(std::abs(e.mean() - truth) < 3 * error,
             qPrintable(QStringLiteral("%1 ± %2, true %3").arg(e.mean()).arg(error).arg(truth)));
    // The per-depth estimates add up to the estimate.
    double sum = 0;
    for (const double d : e.perDepth())
        sum += d;
    QVERIFY(std::abs(sum - e.mean()) < 1e-6 * truth);
}

void TestCompare::exactTreesAreEstimatedExactly()
{
    // A tree that prunes nothing has the same branching on every path: every probe is exact.
    KnuthEstimator boards(6, ProbeTree::Boards, 1), columns(6, ProbeTree::Columns, 1);
    boards.run(10);
    columns.run(10);
    QCOMPARE(boards.mean(), 1.0 + 6 + 36 + 216 + 1296 + 7776 + 46656);
    QCOMPARE(boards.standardError(), 0.0);
    QCOMPARE(columns.mean(), 1.0 + 6 + 30 + 120 + 360 + 720 + 720);
}

void TestCompare::knownTreeNodesAreCountedAgain()
{
    for (int n = 4; n <= 12; ++n)
        QCOMPARE(Ladder::count(AlgorithmId::Bitmask, n, SolveMode::All).stats.placements + 1,
                 *knownTreeNodes(n));
    QVERIFY(!knownTreeNodes(0));
    QVERIFY(!knownTreeNodes(99));
}

void TestCompare::countForecast()
{
    // 18 x 18: timed on 16 x 16, scaled by the trees' sizes (18 x 18's by Knuth's estimate).
    const std::optional<CountForecast> f = forecastCount(18);
    QVERIFY(f);
    QCOMPARE(f->calibration, 16);
    QVERIFY(f->calibrationSeconds > 0);
    const double ratio = f->nodes / double(*knownTreeNodes(16));
    QVERIFY2(ratio > 40 && ratio < 60, qPrintable(QString::number(ratio))); // about 7.4 x 7.0
    QCOMPARE(f->seconds, f->calibrationSeconds * ratio);
    // Small boards count at once: no forecast; a cancelled one gives none either.
    QVERIFY(!forecastCount(17));
    QVERIFY(!forecastCount(29));
    std::atomic_bool cancel = true;
    QVERIFY(!forecastCount(20, 0, &cancel));
}

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
