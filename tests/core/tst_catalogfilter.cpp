// SPDX-License-Identifier: GPL-3.0-or-later
// Filtering a catalogue: the entries kept are exactly those a direct look at every board keeps,
// and the completions of a partial board agree with the worksheet's own search.
#include "catalogfilter.h"
#include "explorer.h"
#include "solutioncatalog.h"
#include "symmetry.h"
#include "worksheet.h"

#include <QtTest>

using namespace nq;

class TestCatalogFilter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void queenOnASquare_data();
    void queenOnASquare();
    void partialPlacementCompletions();
    void shortPlacementLeavesRowsFree();
    void symmetry_data();
    void symmetry();
    void coveringSets();
    void impossibleAndCancelled();
    void classesOnly();
    void summaryWords();

private:
    std::vector<std::uint32_t> direct(const SolutionCatalog &catalog, const CatalogFilter &f) const;
    SolutionCatalog m_eight;
    SolutionCatalog m_ten;
};

void TestCatalogFilter::initTestCase()
{
    QVERIFY(m_eight.build(8));
    QVERIFY(m_ten.build(10));
}

std::vector<std::uint32_t> TestCatalogFilter::direct(const SolutionCatalog &catalog,
                                                     const CatalogFilter &f) const
{
    // Every entry's squares looked at one by one, the symmetry from the board itself.
    std::vector<std::uint32_t> out;
    for (std::int64_t i = 0; i < catalog.solutionCount(); ++i) {
        const std::vector<Square> squares = catalog.squares(i);
        bool keep = std::all_of(f.required.begin(), f.required.end(), [&](const Square &s) {
            return std::find(squares.begin(), squares.end(), s) != squares.end();
        });
        const bool half = Symmetry::apply(Transform::Rotate180, squares, catalog.n()) == squares;
        const bool quarter = Symmetry::apply(Transform::Rotate90, squares, catalog.n()) == squares;
        int images = 0;
        for (const Transform t : kAllTransforms)
            images += Symmetry::apply(t, squares, catalog.n()) == squares;
        switch (f.symmetry) {
        case CatalogFilter::Symmetry::Any:
            break;
        case CatalogFilter::Symmetry::None:
            keep = keep && images == 1;
            break;
        case CatalogFilter::Symmetry::HalfTurn:
            keep = keep && half;
            break;
        case CatalogFilter::Symmetry::QuarterTurn:
            keep = keep && quarter;
            break;
        }
        if (keep)
            out.push_back(std::uint32_t(i));
    }
    return out;
}

void TestCatalogFilter::queenOnASquare_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("col");
    QTest::addColumn<int>("expected");
    // The corner of 8 x 8 holds a queen in 4 solutions; every square of the top row together
    // holds all 92.
    QTest::addRow("corner") << 0 << 0 << 4;
    QTest::addRow("(1, 4)") << 0 << 3 << 18;
    QTest::addRow("(5, 3)") << 4 << 2 << -1;
}

void TestCatalogFilter::queenOnASquare()
{
    QFETCH(int, row);
    QFETCH(int, col);
    QFETCH(int, expected);
    CatalogFilter filter;
    filter.required = { { row, col } };
    const auto selection = CatalogFilterRun::select(m_eight, filter);
    QVERIFY(selection);
    QCOMPARE(selection->entries, direct(m_eight, filter));
    if (expected >= 0)
        QCOMPARE(selection->matches(), expected);
    // Every class listed holds at least one entry kept, and the member bits name them all.
    std::int64_t bits = 0;
    for (std::size_t i = 0; i < selection->classes.size(); ++i) {
        QVERIFY(selection->members[i] != 0);
        bits += std::popcount(selection->members[i]);
        for (int j = 0; j < m_eight.symmetryClass(selection->classes[i]).size; ++j) {
            const bool kept = selection->members[i] & (1u << j);
            const auto m = std::uint32_t(m_eight.member(selection->classes[i], j));
            QCOMPARE(kept,
                     std::binary_search(selection->entries.begin(), selection->entries.end(), m));
        }
    }
    QCOMPARE(bits, selection->matches());
    int total = 0;
    for (int c = 0; c < 8; ++c) {
        filter.required = { { 0, c } };
        total += int(CatalogFilterRun::select(m_eight, filter)->matches());
    }
    QCOMPARE(total, 92);
}

