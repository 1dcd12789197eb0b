// SPDX-License-Identifier: GPL-3.0-or-later
// A run cursor without a clock: a worker-side observer sees every event of the run once, in
// order, however the cursor seeks; a far stop condition is met on the worker, exactly.
#include "cursorjump.h"
#include "firstevents.h"
#include "runcursor.h"
#include "sinks.h"
#include "solver.h"
#include "solverrun.h"
#include "solvers/backtracking.h"

#include <QtTest>

#include <mutex>

using namespace nq;
using test::advanceBy;
using test::finishJump;

namespace {

// Records the position of every event it is handed, and whether each came with the step the
// run itself makes there.
class RecordingObserver : public RunObserver
{
public:
    void observe(std::int64_t position, const StepEvent &event) override
    {
        std::lock_guard lock(m_mutex);
        m_positions.push_back(position);
        m_kinds.push_back(event.kind);
    }
    std::vector<std::int64_t> positions() const
    {
        std::lock_guard lock(m_mutex);
        return m_positions;
    }
    std::vector<EventKind> kinds() const
    {
        std::lock_guard lock(m_mutex);
        return m_kinds;
    }

private:
    mutable std::mutex m_mutex;
    std::vector<std::int64_t> m_positions;
    std::vector<EventKind> m_kinds;
};

RunOptions board(int n)
{
    RunOptions o;
    o.n = n;
    return o;
}

// The first `count` event kinds of the run, straight from the solver.
std::vector<EventKind> firstKinds(AlgorithmId algorithm, const RunOptions &options,
                                  std::size_t count, std::vector<int> *lines = nullptr)
{
    std::vector<EventKind> kinds;
    test::forFirstEvents(algorithm, options, count, [&](const StepEvent &e) {
        kinds.push_back(e.kind);
        if (lines)
            lines->push_back(e.line);
    });
    return kinds;
}

} // namespace

class TestRunCursor : public QObject
{
    Q_OBJECT

private slots:
    void anObserverSeesEveryEventOnce();
    void aFarConditionIsMetOnTheWorker();
    void peekShowsTheNextStepWithoutTakingIt();
    void aheadSeesFarStepsFromTheHistoryAndTheQueue();
    void theEndIsKeptOnceReached();
    void squaresAndDepthsStopWhereTheRunSays_data();
    void squaresAndDepthsStopWhereTheRunSays();
};

void TestRunCursor::anObserverSeesEveryEventOnce()
{
    RecordingObserver observer;
    RunCursor cursor;
    cursor.setObserver(&observer);
    cursor.start(AlgorithmId::Backtracking, board(12));
    QVERIFY(!cursor.seek(500000)); // far: the worker replays up to there
    QVERIFY(cursor.isBusy());
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.position(), std::int64_t(500000));
    QVERIFY(!cursor.seek(0)); // back past the history: a replay from the start
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.position(), std::int64_t(0));
    cursor.stop();

    const std::vector<std::int64_t> seen = observer.positions();
    QVERIFY2(seen.size() >= 500000, qPrintable(QString::number(seen.size())));
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (seen[i] != std::int64_t(i))
            QFAIL(qPrintable(QStringLiteral("event %1 seen at place %2").arg(seen[i]).arg(i)));
    }
    // And they are the run's own events.
    const std::vector<EventKind> expected
        = firstKinds(AlgorithmId::Backtracking, board(12), seen.size());
    const std::vector<EventKind> kinds = observer.kinds();
    QCOMPARE(kinds.size(), expected.size());
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (kinds[i] != expected[i])
            QFAIL(qPrintable(QStringLiteral("event %1 of %2 is kind %3, the run's is %4")
                                 .arg(i)
                                 .arg(kinds.size())
                                 .arg(int(kinds[i]))
                                 .arg(int(expected[i]))));
    }
}

