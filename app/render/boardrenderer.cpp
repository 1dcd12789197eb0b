// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardrenderer.h"

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
    // One renderer per queen colour, made on first use (GUI thread or CLI only).
    static QHash<QRgb, std::shared_ptr<QSvgRenderer>> renderers;
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
    : m_model(picture.squareSet ? BoardModel::ofSquares(int(picture.board.size()), picture.queens, false)
                                : BoardModel::ofPlacement(picture.board)),
      m_squareSet(picture.squareSet), m_queens(m_model.queens())
{
    std::sort(m_queens.begin(), m_queens.end(), [](Square a, Square b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
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

QImage BoardRenderer::squaresImage(const BoardPicture &picture, const Marks &marks, bool withQueens)
{
    const int n = int(picture.board.size());
    const Theme &t = picture.theme;
    QImage image(n, n, QImage::Format_RGB32);
    auto blend = [](QRgb base, const QColor &tint, qreal a) {
        return qRgb(int(qRed(base) * (1 - a) + tint.red() * a),
                    int(qGreen(base) * (1 - a) + tint.green() * a),
                    int(qBlue(base) * (1 - a) + tint.blue() * a));
    };
    const QRgb light = t.lightSquare.rgb(), dark = t.darkSquare.rgb();
    const QRgb lightAttacked = blend(light, t.attack, 0.4), darkAttacked = blend(dark, t.attack, 0.4);
    const QRgb lightUncovered = blend(light, t.uncovered, 0.35),
               darkUncovered = blend(dark, t.uncovered, 0.35);
    const bool full = marks.full();
    for (int r = 0; r < n; ++r) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(r));
        for (int c = 0; c < n; ++c) {
            const bool isLight = ((r + c) & 1) == 0;
            QRgb px = isLight ? light : dark;
            if (picture.attacks && !full && marks.attacked(r, c))
                px = isLight ? lightAttacked : darkAttacked;
            else if (picture.attacks && marks.uncovered(r, c))
                px = isLight ? lightUncovered : darkUncovered;
            line[c] = px;
        }
    }
    if (withQueens) {
        for (const Square &q : marks.queens())
            image.setPixel(q.col, q.row, picture.attacks && marks.queenAttacked(q) ? t.conflict.rgb()
                                                                                  : t.queen.rgb());
    }
    return image;
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
    auto square = [&](int r, int c) { return QRectF(origin.x() + c * s, origin.y() + r * s, s, s); };

    painter->save();
    if (!picture.transparent)
        painter->fillRect(QRectF(target.center().x() - side / 2, target.center().y() - side / 2,
                                 side, side),
                          t.background);
    const Marks marks(picture);
    const bool full = marks.full();
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (n > kVectorUpTo) {
        // One pixel per square, queens included, scaled up without smoothing.
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(QRectF(origin, QSizeF(n * s, n * s)), squaresImage(picture, marks, true));
    }
    for (int r = 0; r < n && n <= kVectorUpTo; ++r) {
        for (int c = 0; c < n; ++c) {
            painter->fillRect(square(r, c), ((r + c) & 1) == 0 ? t.lightSquare : t.darkSquare);
            if (picture.attacks && !full && marks.attacked(r, c)) {
                QColor tint = t.attack;
                tint.setAlpha(100);
                painter->fillRect(square(r, c), tint);
            }
            if (picture.attacks && marks.uncovered(r, c)) {
                QColor tint = t.uncovered;
                tint.setAlpha(80);
                painter->fillRect(square(r, c), tint);
            }
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(t.coordinates, std::max(1.0, s * 0.02)));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(origin, QSizeF(n * s, n * s)));
    if (picture.attacks && !full && n <= kVectorUpTo) {
        painter->setPen(QPen(t.attack.darker(150), s * 0.045, Qt::SolidLine, Qt::RoundCap));
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                if (marks.uncovered(r, c)) {
                    painter->save();
                    painter->setPen(QPen(t.uncovered.darker(130), s * 0.07));
                    const qreal inset = s * 0.32;
                    painter->drawEllipse(square(r, c).adjusted(inset, inset, -inset, -inset));
                    painter->restore();
                }
                if (!marks.attacked(r, c))
                    continue;
                const QPointF o = square(r, c).center();
                const qreal a = s * 0.13;
                painter->drawLine(o + QPointF(-a, -a), o + QPointF(a, a));
                painter->drawLine(o + QPointF(-a, a), o + QPointF(a, -a));
            }
        }
    }
    QSvgRenderer *queen = queenRenderer(t);
    for (const Square &q : marks.queens()) {
        if (n > kVectorUpTo)
            break; // in the image
        const QRectF sq = square(q.row, q.col);
        if (picture.attacks && marks.queenAttacked(q)) {
            QBrush hatch(t.conflict, Qt::BDiagPattern);
            QTransform scale;
            scale.scale(s / 14.0, s / 14.0);
            hatch.setTransform(scale);
            painter->fillRect(sq, hatch);
            painter->setPen(QPen(t.conflict, s * 0.07));
            painter->drawRect(sq.adjusted(s * 0.035, s * 0.035, -s * 0.035, -s * 0.035));
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
