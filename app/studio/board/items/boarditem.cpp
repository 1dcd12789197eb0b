// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/items/boarditem.h"

#include "board/items/squaresitem.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace nq {

namespace {

constexpr int kImageAbove = SquaresItem::kImageAbove; // larger boards are drawn from an image

} // namespace

BoardItem::BoardItem(QSvgRenderer *queen, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_queen(queen), m_squares(new SquaresItem(this))
{
    setZValue(0);
}

QRectF BoardItem::squareRect(int row, int col)
{
    return QRectF(col * kSquare, row * kSquare, kSquare, kSquare);
}

QRectF BoardItem::boardRect() const
{
    const qreal side = kSquare * size();
    return QRectF(0, 0, side, side);
}

QRectF BoardItem::boundingRect() const
{
    return m_squares->boundingRect();
}

void BoardItem::setState(const BoardModel &board, const StoredEvent &last, bool finished)
{
    if (board.n() != m_model.n()) {
        prepareGeometryChange();
        m_squares->setSize(board.n());
    }
    m_model = board;
    m_last = last;
    m_last.placement.clear();
    m_finished = finished;
    m_squareSet = false;
    m_imageDirty = true;
    update();
}

void BoardItem::setSquareSet(const BoardModel &board, const StoredEvent &last, bool finished)
{
    setState(board, last, finished);
    m_squareSet = true;
}

int BoardItem::coverAt(int row, int col) const
{
    if (!m_squareSet)
        return isAttacked(row, col) ? 1 : 0;
    return m_model.cover({ row, col });
}

void BoardItem::setShowHeat(bool show)
{
    m_showHeat = show;
    update();
}

QColor BoardItem::heatColour(const Theme &theme, const QColor &base, int count, int most)
{
    // From a light tint for one attacker to a strong one for the most: a sequential scale.
    const qreal f = most <= 1 ? 1.0 : qreal(count - 1) / qreal(most - 1);
    const qreal a = 0.22 + 0.58 * f;
    const QColor tint = theme.attack;
    return QColor::fromRgbF(base.redF() * (1 - a) + tint.redF() * a,
                            base.greenF() * (1 - a) + tint.greenF() * a,
                            base.blueF() * (1 - a) + tint.blueF() * a);
}

void BoardItem::paintUncovered(QPainter *painter, const QRectF &r, const Theme &theme)
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

void BoardItem::paintSquareSet(QPainter *painter, bool detailed)
{
    const int n = size();
    int most = 1;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            if (!m_model.hasQueen({ r, c }))
                most = std::max(most, m_model.cover({ r, c }));
        }
    }
    QFont font = painter->font();
    font.setPixelSize(int(kSquare * 0.30));
    font.setBold(true);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRectF sq = squareRect(r, c);
            const int count = m_model.cover({ r, c });
            const bool light = ((r + c) & 1) == 0;
            if (m_model.hasQueen({ r, c })) {
                // In the independent variant a queen attacked by another is a conflict.
                if (count > 1 && m_markQueens)
                    paintConflict(painter, sq, m_theme, 0.3);
                continue;
            }
            if (count == 0) {
                if (m_showAttacks)
                    paintUncovered(painter, sq, m_theme);
                continue;
            }
            if (!m_showAttacks)
                continue;
            if (m_showHeat) {
                painter->fillRect(sq, heatColour(m_theme, light ? m_theme.lightSquare : m_theme.darkSquare,
                                                 count, most));
                if (detailed) {
                    painter->setFont(font);
                    painter->setPen(m_theme.coordinates);
                    painter->drawText(sq, Qt::AlignCenter, QString::number(count));
                }
            } else {
                paintAttackMark(painter, sq, m_theme, detailed);
            }
        }
    }
    // The square the search must cover next (a Consider names it).
    if (m_last.kind == EventKind::Consider && m_last.byRow >= 0 && m_last.byRow < n
        && m_last.byCol >= 0 && m_last.byCol < n) {
        const QRectF t = squareRect(m_last.byRow, m_last.byCol);
        const qreal w = kSquare * 0.06;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(m_theme.uncovered.darker(m_theme.kind == Theme::Dark ? 90 : 150), w,
                             Qt::DashLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(t.adjusted(w, w, -w, -w));
        painter->restore();
    }
}

void BoardItem::setTheme(const Theme &theme)
{
    m_theme = theme;
    m_squares->setTheme(theme);
    m_imageDirty = true;
    update();
}

void BoardItem::setShowCoordinates(bool show)
{
    m_squares->setShowCoordinates(show);
    update();
}

void BoardItem::setShowAttacks(bool show)
{
    m_showAttacks = show;
    m_imageDirty = true;
    update();
}

