// SPDX-License-Identifier: GPL-3.0-or-later
// Practice: replaying the algorithm's own actions as the student's ends with no mistake and
// the algorithm's counters; each action means on the board what its kind says; a wrong action
// is reported with the right one and the exercise goes on from the right state; the same seed
// gives the same exercise; every exercise holds each kind of action of its algorithm;
// min-conflicts goes on from the student's equal choice; bad setups are refused with a reason.
#include "firstevents.h"
#include "practice.h"

#include <QtTest>

#include <set>

using namespace nq;

namespace {

PracticeSetup setupOf(AlgorithmId a, int n, std::uint64_t seed, bool fromStart = false)
{
    PracticeSetup s;
    s.algorithm = a;
    s.problem.n = n;
    if (a == AlgorithmId::Domination)
        s.problem.queens = n == 8 ? 5 : n <= 5 ? 3 : 4;
    s.seed = seed;
    s.fromStart = fromStart;
    return s;
}

// The state after `position` events of the run, replayed from the solver itself.
PlayState stateAt(const Exercise &x, std::int64_t position)
{
    const AlgorithmInfo &info = x.setup().algorithm == AlgorithmId::Domination
        ? Algorithms::domination()
        : Algorithms::info(x.setup().algorithm);
    PlayState s = PlayState::startOf(info, x.options());
    test::forFirstEvents(x.setup().algorithm, x.options(), std::size_t(position),
                         [&](const StepEvent &e) { s.apply(StoredEvent::from(e)); });
    return s;
}

} // namespace

class TestPractice : public QObject
{
    Q_OBJECT
private slots:
    void theAlgorithmsOwnActionsMakeNoMistake_data();
    void theAlgorithmsOwnActionsMakeNoMistake();
    void aWrongActionIsReportedWithTheRightOne();
    void theSameSeedGivesTheSameExercise();
    void fiveByFiveWithTwoMistakes();
    void minConflictsTakesAnyOfItsEquals();
    void minConflictsGoesOnFromAnEqualMove();
    void everyExerciseHoldsEveryAction_data();
    void everyExerciseHoldsEveryAction();
    void badSetupsAreRefused();
};

void TestPractice::theAlgorithmsOwnActionsMakeNoMistake_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    for (AlgorithmId a : Exercise::algorithms()) {
        for (int n = 4; n <= 8; ++n)
            QTest::addRow("%s %d", Algorithms::info(a).key, n) << int(a) << n;
    }
}

