// SPDX-License-Identifier: GPL-3.0-or-later
// Boards as SVG: an element per square on small boards, a pattern or one image on large ones.
#include "boardexport.h"
#include "exportdetail.h"

#include "boardpainter.h"
#include "markpainter.h"
#include "svgnumber.h"

#include <algorithm>

#include <QBuffer>

namespace nq {

namespace {

QString xmlEscape(const QString &s)
{
    return s.toHtmlEscaped();
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
                   .arg(svgNumber(x), svgNumber(y), svgNumber(side), t.background.name());
    // What the step looks like, decided once; written here without deciding.
    const StepPicture step = BoardRenderer::stepPicture(p);
    using Tint = MarkPolicy::Tint;
    // Small boards get a rect per square (easy to edit); large ones one rect with a pattern;
    // above BoardPainter::kImageAbove, squares and marks are one embedded image of a pixel per
    // square, as the window and the other formats draw them.
    const bool pictured = n > BoardPainter::kImageAbove;
    const bool patterned = n > 32 && !pictured;
    if (pictured) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        MarkPainter::image(step, t).save(&buffer, "PNG");
        out += QStringLiteral("<image x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" "
                              "preserveAspectRatio=\"none\" style=\"image-rendering:pixelated\" "
                              "xlink:href=\"data:image/png;base64,%4\"/>\n")
                   .arg(svgNumber(ox), svgNumber(oy), svgNumber(n * s),
                        QString::fromLatin1(png.toBase64()));
    }
    if (patterned) {
        static int patterns = 0;
        const QString id = QStringLiteral("checker%1").arg(++patterns);
        out += QStringLiteral("<pattern id=\"%1\" x=\"%2\" y=\"%3\" width=\"%4\" height=\"%4\" "
                              "patternUnits=\"userSpaceOnUse\"><rect width=\"%4\" height=\"%4\" "
                              "fill=\"%5\"/><rect x=\"%6\" width=\"%6\" height=\"%6\" fill=\"%7\"/>"
                              "<rect y=\"%6\" width=\"%6\" height=\"%6\" fill=\"%7\"/></pattern>\n")
                   .arg(id, svgNumber(ox), svgNumber(oy), svgNumber(2 * s), t.lightSquare.name(),
                        svgNumber(s), t.darkSquare.name());
        out += QStringLiteral(
                   "<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" fill=\"url(#%4)\"/>\n")
                   .arg(svgNumber(ox), svgNumber(oy), svgNumber(n * s), id);
    }
    QString crosses;
    QString figures;
    const bool detailed = s >= 14;
    for (int r = 0; r < n && !pictured; ++r) {
        for (int c = 0; c < n; ++c) {
            const MarkPolicy::SquareMark mark = step.at({ r, c });
            // Each square in its colour, its tint blended in (as the window's board shows it).
            const QString fill = step.fill(t, { r, c }).name();
            if (!patterned || mark.tint != Tint::Plain)
                out += QStringLiteral("<rect%5 x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" "
                                      "fill=\"%4\"/>\n")
                           .arg(svgNumber(ox + c * s), svgNumber(oy + r * s), svgNumber(s), fill,
                                mark.tint == Tint::Attacked ? QStringLiteral(" class=\"attacked\"")
                                    : mark.tint == Tint::Uncovered
                                    ? QStringLiteral(" class=\"uncovered\"")
                                    : mark.tint == Tint::Heat ? QStringLiteral(" class=\"heat\"")
                                                              : QString());
            if (mark.tint == Tint::Uncovered && detailed) {
                const QColor ink = BoardPainter::uncoveredInk(t);
                const qreal halo = BoardPainter::haloWidth(s);
                for (const auto &[colour, width] :
                     { std::pair { BoardPainter::haloFor(ink), s * 0.07 + 2 * halo },
                       std::pair { ink, s * 0.07 } })
                    out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"none\" "
                                          "stroke=\"%4\" stroke-width=\"%5\"/>\n")
                               .arg(svgNumber(ox + (c + 0.5) * s), svgNumber(oy + (r + 0.5) * s),
                                    svgNumber(s * 0.18), colour.name(), svgNumber(width));
            }
            if (mark.tint == Tint::Attacked && detailed) {
                const qreal cx = ox + (c + 0.5) * s, cy = oy + (r + 0.5) * s, a = s * 0.13;
                crosses += QStringLiteral("M%1 %2L%3 %4M%1 %4L%3 %2")
                               .arg(svgNumber(cx - a), svgNumber(cy - a), svgNumber(cx + a),
                                    svgNumber(cy + a));
            }
            if (mark.figure >= 0 && detailed) {
                const qreal cx = ox + (c + 0.5) * s, cy = oy + (r + 0.5) * s;
                if (mark.badge)
                    figures
                        += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\"/>\n")
                               .arg(svgNumber(cx), svgNumber(cy), svgNumber(s * 0.3),
                                    t.background.name());
                figures += QStringLiteral("<text x=\"%1\" y=\"%2\" font-family=\"DejaVu Sans, "
                                          "sans-serif\" font-weight=\"bold\" font-size=\"%3\" "
                                          "fill=\"%4\" text-anchor=\"middle\" "
                                          "dominant-baseline=\"central\">%5</text>\n")
                               .arg(svgNumber(cx), svgNumber(cy),
                                    svgNumber(s * (mark.badge ? 0.42 : 0.30)), t.coordinates.name(),
                                    QString::number(mark.figure));
            }
        }
    }
    if (!crosses.isEmpty()) {
        // The crosses over their halo, as the window draws them (BoardPainter::paintCross).
        const QPen pen = BoardPainter::attackPen(t, s);
        const qreal halo = BoardPainter::haloWidth(s) * 0.75;
        for (const auto &[colour, width] :
             { std::pair { BoardPainter::haloFor(pen.color()), pen.widthF() + 2 * halo },
               std::pair { pen.color(), pen.widthF() } })
            out += QStringLiteral("<path d=\"%1\" stroke=\"%2\" stroke-width=\"%3\" "
                                  "stroke-linecap=\"round\" fill=\"none\"/>\n")
                       .arg(crosses, colour.name(), svgNumber(width));
    }
    out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" fill=\"none\" "
                          "stroke=\"%4\" stroke-width=\"%5\"/>\n")
               .arg(svgNumber(ox), svgNumber(oy), svgNumber(n * s), t.coordinates.name(),
                    svgNumber(std::max(0.5, s * 0.02)));
    out += StepMarks::svg(step.shapes(), n, QPointF(ox, oy), s, t);
    out += figures;
    std::vector<Square> queens = step.queens();
    std::sort(queens.begin(), queens.end());
    for (const Square &q : queens) {
        const int r = q.row, c = q.col;
        if (step.at(q).conflict && !pictured) {
            // The frame over its halo (BoardPainter::paintConflict), all inside the square.
            const qreal halo = BoardPainter::haloWidth(s), inset = s * 0.035 + halo;
            out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" "
                                  "fill=\"none\" stroke=\"%4\" stroke-width=\"%5\"/>\n")
                       .arg(svgNumber(ox + c * s + inset), svgNumber(oy + r * s + inset),
                            svgNumber(s - 2 * inset), BoardPainter::haloFor(t.conflict).name(),
                            svgNumber(s * 0.07 + 2 * halo));
            out += QStringLiteral("<rect class=\"conflict\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                  "height=\"%3\" fill=\"url(#hatch)\" stroke=\"%4\" "
                                  "stroke-width=\"%5\"/>\n")
                       .arg(svgNumber(ox + c * s + inset), svgNumber(oy + r * s + inset),
                            svgNumber(s - 2 * inset), t.conflict.name(), svgNumber(s * 0.07));
        }
        // A <g> used with a transform: understood by every SVG reader, SVG Tiny included.
        out += QStringLiteral("<use class=\"queen\" xlink:href=\"#queen\" "
                              "transform=\"translate(%1 %2) scale(%3)\"/>\n")
                   .arg(svgNumber(ox + c * s + s * 0.08), svgNumber(oy + r * s + s * 0.08),
                        QString::number(s * 0.84 / 100.0, 'f', 5));
    }
    if (p.coordinates) {
        const qreal m = BoardRenderer::margin(p) * s;
        const int every = n > 40 ? 5 : 1;
        out += QStringLiteral("<g font-family=\"DejaVu Sans, sans-serif\" font-size=\"%1\" "
                              "fill=\"%2\">\n")
                   .arg(svgNumber(s * 0.32), t.coordinates.name());
        for (int i = 0; i < n; ++i) {
            if (i != 0 && (i + 1) % every != 0)
                continue;
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\" "
                                  "dominant-baseline=\"central\">%3</text>\n")
                       .arg(svgNumber(ox - m * 0.15), svgNumber(oy + (i + 0.5) * s))
                       .arg(i + 1);
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
                       .arg(svgNumber(ox + (i + 0.5) * s), svgNumber(oy - m * 0.2))
                       .arg(i + 1);
        }
        out += QStringLiteral("</g>\n");
    }
    out += QStringLiteral("</g>\n");
}

} // namespace

