// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"

#include "board/boardscene.h"
#include "board/items/boarditem.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <cmath>

namespace nq {

BoardView::BoardView(QGraphicsScene *scene, QWidget *parent) : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform
                   | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 240);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] { refit(); });
}

void BoardView::refit()
{
    if (scene())
        fitInView(sceneRect().adjusted(-20, -20, 20, 20), Qt::KeepAspectRatio);
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    const QPointF at = mapToScene(event->position().toPoint());
    const auto *board = static_cast<BoardScene *>(scene())->board();
    const int row = int(std::floor(at.y() / BoardItem::kSquare));
    const int col = int(std::floor(at.x() / BoardItem::kSquare));
    if (row >= 0 && col >= 0 && row < board->size() && col < board->size())
        emit squareClicked({ row, col });
    QGraphicsView::mousePressEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    // The board never scrolls: arrows and Enter are for whoever drives the board.
    emit keyPressed(event->key());
    event->accept();
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    refit();
}

} // namespace nq
