// SPDX-License-Identifier: GPL-3.0-or-later
// The whole window, grabbed offscreen in a few fixed states, is pixel for pixel the picture kept
// in tests/data/golden/. The pictures were made before the app layer was split into parts, so
// this test says the split changed nothing a user can see. When a change is meant to alter the
// window, make the pictures again with NQ_UPDATE_GOLDENS=1 and look at them before committing.
// The fonts are pinned to DejaVu (tests/data/golden/fonts.conf).
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "browser/solutionbrowser.h"
#include "explore/explorepanel.h"
#include "platform/processpolicies.h"
#include "playback/stepplayer.h"
#include "window/mainwindow.h"

#include "golden.h"

#include <QApplication>
#include <QDockWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

class TestGoldens : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void start();
    void midRun();
    void browsedSolution();
    void dominationSet();
    void exploreWithHint();

private:
    void settle()
    {
        // Queen animations and the status bar's messages come to rest.
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->scene()->isTransforming(), 5000);
        QTest::qWait(600);
    }
    // The timeline says how far the worker has got, which depends on timing, until the run's
    // end was seen once: each state is taken after a visit to the end.
    void knowLength(qint64 back = 0)
    {
        StepPlayer *player = m_window->player();
        player->toEnd();
        QTRY_VERIFY_WITH_TIMEOUT(player->lengthKnown() && !player->isBusy(), 20000);
        player->seek(back);
        QTRY_COMPARE(player->position(), back);
        QTRY_VERIFY(!player->isBusy());
    }
    void openBrowser()
    {
        m_window->findChild<QDockWidget *>(QStringLiteral("browserDock"))->raise();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->browser()->isReady(), 20000);
    }
    void compare(const QString &name);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestGoldens::init()
{
    limitPixmapCache();
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->setWindowState(Qt::WindowNoState); // a small screen starts maximized
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->chooseLanguage(QStringLiteral("en"));
}

void TestGoldens::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestGoldens::compare(const QString &name)
{
    settle();
    test::compareWithGolden(m_window->grab().toImage(), name);
}

void TestGoldens::start()
{
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    knowLength();
    compare(QStringLiteral("start"));
}

void TestGoldens::midRun()
{
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    knowLength(80);
    compare(QStringLiteral("midrun"));
}

void TestGoldens::browsedSolution()
{
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    knowLength();
    openBrowser();
    m_window->browser()->selectSolution(21);
    compare(QStringLiteral("solution"));
}

void TestGoldens::dominationSet()
{
    m_window->setupDomination(8, 5, false, SolveMode::All);
    knowLength();
    openBrowser();
    m_window->browser()->selectSolution(17);
    QTRY_COMPARE(int(m_window->scene()->queenSquares().size()), 5);
    compare(QStringLiteral("domination"));
}

void TestGoldens::exploreWithHint()
{
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    knowLength();
    ExplorePanel *panel = m_window->explorePanel();
    panel->setActive(true);
    for (const auto &[row, col] : { std::pair { 0, 2 }, std::pair { 1, 5 } }) {
        BoardView *view = m_window->boardView();
        const QPointF centre = BoardItem::squareRect(row, col).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centre));
    }
    panel->hint();
    compare(QStringLiteral("explore"));
}

int main(int argc, char **argv)
{
    test::pinGoldenFonts();
    QApplication app(argc, argv);
    TestGoldens test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_goldens.moc"
