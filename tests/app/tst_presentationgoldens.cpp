// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode on a projector's screen (the offscreen platform given one screen of the
// size under test, tests/data/screens/WxH.json) is pixel for pixel the picture kept as
// tests/data/golden/presentation-WxH.png: backtracking on 8 x 8 at step 80, in English, in the
// DejaVu fonts. Made again with NQ_UPDATE_GOLDENS=1 when a change means to alter it.
#include "board/boardscene.h"
#include "platform/processpolicies.h"
#include "playback/stepplayer.h"
#include "window/mainwindow.h"

#include "golden.h"
#include "platformnoise.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QScreen>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

namespace { } // namespace

class TestPresentationGoldens : public QObject
{
    Q_OBJECT

private slots:
    void midRunOnAProjector();
    void theStepLogOnAProjector();
};

void TestPresentationGoldens::midRunOnAProjector()
{
    test::filterPlatformNoise();
    limitPixmapCache();
    QTemporaryDir dir;
    MainWindow window(StartupOptions {}, dir.filePath(QStringLiteral("settings.ini")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.chooseLanguage(QStringLiteral("en"));
    window.setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    // The timeline says how far the worker has got until the run's end was seen once.
    StepPlayer *player = window.player();
    player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player->lengthKnown() && !player->isBusy(), 20000);
    player->seek(80);
    QTRY_COMPARE(player->position(), qint64(80));
    window.action(QStringLiteral("present"))->trigger();
    const QSize screen = QGuiApplication::primaryScreen()->geometry().size();
    QTRY_COMPARE(window.size(), screen);
    // Queen animations, the delayed layouts of lists and the docks come to rest.
    QTRY_VERIFY_WITH_TIMEOUT(!window.scene()->isTransforming(), 5000);
    QTest::qWait(600);
    test::compareWithGolden(
        window.grab().toImage(),
        QStringLiteral("presentation-%1x%2").arg(screen.width()).arg(screen.height()));
}

void TestPresentationGoldens::theStepLogOnAProjector()
{
    // The step log shown in F11: beside the board on a wide screen, under it at 1024 x 768.
    test::filterPlatformNoise();
    limitPixmapCache();
    QTemporaryDir dir;
    MainWindow window(StartupOptions {}, dir.filePath(QStringLiteral("settings.ini")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.chooseLanguage(QStringLiteral("en"));
    window.setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    StepPlayer *player = window.player();
    player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player->lengthKnown() && !player->isBusy(), 20000);
    player->seek(80);
    QTRY_COMPARE(player->position(), qint64(80));
    window.action(QStringLiteral("present"))->trigger();
    const QSize screen = QGuiApplication::primaryScreen()->geometry().size();
    QTRY_COMPARE(window.size(), screen);
    window.findChild<QDockWidget *>(QStringLiteral("logDock"))->toggleViewAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window.scene()->isTransforming(), 5000);
    QTest::qWait(600);
    test::compareWithGolden(
        window.grab().toImage(),
        QStringLiteral("presentation-log-%1x%2").arg(screen.width()).arg(screen.height()));
}

int main(int argc, char **argv)
{
    test::pinGoldenFonts();
    QApplication app(argc, argv);
    TestPresentationGoldens test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_presentationgoldens.moc"
