// SPDX-License-Identifier: GPL-3.0-or-later
// Breakpoints as a run cursor meets them: on the worker, exactly where the solver's own events
// carry the line; with a row, a square or "every k-th hit"; hits counted exactly after any
// seek; run back to the previous step where a condition held; and which lines can stop at all.
#include "cursorjump.h"
#include "firstevents.h"
#include "linekeys.h"
#include "runcursor.h"
#include "solvers/backtracking.h"
#include "stoptext.h"

#include <QtTest>

#include <set>

using namespace nq;
using test::advanceBy;
using test::finishJump;

namespace {

RunOptions board(int n)
{
    RunOptions o;
    o.n = n;
    return o;
}

struct Step
{
    std::int64_t position; // after the step
    EventKind kind;
    int line, row, col;
};

std::vector<Step> stepsOf(AlgorithmId id, const RunOptions &options, std::size_t most = 1u << 22)
{
    std::vector<Step> out;
    test::forFirstEvents(id, options, most, [&](const StepEvent &e) {
        out.push_back({ std::int64_t(out.size()) + 1, e.kind, e.line, e.row, e.col });
    });
    return out;
}

Breakpoints listOf(std::vector<Breakpoint> list)
{
    return std::make_shared<const std::vector<Breakpoint>>(std::move(list));
}

Breakpoint at(int line, int row = -1, int col = -1, std::int64_t every = 1)
{
    Breakpoint b;
    b.line = line;
    b.row = row;
    b.col = col;
    b.every = every;
    return b;
}

} // namespace

class TestBreakpoints : public QObject
{
    Q_OBJECT
private slots:
    void theLinesThatStopAreTheLinesThatMakeSteps();
    void aBreakpointOnEachLineStopsAtItsSteps();
    void theFirstBacktrackOfSixBySix();
    void rowSquareAndEveryKthHit();
    void hitsAreExactAfterAnySeek();
    void aFarBreakpointIsMetOnTheWorkerAndCanBeCancelled();
    void runBackFindsThePreviousStep();
    void runBackBeforeTheFirstHitStays();
    void breakpointsAndConditionsAsText();
};

void TestBreakpoints::theLinesThatStopAreTheLinesThatMakeSteps()
{
    // Every line a run's events carry is one LineKeys says makes steps, and every such line is
    // met in some run of a small board.
    for (const AlgorithmInfo &info : Algorithms::all()) {
        std::set<int> seen;
        for (int n = 1; n <= 7; ++n) {
            if (!info.acceptsSize(n))
                continue;
            for (const SolveMode mode : { SolveMode::All, SolveMode::First }) {
                RunOptions o = board(n);
                o.mode = mode;
                for (const Step &s : stepsOf(info.id, o, 400000)) {
                    if (s.line >= 0)
                        seen.insert(s.line);
                }
            }
        }
        if (info.id == AlgorithmId::Construction) {
            for (int n : { 8, 9, 14, 15, 20 }) {
                for (const Step &s : stepsOf(info.id, board(n))) {
                    if (s.line >= 0)
                        seen.insert(s.line);
                }
            }
        }
        for (const int line : seen)
            QVERIFY2(LineKeys::makesSteps(info.id, line),
                     qPrintable(info.idString() + QStringLiteral(" line %1").arg(line)));
        for (int line = 0; line < int(LineKeys::of(info.id).size()); ++line) {
            if (LineKeys::makesSteps(info.id, line))
                QVERIFY2(seen.count(line),
                         qPrintable(info.idString() + QStringLiteral(" line %1 never").arg(line)));
        }
    }
    // Domination, plain and independent.
    std::set<int> seen;
    for (const Problem p : { Problem::domination(4, 2), Problem::domination(5, 3),
                             Problem::domination(6, 3, true), Problem::domination(5, 2) }) {
        RunOptions o;
        static_cast<Problem &>(o) = p;
        for (const Step &s : stepsOf(AlgorithmId::Domination, o, 400000)) {
            if (s.line >= 0)
                seen.insert(s.line);
        }
    }
    for (int line = 0; line < int(LineKeys::of(AlgorithmId::Domination).size()); ++line)
        QCOMPARE(bool(seen.count(line)), LineKeys::makesSteps(AlgorithmId::Domination, line));
    QVERIFY(!LineKeys::makesSteps(AlgorithmId::Backtracking, solvers::backtracking::Recurse));
    QVERIFY(!LineKeys::makesSteps(AlgorithmId::Backtracking, 99));
}

