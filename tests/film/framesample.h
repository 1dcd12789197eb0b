// SPDX-License-Identifier: GPL-3.0-or-later
// The squares of a recorded frame, for comparing a frame read back with the board it shows.
#pragma once

#include "boardrenderer.h"

#include <QColor>
#include <QImage>

#include <algorithm>
#include <cmath>
#include <vector>

namespace nq::test {

/// The mean colour of each square of the board drawn in the top square of a frame `side` wide
/// (BoardRenderer's geometry), a margin of `inset` squares left out (a fifth by default: the
/// edges blur in a video; an outline lies within the tenth next to them).
inline std::vector<QColor> frameSquares(const QImage &frame, const BoardPicture &picture,
                                        qreal inset = 0.2)
{
    const int n = int(picture.board.size());
    const qreal side = frame.width();
    const qreal s = side / BoardRenderer::extent(picture);
    const qreal origin = BoardRenderer::margin(picture) * s;
    std::vector<QColor> means;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            double red = 0, green = 0, blue = 0;
            int count = 0;
            for (int y = int(origin + (r + inset) * s); y < int(origin + (r + 1 - inset) * s);
                 ++y) {
                for (int x = int(origin + (c + inset) * s); x < int(origin + (c + 1 - inset) * s);
                     ++x) {
                    const QColor p = frame.pixelColor(x, y);
                    red += p.red();
                    green += p.green();
                    blue += p.blue();
                    ++count;
                }
            }
            means.push_back(QColor(int(red / count), int(green / count), int(blue / count)));
        }
    }
    return means;
}

inline int distance(const QColor &a, const QColor &b)
{
    return std::max({ std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                      std::abs(a.blue() - b.blue()) });
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
