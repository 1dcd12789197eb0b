// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue model the Solutions panel shows: 8 x 8 in 12 classes (11 of 8, 1 of 4), every
// solution under its class, all 92 in a flat list, the symmetric class alone, and covering sets.
#include "browser/catalogmodel.h"
#include "reference.h"
#include "solutioncatalog.h"

#include <QtTest>

using namespace nq;

class TestCatalogModel : public QObject
{
    Q_OBJECT

private slots:
    void classesOfEight();
    void allSolutionsAndFilter();
    void coveringSets();
};

void TestCatalogModel::classesOfEight()
{
    auto catalog = std::make_shared<SolutionCatalog>();
    QVERIFY(catalog->build(8));
    CatalogModel model;
    model.setCatalog(catalog);
    QCOMPARE(model.rowCount(), 12);
    std::map<int, int> sizes;
    QSet<qint64> seen;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex cls = model.index(row, 0);
        const int members = model.rowCount(cls);
        ++sizes[members];
        QVERIFY(!cls.data(Qt::DisplayRole).toString().isEmpty());
        for (int m = 0; m < members; ++m) {
            const QModelIndex member = model.index(m, 0, cls);
            QCOMPARE(member.data(CatalogModel::ClassRole).toLongLong(), qint64(row));
            seen.insert(member.data(CatalogModel::SolutionRole).toLongLong());
        }
    }
    QCOMPARE(sizes[8], 11);
    QCOMPARE(sizes[4], 1);
    QCOMPARE(seen.size(), 92); // every solution once
    QCOMPARE(qint64(seen.size()), test::queensCounts().value(8).a);
    QCOMPARE(qint64(model.rowCount()), test::queensCounts().value(8).b);
}

void TestCatalogModel::allSolutionsAndFilter()
{
    auto catalog = std::make_shared<SolutionCatalog>();
    QVERIFY(catalog->build(8));
    CatalogModel model;
    model.setCatalog(catalog);
    model.setMode(CatalogModel::Mode::AllSolutions);
    QCOMPARE(model.rowCount(), 92);
    QCOMPARE(model.index(41, 0).data(CatalogModel::SolutionRole).toLongLong(), 41);
    const QModelIndex found = model.indexOfSolution(41);
    QVERIFY(found.isValid());
    QCOMPARE(found.data(CatalogModel::SolutionRole).toLongLong(), 41);
    CatalogFilter filter;
    filter.symmetry = CatalogFilter::Symmetry::HalfTurn;
    model.setSelection(
        std::make_shared<CatalogSelection>(*CatalogFilterRun::select(*catalog, filter)));
    QCOMPARE(model.rowCount(), 4); // the members of the one class with a half-turn symmetry
    model.setMode(CatalogModel::Mode::Classes);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.rowCount(model.index(0, 0)), 4);
    // A queen in the corner: 4 solutions; a class row lists only its members kept, and each
    // row shows its placement under its name.
    filter = CatalogFilter {};
    filter.required = { { 0, 0 } };
    model.setSelection(
        std::make_shared<CatalogSelection>(*CatalogFilterRun::select(*catalog, filter)));
    int members = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex c = model.index(row, 0);
        for (int j = 0; j < model.rowCount(c); ++j) {
            const std::int64_t s
                = model.index(j, 0, c).data(CatalogModel::SolutionRole).toLongLong();
            QCOMPARE(catalog->solution(s)[0], 0);
            ++members;
        }
    }
    QCOMPARE(members, 4);
    const QModelIndex first = model.index(0, 0, model.index(0, 0));
    const std::int64_t s = first.data(CatalogModel::SolutionRole).toLongLong();
    QCOMPARE(first.data(Qt::DisplayRole).toString(),
             first.data(CatalogModel::NameRole).toString() + u'\n'
                 + placementToText(catalog->solution(s)));
    QVERIFY(first.data(Qt::DisplayRole).toString().contains(QStringLiteral("\n1 ")));
    QCOMPARE(model.indexOfSolution(s), first);
    for (std::int64_t i : { 0, 5, 91 })
        QCOMPARE(model.indexOfSolution(i).isValid(), catalog->solution(i)[0] == 0);
    model.setSelection(nullptr);
    QCOMPARE(model.rowCount(), 12);
    // Thumbnails follow the size asked for, within bounds.
    model.setThumbnailSize(120);
    QCOMPARE(model.index(0, 0).data(Qt::DecorationRole).value<QPixmap>().width(), 120);
    model.setThumbnailSize(1000);
    QCOMPARE(model.thumbnailSize(), CatalogModel::kMaxThumbnail);
}

void TestCatalogModel::coveringSets()
{
    auto catalog = std::make_shared<SolutionCatalog>();
    QString error;
    QVERIFY2(catalog->buildDomination(8, 5, false, nullptr, &error), qPrintable(error));
    CatalogModel model;
    model.setCatalog(catalog);
    const auto reference = test::dominationCounts().value(8);
    QCOMPARE(qint64(model.rowCount()), reference.c); // 638 classes
    qint64 sets = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        sets += model.rowCount(model.index(row, 0));
    QCOMPARE(sets, reference.b); // 4860 sets
}

QTEST_MAIN(TestCatalogModel)
#include "tst_catalogmodel.moc"
