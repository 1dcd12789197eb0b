// SPDX-License-Identifier: GPL-3.0-or-later
// The call stack worked out from a state equals the stack of a recursion written here from
// the pseudocode: the queens in row order plus the top call's loop variable, at every step of
// the run, and after the cursor steps back and seeks to random positions.
#include "callstack.h"
#include "cursorjump.h"
#include "firstevents.h"
#include "runcursor.h"

#include <QRandomGenerator>
#include <QtTest>

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

// What the recursion holds at a step: the loop variable of each call, outermost first (-1:
// none yet), and the step itself.
struct Expected
{
    EventKind kind;
    int row, col;
    std::vector<int> loop;
};

// Backtracking row by row, as the pseudocode of flag backtracking (and of checking every queen)
// says it; bitmask backtracking tries only the squares no queen attacks; brute force tries every
// square and checks whole boards; rows and columns skips the columns taken and checks the
// diagonals of whole boards.
enum class Kind { Backtracking, FreeOnly, BruteForce, Columns };

class Recursion
{
public:
    Recursion(int n, Kind kind) : m_n(n), m_kind(kind), m_cols(std::size_t(n), -1) { solve(0); }
    std::vector<Expected> steps;

private:
    bool attacked(int r, int c) const
    {
        for (int i = 0; i < r; ++i) {
            const int x = m_cols[std::size_t(i)];
            if (x == c || std::abs(x - c) == r - i)
                return true;
        }
        return false;
    }
    void record(EventKind kind, int row, int col) { steps.push_back({ kind, row, col, m_loop }); }
    bool anyAttack() const
    {
        for (int r = 1; r < m_n; ++r) {
            for (int i = 0; i < r; ++i) {
                const int a = m_cols[std::size_t(i)], b = m_cols[std::size_t(r)];
                if (a == b || std::abs(a - b) == r - i)
                    return true;
            }
        }
        return false;
    }
    bool columnTaken(int r, int c) const
    {
        for (int i = 0; i < r; ++i) {
            if (m_cols[std::size_t(i)] == c)
                return true;
        }
        return false;
    }
    void solve(int r)
    {
        m_loop.push_back(-1);
        if (r == m_n) {
            const bool checks = m_kind == Kind::BruteForce || m_kind == Kind::Columns;
            if (checks)
                record(EventKind::Check, -1, -1);
            if (!checks || !anyAttack())
                record(EventKind::Solution, -1, -1);
        } else {
            for (int c = 0; c < m_n; ++c) {
                const bool bad = m_kind == Kind::BruteForce ? false
                    : m_kind == Kind::Columns               ? columnTaken(r, c)
                                                            : attacked(r, c);
                if (bad && m_kind == Kind::FreeOnly)
                    continue;
                m_loop.back() = c;
                if (m_kind != Kind::BruteForce)
                    record(EventKind::Consider, r, c);
                if (bad) {
                    record(EventKind::Conflict, r, c);
                    continue;
                }
                m_cols[std::size_t(r)] = c;
                record(EventKind::Place, r, c);
                solve(r + 1);
                m_cols[std::size_t(r)] = -1;
                record(EventKind::Remove, r, c);
            }
        }
        m_loop.pop_back();
    }
    int m_n;
    Kind m_kind;
    std::vector<int> m_cols;
    std::vector<int> m_loop;
};

// The loop variable each frame shows (0-based; -1 none): "c", "col", "x[row]", bitmask's "bit".
std::vector<int> shownLoop(const CallStack &stack)
{
    std::vector<int> out;
    for (const StackFrame &f : stack.frames) {
        int v = -1;
        for (const StackVariable &l : f.locals) {
            if (l.name == QLatin1String("bit"))
                v = std::countr_zero(l.bits);
            else if (!l.isMask)
                v = l.value.toInt() - 1;
        }
        out.push_back(v);
    }
    return out;
}

QString describe(const std::vector<int> &v)
{
    QStringList s;
    for (int x : v)
        s << QString::number(x);
    return s.join(QLatin1Char(' '));
}

} // namespace

