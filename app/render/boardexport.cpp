// SPDX-License-Identifier: GPL-3.0-or-later
// Boards as files: the format from the name, PNG pictures, and every file whole or not at all.
#include "boardexport.h"

#include "exportdetail.h"
#include "outputtarget.h"
#include "placement.h"
#include "solutioncatalog.h"
#include "wholefile.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QTextLayout>

namespace nq {

namespace exportdetail {

QString fileError(const QString &path, const QString &reason)
{
    return WholeFile::cannotWrite(path, reason);
}

std::optional<BoardExport::Format> formatOf(const QString &path, QString *error)
{
    const std::optional<BoardExport::Format> format = BoardExport::formatFor(path);
    if (!format)
        *error = BoardExport::tr(
                     "Cannot tell the format of %1: use a name ending in .png, .svg or .pdf")
                     .arg(QDir::toNativeSeparators(path));
    return format;
}

QStringList captionLines(const QString &caption, qreal pixels, qreal width, bool bold)
{
    if (caption.isEmpty())
        return {};
    const QStringList given = caption.split(u'\n');
    if (width <= 0)
        return given;
    QFont font;
    font.setPixelSize(std::max(1, int(pixels)));
    font.setBold(bold);
    QStringList out;
    // Qt's line breaking (Unicode's rules): after a space, between Chinese or Japanese
    // characters but never before "、" or "。", never at a no-break space; anywhere in a word
    // too wide for a line of its own.
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    for (const QString &line : given) {
        QTextLayout layout(line, font);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
            l.setLineWidth(width);
            out << line.mid(l.textStart(), l.textLength()).trimmed();
        }
        layout.endLayout();
    }
    return out;
}

qreal captionHeight(const QString &caption, qreal pixels, qreal width)
{
    return captionLines(caption, pixels, width).size() * pixels * 1.3;
}

void drawCaption(QPainter *painter, const QRectF &area, const QString &caption, qreal pixels,
                 const QColor &colour)
{
    if (caption.isEmpty())
        return;
    painter->save();
    painter->setPen(colour);
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(pixels)));
    painter->setFont(font);
    qreal y = area.top();
    for (const QString &line : captionLines(caption, pixels, area.width())) {
        painter->drawText(QRectF(area.left(), y, area.width(), pixels * 1.3),
                          Qt::AlignHCenter | Qt::AlignVCenter, line);
        y += pixels * 1.3;
    }
    painter->restore();
}

} // namespace exportdetail

using exportdetail::fileError;

std::optional<BoardExport::Format> BoardExport::formatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"png")
        return Format::Png;
    if (suffix == u"svg")
        return Format::Svg;
    if (suffix == u"pdf")
        return Format::Pdf;
    // A device or a pipe has no ending to go by (-o /dev/null, -o >(viewer)): a PNG, the
    // picture any viewer reads.
    if (OutputTarget::of(path).kind() == OutputTarget::Kind::Stream)
        return Format::Png;
    return std::nullopt;
}

bool BoardExport::writeBytes(const QString &path, const QByteArray &bytes, QString *error,
                             const std::atomic_bool *cancel)
{
    return WholeFile::write(path, bytes, error, cancel);
}

namespace {

// A picture as a PNG file, whole or not at all. Encoded in memory first: the file's failure is
// then said once, in the system's words, never as libpng's "Write Error".
bool savePng(const QString &path, const QImage &image, QString *error,
             const std::atomic_bool *cancel = nullptr)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        *error = fileError(path, BoardExport::tr("the picture could not be encoded as PNG"));
        return false;
    }
    return WholeFile::write(path, bytes, error, cancel);
}

QImage canvas(int width, int height, const BoardPicture &style)
{
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(style.transparent ? QColor(Qt::transparent) : style.theme.background);
    return image;
}

} // namespace

namespace {
qreal captionLine(int pixels)
{
    return std::max(12.0, pixels * 0.045);
}
} // namespace

QSize BoardExport::pngSize(const BoardPicture &picture, int pixels)
{
    if (picture.caption.isEmpty())
        return { pixels, pixels };
    const qreal line = captionLine(pixels);
    return { pixels,
             pixels
                 + int(std::ceil(exportdetail::captionHeight(picture.caption, line, pixels)
                                 + line * 0.4)) };
}

