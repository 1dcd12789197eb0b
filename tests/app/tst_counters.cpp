// SPDX-License-Identifier: GPL-3.0-or-later
// The Counters panel tells what each algorithm did, in its own terms: replayed step by step from
// the core's events, the queens it says are under attack are those two queens really attack
// (counted here pair by pair), its totals at the end are the core's own statistics, and a
// counter an algorithm has no use for shows a dash with the reason in its tooltip.
#include "algorithms.h"
#include "algorithmwords.h"
#include "panels/counterspanel.h"
#include "playstate.h"
#include "sinks.h"
#include "solver.h"

#include <QLocale>
#include <QtTest>

using namespace nq;

namespace {

int attackedPairwise(const std::vector<Square> &queens)
{
    int attacked = 0;
    for (const Square &a : queens) {
        for (const Square &b : queens) {
            if (a == b)
                continue;
            if (a.row == b.row || a.col == b.col || a.row - a.col == b.row - b.col
                || a.row + a.col == b.row + b.col) {
                ++attacked;
                break;
            }
        }
    }
    return attacked;
}

QString number(qint64 v)
{
    return QLocale().toString(v);
}

} // namespace

class TestCounters : public QObject
{
    Q_OBJECT

private slots:
    void agreeWithTheBoardAndTheCore_data();
    void agreeWithTheBoardAndTheCore();
    void permutationsShowAttacksNotConflicts();
    void minConflictsCountsTheRowItMoves();
};

void TestCounters::agreeWithTheBoardAndTheCore_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("queens");
    QTest::addColumn<bool>("independent");
    for (const AlgorithmInfo &info : Algorithms::all()) {
        const int n = info.id == AlgorithmId::BruteForce ? 5 : 6;
        QTest::newRow(qPrintable(info.idString())) << int(info.id) << n << 0 << false;
    }
    QTest::newRow("domination") << int(AlgorithmId::Domination) << 5 << 3 << false;
    QTest::newRow("independent domination") << int(AlgorithmId::Domination) << 5 << 3 << true;
}

void TestCounters::agreeWithTheBoardAndTheCore()
{
    QFETCH(int, algorithm);
    QFETCH(int, n);
    QFETCH(int, queens);
    QFETCH(bool, independent);
    const AlgorithmId id = AlgorithmId(algorithm);
    RunOptions options;
    options.n = n;
    options.queens = queens;
    options.independent = independent;
    options.mode = Algorithms::info(id).enumerates ? SolveMode::All : SolveMode::First;
    CountersPanel panel;
    panel.setAlgorithm(id, options);
    PlayState state(Algorithms::info(id), n);
    RunStats final;
    qint64 steps = 0, attackedSteps = 0;
    StepSink sink { [&](const StepEvent &e) {
        state.apply(StoredEvent::from(e));
        if (e.kind == EventKind::Finished && e.stats)
            final = *e.stats;
        if (++steps > 20000 && e.kind != EventKind::Finished)
            return; // enough steps looked at one by one; the totals are checked at the end
        panel.showState(state);
        const QString attacked = panel.value(QStringLiteral("attacked"));
        if (!attacked.isEmpty()) {
            const int expected = attackedPairwise(state.queens());
            attackedSteps += expected > 0;
            QCOMPARE(attacked, number(expected));
        }
    } };
    runAlgorithm(id, sink, options);
    QVERIFY(state.finished);
    panel.showState(state);
    QCOMPARE(panel.value(QStringLiteral("step")), number(state.position));
    QCOMPARE(panel.value(QStringLiteral("solutions")), number(final.solutions));
    QCOMPARE(panel.value(QStringLiteral("depth")), number(state.depth()));
    const std::pair<const char *, qint64> totals[] = {
        { "placements", final.placements },
        { "tested", final.tested },
        { "conflicts", final.conflicts },
        { "backtracks", final.backtracks },
    };
    for (const auto &[key, total] : totals) {
        const QString shown = panel.value(QString::fromLatin1(key));
        QVERIFY2(!shown.isEmpty(), key); // every algorithm has the row, used or not
        if (shown != CountersPanel::dash())
            QCOMPARE(shown, number(total));
    }
    // Every row says what it counts; a dash says why it does not apply.
    for (const char *key : { "step", "placements", "tested", "conflicts", "backtracks", "boards",
                             "solutions", "depth" }) {
        QVERIFY2(!panel.definition(QString::fromLatin1(key)).isEmpty(), key);
        QVERIFY2(!panel.name(QString::fromLatin1(key)).isEmpty(), key);
    }
    if (id == AlgorithmId::MinConflicts) {
        QCOMPARE(panel.value(QStringLiteral("conflicts")), CountersPanel::dash());
        QCOMPARE(panel.name(QStringLiteral("tested")), QStringLiteral("Moves"));
        QVERIFY(attackedSteps > 0); // the repair starts from attacked queens, and the panel says so
    }
    if (id == AlgorithmId::Domination)
        QCOMPARE(panel.value(QStringLiteral("uncovered")), number(state.uncovered()));
}

