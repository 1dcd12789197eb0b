// SPDX-License-Identifier: GPL-3.0-or-later
// Every text of the window reads at 4.5:1 or better against what it stands on, in both themes,
// measured from the palette and the theme the window really uses (WCAG 2 contrast ratio).
#include "boardpainter.h"
#include "platform/themepalette.h"
#include "theme.h"

#include <QPainter>
#include <QPainterPath>

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
    void marksRead_data();
    void marksRead();
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
        QVERIFY2(ratio >= 4.5,
                 qPrintable(
                     QStringLiteral("%1: %2 on %3 is %4:1")
                         .arg(QString::fromLatin1(pair.what), pair.text.name(), pair.ground.name())
                         .arg(ratio, 0, 'f', 2)));
    }
}

void TestContrast::marksRead_data()
{
    QTest::addColumn<int>("kind");
    for (const Theme::Kind k : { Theme::Light, Theme::Dark, Theme::Print })
        QTest::newRow(qPrintable(Theme::name(k))) << int(k);
}

// Every mark's line stands at least 4.5:1 from what touches it, on either square colour: the
// halo under it is black or white, whichever stands out more. Measured twice: from the
// palette, and in the pixels of a mark painted on a light and on a dark square.
void TestContrast::marksRead()
{
    QFETCH(int, kind);
    const Theme theme = Theme::of(Theme::Kind(kind));
    for (const auto &[mark, ink] : BoardPainter::markInks(theme)) {
        const QColor halo = BoardPainter::haloFor(ink);
        QVERIFY2(Theme::contrast(ink, halo) >= 4.5,
                 qPrintable(QStringLiteral("mark %1: %2 on %3 is %4:1")
                                .arg(int(mark))
                                .arg(ink.name(), halo.name())
                                .arg(Theme::contrast(ink, halo), 0, 'f', 2)));
    }
    // The tested square's outline painted on each square colour: walking in from the edge, the
    // line's colour is met only after the halo's.
    for (const QColor &square : { theme.lightSquare, theme.darkSquare }) {
        QImage image(100, 100, QImage::Format_ARGB32);
        image.fill(square);
        QPainter p(&image);
        BoardPainter::paintConsider(&p, QRectF(0, 0, 100, 100), theme);
        p.end();
        const QColor halo = BoardPainter::haloFor(theme.consider);
        int firstInk = -1, firstHalo = -1, afterInk = -1;
        for (int x = 0; x < 50; ++x) {
            const QColor c = image.pixelColor(x, 50);
            if (c == halo && firstHalo < 0)
                firstHalo = x;
            if (c == theme.consider && firstInk < 0)
                firstInk = x;
            if (firstInk >= 0 && c != theme.consider && afterInk < 0)
                afterInk = x;
        }
        QVERIFY2(firstHalo >= 0 && firstInk > firstHalo, qPrintable(square.name()));
        QCOMPARE(image.pixelColor(afterInk, 50), halo); // the halo inside the line too
    }
}

QTEST_MAIN(TestContrast)
#include "tst_contrast.moc"
