// SPDX-License-Identifier: GPL-3.0-or-later
// The search tree agrees with the run it comes from: its nodes are the queens put on, its dead
// ends and solutions are the run's, its profile ends in the published counts, and at every step
// the node the tree calls current holds the board the algorithm stands on.
#include "reference.h"
#include "searchtree.h"
#include "sinks.h"
#include "solver.h"
#include "treeestimate.h"
#include "treelayout.h"

#include <QtTest>

using namespace nq;

namespace {

struct Recorded
{
    RunResult result;
    std::vector<std::vector<int>> boards; // after each step
    std::int64_t deadEnds = 0; // a queen taken off right after it was put on, not a solution
    std::int64_t places = 0; // Place events (a frontier algorithm's placements count the
                             // queens of the boards it takes out too)
};

Recorded record(AlgorithmId id, int n)
{
    Recorded out;
    RunOptions options;
    options.n = n;
    EventKind last = EventKind::Finished;
    bool solvedSincePlace = false;
    StepSink sink { [&](const StepEvent &e) {
        out.boards.emplace_back(e.board.begin(), e.board.end());
        if (e.kind == EventKind::Place || e.kind == EventKind::Remove
            || e.kind == EventKind::SetBoard) {
            if (e.kind == EventKind::Remove && last == EventKind::Place && !solvedSincePlace)
                ++out.deadEnds;
            if (e.kind == EventKind::Place) {
                solvedSincePlace = false;
                ++out.places;
            }
            last = e.kind;
        }
        if (e.kind == EventKind::Solution)
            solvedSincePlace = true;
    } };
    out.result = runAlgorithm(id, sink, options);
    return out;
}

SearchTree tree(AlgorithmId id, int n, std::int64_t budget = SearchTree::kDefaultBudget)
{
    RunOptions options;
    options.n = n;
    auto built = SearchTree::build(id, options, budget);
    return std::move(*built);
}

} // namespace

class TestSearchTree : public QObject
{
    Q_OBJECT

private slots:
    void depthFirstAgreesWithItsRun_data();
    void depthFirstAgreesWithItsRun();
    void permutationsShareRows();
    void frontierAgreesWithBacktracking_data();
    void frontierAgreesWithBacktracking();
    void profileEndsInTheReference();
    void currentNodeHoldsTheBoard_data();
    void currentNodeHoldsTheBoard();
    void pastTheBudgetCountsStayExact();
    void statesAtAStep();
    void dominationPutsAQueenANode();
    void deepestCutThatFits();
    void sizeKnownBeforeTheRun();
};

void TestSearchTree::dominationPutsAQueenANode()
{
    // Domination: a node per queen put on (any square, several to a row); its leaves that cover
    // the board are the run's covering sets: 5 queens on 8 x 8 make 4,860.
    for (const auto &[n, k] : { std::pair { 5, 3 }, std::pair { 8, 5 } }) {
        RunOptions options;
        options.n = n;
        options.queens = k;
        std::int64_t places = 0;
        StepSink sink { [&](const StepEvent &e) { places += e.kind == EventKind::Place; } };
        const RunResult run = runAlgorithm(AlgorithmId::Domination, sink, options);
        const auto t = SearchTree::build(AlgorithmId::Domination, options);
        QVERIFY(t);
        QCOMPARE(t->total().nodes, places + 1);
        QCOMPARE(t->total().solutions, run.stats.solutions);
        QCOMPARE(t->subtree(0), t->total());
        if (n == 8)
            QCOMPARE(t->total().solutions, 4860);
    }
}

void TestSearchTree::depthFirstAgreesWithItsRun_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    const std::pair<AlgorithmId, int> runs[] = {
        { AlgorithmId::BruteForce, 5 },
        { AlgorithmId::BranchColumns, 6 },
        { AlgorithmId::Backtracking, 8 },
        { AlgorithmId::BacktrackingCheck, 8 },
        { AlgorithmId::BacktrackingIterative, 8 },
        { AlgorithmId::Bitmask, 8 },
    };
    for (const auto &[id, top] : runs) {
        for (int n = 4; n <= top; ++n)
            QTest::addRow("%s %d", Algorithms::info(id).key, n) << int(id) << n;
    }
}

void TestSearchTree::depthFirstAgreesWithItsRun()
{
    QFETCH(int, algorithm);
    QFETCH(int, n);
    const auto id = AlgorithmId(algorithm);
    const Recorded run = record(id, n);
    const SearchTree t = tree(id, n);
    QVERIFY(!t.truncated());
    QCOMPARE(t.keptNodes(), run.result.stats.placements + 1);
    QCOMPARE(t.total().nodes, run.result.stats.placements + 1);
    QCOMPARE(t.total().solutions, run.result.stats.solutions);
    QCOMPARE(t.total().solutions, test::queensCounts().value(n).a);
    QCOMPARE(t.total().deadEnds, run.deadEnds);
    QCOMPARE(t.subtree(0), t.total());
    QCOMPARE(t.steps(), std::int64_t(run.boards.size()));
    if (id == AlgorithmId::Backtracking && n == 8)
        QCOMPARE(t.keptNodes(), 2057); // the figure
}

