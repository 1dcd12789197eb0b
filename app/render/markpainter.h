// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steppicture.h"

#include <QImage>
#include <QPointF>

#include <functional>
#include <vector>

class QPainter;

namespace nq {

/**
 * Draws what a StepPicture holds (MarkPolicy decided it), for the window's board and every picture
 * alike: the squares' tints with their crosses and rings, the heat's figures, queens in conflict, a
 * counted row's badges, and a large board as one image of a pixel per square.
 */
class MarkPainter
{
public:
    /// Where and how large: square (0, 0) has its top left at `origin`, `square` units wide;
    /// `detailed` when a square is large enough on screen for crosses and figures.
    struct Grid
    {
        QPointF origin;
        qreal square = 1;
        bool detailed = true;
    };
    /// Stamps the attack crosses centred on these points (the window stamps a cached image).
    using Cross = std::function<void(const std::vector<QPointF> &centres)>;

    /// The squares' marks; with `plainToo` the unmarked squares are filled as well. Crosses go
    /// through `cross` when given, else BoardPainter::paintCross.
    static void paintSquares(QPainter *painter, const StepPicture &picture, const Grid &grid,
                             const Theme &theme, bool plainToo, const Cross &cross = {});
    /// The counted row's figures, each in a disc (drawn over the step's shapes).
    static void paintBadges(QPainter *painter, const StepPicture &picture, const Grid &grid,
                            const Theme &theme);
    /// The board as an image of a pixel per square: squares, tints and queens.
    static QImage image(const StepPicture &picture, const Theme &theme);
};

} // namespace nq
