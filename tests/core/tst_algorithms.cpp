// SPDX-License-Identifier: GPL-3.0-or-later
// Every enumerating algorithm against the OEIS counts; solutions valid and distinct.
#include "algorithms.h"
#include "linekeys.h"
#include "placement.h"
#include "reference.h"
#include "sinks.h"
#include "solver.h"
#include "solvers/backtracking.h"

#include <QtTest>

#include <set>

using namespace nq;

class TestAlgorithms : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void catalogue();
    void everyLineHasAStableKey();
    void counts_data();
    void counts();
    void stopAfter_data();
    void stopAfter();
    void cancelFlagStopsTheRun_data();
    void cancelFlagStopsTheRun();

private:
    // The largest size each algorithm is tested at: every accepted size up to 12, except the
    // n^n and n! enumerations, tested to 8 and 10 to keep the suite short.
    static int largestTested(const AlgorithmInfo &info)
    {
        if (info.id == AlgorithmId::BruteForce)
            return 8;
        if (info.id == AlgorithmId::BranchColumns)
            return 10;
        return std::min(12, info.maxSize);
    }

    QMap<int, test::ReferenceRow> m_reference;
};

void TestAlgorithms::initTestCase()
{
    m_reference = test::queensCounts();
    QVERIFY2(m_reference.size() >= 20, "tests/data/nqueens-counts.tsv is missing or short");
    QCOMPARE(m_reference.value(8).a, 92);
}

void TestAlgorithms::catalogue()
{
    const QStringList expected { QStringLiteral("brute-force"),
                                 QStringLiteral("branch-columns"),
                                 QStringLiteral("permutations"),
                                 QStringLiteral("backtracking"),
                                 QStringLiteral("backtracking-check"),
                                 QStringLiteral("backtracking-iterative"),
                                 QStringLiteral("bitmask"),
                                 QStringLiteral("breadth-first"),
                                 QStringLiteral("depth-first-stack"),
                                 QStringLiteral("min-conflicts"),
                                 QStringLiteral("construction") };
    QStringList ids;
    for (const AlgorithmInfo &info : Algorithms::all()) {
        ids << info.idString();
        QVERIFY(!info.displayName().isEmpty());
        QVERIFY2(info.description().count(u'.') >= 2, qPrintable(info.idString()));
        QVERIFY(info.pseudocode().size() >= 5);
        QVERIFY(info.minSize == 1 && info.maxSize >= 8);
        QCOMPARE(&Algorithms::info(info.id), &info);
        QCOMPARE(Algorithms::find(info.idString()), &info);
    }
    QCOMPARE(ids, expected);
    QVERIFY(Algorithms::find(u"nonsense") == nullptr);
    QVERIFY(!Algorithms::info(AlgorithmId::MinConflicts).enumerates);
    QVERIFY(!Algorithms::info(AlgorithmId::Construction).enumerates);
}

void TestAlgorithms::counts_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    for (const AlgorithmInfo &info : Algorithms::all()) {
        if (!info.enumerates)
            continue;
        for (int n = 1; n <= largestTested(info); ++n)
            QTest::addRow("%s-%d", info.key, n) << int(info.id) << n;
    }
}

void TestAlgorithms::counts()
{
    QFETCH(int, algorithm);
    QFETCH(int, n);
    const auto id = static_cast<AlgorithmId>(algorithm);
    RunOptions options;
    options.n = n;
    const qint64 expected = m_reference.value(n).a;

    NullSink null;
    const RunResult counted = runAlgorithm(id, null, options);
    QCOMPARE(counted.stats.solutions, expected);
    QVERIFY(!counted.cancelled && !counted.failed);

    std::set<Placement> seen;
    bool allValid = true;
    SolutionSink collect { [&](std::span<const int> p) {
        allValid = allValid && isSolution(p);
        seen.emplace(p.begin(), p.end());
    } };
    const RunResult listed = runAlgorithm(id, collect, options);
    QVERIFY2(allValid, "an emitted solution has attacking queens or an empty row");
    QCOMPARE(listed.stats.solutions, expected);
    QCOMPARE(qint64(seen.size()), expected); // no solution twice
    // The counting path and the listing path do the same work.
    QCOMPARE(listed.stats.placements, counted.stats.placements);
}