void TestPractice::theAlgorithmsOwnActionsMakeNoMistake()
{
    QFETCH(int, algorithm);
    QFETCH(int, n);
    const auto a = AlgorithmId(algorithm);
    for (const bool fromStart : { true, false }) {
        for (std::uint64_t seed : { 1u, 7u, 12345u }) {
            QString error;
            std::optional<Exercise> x = Exercise::make(setupOf(a, n, seed, fromStart), &error);
            QVERIFY2(x, qPrintable(error));
            QVERIFY(!x->steps().empty());
            if (fromStart)
                QCOMPARE(x->startPosition(), a == AlgorithmId::MinConflicts ? 1 : 0);
            else if (a != AlgorithmId::MinConflicts)
                QVERIFY(x->state().depth() >= 1 || a == AlgorithmId::BreadthFirst);
            // Each action means what its kind says, on the state before and after it.
            while (const PracticeStep *step = x->expected()) {
                const PracticeStep expected = *step;
                const PlayState before = x->state();
                QVERIFY(x->act(expected.action));
                const PlayState &after = x->state();
                QCOMPARE(after.position, expected.position);
                const Square s = expected.action.square;
                switch (expected.action.kind) {
                case PracticeActionKind::Put:
                    QVERIFY(!before.model.hasQueen(s));
                    // breadth-first puts the board with it into the queue and clears it again
                    QVERIFY(after.model.hasQueen(s) || a == AlgorithmId::BreadthFirst);
                    QVERIFY(a == AlgorithmId::Domination || !before.model.isAttacked(s));
                    break;
                case PracticeActionKind::Take:
                    QVERIFY(before.model.hasQueen(s));
                    QVERIFY(!after.model.hasQueen(s));
                    break;
                case PracticeActionKind::MarkAttacked:
                    QVERIFY(before.model.isAttacked(s) || before.model.cover(s) > 0);
                    QCOMPARE(after.counters.conflicts, before.counters.conflicts + 1);
                    break;
                case PracticeActionKind::Solution:
                    QCOMPARE(after.counters.solutions, before.counters.solutions + 1);
                    break;
                case PracticeActionKind::NextBoard:
                    QCOMPARE(after.wholeBoards, before.wholeBoards + 1);
                    break;
                case PracticeActionKind::Pick:
                    QVERIFY(before.model.hasQueen(s));
                    QVERIFY(before.model.isQueenAttacked(s));
                    break;
                case PracticeActionKind::Move:
                    // (unless it then starts again on a new board, shown with the move)
                    if (after.last.kind != EventKind::SetBoard)
                        QCOMPARE(after.model.columnOf(s.row), s.col);
                    break;
                }
            }
            QVERIFY(x->finished());
            QCOMPARE(x->mistakes(), 0);
            QCOMPARE(x->done(), int(x->steps().size()));
            // It ends at a solution (the first after a take-back in the backtracking family),
            // with the algorithm's own counters there.
            QCOMPARE(x->state().last.kind, EventKind::Solution);
            QVERIFY(x->state().counters.solutions >= 1);
            if (a == AlgorithmId::BreadthFirst || a == AlgorithmId::MinConflicts)
                QCOMPARE(x->state().counters.solutions, 1);
            const PlayState run = stateAt(*x, x->position());
            QCOMPARE(x->state().counters.placements, run.counters.placements);
            QCOMPARE(x->state().counters.tested, run.counters.tested);
            QCOMPARE(x->state().counters.backtracks, run.counters.backtracks);
            QCOMPARE(x->state().model, run.model);
        }
    }
}

void TestPractice::aWrongActionIsReportedWithTheRightOne()
{
    QString error;
    std::optional<Exercise> x
        = Exercise::make(setupOf(AlgorithmId::Backtracking, 6, 1, true), &error);
    QVERIFY(x);
    // From the empty board the first action is a queen on (1, 1); (1, 3) is wrong.
    QCOMPARE(x->expected()->action, (PracticeAction { PracticeActionKind::Put, { 0, 0 } }));
    QVERIFY(!x->act({ PracticeActionKind::Put, { 0, 2 } }));
    QCOMPARE(x->mistakes(), 1);
    QCOMPARE(x->records().size(), std::size_t(1));
    const PracticeRecord &r = x->records().front();
    QVERIFY(!r.right);
    QCOMPARE(r.given->square, (Square { 0, 2 }));
    QCOMPARE(r.expected.action.square, (Square { 0, 0 }));
    // It goes on from the right state: the queen the algorithm put is there.
    QVERIFY(x->state().model.hasQueen({ 0, 0 }));
    QVERIFY(!x->state().model.hasQueen({ 0, 2 }));
    // (2, 1) is tested next and attacked: marking it is right, putting a queen there wrong.
    QCOMPARE(x->expected()->action,
             (PracticeAction { PracticeActionKind::MarkAttacked, { 1, 0 } }));
    QVERIFY(x->act({ PracticeActionKind::MarkAttacked, { 1, 0 } }));
    QVERIFY(x->help());
    QCOMPARE(x->helped(), 1);
    QVERIFY(!x->records().back().given);
    QCOMPARE(x->done(), 3);
}

