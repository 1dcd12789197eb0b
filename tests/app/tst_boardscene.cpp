// SPDX-License-Identifier: GPL-3.0-or-later
// The board scene given states, with no player: queens on exactly the squares asked for, the
// theme's square colours in a rendered picture, attacked squares marked, covering sets, a
// large board drawn as one image, and a symmetry animation that ends on its target.
#include "board/boardscene.h"
#include "board/items/boarditem.h"
#include "board/items/squaresitem.h"
#include "boardpainter.h"
#include "playback/stepplayer.h"
#include "playstate.h"
#include "symmetry.h"

#include <QPainter>
#include <QtTest>

using namespace nq;

namespace {

std::vector<Square> sorted(std::vector<Square> squares)
{
    std::sort(squares.begin(), squares.end(),
              [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    return squares;
}

std::vector<Square> squaresOf(const Placement &p)
{
    std::vector<Square> out;
    for (int r = 0; r < int(p.size()); ++r) {
        if (p[std::size_t(r)] >= 0)
            out.push_back({ r, p[std::size_t(r)] });
    }
    return out;
}

// The colour in a corner of a square, as the scene draws it (away from queens and marks' centres).
QRgb corner(BoardScene &scene, int n, int row, int col)
{
    const int side = 40 * n;
    QImage image(side, side, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    scene.render(&p, QRectF(0, 0, side, side), scene.board()->boardRect());
    p.end();
    return image.pixel(col * 40 + 4, row * 40 + 4);
}

} // namespace

class TestBoardScene : public QObject
{
    Q_OBJECT

private slots:
    void queensWhereAsked();
    void squareColoursFollowTheTheme();
    void attackedSquaresAreMarked();
    void coveringSets();
    void stateFromAPlayState();
    void largeBoardIsOneImage();
    void symmetryEndsOnTarget();
    void cursorHintAndTestedSquareDifferInShape();
    void heldBoardsShowTheLegendsMarks();
    void aSolvedFrameLeavesTheNumbersWhole();
};

void TestBoardScene::heldBoardsShowTheLegendsMarks()
{
    // A board picked in the browser or put by hand draws what the legend promises: a solution
    // its frame (in the solution colour round the edge), queens that attack each other the
    // dashed line from the attacker (the conflict colour between them).
    BoardScene scene;
    const int n = 8, k = 40, margin = 20;
    const Theme theme = scene.theme();
    auto render = [&] {
        QImage image(n * k + 2 * margin, n * k + 2 * margin, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        const QRectF board = scene.board()->boardRect();
        const qreal unit = board.width() / (n * k);
        scene.render(&p, QRectF(0, 0, image.width(), image.height()),
                     board.adjusted(-margin * unit, -margin * unit, margin * unit, margin * unit));
        return image;
    };
    auto near = [](QRgb a, const QColor &b) {
        return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green())
            + std::abs(qBlue(a) - b.blue())
            < 60;
    };
    auto hits = [&](const QImage &image, const QRect &area, const QColor &colour) {
        int count = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                count += near(image.pixel(x, y), colour);
        return count;
    };
    // Along the top edge, between the squares and the margin.
    const QRect edge(margin + k, margin - 6, 6 * k, 10);
    scene.showPlacement({ 0, 4, 7, 5, 2, 6, 1, 3 });
    QVERIFY2(hits(render(), edge, theme.solution) > 100,
             qPrintable(QString::number(hits(render(), edge, theme.solution))));
    scene.showPlacement({ 0, 4, 7, 5, 2, 6, 1, -1 }); // one row short: no frame
    QCOMPARE(hits(render(), edge, theme.solution), 0);
    // Explore: (1, 1) and (3, 3) on one diagonal: the line between them, through (2, 2).
    scene.showPlacement({ 0, -1, 2, -1, -1, -1, -1, -1 }, {}, true);
    const QRect between(margin + k + k / 2 - 6, margin + k + k / 2 - 6, 12, 12);
    QVERIFY(hits(render(), between, theme.conflict) > 10);
}

void TestBoardScene::aSolvedFrameLeavesTheNumbersWhole()
{
    // Issue 38: the green frame of a solved board covered the right half of the row numbers.
    // The numbers' ink in the margins is the same with the frame (8 queens) as without it (7),
    // while the frame itself is drawn.
    BoardScene scene;
    const int n = 8, k = 60;
    const Theme theme = scene.theme();
    scene.showPlacement({ 0, 4, 7, 5, 2, 6, 1, -1 }); // (the board has its size from here)
    const QRectF board = scene.board()->boardRect();
    const qreal unit = board.width() / (n * k);
    const int margin = int(std::ceil(SquaresItem::margin() / unit)) + 2;
    auto render = [&] {
        QImage image(n * k + 2 * margin, n * k + 2 * margin, QImage::Format_ARGB32);
        image.fill(theme.background);
        QPainter p(&image);
        scene.render(&p, QRectF(0, 0, image.width(), image.height()),
                     board.adjusted(-margin * unit, -margin * unit, margin * unit, margin * unit));
        return image;
    };
    auto distance = [](QRgb a, const QColor &b) {
        return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green())
            + std::abs(qBlue(a) - b.blue());
    };
    // The numbers' ink (antialiased, nearer the coordinates' colour than the paper's) in the
    // margins, short of the board's own outline; and how much of it the frame changes.
    const QRect rows(0, margin, margin - 2, n * k);
    const QRect columns(margin, 0, n * k, margin - 2);
    scene.showPlacement({ 0, 4, 7, 5, 2, 6, 1, -1 });
    const QImage open = render();
    scene.showPlacement({ 0, 4, 7, 5, 2, 6, 1, 3 });
    const QImage solved = render();
    auto inkAndCovered = [&](const QRect &area) {
        int ink = 0, covered = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x) {
                const QRgb a = open.pixel(x, y);
                if (distance(a, theme.coordinates) < distance(a, theme.background)) {
                    ++ink;
                    covered += solved.pixel(x, y) != a;
                }
            }
        return std::pair { ink, covered };
    };
    for (const QRect &margin : { rows, columns }) {
        const auto [ink, covered] = inkAndCovered(margin);
        QVERIFY2(
            ink > 50 && covered == 0,
            qPrintable(
                QStringLiteral("%1 of %2 pixels of the numbers covered").arg(covered).arg(ink)));
    }
    // The frame is there all the same, along the left edge.
    int frame = 0;
    for (int y = margin; y < margin + n * k; ++y)
        for (int x = margin - k / 4; x < margin; ++x)
            frame += distance(solved.pixel(x, y), theme.solution) < 60;
    QVERIFY2(frame > n * k, qPrintable(QString::number(frame)));
}

void TestBoardScene::queensWhereAsked()
{
    BoardScene scene;
    const Placement solution { 0, 4, 7, 5, 2, 6, 1, 3 };
    scene.showPlacement(solution);
    QCOMPARE(sorted(scene.queenSquares()), squaresOf(solution));
    const Placement partial { 1, -1, -1, 2, -1 };
    scene.showPlacement(partial);
    QCOMPARE(sorted(scene.queenSquares()), squaresOf(partial));
    QCOMPARE(scene.board()->size(), 5);
}

void TestBoardScene::squareColoursFollowTheTheme()
{
    for (const Theme::Kind kind : { Theme::Light, Theme::Dark }) {
        BoardScene scene;
        const Theme theme = Theme::of(kind);
        scene.setTheme(theme);
        scene.showPlacement(Placement(4, -1));
        QCOMPARE(corner(scene, 4, 0, 0), theme.lightSquare.rgb());
        QCOMPARE(corner(scene, 4, 0, 1), theme.darkSquare.rgb());
        QCOMPARE(corner(scene, 4, 3, 3), theme.lightSquare.rgb());
    }
}

void TestBoardScene::attackedSquaresAreMarked()
{
    BoardScene scene;
    const Theme theme = Theme::of(Theme::Light);
    scene.setTheme(theme);
    scene.board()->setChoices({}); // attacks shown
    scene.showPlacement({ 0, -1, -1, -1 }); // a queen in the corner
    QVERIFY(scene.board()->isAttacked(3, 3)); // its diagonal
    QVERIFY(!scene.board()->isAttacked(2, 1)); // a knight's move away
    QCOMPARE(corner(scene, 4, 3, 3), BoardPainter::attackedColour(theme, theme.lightSquare).rgb());
    QCOMPARE(corner(scene, 4, 2, 1), theme.darkSquare.rgb()); // a dark square, untouched
    ViewChoices off;
    off.attacks = false;
    scene.board()->setChoices(off);
    QCOMPARE(corner(scene, 4, 3, 3), theme.lightSquare.rgb());
}

void TestBoardScene::coveringSets()
{
    BoardScene scene;
    // Three queens cover 5 x 5 (a minimum dominating set).
    const std::vector<Square> queens { { 0, 0 }, { 2, 2 }, { 4, 4 } };
    scene.showSquareSet(5, queens);
    QCOMPARE(sorted(scene.queenSquares()), queens);
    QCOMPARE(scene.board()->coverAt(2, 2), 3); // the centre: its own queen and both others
    QCOMPARE(scene.board()->coverAt(0, 1), 1);
    QCOMPARE(scene.board()->coverAt(1, 3), 1); // (1, 3) is on the anti-diagonal of (2, 2)
    scene.showSquareSet(5, { { 0, 0 } });
    QCOMPARE(scene.board()->coverAt(1, 2), 0); // not covered by one corner queen
}

void TestBoardScene::stateFromAPlayState()
{
    BoardScene scene;
    PlayState state(6, false);
    StoredEvent put;
    put.kind = EventKind::Place;
    put.row = 0;
    put.col = 1;
    state.apply(put);
    put.row = 1;
    put.col = 3;
    state.apply(put);
    StepChange change;
    change.reset = true;
    scene.showState(state, change);
    QCOMPARE(sorted(scene.queenSquares()), (std::vector<Square> { { 0, 1 }, { 1, 3 } }));
    QVERIFY(scene.board()->isAttacked(2, 2)); // on the diagonal of (1, 3)
}

void TestBoardScene::cursorHintAndTestedSquareDifferInShape()
{
    // The tested square is a whole outline, the keyboard's cursor four corners, a hint a ring:
    // each told apart by where its colour is, not only by the colour.
    BoardScene scene;
    const int n = 8, k = 40;
    const Theme theme = scene.theme();
    auto render = [&] {
        QImage image(n * k, n * k, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        scene.render(&p, QRectF(0, 0, n * k, n * k), scene.board()->boardRect());
        return image;
    };
    auto near = [](QRgb a, const QColor &b) {
        return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green())
            + std::abs(qBlue(a) - b.blue())
            < 60;
    };
    auto count = [&](const QImage &image, const QColor &colour) {
        int hits = 0;
        for (int y = 3 * k; y < 4 * k; ++y)
            for (int x = 3 * k; x < 4 * k; ++x)
                hits += near(image.pixel(x, y), colour);
        return hits;
    };
    const QPoint corner(3 * k + 2, 3 * k + 2), edgeMiddle(3 * k + k / 2, 3 * k + 2);
    scene.showPlacement(Placement(n, -1), BoardMarker::at({ 3, 3 }, BoardMarker::Cursor));
    QImage image = render();
    QVERIFY(near(image.pixel(corner), theme.consider));
    QVERIFY(!near(image.pixel(edgeMiddle), theme.consider)); // corners only
    scene.showPlacement(Placement(n, -1), BoardMarker::at({ 3, 3 }, BoardMarker::Hint));
    image = render();
    QVERIFY(!near(image.pixel(corner), theme.consider));
    QVERIFY(count(image, theme.solution) > k); // a ring in the solution's colour
    QCOMPARE(count(image, theme.consider), 0);
    PlayState state(Algorithms::info(AlgorithmId::Backtracking), n);
    StoredEvent tested;
    tested.kind = EventKind::Consider;
    tested.row = tested.col = 3;
    state.apply(tested);
    scene.showState(state, StepChange {});
    image = render();
    QVERIFY(near(image.pixel(corner), theme.consider));
    QVERIFY(near(image.pixel(edgeMiddle), theme.consider)); // the whole outline
    QCOMPARE(scene.board()->marker().kind, BoardMarker::None);
}

void TestBoardScene::largeBoardIsOneImage()
{
    BoardScene scene;
    const int n = 100;
    QVERIFY(n > BoardPainter::kImageAbove);
    Placement board(std::size_t(n), -1);
    for (int r = 0; r < n; r += 10)
        board[std::size_t(r)] = (r * 3) % n;
    scene.showPlacement(board);
    QCOMPARE(int(scene.queenSquares().size()), n / 10); // drawn by the board, still told
    QVERIFY(scene.board()->isAttacked(1, 0)); // under the queen of row 0, column 0
    // One pixel a square: the queen's square has the queen's colour.
    const Theme theme = scene.theme();
    QImage image(n, n, QImage::Format_ARGB32);
    QPainter p(&image);
    scene.render(&p, QRectF(0, 0, n, n), scene.board()->boardRect());
    p.end();
    QCOMPARE(image.pixel(30 * 3 % n, 30), theme.queen.rgb());
}

void TestBoardScene::symmetryEndsOnTarget()
{
    BoardScene scene;
    const Placement from { 1, 3, 0, 2 };
    const Placement to = Symmetry::apply(Transform::MirrorVertical, from); // left and right swap
    scene.showPlacement(from);
    scene.animateTransform(from, to, Transform::MirrorVertical, 200);
    QTRY_VERIFY_WITH_TIMEOUT(!scene.isTransforming(), 3000);
    QCOMPARE(sorted(scene.queenSquares()), squaresOf(to));
}

QTEST_MAIN(TestBoardScene)
#include "tst_boardscene.moc"
