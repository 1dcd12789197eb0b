// SPDX-License-Identifier: GPL-3.0-or-later
// A race in the main window (View > Race Algorithms in This Window), as a teacher runs it: the
// window's own play bar, keys, speed and timeline move every board at once and leave the run
// where it was; on a projector (F11) the boards have the screen with the play bar under them;
// leaving the race, starting a run or closing the window gives the desk back as it was.
#include "board/boardview.h"
#include "compare/comparewindow.h"
#include "compare/racelane.h"
#include "compare/racepage.h"
#include "playback/racetransport.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"
#include "window/mainwindow.h"
#include "window/racecontroller.h"

#include "platformnoise.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>

#include <memory>

using namespace nq;

class TestRaceWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::filterPlatformNoise(); }
    void init();
    void cleanup();
    void thePlayBarDrivesEveryBoard();
    void onTheWall();
    void aRunAskedForShowsTheBoard();
    void closingKeepsTheDesk();
    void fromTheCompareWindow();
    void raceOnAWallAlready();
    void theRunKeepsItsRangeAndPanels();

private:
    QAction *action(const char *name) const { return m_window->action(QString::fromLatin1(name)); }
    QStringList docksShown() const;
    /// The race: backtracking, bitmask and breadth-first on 8 x 8, a queen put a tick.
    RaceTransport *startRace();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestRaceWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    QTRY_VERIFY(m_window->boardView()->squarePixels() > 0);
}

void TestRaceWindow::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

QStringList TestRaceWindow::docksShown() const
{
    QStringList shown;
    for (const QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        if (dock->isVisible())
            shown << dock->objectName();
    }
    shown.sort();
    return shown;
}

RaceTransport *TestRaceWindow::startRace()
{
    action("race")->trigger();
    RacePage *page = m_window->racePage();
    page->choose(8, { AlgorithmId::Backtracking, AlgorithmId::Bitmask, AlgorithmId::BreadthFirst },
                 PaceUnit::Queen);
    RaceTransport *race = page->race();
    // The finish lines are counted on a worker, a few milliseconds after the start.
    [&] { QTRY_VERIFY_WITH_TIMEOUT(!race->isBusy() && race->lengthKnown(), 20000); }();
    return race;
}

