// SPDX-License-Identifier: GPL-3.0-or-later
// How a projector's width is shared (window/projectorsplit.h), without a window: every split
// adds up to the screen, the board keeps its share, the step log goes under the board where
// it would be too narrow beside it.
#include "window/projectorsplit.h"

#include <QtTest>

using namespace nq;

class TestProjectorSplit : public QObject
{
    Q_OBJECT

private slots:
    void splits_data();
    void splits();
};

namespace {
// The room of a screen as PresentationLayout measures it (8 x 8, the board's ruler 50 px).
ProjectorSplit::Room roomOf(int width, int height)
{
    const double scale = std::max(1.0, height / 768.0);
    auto px = [scale](int v) { return int(v * scale); };
    ProjectorSplit::Room r;
    r.width = width;
    r.height = height;
    r.high = height - 124;
    r.margins = 8;
    r.separator = 4;
    r.boardView70 = int(height * 0.705) + 50;
    r.boardView61 = int(height * 0.61) + 50;
    r.leastColumn = px(340);
    r.comfortableColumn = px(560);
    r.leastSide = px(150);
    r.leastLogBeside = px(300);
    r.leastLogHeight = px(60);
    return r;
}
} // namespace

void TestProjectorSplit::splits_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("side");
    QTest::addColumn<bool>("under");
    for (const QSize s : { QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080) }) {
        const bool narrow = s.width() < 1300;
        QTest::addRow("%dx%d alone", s.width(), s.height())
            << s.width() << s.height() << 0 << false;
        QTest::addRow("%dx%d log", s.width(), s.height()) << s.width() << s.height() << 1 << narrow;
        QTest::addRow("%dx%d tree", s.width(), s.height()) << s.width() << s.height() << 2 << false;
    }
}

void TestProjectorSplit::splits()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, side);
    QFETCH(bool, under);
    const ProjectorSplit::Room room = roomOf(width, height);
    const ProjectorSplit s = ProjectorSplit::of(room, ProjectorSplit::Side(side), 400);
    QCOMPARE(s.under, under);
    // Everything adds up to the screen's width.
    const int beside = s.sideWidth > 0 ? s.sideWidth + room.separator : 0;
    QCOMPARE(beside + s.view + s.column + room.margins + room.separator, width);
    QVERIFY(s.view >= 400 - room.margins);
    // The board keeps its share of the height, its timeline a third of the width.
    QVERIFY(s.view >= (side == 0 ? std::min(room.boardView70, room.high) : room.boardView61));
    QVERIFY(s.view >= width / 3);
    QVERIFY2(s.column >= room.leastColumn - 40,
             qPrintable(QStringLiteral("the column is %1 px").arg(s.column)));
    if (side == 0) {
        QCOMPARE(s.sideWidth, 0);
        QCOMPARE(s.logHeight, 0);
    } else if (under) {
        QCOMPARE(s.sideWidth, 0);
        QVERIFY(s.logHeight >= room.leastLogHeight);
        QVERIFY(s.view + room.separator + s.logHeight <= room.high + room.leastLogHeight);
    } else {
        QVERIFY(s.sideWidth >= room.leastSide);
        QVERIFY(s.sideWidth <= width * (side == 2 ? 42 : 30) / 100);
        if (side == 1) // beside only where its words have room
            QVERIFY(s.sideWidth >= room.leastLogBeside);
    }
}

QTEST_APPLESS_MAIN(TestProjectorSplit)
#include "tst_projectorsplit.moc"
