// SPDX-License-Identifier: GPL-3.0-or-later
// The construction by formula: a valid solution for every n from 4 to 5,000 and for random n up
// to 10^7 (checked with per-line counts), one queen per row in row order when animated, and a
// clear failure for 2 and 3.
#include "algorithms.h"
#include "sinks.h"
#include "solutions.h"
#include "solver.h"
#include "solvers/construction.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace nq;

namespace {

std::vector<int> construct(int n, RunResult *result = nullptr)
{
    std::vector<int> found;
    SolutionSink sink { [&found](std::span<const int> p) { found.assign(p.begin(), p.end()); } };
    RunOptions options;
    options.n = n;
    options.mode = SolveMode::First;
    const RunResult r = runAlgorithm(AlgorithmId::Construction, sink, options);
    if (result)
        *result = r;
    return found;
}

} // namespace

class TestConstruction : public QObject
{
    Q_OBJECT

private slots:
    void everyBoardUpTo5000();
    void randomBoardsUpTo10Million();
    void noSolutionFor2And3();
    void animatedRowByRow();
};

void TestConstruction::everyBoardUpTo5000()
{
    for (int n = 1; n <= 5000; ++n) {
        if (n == 2 || n == 3)
            continue;
        RunResult result;
        const std::vector<int> cols = construct(n, &result);
        QVERIFY2(!result.failed, qPrintable(QString::number(n)));
        QCOMPARE(result.stats.solutions, 1);
        QCOMPARE(int(cols.size()), n);
        QVERIFY2(test::isValidSolution(cols), qPrintable(QStringLiteral("n = %1").arg(n)));
    }
}

void TestConstruction::randomBoardsUpTo10Million()
{
    QRandomGenerator random(20261125);
    for (int i = 0; i < 12; ++i) {
        // Every residue of n mod 6, even and odd, large.
        const int n = 5000 + int(random.bounded(10000000 - 5000)) / 6 * 6 + i % 6;
        const std::vector<int> cols = construct(n);
        QCOMPARE(int(cols.size()), n);
        QVERIFY2(test::isValidSolution(cols), qPrintable(QStringLiteral("n = %1").arg(n)));
    }
}

void TestConstruction::noSolutionFor2And3()
{
    for (const int n : { 2, 3 }) {
        RunResult result;
        const std::vector<int> cols = construct(n, &result);
        QVERIFY(result.failed);
        QCOMPARE(result.stats.solutions, 0);
        QVERIFY(cols.empty());
        QVERIFY2(result.error.contains(QStringLiteral("no solution")), qPrintable(result.error));
    }
}

void TestConstruction::animatedRowByRow()
{
    for (const int n : { 8, 9, 14, 15, 10 }) {
        std::vector<StepEvent> events;
        std::vector<int> board(std::size_t(n), -1);
        StepSink sink { [&](const StepEvent &e) {
            events.push_back(e);
            if (e.kind == EventKind::Place)
                board[std::size_t(e.row)] = e.col;
        } };
        RunOptions options;
        options.n = n;
        runAlgorithm(AlgorithmId::Construction, sink, options);
        // The branch of n mod 6 taken, a queen a row, the solution, the end.
        QCOMPARE(int(events.size()), n + 3);
        const int m = n % 2 == 0 ? n : n - 1;
        QCOMPARE(events[0].kind, EventKind::Examine);
        QCOMPARE(events[0].line,
                 int(m % 6 == 2 ? solvers::construction::ShiftedCase
                                : solvers::construction::PlainCase));
        QCOMPARE(events[0].row, 0);
        const int lines = int(Algorithms::info(AlgorithmId::Construction).pseudocodeSource.size());
        for (int r = 0; r < n; ++r) {
            const StepEvent &e = events[std::size_t(r + 1)];
            QCOMPARE(e.kind, EventKind::Place);
            QCOMPARE(e.row, r);
            QVERIFY(e.line > 0 && e.line < lines);
        }
        QCOMPARE(events[0].col, board[0]);
        QCOMPARE(events[std::size_t(n + 1)].kind, EventKind::Solution);
        QCOMPARE(events.back().kind, EventKind::Finished);
        QVERIFY(test::isValidSolution(board));
    }
}

QTEST_APPLESS_MAIN(TestConstruction)
#include "tst_construction.moc"