void TestSearchTree::permutationsShareRows()
{
    // Permutations show whole boards; the tree's nodes are their distinct first rows: 1 + n +
    // n(n-1) + ... + n!, with n! leaves, the run's boards.
    for (int n = 4; n <= 7; ++n) {
        const Recorded run = record(AlgorithmId::Permutations, n);
        const SearchTree t = tree(AlgorithmId::Permutations, n);
        std::int64_t expected = 1, term = 1;
        for (int k = 0; k < n; ++k) {
            term *= n - k;
            expected += term;
        }
        QCOMPARE(t.keptNodes(), expected);
        QCOMPARE(t.profile()[std::size_t(n)].nodes, run.result.stats.boards);
        QCOMPARE(t.total().solutions, test::queensCounts().value(n).a);
        QCOMPARE(t.total().deadEnds, run.result.stats.boards - run.result.stats.solutions);
    }
}

void TestSearchTree::frontierAgreesWithBacktracking_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    for (int n = 4; n <= 8; ++n) {
        QTest::addRow("breadth-first %d", n) << int(AlgorithmId::BreadthFirst) << n;
        QTest::addRow("depth-first-stack %d", n) << int(AlgorithmId::DepthFirstStack) << n;
    }
}

void TestSearchTree::frontierAgreesWithBacktracking()
{
    // The frontier algorithms build the same partial boards as backtracking, in another order:
    // the same profile, depth by depth, and nodes = queens put on (Place steps) + 1.
    QFETCH(int, algorithm);
    QFETCH(int, n);
    const Recorded run = record(AlgorithmId(algorithm), n);
    const SearchTree t = tree(AlgorithmId(algorithm), n);
    const SearchTree reference = tree(AlgorithmId::Backtracking, n);
    QCOMPARE(t.keptNodes(), run.places + 1);
    QCOMPARE(t.profile().size(), reference.profile().size());
    for (std::size_t d = 0; d < t.profile().size(); ++d) {
        QCOMPARE(t.profile()[d].nodes, reference.profile()[d].nodes);
        QCOMPARE(t.profile()[d].solutions, reference.profile()[d].solutions);
        QCOMPARE(t.profile()[d].deadEnds, reference.profile()[d].deadEnds);
    }
    QCOMPARE(t.subtree(0), t.total());
}

void TestSearchTree::profileEndsInTheReference()
{
    for (int n = 4; n <= 10; ++n) {
        const SearchTree t = tree(AlgorithmId::Backtracking, n);
        QCOMPARE(t.profile()[std::size_t(n)].solutions, test::queensCounts().value(n).a);
        QCOMPARE(t.profile()[std::size_t(n)].nodes, test::queensCounts().value(n).a);
        QCOMPARE(t.profile()[0].nodes, 1);
        QCOMPARE(t.profile()[1].nodes, n);
    }
}

void TestSearchTree::currentNodeHoldsTheBoard_data()
{
    QTest::addColumn<int>("algorithm");
    for (AlgorithmId id :
         { AlgorithmId::Backtracking, AlgorithmId::Bitmask, AlgorithmId::BreadthFirst,
           AlgorithmId::DepthFirstStack, AlgorithmId::Permutations, AlgorithmId::BranchColumns })
        QTest::addRow("%s", Algorithms::info(id).key) << int(id);
}

void TestSearchTree::currentNodeHoldsTheBoard()
{
    // At every step of a 6 x 6 run, the current node's queens are the board after that step.
    QFETCH(int, algorithm);
    const Recorded run = record(AlgorithmId(algorithm), 6);
    const SearchTree t = tree(AlgorithmId(algorithm), 6);
    for (std::size_t k = 0; k < run.boards.size(); ++k) {
        std::vector<int> board(6, -1);
        for (const Square &s : t.squares(t.currentAt(std::int64_t(k) + 1)))
            board[std::size_t(s.row)] = s.col;
        if (run.boards[k].empty())
            continue; // the finished event
        QVERIFY2(board == run.boards[k], qPrintable(QStringLiteral("step %1").arg(k + 1)));
    }
}

void TestSearchTree::pastTheBudgetCountsStayExact()
{
    // With room for 100 nodes, 8 x 8 keeps 100 and counts the other 1,957 on their ancestors:
    // the profile and the root's subtree are those of the whole tree.
    for (AlgorithmId id :
         { AlgorithmId::Backtracking, AlgorithmId::BreadthFirst, AlgorithmId::Permutations }) {
        const SearchTree whole = tree(id, 8);
        const SearchTree kept = tree(id, 8, 100);
        QVERIFY(kept.truncated());
        QCOMPARE(kept.keptNodes(), 100);
        QCOMPARE(kept.profile().size(), whole.profile().size());
        for (std::size_t d = 0; d < whole.profile().size(); ++d) {
            const auto &a = kept.profile()[d];
            const auto &b = whole.profile()[d];
            QVERIFY2(a == b,
                     qPrintable(QStringLiteral("%1 depth %2: %3/%4/%5 against %6/%7/%8")
                                    .arg(QLatin1String(Algorithms::info(id).key))
                                    .arg(d)
                                    .arg(a.nodes)
                                    .arg(a.deadEnds)
                                    .arg(a.solutions)
                                    .arg(b.nodes)
                                    .arg(b.deadEnds)
                                    .arg(b.solutions)));
        }
        QCOMPARE(kept.subtree(0), whole.total());
    }
}

