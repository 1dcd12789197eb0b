// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardpainter.h"

#include <QPainterPath>

#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace nq {

QColor BoardPainter::attackedColour(const Theme &theme, const QColor &base)
{
    // The tint the cross mark lays over a square, blended once: far cheaper than alpha fills.
    const QColor tint = theme.attack;
    const qreal a = (theme.kind == Theme::Dark ? 110 : 95) / 255.0;
    return QColor::fromRgbF(base.redF() * (1 - a) + tint.redF() * a,
                            base.greenF() * (1 - a) + tint.greenF() * a,
                            base.blueF() * (1 - a) + tint.blueF() * a);
}

QColor BoardPainter::haloFor(const QColor &ink)
{
    return Theme::inkOn(ink);
}

void BoardPainter::strokeWithHalo(QPainter *painter, const QPainterPath &path, const QPen &pen,
                                  qreal halo)
{
    painter->save();
    QPen under = pen;
    under.setColor(haloFor(pen.color()));
    under.setWidthF(pen.widthF() + 2 * halo);
    under.setStyle(Qt::SolidLine); // a dashed line keeps a whole halo under it
    painter->setBrush(Qt::NoBrush);
    painter->setPen(under);
    painter->drawPath(path);
    painter->setPen(pen);
    painter->drawPath(path);
    painter->restore();
}

qreal BoardPainter::haloWidth(qreal square)
{
    return std::max(1.0, square * 0.02);
}

void BoardPainter::paintCross(QPainter *painter, const QPointF &c, qreal square, const Theme &theme)
{
    const qreal s = square * 0.13;
    QPainterPath cross;
    cross.moveTo(c + QPointF(-s, -s));
    cross.lineTo(c + QPointF(s, s));
    cross.moveTo(c + QPointF(-s, s));
    cross.lineTo(c + QPointF(s, -s));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    strokeWithHalo(painter, cross, attackPen(theme, square), haloWidth(square) * 0.75);
    painter->restore();
}

void BoardPainter::paintAttackMark(QPainter *painter, const QRectF &r, const Theme &theme,
                                   bool detailed)
{
    QColor tint = theme.attack;
    tint.setAlpha(theme.kind == Theme::Dark ? 110 : 95);
    painter->fillRect(r, tint);
    if (detailed)
        paintCross(painter, r.center(), r.width(), theme); // the mark reads without colour too
}

QPen BoardPainter::attackPen(const Theme &theme, qreal square)
{
    return QPen(theme.kind == Theme::Dark ? theme.attack.lighter(130) : theme.attack.darker(150),
                square * 0.045, Qt::SolidLine, Qt::RoundCap);
}

// A square outline of width w with its halo, the whole of it inside r.
static QPainterPath insetFrame(const QRectF &r, qreal inset)
{
    QPainterPath path;
    path.addRect(r.adjusted(inset, inset, -inset, -inset));
    return path;
}

void BoardPainter::paintConsider(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.09, h = haloWidth(r.width());
    strokeWithHalo(painter, insetFrame(r, w / 2 + h),
                   QPen(theme.consider, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin), h);
}

void BoardPainter::paintCursor(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.09, arm = r.width() * 0.28, h = haloWidth(r.width());
    const QRectF in = r.adjusted(w / 2 + h, w / 2 + h, -w / 2 - h, -w / 2 - h);
    QPainterPath corners;
    for (const QPointF &corner :
         { in.topLeft(), in.topRight(), in.bottomRight(), in.bottomLeft() }) {
        const qreal dx = corner.x() < in.center().x() ? arm : -arm;
        const qreal dy = corner.y() < in.center().y() ? arm : -arm;
        corners.moveTo(corner + QPointF(dx, 0));
        corners.lineTo(corner);
        corners.lineTo(corner + QPointF(0, dy));
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    strokeWithHalo(painter, corners,
                   QPen(theme.consider, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin), h);
    painter->restore();
}

void BoardPainter::paintPlaced(QPainter *painter, const QRectF &r, const Theme &theme)
{
    QColor fill = theme.solution;
    fill.setAlphaF(0.35);
    const qreal in = r.width() * 0.04;
    painter->fillRect(r.adjusted(in, in, -in, -in), fill);
}

QColor BoardPainter::liftedInk(const Theme &theme)
{
    return theme.queen; // a ghost of the queen that stood there
}

void BoardPainter::paintLifted(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.07;
    QPainterPath ring;
    ring.addEllipse(
        r.adjusted(r.width() * 0.16, r.height() * 0.16, -r.width() * 0.16, -r.height() * 0.16));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    // A ghost of the queen: the circle filled faintly, its outline dashed.
    QColor ghost = liftedInk(theme);
    ghost.setAlphaF(0.4);
    painter->fillPath(ring, ghost);
    strokeWithHalo(painter, ring, QPen(liftedInk(theme), w, Qt::DashLine, Qt::FlatCap),
                   haloWidth(r.width()));
    painter->restore();
}

void BoardPainter::paintHint(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.08;
    QPainterPath ring;
    ring.addEllipse(
        r.adjusted(r.width() * 0.12, r.height() * 0.12, -r.width() * 0.12, -r.height() * 0.12));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    strokeWithHalo(painter, ring, QPen(theme.solution, w, Qt::DashLine, Qt::FlatCap),
                   haloWidth(r.width()));
    painter->restore();
}

void BoardPainter::paintConflict(QPainter *painter, const QRectF &r, const Theme &theme,
                                 qreal alpha)
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
    const qreal w = r.width() * 0.07, h = haloWidth(r.width());
    strokeWithHalo(painter, insetFrame(r, w / 2 + h),
                   QPen(theme.conflict, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin), h);
}

