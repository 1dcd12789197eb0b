// SPDX-License-Identifier: GPL-3.0-or-later
// The square under the pointer in words: the same count of attackers as the board's marks and
// figures, and said again when the board changes under a pointer that stays still.
#include "board/boardaccessible.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "boardmodel.h"
#include "platform/language.h"
#include "playback/stepplayer.h"
#include "window/mainwindow.h"

#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

class TestReadout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { Language::apply(QStringLiteral("en")); } // "1 queen", not "queen(s)"
    void queensAndSquaresInWords();
    void theReadoutFollowsTheBoard();
};

void TestReadout::queensAndSquaresInWords()
{
    // A lone queen is not attacked; each of two queens on a column is attacked by one.
    const BoardModel lone = BoardModel::ofPlacement({ -1, 2, -1, -1 });
    QCOMPARE(BoardAccessible::squareText(lone, 1, 2),
             QStringLiteral("Row 2, column 3: queen, not attacked"));
    QCOMPARE(BoardAccessible::squareText(lone, 3, 2),
             QStringLiteral("Row 4, column 3: empty, attacked by 1 queen"));
    const BoardModel column = BoardModel::ofPlacement({ 1, -1, 1, -1 });
    QCOMPARE(BoardAccessible::squareText(column, 0, 1),
             QStringLiteral("Row 1, column 2: queen, attacked by 1 queen"));
    // Min-conflicts counting a row leaves its own queen out, as the figures on the row do.
    const BoardModel counted = BoardModel::ofPlacement({ 0, 3, -1, -1 });
    QCOMPARE(BoardAccessible::squareText(counted, 1, 0, { 1, 3 }),
             QStringLiteral("Row 2, column 1: empty, attacked by 1 queen"));
}

void TestReadout::theReadoutFollowsTheBoard()
{
    QTemporaryDir dir;
    MainWindow window(StartupOptions {}, dir.filePath(QStringLiteral("s.ini")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setup(AlgorithmId::Backtracking, 4, SolveMode::All);
    StepPlayer *player = window.player();
    player->stepForward(); // try (1, 1)
    player->stepForward(); // put a queen there
    QTRY_COMPARE(player->position(), qint64(2));
    BoardView *view = window.boardView();
    const QPointF centre = BoardItem::squareRect(0, 0).center();
    QTest::mouseMove(view->viewport(), view->mapFromScene(centre));
    QLabel *readout = window.statusBar()->findChild<QLabel *>(QStringLiteral("readout"));
    QVERIFY(readout);
    QTRY_COMPARE(readout->text(), QStringLiteral("Row 1, column 1: queen, not attacked"));
    // The pointer stays; the run goes back to its empty board.
    player->seek(0);
    QTRY_COMPARE(player->position(), qint64(0));
    QCOMPARE(readout->text(), QStringLiteral("Row 1, column 1: empty, safe"));
}

QTEST_MAIN(TestReadout)
#include "tst_readout.moc"
