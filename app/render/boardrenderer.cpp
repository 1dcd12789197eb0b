// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardrenderer.h"

#include "boardpainter.h"

#include <QFile>
#include <QHash>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <memory>

namespace nq {

namespace {

QSvgRenderer *queenRenderer(const Theme &theme)
{
    // One renderer per queen colour and thread, made on first use: sheets are drawn on workers.
    thread_local QHash<QRgb, std::shared_ptr<QSvgRenderer>> renderers;
    auto &r = renderers[theme.queen.rgba() ^ (theme.queenOutline.rgba() << 1)];
    if (!r)
        r = std::make_shared<QSvgRenderer>(BoardRenderer::queenSvg(theme));
    return r.get();
}

} // namespace

QByteArray BoardRenderer::queenSvg(const Theme &theme)
{
    QFile file(QStringLiteral(":/nqueens/queen.svg"));
    QByteArray svg;
    if (file.open(QIODevice::ReadOnly))
        svg = file.readAll();
    svg.replace("#1d1d27", theme.queen.name().toLatin1());
    svg.replace("#ffffff", theme.queenOutline.name().toLatin1());
    return svg;
}

qreal BoardRenderer::margin(const BoardPicture &picture)
{
    return picture.coordinates ? 0.6 : 0.15;
}

BoardRenderer::Marks::Marks(const BoardPicture &picture)
    : m_model(picture.squareSet
                  ? BoardModel::ofSquares(int(picture.board.size()), picture.queens, false)
                  : BoardModel::ofPlacement(picture.board)),
      m_squareSet(picture.squareSet), m_queens(m_model.queens())
{
    std::sort(m_queens.begin(), m_queens.end(),
              [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
}

bool BoardRenderer::Marks::attacked(int row, int col) const
{
    return m_model.isAttacked({ row, col });
}

bool BoardRenderer::Marks::uncovered(int row, int col) const
{
    return m_squareSet && m_model.cover({ row, col }) == 0;
}

bool BoardRenderer::Marks::queenAttacked(Square q) const
{
    return !m_squareSet && m_model.isQueenAttacked(q);
}

QImage BoardRenderer::squaresImage(const BoardPicture &picture, const Marks &marks)
{
    BoardPainter::ImageMarks image;
    image.attacks = picture.attacks;
    image.conflicts = picture.attacks;
    return BoardPainter::boardImage(marks.model(), marks.squareSet(), picture.theme, image);
}

qreal BoardRenderer::extent(const BoardPicture &picture)
{
    return qreal(picture.board.size()) + 2 * margin(picture);
}

void BoardRenderer::paint(QPainter *painter, const QRectF &target, const BoardPicture &picture)
{
    const int n = int(picture.board.size());
    if (n == 0)
        return;
    const Theme &t = picture.theme;
    const qreal side = std::min(target.width(), target.height());
    const qreal s = side / extent(picture);
    const QPointF origin(target.center().x() - side / 2 + margin(picture) * s,
                         target.center().y() - side / 2 + margin(picture) * s);
    auto square
        = [&](int r, int c) { return QRectF(origin.x() + c * s, origin.y() + r * s, s, s); };

    painter->save();
    if (!picture.transparent)
        painter->fillRect(
            QRectF(target.center().x() - side / 2, target.center().y() - side / 2, side, side),
            t.background);
    const Marks marks(picture);
    const bool full = marks.full();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const bool pictured = n > BoardPainter::kImageAbove;
    if (pictured) {
        // One pixel per square, queens included, scaled up without smoothing.
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(QRectF(origin, QSizeF(n * s, n * s)), squaresImage(picture, marks));
    }
    for (int r = 0; r < n && !pictured; ++r) {
        for (int c = 0; c < n; ++c) {
            // The squares and marks as the window draws them (BoardPainter).
            painter->fillRect(square(r, c), BoardPainter::squareColour(t, r, c));
            if (picture.attacks && (!full || picture.attacksOnFullBoard) && marks.attacked(r, c))
                BoardPainter::paintAttackMark(painter, square(r, c), t, true);
            if (picture.attacks && marks.uncovered(r, c))
                BoardPainter::paintUncovered(painter, square(r, c), t);
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(t.coordinates, std::max(1.0, s * 0.02)));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(origin, QSizeF(n * s, n * s)));
    StepMarks::paint(painter, picture.step.shapes(n), n, origin, s, t);
    QSvgRenderer *queen = queenRenderer(t);
    for (const Square &q : marks.queens()) {
        if (pictured)
            break; // in the image
        const QRectF sq = square(q.row, q.col);
        if (std::find(picture.given.begin(), picture.given.end(), q) != picture.given.end()) {
            // A heavy frame inside the square: clear in print, on light and dark squares alike.
            painter->save();
            painter->setPen(
                QPen(t.coordinates, s * 0.1, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(sq.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05));
            painter->restore();
        }
        if (picture.attacks && marks.queenAttacked(q))
            BoardPainter::paintConflict(painter, sq, t, 0.3);
        queen->render(painter, sq.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08));
    }
    if (picture.coordinates) {
        QFont font = painter->font();
        font.setPixelSize(std::max(6, int(s * 0.32)));
        painter->setFont(font);
        painter->setPen(t.coordinates);
        const qreal m = margin(picture) * s;
        const int every = n > 40 ? 5 : 1;
        for (int i = 0; i < n; ++i) {
            if (i != 0 && (i + 1) % every != 0)
                continue;
            const QString label = QString::number(i + 1);
            painter->drawText(QRectF(origin.x() - m, origin.y() + i * s, m * 0.85, s),
                              Qt::AlignRight | Qt::AlignVCenter, label);
            painter->drawText(QRectF(origin.x() + i * s, origin.y() - m, s, m * 0.9),
                              Qt::AlignHCenter | Qt::AlignBottom, label);
        }
    }
    painter->restore();
}

QImage BoardRenderer::image(const BoardPicture &picture, int pixels)
{
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(&painter, QRectF(0, 0, pixels, pixels), picture);
    return image;
}

} // namespace nq
