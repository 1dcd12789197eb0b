// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a teacher uses it, offscreen: steps forward and back, size changes mid-run,
// a full run at maximum speed, and a GUI thread that keeps answering.
#include "board/boardscene.h"
#include "boardreplay.h"
#include "browser/countdialog.h"
#include "panels/algorithmdataview.h"
#include "panels/counterspanel.h"
#include "panels/pseudocodeview.h"
#include "panels/steplog.h"
#include "placement.h"
#include "platform/processpolicies.h"
#include "playback/jumpprogress.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"
#include "sanitizers.h"
#include "sinks.h"
#include "solver.h"
#include "window/focusring.h"
#include "window/mainwindow.h"

#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "browser/catalogmodel.h"
#include "browser/solutionbrowser.h"
#include "explore/explorepanel.h"
#include "platform/language.h"
#include "platform/settings.h"
#include "window/presentationlayout.h"
#include "window/shortcutsdialog.h"
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPixmapCache>
#include <QSet>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace nq;

namespace {

struct Recorded
{
    EventKind kind;
    int line;
    Placement board;
};

std::vector<Recorded> record(AlgorithmId id, int n)
{
    std::vector<Recorded> out;
    StepSink sink { [&out](const StepEvent &e) {
        out.push_back({ e.kind, e.line, Placement(e.board.begin(), e.board.end()) });
    } };
    RunOptions options;
    options.n = n;
    runAlgorithm(id, sink, options);
    return out;
}

Placement sceneBoard(const BoardScene *scene, int n)
{
    Placement board(std::size_t(n), -1);
    for (const Square &s : scene->queenSquares()) {
        if (s.row >= 0 && s.row < n)
            board[std::size_t(s.row)] = s.col;
    }
    return board;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void stepsForwardAndBack();
    void startupOptionsOpenTheLesson();
    void replaysBeyondTheHistory();
    void sizeChangeMidRunLeavesNothingOld();
    void fullRunAtMaximumSpeed();
    void guiThreadStaysResponsive();
    void keyboardDrivesThePlayer();
    void keysStayWithTheFocusedControl();
    void focusIsMarkedOnEveryPart();
    void timelineAndStatusBarAgreeDuringAJump();
    void largeBoardsZoomAndReadOut();
    void iconsAreMadeOnce();
    void looksTheSameWithoutPixmapCache();
    void presentationModeEnlargesText();
    void nothingOverflowsAt1024();
    void opensWithinA768Screen();
    void startupOptionsPlayALargeMinConflictsBoard();
    void startupSizePastTheWindowIsClampedAndSaid();
    void startupSizePastTheAlgorithmIsItsLargest();
    void goToStepHandsTheKeysBack();
    void tabVisitsOnlyWhatIsOnScreen();
    void countActionCountsOnAWorker();
    void countDialogForecastsALargeBoard();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestMainWindow::stepsForwardAndBack()
{
    const std::vector<Recorded> events = record(AlgorithmId::Backtracking, 4);
    m_window->setup(AlgorithmId::Backtracking, 4, SolveMode::All);
    StepPlayer *player = m_window->player();
    QVERIFY(!player->isPlaying()); // starts paused by default
    const int k = 60;
    for (int i = 1; i <= k; ++i) {
        player->stepForward();
        QTRY_COMPARE(player->position(), qint64(i));
        const Recorded &e = events[std::size_t(i - 1)];
        // The scene holds queens on exactly the squares of the core's board.
        QCOMPARE(sceneBoard(m_window->scene(), 4), e.board);
        QCOMPARE(m_window->pseudocode()->currentLine(), e.line);
        QCOMPARE(m_window->counters()->value(QStringLiteral("step")), QString::number(i));
    }
    for (int i = k - 1; i >= 0; --i) {
        player->stepBack();
        QTRY_COMPARE(player->position(), qint64(i));
        const Placement expected = i == 0 ? Placement(4, -1) : events[std::size_t(i - 1)].board;
        QCOMPARE(sceneBoard(m_window->scene(), 4), expected);
        QCOMPARE(m_window->pseudocode()->currentLine(),
                 i == 0 ? -1 : events[std::size_t(i - 1)].line);
    }
    // Forward after back takes the same steps again.
    for (int i = 1; i <= 10; ++i) {
        player->stepForward();
        QTRY_COMPARE(player->position(), qint64(i));
        QCOMPARE(player->state().board(), events[std::size_t(i - 1)].board);
    }
}

void TestMainWindow::replaysBeyondTheHistory()
{
    const std::vector<Recorded> events = record(AlgorithmId::Backtracking, 8);
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    StepPlayer *player = m_window->player();
    player->setHistoryCapacity(2048); // keep little, so going back must replay the run
    player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished && !player->isBusy(), 20000);
    QCOMPARE(player->position(), qint64(events.size()));
    QCOMPARE(player->state().counters.solutions, 92);
    QVERIFY(player->lengthKnown());
    for (const qint64 target :
         { qint64(5), qint64(events.size()) / 2, qint64(events.size()) - 3 }) {
        player->seek(target);
        QTRY_VERIFY_WITH_TIMEOUT(!player->isBusy() && player->position() == target, 20000);
        QCOMPARE(player->state().board(), events[std::size_t(target - 1)].board);
        QCOMPARE(sceneBoard(m_window->scene(), 8), events[std::size_t(target - 1)].board);
        player->stepBack();
        QTRY_VERIFY_WITH_TIMEOUT(!player->isBusy() && player->position() == target - 1, 20000);
        QCOMPARE(player->state().board(), events[std::size_t(target - 2)].board);
    }
}

void TestMainWindow::sizeChangeMidRunLeavesNothingOld()
{
    m_window->setup(AlgorithmId::Backtracking, 12, SolveMode::All);
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    player->play();
    QTRY_VERIFY(player->position() > 5000);
    m_window->setup(AlgorithmId::Backtracking, 5, SolveMode::All);
    // The new run starts empty: no queen of the old one anywhere.
    QCOMPARE(player->position(), 0);
    QVERIFY(m_window->scene()->queenSquares().empty());
    QTest::qWait(100);
    for (const Square &s : m_window->scene()->queenSquares())
        QVERIFY(s.row < 5 && s.col < 5);
    QCOMPARE(sceneBoard(m_window->scene(), 5), player->state().board());
    // Closing stops the worker.
    m_window->close();
    QVERIFY(!player->hasWorker());
}

void TestMainWindow::fullRunAtMaximumSpeed()
{
    m_window->setup(AlgorithmId::Bitmask, 10, SolveMode::All);
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    player->play();
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished, 60000);
    QTRY_COMPARE(m_window->counters()->value(QStringLiteral("solutions")), QStringLiteral("724"));
    QVERIFY(!player->isPlaying());
}

