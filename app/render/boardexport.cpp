// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardexport.h"

#include "boardpainter.h"

#include <QBuffer>

#include "solutioncatalog.h"
#include "symmetry.h"

#include <QDir>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace nq {

namespace {

QString fileError(const QString &path, const QString &reason)
{
    return BoardExport::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

QString xmlEscape(const QString &s)
{
    return s.toHtmlEscaped();
}

QString num(qreal v)
{
    return QString::number(v, 'f', 2);
}

// Draws one board into the SVG text, inside the square (x, y, side).
void svgBoard(QString &out, const BoardPicture &p, qreal x, qreal y, qreal side)
{
    const int n = int(p.board.size());
    const Theme &t = p.theme;
    const qreal s = side / BoardRenderer::extent(p);
    const qreal ox = x + BoardRenderer::margin(p) * s, oy = y + BoardRenderer::margin(p) * s;
    out += QStringLiteral("<g class=\"board\">\n");
    if (!p.transparent)
        out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" fill=\"%4\"/>\n")
                       .arg(num(x), num(y), num(side), t.background.name());
    const BoardRenderer::Marks marks(p);
    const bool full = marks.full();
    // Small boards get a rect per square (easy to edit); large ones one rect with a pattern;
    // above BoardPainter::kImageAbove, squares and marks are one embedded image of a pixel per
    // square, as the window and the other formats draw them.
    const bool pictured = n > BoardPainter::kImageAbove;
    const bool patterned = n > 32 && !pictured;
    if (pictured) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        BoardRenderer::squaresImage(p, marks).save(&buffer, "PNG");
        out += QStringLiteral("<image x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" "
                              "preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\" "
                              "xlink:href=\"data:image/png;base64,%4\"/>\n")
                       .arg(num(ox), num(oy), num(n * s), QString::fromLatin1(png.toBase64()));
    }
    if (patterned) {
        static int patterns = 0;
        const QString id = QStringLiteral("checker%1").arg(++patterns);
        out += QStringLiteral("<pattern id=\"%1\" x=\"%2\" y=\"%3\" width=\"%4\" height=\"%4\" "
                              "patternUnits=\"userSpaceOnUse\"><rect width=\"%4\" height=\"%4\" "
                              "fill=\"%5\"/><rect x=\"%6\" width=\"%6\" height=\"%6\" fill=\"%7\"/>"
                              "<rect y=\"%6\" width=\"%6\" height=\"%6\" fill=\"%7\"/></pattern>\n")
                       .arg(id, num(ox), num(oy), num(2 * s), t.lightSquare.name(), num(s),
                            t.darkSquare.name());
        out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" fill=\"url(#%4)\"/>\n")
                       .arg(num(ox), num(oy), num(n * s), id);
    }
    QString crosses;
    for (int r = 0; r < n && !pictured; ++r) {
        for (int c = 0; c < n; ++c) {
            const QString fill = ((r + c) & 1) == 0 ? t.lightSquare.name() : t.darkSquare.name();
            if (!patterned)
                out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" fill=\"%4\"/>\n")
                               .arg(num(ox + c * s), num(oy + r * s), num(s), fill);
            if (p.attacks && marks.uncovered(r, c)) {
                out += QStringLiteral("<rect class=\"uncovered\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                      "height=\"%3\" fill=\"%4\" fill-opacity=\"0.3\"/>\n")
                               .arg(num(ox + c * s), num(oy + r * s), num(s), t.uncovered.name());
                out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"none\" "
                                      "stroke=\"%4\" stroke-width=\"%5\"/>\n")
                               .arg(num(ox + (c + 0.5) * s), num(oy + (r + 0.5) * s), num(s * 0.18),
                                    t.uncovered.darker(130).name(), num(s * 0.07));
            }
            if (p.attacks && (!full || p.attacksOnFullBoard) && marks.attacked(r, c)) {
                out += QStringLiteral("<rect class=\"attacked\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                      "height=\"%3\" fill=\"%4\" fill-opacity=\"0.4\"/>\n")
                               .arg(num(ox + c * s), num(oy + r * s), num(s), t.attack.name());
                const qreal cx = ox + (c + 0.5) * s, cy = oy + (r + 0.5) * s, a = s * 0.13;
                crosses += QStringLiteral("M%1 %2L%3 %4M%1 %4L%3 %2")
                                   .arg(num(cx - a), num(cy - a), num(cx + a), num(cy + a));
            }
        }
    }
    if (!crosses.isEmpty())
        out += QStringLiteral("<path d=\"%1\" stroke=\"%2\" stroke-width=\"%3\" "
                              "stroke-linecap=\"round\" fill=\"none\"/>\n")
                       .arg(crosses, t.attack.darker(150).name(), num(s * 0.045));
    out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" fill=\"none\" "
                          "stroke=\"%4\" stroke-width=\"%5\"/>\n")
                   .arg(num(ox), num(oy), num(n * s), t.coordinates.name(), num(std::max(0.5, s * 0.02)));
    for (const Square &q : marks.queens()) {
        const int r = q.row, c = q.col;
        if (p.attacks && marks.queenAttacked(q) && !pictured)
            out += QStringLiteral("<rect class=\"conflict\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                  "height=\"%3\" fill=\"url(#hatch)\" stroke=\"%4\" "
                                  "stroke-width=\"%5\"/>\n")
                           .arg(num(ox + c * s + s * 0.035), num(oy + r * s + s * 0.035),
                                num(s * 0.93), t.conflict.name(), num(s * 0.07));
        // A <g> used with a transform: understood by every SVG reader, SVG Tiny included.
        out += QStringLiteral("<use class=\"queen\" xlink:href=\"#queen\" "
                              "transform=\"translate(%1 %2) scale(%3)\"/>\n")
                       .arg(num(ox + c * s + s * 0.08), num(oy + r * s + s * 0.08),
                            QString::number(s * 0.84 / 100.0, 'f', 5));
    }
    if (p.coordinates) {
        const qreal m = BoardRenderer::margin(p) * s;
        const int every = n > 40 ? 5 : 1;
        out += QStringLiteral("<g font-family=\"DejaVu Sans, sans-serif\" font-size=\"%1\" "
                              "fill=\"%2\">\n")
                       .arg(num(s * 0.32), t.coordinates.name());
        for (int i = 0; i < n; ++i) {
            if (i != 0 && (i + 1) % every != 0)
                continue;
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\" "
                                  "dominant-baseline=\"central\">%3</text>\n")
                           .arg(num(ox - m * 0.15), num(oy + (i + 0.5) * s))
                           .arg(i + 1);
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
                           .arg(num(ox + (i + 0.5) * s), num(oy - m * 0.2))
                           .arg(i + 1);
        }
        out += QStringLiteral("</g>\n");
    }
    out += QStringLiteral("</g>\n");
}