void TestBreakpoints::aBreakpointOnEachLineStopsAtItsSteps()
{
    const std::vector<Step> steps = stepsOf(AlgorithmId::Backtracking, board(6));
    for (int line = 0; line < int(LineKeys::of(AlgorithmId::Backtracking).size()); ++line) {
        if (!LineKeys::makesSteps(AlgorithmId::Backtracking, line))
            continue;
        std::vector<std::int64_t> expected;
        for (const Step &s : steps) {
            if (s.line == line)
                expected.push_back(s.position);
        }
        QVERIFY(!expected.empty());
        const StopCondition condition = StopCondition::anyOf(listOf({ at(line) }));
        RunCursor cursor;
        cursor.start(AlgorithmId::Backtracking, board(6));
        for (std::size_t k = 0; k < std::min<std::size_t>(expected.size(), 12); ++k) {
            cursor.runUntil(condition);
            QVERIFY(finishJump(cursor));
            QVERIFY(cursor.untilMet());
            QCOMPARE(cursor.position(), expected[k]);
            QCOMPARE(condition.breakpointAt(cursor.state().last, cursor.state()), 0);
        }
    }
}

void TestBreakpoints::theFirstBacktrackOfSixBySix()
{
    // The acceptance's numbers: "take the queen off" first stops at step 43, row 5, column 4.
    RunCursor cursor;
    cursor.start(AlgorithmId::Backtracking, board(6));
    cursor.runUntil(StopCondition::anyOf(listOf({ at(solvers::backtracking::Take) })));
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.position(), 43);
    QCOMPARE(cursor.state().last.row + 1, 5);
    QCOMPARE(cursor.state().last.col + 1, 4);
}

void TestBreakpoints::rowSquareAndEveryKthHit()
{
    const int take = solvers::backtracking::Take;
    const std::vector<Step> steps = stepsOf(AlgorithmId::Backtracking, board(6));
    struct Case
    {
        Breakpoint b;
        const char *name;
    };
    for (const Case &c : { Case { at(take, 3), "row 4" }, Case { at(take, 2, 4), "square (3, 5)" },
                           Case { at(take, 3, -1, 3), "row 4, every 3rd hit" },
                           Case { at(solvers::backtracking::Loop, -1, -1, 50), "every 50th" } }) {
        std::vector<std::int64_t> expected;
        std::int64_t hits = 0;
        for (const Step &s : steps) {
            StoredEvent e;
            e.line = std::int16_t(s.line);
            e.row = s.row;
            e.col = s.col;
            if (c.b.hitBy(e) && ++hits % c.b.every == 0)
                expected.push_back(s.position);
        }
        QVERIFY2(expected.size() >= 2, c.name);
        const Breakpoints list = listOf({ at(solvers::backtracking::IfFull), c.b });
        auto only = std::make_shared<std::vector<Breakpoint>>(*list);
        (*only)[0].enabled = false; // a disabled breakpoint stops nowhere
        RunOptions options = board(6);
        options.breakpoints = only;
        RunCursor cursor;
        cursor.start(AlgorithmId::Backtracking, options);
        for (const std::int64_t position : expected) {
            cursor.runUntil(StopCondition::anyOf(only));
            QVERIFY(finishJump(cursor));
            QVERIFY2(cursor.position() == position,
                     qPrintable(QStringLiteral("%1: at %2, expected %3")
                                    .arg(QLatin1String(c.name))
                                    .arg(cursor.position())
                                    .arg(position)));
            QCOMPARE(cursor.state().hits[1] % c.b.every, 0);
        }
    }
}