void TestMainWindow::guiThreadStaysResponsive()
{
    m_window->setup(AlgorithmId::Backtracking, 12, SolveMode::All);
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    QElapsedTimer clock;
    qint64 last = -1, worst = 0;
    QTimer probe;
    probe.setInterval(10);
    connect(&probe, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        if (last >= 0 && now > 200) // after warming up
            worst = std::max(worst, now - last);
        last = now;
    });
    clock.start();
    probe.start();
    player->play();
    QTest::qWait(2500);
    probe.stop();
    qInfo("steps played: %lld, longest gap between 10 ms ticks: %lld ms",
          static_cast<long long>(player->position()), static_cast<long long>(worst));
    // (Under ThreadSanitizer on a 2-core machine: 52,480 steps.)
    QVERIFY(player->position() > 100000 / test::kTimeScale);
    // The window never freezes while a long run plays flat out. How short its frames are (at
    // most 33 ms) is measured by bench_playback and bench_tree, not here: a timed test flakes
    // on a busy machine (this one saw 44 to 63 ms between 10 ms ticks on 2 idle cores).
    QVERIFY2(worst <= 250 * test::kTimeScale, qPrintable(QString::number(worst)));
}

void TestMainWindow::iconsAreMadeOnce()
{
    // Play and pause, and a theme there and back, give the very same icons again: Qt caches a
    // scaled pixmap per icon, and new icons each time filled its cache without end.
    StepPlayer *player = m_window->player();
    QAction *play = m_window->action(QStringLiteral("play"));
    QAction *step = m_window->action(QStringLiteral("stepForward"));
    if (player->isPlaying())
        player->togglePlay();
    const qint64 playIcon = play->icon().cacheKey(), stepIcon = step->icon().cacheKey();
    player->togglePlay();
    QVERIFY(player->isPlaying());
    const qint64 pauseIcon = play->icon().cacheKey();
    QVERIFY(pauseIcon != playIcon);
    player->togglePlay();
    QCOMPARE(play->icon().cacheKey(), playIcon);
    player->togglePlay();
    QCOMPARE(play->icon().cacheKey(), pauseIcon);
    player->togglePlay();
    m_window->action(QStringLiteral("themeDark"))->trigger();
    QVERIFY(step->icon().cacheKey() != stepIcon); // drawn in the dark theme's colour
    m_window->action(QStringLiteral("themeLight"))->trigger();
    QCOMPARE(step->icon().cacheKey(), stepIcon);
    QCOMPARE(play->icon().cacheKey(), playIcon);
    // The tool bar's own size is drawn, not scaled from another.
    QVERIFY(play->icon().availableSizes().contains(QSize(28, 28)));
}