bool savePdf(const QString &path, const std::vector<BoardPicture> &boards, const QString &title,
             bool sheet, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileError(path, file.errorString());
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(300);
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("N-Queens Studio"));
        QPainter painter(&pdf);
        const QRectF page(0, 0, pdf.width(), pdf.height());
        const qreal margin = 150;
        if (!sheet) {
            const QRectF area = page.adjusted(margin, margin, -margin, -margin);
            BoardRenderer::paint(&painter, QRectF(area.left(), area.top(), area.width(), area.width()),
                                 boards.front());
        } else {
            const int perPage = BoardExport::kSheetColumns * BoardExport::kSheetRows;
            QFont titleFont = painter.font();
            titleFont.setPixelSize(60);
            QFont captionFont = painter.font();
            captionFont.setPixelSize(40);
            const qreal titleHeight = 110;
            const qreal cellW = (page.width() - 2 * margin) / BoardExport::kSheetColumns;
            const qreal cellH = (page.height() - 2 * margin - titleHeight) / BoardExport::kSheetRows;
            for (std::size_t i = 0; i < boards.size(); ++i) {
                if (i > 0 && i % std::size_t(perPage) == 0)
                    pdf.newPage();
                if (i % std::size_t(perPage) == 0) {
                    painter.setFont(titleFont);
                    painter.setPen(Qt::black);
                    painter.drawText(QRectF(margin, margin, page.width() - 2 * margin, titleHeight),
                                     Qt::AlignLeft | Qt::AlignTop,
                                     BoardExport::tr("%1 — page %2 of %3")
                                             .arg(title)
                                             .arg(i / std::size_t(perPage) + 1)
                                             .arg((boards.size() + std::size_t(perPage) - 1)
                                                  / std::size_t(perPage)));
                }
                const int k = int(i % std::size_t(perPage));
                const QRectF cell(margin + (k % BoardExport::kSheetColumns) * cellW,
                                  margin + titleHeight + (k / BoardExport::kSheetColumns) * cellH,
                                  cellW, cellH);
                const qreal side = std::min(cellW, cellH - 70) - 30;
                BoardRenderer::paint(&painter,
                                     QRectF(cell.center().x() - side / 2, cell.top() + 10, side, side),
                                     boards[i]);
                painter.setFont(captionFont);
                painter.setPen(Qt::black);
                painter.drawText(QRectF(cell.left(), cell.top() + side + 15, cell.width(), 60),
                                 Qt::AlignHCenter | Qt::AlignTop, boards[i].caption);
            }
        }
    }
    if (!file.commit()) {
        *error = fileError(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

std::optional<BoardExport::Format> BoardExport::formatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"png")
        return Format::Png;
    if (suffix == u"svg")
        return Format::Svg;
    if (suffix == u"pdf")
        return Format::Pdf;
    return std::nullopt;
}

