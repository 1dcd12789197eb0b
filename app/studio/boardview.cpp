// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardview.h"

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

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    refit();
}

} // namespace nq
