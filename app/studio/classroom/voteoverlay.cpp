// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/voteoverlay.h"

#include "board/items/boarditem.h"

#include <QPainter>

#include <algorithm>

namespace nq {

VoteOverlay::VoteOverlay(QGraphicsItem *board) : QGraphicsItem(board)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(50); // over the squares and the queens
}

void VoteOverlay::setVotes(int n, const std::map<std::pair<int, int>, int> &votes)
{
    prepareGeometryChange();
    m_n = n;
    m_votes = votes;
    update();
}

void VoteOverlay::setRinged(const std::vector<std::pair<int, int>> &squares)
{
    prepareGeometryChange();
    m_ringed = squares;
    update();
}

void VoteOverlay::setColors(const QColor &shade, const QColor &ring, const QColor &ink)
{
    m_shade = shade;
    m_ring = ring;
    m_ink = ink;
    update();
}

void VoteOverlay::clear()
{
    prepareGeometryChange();
    m_votes.clear();
    m_ringed.clear();
    update();
}

int VoteOverlay::votesAt(int row, int col) const
{
    const auto it = m_votes.find({ row, col });
    return it == m_votes.end() ? 0 : it->second;
}

QRectF VoteOverlay::boundingRect() const
{
    const int n = std::max(m_n, 1);
    return QRectF(0, 0, n * BoardItem::kSquare, n * BoardItem::kSquare).adjusted(-10, -10, 10, 10);
}

void VoteOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    int most = 0;
    for (const auto &[square, count] : m_votes)
        most = std::max(most, count);
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setPixelSize(int(BoardItem::kSquare * 0.34));
    font.setBold(true);
    painter->setFont(font);
    for (const auto &[square, count] : m_votes) {
        const QRectF r = BoardItem::squareRect(square.first, square.second);
        QColor fill = m_shade;
        // The most voted square half opaque, the others in proportion (never invisible).
        fill.setAlphaF(0.12 + 0.45 * qreal(count) / qreal(std::max(most, 1)));
        painter->fillRect(r, fill);
        // The count in a pale disc, legible over a queen or a dark square.
        const QRectF disc(r.center() - QPointF(22, 22), QSizeF(44, 44));
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 220));
        painter->drawEllipse(disc.translated(0, r.height() * 0.22));
        painter->setPen(m_ink);
        painter->drawText(disc.translated(0, r.height() * 0.22), Qt::AlignCenter,
                          QString::number(count));
    }
    QPen ring(m_ring, BoardItem::kSquare * 0.09);
    painter->setPen(ring);
    painter->setBrush(Qt::NoBrush);
    for (const auto &[row, col] : m_ringed) {
        const QRectF r = BoardItem::squareRect(row, col);
        painter->drawEllipse(r.adjusted(6, 6, -6, -6));
    }
}

} // namespace nq
