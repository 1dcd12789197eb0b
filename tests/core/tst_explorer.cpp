// SPDX-License-Identifier: GPL-3.0-or-later
// A board filled by hand: attacks, attacking pairs, the solutions that remain, hints.
#include "explorer.h"
#include "placement.h"
#include "solutions.h"
#include "sinks.h"
#include "solver.h"

#include <QtTest>

using namespace nq;

namespace {

// Solutions of n x n containing every given queen, counted by listing them all.
std::int64_t bruteExtensions(int n, const std::vector<Square> &queens)
{
    std::int64_t count = 0;
    for (const Placement &p : test::allSolutions(n)) {
        bool all = true;
        for (const Square &q : queens)
            all = all && p[std::size_t(q.row)] == q.col;
        count += all;
    }
    return count;
}

} // namespace

class TestExplorer : public QObject
{
    Q_OBJECT

private slots:
    void attacksAndPairs();
    void extensionsMatchTheSolutions();
    void hintsLeadToASolution();
    void takeBackWhenStuck();
    void backtrackingKeepsFixedQueens();
};

void TestExplorer::attacksAndPairs()
{
    Explorer e(8);
    QVERIFY(e.place({ 0, 0 }));
    QVERIFY(!e.place({ 0, 0 })); // taken
    QVERIFY(!e.place({ 8, 0 })); // off the board
    QVERIFY(e.isAttacked({ 0, 5 }));
    QVERIFY(e.isAttacked({ 7, 7 }));
    QVERIFY(!e.isAttacked({ 1, 2 }));
    QVERIFY(!e.isAttacked({ 0, 0 }));
    QVERIFY(e.place({ 3, 3 })); // same diagonal
    QVERIFY(e.place({ 5, 2 }));
    const auto pairs = e.attackingPairs();
    QCOMPARE(pairs.size(), std::size_t(1));
    QCOMPARE(pairs[0].first, (Square { 0, 0 }));
    QCOMPARE(pairs[0].second, (Square { 3, 3 }));
    QVERIFY(e.remove({ 3, 3 }));
    QVERIFY(e.attackingPairs().empty());
    QVERIFY(!e.remove({ 3, 3 }));
}

void TestExplorer::extensionsMatchTheSolutions()
{
    Explorer e(8);
    QCOMPARE(e.extensions(), 92);
    e.place({ 0, 0 });
    QCOMPARE(e.extensions(), bruteExtensions(8, e.queens()));
    QCOMPARE(e.extensions(), 4);
    e.place({ 4, 2 });
    QCOMPARE(e.extensions(), bruteExtensions(8, e.queens()));
    e.place({ 4, 6 }); // two queens in a row
    QCOMPARE(e.extensions(), 0);
}

void TestExplorer::hintsLeadToASolution()
{
    Explorer e(8);
    e.place({ 3, 3 });
    for (int step = 0; step < 8 && !e.isSolved(); ++step) {
        const Explorer::Hint h = e.hint();
        QCOMPARE(h.kind, Explorer::Hint::Place);
        QVERIFY(!e.isAttacked(h.square));
        QVERIFY(e.place(h.square));
        QVERIFY(e.extensions() > 0); // the hinted square really extends
    }
    QVERIFY(e.isSolved());
    QCOMPARE(e.hint().kind, Explorer::Hint::Solved);
    Placement p(8, -1);
    for (const Square &q : e.queens())
        p[std::size_t(q.row)] = q.col;
    QVERIFY(isSolution(p));
}

void TestExplorer::takeBackWhenStuck()
{
    Explorer e(6);
    e.place({ 0, 0 }); // no solution of 6x6 has a queen in a corner
    const Explorer::Hint h = e.hint();
    QCOMPARE(h.kind, Explorer::Hint::TakeBack);
    QCOMPARE(h.square, (Square { 0, 0 }));
}

void TestExplorer::backtrackingKeepsFixedQueens()
{
    // "Solve from here": flag backtracking with the student's queens kept where they are.
    Explorer e(8);
    e.place({ 0, 0 });
    e.place({ 4, 2 });
    RunOptions options;
    options.n = 8;
    options.fixed = Placement(8, -1);
    options.fixed[0] = 0;
    options.fixed[4] = 2;
    std::vector<Placement> found;
    std::vector<StepEvent> first;
    bool firstIsSetBoard = false;
    StepSink sink { [&](const StepEvent &ev) {
        if (ev.kind == EventKind::Solution)
            found.emplace_back(ev.placement.begin(), ev.placement.end());
        if (first.empty()) {
            first.push_back(ev);
            firstIsSetBoard = ev.kind == EventKind::SetBoard && ev.placement[0] == 0
                    && ev.placement[4] == 2;
        }
    } };
    runAlgorithm(AlgorithmId::Backtracking, sink, options);
    QVERIFY(firstIsSetBoard); // the run starts by showing the fixed queens
    QCOMPARE(qint64(found.size()), e.extensions());
    for (const Placement &p : found) {
        QVERIFY(isSolution(p));
        QCOMPARE(p[0], 0);
        QCOMPARE(p[4], 2);
    }
    // Fixed queens that attack each other: nothing to find.
    options.fixed[4] = 4;
    NullSink null;
    QCOMPARE(runAlgorithm(AlgorithmId::Backtracking, null, options).stats.solutions, 0);
}

QTEST_GUILESS_MAIN(TestExplorer)
#include "tst_explorer.moc"
