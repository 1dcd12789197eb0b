// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsObject>

class QSvgRenderer;

namespace nq {

/// A queen standing on one square, drawn from the shared SVG so it stays crisp at any size.
class QueenItem : public QGraphicsObject
{
    Q_OBJECT
public:
    explicit QueenItem(QSvgRenderer *renderer, int row, int col, QGraphicsItem *parent = nullptr);

    int row() const { return m_row; }
    int col() const { return m_col; }
    /// Moves the queen to another column of its row.
    void setColumn(int col);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    QSvgRenderer *m_renderer;
    int m_row;
    int m_col;
};

} // namespace nq