void BoardItem::setFlash(qreal flash)
{
    m_flash = flash;
    update();
}

bool BoardItem::isFull() const
{
    return !m_squareSet && m_model.isFull();
}

bool BoardItem::queenAttacked(int row) const
{
    const int c = m_model.columnOf(row);
    return c >= 0 && m_model.isQueenAttacked({ row, c });
}

bool BoardItem::isAttacked(int row, int col) const
{
    return m_model.isAttacked({ row, col });
}

void BoardItem::paintAttackMark(QPainter *painter, const QRectF &r, const Theme &theme,
                                bool detailed)
{
    QColor tint = theme.attack;
    tint.setAlpha(theme.kind == Theme::Dark ? 110 : 95);
    painter->fillRect(r, tint);
    if (!detailed)
        return;
    // A small cross: the mark reads without colour too.
    const qreal s = r.width() * 0.13;
    const QPointF c = r.center();
    painter->setPen(attackPenFor(theme, r.width()));
    painter->drawLine(c + QPointF(-s, -s), c + QPointF(s, s));
    painter->drawLine(c + QPointF(-s, s), c + QPointF(s, -s));
}

QPen BoardItem::attackPenFor(const Theme &theme, qreal square)
{
    return QPen(theme.kind == Theme::Dark ? theme.attack.lighter(130) : theme.attack.darker(150),
                square * 0.045, Qt::SolidLine, Qt::RoundCap);
}

const QPixmap &BoardItem::crossStamp(qreal squarePx, qreal dpr)
{
    const int side = int(std::ceil(squarePx * 0.4 * dpr)) | 1;
    if (m_stamp.width() != side || m_stampTheme != m_theme.attack.rgba()) {
        m_stamp = QPixmap(side, side);
        m_stamp.fill(Qt::transparent);
        QPainter p(&m_stamp);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal square = side / 0.4;
        p.setPen(attackPenFor(m_theme, square));
        const qreal c = side / 2.0, arm = square * 0.13;
        p.drawLine(QPointF(c - arm, c - arm), QPointF(c + arm, c + arm));
        p.drawLine(QPointF(c - arm, c + arm), QPointF(c + arm, c - arm));
        p.end();
        m_stamp.setDevicePixelRatio(dpr);
        m_stampTheme = m_theme.attack.rgba();
    }
    return m_stamp;
}

