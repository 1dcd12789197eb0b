// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardpainter.h"

#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace nq {

namespace {

QRgb blend(QRgb base, const QColor &tint, qreal a)
{
    return qRgb(int(qRed(base) * (1 - a) + tint.red() * a),
                int(qGreen(base) * (1 - a) + tint.green() * a),
                int(qBlue(base) * (1 - a) + tint.blue() * a));
}

} // namespace

QColor BoardPainter::attackedColour(const Theme &theme, const QColor &base)
{
    // The tint the cross mark lays over a square, blended once: far cheaper than alpha fills.
    const QColor tint = theme.attack;
    const qreal a = (theme.kind == Theme::Dark ? 110 : 95) / 255.0;
    return QColor::fromRgbF(base.redF() * (1 - a) + tint.redF() * a,
                            base.greenF() * (1 - a) + tint.greenF() * a,
                            base.blueF() * (1 - a) + tint.blueF() * a);
}

void BoardPainter::paintAttackMark(QPainter *painter, const QRectF &r, const Theme &theme,
                                   bool detailed)
{
    QColor tint = theme.attack;
    tint.setAlpha(theme.kind == Theme::Dark ? 110 : 95);
    painter->fillRect(r, tint);
    if (!detailed)
        return;
    // A small cross, smooth: the mark reads without colour too.
    const qreal s = r.width() * 0.13;
    const QPointF c = r.center();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(attackPen(theme, r.width()));
    painter->drawLine(c + QPointF(-s, -s), c + QPointF(s, s));
    painter->drawLine(c + QPointF(-s, s), c + QPointF(s, -s));
    painter->restore();
}

QPen BoardPainter::attackPen(const Theme &theme, qreal square)
{
    return QPen(theme.kind == Theme::Dark ? theme.attack.lighter(130) : theme.attack.darker(150),
                square * 0.045, Qt::SolidLine, Qt::RoundCap);
}

