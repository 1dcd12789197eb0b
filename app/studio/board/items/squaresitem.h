// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QGraphicsItem>

#include <algorithm>

namespace nq {

/// The board's unchanging part: squares, coordinates and outline. It changes only with the size,
/// the theme or the zoom, so it is drawn once into the device cache and reused every frame.
// Below this many pixels the board's own labels give way to the view's ruler.
inline constexpr qreal kLegiblePx = 11;

class SquaresItem : public QGraphicsItem
{
public:
    explicit SquaresItem(QGraphicsItem *parent = nullptr);

    void setSize(int n);
    void setTheme(const Theme &theme);
    void setShowCoordinates(bool show);
    void setMinimumLabelPixels(int px)
    {
        m_minimumLabelPx = px;
        update();
    }
    /// The smallest coordinates written on the board, in screen pixels.
    int minimumLabelPixels() const { return std::max(int(kLegiblePx), m_minimumLabelPx); }
    /// Scene units of margin for the coordinates.
    static qreal margin();
    /// Scene units next to the board the numbers keep clear of: a solved board's frame, flashing
    /// at its widest (0.16 of a square) with its halo.
    static constexpr qreal kFrameRoom = 21.0; // 0.21 of a square (BoardItem::kSquare, 100)

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    int m_n = 0;
    Theme m_theme = Theme::of(Theme::Light);
    bool m_showCoordinates = true;
    int m_minimumLabelPx = 0;
};

} // namespace nq