void TestCatalogFilter::partialPlacementCompletions()
{
    // "2,4,-,-,-,-,-,-" on 8 x 8 and two partial boards of 10 x 10: the filter finds as many
    // boards as the worksheet's completion search counts.
    const QStringList texts { QStringLiteral("2,4,-,-,-,-,-,-"), QStringLiteral("1 - - - - - - 5"),
                              QStringLiteral("- - 3 - - - - - - 8"),
                              QStringLiteral("2 - - - - - - - - 1") };
    for (const QString &text : texts) {
        const int n = int(text.split(QRegularExpression(QStringLiteral("[ ,]"))).size());
        const SolutionCatalog &catalog = n == 8 ? m_eight : m_ten;
        QString error;
        const auto partial = parsePlacement(text, n, &error);
        QVERIFY2(partial, qPrintable(error));
        CatalogFilter filter;
        filter.required = CatalogFilter::squaresOf(*partial);
        const auto selection = CatalogFilterRun::select(catalog, filter);
        QVERIFY(selection);
        QCOMPARE(selection->matches(), completions(*partial, 1000000));
        QCOMPARE(selection->entries, direct(catalog, filter));
        for (const std::uint32_t e : selection->entries) {
            const Placement p = catalog.solution(e);
            for (std::size_t r = 0; r < p.size(); ++r)
                QVERIFY((*partial)[r] < 0 || (*partial)[r] == p[r]);
        }
    }
}

void TestCatalogFilter::shortPlacementLeavesRowsFree()
{
    // What the browser's queens field reads: "2,4" is the first two rows, the rest free; a whole
    // reading refuses it, and neither takes more columns than rows or nothing.
    const PlacementReading tail { .freeTail = true };
    QCOMPARE(parsePlacement(u"2,4", 8, nullptr, tail), parsePlacement(u"2,4,-,-,-,-,-,-", 8));
    QCOMPARE(parsePlacement(u"2 4", 8, nullptr, tail)->size(), std::size_t(8));
    QVERIFY(!parsePlacement(u"2,4", 8));
    QString error;
    QVERIFY(!parsePlacement(u"1,2,3,4,5,6,7,8,1", 8, &error, tail));
    QVERIFY(error.contains(QStringLiteral("8 rows")));
    QVERIFY(!parsePlacement(u"", 8, nullptr, tail));
    QVERIFY(!parsePlacement(u"2,2", 8, nullptr, tail)); // a column twice
}

void TestCatalogFilter::symmetry_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("symmetry");
    for (int n : { 8, 10 }) {
        for (int s = 1; s <= 3; ++s)
            QTest::addRow("%d/%d", n, s) << n << s;
    }
}

void TestCatalogFilter::symmetry()
{
    QFETCH(int, n);
    QFETCH(int, symmetry);
    const SolutionCatalog &catalog = n == 8 ? m_eight : m_ten;
    CatalogFilter filter;
    filter.symmetry = CatalogFilter::Symmetry(symmetry);
    const auto selection = CatalogFilterRun::select(catalog, filter);
    QVERIFY(selection);
    QCOMPARE(selection->entries, direct(catalog, filter));
    if (n == 8 && filter.symmetry == CatalogFilter::Symmetry::HalfTurn) {
        QCOMPARE(selection->matches(), 4);
        QCOMPARE(selection->classCount(), 1);
    }
    if (n == 8 && filter.symmetry == CatalogFilter::Symmetry::None)
        QCOMPARE(selection->classCount(), 11);
}

void TestCatalogFilter::coveringSets()
{
    // 5 queens covering 8 x 8: 4860 sets in 638 classes. A queen in the centre, and sets with a
    // half turn symmetry, checked against every set.
    SolutionCatalog sets;
    QVERIFY(sets.buildDomination(8, 5, false));
    QCOMPARE(sets.solutionCount(), 4860);
    CatalogFilter filter;
    const auto all = CatalogFilterRun::select(sets, filter);
    QCOMPARE(all->matches(), 4860);
    QCOMPARE(all->classCount(), 638);
    filter.required = { { 3, 3 } };
    auto selection = CatalogFilterRun::select(sets, filter);
    QCOMPARE(selection->entries, direct(sets, filter));
    QVERIFY(selection->matches() > 0 && selection->matches() < 4860);
    filter.required = { { 3, 3 }, { 0, 0 } };
    selection = CatalogFilterRun::select(sets, filter);
    QCOMPARE(selection->entries, direct(sets, filter));
    // Two queens on one row: a covering set may have them (issue 37: none matched).
    filter.required = { { 0, 0 }, { 0, 1 } };
    selection = CatalogFilterRun::select(sets, filter);
    QCOMPARE(selection->entries, direct(sets, filter));
    QVERIFY(selection->matches() > 0);
    filter.required.clear();
    for (int s = 1; s <= 3; ++s) {
        filter.symmetry = CatalogFilter::Symmetry(s);
        selection = CatalogFilterRun::select(sets, filter);
        QCOMPARE(selection->entries, direct(sets, filter));
    }
}