QByteArray BoardExport::svg(const std::vector<BoardPicture> &boards, int columns,
                            const QString &title)
{
    const qreal cell = 300, line = 18, gap = 16;
    qreal captionHeight = 0;
    for (const BoardPicture &b : boards)
        captionHeight = std::max(
            captionHeight,
            b.caption.isEmpty() ? 0.0 : exportdetail::captionHeight(b.caption, line, cell) + 10);
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
               .arg(svgNumber(width), svgNumber(height));
    out += QStringLiteral("<title>%1</title>\n").arg(xmlEscape(title));
    // The queen once, used for every queen.
    const QString queen = QString::fromUtf8(BoardRenderer::queenSvg(theme));
    const qsizetype open = queen.indexOf(u'>', queen.indexOf(QStringLiteral("<svg"))) + 1;
    const qsizetype close = queen.lastIndexOf(QStringLiteral("</svg>"));
    out += QStringLiteral("<defs>\n<g id=\"queen\">%1</g>\n").arg(queen.mid(open, close - open));
    out += QStringLiteral("<pattern id=\"hatch\" width=\"8\" height=\"8\" "
                          "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
                          "<rect width=\"3\" height=\"8\" fill=\"%1\" fill-opacity=\"0.6\"/>"
                          "</pattern>\n</defs>\n")
               .arg(theme.conflict.name());
    if (!boards.empty() && !boards.front().transparent && (count > 1 || captionHeight > 0))
        out += QStringLiteral("<rect width=\"%1\" height=\"%2\" fill=\"%3\"/>\n")
                   .arg(svgNumber(width), svgNumber(height), theme.background.name());
    if (titleHeight > 0)
        out += QStringLiteral("<text x=\"%1\" y=\"30\" font-family=\"DejaVu Sans, sans-serif\" "
                              "font-size=\"22\" fill=\"%2\">%3</text>\n")
                   .arg(svgNumber(gap), theme.coordinates.name(), xmlEscape(title));
    for (int i = 0; i < count; ++i) {
        const qreal x = gap + (i % columns) * (cell + gap);
        const qreal y = titleHeight + gap + (i / columns) * (cell + captionHeight + gap);
        svgBoard(out, boards[std::size_t(i)], x, y, cell);
        // Each line of the caption its own text, wrapped to the board's width.
        const QStringList lines
            = exportdetail::captionLines(boards[std::size_t(i)].caption, line, cell);
        for (qsizetype l = 0; l < lines.size(); ++l) {
            const qreal size = line;
            out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" "
                                  "font-family=\"DejaVu Sans, sans-serif\" font-size=\"%3\" "
                                  "fill=\"%4\">%5</text>\n")
                       .arg(svgNumber(x + cell / 2), svgNumber(y + cell + 24 + l * line * 1.3),
                            svgNumber(size), theme.coordinates.name(), xmlEscape(lines[l]));
        }
    }
    out += QStringLiteral("</svg>\n");
    return out.toUtf8();
}

} // namespace nq