void TestRunCursor::aFarConditionIsMetOnTheWorker()
{
    // Backtracking on 14 x 14 first reaches "record a solution" at step 54,876.
    std::vector<int> lines;
    const std::vector<EventKind> kinds
        = firstKinds(AlgorithmId::Backtracking, board(14), 60000, &lines);
    const auto first = std::find(lines.begin(), lines.end(), int(solvers::backtracking::IfFull));
    QVERIFY(first != lines.end());
    const std::int64_t expected = (first - lines.begin()) + 1;
    QVERIFY(expected > 4096);

    RunCursor cursor;
    cursor.setHistoryCapacity(2048);
    cursor.start(AlgorithmId::Backtracking, board(14));
    for (int i = 0; i < 10; ++i)
        QTRY_VERIFY(cursor.advance());
    cursor.runUntil(StopCondition::atLine(solvers::backtracking::IfFull));
    QVERIFY(cursor.isBusy());
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.position(), expected);
    QCOMPARE(cursor.state().last.kind, EventKind::Solution);
    // The steps before it are there to step back to.
    QVERIFY(cursor.seek(expected - 100));
    QCOMPARE(cursor.state().last.kind, kinds[std::size_t(expected - 101)]);
}

void TestRunCursor::squaresAndDepthsStopWhereTheRunSays_data()
{
    QTest::addColumn<int>("kind"); // 0: a queen put on a square, 1: depth reached, 2: depth left
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("from"); // steps taken before asking
    QTest::newRow("put on (3, 5), 6 x 6") << 0 << 6 << 0;
    QTest::newRow("put on (3, 5), 12 x 12, far") << 0 << 12 << 10;
    QTest::newRow("4 queens reached, 6 x 6") << 1 << 6 << 0;
    QTest::newRow("9 queens reached, 12 x 12") << 1 << 12 << 10;
    QTest::newRow("4 queens left, 6 x 6") << 2 << 6 << 0;
    QTest::newRow("9 queens left, 12 x 12, twice") << 2 << 12 << 10;
}

void TestRunCursor::squaresAndDepthsStopWhereTheRunSays()
{
    // The first step after `from` where the condition holds, found by replaying the solver's
    // own events (a place puts a queen, a remove takes one), against where the cursor stops.
    QFETCH(int, kind);
    QFETCH(int, n);
    QFETCH(int, from);
    const Square square { 3, 5 };
    const int depth = n == 6 ? 4 : 9;
    const StopCondition condition = kind == 0 ? StopCondition::placeOn(square)
        : kind == 1                           ? StopCondition::depthReached(depth)
                                              : StopCondition::depthLeft(depth);
    std::vector<std::int64_t> matches;
    std::int64_t position = 0;
    int queens = 0;
    test::forFirstEvents(AlgorithmId::Backtracking, board(n), 400000, [&](const StepEvent &e) {
        ++position;
        const int before = queens;
        queens += e.kind == EventKind::Place ? 1 : e.kind == EventKind::Remove ? -1 : 0;
        const bool holds = kind == 0
            ? e.kind == EventKind::Place && e.row == square.row && e.col == square.col
            : kind == 1 ? before < depth && queens == depth
                        : before == depth && queens < depth;
        if (holds && position > from)
            matches.push_back(position);
    });
    QVERIFY(matches.size() >= 2);
    RunCursor cursor;
    cursor.start(AlgorithmId::Backtracking, board(n));
    for (int i = 0; i < from; ++i)
        QTRY_VERIFY(cursor.advance());
    for (int k = 0; k < 2; ++k) {
        cursor.runUntil(condition);
        QVERIFY(finishJump(cursor));
        QCOMPARE(cursor.position(), matches[std::size_t(k)]);
    }
}

