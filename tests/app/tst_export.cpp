// SPDX-License-Identifier: GPL-3.0-or-later
// Pictures of boards as files: pixels, SVG elements, PDF pages, and nothing left on failure.
#include "boardexport.h"
#include "solutioncatalog.h"

#include <QFile>
#include <QFontMetricsF>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace nq;

namespace {

BoardPicture eightQueens()
{
    BoardPicture p;
    p.board = { 0, 4, 7, 5, 2, 6, 1, 3 };
    return p;
}

// The box around every pixel that is not the page's white.
QRect inkBox(const QImage &image)
{
    QRect box;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).lightness() < 245)
                box |= QRect(x, y, 1, 1);
    return box;
}

// A PDF's first page as pixels, drawn by poppler (a real reader, not our own code).
QImage pdfPage(const QString &pdf, const QString &prefix)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (tool.isEmpty())
        return {};
    QProcess::execute(tool,
                      { QStringLiteral("-r"), QStringLiteral("30"), QStringLiteral("-png"),
                        QStringLiteral("-singlefile"), pdf, prefix });
    return QImage(prefix + QStringLiteral(".png"));
}

int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    return int(QString::fromLatin1(pdf).count(page));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void pngShowsTheQueens();
    void givenQueensAreFramed();
    void transparentBackground();
    void svgHoldsTheQueens();
    void pdfBoardAndSheets();
    void unwritablePathLeavesNoFile();
    void unknownFormat();
    void aStoppedWriteLeavesTheFile();
    void solutionsAsTextAndCsv();
    void largeBoardsAsOneImage();
    void captionUnderABoard();
    void pdfBoardFillsThePage();
    void sheetCaptionsGiveThePlacement();
    void longCaptionsWrap();

private:
    QTemporaryDir m_dir;
};

void TestExport::pngShowsTheQueens()
{
    const BoardPicture picture = eightQueens();
    const QString path = m_dir.filePath(QStringLiteral("board.png"));
    QString error;
    QVERIFY2(BoardExport::writeBoard(path, picture, 480, &error), qPrintable(error));
    QImage image(path);
    QCOMPARE(image.size(), QSize(480, 480));
    const qreal s = 480 / BoardRenderer::extent(picture);
    const qreal m = BoardRenderer::margin(picture) * s;
    auto centre = [&](int r, int c) {
        return image.pixelColor(int(m + (c + 0.5) * s), int(m + (r + 0.5) * s));
    };
    for (int r = 0; r < 8; ++r) {
        const int c = picture.board[std::size_t(r)];
        // An empty square of the same colour on the same row.
        int empty = (c + 2) % 8;
        QCOMPARE(centre(r, empty),
                 ((r + empty) & 1) == 0 ? picture.theme.lightSquare : picture.theme.darkSquare);
        QVERIFY2(centre(r, c) != centre(r, empty), qPrintable(QString::number(r)));
    }
}

void TestExport::givenQueensAreFramed()
{
    // A worksheet's key: the queens that were given stand in a frame of the coordinates' colour,
    // drawn just inside their square; the placed ones do not.
    BoardPicture picture = eightQueens();
    picture.theme = Theme::of(Theme::Print);
    picture.given = { { 0, picture.board[0] }, { 3, picture.board[3] } };
    const QImage image = BoardRenderer::image(picture, 480);
    const qreal s = 480 / BoardRenderer::extent(picture);
    const qreal m = BoardRenderer::margin(picture) * s;
    // A point in the frame: a twentieth of a square in from the left edge, half way down.
    auto frame = [&](int r) {
        const int c = picture.board[std::size_t(r)];
        return image.pixelColor(int(m + (c + 0.05) * s), int(m + (r + 0.5) * s));
    };
    for (int r = 0; r < 8; ++r) {
        const bool given = r == 0 || r == 3;
        const int c = picture.board[std::size_t(r)];
        const QColor square
            = ((r + c) & 1) == 0 ? picture.theme.lightSquare : picture.theme.darkSquare;
        QVERIFY2((frame(r) == picture.theme.coordinates) == given,
                 qPrintable(QStringLiteral("row %1: %2 (frame colour %3)")
                                .arg(r)
                                .arg(frame(r).name(), picture.theme.coordinates.name())));
        if (!given)
            QCOMPARE(frame(r), square);
    }
}

