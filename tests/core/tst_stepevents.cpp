// SPDX-License-Identifier: GPL-3.0-or-later
// The event streams: replayable, consistent, deterministic, and stopping when told.
#include "algorithms.h"
#include "boardreplay.h"
#include "placement.h"
#include "reference.h"
#include "sinks.h"
#include "solver.h"

#include <QtTest>

using namespace nq;

namespace {

// An event copied out of the algorithm, spans turned into owned vectors.
struct Recorded
{
    EventKind kind;
    ConflictReason reason;
    bool ok;
    int line, row, col, byRow, byCol;
    std::int64_t value;
    Placement placement;
    std::vector<Square> attacks;
    Placement board;
    bool operator==(const Recorded &) const = default;
};

std::vector<Recorded> record(AlgorithmId id, const RunOptions &options)
{
    std::vector<Recorded> events;
    AttackStepSink sink { [&events](const StepEvent &e) {
        events.push_back({ e.kind, e.reason, e.ok, e.line, e.row, e.col, e.byRow, e.byCol, e.value,
                           Placement(e.placement.begin(), e.placement.end()),
                           std::vector<Square>(e.attacks.begin(), e.attacks.end()),
                           Placement(e.board.begin(), e.board.end()) });
    } };
    runAlgorithm(id, sink, options);
    return events;
}

StepEvent view(const Recorded &r)
{
    StepEvent e;
    e.kind = r.kind;
    e.row = r.row;
    e.col = r.col;
    e.placement = r.placement;
    return e;
}

int sizeFor(AlgorithmId id)
{
    switch (id) {
    case AlgorithmId::BruteForce:
        return 4;
    case AlgorithmId::BranchColumns:
    case AlgorithmId::Permutations:
        return 5;
    case AlgorithmId::MinConflicts:
        return 30;
    case AlgorithmId::Construction:
        return 15; // a queen a row, no search: enough rows to replay
    default:
        return 6;
    }
}

} // namespace

class TestStepEvents : public QObject
{
    Q_OBJECT

private slots:
    void attacksOnlyForASinkThatAsks();
    void replayRebuildsTheBoard_data();
    void replayRebuildsTheBoard();
    void deterministic_data() { replayRebuildsTheBoard_data(); }
    void deterministic();
    void firstSolutionStops_data();
    void firstSolutionStops();
    void iterativeMatchesRecursive();
    void placeListsNewlyAttackedSquares();
    void replayRejectsContradictions();
};

void TestStepEvents::replayRebuildsTheBoard_data()
{
    QTest::addColumn<int>("algorithm");
    for (const AlgorithmInfo &info : Algorithms::all())
        QTest::addRow("%s", info.key) << int(info.id);
}

void TestStepEvents::replayRebuildsTheBoard()
{
    QFETCH(int, algorithm);
    const auto id = static_cast<AlgorithmId>(algorithm);
    const AlgorithmInfo &info = Algorithms::info(id);
    RunOptions options;
    options.n = sizeFor(id);
    const std::vector<Recorded> events = record(id, options);
    QVERIFY(events.size() > 10);
    QCOMPARE(events.back().kind, EventKind::Finished);

    const qsizetype lines = info.pseudocode().size();
    BoardReplay replay(options.n);
    qint64 solutions = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Recorded &r = events[i];
        const QByteArray where = QByteArray("event ") + QByteArray::number(qulonglong(i)) + " ("
            + eventKindName(r.kind) + ")";
        QVERIFY2(replay.apply(view(r)), where.constData());
        // The viewer's board is exactly the algorithm's board after every step.
        QVERIFY2(replay.board() == r.board, where.constData());
        if (r.kind != EventKind::Finished)
            QVERIFY2(r.line >= 0 && r.line < lines, where.constData());
        if (r.kind == EventKind::Conflict) {
            // The attacker is a queen on the board and really attacks along the stated line.
            QVERIFY2(r.byRow >= 0 && replay.board()[std::size_t(r.byRow)] == r.byCol,
                     where.constData());
            QCOMPARE(attackBetween({ r.row, r.col }, { r.byRow, r.byCol }), r.reason);
        }
        if (r.kind == EventKind::Check && !r.ok)
            QCOMPARE(attackBetween({ r.row, r.col }, { r.byRow, r.byCol }), r.reason);
        if (r.kind == EventKind::Check && r.ok)
            QVERIFY(isSolution(r.placement));
        if (r.kind == EventKind::Solution) {
            QVERIFY2(isSolution(r.placement), where.constData());
            ++solutions;
        }
    }
    if (info.enumerates)
        QCOMPARE(solutions, test::queensCounts().value(options.n).a);
    else
        QCOMPARE(solutions, 1);
}

void TestStepEvents::deterministic()
{
    QFETCH(int, algorithm);
    const auto id = static_cast<AlgorithmId>(algorithm);
    RunOptions options;
    options.n = sizeFor(id);
    const std::vector<Recorded> a = record(id, options);
    const std::vector<Recorded> b = record(id, options);
    QCOMPARE(a.size(), b.size());
    QVERIFY(a == b);
}