void TestRaceWindow::thePlayBarDrivesEveryBoard()
{
    StepPlayer *player = m_window->player();
    player->stepForward();
    QTRY_COMPARE(player->position(), qint64(1));
    const QStringList deskDocks = docksShown();
    QVERIFY(!deskDocks.isEmpty());
    const bool predictBefore = action("predict")->isEnabled();
    QVERIFY(predictBefore);
    auto *playBar = m_window->findChild<QToolBar *>(QStringLiteral("playBar"));
    auto *problemBar = m_window->findChild<QToolBar *>(QStringLiteral("setupBar"));
    QVERIFY(playBar && problemBar && problemBar->isVisible());
    // A window that has not raced holds no race (nor its four hidden boards).
    QVERIFY(!m_window->racePage());

    RaceTransport *race = startRace();
    QVERIFY(m_window->raceControl()->isOn());
    QVERIFY(action("race")->isChecked());
    QVERIFY(m_window->racePage()->isVisible());
    QVERIFY(!m_window->boardView()->isVisible());
    // The run's panels and the problem bar step aside; the play bar stays.
    QCOMPARE(docksShown(), QStringList());
    QVERIFY(!problemBar->isVisible());
    QVERIFY(playBar->isVisible());
    // The way back is said.
    QVERIFY2(m_window->statusBar()->currentMessage().contains(
                 action("race")->shortcut().toString(QKeySequence::NativeText)),
             qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(m_window->racePage()->lanesShown(), 3);
    // The timeline's length is the longest finish line, counted before the race (breadth-first
    // puts 12,268 queens on 8 x 8), so a drag can go forward.
    QVERIFY(race->lengthKnown());
    QCOMPARE(race->length(), race->expected(2));
    QCOMPARE(race->length(), std::int64_t(12268));
    QVERIFY2(m_window->timeline()->positionText().contains(QLocale().toString(12268)),
             qPrintable(m_window->timeline()->positionText()));
    // The window's keys move every board by a queen, and not the run.
    for (int i = 0; i < 3; ++i)
        action("stepForward")->trigger();
    QTRY_COMPARE(race->position(), std::int64_t(3));
    for (int r = 0; r < 3; ++r)
        QCOMPARE(race->cursor(r)->state().counters.placements, std::int64_t(3));
    action("stepBack")->trigger();
    QTRY_COMPARE(race->position(), std::int64_t(2));
    for (int r = 0; r < 3; ++r)
        QCOMPARE(race->cursor(r)->state().counters.placements, std::int64_t(2));
    QCOMPARE(player->position(), qint64(1));
    // The timeline shows the race and seeks it.
    QLineEdit *goTo = m_window->timeline()->goToStepField();
    goTo->setText(QStringLiteral("10"));
    QTest::keyClick(goTo, Qt::Key_Return);
    QTRY_COMPARE(race->position(), std::int64_t(10));
    QCOMPARE(race->cursor(1)->state().counters.placements, std::int64_t(10));
    QVERIFY(m_window->timeline()->slider()->value() > 0);
    // The play bar's speed is the race's.
    auto *speed = playBar->findChild<QSlider *>();
    const int playerSpeed = player->speedLevel();
    const int slower = std::max(0, race->speedLevel() - 2);
    speed->setValue(slower);
    QCOMPARE(race->speedLevel(), slower);
    QCOMPARE(player->speedLevel(), playerSpeed);
    action("faster")->trigger();
    QCOMPARE(race->speedLevel(), slower + 1);
    QCOMPARE(speed->value(), slower + 1);
    // Play plays the race, and says Pause.
    action("play")->trigger();
    QVERIFY(race->isPlaying());
    QVERIFY(!player->isPlaying());
    QVERIFY(action("play")->text().contains(QStringLiteral("Pause")));
    action("play")->trigger();
    QVERIFY(!race->isPlaying());
    // What acts on the run alone waits.
    for (const char *name : { "predict", "practice", "record", "toggleBreakpoint", "runUntil",
                              "exportBoard", "openLesson", "nextScene" })
        QVERIFY2(!action(name)->isEnabled(), name);

    // Left: the run where it was, driven again; the desk as it was.
    const std::int64_t raced = race->position();
    action("race")->trigger();
    QVERIFY(!m_window->raceControl()->isOn());
    QVERIFY(!m_window->racePage()->isVisible());
    QVERIFY(m_window->boardView()->isVisible());
    QCOMPARE(docksShown(), deskDocks);
    QVERIFY(problemBar->isVisible());
    QCOMPARE(action("predict")->isEnabled(), predictBefore);
    QCOMPARE(player->position(), qint64(1));
    action("stepForward")->trigger();
    QTRY_COMPARE(player->position(), qint64(2));
    QCOMPARE(race->position(), raced);
    QCOMPARE(speed->value(), player->speedLevel());
    QVERIFY(m_window->timeline()->slider()->maximum() > 0);
}

void TestRaceWindow::onTheWall()
{
    const QStringList deskDocks = docksShown();
    RaceTransport *race = startRace();
    action("present")->trigger();
    QVERIFY(m_window->isPresenting());
    const QSize screen = QGuiApplication::primaryScreen()->geometry().size();
    QTRY_COMPARE(m_window->size(), screen);
    QTest::qWait(100);
    // The boards have the screen: no panel, no menu, no choices over them.
    QCOMPARE(docksShown(), QStringList());
    QVERIFY(!m_window->menuBar()->isVisible());
    RacePage *page = m_window->racePage();
    QVERIFY(page->isVisible());
    QVERIFY(!page->findChild<QSpinBox *>()->isVisible());
    QVERIFY2(page->width() >= screen.width() * 9 / 10, qPrintable(QString::number(page->width())));
    QVERIFY2(m_window->centralWidget()->minimumSizeHint().width() <= screen.width(),
             qPrintable(QString::number(m_window->centralWidget()->minimumSizeHint().width())));
    for (int i = 0; i < 3; ++i) {
        // Each board whole on the screen.
        const RaceLane *lane = page->lane(i);
        const QRect laneRect(lane->mapTo(m_window.get(), QPoint(0, 0)), lane->size());
        QVERIFY2(QRect(QPoint(0, 0), screen).contains(laneRect),
                 qPrintable(QStringLiteral("lane %1 at %2,%3 %4 x %5")
                                .arg(i)
                                .arg(laneRect.x())
                                .arg(laneRect.y())
                                .arg(laneRect.width())
                                .arg(laneRect.height())));
        const BoardView *view = lane->view();
        const int side = qRound(view->squarePixels() * 8);
        QVERIFY2(side >= screen.width() / 4 - 20 || side >= screen.height() / 2,
                 qPrintable(QStringLiteral("board %1: %2 px").arg(i).arg(side)));
    }
    // The play bar under the boards, large, inside the screen.
    auto *playBar = m_window->findChild<QToolBar *>(QStringLiteral("playBar"));
    QVERIFY(playBar->isVisible());
    QCOMPARE(playBar->iconSize(), QSize(40, 40));
    const QRect bar(playBar->mapTo(m_window.get(), QPoint(0, 0)), playBar->size());
    const QRect boards(page->mapTo(m_window.get(), QPoint(0, 0)), page->size());
    QVERIFY(bar.top() >= boards.bottom());
    QVERIFY(bar.bottom() <= screen.height());
    // Back and forth on the wall.
    action("stepForward")->trigger();
    action("stepForward")->trigger();
    QTRY_COMPARE(race->position(), std::int64_t(2));
    action("stepBack")->trigger();
    QTRY_COMPARE(race->position(), std::int64_t(1));
    // The board again, still on the wall: the run's column comes back.
    action("race")->trigger();
    QVERIFY(m_window->isPresenting());
    QTRY_COMPARE(m_window->size(), screen);
    QVERIFY(m_window->boardView()->isVisible());
    QVERIFY(!page->isVisible());
    QTRY_VERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("pseudocodeDock"))->isVisible());
    // And the desk as it was.
    action("present")->trigger();
    QVERIFY(!m_window->isPresenting());
    QTRY_COMPARE(docksShown(), deskDocks);
    QVERIFY(page->findChild<QSpinBox *>()->isVisibleTo(page));
}