void TestExport::transparentBackground()
{
    BoardPicture picture = eightQueens();
    picture.transparent = true;
    const QImage image = BoardRenderer::image(picture, 200);
    QCOMPARE(image.pixelColor(1, 1).alpha(), 0);
    picture.transparent = false;
    QCOMPARE(BoardRenderer::image(picture, 200).pixelColor(1, 1), picture.theme.background);
}

void TestExport::svgHoldsTheQueens()
{
    const QString path = m_dir.filePath(QStringLiteral("board.svg"));
    QString error;
    QVERIFY2(BoardExport::writeBoard(path, eightQueens(), 0, &error), qPrintable(error));
    QXmlStreamReader xml(readAll(path));
    int queens = 0, squares = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (xml.name() == u"use" && xml.attributes().value(QStringLiteral("class")) == u"queen")
                ++queens;
            if (xml.name() == u"rect")
                ++squares;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(queens, 8);
    QVERIFY(squares >= 64);
}

// Above 64 x 64 the squares and their marks are one image of a pixel per square: a 300 x 300
// board with attacks is one <image> and its queens, not 90,000 rectangles; the PNG still shows
// each queen in its square.
void TestExport::largeBoardsAsOneImage()
{
    BoardPicture picture;
    const int n = 300;
    picture.board.assign(std::size_t(n), -1);
    for (int r = 0; r < n; r += 3)
        picture.board[std::size_t(r)] = (r * 7) % n;
    picture.marks = MarkOptions::sheet(true);
    picture.coordinates = false;
    const QString svg = m_dir.filePath(QStringLiteral("large.svg"));
    QString error;
    QVERIFY2(BoardExport::writeBoard(svg, picture, 0, &error), qPrintable(error));
    QXmlStreamReader xml(readAll(svg));
    int images = 0, queens = 0, rects = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        images += xml.name() == u"image";
        rects += xml.name() == u"rect";
        queens
            += xml.name() == u"use" && xml.attributes().value(QStringLiteral("class")) == u"queen";
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(images, 1);
    QCOMPARE(queens, n / 3);
    QVERIFY(rects < 10);
    const QString png = m_dir.filePath(QStringLiteral("large.png"));
    QVERIFY2(BoardExport::writeBoard(png, picture, 1200, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.width(), 1200);
    const qreal margin = BoardRenderer::margin(picture),
                side = 1200.0 / BoardRenderer::extent(picture);
    auto at = [&](int r, int c) {
        return image.pixelColor(int((margin + c + 0.5) * side), int((margin + r + 0.5) * side));
    };
    const Theme theme = Theme::of(Theme::Light);
    for (int r = 0; r < n; r += 3) {
        const QColor q = at(r, (r * 7) % n);
        QVERIFY2(q == theme.queen || q == theme.conflict, qPrintable(q.name()));
    }
    QVERIFY(at(1, 0) != theme.queen);
    const QString pdf = m_dir.filePath(QStringLiteral("large.pdf"));
    QVERIFY2(BoardExport::writeBoard(pdf, picture, 0, &error), qPrintable(error));
    QVERIFY(readAll(pdf).startsWith("%PDF"));
}

void TestExport::pdfBoardAndSheets()
{
    const QString board = m_dir.filePath(QStringLiteral("board.pdf"));
    QString error;
    QVERIFY2(BoardExport::writeBoard(board, eightQueens(), 0, &error), qPrintable(error));
    QVERIFY(readAll(board).startsWith("%PDF"));
    QCOMPARE(pdfPages(readAll(board)), 1);

    SolutionCatalog catalog;
    QVERIFY(catalog.build(8));
    std::vector<BoardPicture> classes, all;
    for (std::int64_t k = 0; k < catalog.classCount(); ++k) {
        BoardPicture p;
        p.board = catalog.representative(k);
        p.caption = QStringLiteral("Class %1").arg(k + 1);
        classes.push_back(p);
    }
    for (std::int64_t i = 0; i < catalog.solutionCount(); ++i) {
        BoardPicture p;
        p.board = catalog.solution(i);
        all.push_back(p);
    }
    const QString sheet = m_dir.filePath(QStringLiteral("classes.pdf"));
    QVERIFY2(BoardExport::writeSheet(sheet, classes, QStringLiteral("8 x 8"), &error),
             qPrintable(error));
    QVERIFY(readAll(sheet).startsWith("%PDF"));
    QCOMPARE(pdfPages(readAll(sheet)), 1); // 12 boards, 12 a page
    const QString allSheet = m_dir.filePath(QStringLiteral("all.pdf"));
    QVERIFY2(BoardExport::writeSheet(allSheet, all, QStringLiteral("8 x 8"), &error),
             qPrintable(error));
    const int perPage = BoardExport::kSheetColumns * BoardExport::kSheetRows;
    QCOMPARE(pdfPages(readAll(allSheet)), (92 + perPage - 1) / perPage);
    // SVG and PNG sheets are one picture each.
    const QString svgSheet = m_dir.filePath(QStringLiteral("classes.svg"));
    QVERIFY(BoardExport::writeSheet(svgSheet, classes, QStringLiteral("8 x 8"), &error));
    QCOMPARE(QString::fromUtf8(readAll(svgSheet)).count(QStringLiteral("class=\"queen\"")), 12 * 8);
    const QString pngSheet = m_dir.filePath(QStringLiteral("classes.png"));
    QVERIFY(BoardExport::writeSheet(pngSheet, classes, QStringLiteral("8 x 8"), &error));
    QVERIFY(!QImage(pngSheet).isNull());
}

void TestExport::unwritablePathLeavesNoFile()
{
    // A directory that is a file: no one can write there, not even root.
    const QString blocker = m_dir.filePath(QStringLiteral("plain-file"));
    QVERIFY(BoardExport::writeBytes(blocker, "x", nullptr) || true);
    for (const char *name : { "board.png", "board.svg", "board.pdf" }) {
        const QString path = blocker + u'/' + QString::fromLatin1(name);
        QString error;
        QVERIFY(!BoardExport::writeBoard(path, eightQueens(), 300, &error));
        QVERIFY2(error.contains(u"Cannot write") && error.contains(QStringLiteral("plain-file")),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }
    QString error;
    QVERIFY(!BoardExport::writeSheet(blocker + QStringLiteral("/s.pdf"), { eightQueens() },
                                     QStringLiteral("t"), &error));
    QVERIFY(!error.isEmpty());
    // A file that exists is left as it was when the new one cannot be written.
    const QString kept = m_dir.filePath(QStringLiteral("kept.svg"));
    QVERIFY(BoardExport::writeBytes(kept, "old", &error));
    QVERIFY(!BoardExport::writeSheet(kept, {}, QStringLiteral("t"), &error));
    QCOMPARE(readAll(kept), QByteArray("old"));
}

void TestExport::aStoppedWriteLeavesTheFile()
{
    // A job told to stop before its file is complete writes nothing, in every format, and says
    // nothing either (an empty error: given up); the same write not stopped lands.
    const std::atomic_bool stop { true };
    const std::atomic_bool go { false };
    QString error = QStringLiteral("unchanged");
    const QString kept = m_dir.filePath(QStringLiteral("list.txt"));
    QVERIFY(BoardExport::writeBytes(kept, "old", &error));
    QVERIFY(!BoardExport::writeBytes(kept, "new", &error, &stop));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(readAll(kept), QByteArray("old"));
    QVERIFY(BoardExport::writeBytes(kept, "new", &error, &go));
    QCOMPARE(readAll(kept), QByteArray("new"));
    for (const char *name : { "sheet.svg", "sheet.pdf", "sheet.png" }) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QVERIFY(BoardExport::writeBytes(path, "old", &error));
        error = QStringLiteral("unchanged");
        QVERIFY(
            !BoardExport::writeSheet(path, { eightQueens() }, QStringLiteral("t"), &error, &stop));
        QVERIFY2(error.isEmpty(), name);
        QCOMPARE(readAll(path), QByteArray("old"));
        QVERIFY2(BoardExport::writeSheet(path, { eightQueens() }, QStringLiteral("t"), &error, &go),
                 qPrintable(error));
        QVERIFY2(readAll(path).size() > 100, name);
    }
    // No temporary file stays behind.
    const QStringList left
        = QDir(m_dir.path())
              .entryList({ QStringLiteral("sheet.*"), QStringLiteral("list.txt*") }, QDir::Files,
                         QDir::Name);
    QCOMPARE(left,
             QStringList({ QStringLiteral("list.txt"), QStringLiteral("sheet.pdf"),
                           QStringLiteral("sheet.png"), QStringLiteral("sheet.svg") }));
}

void TestExport::unknownFormat()
{
    QString error;
    QVERIFY(!BoardExport::writeBoard(m_dir.filePath(QStringLiteral("board.gif")), eightQueens(),
                                     100, &error));
    QVERIFY(error.contains(u".png"));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("board.gif"))));
}

