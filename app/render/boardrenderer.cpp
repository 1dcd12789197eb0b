// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardrenderer.h"

#include "boardpainter.h"
#include "markpainter.h"

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

BoardModel BoardRenderer::modelOf(const BoardPicture &picture)
{
    return picture.squareSet
        ? BoardModel::ofSquares(int(picture.board.size()), picture.queens, false)
        : BoardModel::ofPlacement(picture.board);
}

StepPicture BoardRenderer::stepPicture(const BoardPicture &picture)
{
    return StepPicture::of(modelOf(picture), picture.squareSet, picture.step, picture.marks);
}

QImage BoardRenderer::squaresImage(const BoardPicture &picture)
{
    return MarkPainter::image(stepPicture(picture), picture.theme);
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
    // What the step looks like, decided once; drawn here without deciding.
    const StepPicture step = stepPicture(picture);
    const bool pictured = n > BoardPainter::kImageAbove;
    const MarkPainter::Grid grid { origin, s, s >= 14 };
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (pictured) {
        // One pixel per square, queens included, scaled up without smoothing.
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(QRectF(origin, QSizeF(n * s, n * s)),
                           MarkPainter::image(step, picture.theme));
    } else {
        // The squares and marks as the window draws them.
        MarkPainter::paintSquares(painter, step, grid, t, true);
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(t.coordinates, std::max(1.0, s * 0.02)));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(origin, QSizeF(n * s, n * s)));
    StepMarks::paint(painter, step.shapes(), n, origin, s, t);
    if (!pictured)
        MarkPainter::paintBadges(painter, step, grid, t);
    QSvgRenderer *queen = queenRenderer(t);
    std::vector<Square> queens = step.queens();
    std::sort(queens.begin(), queens.end());
    for (const Square &q : queens) {
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