void TestMainWindow::looksTheSameWithoutPixmapCache()
{
    // The program keeps Qt's pixmap cache empty (processpolicies.h): the style then paints every
    // element directly, and the window must come out pixel for pixel as with the cache.
    m_window->setWindowState(Qt::WindowNoState); // a small screen starts maximized
    m_window->resize(1400, 900);
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    m_window->player()->stepForward();
    QTest::qWait(50);
    const int defaultLimit = QPixmapCache::cacheLimit();
    QVERIFY(defaultLimit > 0);
    const QImage cached = m_window->grab().toImage();
    const QImage again = m_window->grab().toImage();
    QCOMPARE(again, cached); // the window holds still between two pictures
    limitPixmapCache();
    QPixmapCache::clear();
    const QImage direct = m_window->grab().toImage();
    QPixmapCache::setCacheLimit(defaultLimit);
    QCOMPARE(direct.size(), cached.size());
    QVERIFY(direct == cached);
}

void TestMainWindow::keyboardDrivesThePlayer()
{
    m_window->setup(AlgorithmId::BacktrackingCheck, 6, SolveMode::All);
    StepPlayer *player = m_window->player();
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QTRY_COMPARE(player->position(), 2);
    QTest::keyClick(m_window.get(), Qt::Key_Left);
    QTRY_COMPARE(player->position(), 1);
    const int speed = player->speedLevel();
    QTest::keyClick(m_window.get(), Qt::Key_Plus);
    QCOMPARE(player->speedLevel(), speed + 1);
    QTest::keyClick(m_window.get(), Qt::Key_Minus);
    QCOMPARE(player->speedLevel(), speed);
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QVERIFY(player->isPlaying());
    QTest::keyClick(m_window.get(), Qt::Key_Space);
    QVERIFY(!player->isPlaying());
    QTest::keyClick(m_window.get(), Qt::Key_End);
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished, 20000);
    QCOMPARE(player->state().counters.solutions, 4);
    QTest::keyClick(m_window.get(), Qt::Key_Home);
    QTRY_COMPARE(player->position(), 0);
    QVERIFY(m_window->scene()->queenSquares().empty());
    // Every action sits in a menu with its shortcut.
    QCOMPARE(m_window->action(QStringLiteral("present"))->shortcut(), QKeySequence(Qt::Key_F11));
    QVERIFY(!m_window->action(QStringLiteral("stepBack"))->associatedObjects().isEmpty());
}

void TestMainWindow::focusIsMarkedOnEveryPart()
{
    // Issue 38: focus on the board, the step log or the data panel drew nothing (grabs with
    // and without focus were pixel-identical). Each part that takes Tab now shows a frame in
    // the theme's highlight colour around it, and the log frames its current row too.
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    StepPlayer *player = m_window->player();
    for (int i = 0; i < 12; ++i) {
        player->stepForward();
        QTRY_COMPARE(player->position(), i + 1);
    }
    m_window->findChild<QDockWidget *>(QStringLiteral("logDock"))->raise();
    m_window->findChild<QDockWidget *>(QStringLiteral("dataDock"))->raise();
    auto *problemBar = m_window->findChild<QToolBar *>(QStringLiteral("setupBar"));
    auto *playBar = m_window->findChild<QToolBar *>(QStringLiteral("playBar"));
    QVERIFY(problemBar && playBar);
    QWidget *elsewhere = problemBar->findChild<QComboBox *>(QStringLiteral("algorithmBox"));
    QVERIFY(elsewhere);
    const QList<QWidget *> parts {
        m_window->boardView(),
        m_window->findChild<StepLog *>(),
        m_window->findChild<AlgorithmDataView *>(),
        m_window->pseudocode(),
        m_window->counters(),
        playBar->widgetForAction(m_window->action(QStringLiteral("play"))),
    };
    const QColor mark = m_window->palette().color(QPalette::Highlight);
    for (QWidget *part : parts) {
        QVERIFY(part);
        const QString name = part->accessibleName();
        QVERIFY2((part->focusPolicy() & Qt::TabFocus) == Qt::TabFocus, qPrintable(name));
        elsewhere->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(elsewhere->hasFocus());
        const QImage without = m_window->grab().toImage();
        part->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY2(part->hasFocus(), qPrintable(name));
        const QImage with = m_window->grab().toImage();
        // The frame: on the part's edge, in the highlight colour, on each of its four sides.
        // (Of a panel taller than its dock, the part in sight.)
        const QRect edge = FocusRing::seenRect(m_window.get(), part);
        int changed = 0, sides = 0;
        const QList<QPoint> middles { { edge.center().x(), edge.top() },
                                      { edge.center().x(), edge.bottom() },
                                      { edge.left(), edge.center().y() },
                                      { edge.right(), edge.center().y() } };
        for (const QPoint &at : middles)
            sides += with.pixelColor(at) == mark ? 1 : 0;
        for (int y = edge.top() - 2; y <= edge.bottom() + 2; ++y) {
            for (int x = edge.left() - 2; x <= edge.right() + 2; ++x) {
                if (with.valid(x, y) && with.pixel(x, y) != without.pixel(x, y))
                    ++changed;
            }
        }
        QVERIFY2(
            changed > 2 * (edge.width() + edge.height()),
            qPrintable(QStringLiteral("%1: %2 pixels change with focus").arg(name).arg(changed)));
        QVERIFY2(sides == 4,
                 qPrintable(QStringLiteral("%1: the frame on %2 sides").arg(name).arg(sides)));
    }
}

