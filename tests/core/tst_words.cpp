// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a run need QtCore alone: this test links the words library and core only, no
// QtGui and no widgets, and captions every algorithm's first steps and lists its counters, as
// the command line or a recording would.
#include "algorithmwords.h"
#include "firstevents.h"
#include "playstate.h"
#include "stepcaption.h"
#include "storedevent.h"
#include "wordsof.h"

#include <QCoreApplication>
#include <QtTest>

using namespace nq;

class TestWords : public QObject
{
    Q_OBJECT

private slots:
    void everyStepOfEveryAlgorithmHasACaption();
    void minConflictsCountsTheRowItLifted();
    void minConflictsAttackersAreCountedOneByOne();
    void bitmaskFreeIsTheBoardsFreeSquares();
};

void TestWords::everyStepOfEveryAlgorithmHasACaption()
{
    QVERIFY(!QCoreApplication::instance()->inherits("QGuiApplication"));
    std::vector<AlgorithmInfo> infos = Algorithms::all();
    infos.push_back(Algorithms::domination());
    for (const AlgorithmInfo &info : infos) {
        RunOptions options;
        options.n = 5;
        if (info.id == AlgorithmId::Domination)
            options.queens = 3;
        PlayState state(info, options.n);
        int captioned = 0;
        test::forFirstEvents(info.id, options, 300, [&](const StepEvent &e) {
            const StoredEvent stored = StoredEvent::from(e);
            state.apply(stored);
            const QString caption = StepCaption::describe(stored, state, info.id);
            QVERIFY2(!caption.isEmpty(), qPrintable(info.idString()));
            ++captioned;
        });
        QVERIFY2(captioned > 0, qPrintable(info.idString()));
        // Its counters start with the step and end with what stands on the board.
        const std::vector<CounterSpec> rows = AlgorithmWords::of(info.id).counters(options);
        QVERIFY(rows.size() >= 5);
        QCOMPARE(rows.front().key, QStringLiteral("step"));
        QCOMPARE(rows.front().value(state), std::optional<qint64>(state.position));
    }
}

void TestWords::minConflictsCountsTheRowItLifted()
{
    RunOptions options;
    options.n = 8;
    PlayState state(Algorithms::info(AlgorithmId::MinConflicts), options.n);
    bool lifted = false;
    test::forFirstEvents(AlgorithmId::MinConflicts, options, 2000, [&](const StepEvent &e) {
        state.apply(StoredEvent::from(e));
        if (!lifted && e.kind == EventKind::Remove) {
            lifted = true;
            QCOMPARE(AlgorithmWords::of(AlgorithmId::MinConflicts).countedRow(state), e.row);
        }
    });
    QVERIFY(lifted);
}

void TestWords::minConflictsAttackersAreCountedOneByOne()
{
    // At each of the first 200 steps of min-conflicts on 8, 10, 12 and 16 rows, every square's
    // attackers as the readout, the screen reader and the badges give them (attackersOf, the
    // counted row's queen left out) against the queens counted one by one: those on its lines,
    // not on it, and, on the counted row only, not the row's own queen (issue 38: a queen on the
    // counted queen's diagonal read "not attacked").
    int countedSteps = 0;
    for (const int n : { 8, 10, 12, 16 }) {
        RunOptions options;
        options.n = n;
        PlayState state(Algorithms::info(AlgorithmId::MinConflicts), options.n);
        test::forFirstEvents(AlgorithmId::MinConflicts, options, 200, [&](const StepEvent &e) {
            state.apply(StoredEvent::from(e));
            const int row = AlgorithmWords::of(AlgorithmId::MinConflicts).countedRow(state);
            const int col = row >= 0 ? state.model.columnOf(row) : -1;
            const Square counted = col >= 0 ? Square { row, col } : Square {};
            countedSteps += counted.row >= 0;
            for (int r = 0; r < n; ++r) {
                for (int c = 0; c < n; ++c) {
                    int byHand = 0;
                    for (const Square &q : state.model.queens()) {
                        const bool lined = q.row == r || q.col == c || q.row - q.col == r - c
                            || q.row + q.col == r + c;
                        const bool lifted = q == counted && r == counted.row;
                        byHand += lined && !(q == Square { r, c }) && !lifted;
                    }
                    const int given = state.model.attackersOf({ r, c }, counted);
                    QVERIFY2(given == byHand,
                             qPrintable(QStringLiteral("%1 x %1, step %2, (%3, %4): %5, by hand %6")
                                            .arg(n)
                                            .arg(state.position)
                                            .arg(r + 1)
                                            .arg(c + 1)
                                            .arg(given)
                                            .arg(byHand)));
                }
            }
        });
    }
    QVERIFY(countedSteps > 20);
}

void TestWords::bitmaskFreeIsTheBoardsFreeSquares()
{
    // At every Try of a 6 x 6 bitmask run, `free` holds exactly the squares of the row that no
    // queen on the board attacks, and `bit` is the square tried, one of them.
    RunOptions options;
    options.n = 6;
    PlayState state(Algorithms::info(AlgorithmId::Bitmask), options.n);
    int tries = 0;
    test::forFirstEvents(AlgorithmId::Bitmask, options, 100000, [&](const StepEvent &e) {
        state.apply(StoredEvent::from(e));
        if (e.kind != EventKind::Consider)
            return;
        const BitmaskWords::Masks m = BitmaskWords::masksFor(state);
        QCOMPARE(m.row, e.row);
        quint64 boardFree = 0;
        for (int c = 0; c < options.n; ++c) {
            if (!state.model.isAttacked({ e.row, c }) && !state.model.hasQueen({ e.row, c }))
                boardFree |= quint64(1) << c;
        }
        QCOMPARE(m.free, boardFree);
        QCOMPARE(m.bit, quint64(1) << e.col);
        QVERIFY(m.free & m.bit);
        QCOMPARE(m.tried & m.bit, quint64(0));
        // The data panel shows free as the code holds it (the tried squares taken out): bit is
        // its lowest, as "bit = free & -free" says (issue 38: column 6 beside a row of {5, 6}).
        const quint64 untried = m.free & ~m.tried;
        QCOMPARE(untried & (~untried + 1), m.bit);
        ++tries;
    });
    QVERIFY(tries > 100);
}

QTEST_GUILESS_MAIN(TestWords)
#include "tst_words.moc"