bool BoardExport::writeBoard(const QString &path, const BoardPicture &picture, int pixels,
                             QString *error, Page page)
{
    const std::optional<Format> format = exportdetail::formatOf(path, error);
    if (!format)
        return false;
    switch (*format) {
    case Format::Svg:
        return writeBytes(path, svg({ picture }, 1, picture.caption), error);
    case Format::Pdf:
        return exportdetail::savePdf(path, { picture }, picture.caption, false, page, error);
    case Format::Png: {
        if (picture.caption.isEmpty())
            return savePng(path, BoardRenderer::image(picture, pixels), error);
        // The caption under the board: the picture grows by its lines, the board keeps its size.
        const qreal line = captionLine(pixels);
        const int below = pngSize(picture, pixels).height() - pixels;
        QImage image = canvas(pixels, pixels + below, picture);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::TextAntialiasing);
        BoardRenderer::paint(&painter, QRectF(0, 0, pixels, pixels), picture);
        exportdetail::drawCaption(&painter, QRectF(0, pixels, pixels, below), picture.caption, line,
                                  picture.theme.coordinates);
        painter.end();
        return savePng(path, image, error);
    }
    }
    return false;
}

bool BoardExport::writeWorksheet(const QString &path, const Worksheet &sheet, QString *error)
{
    const std::optional<Format> format = exportdetail::formatOf(path, error);
    if (!format)
        return false;
    if (*format != Format::Pdf) {
        *error
            = tr("A worksheet is a PDF, to print: use a name ending in .pdf, not '%1'.").arg(path);
        return false;
    }
    if (sheet.puzzles.empty()) {
        *error = tr("There are no boards to put on a sheet.");
        return false;
    }
    return exportdetail::saveWorksheetPdf(path, sheet, error);
}

BoardExport::Worksheet BoardExport::worksheet(const std::vector<Puzzle> &puzzles, int given,
                                              std::int64_t solutions, const QString &title,
                                              Page page)
{
    Worksheet sheet;
    sheet.title = title;
    sheet.page = page;
    BoardPicture style;
    style.theme = Theme::of(Theme::Print);
    int k = 0;
    for (const Puzzle &puzzle : puzzles) {
        ++k;
        const int n = int(puzzle.answer.size());
        BoardPicture board = style;
        board.board = puzzle.given;
        board.caption = given == 0 ? tr("%1. Place %2 queens, no two attacking.").arg(k).arg(n)
                                   : tr("%1. Place the other %2 queens.").arg(k).arg(n - given);
        sheet.puzzles.push_back(board);
        BoardPicture answer = style;
        answer.board = puzzle.answer;
        for (int r = 0; r < n; ++r)
            if (puzzle.given[std::size_t(r)] >= 0)
                answer.given.push_back({ r, puzzle.given[std::size_t(r)] });
        answer.caption = QStringLiteral("%1. %2").arg(k).arg(placementToText(puzzle.answer));
        if (given == 0)
            answer.caption += u'\n' + tr("(one of %L1 solutions)").arg(solutions);
        else if (!puzzle.unique)
            answer.caption += u'\n' + tr("(other completions exist)");
        sheet.answers.push_back(answer);
    }
    return sheet;
}

bool BoardExport::writeWorksheet(const QString &path, const WorksheetRequest &request,
                                 const QString &title, Page page, const std::atomic_bool *cancel,
                                 QString *error)
{
    // Refused before any work when the file could not be a worksheet.
    if (!formatFor(path) || *formatFor(path) != Format::Pdf) {
        *error
            = tr("A worksheet is a PDF, to print: use a name ending in .pdf, not '%1'.").arg(path);
        return false;
    }
    SolutionCatalog catalog;
    if (!catalog.build(request.n, cancel, {}, request.threads)) {
        *error = tr("Stopped before the worksheet was written.");
        return false;
    }
    const std::optional<std::vector<Puzzle>> puzzles = makeWorksheet(request, catalog, error);
    if (!puzzles)
        return false;
    if (cancel && cancel->load()) {
        *error = tr("Stopped before the worksheet was written.");
        return false;
    }
    return writeWorksheet(
        path, worksheet(*puzzles, request.given, catalog.solutionCount(), title, page), error);
}