void TestMainWindow::timelineAndStatusBarAgreeDuringAJump()
{
    // Issue 38: during the first long jump the timeline said "Step 0 of 36,864 so far" while
    // the status bar said 46,776,320. Both now say the worker's count, whenever it moves.
    m_window->setup(AlgorithmId::Backtracking, 14, SolveMode::All);
    StepPlayer *player = m_window->player();
    QTRY_VERIFY(!player->isBusy());
    auto *progress = m_window->findChild<JumpProgress *>();
    auto *timeline = m_window->findChild<TimelineBar *>();
    QVERIFY(progress && timeline);
    qint64 lastDone = 0;
    int agreed = 0;
    connect(player, &Transport::jumpProgress, this, [&](qint64 done, qint64) {
        // (Read after both have taken the signal.)
        QTimer::singleShot(0, this, [&, done] {
            if (!player->isBusy())
                return;
            const QString figure = QLocale().toString(done);
            QVERIFY2(progress->text().contains(figure), qPrintable(progress->text()));
            QVERIFY2(
                timeline->positionText().contains(figure),
                qPrintable(timeline->positionText() + QStringLiteral(" / ") + progress->text()));
            lastDone = done;
            ++agreed;
        });
    });
    player->seek(400'000'000);
    QTRY_VERIFY_WITH_TIMEOUT(agreed >= 3 && lastDone > 100'000, 20000);
    m_window->action(QStringLiteral("cancelJump"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!player->isBusy(), 10000);
    QVERIFY2(!timeline->positionText().contains(QLocale().toString(lastDone)),
             qPrintable(timeline->positionText()));
}

void TestMainWindow::keysStayWithTheFocusedControl()
{
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    StepPlayer *player = m_window->player();
    m_window->findChild<QDockWidget *>(QStringLiteral("browserDock"))->raise();
    SolutionBrowser *browser = m_window->browser();
    QTRY_VERIFY_WITH_TIMEOUT(browser->isReady() && browser->model()->rowCount() > 0, 20000);
    // End in the list goes to its last row; the run stays where it is.
    QTreeView *list = browser->view();
    list->setFocus();
    QTRY_VERIFY(list->hasFocus());
    list->setCurrentIndex(browser->model()->index(0, 0));
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(list->currentIndex().row(), browser->model()->rowCount() - 1);
    QVERIFY(!player->isBusy());
    QCOMPARE(player->position(), 0);
    // Enter in the solution number shows that solution.
    QSpinBox *number = browser->findChild<QSpinBox *>();
    QVERIFY(number);
    number->setFocus();
    number->setValue(3);
    QTest::keyClick(number, Qt::Key_Return);
    QCOMPARE(m_window->shownPlacement(), browser->catalog()->solution(2));
    // On the board the same keys drive the run; Tab goes on to the timeline.
    m_window->boardView()->setFocus();
    QTRY_VERIFY(m_window->boardView()->hasFocus());
    QTest::keyClick(m_window->boardView(), Qt::Key_Right);
    QTRY_COMPARE(player->position(), 1);
    QTest::keyClick(m_window->boardView(), Qt::Key_Tab);
    QVERIFY(QApplication::focusWidget() != m_window->boardView());
    QVERIFY(QApplication::focusWidget()->accessibleName() == QStringLiteral("Timeline"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left); // the slider has the arrows
    QTRY_VERIFY(!player->isBusy());
    // F1 lists the keys, read from the actions.
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    ShortcutsDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<ShortcutsDialog *>()) != nullptr);
    bool play = false, end = false;
    for (const auto &[key, does] : dialog->rows()) {
        play = play || (key == QStringLiteral("Space") && does == QStringLiteral("Play"));
        end = end || (key == QStringLiteral("End") && does == QStringLiteral("To End"));
    }
    QVERIFY(play && end);
    dialog->close();
}

void TestMainWindow::largeBoardsZoomAndReadOut()
{
    m_window->setWindowState(Qt::WindowNoState); // a small screen starts maximized
    m_window->resize(1280, 800);
    m_window->setup(AlgorithmId::Construction, 100, SolveMode::First);
    StepPlayer *player = m_window->player();
    player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished, 20000);
    BoardView *view = m_window->boardView();
    // At 100 x 100 a square is a few pixels: the view writes a ruler where the board's own
    // labels would be unreadable, every few rows and columns, starting at 1.
    QVERIFY(view->squarePixels() < 8);
    QList<QPair<int, bool>> ruler = view->rulerLabels();
    QVERIFY(ruler.contains(qMakePair(1, true)) && ruler.contains(qMakePair(1, false)));
    const int columnsShown
        = int(std::count_if(ruler.begin(), ruler.end(), [](auto l) { return l.second; }));
    QVERIFY(columnsShown >= 4 && columnsShown < 100);
    // Both rulers number alike (issue 38: at 32 x 32 the columns went 1, 5, 10 and the rows
    // 2, 4, 6): the same numbers on each.
    QList<int> columnNumbers, rowNumbers;
    for (const auto &[number, column] : std::as_const(ruler))
        (column ? columnNumbers : rowNumbers) << number;
    QCOMPARE(columnNumbers, rowNumbers);
    // Zoomed in about the middle: bigger squares, a denser ruler, only part of the board.
    const qreal fitted = view->squarePixels();
    // Fitted, there is nothing to zoom out of; zoomed in, there is.
    QVERIFY(!m_window->action(QStringLiteral("zoomOut"))->isEnabled());
    QVERIFY(m_window->action(QStringLiteral("zoomIn"))->isEnabled());
    m_window->action(QStringLiteral("zoomIn"))->trigger();
    m_window->action(QStringLiteral("zoomIn"))->trigger();
    QVERIFY(view->zoom() > 2);
    QVERIFY(view->squarePixels() > fitted * 2);
    QVERIFY(m_window->action(QStringLiteral("zoomOut"))->isEnabled());
    const QList<QPair<int, bool>> zoomed = view->rulerLabels();
    QVERIFY(!zoomed.contains(qMakePair(1, true))); // the first column is out of sight
    // The square under the pointer is named in the status bar.
    const QPoint middle = view->viewport()->rect().center();
    QTest::mouseMove(view->viewport(), middle);
    QTRY_VERIFY(m_window->statusBar()
                    ->findChild<QLabel *>(QStringLiteral("readout"))
                    ->text()
                    .startsWith(QStringLiteral("Row ")));
    m_window->action(QStringLiteral("zoomFit"))->trigger();
    QCOMPARE(view->zoom(), 1.0);
    QCOMPARE(view->squarePixels(), fitted);
    // A small board writes its own numbers beside it; zoomed in, they scroll out of sight and
    // the view's ruler takes over, so the rows and columns shown stay numbered.
    m_window->setWindowState(Qt::WindowNoState); // a small screen starts maximized
    m_window->resize(800, 640); // small squares fitted: room to zoom
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    QTRY_VERIFY(view->maxZoom() > 1.5);
    QVERIFY(view->rulerLabels().isEmpty());
    for (int i = 0; i < 3; ++i)
        m_window->action(QStringLiteral("zoomIn"))->trigger();
    QVERIFY2(view->zoom() > 1.2, qPrintable(QString::number(view->zoom())));
    const QList<QPair<int, bool>> small = view->rulerLabels();
    QVERIFY(std::count_if(small.begin(), small.end(), [](auto l) { return l.second; }) >= 2);
    QVERIFY(std::count_if(small.begin(), small.end(), [](auto l) { return !l.second; }) >= 2);
    m_window->action(QStringLiteral("zoomFit"))->trigger();
    QVERIFY(view->rulerLabels().isEmpty());
    // A small board with large squares still zooms in: a corner blown up for the back row.
    m_window->setWindowState(Qt::WindowNoState); // a small screen starts maximized
    m_window->resize(1280, 800);
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    QTRY_VERIFY(view->squarePixels() > 64);
    QVERIFY(m_window->action(QStringLiteral("zoomIn"))->isEnabled());
    for (int i = 0; i < 3; ++i)
        m_window->action(QStringLiteral("zoomIn"))->trigger();
    QVERIFY2(view->zoom() >= 3, qPrintable(QString::number(view->zoom())));
}