bool BoardExport::writeBytes(const QString &path, const QByteArray &bytes, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileError(path, file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        *error = fileError(path, file.errorString());
        return false;
    }
    return true;
}

QByteArray BoardExport::svg(const std::vector<BoardPicture> &boards, int columns,
                            const QString &title)
{
    const qreal cell = 300, captionHeight = boards.size() > 1 ? 34 : 0, gap = 16;
    const int count = int(boards.size());
    columns = std::max(1, std::min(columns, count));
    const int rows = (count + columns - 1) / columns;
    const qreal titleHeight = title.isEmpty() || count == 1 ? 0 : 44;
    const qreal width = columns * (cell + gap) + gap;
    const qreal height = titleHeight + rows * (cell + captionHeight + gap) + gap;
    const Theme theme = boards.empty() ? Theme::of(Theme::Light) : boards.front().theme;
    QString out;
    out += QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"%1\" "
                          "height=\"%2\" viewBox=\"0 0 %1 %2\">\n")
                   .arg(num(width), num(height));
    out += QStringLiteral("<title>%1</title>\n").arg(xmlEscape(title));
    // The queen once, used for every queen.
    const QString queen = QString::fromUtf8(BoardRenderer::queenSvg(theme));
    const qsizetype open = queen.indexOf(u'>', queen.indexOf(QStringLiteral("<svg"))) + 1;
    const qsizetype close = queen.lastIndexOf(QStringLiteral("</svg>"));
    out += QStringLiteral("<defs>\n<g id=\"queen\">%1</g>\n")
                   .arg(queen.mid(open, close - open));
    out += QStringLiteral("<pattern id=\"hatch\" width=\"8\" height=\"8\" "
                          "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                          "<rect width=\"3\" height=\"8\" fill=\"%1\" fill-opacity=\"0.6\"/>"
                          "</pattern>\n</defs>\n")
                   .arg(theme.conflict.name());
    if (titleHeight > 0)
        out += QStringLiteral("<text x=\"%1\" y=\"30\" font-family=\"DejaVu Sans, sans-serif\" "
                              "font-size=\"22\" fill=\"%2\">%3</text>\n")
                       .arg(num(gap), theme.coordinates.name(), xmlEscape(title));
    for (int i = 0; i < count; ++i) {
        const qreal x = gap + (i % columns) * (cell + gap);
        const qreal y = titleHeight + gap + (i / columns) * (cell + captionHeight + gap);
        svgBoard(out, boards[std::size_t(i)], x, y, cell);
        if (captionHeight > 0)
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" "
                                  "font-family=\"DejaVu Sans, sans-serif\" font-size=\"18\" "
                                  "fill=\"%3\">%4</text>\n")
                           .arg(num(x + cell / 2), num(y + cell + 24), theme.coordinates.name(),
                                xmlEscape(boards[std::size_t(i)].caption));
    }
    out += QStringLiteral("</svg>\n");
    return out.toUtf8();
}