QColor BoardPainter::uncoveredInk(const Theme &theme)
{
    return theme.kind == Theme::Dark ? theme.uncovered.lighter(120) : theme.uncovered.darker(130);
}

void BoardPainter::paintUncovered(QPainter *painter, const QRectF &r, const Theme &theme)
{
    QColor fill = theme.uncovered;
    fill.setAlphaF(0.28);
    painter->fillRect(r, fill);
    paintUncoveredRing(painter, r, theme);
}

void BoardPainter::paintUncoveredRing(QPainter *painter, const QRectF &r, const Theme &theme)
{
    // A ring: the mark reads without colour too.
    const qreal w = r.width() * 0.07;
    const qreal inset = r.width() * 0.32;
    QPainterPath ring;
    ring.addEllipse(r.adjusted(inset, inset, -inset, -inset));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    strokeWithHalo(painter, ring, QPen(uncoveredInk(theme), w), haloWidth(r.width()));
    painter->restore();
}

void BoardPainter::paintSolutionFrame(QPainter *painter, const QRectF &r, qreal width,
                                      const Theme &theme)
{
    QPainterPath frame;
    frame.addRect(r);
    strokeWithHalo(painter, frame,
                   QPen(theme.solution, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin),
                   std::max(1.0, width * 0.2));
}

std::vector<std::pair<BoardPainter::Mark, QColor>> BoardPainter::markInks(const Theme &theme)
{
    return { { Mark::Consider, theme.consider }, { Mark::Cursor, theme.consider },
             { Mark::Hint, theme.solution },     { Mark::Attack, attackPen(theme, 100).color() },
             { Mark::Conflict, theme.conflict }, { Mark::Uncovered, uncoveredInk(theme) },
             { Mark::Solution, theme.solution }, { Mark::Placed, theme.solution },
             { Mark::Lifted, liftedInk(theme) } };
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

void BoardPainter::paintLegendSample(QPainter *painter, const QRectF &rect, Mark mark,
                                     const Theme &theme, QSvgRenderer *queen)
{
    painter->fillRect(rect, theme.lightSquare);
    switch (mark) {
    case Mark::Queen:
        queen->render(painter,
                      rect.adjusted(rect.width() * 0.08, rect.height() * 0.08, -rect.width() * 0.08,
                                    -rect.height() * 0.08));
        break;
    case Mark::Consider:
        paintConsider(painter, rect, theme);
        break;
    case Mark::Cursor:
        paintCursor(painter, rect, theme);
        break;
    case Mark::Hint: {
        // Two halves: a hint's ring and the keyboard's corners.
        QRectF left = rect, right = rect;
        left.setWidth(rect.width() / 2);
        right.setLeft(left.right());
        const qreal side = left.width() * 0.95;
        paintHint(painter, QRectF(left.center() - QPointF(side / 2, side / 2), QSizeF(side, side)),
                  theme);
        paintCursor(painter,
                    QRectF(right.center() - QPointF(side / 2, side / 2), QSizeF(side, side)),
                    theme);
        break;
    }
    case Mark::Placed: {
        // Two halves: the tint of a square a queen was just put on, and the circle one leaves
        // when taken back.
        QRectF left = rect, right = rect;
        left.setWidth(rect.width() / 2);
        right.setLeft(left.right());
        paintPlaced(painter, left, theme);
        const qreal side = right.width() * 1.3;
        paintLifted(painter,
                    QRectF(right.center() - QPointF(side / 2, side / 2), QSizeF(side, side)),
                    theme);
        break;
    }
    case Mark::Lifted:
        paintLifted(painter, rect, theme);
        break;
    case Mark::Attack:
        paintAttackMark(painter, rect, theme, true);
        break;
    case Mark::Conflict:
        paintConflict(painter, rect, theme, 1.0);
        break;
    case Mark::Uncovered:
        paintUncovered(painter, rect, theme);
        break;
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
        paintSolutionFrame(painter, rect.adjusted(w * 0.7, w * 0.7, -w * 0.7, -w * 0.7), w, theme);
        break;
    }
    }
    painter->setPen(QPen(theme.coordinates, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect);
}

} // namespace nq
