// SPDX-License-Identifier: GPL-3.0-or-later
// The worker and its bounded queue, the play state and the history that steps back.
#include "eventhistory.h"
#include "playstate.h"
#include "sinks.h"
#include "solver.h"
#include "solverrun.h"
#include "threadpriority.h"

#include <QDir>
#include <QElapsedTimer>
#include <QtTest>

using namespace nq;

namespace {

std::vector<StoredEvent> direct(AlgorithmId id, int n)
{
    std::vector<StoredEvent> events;
    StepSink sink { [&events](const StepEvent &e) { events.push_back(StoredEvent::from(e)); } };
    RunOptions options;
    options.n = n;
    runAlgorithm(id, sink, options);
    return events;
}

// Takes everything a run queues, waiting for the worker; fails after 30 s.
std::vector<RunChunk> drain(SolverRun &run)
{
    std::vector<RunChunk> chunks;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 30000) {
        if (auto chunk = run.take()) {
            chunks.push_back(std::move(*chunk));
            continue;
        }
        if (run.producerDone() && !run.take())
            break;
        QTest::qWait(1);
    }
    while (auto chunk = run.take())
        chunks.push_back(std::move(*chunk));
    return chunks;
}

bool isFrontier(AlgorithmId id)
{
    return id == AlgorithmId::BreadthFirst || id == AlgorithmId::DepthFirstStack;
}

} // namespace

class TestSolverRun : public QObject
{
    Q_OBJECT

private slots:
    void deliversTheWholeStream();
    void startsAtAPosition();
    void deliversTheEnd();
    void fullQueueBlocksTheWorker();
    void cancelStopsPromptly();
    void workerRunsBehindTheWindow();
    void playStateCountsLikeTheAlgorithm();
    void historyRebuildsAnyKeptState();
};

void TestSolverRun::deliversTheWholeStream()
{
    const std::vector<StoredEvent> expected = direct(AlgorithmId::Backtracking, 7);
    SolverRun run;
    QSignalSpy available(&run, &SolverRun::eventsAvailable);
    RunOptions options;
    options.n = 7;
    run.start(AlgorithmId::Backtracking, options);
    const std::vector<RunChunk> chunks = drain(run);
    QTRY_VERIFY(available.count() >= 1); // queued to this thread's event loop
    std::vector<StoredEvent> got;
    std::int64_t position = 0;
    for (const RunChunk &c : chunks) {
        QCOMPARE(c.first, position);
        QCOMPARE(c.generation, run.generation());
        got.insert(got.end(), c.events.begin(), c.events.end());
        position += std::int64_t(c.events.size());
    }
    QCOMPARE(got.size(), expected.size());
    QVERIFY(got == expected);
    QCOMPARE(run.produced(), std::int64_t(expected.size()));
}

void TestSolverRun::startsAtAPosition()
{
    const std::vector<StoredEvent> expected = direct(AlgorithmId::BreadthFirst, 6);
    const std::int64_t from = std::int64_t(expected.size()) / 2 + 17;
    PlayState replayed(6, true);
    for (std::int64_t i = 0; i < from; ++i)
        replayed.apply(expected[std::size_t(i)]);

    SolverRun run;
    RunOptions options;
    options.n = 6;
    run.start(AlgorithmId::BreadthFirst, options, SolverRun::From::Position, from);
    const std::vector<RunChunk> chunks = drain(run);
    QVERIFY(!chunks.empty());
    QVERIFY(chunks.front().start.has_value());
    const PlayState &start = *chunks.front().start;
    QCOMPARE(start.position, from);
    QCOMPARE(start.board(), replayed.board());
    QCOMPARE(start.frontier, replayed.frontier);
    QCOMPARE(start.counters.conflicts, replayed.counters.conflicts);
    std::vector<StoredEvent> rest;
    for (const RunChunk &c : chunks)
        rest.insert(rest.end(), c.events.begin(), c.events.end());
    QVERIFY(std::equal(rest.begin(), rest.end(), expected.begin() + from, expected.end()));
    QCOMPARE(std::int64_t(rest.size()), std::int64_t(expected.size()) - from);
}

void TestSolverRun::deliversTheEnd()
{
    const std::vector<StoredEvent> expected = direct(AlgorithmId::Bitmask, 8);
    const std::int64_t tail = 5000;
    SolverRun run;
    RunOptions options;
    options.n = 8;
    run.start(AlgorithmId::Bitmask, options, SolverRun::From::End, 0, tail);
    const std::vector<RunChunk> chunks = drain(run);
    QVERIFY(!chunks.empty() && chunks.front().start);
    const std::int64_t first = std::int64_t(expected.size()) - tail;
    QCOMPARE(chunks.front().start->position, first);
    std::vector<StoredEvent> got;
    for (const RunChunk &c : chunks)
        got.insert(got.end(), c.events.begin(), c.events.end());
    QCOMPARE(std::int64_t(got.size()), tail);
    QVERIFY(std::equal(got.begin(), got.end(), expected.begin() + first));
    QCOMPARE(got.back().kind, EventKind::Finished);
}