void TestAlgorithms::stopAfter_data()
{
    QTest::addColumn<int>("algorithm");
    for (const AlgorithmInfo &info : Algorithms::all()) {
        if (info.enumerates)
            QTest::addRow("%s", info.key) << int(info.id);
    }
}

void TestAlgorithms::stopAfter()
{
    QFETCH(int, algorithm);
    const auto id = static_cast<AlgorithmId>(algorithm);
    RunOptions options;
    options.n = 6; // 4 solutions
    options.mode = SolveMode::First;
    NullSink null;
    RunOptions six;
    six.n = 6;
    const RunResult all = runAlgorithm(id, null, six);
    const RunResult first = runAlgorithm(id, null, options);
    QCOMPARE(first.stats.solutions, 1);
    QVERIFY(first.stats.placements < all.stats.placements);

    options.mode = SolveMode::Limit;
    options.limit = 3;
    std::vector<Placement> got;
    SolutionSink collect { [&](std::span<const int> p) { got.emplace_back(p.begin(), p.end()); } };
    QCOMPARE(runAlgorithm(id, collect, options).stats.solutions, 3);
    QCOMPARE(got.size(), std::size_t(3));

    options.limit = 100; // more than there are: all of them
    QCOMPARE(runAlgorithm(id, null, options).stats.solutions, 4);
}

void TestAlgorithms::cancelFlagStopsTheRun_data()
{
    stopAfter_data();
    QTest::addRow("min-conflicts") << int(AlgorithmId::MinConflicts);
}

void TestAlgorithms::cancelFlagStopsTheRun()
{
    QFETCH(int, algorithm);
    const auto id = static_cast<AlgorithmId>(algorithm);
    const AlgorithmInfo &info = Algorithms::info(id);
    std::atomic_bool cancel { true };
    RunOptions options;
    options.n = std::min(info.maxSize, id == AlgorithmId::MinConflicts ? 200000 : 10);
    options.cancel = &cancel;
    NullSink null;
    const RunResult result = runAlgorithm(id, null, options);
    QVERIFY(result.cancelled);
    if (info.enumerates)
        QVERIFY(result.stats.solutions < m_reference.value(options.n).a);
    // The flag is read at least every 4096 units of work; a unit places or tests at most about
    // n queens (a whole board for permutations).
    QVERIFY2(result.stats.placements + result.stats.tested + result.stats.boards
                 <= 4097 * (options.n + 2),
             qPrintable(QString::number(result.stats.placements)));
}

void TestAlgorithms::everyLineHasAStableKey()
{
    static const QRegularExpression shape(QStringLiteral("^[a-z][a-z-]*$"));
    std::vector<AlgorithmInfo> infos = Algorithms::all();
    infos.push_back(Algorithms::domination());
    for (const AlgorithmInfo &info : infos) {
        const std::vector<QString> &keys = LineKeys::of(info.id);
        // A key for every line, each of its own, found again by its name.
        QCOMPARE(keys.size(), info.pseudocodeSource.size());
        std::set<QString> seen;
        for (int line = 0; line < int(keys.size()); ++line) {
            const QString key = LineKeys::keyOf(info.id, line);
            QVERIFY2(shape.match(key).hasMatch(), qPrintable(info.idString() + u' ' + key));
            QVERIFY2(seen.insert(key).second, qPrintable(info.idString() + u' ' + key));
            QCOMPARE(LineKeys::lineOf(info.id, key), line);
        }
        QCOMPARE(LineKeys::lineOf(info.id, u"no-such-line"), -1);
        QVERIFY(LineKeys::keyOf(info.id, int(keys.size())).isEmpty());
    }
    // Keys name the Line enums' lines: "take" is flag backtracking's backtrack.
    QCOMPARE(LineKeys::lineOf(AlgorithmId::Backtracking, u"take"),
             int(solvers::backtracking::Take));
    QVERIFY(QByteArray(Algorithms::info(AlgorithmId::Backtracking)
                           .pseudocodeSource[std::size_t(solvers::backtracking::Take)])
                .startsWith("    take the queen off"));
}

QTEST_GUILESS_MAIN(TestAlgorithms)
#include "tst_algorithms.moc"