void TestExport::solutionsAsTextAndCsv()
{
    SolutionCatalog catalog;
    QVERIFY(catalog.build(8));
    const QList<QByteArray> lines = BoardExport::solutionsText(catalog, false).split('\n');
    QCOMPARE(lines.size(), 93); // 92 and the empty piece after the last newline
    QCOMPARE(lines.first(), QByteArray("1 5 8 6 3 7 2 4"));
    QCOMPARE(BoardExport::solutionsText(catalog, true).count('\n'), 12);
    const QList<QByteArray> csv = BoardExport::solutionsCsv(catalog, false).split('\n');
    QCOMPARE(csv.first(),
             QByteArray("solution,class,class_size,transform,row1,row2,row3,row4,"
                        "row5,row6,row7,row8"));
    QCOMPARE(csv.size(), 94);
    QCOMPARE(csv[1].split(',').size(), 12);
    const QString path = m_dir.filePath(QStringLiteral("solutions.csv"));
    QString error;
    QVERIFY(BoardExport::writeBytes(path, BoardExport::solutionsCsv(catalog, true), &error));
    QCOMPARE(readAll(path).count('\n'), 13);
}

void TestExport::longCaptionsWrap()
{
    // A caption longer than its board wraps to more lines at the same size instead of
    // shrinking: the PNG sheet grows by those lines, and the SVG holds each line as a text of
    // the full size, none wider than the board (measured in DejaVu Sans, which the SVG names).
    BoardPicture shortOne = eightQueens();
    shortOne.caption = QStringLiteral("Solution 1");
    BoardPicture longOne = shortOne;
    longOne.caption = QStringLiteral("Solution 1: the queens of this board stand on the squares "
                                     "that a student found by hand in the second lesson");
    QString error;
    const QString a = m_dir.filePath(QStringLiteral("short.png"));
    const QString b = m_dir.filePath(QStringLiteral("long.png"));
    QVERIFY(BoardExport::writeSheet(a, { shortOne, shortOne }, QString(), &error));
    QVERIFY(BoardExport::writeSheet(b, { shortOne, longOne }, QString(), &error));
    const int grown = QImage(b).height() - QImage(a).height();
    QVERIFY2(grown >= 3 * 16, qPrintable(QString::number(grown))); // 16 px lines, 4+ of them
    const QString svg = m_dir.filePath(QStringLiteral("long.svg"));
    QVERIFY(BoardExport::writeSheet(svg, { longOne }, QString(), &error));
    const QString text = QString::fromUtf8(readAll(svg));
    const QRegularExpression line(QStringLiteral("font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>"));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(18);
    const QFontMetricsF metrics(font);
    int lines = 0;
    for (const QRegularExpressionMatch &m : line.globalMatch(text)) {
        if (m.captured(2).size() < 3)
            continue; // the row and column numbers
        ++lines;
        QCOMPARE(m.captured(1).toDouble(), 18.0);
        QVERIFY2(metrics.horizontalAdvance(m.captured(2)) <= 300, qPrintable(m.captured(2)));
    }
    QVERIFY2(lines >= 4, qPrintable(QString::number(lines)));
}

