// SPDX-License-Identifier: GPL-3.0-or-later
// A board filled by hand: attacks, attacking pairs, the solutions that remain, hints.
#include "domination.h"
#include "explorer.h"
#include "placement.h"
#include "sinks.h"
#include "solutioncatalog.h"
#include "solutions.h"
#include "solver.h"

#include <QtTest>

#include <tuple>

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
    void hintsAsFarAsSolveFromHere();
    void takeBackWhenStuck();
    void backtrackingKeepsFixedQueens();
    void coveringSetsMatchTheCatalogue();
    void coverHintsLeadToACoveringSet();
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

void TestExplorer::hintsAsFarAsSolveFromHere()
{
    // Past 12 x 12 (where completions are counted) hints look for the first completion: on
    // 20 x 20 and 24 x 24, following them from two queens fills a solution (a search that would
    // take longer than kHintSteps says so instead: TooLong, as on some 32 x 32 boards).
    for (const int n : { 20, 24 }) {
        Explorer e(n);
        e.place({ 0, 1 });
        e.place({ 1, 3 });
        for (int step = 0; step < n && !e.isSolved(); ++step) {
            const Explorer::Hint h = e.hint();
            QVERIFY2(
                h.kind == Explorer::Hint::Place,
                qPrintable(
                    QStringLiteral("%1 x %1, step %2: kind %3").arg(n).arg(step).arg(int(h.kind))));
            QVERIFY(e.place(h.square));
        }
        QVERIFY(e.isSolved());
        Placement p(std::size_t(n), -1);
        for (const Square &q : e.queens())
            p[std::size_t(q.row)] = q.col;
        QVERIFY(isSolution(p));
    }
    // A queen no solution of 20 x 20 keeps beside the first one: the hint takes it back.
    Explorer stuck(20);
    stuck.place({ 0, 0 });
    stuck.place({ 1, 1 }); // attacked: no completion
    const Explorer::Hint h = stuck.hint();
    QCOMPARE(h.kind, Explorer::Hint::TakeBack);
    QCOMPARE(h.square, (Square { 1, 1 }));
    std::int64_t budget = 10;
    Explorer open(32);
    QCOMPARE(open.completes(budget), -1); // ten steps do not settle 32 x 32
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
            firstIsSetBoard
                = ev.kind == EventKind::SetBoard && ev.placement[0] == 0 && ev.placement[4] == 2;
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

// The sets counted with the student's queens fixed are exactly the listed sets holding them.
void TestExplorer::coveringSetsMatchTheCatalogue()
{
    SolutionCatalog catalog;
    QVERIFY(catalog.buildDomination(6, 3, false));
    QCOMPARE(catalog.solutionCount(), 4); // A002564
    const std::vector<Square> first = catalog.squares(0);
    for (std::size_t take = 0; take <= first.size(); ++take) {
        Explorer e(6);
        for (std::size_t i = 0; i < take; ++i)
            QVERIFY(e.place(first[i]));
        std::int64_t expected = 0;
        for (std::int64_t i = 0; i < catalog.solutionCount(); ++i) {
            const std::vector<Square> set = catalog.squares(i);
            expected += std::all_of(e.queens().begin(), e.queens().end(), [&](Square q) {
                return std::find(set.begin(), set.end(), q) != set.end();
            });
        }
        QCOMPARE(e.coveringSets(3, false), expected);
    }
    Explorer full(6);
    for (const Square &q : first)
        full.place(q);
    QVERIFY(full.isCovering(3, false));
    QVERIFY(full.uncoveredSquares().empty());
    QCOMPARE(full.coverHint(3, false).kind, Explorer::Hint::Solved);
    Explorer one(6);
    one.place({ 0, 0 });
    QCOMPARE(int(one.uncoveredSquares().size()), 36 - 16); // a corner queen covers 16 squares
    QVERIFY(!one.isCovering(3, false));
}

// Following the hints from an empty board always reaches a covering set; a queen no covering
// set holds is the one the hint takes back.
void TestExplorer::coverHintsLeadToACoveringSet()
{
    for (const auto &[n, k, independent] :
         { std::tuple { 8, 5, false }, std::tuple { 7, 4, false }, std::tuple { 6, 4, true },
           std::tuple { 5, 3, false } }) {
        Explorer e(n);
        for (int step = 0; step < k; ++step) {
            const Explorer::Hint h = e.coverHint(k, independent);
            QCOMPARE(h.kind, Explorer::Hint::Place);
            QVERIFY(e.place(h.square));
            QVERIFY(e.coveringSets(k, independent) > 0);
        }
        QVERIFY(e.isCovering(k, independent));
        QCOMPARE(e.coverHint(k, independent).kind, Explorer::Hint::Solved);
    }
    // 8 x 8: no minimum dominating set holds two queens side by side in a corner.
    Explorer e(8);
    e.place({ 0, 0 });
    e.place({ 0, 1 });
    e.place({ 1, 0 });
    QCOMPARE(e.coveringSets(5, false), 0);
    const Explorer::Hint h = e.coverHint(5, false);
    QCOMPARE(h.kind, Explorer::Hint::TakeBack);
    Explorer fewer = e;
    fewer.remove(h.square);
    QVERIFY(fewer.coveringSets(5, false) > 0);
    // Below the domination number nothing helps.
    QCOMPARE(Explorer(8).coverHint(4, false).kind, Explorer::Hint::Impossible);
    // The live count is exact where sets are millions: 8 x 8 with 6 queens from an empty board
    // (domination-sets.tsv), and with a corner queen the sets holding it, listed and counted.
    QCOMPARE(Explorer(8).coveringSets(6, false), 1352644);
    Explorer corner(8);
    corner.place({ 0, 0 });
    DominationOptions o;
    o.n = 8;
    o.queens = 6;
    o.fixed = { { 0, 0 } };
    std::int64_t listed = 0;
    Domination::enumerate(o, [&](std::span<const Square>, bool) { return ++listed > 0; });
    QCOMPARE(corner.coveringSets(6, false), listed);
    QVERIFY(listed > 100000);
}

QTEST_GUILESS_MAIN(TestExplorer)
#include "tst_explorer.moc"
