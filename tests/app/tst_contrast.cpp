// SPDX-License-Identifier: GPL-3.0-or-later
// Every text of the window reads at 4.5:1 or better against what it stands on, in both themes,
// measured from the palette and the theme the window really uses (WCAG 2 contrast ratio).
#include "platform/themepalette.h"
#include "theme.h"

#include <QApplication>
#include <QStyleFactory>
#include <QtTest>

using namespace nq;

class TestContrast : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion"))); }
    void ratioIsWcags();
    void textReads_data();
    void textReads();
};

void TestContrast::ratioIsWcags()
{
    QCOMPARE(qRound(Theme::contrast(Qt::black, Qt::white) * 10), 210);
    QCOMPARE(Theme::contrast(Qt::red, Qt::red), 1.0);
    QCOMPARE(Theme::inkOn(Qt::yellow), QColor(Qt::black));
    QCOMPARE(Theme::inkOn(QColor(0, 0, 128)), QColor(Qt::white));
}

void TestContrast::textReads_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("light") << int(Theme::Light);
    QTest::newRow("dark") << int(Theme::Dark);
}

void TestContrast::textReads()
{
    QFETCH(int, kind);
    const Theme theme = Theme::of(Theme::Kind(kind));
    const QPalette p = ThemePalette::of(theme);
    struct Pair
    {
        const char *what;
        QColor text, ground;
    };
    const Pair pairs[] = {
        { "window text", p.color(QPalette::WindowText), p.color(QPalette::Window) },
        { "text in fields and lists", p.color(QPalette::Text), p.color(QPalette::Base) },
        { "button text", p.color(QPalette::ButtonText), p.color(QPalette::Button) },
        { "selected text (the step log's current step)", p.color(QPalette::HighlightedText),
          p.color(QPalette::Highlight) },
        { "placeholder text (step numbers, empty fields)", p.color(QPalette::PlaceholderText),
          p.color(QPalette::Base) },
        { "the pseudocode's current line", Theme::inkOn(theme.consider), theme.consider },
        { "figures in a filled data cell", theme.onConsider(), theme.consider },
        { "coordinates beside the board", theme.coordinates, theme.background },
        { "tooltips", p.color(QPalette::ToolTipText), p.color(QPalette::ToolTipBase) },
        { "greyed-out labels", p.color(QPalette::Disabled, QPalette::WindowText),
          p.color(QPalette::Disabled, QPalette::Window) },
        { "greyed-out buttons", p.color(QPalette::Disabled, QPalette::ButtonText),
          p.color(QPalette::Disabled, QPalette::Button) },
    };
    for (const Pair &pair : pairs) {
        const double ratio = Theme::contrast(pair.text, pair.ground);
        QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: %2 on %3 is %4:1")
                                                  .arg(QString::fromLatin1(pair.what),
                                                       pair.text.name(), pair.ground.name())
                                                  .arg(ratio, 0, 'f', 2)));
    }
}

QTEST_MAIN(TestContrast)
#include "tst_contrast.moc"
