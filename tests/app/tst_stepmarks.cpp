// SPDX-License-Identifier: GPL-3.0-or-later
// The marks of a step are drawn once: the window's board and a picture exported at the same
// step mark the same squares, for a square tested, a conflict, a queen put and one taken back.
#include "board/boardscene.h"
#include "board/items/boarditem.h"
#include "boardexport.h"
#include "boardrenderer.h"
#include "firstevents.h"
#include "playback/stepplayer.h"
#include "squaremeans.h"
#include "window/exportcontroller.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QPainter>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace nq;

namespace {

constexpr int kSquarePx = 60;
constexpr int kN = 6;

// The board as the window's scene draws it, a square kSquarePx wide.
QImage sceneImage(BoardScene *scene)
{
    BoardItem *board = scene->board();
    const QRectF source = board->mapRectToScene(board->boardRect());
    QImage image(kN * kSquarePx, kN * kSquarePx, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene->render(&painter, QRectF(image.rect()), source);
    return image;
}

} // namespace

class TestStepMarks : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void anExportShowsTheStepTheBoardShows_data();
    void anExportShowsTheStepTheBoardShows();
    void marksAreDecidedOnce();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestStepMarks::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestStepMarks::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestStepMarks::anExportShowsTheStepTheBoardShows_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("marked"); // the step leaves a mark of its own on some square
    QTest::newRow("consider") << int(EventKind::Consider) << true;
    QTest::newRow("conflict") << int(EventKind::Conflict) << true;
    QTest::newRow("place") << int(EventKind::Place) << true; // the square tinted
    QTest::newRow("remove") << int(EventKind::Remove) << true; // the circle where it stood
}

void TestStepMarks::anExportShowsTheStepTheBoardShows()
{
    QFETCH(int, kind);
    QFETCH(bool, marked);
    // The first step of that kind past the run's first backtrack, so queens stand on the board.
    RunOptions run;
    run.n = kN;
    std::vector<EventKind> kinds;
    test::forFirstEvents(AlgorithmId::Backtracking, run, 400,
                         [&](const StepEvent &e) { kinds.push_back(e.kind); });
    const auto backtrack = std::find(kinds.begin(), kinds.end(), EventKind::Remove);
    QVERIFY(backtrack != kinds.end());
    const auto at = std::find(backtrack, kinds.end(), EventKind(kind));
    QVERIFY(at != kinds.end());
    const std::int64_t step = (at - kinds.begin()) + 1; // the position after that event

    m_window->setup(AlgorithmId::Backtracking, kN, SolveMode::All);
    m_window->scene()->setShowCoordinates(false);
    StepPlayer *player = m_window->player();
    player->seek(step);
    QTRY_COMPARE(player->position(), step);
    QCOMPARE(int(player->state().last.kind), kind);

    // The window's board, and the picture File > Export writes of it.
    const QImage scene = sceneImage(m_window->scene());
    BoardPicture options;
    options.coordinates = false;
    options.marks.attacks = m_window->findChild<QAction *>(QStringLiteral("attacks"))->isChecked();
    options.theme = m_window->scene()->theme();
    const int pixels = 480;
    const QString path = m_dir->filePath(QStringLiteral("step.png"));
    QString error;
    QVERIFY2(m_window->exporter()->exportBoard(path, options, pixels, &error), qPrintable(error));
    const QImage exported(path);
    QCOMPARE(exported.width(), pixels);
    options.board.assign(kN, -1); // the size, for the geometry below (the export sets the rest)
    const qreal s = pixels / BoardRenderer::extent(options);
    const qreal margin = BoardRenderer::margin(options) * s;

    const std::vector<QColor> inScene = test::squareMeans(scene, kN, QPointF(0, 0), kSquarePx);
    const std::vector<QColor> inPicture
        = test::squareMeans(exported, kN, QPointF(margin, margin), s);
    for (std::size_t i = 0; i < inScene.size(); ++i) {
        QVERIFY2(test::distance(inScene[i], inPicture[i]) <= 14,
                 qPrintable(QStringLiteral("square (%1, %2): board %3, picture %4")
                                .arg(i / kN + 1)
                                .arg(i % kN + 1)
                                .arg(inScene[i].name(), inPicture[i].name())));
    }

    // The mark is really there: drawn without the step's marks, its square looks otherwise.
    BoardPicture unmarked = options;
    unmarked.board = player->state().board();
    const QImage plain = BoardRenderer::image(unmarked, pixels);
    const std::vector<QColor> inPlain = test::squareMeans(plain, kN, QPointF(margin, margin), s);
    const StoredEvent &last = player->state().last;
    const std::size_t square = std::size_t(last.row * kN + last.col);
    if (marked)
        QVERIFY2(test::distance(inPlain[square], inPicture[square]) > 20,
                 qPrintable(inPlain[square].name() + u' ' + inPicture[square].name()));
    else
        QVERIFY(test::distance(inPlain[square], inPicture[square]) <= 2);
}

