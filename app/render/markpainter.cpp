// SPDX-License-Identifier: GPL-3.0-or-later
#include "markpainter.h"

#include "boardpainter.h"

#include <QPainter>

#include <array>

namespace nq {

namespace {

QRectF squareRect(const MarkPainter::Grid &g, int row, int col)
{
    return QRectF(g.origin.x() + col * g.square, g.origin.y() + row * g.square, g.square, g.square);
}

} // namespace

void MarkPainter::paintSquares(QPainter *painter, const StepPicture &picture, const Grid &grid,
                               const Theme &theme, bool plainToo, const Cross &cross)
{
    using Tint = MarkPolicy::Tint;
    const int n = picture.n();
    painter->save();
    // Square fills need no antialiasing; it would only blur their edges.
    painter->setRenderHint(QPainter::Antialiasing, false);
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(grid.square * 0.30)));
    font.setBold(true);
    painter->setFont(font);
    std::vector<QPointF> crosses;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const Square s { r, c };
            const MarkPolicy::SquareMark mark = picture.at(s);
            const QRectF sq = squareRect(grid, r, c);
            if (mark.tint != Tint::Plain || plainToo)
                painter->fillRect(sq,
                                  MarkPolicy::tinted(theme, BoardPainter::squareColour(theme, r, c),
                                                     mark.tint, mark.heat, picture.hottest()));
            if (mark.conflict)
                BoardPainter::paintConflict(painter, sq, theme, 0.3);
            if (!grid.detailed)
                continue;
            if (mark.tint == Tint::Attacked)
                crosses.push_back(sq.center());
            else if (mark.tint == Tint::Uncovered)
                BoardPainter::paintUncoveredRing(painter, sq, theme);
            if (mark.figure >= 0 && !mark.badge) {
                painter->setPen(theme.coordinates);
                painter->drawText(sq, Qt::AlignCenter, QString::number(mark.figure));
            }
        }
    }
    if (cross && !crosses.empty())
        cross(crosses);
    for (const QPointF &centre : cross ? std::vector<QPointF> {} : crosses)
        BoardPainter::paintCross(painter, centre, grid.square, theme);
    painter->restore();
}

void MarkPainter::paintBadges(QPainter *painter, const StepPicture &picture, const Grid &grid,
                              const Theme &theme)
{
    const int row = picture.countedRow();
    const int n = picture.n();
    if (row < 0 || !grid.detailed)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    // The attackers of each square of the row, in figures a class can read.
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(grid.square * 0.42)));
    font.setBold(true);
    painter->setFont(font);
    const qreal in = grid.square * 0.2;
    for (int c = 0; c < n; ++c) {
        const MarkPolicy::SquareMark mark = picture.at({ row, c });
        if (mark.figure < 0)
            continue;
        const QRectF badge = squareRect(grid, row, c).adjusted(in, in, -in, -in);
        painter->setPen(Qt::NoPen);
        painter->setBrush(theme.background);
        painter->drawEllipse(badge);
        painter->setPen(theme.coordinates);
        painter->drawText(badge, Qt::AlignCenter, QString::number(mark.figure));
    }
    painter->restore();
}

QImage MarkPainter::image(const StepPicture &picture, const Theme &theme)
{
    using Tint = MarkPolicy::Tint;
    const int n = picture.n();
    QImage image(n, n, QImage::Format_RGB32);
    // The tints of light and dark squares, blended once (heat is blended per square).
    std::array<std::array<QRgb, 2>, 4> colours {};
    for (const Tint tint : { Tint::Plain, Tint::Attacked, Tint::Uncovered })
        for (int dark = 0; dark < 2; ++dark)
            colours[std::size_t(tint)][std::size_t(dark)]
                = MarkPolicy::tinted(theme, dark ? theme.darkSquare : theme.lightSquare, tint, 0, 1)
                      .rgb();
    for (int r = 0; r < n; ++r) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(r));
        for (int c = 0; c < n; ++c) {
            const MarkPolicy::SquareMark mark = picture.at({ r, c });
            line[c] = mark.tint == Tint::Heat
                ? picture.fill(theme, { r, c }).rgb()
                : colours[std::size_t(mark.tint)][std::size_t((r + c) & 1)];
        }
    }
    for (const Square &q : picture.queens())
        image.setPixel(q.col, q.row,
                       picture.at(q).conflict ? theme.conflict.rgb() : theme.queen.rgb());
    return image;
}

} // namespace nq
