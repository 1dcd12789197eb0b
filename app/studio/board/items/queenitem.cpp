// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/items/queenitem.h"

#include "board/items/boarditem.h"

#include <QPainter>
#include <QSvgRenderer>

namespace nq {

QueenItem::QueenItem(QSvgRenderer *renderer, int row, int col, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_renderer(renderer), m_row(row), m_col(col)
{
    setPos(BoardItem::squareRect(row, col).topLeft());
    setTransformOriginPoint(BoardItem::kSquare / 2, BoardItem::kSquare / 2);
    setZValue(2);
    // Drawn from the SVG once per zoom level, then reused every frame.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void QueenItem::setColumn(int col)
{
    m_col = col;
    setPos(BoardItem::squareRect(m_row, col).topLeft());
}

QRectF QueenItem::boundingRect() const
{
    return QRectF(0, 0, BoardItem::kSquare, BoardItem::kSquare);
}

void QueenItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal inset = BoardItem::kSquare * 0.08;
    m_renderer->render(painter, boundingRect().adjusted(inset, inset, -inset, -inset));
}

} // namespace nq
