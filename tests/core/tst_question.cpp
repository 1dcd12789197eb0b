// SPDX-License-Identifier: GPL-3.0-or-later
// Predict's questions decided from the run: for each kind, the right answer posed before a
// step equals what the run's own states show after it (checked another way than the poser
// reads it), at random steps of several algorithms and sizes; the quiz asks each step once,
// never about a step seen, never the same kind twice in a row, about one occasion in k; a right
// and a wrong answer score as they should.
#include "firstevents.h"
#include "quiz.h"

#include <QtTest>

#include <random>
#include <set>

using namespace nq;

namespace {

struct Run
{
    AlgorithmId algorithm;
    RunOptions options;
    std::vector<StoredEvent> events;
    std::vector<PlayState> states; // states[p]: after p events
};

Run record(AlgorithmId a, int n, int queens = 0, std::size_t most = 200000)
{
    Run run;
    run.algorithm = a;
    run.options.n = n;
    run.options.queens = queens;
    test::forFirstEvents(a, run.options, most,
                         [&](const StepEvent &e) { run.events.push_back(StoredEvent::from(e)); });
    PlayState s = PlayState::startOf(Algorithms::info(a), run.options);
    run.states.push_back(s);
    for (const StoredEvent &e : run.events) {
        s.apply(e);
        run.states.push_back(s);
    }
    return run;
}

Lookahead aheadOf(const Run &run, std::int64_t p)
{
    return [&run, p](std::int64_t k) -> const StoredEvent * {
        const std::size_t i = std::size_t(p + k);
        return i < run.events.size() ? &run.events[i] : nullptr;
    };
}

// The square where the board gains a queen first after position p, from the states alone.
std::optional<Square> nextQueenByStates(const Run &run, std::int64_t p)
{
    const PlayState &here = run.states[std::size_t(p)];
    for (std::size_t i = std::size_t(p) + 1; i < run.states.size(); ++i) {
        const PlayState &s = run.states[i];
        if (s.depth() > here.depth() || s.last.kind == EventKind::Place) {
            for (Square q : s.queens()) {
                if (!here.model.hasQueen(q))
                    return q;
            }
        }
        if (s.depth() < here.depth())
            return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

class TestQuestion : public QObject
{
    Q_OBJECT
private slots:
    void eachKindsAnswerIsWhatTheRunDoes_data();
    void eachKindsAnswerIsWhatTheRunDoes();
    void aQuestionWaitsForItsEvents();
    void kindsByKey();
    void theQuizAsksEachStepOnceAndNeverASeenOne();
    void neverTheSameKindTwiceInARow();
    void aboutOneOccasionInK();
    void rightAndWrongAnswersScore();
};

void TestQuestion::eachKindsAnswerIsWhatTheRunDoes_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("queens");
    QTest::newRow("backtracking 6") << int(AlgorithmId::Backtracking) << 6 << 0;
    QTest::newRow("backtracking 8") << int(AlgorithmId::Backtracking) << 8 << 0;
    QTest::newRow("check 7") << int(AlgorithmId::BacktrackingCheck) << 7 << 0;
    QTest::newRow("iterative 6") << int(AlgorithmId::BacktrackingIterative) << 6 << 0;
    QTest::newRow("bitmask 8") << int(AlgorithmId::Bitmask) << 8 << 0;
    QTest::newRow("breadth-first 6") << int(AlgorithmId::BreadthFirst) << 6 << 0;
    QTest::newRow("depth-first 6") << int(AlgorithmId::DepthFirstStack) << 6 << 0;
    QTest::newRow("min-conflicts 12") << int(AlgorithmId::MinConflicts) << 12 << 0;
    QTest::newRow("domination 5x3") << int(AlgorithmId::Domination) << 5 << 3;
}

void TestQuestion::eachKindsAnswerIsWhatTheRunDoes()
{
    QFETCH(int, algorithm);
    QFETCH(int, n);
    QFETCH(int, queens);
    const auto a = AlgorithmId(algorithm);
    const Run run = record(a, n, queens);
    QVERIFY(run.events.size() > 20);
    std::mt19937 rng(20261127u + unsigned(algorithm * 31 + n));
    std::array<int, kQuestionKinds> posed {};
    // Every position of a short run, else 3,000 random ones: at least 50 posed per kind that fits.
    const std::int64_t last = std::int64_t(run.events.size()) - 1;
    const bool whole = last <= 3000;
    for (int trial = 0; trial < (whole ? int(last) : 3000); ++trial) {
        const std::int64_t p
            = whole ? trial : std::uniform_int_distribution<std::int64_t>(0, last)(rng);
        const PlayState &state = run.states[std::size_t(p)];
        for (int k = 0; k < kQuestionKinds; ++k) {
            const auto kind = QuestionKind(k);
            Question q;
            const Posed result = Questions::pose(kind, a, state, aheadOf(run, p), q);
            if (result != Posed::Ask)
                continue;
            ++posed[std::size_t(k)];
            QCOMPARE(q.position, p);
            QVERIFY(q.shownAt >= p && q.shownAt <= std::int64_t(run.events.size()));
            QVERIFY(Questions::isRight(q, q.right));
            const PlayState &shown = run.states[std::size_t(q.shownAt)];
            switch (kind) {
            case QuestionKind::NextQueen: {
                const std::optional<Square> byStates = nextQueenByStates(run, p);
                QVERIFY(byStates);
                QCOMPARE(q.right.square, *byStates);
                QVERIFY(shown.model.hasQueen(q.right.square));
                break;
            }
            case QuestionKind::Attacked:
                // The algorithm finds a conflict exactly where a queen attacks the square.
                QCOMPARE(q.right.yes, state.model.isAttacked(q.square));
                QCOMPARE(q.alsoRight.size(), std::size_t(state.model.attackersOf(q.square)));
                if (q.right.yes)
                    QVERIFY(state.model.hasQueen(q.right.square));
                break;
            case QuestionKind::WhatNext: {
                const EventKind k2 = run.events[std::size_t(p)].kind;
                const NextStep expected = k2 == EventKind::Place ? NextStep::Place
                    : k2 == EventKind::Conflict                  ? NextStep::Conflict
                    : k2 == EventKind::Remove                    ? NextStep::Back
                                                                 : NextStep::Solution;
                QCOMPARE(q.right.next, expected);
                break;
            }
            case QuestionKind::BackToRow:
                // Row searches fill the rows from the top: the search goes on in the first
                // empty row once the queens are taken back.
                QVERIFY(shown.depth() < state.depth());
                QCOMPARE(q.right.row, shown.depth());
                break;
            case QuestionKind::FreeColumns: {
                // Bitmask tries exactly the free columns of the row, left to right, before it
                // takes back the queen above.
                std::vector<int> tried;
                const int row = state.depth();
                for (std::size_t i = std::size_t(p); i < run.events.size(); ++i) {
                    const StoredEvent &e = run.events[i];
                    if (e.kind == EventKind::Consider && e.row == row)
                        tried.push_back(e.col);
                    if ((e.kind == EventKind::Remove && e.row < row)
                        || e.kind == EventKind::Finished)
                        break;
                }
                QCOMPARE(q.right.columns, tried);
                break;
            }
            case QuestionKind::NextLevel: {
                // Where the next level begins, the queue holds all of it.
                const int level = int(std::count_if(run.events[std::size_t(p)].placement.begin(),
                                                    run.events[std::size_t(p)].placement.end(),
                                                    [](int c) { return c >= 0; }));
                QVERIFY(std::size_t(level + 1) < shown.frontier.size());
                QCOMPARE(q.right.count, shown.frontier[std::size_t(level + 1)]);
                break;
            }
            case QuestionKind::MoveColumn:
                QCOMPARE(shown.model.columnOf(q.square.row), q.right.square.col);
                QVERIFY(!q.alsoRight.empty());
                break;
            case QuestionKind::Uncovered:
                QCOMPARE(int(q.alsoRight.size()), state.uncovered());
                QCOMPARE(state.model.cover(q.right.square), 0);
                break;
            }
        }
    }
    for (int k = 0; k < kQuestionKinds; ++k) {
        if (Questions::fits(a, QuestionKind(k)))
            QVERIFY2(posed[std::size_t(k)] >= 50 || (whole && posed[std::size_t(k)] > 0),
                     questionKindKey(QuestionKind(k)));
        else
            QCOMPARE(posed[std::size_t(k)], 0);
    }
}

void TestQuestion::aQuestionWaitsForItsEvents()
{
    // "Where will the next queen go?" at the start of 8 x 8: the first queen is two events
    // ahead; with only one arrived it waits, and then it knows.
    const Run run = record(AlgorithmId::Backtracking, 8);
    Question q;
    const Lookahead one = [&](std::int64_t k) { return k == 0 ? &run.events[0] : nullptr; };
    QCOMPARE(
        Questions::pose(QuestionKind::NextQueen, AlgorithmId::Backtracking, run.states[0], one, q),
        Posed::Wait);
    QCOMPARE(Questions::pose(QuestionKind::NextQueen, AlgorithmId::Backtracking, run.states[0],
                             aheadOf(run, 0), q),
             Posed::Ask);
    QCOMPARE(q.right.square, (Square { 0, 0 }));
    QCOMPARE(q.shownAt, 2);
}

void TestQuestion::kindsByKey()
{
    for (int k = 0; k < kQuestionKinds; ++k) {
        const auto kind = QuestionKind(k);
        QCOMPARE(questionKindFromKey(QString::fromLatin1(questionKindKey(kind))), kind);
    }
    QVERIFY(!questionKindFromKey(u"next-queens"));
}

void TestQuestion::theQuizAsksEachStepOnceAndNeverASeenOne()
{
    const Run run = record(AlgorithmId::Backtracking, 6);
    Quiz quiz;
    quiz.newRun(AlgorithmId::Backtracking, 6);
    Question q;
    QCOMPARE(quiz.before(run.states[0], aheadOf(run, 0), q), Posed::Ask);
    QCOMPARE(q.kind, QuestionKind::NextQueen);
    Question again;
    QCOMPARE(quiz.before(run.states[0], aheadOf(run, 0), again), Posed::Ask); // same decision
    QCOMPARE(again.kind, q.kind);
    QCOMPARE(quiz.answer(q, q.right), Verdict::Right);
    QCOMPARE(quiz.before(run.states[0], aheadOf(run, 0), q), Posed::No); // answered
    // Walk to step 40, answering everything; then back to 10 and forward: nothing asked again.
    int asked = 0;
    for (std::int64_t p = 1; p <= 40; ++p) {
        quiz.saw(p);
        if (quiz.before(run.states[std::size_t(p)], aheadOf(run, p), q) == Posed::Ask) {
            ++asked;
            quiz.answer(q, q.right);
        }
    }
    QVERIFY(asked >= 10);
    for (std::int64_t p = 10; p < 40; ++p)
        QCOMPARE(quiz.before(run.states[std::size_t(p)], aheadOf(run, p), q), Posed::No);
    QCOMPARE(quiz.score().all.asked, asked + 1);
    QCOMPARE(quiz.score().all.right, asked + 1);
}

void TestQuestion::neverTheSameKindTwiceInARow()
{
    const Run run = record(AlgorithmId::Backtracking, 8);
    Quiz quiz;
    quiz.newRun(AlgorithmId::Backtracking, 8);
    std::optional<QuestionKind> last;
    std::set<QuestionKind> seen;
    for (std::int64_t p = 0; p < 3000; ++p) {
        quiz.saw(p);
        Question q;
        if (quiz.before(run.states[std::size_t(p)], aheadOf(run, p), q) != Posed::Ask)
            continue;
        QVERIFY(last != q.kind);
        last = q.kind;
        seen.insert(q.kind);
        quiz.answer(q, q.right);
    }
    QCOMPARE(int(seen.size()), 4); // next queen, attacked, what next, back to which row
    // With one kind only, it is asked every time it fits.
    QuizSettings only;
    only.asked.fill(false);
    only.asked[std::size_t(QuestionKind::NextQueen)] = true;
    Quiz one;
    one.setSettings(only);
    one.newRun(AlgorithmId::Backtracking, 8);
    int asked = 0, occasions = 0;
    for (std::int64_t p = 0; p < 3000; ++p) {
        one.saw(p);
        Question q;
        occasions += Questions::pose(QuestionKind::NextQueen, AlgorithmId::Backtracking,
                                     run.states[std::size_t(p)], aheadOf(run, p), q)
            == Posed::Ask;
        if (one.before(run.states[std::size_t(p)], aheadOf(run, p), q) == Posed::Ask) {
            ++asked;
            one.answer(q, q.right);
        }
    }
    QVERIFY(occasions > 100);
    QCOMPARE(asked, occasions);
}

void TestQuestion::aboutOneOccasionInK()
{
    const Run run = record(AlgorithmId::Backtracking, 8);
    for (int every : { 2, 3, 5 }) {
        QuizSettings s;
        s.asked.fill(false);
        s.asked[std::size_t(QuestionKind::WhatNext)] = true;
        s.every = every;
        s.seed = 7;
        Quiz quiz;
        quiz.setSettings(s);
        quiz.newRun(AlgorithmId::Backtracking, 8);
        int asked = 0, occasions = 0;
        const std::int64_t last = std::int64_t(run.events.size()) - 1;
        for (std::int64_t p = 0; p < last; ++p) {
            quiz.saw(p);
            Question q;
            occasions += Questions::pose(QuestionKind::WhatNext, AlgorithmId::Backtracking,
                                         run.states[std::size_t(p)], aheadOf(run, p), q)
                == Posed::Ask;
            if (quiz.before(run.states[std::size_t(p)], aheadOf(run, p), q) == Posed::Ask) {
                ++asked;
                quiz.skip(q);
            }
        }
        const double rate = double(asked) / occasions;
        QVERIFY2(
            rate > 0.8 / every && rate < 1.25 / every,
            qPrintable(QStringLiteral("every %1: %2 of %3").arg(every).arg(asked).arg(occasions)));
    }
}

void TestQuestion::rightAndWrongAnswersScore()
{
    const Run run = record(AlgorithmId::Backtracking, 6);
    Quiz quiz;
    quiz.newRun(AlgorithmId::Backtracking, 6);
    Question q;
    QCOMPARE(quiz.before(run.states[0], aheadOf(run, 0), q), Posed::Ask);
    Answer wrong;
    wrong.square = { 0, 3 };
    QCOMPARE(quiz.answer(q, wrong), Verdict::Wrong);
    QCOMPARE(quiz.score().all.asked, 1);
    QCOMPARE(quiz.score().all.right, 0);
    QCOMPARE(quiz.score().streak, 0);
    // Step on to the next question and answer it right; then another.
    int right = 0;
    for (std::int64_t p = 1; p < 200 && right < 2; ++p) {
        quiz.saw(p);
        if (quiz.before(run.states[std::size_t(p)], aheadOf(run, p), q) == Posed::Ask) {
            QCOMPARE(quiz.answer(q, q.right), Verdict::Right);
            ++right;
        }
    }
    QCOMPARE(quiz.score().all.asked, 3);
    QCOMPARE(quiz.score().all.right, 2);
    QCOMPARE(quiz.score().streak, 2);
    int byKinds = 0;
    for (const QuizScore::Tally &t : quiz.score().byKind)
        byKinds += t.asked;
    QCOMPARE(byKinds, 3);
    const int nextQueens
        = int(std::count_if(quiz.records().begin(), quiz.records().end(), [](const QuizRecord &r) {
              return r.question.kind == QuestionKind::NextQueen;
          }));
    QCOMPARE(quiz.score().byKind[std::size_t(QuestionKind::NextQueen)].asked, nextQueens);
    QCOMPARE(quiz.records().size(), std::size_t(3));
    QCOMPARE(quiz.records().front().verdict, Verdict::Wrong);
    QCOMPARE(quiz.records().front().given.square, (Square { 0, 3 }));
    quiz.resetScore();
    QCOMPARE(quiz.score().all.asked, 0);
    QVERIFY(quiz.records().empty());
}

QTEST_GUILESS_MAIN(TestQuestion)
#include "tst_question.moc"