void TestMainWindow::presentationModeEnlargesText()
{
    const QFont before = m_window->font();
    QTest::keyClick(m_window.get(), Qt::Key_F11);
    QVERIFY(m_window->isPresenting());
    // Text sizes chosen in pixels for a projector of 768 rows (larger on a higher screen): the
    // controls at 20 px, the column's text as large as fits and never under 14 px, the caption
    // the largest of it (tst_presentation measures the layout on projectors' screens).
    QVERIFY(m_window->font().pixelSize() >= PresentationLayout::kBodyPx);
    const int caption
        = m_window->findChild<QLabel *>(QStringLiteral("caption"))->font().pixelSize();
    QVERIFY(caption >= PresentationLayout::kLeastPx);
    QVERIFY(caption >= m_window->pseudocode()->font().pixelSize());
    QVERIFY(m_window->pseudocode()->font().pixelSize() >= PresentationLayout::kLeastPx);
    // Still the code's monospace font, larger: the nesting stays in every language.
    QVERIFY(QFontInfo(m_window->pseudocode()->font()).fixedPitch());
    QCOMPARE(m_window->pseudocode()->font().families(), PseudocodeView::codeFont().families());
    for (const QWidget *w : m_window->findChildren<QWidget *>()) {
        if (!w->isVisible()
            || (!qobject_cast<const QLabel *>(w) && !qobject_cast<const QAbstractItemView *>(w)))
            continue;
        const int px
            = w->font().pixelSize() > 0 ? w->font().pixelSize() : QFontInfo(w->font()).pixelSize();
        QVERIFY2(px >= PresentationLayout::kLeastPx,
                 qPrintable(w->objectName() + u' ' + QString::number(px)));
    }
    // The pseudocode and the algorithm's data are shown; the step log and the problem bar not.
    auto shown = [this](const char *dock) {
        return m_window->findChild<QDockWidget *>(QString::fromLatin1(dock))->isVisible();
    };
    QVERIFY(shown("pseudocodeDock") && shown("dataDock"));
    QVERIFY(!shown("logDock") && !shown("legendDock"));
    QTest::keyClick(m_window.get(), Qt::Key_F11);
    QVERIFY(!m_window->isPresenting());
    QCOMPARE(m_window->font(), before);
    QVERIFY(shown("logDock"));
}