class TestCallStack : public QObject
{
    Q_OBJECT
private slots:
    void framesFollowTheRecursion_data();
    void framesFollowTheRecursion();
    void theFirstBacktrackOfSixBySix();
    void framesSayWhereTheyBeganAndReturn();
    void dominationFramesAreItsQueens();
};

void TestCallStack::framesFollowTheRecursion_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    for (const AlgorithmId id : { AlgorithmId::Backtracking, AlgorithmId::BacktrackingCheck,
                                  AlgorithmId::BacktrackingIterative, AlgorithmId::Bitmask,
                                  AlgorithmId::BruteForce, AlgorithmId::BranchColumns }) {
        for (const int n : { 5, 6, 8 }) {
            if (id == AlgorithmId::BruteForce && n == 8)
                continue; // 8^8 boards
            QTest::addRow("%s %d", Algorithms::info(id).key, n) << int(id) << n;
        }
    }
}

void TestCallStack::framesFollowTheRecursion()
{
    QFETCH(int, algorithm);
    QFETCH(int, n);
    const auto id = AlgorithmId(algorithm);
    const Kind kind = id == AlgorithmId::Bitmask ? Kind::FreeOnly
        : id == AlgorithmId::BruteForce          ? Kind::BruteForce
        : id == AlgorithmId::BranchColumns       ? Kind::Columns
                                                 : Kind::Backtracking;
    const Recursion recursion(n, kind);
    // The recursion written here makes the run's own steps (the iterative search records its
    // solution in the last row's call and has no call past it).
    std::vector<Expected> expected;
    for (const Expected &e : recursion.steps) {
        Expected x = e;
        if (id == AlgorithmId::BacktrackingIterative && e.kind == EventKind::Solution) {
            x.loop.pop_back();
            x.row = n - 1;
        }
        expected.push_back(x);
    }
    std::size_t i = 0;
    bool same = true;
    test::forFirstEvents(id, board(n), expected.size() + 1, [&](const StepEvent &e) {
        if (e.kind == EventKind::Finished)
            return;
        same = same && i < expected.size() && e.kind == expected[i].kind
            && (e.kind == EventKind::Solution || e.kind == EventKind::Check
                || (e.row == expected[i].row && e.col == expected[i].col));
        ++i;
    });
    QVERIFY(same);
    QCOMPARE(i, expected.size());

    // Every step in order, then random positions reached by stepping back and seeking.
    RunCursor cursor;
    cursor.setHistoryCapacity(2048);
    cursor.start(id, board(n));
    auto check = [&](std::int64_t position) {
        if (position == 0 || position > std::int64_t(expected.size()))
            return true;
        const std::vector<int> shown
            = shownLoop(CallStack::of(id, cursor.state(), Problem::nonAttacking(n)));
        const std::vector<int> &want = expected[std::size_t(position - 1)].loop;
        if (shown != want) {
            qWarning("step %lld: frames %s, the recursion %s", qlonglong(position),
                     qPrintable(describe(shown)), qPrintable(describe(want)));
            return false;
        }
        return true;
    };
    while (!cursor.finished()) {
        if (!cursor.advance()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            continue;
        }
        QVERIFY(check(cursor.position()));
    }
    QVERIFY(CallStack::of(id, cursor.state(), Problem::nonAttacking(n)).frames.empty());
    QRandomGenerator random(std::uint32_t(n * 31 + algorithm));
    for (int k = 0; k < 60; ++k) {
        const std::int64_t to = random.bounded(qint64(expected.size())) + 1;
        if (!cursor.seek(to))
            QVERIFY(finishJump(cursor));
        QCOMPARE(cursor.position(), to);
        QVERIFY(check(to));
        if (cursor.seek(to - 1))
            QVERIFY(check(to - 1));
    }
}