void TestExport::captionUnderABoard()
{
    // Without a caption a PNG is square; with one, the board keeps its size and the caption's
    // ink is under it.
    BoardPicture picture = eightQueens();
    const QString plain = m_dir.filePath(QStringLiteral("plain.png"));
    QString error;
    QVERIFY(BoardExport::writeBoard(plain, picture, 400, &error));
    QCOMPARE(QImage(plain).size(), QSize(400, 400));
    picture.caption = QStringLiteral("Complete this board\n1 5 - - - - - -");
    const QString captioned = m_dir.filePath(QStringLiteral("captioned.png"));
    QVERIFY2(BoardExport::writeBoard(captioned, picture, 400, &error), qPrintable(error));
    const QImage image(captioned);
    QCOMPARE(image.width(), 400);
    QVERIFY(image.height() > 440);
    QCOMPARE(image.copy(0, 0, 400, 400), QImage(plain).convertToFormat(image.format()));
    const QRect ink = inkBox(image.copy(0, 400, 400, image.height() - 400));
    QVERIFY2(ink.height() > 20 && ink.width() > 100,
             qPrintable(QStringLiteral("%1x%2").arg(ink.width()).arg(ink.height())));
    // SVG: the caption's two lines as text under the board.
    const QString svg = m_dir.filePath(QStringLiteral("captioned.svg"));
    QVERIFY(BoardExport::writeBoard(svg, picture, 0, &error));
    const QString text = QString::fromUtf8(readAll(svg));
    QVERIFY(text.contains(QStringLiteral(">Complete this board</text>")));
    QVERIFY(text.contains(QStringLiteral(">1 5 - - - - - -</text>")));
}

