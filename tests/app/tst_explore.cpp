// SPDX-License-Identifier: GPL-3.0-or-later
// Explore by hand, as a student: clicks put queens, attacks and the live count follow, hints
// lead to a solution, check names the attacking pairs, undo restores.
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "browser/catalogmodel.h"
#include "browser/solutionbrowser.h"
#include "explore/explorepanel.h"
#include "placement.h"
#include "playback/stepplayer.h"
#include "solutioncatalog.h"
#include "window/mainwindow.h"
#include "window/problembar.h"

#include "panels/counterspanel.h"
#include <QTemporaryDir>

#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>

using namespace nq;

class TestExplore : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void clicksPlaceQueens();
    void hintsSolveTheBoard();
    void checkNamesThePairs();
    void solveFromHere();
    void solveFromHereOnlyWhereBacktrackingRuns();
    void keyboardMovesACursor();
    void listsTheCompletions();

private:
    void click(int row, int col)
    {
        BoardView *view = m_window->boardView();
        const QPointF centre = BoardItem::squareRect(row, col).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centre));
    }
    Placement sceneBoard() const
    {
        Placement board(8, -1);
        for (const Square &s : m_window->scene()->queenSquares())
            board[std::size_t(s.row)] = s.col;
        return board;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    ExplorePanel *m_panel = nullptr;
};

void TestExplore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window
        = std::make_unique<MainWindow>(StartupOptions {}, m_dir->filePath(QStringLiteral("s.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    m_panel = m_window->explorePanel();
    m_panel->setActive(true);
}

void TestExplore::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestExplore::clicksPlaceQueens()
{
    QCOMPARE(m_panel->explorer().extensions(), 92);
    click(0, 0);
    QCOMPARE(sceneBoard(), (Placement { 0, -1, -1, -1, -1, -1, -1, -1 }));
    QVERIFY(m_window->scene()->board()->isAttacked(0, 5));
    QVERIFY(m_window->scene()->board()->isAttacked(7, 7));
    QVERIFY(!m_window->scene()->board()->isAttacked(1, 2));
    QCOMPARE(m_panel->explorer().extensions(), 4);
    QVERIFY(m_panel->extensionsText().contains(u'4'));
    click(1, 4); // a second queen: 2 solutions left? counted, not guessed
    QCOMPARE(m_panel->explorer().queens().size(), std::size_t(2));
    // The counters tell of the student's board: two queens, none attacked.
    QCOMPARE(m_window->counters()->value(QStringLiteral("depth")), QStringLiteral("2"));
    QCOMPARE(m_window->counters()->value(QStringLiteral("attacked")), QStringLiteral("0"));
    const std::int64_t two = m_panel->explorer().extensions();
    click(1, 5); // the same row: the queen moves
    QCOMPARE(sceneBoard()[1], 5);
    QCOMPARE(m_panel->explorer().queens().size(), std::size_t(2));
    // Undo takes the move back, then the second queen; redo puts it again.
    m_panel->undo();
    QCOMPARE(sceneBoard()[1], 4);
    QCOMPARE(m_panel->explorer().extensions(), two);
    m_panel->undo();
    QCOMPARE(sceneBoard()[1], -1);
    m_panel->redo();
    QCOMPARE(sceneBoard()[1], 4);
    click(1, 4); // the same square again: the queen goes away
    QCOMPARE(sceneBoard()[1], -1);
}

void TestExplore::listsTheCompletions()
{
    // Two queens (1, 1) and (2, 5): the count says how many solutions keep them, and the button
    // under it lists exactly those in the browser, the student's board staying as it was.
    QPushButton *button = nullptr;
    for (QPushButton *b : m_panel->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Show Them in the Solutions Panel")
            || b->text() == QStringLiteral("Show It in the Solutions Panel"))
            button = b;
    }
    QVERIFY(!button || !button->isVisibleTo(m_panel)); // no queen yet: nothing to list
    click(0, 0);
    click(1, 4);
    for (QPushButton *b : m_panel->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Show Them in the Solutions Panel")
            || b->text() == QStringLiteral("Show It in the Solutions Panel"))
            button = b;
    }
    QVERIFY(button && button->isVisible());
    const std::int64_t count = m_panel->explorer().extensions();
    QVERIFY(count > 0);
    SolutionBrowser *browser = m_window->browser();
    QSignalSpy applied(browser, &SolutionBrowser::filterApplied);
    button->click();
    QTRY_VERIFY_WITH_TIMEOUT(applied.count() >= 1 && !browser->isFiltering(), 10000);
    CatalogModel *model = browser->model();
    model->setMode(CatalogModel::Mode::AllSolutions);
    QCOMPARE(model->rowCount(), int(count));
    for (int row = 0; row < model->rowCount(); ++row) {
        const Placement p = browser->catalog()->solution(
            model->index(row, 0).data(CatalogModel::SolutionRole).toLongLong());
        QCOMPARE(p[0], 0);
        QCOMPARE(p[1], 4);
    }
    QVERIFY2(browser->matchesText().startsWith(QStringLiteral("%1 solution").arg(count)),
             qPrintable(browser->matchesText()));
    QCOMPARE(sceneBoard(), (Placement { 0, 4, -1, -1, -1, -1, -1, -1 }));
}