void TestMainWindow::nothingOverflowsAt1024()
{
    // At 1024 pixels, in every language, the tool bars hold all their controls.
    m_window->showNormal();
    m_window->setWindowState(Qt::WindowNoState); // a small screen starts maximized
    m_window->resize(1024, 768);
    for (const QString &language :
         { QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("zh_CN") }) {
        m_window->action(QStringLiteral("language_") + language)->trigger();
        QTRY_COMPARE(m_window->width(), 1024);
        for (QToolBar *bar : m_window->findChildren<QToolBar *>()) {
            auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
            QTRY_VERIFY2(!more || !more->isVisible(),
                         qPrintable(language + u' ' + bar->windowTitle()));
        }
    }
    m_window->action(QStringLiteral("language_en"))->trigger();
}

void TestMainWindow::opensWithinA768Screen()
{
    // Before it is first shown, when its size is settled, the window asks for no more than a
    // 1024 x 768 projector has: the legend measured its rows at no width at all and held the
    // window at 789 px.
    MainWindow fresh(StartupOptions {}, m_dir->filePath(QStringLiteral("fresh.ini")));
    const QSize least = fresh.minimumSizeHint();
    qInfo("the window's least size before it is shown: %d x %d", least.width(), least.height());
    QVERIFY(least.width() <= 1024);
    QVERIFY(least.height() <= 700);
}

void TestMainWindow::startupOptionsOpenTheLesson()
{
    // A teacher's shortcut: nqueens-studio --size 6 --step 300 --panel tree --theme dark
    // --language ja --present. The window opens at step 300 with the Search Tree in sight, dark,
    // in Japanese, presenting; the settings keep the user's own light theme and language.
    const StartupOptions startup = StartupOptions::parse(
        { QStringLiteral("--size"), QStringLiteral("6"), QStringLiteral("--step"),
          QStringLiteral("300"), QStringLiteral("--panel"), QStringLiteral("tree"),
          QStringLiteral("--theme"), QStringLiteral("dark"), QStringLiteral("--language"),
          QStringLiteral("ja"), QStringLiteral("--present") });
    QVERIFY2(startup.messages.isEmpty(), qPrintable(startup.messages.join(u'\n')));
    const QString file = m_dir->filePath(QStringLiteral("lesson.ini"));
    m_window.reset();
    m_window = std::make_unique<MainWindow>(startup, file);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    StepPlayer *player = m_window->player();
    QTRY_VERIFY_WITH_TIMEOUT(!player->isBusy() && player->position() == 300, 20000);
    QCOMPARE(player->size(), 6);
    auto *tree = m_window->findChild<QDockWidget *>(QStringLiteral("treeDock"));
    QVERIFY(tree->isVisible() && !tree->visibleRegion().isEmpty());
    QCOMPARE(QApplication::palette().color(QPalette::Window).lightness() < 128, true);
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("ファイル(&F)"));
    QTRY_VERIFY(m_window->isPresenting());
    m_window.reset();
    Language::apply(QStringLiteral("en"));
    Settings kept(file);
    QCOMPARE(int(kept.theme()), int(Theme::Light));
    QCOMPARE(kept.language(), QString());
    // Bad values: one line each, and left out.
    const StartupOptions bad = StartupOptions::parse(
        { QStringLiteral("--step"), QStringLiteral("-4"), QStringLiteral("--panel"),
          QStringLiteral("chart"), QStringLiteral("--theme"), QStringLiteral("pink"),
          QStringLiteral("--language"), QStringLiteral("fr") });
    QCOMPARE(bad.messages.size(), 4);
    QVERIFY(!bad.step && !bad.panel && !bad.dark && !bad.language);
    QVERIFY(bad.messages.join(u'\n').contains(QStringLiteral("en, ja, zh_CN")));
}

