// SPDX-License-Identifier: GPL-3.0-or-later
// The one board model against the definition of a queen's reach (attackBetween), square by
// square, on random boards of both problems, with queens put and taken in random order.
#include "boardmodel.h"
#include "placement.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>

using namespace nq;

namespace {

// Queens occupying or attacking s, by the definition.
int coverByDefinition(const std::vector<Square> &queens, Square s)
{
    int count = 0;
    for (const Square &q : queens) {
        if (q == s || attackBetween(q, s) != ConflictReason::None)
            ++count;
    }
    return count;
}

} // namespace

class TestBoardModel : public QObject
{
    Q_OBJECT

private slots:
    void attackersAreCountedOnce();
    void lineSquaresAreTheQueensReach();
    void agreesWithTheDefinition_data();
    void agreesWithTheDefinition();
    void placementsAndRows();
    void refusesWhatIsNotThere();
};

void TestBoardModel::lineSquaresAreTheQueensReach()
{
    for (int n : { 1, 2, 5, 8, 13 }) {
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const Square q { r, c };
                std::vector<int> seen(std::size_t(n * n), 0);
                BoardModel::forEachLineSquare(n, q, [&](Square s) {
                    QVERIFY(s.row >= 0 && s.row < n && s.col >= 0 && s.col < n);
                    ++seen[std::size_t(s.row * n + s.col)];
                });
                for (int i = 0; i < n * n; ++i) {
                    const Square s { i / n, i % n };
                    const int expected = s == q || attackBetween(q, s) != ConflictReason::None;
                    QCOMPARE(seen[std::size_t(i)], expected);
                }
            }
        }
    }
}

void TestBoardModel::agreesWithTheDefinition_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<quint32>("seed");
    for (int n : { 1, 3, 8, 11 })
        QTest::addRow("n=%d", n) << n << quint32(1000 + n);
}

void TestBoardModel::agreesWithTheDefinition()
{
    QFETCH(int, n);
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    BoardModel model(n, true);
    std::vector<Square> queens;
    for (int step = 0; step < 300; ++step) {
        const Square s { random.bounded(n), random.bounded(n) };
        const bool there = std::find(queens.begin(), queens.end(), s) != queens.end();
        if (there) {
            QVERIFY(model.take(s));
            queens.erase(std::find(queens.begin(), queens.end(), s));
        } else {
            QVERIFY(model.put(s));
            queens.push_back(s);
        }
        QCOMPARE(model.queens(), queens);
        int uncovered = 0;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const Square t { r, c };
                const bool queen = std::find(queens.begin(), queens.end(), t) != queens.end();
                const int cover = coverByDefinition(queens, t);
                QCOMPARE(model.hasQueen(t), queen);
                QCOMPARE(model.cover(t), cover);
                QCOMPARE(model.isAttacked(t), !queen && cover > 0);
                if (queen)
                    QCOMPARE(model.isQueenAttacked(t), cover > 1);
                uncovered += cover == 0;
            }
        }
        QCOMPARE(model.uncovered(), uncovered);
        // The same queens put at once give the same answers.
        QCOMPARE(BoardModel::ofSquares(n, queens).uncovered(), uncovered);
    }
}

void TestBoardModel::placementsAndRows()
{
    const Placement solution { 1, 3, 0, 2 };
    BoardModel model = BoardModel::ofPlacement(solution);
    QCOMPARE(model.placement(), solution);
    QVERIFY(model.isFull());
    QCOMPARE(model.uncovered(), -1); // coverage not tracked
    for (int r = 0; r < 4; ++r) {
        QCOMPARE(model.onRow(r), 1);
        QCOMPARE(model.onColumn(r), 1);
        QVERIFY(!model.isQueenAttacked({ r, solution[std::size_t(r)] }));
    }
    QVERIFY(model.take({ 2, 0 }));
    QVERIFY(!model.isFull());
    QCOMPARE(model.columnOf(2), -1);
    QVERIFY(model.put({ 2, 1 })); // same column as row 0's queen
    QVERIFY(model.isQueenAttacked({ 2, 1 }));
    QVERIFY(model.isQueenAttacked({ 0, 1 }));
    model.setPlacement({ 2, 0, 3, 1 });
    QCOMPARE(model.placement(), (Placement { 2, 0, 3, 1 }));
    QCOMPARE(model.queenCount(), 4);
    // Two queens in one row (domination): the row's column is the first one's until it goes.
    BoardModel set(5, true);
    QVERIFY(set.put({ 1, 3 }));
    QVERIFY(set.put({ 1, 0 }));
    QCOMPARE(set.columnOf(1), 3);
    QVERIFY(set.hasQueen({ 1, 0 }));
    QVERIFY(set.take({ 1, 3 }));
    QCOMPARE(set.columnOf(1), 0);
}

void TestBoardModel::refusesWhatIsNotThere()
{
    BoardModel model(4);
    QVERIFY(!model.put({ 4, 0 }));
    QVERIFY(!model.put({ 0, -1 }));
    QVERIFY(model.put({ 0, 0 }));
    QVERIFY(!model.put({ 0, 0 })); // taken
    QVERIFY(!model.take({ 1, 1 }));
    QCOMPARE(model.queenCount(), 1);
    model.clear();
    QCOMPARE(model.queenCount(), 0);
    QCOMPARE(model.onRow(0), 0);
}

void TestBoardModel::attackersAreCountedOnce()
{
    // A lone queen: nothing attacks it, and it attacks the squares of its lines once each.
    const BoardModel lone = BoardModel::ofPlacement({ -1, 2, -1, -1, -1 });
    QCOMPARE(lone.attackersOf({ 1, 2 }), 0);
    QCOMPARE(lone.attackersOf({ 1, 4 }), 1);
    QCOMPARE(lone.attackersOf({ 3, 4 }), 1);
    QCOMPARE(lone.attackersOf({ 3, 3 }), 0);
    // Two queens on a diagonal: each is attacked by one, not by two; a square on both of their
    // lines by both.
    const BoardModel pair = BoardModel::ofPlacement({ 0, -1, 2, -1, -1 });
    QCOMPARE(pair.attackersOf({ 0, 0 }), 1);
    QCOMPARE(pair.attackersOf({ 2, 2 }), 1);
    QCOMPARE(pair.attackersOf({ 2, 0 }), 2); // column 1 and row 3
    // A row counted without its own queen (min-conflicts about to move it): on the row the
    // queen is left out; off the row it still attacks along its column and diagonals.
    const BoardModel counted = BoardModel::ofPlacement({ 0, 3, -1, -1, -1 });
    const Square own { 1, 3 };
    QCOMPARE(counted.attackersOf({ 1, 0 }), 2); // column 1 and row 2 (the own queen)
    QCOMPARE(counted.attackersOf({ 1, 0 }, own), 1); // column 1 only
    QCOMPARE(counted.attackersOf({ 1, 1 }, own), 1); // the diagonal of (1, 1)
    QCOMPARE(counted.attackersOf(own, own), 0); // the queen itself: nothing attacks it
    QCOMPARE(counted.attackersOf({ 0, 0 }, own), 0); // not on the queen's lines
    QCOMPARE(counted.attackersOf({ 2, 2 }, own), 2); // the diagonals of (1, 1) and (2, 4)
    QCOMPARE(counted.attackersOf({ 3, 3 }, own), 2); // column 4 and the diagonal of (1, 1)
}

QTEST_APPLESS_MAIN(TestBoardModel)
#include "tst_boardmodel.moc"