bool BoardExport::writeBoard(const QString &path, const BoardPicture &picture, int pixels,
                             QString *error)
{
    const std::optional<Format> format = formatFor(path);
    if (!format) {
        *error = tr("Cannot tell the format of %1: use a name ending in .png, .svg or .pdf")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    switch (*format) {
    case Format::Svg: return writeBytes(path, svg({ picture }, 1, picture.caption), error);
    case Format::Pdf: return savePdf(path, { picture }, picture.caption, false, error);
    case Format::Png: {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            *error = fileError(path, file.errorString());
            return false;
        }
        if (!BoardRenderer::image(picture, pixels).save(&file, "PNG") || !file.commit()) {
            *error = fileError(path, file.errorString());
            return false;
        }
        return true;
    }
    }
    return false;
}

bool BoardExport::writeSheet(const QString &path, const std::vector<BoardPicture> &boards,
                             const QString &title, QString *error)
{
    const std::optional<Format> format = formatFor(path);
    if (!format) {
        *error = tr("Cannot tell the format of %1: use a name ending in .png, .svg or .pdf")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    const int limit = *format == Format::Png ? kMaxPngSheetBoards : kMaxSheetBoards;
    if (boards.empty() || int(boards.size()) > limit) {
        *error = boards.empty() ? tr("There are no boards to put on a sheet.")
                                : tr("A sheet holds at most %1 boards in this format, not %2; "
                                     "choose one board per class or a smaller size.")
                                          .arg(limit)
                                          .arg(boards.size());
        return false;
    }
    switch (*format) {
    case Format::Svg: return writeBytes(path, svg(boards, 6, title), error);
    case Format::Pdf: return savePdf(path, boards, title, true, error);
    case Format::Png: {
        const int columns = std::min<int>(6, int(boards.size()));
        const int rows = (int(boards.size()) + columns - 1) / columns;
        const int cell = 240, caption = 30, gap = 12;
        QImage image(columns * (cell + gap) + gap, rows * (cell + caption + gap) + gap,
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(boards.front().transparent ? QColor(Qt::transparent) : QColor(Qt::white));
        QPainter painter(&image);
        QFont font = painter.font();
        font.setPixelSize(16);
        painter.setFont(font);
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const int x = gap + int(i % std::size_t(columns)) * (cell + gap);
            const int y = gap + int(i / std::size_t(columns)) * (cell + caption + gap);
            BoardRenderer::paint(&painter, QRectF(x, y, cell, cell), boards[i]);
            painter.setPen(boards[i].theme.coordinates);
            painter.drawText(QRectF(x, y + cell, cell, caption), Qt::AlignCenter, boards[i].caption);
        }
        painter.end();
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
            *error = fileError(path, file.errorString());
            return false;
        }
        return true;
    }
    }
    return false;
}

namespace {
// A dominating set as text: "row,col" pairs counted from 1, separated by spaces.
QByteArray squaresText(const std::vector<Square> &squares)
{
    QByteArray out;
    for (const Square &q : squares) {
        if (!out.isEmpty())
            out += ' ';
        out += QByteArray::number(q.row + 1) + ',' + QByteArray::number(q.col + 1);
    }
    return out;
}
} // namespace