void TestSolverRun::fullQueueBlocksTheWorker()
{
    // 55 million events, nobody taking them: the worker must wait at a full queue.
    SolverRun run;
    RunOptions options;
    options.n = 8;
    run.start(AlgorithmId::BruteForce, options);
    QTest::qWait(400);
    const std::int64_t bound = std::int64_t(SolverRun::kQueueChunks + 2) * SolverRun::kChunkEvents;
    QVERIFY2(run.produced() <= bound, qPrintable(QString::number(run.produced())));
    QVERIFY(!run.producerDone());
    // Taking a chunk lets it go on.
    QVERIFY(run.take().has_value());
    run.cancel();
    QVERIFY(!run.hasWorker());
    QVERIFY(!run.take().has_value()); // nothing of the cancelled run is left
}

void TestSolverRun::cancelStopsPromptly()
{
    SolverRun run;
    RunOptions options;
    options.n = 10;
    run.start(AlgorithmId::BruteForce, options, SolverRun::From::End, 0, 1000);
    QTest::qWait(150); // the worker is deep in 10^10 boards
    QElapsedTimer clock;
    clock.start();
    run.cancel();
    const qint64 ms = clock.elapsed();
    qInfo("cancel took %lld ms", ms);
    QVERIFY(!run.hasWorker());
    QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
}

void TestSolverRun::workerRunsBehindTheWindow()
{
#if defined(__linux__)
    // The threads of this process, by niceness: the worker is the one that appears with the
    // run, kBackgroundNiceness nicer than the thread that started it.
    auto niceness = [] {
        QMap<long, int> byThread;
        for (const QString &tid :
             QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            byThread.insert(tid.toLong(), threadNiceness(tid.toLong()));
        return byThread;
    };
    const int mine = threadNiceness(currentThreadId());
    const QMap<long, int> before = niceness();
    SolverRun run;
    RunOptions options;
    options.n = 10;
    run.start(AlgorithmId::BruteForce, options, SolverRun::From::End, 0, 1000);
    QTest::qWait(50);
    const QMap<long, int> during = niceness();
    QList<int> added;
    for (auto it = during.begin(); it != during.end(); ++it)
        if (!before.contains(it.key()))
            added << it.value();
    run.cancel();
    QCOMPARE(added, QList<int> { std::min(19, mine + kBackgroundNiceness) });
    QCOMPARE(threadNiceness(currentThreadId()), mine); // the caller is left as it was
#else
    QSKIP("thread niceness is read on Linux only");
#endif
}

void TestSolverRun::playStateCountsLikeTheAlgorithm()
{
    for (const AlgorithmInfo &info : Algorithms::all()) {
        const int n = info.id == AlgorithmId::BruteForce ? 5
            : info.id == AlgorithmId::MinConflicts       ? 40
                                                         : 7;
        RunOptions options;
        options.n = n;
        std::vector<StoredEvent> events;
        const RunStats *finalStats = nullptr;
        RunStats stats;
        StepSink sink { [&](const StepEvent &e) {
            events.push_back(StoredEvent::from(e));
            if (e.stats) {
                stats = *e.stats;
                finalStats = &stats;
            }
        } };
        runAlgorithm(info.id, sink, options);
        QVERIFY(finalStats);
        PlayState state(n, isFrontier(info.id));
        for (const StoredEvent &e : events)
            state.apply(e);
        QVERIFY2(state.finished, info.key);
        QCOMPARE(state.counters.placements, stats.placements);
        QCOMPARE(state.counters.tested, stats.tested);
        QCOMPARE(state.counters.conflicts, stats.conflicts);
        QCOMPARE(state.counters.backtracks, stats.backtracks);
        QCOMPARE(state.counters.solutions, stats.solutions);
        QCOMPARE(state.counters.deepest, stats.deepest);
        if (isFrontier(info.id)) {
            for (const std::int64_t waiting : state.frontier)
                QCOMPARE(waiting, 0); // every stored board was taken out again
        }
    }
}

void TestSolverRun::historyRebuildsAnyKeptState()
{
    const std::vector<StoredEvent> events = direct(AlgorithmId::Backtracking, 8);
    EventHistory history(4 * EventHistory::kBlock);
    PlayState state(8, false);
    history.reset(state);
    std::vector<PlayState> truth { state };
    for (const StoredEvent &e : events) {
        history.append(e, state);
        state.apply(e);
        truth.push_back(state);
    }
    // Bounded: only the last few blocks are kept.
    QVERIFY(history.end() - history.start() <= 4 * EventHistory::kBlock);
    QCOMPARE(history.end(), std::int64_t(events.size()));
    for (std::int64_t p = history.start(); p <= history.end(); p += 37) {
        const PlayState s = history.stateAt(p);
        QCOMPARE(s.position, p);
        QCOMPARE(s.board(), truth[std::size_t(p)].board());
        QCOMPARE(s.counters.tested, truth[std::size_t(p)].counters.tested);
    }
    QCOMPARE(history.stateAt(history.end()).board(), truth.back().board());
    QVERIFY(!history.contains(history.start() - 1));
}

QTEST_GUILESS_MAIN(TestSolverRun)
#include "tst_solverrun.moc"