void TestExport::pdfBoardFillsThePage()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
        QFAIL("pdftoppm (poppler-utils) is missing: scripts/setup installs it");
    BoardPicture picture = eightQueens();
    picture.caption = QStringLiteral("Eight queens");
    QString error;
    // A4: the board as wide as the margins allow (15 mm of 210), board and caption in the middle.
    const QString a4 = m_dir.filePath(QStringLiteral("a4.pdf"));
    QVERIFY2(BoardExport::writeBoard(a4, picture, 0, &error, BoardExport::Page::A4),
             qPrintable(error));
    const QImage page = pdfPage(a4, m_dir.filePath(QStringLiteral("a4")));
    QVERIFY(!page.isNull());
    QVERIFY(qAbs(qreal(page.height()) / page.width() - 297.0 / 210.0) < 0.02);
    const QRect ink = inkBox(page);
    QVERIFY2(ink.width() > page.width() * 0.8, qPrintable(QString::number(ink.width())));
    QVERIFY2(qAbs(ink.center().y() - page.height() / 2) < page.height() * 0.05,
             qPrintable(QString::number(ink.center().y())));
    // Letter, and the board's own size: a page no larger than the board and its caption.
    const QString letter = m_dir.filePath(QStringLiteral("letter.pdf"));
    QVERIFY(BoardExport::writeBoard(letter, picture, 0, &error, BoardExport::Page::Letter));
    const QImage letterPage = pdfPage(letter, m_dir.filePath(QStringLiteral("letter")));
    QVERIFY(qAbs(qreal(letterPage.height()) / letterPage.width() - 11.0 / 8.5) < 0.02);
    const QString own = m_dir.filePath(QStringLiteral("own.pdf"));
    QVERIFY(BoardExport::writeBoard(own, picture, 0, &error, BoardExport::Page::Board));
    const QImage ownPage = pdfPage(own, m_dir.filePath(QStringLiteral("own")));
    QVERIFY(ownPage.height() > ownPage.width() && ownPage.height() < ownPage.width() * 1.2);
    QVERIFY(inkBox(ownPage).width() >= ownPage.width() - 2);
}