void TestCallStack::theFirstBacktrackOfSixBySix()
{
    // The acceptance: at step 43 of 6 x 6 the queen of row 5, column 4, is taken off; five
    // calls, solve(r = 5) on top with c = 4, and the flags of the four queens left.
    RunCursor cursor;
    cursor.start(AlgorithmId::Backtracking, board(6));
    QVERIFY(advanceBy(cursor, 43));
    QCOMPARE(cursor.state().last.kind, EventKind::Remove);
    const CallStack stack
        = CallStack::of(AlgorithmId::Backtracking, cursor.state(), Problem::nonAttacking(6));
    QVERIFY(stack.recursive);
    QCOMPARE(stack.frames.size(), std::size_t(5));
    QCOMPARE(stack.frames.back().call, QStringLiteral("solve(r = 5)"));
    QCOMPARE(stack.frames.back().locals.size(), std::size_t(1));
    QCOMPARE(stack.frames.back().locals[0].name, QStringLiteral("c"));
    QCOMPARE(stack.frames.back().locals[0].value, QStringLiteral("4"));
    QCOMPARE(stack.shared.size(), std::size_t(3));
    QCOMPARE(stack.shared[0].value.count(QLatin1Char('1')), 4); // four columns taken
    QVERIFY(stack.shared[0].changed); // the step cleared a flag
}

void TestCallStack::framesSayWhereTheyBeganAndReturn()
{
    // Following each frame's "began" back and its "returns" forward lands on the step where
    // the call began (the queen above it put) and the one after it returned.
    RunCursor cursor;
    cursor.start(AlgorithmId::Backtracking, board(6));
    QVERIFY(advanceBy(cursor, 43));
    const CallStack stack
        = CallStack::of(AlgorithmId::Backtracking, cursor.state(), Problem::nonAttacking(6));
    const StackFrame &third = stack.frames[2]; // solve(r = 3): began when row 2's queen was put
    QVERIFY(third.seekable && !third.beganAtStart);
    cursor.runBackUntil(third.began);
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.state().last.kind, EventKind::Place);
    QCOMPARE(cursor.state().last.row, 1);
    QCOMPARE(cursor.state().depth(), 2);
    cursor.runUntil(third.returns);
    QVERIFY(finishJump(cursor));
    QCOMPARE(cursor.state().last.kind, EventKind::Remove);
    QCOMPARE(cursor.state().last.row, 1);
    QCOMPARE(cursor.state().depth(), 1);
    QVERIFY(stack.frames[0].beganAtStart);
    QVERIFY(stack.frames[0].returns.isNever());
}

void TestCallStack::dominationFramesAreItsQueens()
{
    // cover(queens left) per queen on the board, each with its queen's square, the top one
    // with the square it tries; at every step of 5 x 5 with 3 queens.
    RunOptions options;
    static_cast<Problem &>(options) = Problem::domination(5, 3);
    RunCursor cursor;
    cursor.start(AlgorithmId::Domination, options);
    std::int64_t checked = 0;
    while (!cursor.finished()) {
        if (!cursor.advance()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            continue;
        }
        const PlayState &s = cursor.state();
        const CallStack stack = CallStack::of(AlgorithmId::Domination, s, options);
        if (s.finished)
            break;
        const int depth = int(s.queens().size());
        const int top = s.last.kind == EventKind::Place ? depth - 1 : depth;
        QCOMPARE(int(stack.frames.size()), top + 1);
        for (int d = 0; d < top; ++d) {
            const Square q = s.queens()[std::size_t(d)];
            QCOMPARE(stack.frames[std::size_t(d)].call,
                     QStringLiteral("cover(queens left = %1)").arg(3 - d));
            QCOMPARE(stack.frames[std::size_t(d)].locals.front().value,
                     QStringLiteral("(%1, %2)").arg(q.row + 1).arg(q.col + 1));
        }
        if (s.last.kind == EventKind::Consider || s.last.kind == EventKind::Place)
            QCOMPARE(stack.frames.back().locals.front().value,
                     QStringLiteral("(%1, %2)").arg(s.last.row + 1).arg(s.last.col + 1));
        QCOMPARE(stack.shared.front().value, QString::number(s.uncovered()));
        ++checked;
    }
    QVERIFY(checked > 100);
}

QTEST_GUILESS_MAIN(TestCallStack)
#include "tst_callstack.moc"
