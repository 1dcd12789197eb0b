// SPDX-License-Identifier: GPL-3.0-or-later
// The squares of a recorded frame, for comparing a frame read back with the board it shows.
#pragma once

#include "boardrenderer.h"
#include "squaremeans.h"

#include <QColor>
#include <QImage>

#include <algorithm>
#include <cmath>
#include <vector>

namespace nq::test {

/// The mean colour of each square of the board drawn in the top square of a frame
/// (BoardRenderer's geometry), `inset` of a square left out at each edge (a fifth by default).
inline std::vector<QColor> frameSquares(const QImage &frame, const BoardPicture &picture,
                                        qreal inset = 0.2)
{
    const qreal s = frame.width() / BoardRenderer::extent(picture);
    const qreal origin = BoardRenderer::margin(picture) * s;
    return squareMeans(frame, int(picture.board.size()), QPointF(origin, origin), s, inset);
}

/// The largest difference between two frames' squares.
inline int farthest(const std::vector<QColor> &a, const std::vector<QColor> &b)
{
    int most = 0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        most = std::max(most, distance(a[i], b[i]));
    return a.size() == b.size() ? most : 255;
}

} // namespace nq::test
