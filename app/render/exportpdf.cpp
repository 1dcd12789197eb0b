// SPDX-License-Identifier: GPL-3.0-or-later
// Boards as PDF: one board on a page, or sheets of twelve boards to a page.
#include "boardexport.h"
#include "exportdetail.h"
#include "wholefile.h"

#include <QBuffer>
#include <QDateTime>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace nq::exportdetail {

namespace {

constexpr int kDpi = 300;
constexpr qreal kMillimetre = kDpi / 25.4;

// The page of one board: a paper size with the board as wide as its margins allow and the board
// and caption centred on it, or a page the size of the board and its caption.
QPageSize boardPageSize(BoardExport::Page page, const QString &caption)
{
    switch (page) {
    case BoardExport::Page::A4:
        return QPageSize(QPageSize::A4);
    case BoardExport::Page::Letter:
        return QPageSize(QPageSize::Letter);
    case BoardExport::Page::Board:
        break;
    }
    const qreal side = 160; // mm
    const qreal below = exportdetail::captionHeight(caption, side * 0.045, side);
    return QPageSize(QSizeF(side, side + (below > 0 ? below + side * 0.03 : 0)),
                     QPageSize::Millimeter, QStringLiteral("Board"), QPageSize::ExactMatch);
}

void paintBoardPage(QPainter &painter, const QRectF &page, const BoardPicture &board, bool ownSize)
{
    const qreal margin = ownSize ? 0 : 15 * kMillimetre;
    const QRectF area = page.adjusted(margin, margin, -margin, -margin);
    const qreal line = area.width() * 0.045;
    const qreal below = board.caption.isEmpty()
        ? 0
        : exportdetail::captionHeight(board.caption, line, area.width()) + area.width() * 0.03;
    const qreal side = std::max(area.width() * 0.2, std::min(area.width(), area.height() - below));
    const qreal top = area.top() + (area.height() - side - below) / 2;
    const QRectF square(area.center().x() - side / 2, top, side, side);
    if (ownSize && !board.transparent)
        painter.fillRect(page, board.theme.background);
    BoardRenderer::paint(&painter, square, board);
    exportdetail::drawCaption(
        &painter, QRectF(area.left(), square.bottom() + area.width() * 0.02, area.width(), below),
        board.caption, line, ownSize ? board.theme.coordinates : QColor(Qt::black));
}

// Where the pages of one part of a document fall in the whole: "page 3 of 4".
struct Numbering
{
    std::size_t first = 0; ///< pages before this part
    std::size_t total = 1; ///< pages of the whole document
};

std::size_t pagesFor(std::size_t boards, int perPage)
{
    return std::max<std::size_t>(1, (boards + std::size_t(perPage) - 1) / std::size_t(perPage));
}

constexpr qreal kMargin = 150;
constexpr qreal kTitlePixels = 60;
constexpr qreal kPageLabel = 420; // room for "page 12 of 14" beside the title

qreal titleWidth(const QRectF &page, const Numbering &numbering)
{
    return page.width() - 2 * kMargin - (numbering.total > 1 ? kPageLabel : 0);
}

// Pages of `columns` x `rows` boards under the title's lines (and the page's number), with
// `subtitle` (a "Name / Date" line) under it; a new page first when `newPage`.
void paintSheetPages(QPdfWriter &pdf, QPainter &painter, const QRectF &page,
                     const std::vector<BoardPicture> &boards, const QStringList &title,
                     const Numbering &numbering, int columns = BoardExport::kSheetColumns,
                     int rows = BoardExport::kSheetRows, const QString &subtitle = {},
                     bool newPage = false)
{
    const int perPage = columns * rows;
    QFont titleFont = painter.font();
    titleFont.setPixelSize(int(kTitlePixels));
    titleFont.setBold(true);
    QFont subtitleFont = painter.font();
    subtitleFont.setPixelSize(45);
    const qreal titleLine = kTitlePixels * 1.25;
    const qreal titleHeight
        = 35 + std::max<qsizetype>(1, title.size()) * titleLine + (subtitle.isEmpty() ? 0 : 80);
    const qreal line = 40;
    const qreal cellW = (page.width() - 2 * kMargin) / columns;
    qreal below = 0;
    for (const BoardPicture &b : boards)
        below = std::max(below, exportdetail::captionHeight(b.caption, line, cellW - 20));
    const qreal cellH = (page.height() - 2 * kMargin - titleHeight) / rows;
    const qreal side = std::min(cellW - 30, cellH - below - 40);
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if ((i > 0 || newPage) && i % std::size_t(perPage) == 0)
            pdf.newPage();
        if (i % std::size_t(perPage) == 0) {
            painter.setPen(Qt::black);
            painter.setFont(titleFont);
            qreal y = kMargin;
            for (const QString &text : title) {
                painter.drawText(QRectF(kMargin, y, titleWidth(page, numbering), titleLine),
                                 Qt::AlignLeft | Qt::AlignTop, text);
                y += titleLine;
            }
            painter.setFont(subtitleFont);
            if (numbering.total > 1)
                painter.drawText(
                    QRectF(kMargin, kMargin + 8, page.width() - 2 * kMargin, titleLine),
                    Qt::AlignRight | Qt::AlignTop,
                    BoardExport::tr("page %1 of %2")
                        .arg(numbering.first + i / std::size_t(perPage) + 1)
                        .arg(numbering.total));
            if (!subtitle.isEmpty())
                painter.drawText(
                    QRectF(kMargin, kMargin + std::max<qsizetype>(1, title.size()) * titleLine + 15,
                           page.width() - 2 * kMargin, 80),
                    Qt::AlignLeft | Qt::AlignTop, subtitle);
        }
        const int k = int(i % std::size_t(perPage));
        const QRectF cell(kMargin + (k % columns) * cellW,
                          kMargin + titleHeight + (k / columns) * cellH, cellW, cellH);
        BoardRenderer::paint(
            &painter, QRectF(cell.center().x() - side / 2, cell.top() + 10, side, side), boards[i]);
        exportdetail::drawCaption(
            &painter, QRectF(cell.left() + 10, cell.top() + side + 20, cell.width() - 20, below),
            boards[i].caption, line, Qt::black);
    }
}