void TestPractice::theSameSeedGivesTheSameExercise()
{
    std::set<std::int64_t> starts;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        QString error;
        const std::optional<Exercise> a
            = Exercise::make(setupOf(AlgorithmId::Backtracking, 8, seed), &error);
        const std::optional<Exercise> b
            = Exercise::make(setupOf(AlgorithmId::Backtracking, 8, seed), &error);
        QVERIFY(a && b);
        QCOMPARE(a->startPosition(), b->startPosition());
        QCOMPARE(a->steps().size(), b->steps().size());
        QCOMPARE(a->state().model, b->state().model);
        starts.insert(a->startPosition());
    }
    QVERIFY(starts.size() >= 8); // seeds draw different positions
    // Min-conflicts: the seed is its first board.
    QString error;
    const std::optional<Exercise> m1
        = Exercise::make(setupOf(AlgorithmId::MinConflicts, 8, 1), &error);
    const std::optional<Exercise> m2
        = Exercise::make(setupOf(AlgorithmId::MinConflicts, 8, 2), &error);
    QVERIFY(m1 && m2);
    QCOMPARE(m1->options().seed, std::uint64_t(1));
    QVERIFY(m1->state().board() != m2->state().board());
}

void TestPractice::fiveByFiveWithTwoMistakes()
{
    QString error;
    std::optional<Exercise> x
        = Exercise::make(setupOf(AlgorithmId::Backtracking, 5, 3, true), &error);
    QVERIFY(x);
    int wrong = 0;
    while (const PracticeStep *step = x->expected()) {
        PracticeAction a = step->action;
        if (wrong < 2 && a.kind == PracticeActionKind::Put) {
            a.kind = PracticeActionKind::MarkAttacked; // says attacked where a queen goes
            QVERIFY(!x->act(a));
            ++wrong;
            continue;
        }
        QVERIFY(x->act(a));
    }
    QCOMPARE(x->mistakes(), 2);
    QVERIFY(x->state().model.isFull());
    // 1 3 5 2 4 comes without a take-back: the exercise goes on to 1 4 2 5 3.
    QVERIFY(x->count(PracticeActionKind::Take) >= 1);
    QCOMPARE(x->count(PracticeActionKind::Solution), 2);
    QCOMPARE(x->state().board(), (Placement { 0, 3, 1, 4, 2 }));
}

void TestPractice::minConflictsTakesAnyOfItsEquals()
{
    // Min-conflicts draws the queen it moves among the attacked ones: another attacked queen is
    // a right pick too (and the exercise goes on with the algorithm's); a queen not attacked is
    // wrong.
    QString error;
    std::optional<Exercise> x = Exercise::make(setupOf(AlgorithmId::MinConflicts, 8, 5), &error);
    QVERIFY(x);
    int otherPicks = 0;
    while (const PracticeStep *step = x->expected()) {
        const PracticeStep expected = *step;
        if (otherPicks == 0 && expected.action.kind == PracticeActionKind::Pick) {
            const std::vector<Square> queens = x->state().queens();
            std::optional<Square> other;
            for (Square q : queens) {
                const bool attacked = x->state().model.isQueenAttacked(q);
                QCOMPARE(x->isRight({ PracticeActionKind::Pick, q }), attacked);
                if (attacked && !(q == expected.action.square))
                    other = q;
            }
            if (other) {
                QVERIFY(x->act({ PracticeActionKind::Pick, *other }));
                // The student's pick is the run's now: the same step, with the queen picked.
                QCOMPARE(x->state().position, expected.position);
                QCOMPARE(x->state().last.kind, EventKind::Consider);
                QCOMPARE((Square { x->state().last.row, x->state().last.col }), *other);
                QCOMPARE(x->options().steers.size(), std::size_t(1));
                QCOMPARE(x->options().steers.front().pick, other->row);
                ++otherPicks;
                continue;
            }
        }
        QVERIFY(x->act(expected.action));
    }
    QCOMPARE(otherPicks, 1);
    QCOMPARE(x->mistakes(), 0);
    // It ends on a solution of the run with the student's pick in it, as the solver plays it.
    QCOMPARE(x->state().last.kind, EventKind::Solution);
    const PlayState run = stateAt(*x, x->position());
    QCOMPARE(run.last.kind, EventKind::Solution);
    QCOMPARE(x->state().model, run.model);
}