bool BoardExport::writeSheet(const QString &path, const std::vector<BoardPicture> &boards,
                             const QString &title, QString *error, const std::atomic_bool *cancel)
{
    SheetOptions options;
    options.title = title;
    return writeSheet(path, boards, options, error, cancel);
}

bool BoardExport::writeSheet(const QString &path, const std::vector<BoardPicture> &boards,
                             const SheetOptions &options, QString *error,
                             const std::atomic_bool *cancel)
{
    const std::optional<Format> format = exportdetail::formatOf(path, error);
    if (!format)
        return false;
    const int limit = sheetLimit(*format);
    if (boards.empty() || std::int64_t(boards.size()) > limit) {
        *error = boards.empty() ? tr("There are no boards to put on a sheet.")
                                : tr("A sheet holds at most %1 boards in this format, not %2; "
                                     "choose one board per class or a smaller size.")
                                      .arg(limit)
                                      .arg(boards.size());
        return false;
    }
    switch (*format) {
    case Format::Svg:
        return writeBytes(path, svg(boards, 6, options.title), error, cancel);
    case Format::Pdf:
        return exportdetail::savePdf(path, boards, options.title, true,
                                     options.page == Page::Letter ? Page::Letter : Page::A4, error,
                                     cancel, options.columns, options.rows);
    case Format::Png: {
        const int columns = std::min<int>(6, int(boards.size()));
        const int rows = (int(boards.size()) + columns - 1) / columns;
        // 252 pixels a column unless a width is asked for; text and gaps scale with the boards.
        const int width = options.pixels > 0
            ? std::clamp(options.pixels, kMinSheetPixels, kMaxSheetPixels)
            : columns * 252 + 12;
        const qreal scale = qreal(width) / qreal(columns * 252 + 12);
        const int gap = std::max(4, int(std::lround(12 * scale)));
        const int cell = (width - gap * (columns + 1)) / columns;
        const qreal line = std::max(8.0, 16 * scale);
        const qreal titleLine = std::max(12.0, 26 * scale);
        // The title wraps to at most three lines over the boards.
        const QStringList title
            = exportdetail::captionLines(options.title, titleLine, width - 2 * gap, true);
        if (title.size() > exportdetail::kMaxTitleLines) {
            *error = tr("The title takes %1 lines on the sheet, more than the %2 a title may "
                        "take: shorten it.")
                         .arg(title.size())
                         .arg(exportdetail::kMaxTitleLines);
            return false;
        }
        const int titleHeight
            = options.title.isEmpty() ? 0 : int(std::ceil(titleLine * 1.3 * title.size() + gap));
        int caption = 0;
        for (const BoardPicture &b : boards)
            caption = std::max(caption,
                               int(std::ceil(exportdetail::captionHeight(b.caption, line, cell))));
        QImage image
            = canvas(width, titleHeight + rows * (cell + caption + gap) + gap, boards.front());
        QPainter painter(&image);
        painter.setRenderHint(QPainter::TextAntialiasing);
        if (titleHeight > 0) {
            QFont font = painter.font();
            font.setPixelSize(int(titleLine));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(boards.front().theme.coordinates);
            for (qsizetype k = 0; k < title.size(); ++k)
                painter.drawText(
                    QRectF(gap, gap + k * titleLine * 1.3, width - 2 * gap, titleLine * 1.3),
                    Qt::AlignLeft | Qt::AlignVCenter, title[k]);
        }
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const int x = gap + int(i % std::size_t(columns)) * (cell + gap);
            const int y
                = titleHeight + gap + int(i / std::size_t(columns)) * (cell + caption + gap);
            BoardRenderer::paint(&painter, QRectF(x, y, cell, cell), boards[i]);
            exportdetail::drawCaption(&painter, QRectF(x, y + cell, cell, caption),
                                      boards[i].caption, line, boards[i].theme.coordinates);
        }
        painter.end();
        return savePng(path, image, error, cancel);
    }
    }
    return false;
}

} // namespace nq