void TestCatalogFilter::classesOnly()
{
    // 6 queens covering 8 x 8: 1,352,644 sets, more than the browser lists one by one; their
    // 169,760 classes are listed instead. The class sizes add up to the sets (Burnside's
    // count, checked), and a filter counts the images that match, as the closed-form counter
    // of the explore panel counts the sets holding the same queens.
    SolutionCatalog plain;
    QString error;
    QVERIFY(!plain.buildDomination(8, 6, false, nullptr, &error));
    QVERIFY2(error.contains(QStringLiteral("1,352,644")), qPrintable(error));
    SolutionCatalog classes;
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(classes.buildDominationOrClasses(8, 6, false, nullptr, &error), qPrintable(error));
    qInfo("8 x 8, 6 queens: %lld classes of %lld sets listed in %lld ms",
          qlonglong(classes.classCount()), qlonglong(classes.boardCount()),
          qlonglong(timer.elapsed()));
    QVERIFY(classes.isClassesOnly());
    QCOMPARE(classes.classCount(), 169760);
    QCOMPARE(classes.boardCount(), 1352644);
    std::int64_t sum = 0;
    for (std::int64_t k = 0; k < classes.classCount(); ++k) {
        QCOMPARE(classes.symmetryClass(k).members(), 1);
        sum += classes.symmetryClass(k).size;
        if (k % 997 == 0) { // its representative is the smallest of its images
            const std::vector<Square> rep = classes.squares(classes.member(k, 0));
            QCOMPARE(Symmetry::setClassSize(rep, 8), int(classes.symmetryClass(k).size));
            std::vector<int> ids;
            for (const Square &s : rep)
                ids.push_back(s.row * 8 + s.col);
            QCOMPARE(Symmetry::canonicalSet(rep, 8), ids);
        }
    }
    QCOMPARE(sum, 1352644);
    for (const std::vector<Square> &queens :
         { std::vector<Square> { { 0, 0 } }, std::vector<Square> { { 3, 3 }, { 5, 1 } } }) {
        CatalogFilter filter;
        filter.required = queens;
        const auto selection = CatalogFilterRun::select(classes, filter);
        Explorer explorer(8);
        for (const Square &q : queens)
            explorer.place(q);
        QCOMPARE(selection->matches(), explorer.coveringSets(6, false));
        QVERIFY(selection->classCount() > 0 && selection->classCount() < 169760);
    }
    // A problem whose sets fit is listed whole, as before.
    SolutionCatalog five;
    QVERIFY(five.buildDominationOrClasses(8, 5, false));
    QVERIFY(!five.isClassesOnly());
    QCOMPARE(five.solutionCount(), 4860);
}

void TestCatalogFilter::impossibleAndCancelled()
{
    CatalogFilter filter;
    filter.required = { { 0, 0 }, { 0, 5 } }; // two queens in one row
    QCOMPARE(CatalogFilterRun::select(m_eight, filter)->matches(), 0);
    filter.required = { { 0, 0 }, { 1, 1 } }; // attacking each other
    QCOMPARE(CatalogFilterRun::select(m_eight, filter)->matches(), 0);
    filter.required = { { 8, 0 } }; // off the board
    QCOMPARE(CatalogFilterRun::select(m_eight, filter)->matches(), 0);
    std::atomic_bool cancel { true };
    QVERIFY(!CatalogFilterRun::select(m_eight, {}, &cancel));
}

void TestCatalogFilter::summaryWords()
{
    CatalogFilter filter;
    filter.required = { { 0, 0 } };
    const auto corner = CatalogFilterRun::select(m_eight, filter);
    QCOMPARE(corner->summary(false),
             QStringLiteral("4 solutions match, in %1 classes.").arg(corner->classCount()));
    QCOMPARE(filter.describe(), QStringLiteral("a queen on (1, 1)"));
    filter.symmetry = CatalogFilter::Symmetry::HalfTurn;
    QCOMPARE(CatalogFilterRun::select(m_eight, filter)->summary(false),
             QStringLiteral("No solution matches."));
    filter.required.clear();
    QCOMPARE(CatalogFilterRun::select(m_eight, filter)->summary(false),
             QStringLiteral("4 solutions match, in 1 class."));
}

QTEST_GUILESS_MAIN(TestCatalogFilter)
#include "tst_catalogfilter.moc"