void TestStepEvents::firstSolutionStops_data()
{
    QTest::addColumn<int>("algorithm");
    for (const AlgorithmInfo &info : Algorithms::all()) {
        if (info.enumerates)
            QTest::addRow("%s", info.key) << int(info.id);
    }
}

void TestStepEvents::firstSolutionStops()
{
    QFETCH(int, algorithm);
    const auto id = static_cast<AlgorithmId>(algorithm);
    RunOptions options;
    options.n = sizeFor(id);
    const std::vector<Recorded> all = record(id, options);
    options.mode = SolveMode::First;
    const std::vector<Recorded> first = record(id, options);
    QVERIFY(first.size() < all.size());
    // The stream is the full stream cut right after the first solution, then `finished`.
    const auto firstSolution = std::find_if(first.begin(), first.end(), [](const Recorded &r) {
        return r.kind == EventKind::Solution;
    });
    QVERIFY(firstSolution != first.end());
    QCOMPARE(std::distance(firstSolution, first.end()), 2);
    QCOMPARE(first.back().kind, EventKind::Finished);
    QVERIFY(std::equal(first.begin(), first.end() - 1, all.begin()));
}

void TestStepEvents::iterativeMatchesRecursive()
{
    // The explicit-stack version takes exactly the same steps as the recursive one.
    RunOptions options;
    options.n = 7;
    std::vector<Recorded> recursive = record(AlgorithmId::BacktrackingCheck, options);
    std::vector<Recorded> iterative = record(AlgorithmId::BacktrackingIterative, options);
    QCOMPARE(recursive.size(), iterative.size());
    for (std::size_t i = 0; i < recursive.size(); ++i) {
        recursive[i].line = iterative[i].line = 0;
    }
    QVERIFY(recursive == iterative);
}

void TestStepEvents::placeListsNewlyAttackedSquares()
{
    RunOptions options;
    options.n = 6;
    const std::vector<Recorded> events = record(AlgorithmId::Backtracking, options);
    BoardReplay replay(options.n);
    int checked = 0;
    for (const Recorded &r : events) {
        if (r.kind == EventKind::Place) {
            // Squares attacked before this queen, by the queens on the board.
            auto attackedBy = [&](const Placement &board, int row, int col) {
                for (int q = 0; q < options.n; ++q) {
                    if (board[std::size_t(q)] >= 0
                        && attackBetween({ row, col }, { q, board[std::size_t(q)] })
                            != ConflictReason::None)
                        return true;
                }
                return false;
            };
            std::vector<Square> expected;
            for (int row = 0; row < options.n; ++row) {
                for (int col = 0; col < options.n; ++col) {
                    const bool byNew
                        = attackBetween({ row, col }, { r.row, r.col }) != ConflictReason::None;
                    const bool occupied
                        = replay.board()[std::size_t(row)] == col || (row == r.row && col == r.col);
                    if (byNew && !occupied && !attackedBy(replay.board(), row, col))
                        expected.push_back({ row, col });
                }
            }
            auto order = [](const Square &a, const Square &b) {
                return a.row != b.row ? a.row < b.row : a.col < b.col;
            };
            std::vector<Square> got = r.attacks;
            std::sort(got.begin(), got.end(), order);
            QVERIFY(got == expected);
            ++checked;
        }
        replay.apply(view(r));
    }
    QVERIFY(checked > 50);
}

void TestStepEvents::replayRejectsContradictions()
{
    BoardReplay replay(4);
    StepEvent e;
    e.kind = EventKind::Remove;
    e.row = 0;
    e.col = 1;
    QVERIFY(!replay.apply(e)); // nothing to remove
    e.kind = EventKind::Place;
    QVERIFY(replay.apply(e));
    QVERIFY(!replay.apply(e)); // the row is taken
    e.kind = EventKind::Remove;
    e.col = 2;
    QVERIFY(!replay.apply(e)); // not the queen of that row
    e.col = 1;
    QVERIFY(replay.apply(e));
    QCOMPARE(replay.queens(), 0);
    e.kind = EventKind::Place;
    e.col = 4;
    QVERIFY(!replay.apply(e)); // off the board
}

void TestStepEvents::attacksOnlyForASinkThatAsks()
{
    RunOptions options;
    options.n = 6;
    // The window's sinks do not ask: no Place event lists squares (and none are worked out).
    std::size_t places = 0, listed = 0;
    StepSink plain { [&](const StepEvent &e) {
        if (e.kind == EventKind::Place) {
            ++places;
            listed += e.attacks.size();
        }
    } };
    runAlgorithm(AlgorithmId::Backtracking, plain, options);
    QVERIFY(places > 100);
    QCOMPARE(listed, std::size_t(0));
    // The trace's sink asks: the first queen of 6 x 6 on (1, 1) newly attacks 15 squares.
    std::vector<std::size_t> counts;
    AttackStepSink asking { [&](const StepEvent &e) {
        if (e.kind == EventKind::Place)
            counts.push_back(e.attacks.size());
    } };
    runAlgorithm(AlgorithmId::Backtracking, asking, options);
    QCOMPARE(counts.size(), places);
    QCOMPARE(counts.front(), std::size_t(15));
}

QTEST_GUILESS_MAIN(TestStepEvents)
#include "tst_stepevents.moc"
