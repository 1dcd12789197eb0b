// SPDX-License-Identifier: GPL-3.0-or-later
// A picture of the window compared pixel for pixel with the one kept in tests/data/golden/.
// NQ_UPDATE_GOLDENS=1 writes the picture instead (look at it before committing it). The test's
// main() pins the fonts to DejaVu (tests/data/golden/fonts.conf) before the application starts.
#pragma once

#include <QDir>
#include <QImage>
#include <QString>
#include <QtTest>

#include "testdata.h"

namespace nq::test {

inline void compareWithGolden(const QImage &picture, const QString &name)
{
    const QImage shot = picture.convertToFormat(QImage::Format_RGB32);
    const QString path = testData(QStringLiteral("golden/%1.png").arg(name));
    if (qEnvironmentVariableIsSet("NQ_UPDATE_GOLDENS")) {
        QVERIFY(shot.save(path));
        QSKIP("picture written");
    }
    QImage golden(path);
    QVERIFY2(!golden.isNull(), qPrintable(path));
    golden = golden.convertToFormat(QImage::Format_RGB32);
    QCOMPARE(shot.size(), golden.size());
    int differ = 0;
    QPoint first(-1, -1);
    for (int y = 0; y < shot.height(); ++y) {
        for (int x = 0; x < shot.width(); ++x) {
            if (shot.pixel(x, y) != golden.pixel(x, y)) {
                if (differ++ == 0)
                    first = QPoint(x, y);
            }
        }
    }
    if (differ > 0) {
        const QString out = QDir::temp().filePath(QStringLiteral("golden-%1.png").arg(name));
        shot.save(out);
        QFAIL(qPrintable(QStringLiteral("%1 pixels differ, the first at (%2, %3); this run's "
                                        "picture: %4")
                             .arg(differ)
                             .arg(first.x())
                             .arg(first.y())
                             .arg(out)));
    }
}

/// Only the DejaVu fonts: a font another package brings (imagemagick brings Noto Sans Mono,
/// which fontconfig then prefers for monospace) would change the pictures. Before QApplication.
inline void pinGoldenFonts()
{
    qputenv("FONTCONFIG_FILE", QFile::encodeName(testData(QStringLiteral("golden/fonts.conf"))));
}

} // namespace nq::test