// The PDF's pages as one size at 300 dots an inch, titled and credited.
void preparePdf(QPdfWriter &pdf, const QPageSize &size, const QString &title)
{
    pdf.setPageSize(size);
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setResolution(kDpi);
    pdf.setTitle(title);
    pdf.setCreator(QStringLiteral("N-Queens Studio"));
}

// The page a sheet is printed on.
QPageSize sheetPage(BoardExport::Page page)
{
    return QPageSize(page == BoardExport::Page::Letter ? QPageSize::Letter : QPageSize::A4);
}

// The title's lines on a page `width` wide, or nothing (and `error` says why) when it takes more
// lines than a title may.
std::optional<QStringList> wrappedTitle(const QString &title, qreal width, QString *error)
{
    const QStringList lines = exportdetail::captionLines(title, kTitlePixels, width, true);
    if (lines.size() > exportdetail::kMaxTitleLines) {
        *error = BoardExport::tr("The title takes %1 lines on the page, more than the %2 a title "
                                 "may take: shorten it.")
                     .arg(lines.size())
                     .arg(exportdetail::kMaxTitleLines);
        return std::nullopt;
    }
    return lines;
}

} // namespace

QByteArray reproducible(QByteArray pdf)
{
    const QByteArray key = "/CreationDate (";
    const qsizetype at = pdf.indexOf(key);
    const qsizetype end = at < 0 ? -1 : pdf.indexOf(')', at);
    if (end < 0)
        return pdf;
    const qsizetype length = end + 1 - at;
    QByteArray date;
    bool ok = false;
    const qlonglong seconds = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
    if (ok && seconds >= 0)
        date = key + "D:"
            + QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC)
                  .toString(QStringLiteral("yyyyMMddHHmmss"))
                  .toLatin1()
            + "Z)";
    if (date.size() > length)
        date.clear();
    pdf.replace(at, length, date.leftJustified(length, ' '));
    return pdf;
}

bool saveWorksheetPdf(const QString &path, const BoardExport::Worksheet &sheet, QString *error)
{
    const QPageSize size = sheetPage(sheet.page);
    const QRectF area(QPointF(0, 0), size.sizePixels(kDpi));
    // The puzzles large enough to write on, two to a row; the key smaller, on pages of its own
    // so that the sheet can be handed out without it. Every page is numbered in the whole.
    const std::size_t puzzlePages = pagesFor(sheet.puzzles.size(), 6);
    const Numbering puzzles { 0, puzzlePages + pagesFor(sheet.answers.size(), 12) };
    const Numbering answers { puzzlePages, puzzles.total };
    const std::optional<QStringList> title
        = wrappedTitle(sheet.title, titleWidth(area, puzzles), error);
    if (!title)
        return false;
    const std::optional<QStringList> keyTitle = wrappedTitle(
        BoardExport::tr("Answers: %1").arg(sheet.title), titleWidth(area, answers), error);
    if (!keyTitle)
        return false;
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        preparePdf(pdf, size, sheet.title);
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paintSheetPages(pdf, painter, area, sheet.puzzles, *title, puzzles, 2, 3,
                        BoardExport::tr("Name: ____________________    Date: ____________"));
        const bool anyGiven = std::any_of(sheet.answers.begin(), sheet.answers.end(),
                                          [](const BoardPicture &b) { return !b.given.empty(); });
        paintSheetPages(pdf, painter, area, sheet.answers, *keyTitle, answers, 3, 4,
                        anyGiven
                            ? BoardExport::tr("The queens that were given stand in framed squares.")
                            : QString(),
                        true);
    }
    return WholeFile::write(path, exportdetail::reproducible(bytes), error);
}

bool savePdf(const QString &path, const std::vector<BoardPicture> &boards, const QString &title,
             bool sheet, BoardExport::Page page, QString *error, const std::atomic_bool *cancel,
             int columns, int rows)
{
    const QPageSize size = sheet ? sheetPage(page) : boardPageSize(page, boards.front().caption);
    const QRectF area(QPointF(0, 0), size.sizePixels(kDpi));
    if (columns <= 0 || rows <= 0) {
        columns = BoardExport::kSheetColumns;
        rows = BoardExport::kSheetRows;
    }
    const int perPage = columns * rows;
    const Numbering numbering { 0, sheet ? pagesFor(boards.size(), perPage) : 1 };
    std::optional<QStringList> lines;
    if (sheet && !(lines = wrappedTitle(title, titleWidth(area, numbering), error)))
        return false;
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        preparePdf(pdf, size, title);
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::TextAntialiasing);
        if (sheet)
            paintSheetPages(pdf, painter, area, boards, *lines, numbering, columns, rows);
        else
            paintBoardPage(painter, area, boards.front(), page == BoardExport::Page::Board);
    }
    return WholeFile::write(path, exportdetail::reproducible(bytes), error, cancel);
}

} // namespace nq::exportdetail
