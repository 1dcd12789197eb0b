// SPDX-License-Identifier: GPL-3.0-or-later
// The solution catalogue: every solution once, in order, grouped into the right classes.
#include "reference.h"
#include "sinks.h"
#include "solutioncatalog.h"
#include "solver.h"

#include <QtTest>

using namespace nq;

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void matchesTheReference_data();
    void matchesTheReference();
    void eightByEight();
    void cancelLeavesItEmpty();
};

void TestCatalog::matchesTheReference_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("threads");
    for (int n = 1; n <= 12; ++n)
        QTest::addRow("%d", n) << n << (n % 2 + 1);
    QTest::addRow("13 four threads") << 13 << 4;
}

void TestCatalog::matchesTheReference()
{
    QFETCH(int, n);
    QFETCH(int, threads);
    const auto ref = test::queensCounts().value(n);
    SolutionCatalog catalog;
    QVERIFY(catalog.build(n, nullptr, {}, threads));
    QCOMPARE(catalog.solutionCount(), ref.a);
    QCOMPARE(catalog.classCount(), ref.b);
    // In the order the backtracking search finds them (lexicographic), each exactly once.
    std::vector<Placement> expected;
    SolutionSink sink { [&](std::span<const int> p) {
        expected.emplace_back(p.begin(), p.end());
    } };
    RunOptions options;
    options.n = n;
    runAlgorithm(AlgorithmId::Backtracking, sink, options);
    for (std::int64_t i = 0; i < catalog.solutionCount(); ++i)
        QCOMPARE(catalog.solution(i), expected[std::size_t(i)]);
    std::int64_t members = 0;
    for (std::int64_t k = 0; k < catalog.classCount(); ++k) {
        const SolutionClass &c = catalog.symmetryClass(k);
        QVERIFY(c.size == 8 || c.size == 4 || c.size == 2 || n == 1);
        const Placement rep = catalog.representative(k);
        QVERIFY(Symmetry::isCanonical(rep));
        for (int j = 0; j < c.size; ++j) {
            const std::int64_t m = catalog.member(k, j);
            QCOMPARE(std::int64_t(catalog.classOf(m)), k);
            QCOMPARE(Symmetry::apply(catalog.transformOf(m), catalog.solution(m)), rep);
        }
        if (c.halfTurn())
            QCOMPARE(Symmetry::apply(Transform::Rotate180, rep), rep);
        if (c.quarterTurn() && n > 1)
            QCOMPARE(Symmetry::apply(Transform::Rotate90, rep), rep);
        members += c.size;
    }
    QCOMPARE(members, ref.a);
}

void TestCatalog::eightByEight()
{
    SolutionCatalog catalog;
    QVERIFY(catalog.build(8));
    QCOMPARE(catalog.summary(), QStringLiteral("92 solutions in 12 classes (11 × 8 + 1 × 4)"));
    QVERIFY(catalog.bytes() < 92 * 40);
}

void TestCatalog::cancelLeavesItEmpty()
{
    std::atomic_bool cancel { true };
    SolutionCatalog catalog;
    QVERIFY(!catalog.build(14, &cancel));
    QCOMPARE(catalog.solutionCount(), 0);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