void TestCounters::permutationsShowAttacksNotConflicts()
{
    // The case: the board hatches attacking queens; Conflicts said 0.
    RunOptions options;
    options.n = 6;
    CountersPanel panel;
    panel.setAlgorithm(AlgorithmId::Permutations, options);
    PlayState state(Algorithms::info(AlgorithmId::Permutations), 6);
    bool seen = false;
    StepSink sink { [&](const StepEvent &e) {
        state.apply(StoredEvent::from(e));
        if (seen || e.kind != EventKind::Check || e.ok)
            return;
        panel.showState(state);
        seen = true;
        QVERIFY(panel.value(QStringLiteral("attacked")).toInt() >= 2);
        QCOMPARE(panel.value(QStringLiteral("conflicts")), CountersPanel::dash());
        QVERIFY(panel.definition(QStringLiteral("conflicts"))
                    .contains(QStringLiteral("Queens under attack")));
    } };
    runAlgorithm(AlgorithmId::Permutations, sink, options);
    QVERIFY(seen);
}

void TestCounters::minConflictsCountsTheRowItMoves()
{
    // Each repair step: pick an attacked queen, lift it while its row is counted (the pseudocode's
    // "count" line, the numbers on the row), put it on a square with the fewest attackers.
    RunOptions options;
    options.n = 8;
    options.mode = SolveMode::First;
    const AlgorithmInfo &info = Algorithms::info(AlgorithmId::MinConflicts);
    const int countLine = int(info.pseudocode().indexOf(
        QStringLiteral("  count the attackers of every square of its row")));
    QVERIFY(countLine >= 0);
    PlayState state(info, 8);
    std::vector<int> rowCounts;
    int counted = 0, stays = 0, shownRow = -1;
    StepSink sink { [&](const StepEvent &e) {
        state.apply(StoredEvent::from(e));
        const int row = AlgorithmWords::of(AlgorithmId::MinConflicts).countedRow(state);
        if (e.kind == EventKind::Examine) {
            // The queen stays: its row counted with it in place, its own square the least
            // attacked (the attackers of a square: its lines' queens but the row's own queen).
            ++stays;
            QCOMPARE(e.line, countLine);
            QCOMPARE(row, e.row);
            QCOMPARE(state.model.columnOf(e.row), e.col);
            std::vector<int> counts;
            for (int c = 0; c < 8; ++c)
                counts.push_back(state.model.lineQueens({ e.row, c }) - (c == e.col ? 4 : 1));
            QCOMPARE(counts[std::size_t(e.col)], *std::min_element(counts.begin(), counts.end()));
        } else if (e.kind == EventKind::Remove) {
            ++counted;
            QCOMPARE(e.line, countLine);
            QCOMPARE(row, e.row);
            rowCounts.clear();
            for (int c = 0; c < 8; ++c)
                rowCounts.push_back(state.model.lineQueens({ e.row, c }));
            shownRow = e.row;
        } else {
            QCOMPARE(row, -1);
            if (e.kind == EventKind::Place && shownRow >= 0) {
                QCOMPARE(e.row, shownRow);
                const int least = *std::min_element(rowCounts.begin(), rowCounts.end());
                QCOMPARE(rowCounts[std::size_t(e.col)], least);
                shownRow = -1;
            }
        }
    } };
    runAlgorithm(AlgorithmId::MinConflicts, sink, options);
    QVERIFY(counted > 0);
    QCOMPARE(state.model.attackedQueenCount(), 0);
    // The animated run and the fast path count the same: a stay is a look, not a move.
    QCOMPARE(state.counters.placements, /* start */ std::int64_t(8) + counted);
    QCOMPARE(state.counters.backtracks, std::int64_t(counted));
    qInfo("min-conflicts on 8x8: %d moves, %d stays", counted, stays);
}

QTEST_MAIN(TestCounters)
#include "tst_counters.moc"
