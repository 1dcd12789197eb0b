// SPDX-License-Identifier: GPL-3.0-or-later
// Queens domination against OEIS A075458 / A002564 / A002563 and a plain subset enumeration.
#include "domination.h"
#include "placement.h"
#include "reference.h"
#include "symmetry.h"

#include <QtTest>

using namespace nq;

namespace {

// Every k-subset of the squares, tested square by square: slow and obviously right.
qint64 plainCount(int n, int k, bool independent)
{
    const int squares = n * n;
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i)
        pick[std::size_t(i)] = i;
    qint64 count = 0;
    while (true) {
        bool covers = true;
        for (int s = 0; s < squares && covers; ++s) {
            bool hit = false;
            for (const int q : pick) {
                const Square a { s / n, s % n }, b { q / n, q % n };
                hit = hit || a == b || attackBetween(a, b) != ConflictReason::None;
            }
            covers = hit;
        }
        if (covers && independent) {
            for (int i = 0; i < k && covers; ++i) {
                for (int j = i + 1; j < k && covers; ++j) {
                    covers = attackBetween({ pick[std::size_t(i)] / n, pick[std::size_t(i)] % n },
                                           { pick[std::size_t(j)] / n, pick[std::size_t(j)] % n })
                            == ConflictReason::None;
                }
            }
        }
        count += covers;
        int i = k - 1;
        while (i >= 0 && pick[std::size_t(i)] == squares - k + i)
            --i;
        if (i < 0)
            break;
        ++pick[std::size_t(i)];
        for (int j = i + 1; j < k; ++j)
            pick[std::size_t(j)] = pick[std::size_t(j - 1)] + 1;
    }
    return count;
}

} // namespace

class TestDomination : public QObject
{
    Q_OBJECT

private slots:
    void minimumSets_data();
    void minimumSets();
    void belowTheDominationNumber();
    void againstPlainEnumeration_data();
    void againstPlainEnumeration();
    void listedSetsCover();
};

void TestDomination::minimumSets_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 8; ++n)
        QTest::addRow("%d", n) << n;
}

void TestDomination::minimumSets()
{
    QFETCH(int, n);
    const auto reference = test::dominationCounts().value(n);
    QVERIFY(reference.a > 0);
    DominationOptions options;
    options.n = n;
    options.queens = int(reference.a);
    const DominationResult result = Domination::count(options);
    QCOMPARE(result.sets, reference.b);
    QCOMPARE(result.classes, reference.c);
}

void TestDomination::belowTheDominationNumber()
{
    for (int n = 2; n <= 8; ++n) {
        DominationOptions options;
        options.n = n;
        options.queens = int(test::dominationCounts().value(n).a) - 1;
        if (options.queens < 1)
            continue;
        QCOMPARE(Domination::count(options).sets, 0);
    }
}

void TestDomination::againstPlainEnumeration_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("independent");
    QTest::newRow("4x4 k3") << 4 << 3 << false;
    QTest::newRow("5x5 k3") << 5 << 3 << false;
    QTest::newRow("5x5 k4") << 5 << 4 << false;
    QTest::newRow("6x6 k3") << 6 << 3 << false;
    QTest::newRow("4x4 k3 independent") << 4 << 3 << true;
    QTest::newRow("5x5 k3 independent") << 5 << 3 << true;
    QTest::newRow("6x6 k4 independent") << 6 << 4 << true;
}

void TestDomination::againstPlainEnumeration()
{
    QFETCH(int, n);
    QFETCH(int, k);
    QFETCH(bool, independent);
    DominationOptions options;
    options.n = n;
    options.queens = k;
    options.independent = independent;
    const qint64 expected = plainCount(n, k, independent);
    QVERIFY(expected > 0);
    QCOMPARE(Domination::count(options).sets, expected);
}

void TestDomination::listedSetsCover()
{
    DominationOptions options;
    options.n = 8;
    options.queens = 5;
    qint64 sets = 0, classes = 0;
    bool allCover = true;
    Domination::enumerate(options, [&](std::span<const Square> squares, bool canonical) {
        ++sets;
        classes += canonical;
        for (int r = 0; r < 8; ++r) {
            for (int c = 0; c < 8; ++c) {
                bool hit = false;
                for (const Square &q : squares)
                    hit = hit || q == Square { r, c } || attackBetween({ r, c }, q) != ConflictReason::None;
                allCover = allCover && hit;
            }
        }
        return true;
    });
    QVERIFY(allCover);
    QCOMPARE(sets, 4860);
    QCOMPARE(classes, 638);
}

QTEST_GUILESS_MAIN(TestDomination)
#include "tst_domination.moc"