void BoardItem::paintConsider(QPainter *painter, const QRectF &r, const Theme &theme)
{
    const qreal w = r.width() * 0.09;
    painter->setPen(QPen(theme.consider, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

void BoardItem::paintConflict(QPainter *painter, const QRectF &r, const Theme &theme, qreal alpha)
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

void BoardItem::paintSquaresImage(QPainter *painter)
{
    const int n = size();
    if (m_imageDirty || m_image.width() != n) {
        m_image = QImage(n, n, QImage::Format_RGB32);
        const QRgb light = m_theme.lightSquare.rgb(), dark = m_theme.darkSquare.rgb();
        QColor attackTint = m_theme.attack;
        auto blend = [&](QRgb base) {
            const qreal a = 0.4;
            return qRgb(int(qRed(base) * (1 - a) + attackTint.red() * a),
                        int(qGreen(base) * (1 - a) + attackTint.green() * a),
                        int(qBlue(base) * (1 - a) + attackTint.blue() * a));
        };
        const QRgb lightAttacked = blend(light), darkAttacked = blend(dark);
        const QRgb queen = m_theme.queen.rgb();
        const QRgb conflictQueen = m_theme.conflict.rgb();
        const bool full = isFull();
        for (int r = 0; r < n; ++r) {
            auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(r));
            for (int c = 0; c < n; ++c) {
                const bool isLight = ((r + c) & 1) == 0;
                QRgb px = isLight ? light : dark;
                if (m_model.columnOf(r) == c)
                    px = full && queenAttacked(r) ? conflictQueen : queen;
                else if (m_showAttacks && !full && isAttacked(r, c))
                    px = isLight ? lightAttacked : darkAttacked;
                line[c] = px;
            }
        }
        m_imageDirty = false;
    }
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawImage(boardRect(), m_image);
    painter->restore();
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const int n = size();
    if (n == 0)
        return;
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal squarePx = kSquare * lod;
    const bool detailed = squarePx >= 14;

    if (m_squareSet) {
        painter->setRenderHint(QPainter::Antialiasing, false);
        paintSquareSet(painter, detailed);
        painter->setRenderHint(QPainter::Antialiasing, true);
    } else if (n > kImageAbove) {
        paintSquaresImage(painter);
    } else {
        // Square fills need no antialiasing; it would only blur their edges.
        painter->setRenderHint(QPainter::Antialiasing, false);
        const bool full = isFull();
        if (full || m_markQueens) {
            // Every square of a full board is attacked: show the queens under attack instead.
            for (int r = 0; r < n; ++r) {
                if (queenAttacked(r))
                    paintConflict(painter, squareRect(r, m_model.columnOf(r)), m_theme, 0.3);
            }
        }
        if (!full && m_showAttacks) {
            // Opaque tints, blended here once: far cheaper than alpha fills every frame.
            const QColor tint = m_theme.attack;
            const qreal a = (m_theme.kind == Theme::Dark ? 110 : 95) / 255.0;
            auto blend = [&](const QColor &base) {
                return QColor::fromRgbF(base.redF() * (1 - a) + tint.redF() * a,
                                        base.greenF() * (1 - a) + tint.greenF() * a,
                                        base.blueF() * (1 - a) + tint.blueF() * a);
            };
            const QColor lightTint = blend(m_theme.lightSquare), darkTint = blend(m_theme.darkSquare);
            std::vector<QPointF> crosses;
            for (int r = 0; r < n; ++r) {
                for (int c = 0; c < n; ++c) {
                    if (!isAttacked(r, c))
                        continue;
                    const QRectF sq = squareRect(r, c);
                    painter->fillRect(sq, ((r + c) & 1) == 0 ? lightTint : darkTint);
                    if (detailed)
                        crosses.push_back(sq.center());
                }
            }
            // The crosses are stamped from one antialiased image made at the screen's size of a
            // square: a hundred antialiased strokes per frame would cost more than the rest.
            if (!crosses.empty()) {
                const QTransform world = painter->worldTransform();
                const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
                const QPixmap &stamp = crossStamp(squarePx, dpr);
                const QSizeF half = QSizeF(stamp.size()) / dpr / 2;
                painter->save();
                painter->resetTransform();
                for (const QPointF &centre : crosses) {
                    const QPointF at = world.map(centre);
                    painter->drawPixmap(QPointF(std::round(at.x() - half.width()),
                                                std::round(at.y() - half.height())),
                                        stamp);
                }
                painter->restore();
            }
        }
        painter->setRenderHint(QPainter::Antialiasing, true);
        if (n > kQueenItemsUpTo) {
            painter->setPen(Qt::NoPen);
            for (int r = 0; r < n; ++r) {
                const int c = m_model.columnOf(r);
                if (c < 0)
                    continue;
                const QRectF sq = squareRect(r, c);
                if (squarePx >= 10) {
                    m_queen->render(painter, sq.adjusted(8, 8, -8, -8));
                } else {
                    painter->setBrush(m_theme.queen);
                    painter->drawEllipse(sq.adjusted(12, 12, -12, -12));
                }
            }
        }
    }

    // The step that led here.
    const bool onBoard = m_last.row >= 0 && m_last.row < n && m_last.col >= 0 && m_last.col < n;
    if (onBoard && m_last.kind == EventKind::Consider)
        paintConsider(painter, squareRect(m_last.row, m_last.col), m_theme);
    const bool failedCheck = m_last.kind == EventKind::Check && !m_last.ok && m_last.byRow >= 0;
    if (onBoard && (m_last.kind == EventKind::Conflict || failedCheck)) {
        const QRectF target = squareRect(m_last.row, m_last.col);
        const QRectF by = squareRect(m_last.byRow, m_last.byCol);
        paintConflict(painter, target, m_theme, m_flash);
        QColor line = m_theme.conflict;
        line.setAlphaF(0.75 + 0.25 * m_flash);
        QPen pen(line, kSquare * (0.07 + 0.05 * m_flash), Qt::DashLine, Qt::RoundCap);
        painter->setPen(pen);
        painter->drawLine(by.center(), target.center());
        painter->setPen(QPen(m_theme.conflict, kSquare * 0.07));
        painter->drawEllipse(by.adjusted(kSquare * 0.06, kSquare * 0.06, -kSquare * 0.06,
                                         -kSquare * 0.06));
    }
    if (m_last.kind == EventKind::Solution) {
        const qreal w = kSquare * (0.10 + 0.06 * m_flash);
        painter->setPen(QPen(m_theme.solution, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->drawRect(boardRect().adjusted(-w / 2, -w / 2, w / 2, w / 2));
    }

}

void BoardItem::paintLegendSample(QPainter *painter, const QRectF &rect, Mark mark,
                                  const Theme &theme, QSvgRenderer *queen)
{
    painter->fillRect(rect, theme.lightSquare);
    switch (mark) {
    case Mark::Queen:
        queen->render(painter, rect.adjusted(rect.width() * 0.08, rect.height() * 0.08,
                                             -rect.width() * 0.08, -rect.height() * 0.08));
        break;
    case Mark::Consider: paintConsider(painter, rect, theme); break;
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