QByteArray BoardExport::solutionsText(const SolutionCatalog &catalog, bool unique)
{
    QByteArray out;
    if (catalog.isSquareSets()) {
        const std::int64_t count = unique ? catalog.classCount() : catalog.solutionCount();
        for (std::int64_t i = 0; i < count; ++i)
            out += squaresText(catalog.squares(unique ? catalog.member(i, 0) : i)) + '\n';
        return out;
    }
    if (unique) {
        for (std::int64_t k = 0; k < catalog.classCount(); ++k)
            out += placementToText(catalog.representative(k)).toUtf8() + '\n';
    } else {
        for (std::int64_t i = 0; i < catalog.solutionCount(); ++i)
            out += placementToText(catalog.solution(i)).toUtf8() + '\n';
    }
    return out;
}

QByteArray BoardExport::solutionsCsv(const SolutionCatalog &catalog, bool unique)
{
    const bool sets = catalog.isSquareSets();
    QByteArray out = sets ? "set,class,class_size,transform" : "solution,class,class_size,transform";
    if (sets) {
        for (int q = 1; q <= catalog.queens(); ++q)
            out += ",queen" + QByteArray::number(q) + "_row,queen" + QByteArray::number(q) + "_col";
    } else {
        for (int c = 1; c <= catalog.n(); ++c)
            out += ",row" + QByteArray::number(c);
    }
    out += '\n';
    auto line = [&](std::int64_t i) {
        const std::uint32_t k = catalog.classOf(i);
        out += QByteArray::number(i + 1) + ',' + QByteArray::number(k + 1) + ','
                + QByteArray::number(catalog.symmetryClass(k).size) + ','
                + Symmetry::key(catalog.transformOf(i));
        if (sets) {
            for (const Square &q : catalog.squares(i))
                out += ',' + QByteArray::number(q.row + 1) + ',' + QByteArray::number(q.col + 1);
        } else {
            for (const int c : catalog.solution(i))
                out += ',' + QByteArray::number(c + 1);
        }
        out += '\n';
    };
    if (unique) {
        for (std::int64_t k = 0; k < catalog.classCount(); ++k)
            line(catalog.member(k, 0));
    } else {
        for (std::int64_t i = 0; i < catalog.solutionCount(); ++i)
            line(i);
    }
    return out;
}

std::vector<BoardPicture> BoardExport::sheetBoards(const SolutionCatalog &catalog, bool unique,
                                                   const BoardPicture &style)
{
    std::vector<BoardPicture> boards;
    const std::int64_t count = unique ? catalog.classCount() : catalog.solutionCount();
    boards.reserve(std::size_t(count));
    for (std::int64_t i = 0; i < count; ++i) {
        BoardPicture b = style;
        if (catalog.isSquareSets()) {
            const std::int64_t member = unique ? catalog.member(i, 0) : i;
            b.board.assign(std::size_t(catalog.n()), -1);
            b.squareSet = true;
            b.queens = catalog.squares(member);
            b.caption = unique ? tr("Class %1 (%2 sets)").arg(i + 1).arg(catalog.symmetryClass(i).size)
                               : tr("Set %1").arg(i + 1);
        } else if (unique) {
            b.board = catalog.representative(i);
            b.caption = tr("Class %1 (%2 solutions)").arg(i + 1).arg(catalog.symmetryClass(i).size);
        } else {
            b.board = catalog.solution(i);
            b.caption = tr("Solution %1").arg(i + 1);
        }
        boards.push_back(std::move(b));
    }
    return boards;
}

QString BoardExport::sheetTitle(const SolutionCatalog &catalog, bool unique)
{
    const int n = catalog.n();
    if (catalog.isSquareSets())
        return unique ? tr("%1 × %1, %2 queens: one covering set per symmetry class")
                                .arg(n)
                                .arg(catalog.queens())
                      : tr("%1 × %1, %2 queens: every covering set").arg(n).arg(catalog.queens());
    return unique ? tr("%1 × %1: one solution per symmetry class").arg(n)
                  : tr("%1 × %1: all solutions").arg(n);
}

} // namespace nq
