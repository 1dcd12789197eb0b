// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <QGraphicsView>

namespace nq {

/// Shows the board scene scaled to fit, crisp at any size (the scene draws vectors).
class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(QGraphicsScene *scene, QWidget *parent = nullptr);
    /// Fits the scene into the view again (after a size or scene change).
    void refit();

signals:
    /// A square of the board was clicked (explore mode puts queens there).
    void squareClicked(const nq::Square &square);
    /// A key the view did not use (explore mode moves its cursor with the arrows).
    void keyPressed(int key);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
};

} // namespace nq