void TestSearchTree::statesAtAStep()
{
    // 4 x 4 backtracking: at step 0 only the root; at the end two solutions and the rest left.
    const SearchTree t = tree(AlgorithmId::Backtracking, 4);
    QCOMPARE(t.stateAt(1, 0), SearchTree::State::Unborn);
    QCOMPARE(t.stateAt(0, 0), SearchTree::State::Active);
    int solutions = 0, deadEnds = 0;
    for (std::int32_t i = 0; i < std::int32_t(t.keptNodes()); ++i) {
        solutions += t.stateAt(i, t.steps()) == SearchTree::State::Solution;
        deadEnds += t.stateAt(i, t.steps()) == SearchTree::State::DeadEnd;
    }
    QCOMPARE(solutions, 2);
    QCOMPARE(deadEnds, int(t.total().deadEnds));
    // The first queen, (1, 1), is entered at step 2 and is a dead-end subtree: its first child
    // is row 2, column 3.
    QCOMPARE(t.node(1).entered, 2);
    QCOMPARE(t.describe(1, 2),
             QStringLiteral("Row 1, column 1: being searched, entered at step 2"));
    QCOMPARE(t.subtree(1).solutions, 0);
    QVERIFY(t.doneAt(1) < t.steps());
    // Breadth-first: boards wait in the frontier before they are searched.
    const SearchTree bfs = tree(AlgorithmId::BreadthFirst, 4);
    bool waited = false;
    for (std::int32_t i = 1; i < std::int32_t(bfs.keptNodes()); ++i)
        waited = waited || bfs.stateAt(i, bfs.node(i).entered) == SearchTree::State::Waiting;
    QVERIFY(waited);
}

QTEST_GUILESS_MAIN(TestSearchTree)
void TestSearchTree::sizeKnownBeforeTheRun()
{
    // The size `nqueens tree` refuses by before any work: exact for the enumerators, and
    // Knuth's estimate within 10 % of the tree the run builds for backtracking, 6 to 11.
    for (const AlgorithmId id :
         { AlgorithmId::BruteForce, AlgorithmId::BranchColumns, AlgorithmId::Permutations }) {
        for (int n = 3; n <= 6; ++n) {
            const SearchTree t = tree(id, n);
            QCOMPARE(treeSize(id, n)->nodes, double(t.nodes().size()));
            QVERIFY(treeSize(id, n)->exact);
        }
    }
    for (int n = 6; n <= 11; ++n) {
        SearchTree::Limits limits;
        limits.budget = 1;
        RunOptions options;
        options.n = n;
        const std::optional<SearchTree> t
            = SearchTree::build(AlgorithmId::Backtracking, options, limits);
        QVERIFY(t);
        std::int64_t nodes = 0;
        for (const auto &level : t->profile())
            nodes += level.nodes;
        const double estimate = treeSize(AlgorithmId::Bitmask, n)->nodes;
        QVERIFY2(std::abs(estimate - double(nodes)) < 0.1 * double(nodes),
                 qPrintable(
                     QStringLiteral("%1: %2 estimated, %3 built").arg(n).arg(estimate).arg(nodes)));
    }
    QVERIFY(!treeSize(AlgorithmId::MinConflicts, 8));
}

void TestSearchTree::deepestCutThatFits()
{
    // 8 x 8 backtracking draws 1, 8, 42, 140, ... nodes at depths 0, 1, 2, 3, ... (2,057 in all):
    // at most 100 nodes is a cut at depth 2 (51), and as a layout cut there draws it.
    const SearchTree t = tree(AlgorithmId::Backtracking, 8);
    QCOMPARE(TreeLayout::deepestFitting(t, 100), 2);
    QCOMPARE(TreeLayout(t, 2).nodeCount(), 51);
    QCOMPARE(TreeLayout::deepestFitting(t, 2057), -1);
    QCOMPARE(TreeLayout::deepestFitting(t, 2056), 7);
    QCOMPARE(TreeLayout::deepestFitting(t, 0), 0);
    // Folded at the first queen's eight nodes, the tree draws nine: it all fits in nine.
    std::vector<bool> folded(t.nodes().size(), false);
    for (std::int32_t c = t.node(0).firstChild; c >= 0; c = t.node(c).nextSibling)
        folded[std::size_t(c)] = true;
    QCOMPARE(TreeLayout(t, -1, folded).nodeCount(), 9);
    QCOMPARE(TreeLayout::deepestFitting(t, 9, folded), -1);
    QCOMPARE(TreeLayout::deepestFitting(t, 8, folded), 0);
}

#include "tst_searchtree.moc"
