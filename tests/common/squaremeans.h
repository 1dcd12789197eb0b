// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of a board's squares in a picture of it: the mean of each square's pixels, for
// comparing two pictures of one board (the window's and an export, a frame read back).
#pragma once

#include <QColor>
#include <QImage>
#include <QPointF>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace nq::test {

/// The mean colour of each square (row by row) of an n x n grid whose square (0, 0) has its top
/// left at `origin`, `square` pixels wide; a pixel at each edge is left out, and `inset` of a
/// square more (a video blurs edges; an outline lies within the tenth next to them).
inline std::vector<QColor> squareMeans(const QImage &image, int n, QPointF origin, qreal square,
                                       qreal inset = 0)
{
    std::vector<QColor> means;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            double red = 0, green = 0, blue = 0;
            int count = 0;
            const int x0 = int(std::ceil(origin.x() + (c + inset) * square)) + 1;
            const int y0 = int(std::ceil(origin.y() + (r + inset) * square)) + 1;
            const int x1 = int(origin.x() + (c + 1 - inset) * square) - 1;
            const int y1 = int(origin.y() + (r + 1 - inset) * square) - 1;
            for (int y = y0; y < y1; ++y) {
                for (int x = x0; x < x1; ++x) {
                    const QColor p = image.pixelColor(x, y);
                    red += p.red();
                    green += p.green();
                    blue += p.blue();
                    ++count;
                }
            }
            count = std::max(count, 1);
            means.push_back(QColor(int(red / count), int(green / count), int(blue / count)));
        }
    }
    return means;
}

/// The largest difference of one channel between two colours.
inline int distance(const QColor &a, const QColor &b)
{
    return std::max({ std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                      std::abs(a.blue() - b.blue()) });
}

} // namespace nq::test
