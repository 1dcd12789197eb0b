// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language at once: the window title, the menus and the panels follow.
#include "platform/settings.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void switchesLive();
    void remembersTheChoice();

private:
    static QStringList menuTitles(const MainWindow &w)
    {
        QStringList titles;
        for (QAction *a : w.menuBar()->actions())
            titles << a->text();
        return titles;
    }
};

void TestLanguage::switchesLive()
{
    QTemporaryDir dir;
    MainWindow window({}, dir.filePath(QStringLiteral("s.ini")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.chooseLanguage(QStringLiteral("en"));
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("N-Queens Studio"));
    const QStringList english = menuTitles(window);
    QCOMPARE(english.first(), QStringLiteral("&File"));
    const QString englishDock
        = window.findChild<QDockWidget *>(QStringLiteral("pseudocodeDock"))->windowTitle();

    window.chooseLanguage(QStringLiteral("ja"));
    QTRY_VERIFY(window.windowTitle() != QStringLiteral("N-Queens Studio"));
    const QString japaneseTitle = window.windowTitle();
    QVERIFY2(japaneseTitle.contains(u'ク'), qPrintable(japaneseTitle));
    QVERIFY(menuTitles(window).first().contains(QStringLiteral("(&F)")));
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("pseudocodeDock"))->windowTitle()
            != englishDock);
    QVERIFY(window.caption()
            != QStringLiteral("Ready. Press Space to play, or the Right arrow "
                              "key for one step."));

    window.chooseLanguage(QStringLiteral("zh_CN"));
    QTRY_VERIFY(window.windowTitle() != japaneseTitle);
    QVERIFY2(window.windowTitle().contains(u'皇'), qPrintable(window.windowTitle()));
    QVERIFY(menuTitles(window) != english);

    window.chooseLanguage(QStringLiteral("en"));
    QTRY_COMPARE(window.windowTitle(), QStringLiteral("N-Queens Studio"));
    QCOMPARE(menuTitles(window), english);
}

void TestLanguage::remembersTheChoice()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    {
        MainWindow window({}, file);
        window.chooseLanguage(QStringLiteral("ja"));
    }
    QCOMPARE(Settings(file).language(), QStringLiteral("ja"));
    MainWindow again({}, file);
    QTRY_VERIFY(again.windowTitle().contains(u'ク'));
    again.chooseLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