void TestExplore::hintsSolveTheBoard()
{
    click(2, 2);
    for (int i = 0; i < 8 && !m_panel->explorer().isSolved(); ++i) {
        m_panel->hint();
        const Explorer::Hint h = m_panel->explorer().hint();
        QCOMPARE(h.kind, Explorer::Hint::Place);
        click(h.square.row, h.square.col);
        QVERIFY(m_panel->explorer().extensions() > 0);
    }
    QVERIFY(m_panel->explorer().isSolved());
    m_panel->check();
    QVERIFY(m_panel->message().startsWith(u"Solved"));
}

void TestExplore::checkNamesThePairs()
{
    click(0, 0);
    click(3, 3);
    click(5, 2);
    m_panel->check();
    QCOMPARE(m_panel->message(),
             QStringLiteral("These queens attack each other: row 1, column 1 "
                            "and row 4, column 4."));
    QCOMPARE(m_panel->explorer().extensions(), 0);
    m_panel->hint();
    QVERIFY(m_panel->message().contains(u"take back the queen on row"));
}

void TestExplore::solveFromHere()
{
    click(0, 0);
    click(1, 4);
    m_panel->requestSolve();
    QVERIFY(!m_panel->isActive());
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished, 10000);
    QCOMPARE(player->state().counters.solutions, 1);
    const Placement board = player->state().board();
    QVERIFY(isSolution(board));
    QCOMPARE(board[0], 0);
    QCOMPARE(board[1], 4);
    QCOMPARE(sceneBoard(), board);
    // Its run stops at the first solution; the user's "All solutions" stays chosen.
    QCOMPARE(m_window->findChild<ProblemBar *>()->choice().mode, SolveMode::All);
    // Undo and Redo are off while Explore is.
    for (QPushButton *b : m_panel->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Undo") || b->text() == QStringLiteral("Redo"))
            QVERIFY2(!b->isEnabled(), qPrintable(b->text()));
    }
}

void TestExplore::solveFromHereOnlyWhereBacktrackingRuns()
{
    // A 100 x 100 board of min-conflicts: backtracking is not run on it in the window, so the
    // button is off and says why, and a request that gets through anyway changes nothing.
    m_window->setup(AlgorithmId::MinConflicts, 100, SolveMode::First);
    m_panel->setActive(true);
    // The whole board is the student's, not only its first 32 rows and columns.
    click(50, 60);
    click(99, 99);
    QCOMPARE(m_panel->explorer().queens().size(), std::size_t(2));
    QVERIFY(m_panel->explorer().hasQueen({ 50, 60 }) && m_panel->explorer().hasQueen({ 99, 99 }));
    QVERIFY(m_panel->explorer().isAttacked({ 50, 99 }));
    QCOMPARE(m_panel->explorer().extensions(), -1); // not counted at this size
    QPushButton *solve = nullptr;
    for (QPushButton *b : m_panel->findChildren<QPushButton *>()) {
        if (b->text() == u"Solve from Here")
            solve = b;
    }
    QVERIFY(solve);
    QVERIFY(!solve->isEnabled());
    QVERIFY2(solve->toolTip().contains(u"32 × 32"), qPrintable(solve->toolTip()));
    m_panel->requestSolve();
    QCOMPARE(m_window->player()->size(), 100);
    QVERIFY(!m_window->player()->isPlaying());
    QVERIFY2(m_panel->message().contains(u"100 × 100"), qPrintable(m_panel->message()));
    QVERIFY(m_panel->isActive()); // the student's board stays
    // Back on a board it takes, it is on again.
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    m_panel->setActive(true);
    QVERIFY(solve->isEnabled());
}

void TestExplore::keyboardMovesACursor()
{
    BoardView *view = m_window->boardView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(m_panel->cursor(), (Square { 1, 2 }));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(sceneBoard()[1], 2);
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Left); // wraps round to the last column
    QCOMPARE(m_panel->cursor(), (Square { 1, 7 }));
    QTest::keyClick(view, Qt::Key_Space); // moves the queen of row 2, does not play the run
    QCOMPARE(sceneBoard()[1], 7);
    QVERIFY(!m_window->player()->isPlaying());
    QCOMPARE(m_window->player()->position(), 0);
    m_panel->undo();
    QCOMPARE(sceneBoard()[1], 2);
}

QTEST_MAIN(TestExplore)
#include "tst_explore.moc"