void TestPractice::minConflictsGoesOnFromAnEqualMove()
{
    // Over a few seeds, wherever another square of the row has as few attackers as the one the
    // algorithm drew, the student moves there: right, and the queen stands where the student
    // put it; the exercise still ends on a solution, the run's with those moves in it.
    int equalMoves = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        QString error;
        std::optional<Exercise> x
            = Exercise::make(setupOf(AlgorithmId::MinConflicts, 6, seed), &error);
        QVERIFY2(x, qPrintable(error));
        while (const PracticeStep *step = x->expected()) {
            const PracticeStep expected = *step;
            if (expected.action.kind == PracticeActionKind::Move) {
                const int row = expected.action.square.row;
                std::optional<Square> other;
                for (int c = 0; c < x->state().n && !other; ++c) {
                    const Square s { row, c };
                    if (c != expected.action.square.col && x->isRight({ expected.action.kind, s }))
                        other = s;
                }
                if (other) {
                    QVERIFY(x->act({ PracticeActionKind::Move, *other }));
                    ++equalMoves;
                    const PlayState &now = x->state();
                    if (now.last.kind != EventKind::SetBoard)
                        QCOMPARE(now.model.columnOf(row), other->col);
                    continue;
                }
            }
            QVERIFY(x->act(expected.action));
        }
        QCOMPARE(x->mistakes(), 0);
        QCOMPARE(x->state().last.kind, EventKind::Solution);
        const PlayState run = stateAt(*x, x->position());
        QCOMPARE(x->state().model, run.model);
    }
    QVERIFY2(equalMoves >= 5, qPrintable(QString::number(equalMoves)));
}

void TestPractice::everyExerciseHoldsEveryAction_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    for (AlgorithmId a : Exercise::algorithms()) {
        for (int n : { 5, 6 })
            QTest::addRow("%s %d", Algorithms::info(a).key, n) << int(a) << n;
    }
}

void TestPractice::everyExerciseHoldsEveryAction()
{
    // From the empty board and from 20 seeds' positions, an exercise holds each kind of action
    // its algorithm has: a backtracking one takes a queen back (5 x 5 reaches its first
    // solution without one).
    QFETCH(int, algorithm);
    QFETCH(int, n);
    const auto a = AlgorithmId(algorithm);
    const std::vector<PracticeActionKind> &kinds = Exercise::actionsOf(a);
    QVERIFY(!kinds.empty());
    if (a != AlgorithmId::BreadthFirst && a != AlgorithmId::MinConflicts)
        QVERIFY(std::find(kinds.begin(), kinds.end(), PracticeActionKind::Take) != kinds.end());
    std::size_t longest = 0, longestFromASeed = 0;
    for (std::uint64_t seed = 0; seed <= 20; ++seed) {
        QString error;
        const std::optional<Exercise> x = Exercise::make(setupOf(a, n, seed, seed == 0), &error);
        QVERIFY2(x, qPrintable(error));
        longest = std::max(longest, x->steps().size());
        if (seed > 0)
            longestFromASeed = std::max(longestFromASeed, x->steps().size());
        for (PracticeActionKind k : kinds)
            QVERIFY2(x->count(k) >= 1,
                     qPrintable(QStringLiteral("seed %1 has no %2")
                                    .arg(seed)
                                    .arg(QLatin1String(practiceActionKey(k)))));
    }
    qInfo("at most %zu actions, %zu from a seed's position", longest, longestFromASeed);
    // A seed's position keeps breadth-first to a lesson's length (from the empty board it
    // expands every level first).
    if (a == AlgorithmId::BreadthFirst)
        QVERIFY2(longestFromASeed <= 80, qPrintable(QString::number(longestFromASeed)));
    // Min-conflicts draws a run that does not wander.
    if (a == AlgorithmId::MinConflicts)
        QVERIFY2(longest <= 120, qPrintable(QString::number(longest)));
}

void TestPractice::badSetupsAreRefused()
{
    QString error;
    QVERIFY(!Exercise::make(setupOf(AlgorithmId::Permutations, 6, 1), &error));
    QVERIFY2(error.contains(QStringLiteral("has no exercise")), qPrintable(error));
    QVERIFY(!Exercise::make(setupOf(AlgorithmId::Bitmask, 0, 1), &error));
    QVERIFY2(error.contains(QStringLiteral("not 0")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestPractice)
#include "tst_practice.moc"
