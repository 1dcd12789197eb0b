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
        ++tries;
    });
    QVERIFY(tries > 100);
}

QTEST_GUILESS_MAIN(TestWords)
#include "tst_words.moc"