void TestRaceWindow::aRunAskedForShowsTheBoard()
{
    const QStringList deskDocks = docksShown();
    startRace();
    m_window->setup(AlgorithmId::Bitmask, 7, SolveMode::All);
    QVERIFY(!m_window->raceControl()->isOn());
    QVERIFY(!action("race")->isChecked());
    QVERIFY(m_window->boardView()->isVisible());
    QCOMPARE(docksShown(), deskDocks);
    action("stepForward")->trigger();
    QTRY_COMPARE(m_window->player()->position(), qint64(1));
}

void TestRaceWindow::closingKeepsTheDesk()
{
    const QStringList deskDocks = docksShown();
    startRace();
    m_window->close();
    m_window.reset();
    // The next start shows the board and the panels, not a window of hidden docks.
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(!m_window->raceControl()->isOn());
    QVERIFY(m_window->boardView()->isVisible());
    QCOMPARE(docksShown(), deskDocks);
}

void TestRaceWindow::fromTheCompareWindow()
{
    CompareWindow *compare = m_window->compareWindow();
    compare->show();
    compare->showRace();
    RacePage *there = compare->race();
    there->choose(6, { AlgorithmId::Permutations, AlgorithmId::Bitmask }, PaceUnit::Test);
    QPushButton *button = nullptr;
    for (QPushButton *b : there->findChildren<QPushButton *>()) {
        if (b->text().contains(QStringLiteral("Main")))
            button = b;
    }
    QVERIFY(button && button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    // The same race in the main window, driven by its play bar.
    QVERIFY(m_window->raceControl()->isOn());
    RaceTransport *race = m_window->racePage()->race();
    QCOMPARE(race->size(), 6);
    QCOMPARE(race->runs(), 2);
    QCOMPARE(race->unit(), PaceUnit::Test);
    QTRY_VERIFY_WITH_TIMEOUT(!race->isBusy(), 20000);
    action("stepForward")->trigger();
    QTRY_COMPARE(race->position(), std::int64_t(1));
    QCOMPARE(there->race()->position(), std::int64_t(0));
    // The main window's hosted race has no controls of its own: one play bar, one set of keys.
    QCOMPARE(m_window->racePage()->findChildren<QPushButton *>().size(), 1); // Start
    // One race at a time: the Compare window went with its race, so the keys cannot reach it.
    QVERIFY(!compare->isVisible());
    QVERIFY(!there->race()->isPlaying());
    // Compare opened again: the window's race gives the board back.
    action("compare")->trigger();
    QTRY_VERIFY(compare->isVisible());
    QVERIFY(!m_window->raceControl()->isOn());
    QVERIFY(m_window->boardView()->isVisible());
}

void TestRaceWindow::raceOnAWallAlready()
{
    // On the projector first, then the race, in place: still full screen, the run's column
    // gone; back at the desk with the race, its panels step aside; leaving it gives the desk.
    const QStringList deskDocks = docksShown();
    auto *problemBar = m_window->findChild<QToolBar *>(QStringLiteral("setupBar"));
    action("present")->trigger();
    const QSize screen = QGuiApplication::primaryScreen()->geometry().size();
    QTRY_COMPARE(m_window->size(), screen);
    QTRY_VERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("pseudocodeDock"))->isVisible());
    RaceTransport *race = startRace();
    QVERIFY(m_window->isPresenting());
    QVERIFY(m_window->isFullScreen());
    QCOMPARE(docksShown(), QStringList());
    QVERIFY(m_window->racePage()->isVisible());
    action("stepForward")->trigger();
    QTRY_COMPARE(race->position(), std::int64_t(1));
    action("present")->trigger();
    QVERIFY(!m_window->isPresenting());
    QTest::qWait(50); // the desk's state is put back once more when the window has its size
    QCOMPARE(docksShown(), QStringList());
    QVERIFY(!problemBar->isVisible());
    QVERIFY(m_window->racePage()->isVisible());
    QVERIFY(m_window->menuBar()->isVisible());
    action("race")->trigger();
    QTRY_COMPARE(docksShown(), deskDocks);
    QVERIFY(problemBar->isVisible());
    QVERIFY(m_window->boardView()->isVisible());
}

void TestRaceWindow::theRunKeepsItsRangeAndPanels()
{
    StepPlayer *player = m_window->player();
    for (int i = 1; i <= 12; ++i) {
        player->stepForward();
        QTRY_COMPARE(player->position(), qint64(i));
    }
    TimelineBar *timeline = m_window->timeline();
    timeline->setStepRange(3, 9);
    QAction *scenes = m_window->findChild<QDockWidget *>(QStringLiteral("scenesDock"))
        ? m_window->findChild<QDockWidget *>(QStringLiteral("scenesDock"))->toggleViewAction()
        : nullptr;
    QVERIFY(scenes && scenes->isEnabled());
    startRace();
    // The race's timeline has no range of the run's; the panels cannot be shown over it.
    QVERIFY(!timeline->hasRange());
    QVERIFY(!scenes->isEnabled());
    action("race")->trigger();
    QVERIFY(scenes->isEnabled());
    QCOMPARE(timeline->rangeFrom(), qint64(3));
    QCOMPARE(timeline->rangeTo(), qint64(9));
    QCOMPARE(player->position(), qint64(12));
}

QTEST_MAIN(TestRaceWindow)
#include "tst_racewindow.moc"
