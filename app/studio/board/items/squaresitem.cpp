// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/items/squaresitem.h"

#include "boardpainter.h"

#include "board/items/boarditem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace nq {

SquaresItem::SquaresItem(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setFlag(QGraphicsItem::ItemStacksBehindParent);
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

qreal SquaresItem::margin()
{
    return BoardItem::kSquare * 0.55;
}

void SquaresItem::setSize(int n)
{
    if (n == m_n)
        return;
    prepareGeometryChange();
    m_n = n;
    update();
}

void SquaresItem::setTheme(const Theme &theme)
{
    m_theme = theme;
    update();
}

void SquaresItem::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    update();
}

QRectF SquaresItem::boundingRect() const
{
    const qreal side = BoardItem::kSquare * m_n;
    const qreal pad = BoardItem::kSquare * 0.25;
    return QRectF(0, 0, side, side).adjusted(-margin(), -margin(), pad, pad);
}

void SquaresItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const int n = m_n;
    if (n == 0)
        return;
    const qreal s = BoardItem::kSquare;
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (n <= BoardPainter::kImageAbove) { // above, the board item draws one image
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c)
                painter->fillRect(QRectF(c * s, r * s, s, s),
                                  ((r + c) & 1) == 0 ? m_theme.lightSquare : m_theme.darkSquare);
        }
    }
    // The outline lies wholly outside the squares: the board item paints attacked squares over
    // them, and would cover its inner half.
    const qreal edge = std::max(1.0 / lod, s * 0.02);
    painter->setPen(QPen(m_theme.coordinates, edge));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(
        QRectF(0, 0, n * s, n * s).adjusted(-edge / 2, -edge / 2, edge / 2, edge / 2));
    if (!m_showCoordinates || n > 200)
        return;
    // Rows are numbered from the top and columns from the left, from 1, as the captions say.
    painter->setRenderHint(QPainter::TextAntialiasing);
    QFont font = painter->font();
    font.setPixelSize(int(s * (n >= 100 ? 0.22 : 0.30))); // three figures in the same margin
    painter->setFont(font);
    painter->setPen(m_theme.coordinates);
    const qreal squarePx = s * lod;
    const qreal px = font.pixelSize() * lod;
    if (px < minimumLabelPixels())
        return; // the view writes a ruler of its own instead (BoardView::drawForeground)
    const int every = px * 2.2 > squarePx ? int(std::ceil(px * 2.2 / squarePx)) : 1;
    for (int i = 0; i < n; ++i) {
        if ((i + 1) % every != 0 && i != 0)
            continue;
        const QString label = QString::number(i + 1);
        // Clear of a solved board's frame (up to a fifth of a square wide with its halo, as it
        // flashes): it covered the right half of the row numbers.
        painter->drawText(QRectF(-margin(), i * s, margin() - kFrameRoom, s),
                          Qt::AlignRight | Qt::AlignVCenter, label);
        painter->drawText(QRectF(i * s, -margin(), s, margin() - kFrameRoom),
                          Qt::AlignHCenter | Qt::AlignBottom, label);
    }
}

} // namespace nq
