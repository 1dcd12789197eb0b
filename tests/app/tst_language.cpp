// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language at once: the window title, the menus and the panels follow.
#include "platform/settings.h"
#include "practicewords.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void switchesLive();
    void remembersTheChoice();
    void everyMenuKeyOnce();
    void pluralsInEveryLanguage();
    void oneKeyOnEachButton();

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

void TestLanguage::everyMenuKeyOnce()
{
    // In each language, no menu has two entries with one Alt key (issue 38: the Japanese View
    // menu used (P) and (L) twice each), the menu bar's titles neither.
    QTemporaryDir dir;
    MainWindow window({}, dir.filePath(QStringLiteral("s.ini")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto keyOf = [](const QString &text) {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text.at(i) == u'&' && text.at(i + 1) != u'&')
                return text.at(i + 1).toUpper();
            if (text.at(i) == u'&')
                ++i;
        }
        return QChar();
    };
    QStringList twice;
    auto check
        = [&](const QList<QAction *> &actions, const QString &where, const QString &language) {
              QHash<QChar, QString> seen;
              for (const QAction *a : actions) {
                  if (a->isSeparator() || !a->isVisible())
                      continue;
                  const QChar key = keyOf(a->text());
                  if (key.isNull())
                      continue;
                  if (seen.contains(key))
                      twice << QStringLiteral("%1, %2: \"%3\" and \"%4\" both use Alt+%5")
                                   .arg(language, where, seen.value(key), a->text(), key);
                  seen.insert(key, a->text());
              }
          };
    for (const QString &language :
         { QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("zh_CN") }) {
        window.chooseLanguage(language);
        QTRY_COMPARE(window.menuBar()->actions().first()->text(),
                     language == u"en"       ? QStringLiteral("&File")
                         : language == u"ja" ? QStringLiteral("ファイル(&F)")
                                             : QStringLiteral("文件(&F)"));
        check(window.menuBar()->actions(), QStringLiteral("the menu bar"), language);
        for (const QAction *title : window.menuBar()->actions()) {
            if (QMenu *menu = title->menu())
                check(menu->actions(), title->text(), language);
        }
    }
    window.chooseLanguage(QStringLiteral("en"));
    QVERIFY2(twice.isEmpty(), qPrintable(twice.join(u'\n')));
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

// Counts take the language's plural: "1 mistake" and "3 mistakes", never "1 mistakes" (Practice's
// progress line said it), in each of the three languages.
void TestLanguage::pluralsInEveryLanguage()
{
    QTemporaryDir dir;
    MainWindow window({}, dir.filePath(QStringLiteral("s.ini")));
    const std::pair<const char *, QStringList> rows[] = {
        { "en", { QStringLiteral("1 mistake"), QStringLiteral("3 mistakes") } },
        { "ja", { QStringLiteral("間違い 1 回"), QStringLiteral("間違い 3 回") } },
        { "zh_CN", { QStringLiteral("错误 1 次"), QStringLiteral("错误 3 次") } },
    };
    for (const auto &[language, said] : rows) {
        window.chooseLanguage(QString::fromLatin1(language));
        QCOMPARE(PracticeWords::mistakes(1), said.at(0));
        QCOMPARE(PracticeWords::mistakes(3), said.at(1));
    }
    window.chooseLanguage(QStringLiteral("en"));
}

// A button names one key, not two: in Japanese and Chinese a mnemonic is written "(&X)", so a
// button that also names its board key ("(A)", "(Esc)") showed two letters.
void TestLanguage::oneKeyOnEachButton()
{
    QTemporaryDir dir;
    MainWindow window({}, dir.filePath(QStringLiteral("s.ini")));
    const QRegularExpression key(QStringLiteral("[(（]\\s*(?:[A-Z]|Esc|Space|Enter)\\s*[)）]"));
    for (const char *language : { "ja", "zh_CN" }) {
        window.chooseLanguage(QString::fromLatin1(language));
        for (const QPushButton *b : window.findChildren<QPushButton *>()) {
            const QString shown = QString(b->text()).remove(u'&');
            int keys = 0;
            for (auto it = key.globalMatch(shown); it.hasNext(); it.next())
                ++keys;
            QVERIFY2(keys <= 1, qPrintable(shown));
        }
    }
    window.chooseLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