void TestBreakpoints::hitsAreExactAfterAnySeek()
{
    const int take = solvers::backtracking::Take;
    const std::vector<Step> steps = stepsOf(AlgorithmId::Backtracking, board(8));
    const Breakpoints list
        = listOf({ at(take), at(solvers::backtracking::Put, 4), at(take, 2, 5, 2) });
    auto hitsAt = [&](std::int64_t position) {
        std::vector<std::int64_t> h(list->size(), 0);
        for (std::int64_t p = 0; p < position; ++p) {
            StoredEvent e;
            e.line = std::int16_t(steps[std::size_t(p)].line);
            e.row = steps[std::size_t(p)].row;
            e.col = steps[std::size_t(p)].col;
            for (std::size_t i = 0; i < list->size(); ++i)
                h[i] += (*list)[i].hitBy(e);
        }
        return h;
    };
    RunCursor cursor;
    cursor.setHistoryCapacity(2048); // far seeks replay the run
    cursor.start(AlgorithmId::Backtracking, board(8));
    QVERIFY(advanceBy(cursor, 300));
    // Set after the run started: counted again from its start.
    cursor.setBreakpoints(list);
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.position(), 300);
    QCOMPARE(cursor.state().hits, hitsAt(300));
    for (const std::int64_t to : { 12000, 11000, 100, 14000, 7, 15719 }) {
        if (!cursor.seek(to))
            QVERIFY(finishJump(cursor));
        QCOMPARE(cursor.position(), to);
        QCOMPARE(cursor.state().hits, hitsAt(to));
    }
    // Enabling or "every" changes nothing of the counts.
    auto changed = std::make_shared<std::vector<Breakpoint>>(*list);
    (*changed)[0].enabled = false;
    (*changed)[1].every = 4;
    cursor.setBreakpoints(changed);
    QVERIFY(!cursor.isBusy());
    QCOMPARE(cursor.state().hits, hitsAt(15719));
}

void TestBreakpoints::aFarBreakpointIsMetOnTheWorkerAndCanBeCancelled()
{
    // 12 x 12: the first step of a line far into the run.
    const std::vector<Step> steps = stepsOf(AlgorithmId::Backtracking, board(12), 400000);
    std::int64_t target = -1;
    for (const Step &s : steps) {
        if (s.position > 300000 && s.kind == EventKind::Remove && s.row == 1) {
            target = s.position;
            break;
        }
    }
    QVERIFY(target > 300000);
    const StopCondition condition
        = StopCondition::anyOf(listOf({ at(solvers::backtracking::Take, 1) }));
    RunCursor cursor;
    cursor.start(AlgorithmId::Backtracking, board(12));
    QVERIFY(advanceBy(cursor, 1));
    // Skip the earlier hits on row 2 by asking from just before the target.
    if (!cursor.seek(target - 10))
        QVERIFY(finishJump(cursor));
    QElapsedTimer clock;
    clock.start();
    cursor.runUntil(condition);
    QVERIFY(finishJump(cursor));
    qInfo("a breakpoint %lld steps in met in %lld ms", qlonglong(target), clock.elapsed());
    QCOMPARE(cursor.position(), target);
    // Cancelled at once, the cursor stays where it stood.
    cursor.runUntil(
        StopCondition::anyOf(listOf({ at(solvers::backtracking::IfFull, -1, -1, 1000000) })));
    QVERIFY(cursor.isBusy());
    QVERIFY(cursor.cancelJump());
    QVERIFY(!cursor.isBusy());
    QCOMPARE(cursor.position(), target);
}

void TestBreakpoints::runBackFindsThePreviousStep()
{
    const std::vector<Step> steps = stepsOf(AlgorithmId::Backtracking, board(8));
    std::vector<std::int64_t> solutions, backtracks;
    for (const Step &s : steps) {
        if (s.kind == EventKind::Solution)
            solutions.push_back(s.position);
        if (s.kind == EventKind::Remove)
            backtracks.push_back(s.position);
    }
    QCOMPARE(solutions.size(), std::size_t(92));
    for (const std::int64_t capacity : { std::int64_t(1) << 20, std::int64_t(2048) }) {
        RunCursor cursor;
        cursor.setHistoryCapacity(capacity);
        cursor.start(AlgorithmId::Backtracking, board(8));
        if (!cursor.toEnd())
            QVERIFY(finishJump(cursor));
        QVERIFY(cursor.finished());
        cursor.runBackUntil(StopCondition::nextBacktrack());
        QVERIFY(finishJump(cursor));
        QCOMPARE(cursor.position(), backtracks.back());
        cursor.runBackUntil(StopCondition::nextSolution());
        QVERIFY(finishJump(cursor));
        QCOMPARE(cursor.position(), solutions.back());
        QCOMPARE(cursor.state().counters.solutions, 92);
    }
    // 12 x 12, just before the solution after the widest gap among its first: the previous one
    // is across the gap, past the history (a replay).
    std::vector<std::int64_t> found;
    for (const Step &s : stepsOf(AlgorithmId::Backtracking, board(12), 400000)) {
        if (s.kind == EventKind::Solution)
            found.push_back(s.position);
    }
    std::size_t k = 0;
    for (std::size_t i = 0; i + 1 < found.size(); ++i) {
        if (found[i + 1] - found[i] > found[k + 1] - found[k])
            k = i;
    }
    QVERIFY(found[k + 1] - found[k] > 4096);
    RunCursor cursor;
    cursor.setHistoryCapacity(2048);
    cursor.start(AlgorithmId::Backtracking, board(12));
    if (!cursor.seek(found[k + 1] - 1))
        QVERIFY(finishJump(cursor));
    cursor.runBackUntil(StopCondition::nextSolution());
    QVERIFY(cursor.isBusy());
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.position(), found[k]);
    QCOMPARE(cursor.state().counters.solutions, std::int64_t(k) + 1);
}

