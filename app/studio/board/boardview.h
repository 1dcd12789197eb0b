// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <QGraphicsView>

namespace nq {

class BoardInput;

/**
 * Shows the board scene, fitted to the view and crisp at any size (the scene draws vectors), and
 * zoomed in on demand: Ctrl+wheel or a pinch about the pointer, Ctrl++ / Ctrl+- / Ctrl+0 (fit);
 * zoomed, it pans with the wheel, the scroll bars or a drag. Where the board's own labels would
 * be too small to read, it writes a ruler of row and column numbers along its edges.
 */
class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(QGraphicsScene *scene, QWidget *parent = nullptr);
    /// Fits the scene into the view again (after a size or scene change), keeping the zoom.
    void refit();
    /// Without the border of room around the board's own margin (a projector's every pixel
    /// goes to the board), or with it.
    void setTightFit(bool tight);
    /// The view's side (frame included) at which a tightly fitted board is `board` pixels.
    int sideFor(int board) const;
    /// 1: the board fits; above, zoomed in.
    qreal zoom() const { return m_zoom; }
    qreal maxZoom() const;
    /// Pixels a square takes on the screen now.
    qreal squarePixels() const;
    /// The ruler's labels due now, for tests: (row or column number, true for a column).
    QList<QPair<int, bool>> rulerLabels() const;
    /// A label of the ruler as painted: its number and its box in the viewport.
    struct RulerMark
    {
        int number = 0;
        bool column = false;
        QRectF box;
    };
    /// The labels as painted: each box wholly inside the viewport (the last column's number
    /// pulled in from the edge rather than cut), none overlapping another; the last row's and
    /// column's are kept over their neighbours, since they tell the board's size.
    QList<RulerMark> rulerMarks() const;
    /// The square under the pointer (row -1: none).
    Square hoveredSquare() const { return m_hovered; }
    /// Finds the square under the pointer again (after a zoom or a fit moved the board under
    /// it) and says so with hovered() when it changed.
    void refreshHover();

public slots:
    void zoomIn() { zoomBy(1.5); }
    void zoomOut() { zoomBy(1 / 1.5); }
    void fitBoard();

public:
    /// Who takes its clicks and keys (the mode router); keys it leaves are the view's.
    void setInput(BoardInput *input) { m_input = input; }

signals:
    /// A square of the board was clicked (after the input was told).
    void squareClicked(const nq::Square &square);
    /// The pointer is over a square (row -1 when it left the board).
    void hovered(const nq::Square &square);
    /// After every fit: the zoom (1 = fitted), with maxZoom() as it is now.
    void zoomChanged(qreal zoom);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    void zoomBy(qreal factor, const QPoint &anchor = QPoint(-1, -1));
    // Fits the board to the viewport; where the view draws the ruler (large boards), with room
    // for it beside the board rather than over it.
    void fitWithRoomForTheRuler();
    Square squareAt(const QPoint &viewportPoint) const;
    int boardSize() const;
    // The ruler's step: the smallest of 1, 2, 5, 10, 20, 50, … at least `pixels` apart.
    int rulerStep(qreal pixels) const;
    // Where the ruler goes now: its font, the board in the viewport, the band above it and the
    // column beside it (shared by the labels' placing and the painting).
    struct RulerGeometry
    {
        QFont font;
        QRectF board;
        int band = 0;
        int colWidth = 0;
        qreal top = 0;
        qreal left = 0;
    };
    RulerGeometry rulerGeometry() const;

    qreal m_zoom = 1.0;

    bool m_tight = false;
    bool m_refitting = false;
    Square m_hovered;
    BoardInput *m_input = nullptr;
};

} // namespace nq