void TestExport::sheetCaptionsGiveThePlacement()
{
    SolutionCatalog catalog;
    QVERIFY(catalog.build(8));
    const std::vector<BoardPicture> boards
        = BoardExport::sheetBoards(catalog, true, BoardPicture {});
    QCOMPARE(boards.size(), std::size_t(12));
    QCOMPARE(boards.front().caption, QStringLiteral("Class 1 (8 solutions)\n1 5 8 6 3 7 2 4"));
    // A sheet's size is known before it is listed: 92 solutions, 12 classes; 16 x 16 in a moment.
    BoardExport::SheetRequest request;
    QCOMPARE(BoardExport::sheetBoardCount(request), std::int64_t(92));
    request.unique = true;
    QCOMPARE(BoardExport::sheetBoardCount(request), std::int64_t(12));
    request.n = 16;
    request.unique = false;
    QString error;
    QVERIFY(!BoardExport::writeRequestedSheet(m_dir.filePath(QStringLiteral("s16.pdf")), request,
                                              BoardPicture {}, nullptr, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("A PDF sheet holds at most 2,000 boards; 16 × 16 has "
                            "14,772,512 solutions."));
    // Covering sets: their classes are counted exactly, not guessed from the sets; a count past
    // 63 bits is said so, not printed as a number.
    request.n = 8;
    request.queens = 6;
    request.unique = true;
    QCOMPARE(BoardExport::sheetBoardCount(request), std::int64_t(169760));
    QVERIFY(!BoardExport::writeRequestedSheet(m_dir.filePath(QStringLiteral("d8.pdf")), request,
                                              BoardPicture {}, nullptr, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("A PDF sheet holds at most 2,000 boards; 8 × 8 has 169,760 "
                            "classes of covering sets."));
    request.n = 16;
    request.queens = 128;
    QVERIFY(!BoardExport::writeRequestedSheet(m_dir.filePath(QStringLiteral("d16.pdf")), request,
                                              BoardPicture {}, nullptr, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("A PDF sheet holds at most 2,000 boards; 16 × 16 has more than "
                            "can be counted."));
    // Too many to count soon (9 x 9 with 10 queens would take hours): listed up to one past a
    // sheet, and said as "more than".
    request.n = 9;
    request.queens = 10;
    request.unique = false;
    QCOMPARE(BoardExport::sheetBoardCount(request), BoardExport::kMoreThanASheet);
    QVERIFY(!BoardExport::writeRequestedSheet(m_dir.filePath(QStringLiteral("d9.png")), request,
                                              BoardPicture {}, nullptr, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("A PNG sheet holds at most 300 boards; 9 × 9 has more than "
                            "2,000 covering sets of 10 queens."));
    request.unique = true;
    QVERIFY(!BoardExport::writeRequestedSheet(m_dir.filePath(QStringLiteral("d9.pdf")), request,
                                              BoardPicture {}, nullptr, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("A PDF sheet holds at most 2,000 boards; 9 × 9 has more than "
                            "2,000 classes of covering sets of 10 queens."));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("d8.pdf"))));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("d16.pdf"))));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("d9.png"))));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("d9.pdf"))));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