void TestRunCursor::peekShowsTheNextStepWithoutTakingIt()
{
    const std::vector<EventKind> kinds = firstKinds(AlgorithmId::Bitmask, board(6), 40);
    RunCursor cursor;
    cursor.start(AlgorithmId::Bitmask, board(6));
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        QTRY_VERIFY(cursor.peek() != nullptr);
        QCOMPARE(cursor.peek()->kind, kinds[i]);
        QCOMPARE(cursor.position(), std::int64_t(i)); // peeking took nothing
        QVERIFY(cursor.advance());
        QCOMPARE(cursor.state().last.kind, kinds[i]);
    }
}

void TestRunCursor::aheadSeesFarStepsFromTheHistoryAndTheQueue()
{
    // 10 x 10 bitmask: far more events than one chunk. From the start, from a step inside the
    // history after stepping back, and past several chunks the worker has queued.
    std::vector<StoredEvent> events;
    test::forFirstEvents(AlgorithmId::Bitmask, board(10), 100000,
                         [&](const StepEvent &e) { events.push_back(StoredEvent::from(e)); });
    RunCursor cursor;
    cursor.setHistoryCapacity(8192);
    cursor.start(AlgorithmId::Bitmask, board(10));
    const auto check = [&](std::int64_t k) {
        const std::size_t at = std::size_t(cursor.position() + k);
        QTRY_VERIFY(cursor.ahead(k) != nullptr);
        QCOMPARE(*cursor.ahead(k), events[at]);
    };
    for (std::int64_t k : { 0, 1, 17, 4095, 4096, 20000, 60000 })
        check(k);
    QVERIFY(test::advanceBy(cursor, 30000)); // through what ahead() took from the queue
    for (std::int64_t p = 0; p < 30000; p += 997)
        QCOMPARE(cursor.history().contains(p) ? cursor.history().eventAt(p)
                                              : events[std::size_t(p)],
                 events[std::size_t(p)]);
    QCOMPARE(cursor.state().last, events[29999]);
    for (std::int64_t k : { 0, 5, 9000 })
        check(k);
    QVERIFY(cursor.seek(25000)); // back, inside the history: ahead reads it, then the queue
    for (std::int64_t k : { 0, 4999, 5000, 5001, 40000 })
        check(k);
    QVERIFY(cursor.ahead(RunCursor::kAheadMost) == nullptr);
    QVERIFY(test::advanceBy(cursor, 50000));
    QCOMPARE(cursor.state().last, events[74999]);
}

void TestRunCursor::theEndIsKeptOnceReached()
{
    // 10 x 10 backtracking (over 100,000 steps) with a history of 4,096: To End is a jump
    // the first time only; after a seek to the start, To End and a seek just before the end come
    // back at once, with the state the run has there.
    RunCursor cursor;
    cursor.setHistoryCapacity(4096);
    cursor.start(AlgorithmId::Backtracking, board(10));
    QVERIFY(!cursor.toEnd()); // a jump: the worker runs to the end
    QVERIFY(finishJump(cursor));
    QVERIFY(cursor.lengthKnown());
    const std::int64_t end = cursor.length();
    QCOMPARE(cursor.position(), end);
    QVERIFY(end > 20 * 4096); // far more than the history holds
    const PlayState atEnd = cursor.state();
    QVERIFY(!cursor.seek(0)); // the start is far behind the history: a replay
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.position(), std::int64_t(0));

    QVERIFY(cursor.toEnd()); // at once
    QVERIFY(!cursor.isBusy());
    QCOMPARE(cursor.position(), end);
    QCOMPARE(cursor.state().counters.solutions, atEnd.counters.solutions);
    QCOMPARE(cursor.state().board(), atEnd.board());
    QVERIFY(cursor.seek(0) == false);
    QVERIFY(finishJump(cursor));
    QVERIFY(cursor.seek(end - 100)); // into the kept block: at once too
    QCOMPARE(cursor.position(), end - 100);
    // And on from there, step by step, to the same end.
    while (cursor.advance()) { }
    QCOMPARE(cursor.position(), end);
    QVERIFY(cursor.state().finished);
    cursor.stop();
}

QTEST_GUILESS_MAIN(TestRunCursor)
#include "tst_runcursor.moc"