void TestStepMarks::marksAreDecidedOnce()
{
    // A conflict marks the tested square, the line from its attacker and the attacker.
    StoredEvent conflict;
    conflict.kind = EventKind::Conflict;
    conflict.row = 2;
    conflict.col = 1;
    conflict.byRow = 0;
    conflict.byCol = 3;
    using Shape = StepMarks::Shape;
    const std::vector<Shape> shapes = StepMarks::after(conflict, false).shapes(kN);
    const std::vector<Shape> expected { { Shape::Conflict, { 2, 1 } },
                                        { Shape::AttackLine, { 2, 1 }, { 0, 3 } },
                                        { Shape::Attacker, { 0, 3 } } };
    QVERIFY(shapes == expected);
    // Off the board, nothing; a queen put or taken back, its square; a solution, the frame.
    conflict.row = kN;
    QVERIFY(StepMarks::after(conflict, false).shapes(kN).empty());
    StoredEvent place;
    place.kind = EventKind::Place;
    place.row = place.col = 1;

    place.kind = EventKind::Remove;
    QVERIFY((StepMarks::after(place, false).shapes(kN)
             == std::vector<Shape> { { Shape::Lifted, { 1, 1 } } }));
    const QString lifted = StepMarks::svg(StepMarks::after(place, false).shapes(kN), kN,
                                          QPointF(0, 0), 10, Theme::of(Theme::Light));
    QVERIFY(lifted.contains(QStringLiteral("class=\"lifted\" cx=\"15.00\" cy=\"15.00\"")));
    StoredEvent solution;
    solution.kind = EventKind::Solution;
    QCOMPARE(StepMarks::after(solution, false).shapes(kN).front().kind, Shape::SolutionFrame);
    // The SVG of a conflict holds the hatched square and the attacker's ring.
    const QString svg = StepMarks::svg(StepMarks::after(StoredEvent(conflict), false).shapes(8), 8,
                                       QPointF(0, 0), 10, Theme::of(Theme::Light));
    QVERIFY(svg.contains(QStringLiteral("class=\"conflict\" x=\"10.00\" y=\"60.00\"")));
    QVERIFY(svg.contains(QStringLiteral("class=\"attacker\" cx=\"35.00\" cy=\"5.00\"")));

    // A whole SVG file of a board at a conflict is well-formed and holds the marks.
    BoardPicture picture;
    picture.board = { 1, 3, -1, -1, -1, -1 };
    conflict.row = 2;
    picture.step = StepMarks::after(conflict, false);
    const QByteArray file = BoardExport::svg({ picture }, 1, QString());
    QXmlStreamReader xml(file);
    QStringList classes;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement)
            classes << xml.attributes().value(QStringLiteral("class")).toString();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(classes.contains(QStringLiteral("conflict")));
    QVERIFY(classes.contains(QStringLiteral("attack-line")));
    QVERIFY(classes.contains(QStringLiteral("attacker")));
}

QTEST_MAIN(TestStepMarks)
#include "tst_stepmarks.moc"
