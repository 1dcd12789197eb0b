// SPDX-License-Identifier: GPL-3.0-or-later
// Boards as PDF: one board on a page, or sheets of twelve boards to a page.
#include "boardexport.h"
#include "exportdetail.h"

#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

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

// Pages of `columns` x `rows` boards under the title (and its page number), with `subtitle`
// (a "Name / Date" line) under it; a new page first when `newPage`.
void paintSheetPages(QPdfWriter &pdf, QPainter &painter, const QRectF &page,
                     const std::vector<BoardPicture> &boards, const QString &title,
                     int columns = BoardExport::kSheetColumns, int rows = BoardExport::kSheetRows,
                     const QString &subtitle = {}, bool newPage = false)
{
    const qreal margin = 150;
    const int perPage = columns * rows;
    QFont titleFont = painter.font();
    titleFont.setPixelSize(60);
    QFont subtitleFont = painter.font();
    subtitleFont.setPixelSize(45);
    const qreal titleHeight = subtitle.isEmpty() ? 110 : 190, line = 40;
    const qreal cellW = (page.width() - 2 * margin) / columns;
    qreal below = 0;
    for (const BoardPicture &b : boards)
        below = std::max(below, exportdetail::captionHeight(b.caption, line, cellW - 20));
    const qreal cellH = (page.height() - 2 * margin - titleHeight) / rows;
    const qreal side = std::min(cellW - 30, cellH - below - 40);
    const std::size_t pages = (boards.size() + std::size_t(perPage) - 1) / std::size_t(perPage);
    for (std::size_t i = 0; i < boards.size(); ++i) {
        if ((i > 0 || newPage) && i % std::size_t(perPage) == 0)
            pdf.newPage();
        if (i % std::size_t(perPage) == 0) {
            painter.setFont(titleFont);
            painter.setPen(Qt::black);
            painter.drawText(QRectF(margin, margin, page.width() - 2 * margin, titleHeight),
                             Qt::AlignLeft | Qt::AlignTop,
                             pages > 1 ? BoardExport::tr("%1 — page %2 of %3")
                                             .arg(title)
                                             .arg(i / std::size_t(perPage) + 1)
                                             .arg(pages)
                                       : title);
            if (!subtitle.isEmpty()) {
                painter.setFont(subtitleFont);
                painter.drawText(QRectF(margin, margin + 90, page.width() - 2 * margin, 80),
                                 Qt::AlignLeft | Qt::AlignTop, subtitle);
            }
        }
        const int k = int(i % std::size_t(perPage));
        const QRectF cell(margin + (k % columns) * cellW,
                          margin + titleHeight + (k / columns) * cellH, cellW, cellH);
        BoardRenderer::paint(
            &painter, QRectF(cell.center().x() - side / 2, cell.top() + 10, side, side), boards[i]);
        exportdetail::drawCaption(
            &painter, QRectF(cell.left() + 10, cell.top() + side + 20, cell.width() - 20, below),
            boards[i].caption, line, Qt::black);
    }
}

} // namespace

bool saveWorksheetPdf(const QString &path, const BoardExport::Worksheet &sheet, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileError(path, file.errorString());
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(boardPageSize(sheet.page == BoardExport::Page::Letter
                                          ? BoardExport::Page::Letter
                                          : BoardExport::Page::A4,
                                      QString()));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(kDpi);
        pdf.setTitle(sheet.title);
        pdf.setCreator(QStringLiteral("N-Queens Studio"));
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::TextAntialiasing);
        const QRectF area(0, 0, pdf.width(), pdf.height());
        // The puzzles large enough to write on, two to a row; the key smaller, on pages of its
        // own so that the sheet can be handed out without it.
        paintSheetPages(pdf, painter, area, sheet.puzzles, sheet.title, 2, 3,
                        BoardExport::tr("Name: ____________________    Date: ____________"));
        paintSheetPages(pdf, painter, area, sheet.answers,
                        BoardExport::tr("Answers: %1").arg(sheet.title), 3, 4, QString(), true);
    }
    return commit(file, nullptr, error);
}

bool savePdf(const QString &path, const std::vector<BoardPicture> &boards, const QString &title,
             bool sheet, BoardExport::Page page, QString *error, const std::atomic_bool *cancel)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileError(path, file.errorString());
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(
            sheet ? QPageSize(page == BoardExport::Page::Letter ? QPageSize::Letter : QPageSize::A4)
                  : boardPageSize(page, boards.front().caption));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(kDpi);
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("N-Queens Studio"));
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::TextAntialiasing);
        const QRectF area(0, 0, pdf.width(), pdf.height());
        if (sheet)
            paintSheetPages(pdf, painter, area, boards, title);
        else
            paintBoardPage(painter, area, boards.front(), page == BoardExport::Page::Board);
    }
    return commit(file, cancel, error);
}

} // namespace nq::exportdetail