void TestMainWindow::startupOptionsPlayALargeMinConflictsBoard()
{
    StartupOptions startup;
    startup.algorithm = AlgorithmId::MinConflicts;
    startup.size = 1000;
    startup.speedLevel = StepPlayer::speedLevels() - 1;
    startup.play = true;
    m_window.reset();
    m_window = std::make_unique<MainWindow>(startup, m_dir->filePath(QStringLiteral("other.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    StepPlayer *player = m_window->player();
    QCOMPARE(player->size(), 1000);
    QVERIFY(player->isPlaying() || player->state().finished); // --play: it started by itself
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worst = 0;
    while (!player->state().finished && clock.elapsed() < 60000) {
        QTest::qWait(10);
        worst = std::max(worst, clock.elapsed() - last);
        last = clock.elapsed();
    }
    qInfo("min-conflicts 1000: %lld steps, longest wait for the event loop %lld ms",
          static_cast<long long>(player->position()), static_cast<long long>(worst));
    QVERIFY(player->state().finished);
    QCOMPARE(player->state().counters.solutions, 1);
    QVERIFY(isSolution(player->state().board()));
    QVERIFY(worst < 250 * test::kTimeScale);
    // No item per square, nor per queen, at this size.
    QVERIFY(m_window->scene()->items().size() < 10);
}

void TestMainWindow::startupSizePastTheWindowIsClampedAndSaid()
{
    // 'nqueens-studio --algorithm construction --size 5000': the algorithm takes it, the window
    // draws up to 1000 and says so, naming the command line's limit.
    const StartupOptions startup = StartupOptions::parse(
        { QStringLiteral("--algorithm=construction"), QStringLiteral("--size=5000") });
    QVERIFY2(startup.messages.isEmpty(), qPrintable(startup.messages.join(u'\n')));
    QCOMPARE(*startup.size, 5000);
    m_window.reset();
    m_window = std::make_unique<MainWindow>(startup, m_dir->filePath(QStringLiteral("clamp.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->player()->size(), 1000);
    // The ruler's last column reads 1000 in full, pulled in from the view's edge, and no two of
    // its labels overlap.
    const QList<BoardView::RulerMark> marks = m_window->boardView()->rulerMarks();
    const QRectF viewport = m_window->boardView()->viewport()->rect();
    const auto last = std::find_if(marks.begin(), marks.end(),
                                   [](const auto &m) { return m.column && m.number == 1000; });
    QVERIFY(last != marks.end());
    for (const BoardView::RulerMark &m : marks) {
        QVERIFY2(viewport.contains(m.box), qPrintable(QString::number(m.number)));
        for (const BoardView::RulerMark &other : marks)
            QVERIFY(&m == &other || m.column != other.column || !m.box.intersects(other.box));
    }
    // Beside the board, not over it: its first rows and columns stay in sight, at 1000 and at 50.
    for (const int n : { 1000, 50 }) {
        if (n != 1000)
            m_window->setup(AlgorithmId::MinConflicts, n, SolveMode::First);
        const qreal side = n * BoardItem::kSquare;
        const QRectF board
            = m_window->boardView()->mapFromScene(QRectF(0, 0, side, side)).boundingRect();
        const QList<BoardView::RulerMark> beside = m_window->boardView()->rulerMarks();
        QVERIFY(!beside.isEmpty());
        for (const BoardView::RulerMark &m : beside)
            QVERIFY2(!m.box.intersects(board.adjusted(1, 1, -1, -1)),
                     qPrintable(QStringLiteral("%1: %2").arg(n).arg(m.number)));
    }
    // Fitted with the coordinates off, then turned on: fitted again, the ruler beside the board.
    QAction *coordinates = m_window->action(QStringLiteral("coordinates"));
    coordinates->setChecked(false);
    m_window->setup(AlgorithmId::MinConflicts, 60, SolveMode::First);
    QVERIFY(m_window->boardView()->rulerMarks().isEmpty());
    coordinates->setChecked(true);
    const qreal side = 60 * BoardItem::kSquare;
    const QRectF board
        = m_window->boardView()->mapFromScene(QRectF(0, 0, side, side)).boundingRect();
    const QList<BoardView::RulerMark> again = m_window->boardView()->rulerMarks();
    QVERIFY(!again.isEmpty());
    for (const BoardView::RulerMark &m : again)
        QVERIFY2(!m.box.intersects(board.adjusted(1, 1, -1, -1)),
                 qPrintable(QString::number(m.number)));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("1000 × 1000"))
                 && said.contains(QStringLiteral("5000 × 5000"))
                 && said.contains(QLocale().toString(100000000)) && said.contains(u"nqueens"),
             qPrintable(said));
    // Switched to an algorithm that searches, the board shrinks to its limit, said too.
    m_window->setup(AlgorithmId::Bitmask, 1000, SolveMode::First);
    QCOMPARE(m_window->player()->size(), 32);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("32 × 32")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestMainWindow::tabVisitsOnlyWhatIsOnScreen()
{
    // The Solutions and Explore docks start under the Step Log's and Algorithm Data's tabs:
    // however often Tab is pressed, it never lands on one of their controls.
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    m_window->activateWindow();
    m_window->boardView()->setFocus();
    QWidget *hiddenExplore = m_window->explorePanel();
    QVERIFY(hiddenExplore->visibleRegion().isEmpty()); // under the Algorithm Data tab
    QSet<QWidget *> visited;
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *at = QApplication::focusWidget();
        QVERIFY(at);
        QVERIFY2(at->isVisible() && !hiddenExplore->isAncestorOf(at)
                     && !m_window->browser()->isAncestorOf(at),
                 qPrintable(QString::fromLatin1(at->metaObject()->className()) + u' '
                            + at->objectName()));
        visited << at;
    }
    QVERIFY(visited.contains(m_window->boardView()));
    QVERIFY(visited.size() >= 8);
}

void TestMainWindow::goToStepHandsTheKeysBack()
{
    // Ctrl+G, 1000, Enter, then Right steps on at once: the keys went back to the board.
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    m_window->activateWindow();
    m_window->findChild<QAction *>(QStringLiteral("goToStep"))->trigger();
    QWidget *field = QApplication::focusWidget();
    QVERIFY(qobject_cast<QLineEdit *>(field));
    QTest::keyClicks(field, QStringLiteral("1000"));
    QTest::keyClick(field, Qt::Key_Return);
    StepPlayer *player = m_window->player();
    QTRY_COMPARE(player->position(), qint64(1000));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_window->boardView()));
    QTest::keyClick(m_window->boardView(), Qt::Key_Right);
    QTRY_COMPARE(player->position(), qint64(1001));
    // Esc in the field gives them back too.
    m_window->findChild<QAction *>(QStringLiteral("goToStep"))->trigger();
    QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(m_window->boardView()));
}

void TestMainWindow::startupSizePastTheAlgorithmIsItsLargest()
{
    // Brute force at 12 x 12 handed to the window (the command line refuses it, tst_startup;
    // a size kept from another algorithm comes this way): brute force takes up to 10 x 10; the
    // window opens that and says so in its status bar.
    StartupOptions startup;
    startup.algorithm = AlgorithmId::BruteForce;
    startup.size = 12;
    m_window.reset();
    m_window = std::make_unique<MainWindow>(startup, m_dir->filePath(QStringLiteral("bf.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->player()->algorithm(), AlgorithmId::BruteForce);
    QCOMPARE(m_window->player()->size(), 10);
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("10 × 10")) && said.contains(QStringLiteral("12 × 12")),
             qPrintable(said));
    // The list of algorithms says which sizes each takes.
    auto *box = m_window->findChild<QComboBox *>(QStringLiteral("algorithmBox"));
    QVERIFY(box);
    const int bruteForce = box->findData(QStringLiteral("brute-force"));
    QVERIFY(bruteForce >= 0);
    const QString sizes = box->itemData(bruteForce, Qt::ToolTipRole).toString();
    QVERIFY2(sizes.contains(QStringLiteral("1 × 1 to 10 × 10")), qPrintable(sizes));
}

void TestMainWindow::countActionCountsOnAWorker()
{
    m_window->setup(AlgorithmId::Backtracking, 12, SolveMode::All);
    m_window->action(QStringLiteral("count"))->trigger();
    auto *dialog = m_window->findChild<CountDialog *>(QStringLiteral("countDialog"));
    QVERIFY(dialog);
    QSignalSpy counted(dialog, &CountDialog::counted);
    QTRY_COMPARE_WITH_TIMEOUT(counted.count(), 1, 20000);
    QCOMPARE(dialog->total(), 14200);
    QCOMPARE(dialog->unique(), 1787);
    QCOMPARE(dialog->resultText(),
             QStringLiteral("%1 solutions in %2 classes")
                 .arg(QLocale().toString(14200), QLocale().toString(1787)));
}

void TestMainWindow::countDialogForecastsALargeBoard()
{
    // 20 x 20 takes minutes: before counting, the dialog says about how long, from a count of
    // 17 x 17 and Knuth's estimate of the tree; cancelled at once after.
    // (The dialog deletes itself when closed: held by a QPointer.)
    QPointer<CountDialog> dialog = new CountDialog(20, m_window.get());
    dialog->start();
    // (Under ThreadSanitizer on a 2-core machine the count of 17 x 17 took 60 s.)
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->forecastText().isEmpty(), 30000 * test::kTimeScale);
    QVERIFY2(dialog->forecastText().contains(QStringLiteral("on this machine")),
             qPrintable(dialog->forecastText()));
    QVERIFY(dialog->forecastText().contains(QStringLiteral("17 × 17")));
    QVERIFY(dialog->isCounting());
    QTest::keyClick(dialog, Qt::Key_Escape); // rejected: the count stops, the dialog goes
    QTRY_VERIFY(dialog.isNull());
    // A small board is counted at once, without a forecast.
    auto *small = new CountDialog(10, m_window.get());
    QSignalSpy counted(small, &CountDialog::counted);
    small->start();
    QTRY_COMPARE_WITH_TIMEOUT(counted.count(), 1, 20000);
    QVERIFY(small->forecastText().isEmpty());
    small->close();
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