void TestBreakpoints::runBackBeforeTheFirstHitStays()
{
    // 14 x 14: the first solution is far in, past a small history.
    std::int64_t first = 0;
    for (const Step &s : stepsOf(AlgorithmId::Backtracking, board(14), 100000)) {
        if (s.kind == EventKind::Solution) {
            first = s.position;
            break;
        }
    }
    QVERIFY(first > 4096);
    const std::int64_t from = first - 1;
    for (const std::int64_t capacity : { std::int64_t(1) << 20, std::int64_t(2048) }) {
        RunCursor cursor;
        cursor.setHistoryCapacity(capacity);
        cursor.start(AlgorithmId::Backtracking, board(14));
        if (!cursor.seek(from))
            QVERIFY(finishJump(cursor));
        QSignalSpy none(&cursor, &RunCursor::notFoundBack);
        cursor.runBackUntil(StopCondition::nextSolution());
        QVERIFY(finishJump(cursor));
        QCOMPARE(none.count(), 1);
        QCOMPARE(cursor.position(), from);
        // The cursor goes on from there, to the first solution.
        QVERIFY(advanceBy(cursor, 1));
        QCOMPARE(cursor.position(), first);
        QCOMPARE(cursor.state().last.kind, EventKind::Solution);
    }
}

void TestBreakpoints::breakpointsAndConditionsAsText()
{
    const AlgorithmId bt = AlgorithmId::Backtracking;
    Breakpoint b = at(solvers::backtracking::Take, 4, 3, 3);
    b.enabled = false;
    QCOMPARE(StopText::write(bt, b), QStringLiteral("take row=5 col=4 every=3 off"));
    QString error;
    QCOMPARE(StopText::readBreakpoint(bt, 8, StopText::write(bt, b), &error), b);
    QCOMPARE(StopText::readBreakpoint(bt, 8, u"put", &error), at(solvers::backtracking::Put));
    // Refused, each with its reason.
    struct Bad
    {
        const char16_t *text;
        const char *says;
    };
    for (const Bad &bad :
         { Bad { u"recurse", "makes no step" }, Bad { u"jump", "has no line" },
           Bad { u"take row=9", "from 1 to 8" }, Bad { u"take col=2", "needs its row" },
           Bad { u"take every=0", "not a condition" }, Bad { u"", "empty" } }) {
        error.clear();
        QVERIFY(!StopText::readBreakpoint(bt, 8, bad.text, &error));
        QVERIFY2(error.contains(QLatin1String(bad.says)), qPrintable(error));
    }
    for (const StopCondition &c :
         { StopCondition::nextSolution(), StopCondition::nthSolution(7),
           StopCondition::nextBacktrack(), StopCondition::atLine(solvers::backtracking::Put),
           StopCondition::placeOn({ 2, 5 }), StopCondition::depthReached(0),
           StopCondition::depthLeft(3), StopCondition::step(99), StopCondition::never() }) {
        const QString text = StopText::write(bt, c);
        QCOMPARE(StopText::readCondition(bt, 8, text, &error), c);
    }
    for (const char16_t *bad : { u"solution=2", u"line=recurse", u"place=0,1", u"place=1",
                                 u"depth-left=0", u"step=x", u"soon", u"nth-solution" }) {
        error.clear();
        QVERIFY2(!StopText::readCondition(bt, 8, bad, &error), qPrintable(QString::fromUtf16(bad)));
        QVERIFY(!error.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestBreakpoints)
#include "tst_breakpoints.moc"
