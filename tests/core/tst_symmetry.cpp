// SPDX-License-Identifier: GPL-3.0-or-later
// The eight symmetries of the square and the grouping of solutions into classes.
#include "placement.h"
#include "reference.h"
#include "sinks.h"
#include "solutions.h"
#include "solver.h"
#include "symmetry.h"

#include <QtTest>

#include <set>

using namespace nq;

using test::allSolutions;

class TestSymmetry : public QObject
{
    Q_OBJECT

private slots:
    void squareTransforms();
    void groupLaws();
    void uniqueCounts_data();
    void uniqueCounts();
    void eightByEightClasses();
    void orbits();
};

void TestSymmetry::orbits()
{
    // Burnside on every class of 8 x 8: the distinct images are the class's members, and the
    // images equal to the board number 8 / (class size).
    const std::vector<SymmetryClass> classes = Symmetry::group(allSolutions(8));
    QCOMPARE(int(classes.size()), 12);
    for (const SymmetryClass &c : classes) {
        std::vector<Square> squares;
        for (int r = 0; r < 8; ++r)
            squares.push_back({ r, c.representative[std::size_t(r)] });
        const std::vector<OrbitImage> orbit = Symmetry::orbit(squares, 8);
        QCOMPARE(int(orbit.size()), 8);
        QCOMPARE(orbit[0].squares, squares);
        int distinct = 0, fixing = 0;
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(orbit[std::size_t(i)].transform, kAllTransforms[std::size_t(i)]);
            QVERIFY(orbit[std::size_t(i)].sameAs <= i);
            QCOMPARE(orbit[std::size_t(orbit[std::size_t(i)].sameAs)].squares,
                     orbit[std::size_t(i)].squares);
            distinct += orbit[std::size_t(i)].sameAs == i;
            fixing += orbit[std::size_t(i)].sameAs == 0;
        }
        QCOMPARE(distinct, c.size);
        QCOMPARE(fixing * c.size, 8);
        if (c.size == 4) // the symmetric class: the half turn gives the same board
            QCOMPARE(orbit[2].sameAs, 0);
    }
}

void TestSymmetry::squareTransforms()
{
    const int n = 8;
    const Square corner { 0, 0 };
    QCOMPARE(Symmetry::apply(Transform::Rotate90, corner, n), (Square { 0, 7 })); // clockwise
    QCOMPARE(Symmetry::apply(Transform::Rotate180, corner, n), (Square { 7, 7 }));
    QCOMPARE(Symmetry::apply(Transform::Rotate270, corner, n), (Square { 7, 0 }));
    const Square s { 1, 2 };
    QCOMPARE(Symmetry::apply(Transform::MirrorHorizontal, s, n), (Square { 6, 2 }));
    QCOMPARE(Symmetry::apply(Transform::MirrorVertical, s, n), (Square { 1, 5 }));
    QCOMPARE(Symmetry::apply(Transform::MainDiagonal, s, n), (Square { 2, 1 }));
    QCOMPARE(Symmetry::apply(Transform::AntiDiagonal, s, n), (Square { 5, 6 }));
    // Their names say what the squares above do: a corner going right is a clockwise turn; the
    // horizontal axis swaps top and bottom (rows), the vertical one left and right (columns).
    QCOMPARE(Symmetry::name(Transform::Rotate90), QStringLiteral("turned 90° clockwise"));
    QCOMPARE(Symmetry::name(Transform::Rotate270), QStringLiteral("turned 90° anticlockwise"));
    QVERIFY(Symmetry::name(Transform::MirrorHorizontal).contains(QStringLiteral("top ↔ bottom")));
    QVERIFY(Symmetry::name(Transform::MirrorVertical).contains(QStringLiteral("left ↔ right")));
    QVERIFY(Symmetry::name(Transform::MainDiagonal).contains(QStringLiteral("╲")));
    QVERIFY(Symmetry::name(Transform::AntiDiagonal).contains(QStringLiteral("╱")));
    // A solution's image is a solution.
    const Placement p { 0, 4, 7, 5, 2, 6, 1, 3 };
    for (const Transform t : kAllTransforms)
        QVERIFY(isSolution(Symmetry::apply(t, p)));
    QCOMPARE(Symmetry::apply(Transform::Rotate90, p), (Placement { 7, 1, 3, 0, 6, 4, 2, 5 }));
}

void TestSymmetry::groupLaws()
{
    const Placement p { 0, 4, 7, 5, 2, 6, 1, 3 };
    for (const Transform a : kAllTransforms) {
        QCOMPARE(Symmetry::apply(Symmetry::inverse(a), Symmetry::apply(a, p)), p);
        for (const Transform b : kAllTransforms) {
            QCOMPARE(Symmetry::apply(Symmetry::compose(a, b), p),
                     Symmetry::apply(b, Symmetry::apply(a, p)));
        }
    }
    // The eight images of an asymmetric solution are distinct.
    std::set<Placement> images;
    for (const Transform t : kAllTransforms)
        images.insert(Symmetry::apply(t, p));
    QCOMPARE(images.size(), std::size_t(8));
}

void TestSymmetry::uniqueCounts_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 13; ++n)
        QTest::addRow("%d", n) << n;
}

void TestSymmetry::uniqueCounts()
{
    QFETCH(int, n);
    const auto reference = test::queensCounts().value(n);
    const std::vector<Placement> solutions = allSolutions(n);
    QCOMPARE(qint64(solutions.size()), reference.a);
    const std::vector<SymmetryClass> classes = Symmetry::group(solutions);
    QCOMPARE(qint64(classes.size()), reference.b);
    qint64 members = 0;
    qint64 canonical = 0;
    for (const SymmetryClass &c : classes) {
        if (n == 1)
            QCOMPARE(c.size, 1);
        else
            QVERIFY(c.size == 8 || c.size == 4 || c.size == 2);
        QCOMPARE(qsizetype(c.members.size()), qsizetype(c.size));
        QCOMPARE(Symmetry::classSize(c.representative), c.size);
        QVERIFY(Symmetry::isCanonical(c.representative));
        for (const auto &[member, t] : c.members) {
            // Each member maps onto the representative by the stated transform.
            QCOMPARE(Symmetry::apply(t, member), c.representative);
            canonical += Symmetry::isCanonical(member) ? 1 : 0;
        }
        members += qint64(c.members.size());
    }
    QCOMPARE(members, reference.a); // class sizes sum to the total
    QCOMPARE(canonical, reference.b);
}

void TestSymmetry::eightByEightClasses()
{
    const std::vector<SymmetryClass> classes = Symmetry::group(allSolutions(8));
    QCOMPARE(classes.size(), std::size_t(12));
    int eights = 0, fours = 0;
    for (const SymmetryClass &c : classes) {
        eights += c.size == 8;
        fours += c.size == 4;
    }
    QCOMPARE(eights, 11);
    QCOMPARE(fours, 1);
    // The class of 4 is symmetric under a half turn.
    for (const SymmetryClass &c : classes) {
        if (c.size == 4)
            QCOMPARE(Symmetry::apply(Transform::Rotate180, c.representative), c.representative);
    }
}

QTEST_GUILESS_MAIN(TestSymmetry)
#include "tst_symmetry.moc"