void BoardPainter::paintConsider(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.09;
    painter->setPen(QPen(theme.consider, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

void BoardPainter::paintCursor(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.09, arm = r.width() * 0.28;
    const QRectF in = r.adjusted(w / 2, w / 2, -w / 2, -w / 2);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(theme.consider, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->setBrush(Qt::NoBrush);
    for (const QPointF &corner : { in.topLeft(), in.topRight(), in.bottomRight(), in.bottomLeft() }) {
        const qreal dx = corner.x() < in.center().x() ? arm : -arm;
        const qreal dy = corner.y() < in.center().y() ? arm : -arm;
        painter->drawPolyline(QPolygonF { corner + QPointF(dx, 0), corner, corner + QPointF(0, dy) });
    }
    painter->restore();
}

void BoardPainter::paintHint(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.08;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(theme.solution, w, Qt::DashLine, Qt::FlatCap));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(r.adjusted(r.width() * 0.12, r.height() * 0.12, -r.width() * 0.12,
                                    -r.height() * 0.12));
    painter->restore();
}

void BoardPainter::paintConflict(QPainter *painter, const QRectF &r, const Theme &theme, qreal alpha)
{
    QColor fill = theme.conflict;
    fill.setAlphaF(0.30 + 0.35 * alpha);
    painter->fillRect(r, fill);
    QColor hatch = theme.conflict.darker(140);
    hatch.setAlphaF(0.55 + 0.45 * alpha);
    QBrush brush(hatch, Qt::BDiagPattern);
    // Hatching scaled with the square, so it reads the same at any zoom.
    QTransform t;
    t.scale(r.width() / 14.0, r.width() / 14.0);
    brush.setTransform(t);
    painter->fillRect(r, brush);
    const qreal w = r.width() * 0.07;
    painter->setPen(QPen(theme.conflict, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

void BoardPainter::paintUncovered(QPainter *painter, const QRectF &r, const Theme &theme)
{
    QColor fill = theme.uncovered;
    fill.setAlphaF(0.28);
    painter->fillRect(r, fill);
    // A ring: the mark reads without colour too.
    const qreal w = r.width() * 0.07;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(theme.kind == Theme::Dark ? theme.uncovered.lighter(120)
                                                   : theme.uncovered.darker(130),
                         w));
    painter->setBrush(Qt::NoBrush);
    const qreal inset = r.width() * 0.32;
    painter->drawEllipse(r.adjusted(inset, inset, -inset, -inset));
    painter->restore();
}

QColor BoardPainter::heatColour(const Theme &theme, const QColor &base, int count, int most)
{
    // From a light tint for one attacker to a strong one for the most: a sequential scale.
    const qreal f = most <= 1 ? 1.0 : qreal(count - 1) / qreal(most - 1);
    const qreal a = 0.22 + 0.58 * f;
    const QColor tint = theme.attack;
    return QColor::fromRgbF(base.redF() * (1 - a) + tint.redF() * a,
                            base.greenF() * (1 - a) + tint.greenF() * a,
                            base.blueF() * (1 - a) + tint.blueF() * a);
}

QImage BoardPainter::boardImage(const BoardModel &board, bool squareSet, const Theme &t,
                                ImageMarks marks)
{
    const int n = board.n();
    QImage image(n, n, QImage::Format_RGB32);
    const QRgb light = t.lightSquare.rgb(), dark = t.darkSquare.rgb();
    const QRgb lightAttacked = blend(light, t.attack, 0.4), darkAttacked = blend(dark, t.attack, 0.4);
    const QRgb lightUncovered = blend(light, t.uncovered, 0.35),
               darkUncovered = blend(dark, t.uncovered, 0.35);
    // Every square of a full board is attacked: the queens under attack say more then.
    const bool full = !squareSet && board.isFull();
    for (int r = 0; r < n; ++r) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(r));
        for (int c = 0; c < n; ++c) {
            const bool isLight = ((r + c) & 1) == 0;
            QRgb px = isLight ? light : dark;
            if (marks.attacks && !full && board.isAttacked({ r, c }))
                px = isLight ? lightAttacked : darkAttacked;
            else if (marks.attacks && squareSet && board.cover({ r, c }) == 0)
                px = isLight ? lightUncovered : darkUncovered;
            line[c] = px;
        }
    }
    for (const Square &q : board.queens())
        image.setPixel(q.col, q.row, marks.conflicts && !squareSet && board.isQueenAttacked(q)
                               ? t.conflict.rgb()
                               : t.queen.rgb());
    return image;
}

void BoardPainter::paintLegendSample(QPainter *painter, const QRectF &rect, Mark mark,
                                     const Theme &theme, QSvgRenderer *queen)
{
    painter->fillRect(rect, theme.lightSquare);
    switch (mark) {
    case Mark::Queen:
        queen->render(painter, rect.adjusted(rect.width() * 0.08, rect.height() * 0.08,
                                             -rect.width() * 0.08, -rect.height() * 0.08));
        break;
    case Mark::Consider: paintConsider(painter, rect, theme); break;
    case Mark::Cursor: paintCursor(painter, rect, theme); break;
    case Mark::Hint: paintHint(painter, rect, theme); break;
    case Mark::Attack: paintAttackMark(painter, rect, theme, true); break;
    case Mark::Conflict: paintConflict(painter, rect, theme, 1.0); break;
    case Mark::Uncovered: paintUncovered(painter, rect, theme); break;
    case Mark::Heat: {
        // Two halves: one attacker and many.
        painter->save();
        QRectF left = rect, right = rect;
        left.setWidth(rect.width() / 2);
        right.setLeft(left.right());
        painter->fillRect(left, heatColour(theme, theme.lightSquare, 1, 4));
        painter->fillRect(right, heatColour(theme, theme.lightSquare, 4, 4));
        QFont font = painter->font();
        font.setPixelSize(std::max(8, int(rect.height() * 0.42)));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(theme.coordinates);
        painter->drawText(left, Qt::AlignCenter, QStringLiteral("1"));
        painter->drawText(right, Qt::AlignCenter, QStringLiteral("4"));
        painter->restore();
        break;
    }
    case Mark::Solution: {
        const qreal w = rect.width() * 0.12;
        painter->setPen(QPen(theme.solution, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(rect.adjusted(w / 2, w / 2, -w / 2, -w / 2));
        break;
    }
    }
    painter->setPen(QPen(theme.coordinates, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect);
}

} // namespace nq
