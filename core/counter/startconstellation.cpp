// SPDX-License-Identifier: GPL-3.0-or-later
#include "startconstellation.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace nq {

namespace {

// The four border queens as (top column, bottom column, left row, right row): the key that
// orders the images of a set, so that the smallest one can stand for its class.
struct BorderKey
{
    int top = -1;
    int bottom = -1;
    int left = -1;
    int right = -1;

    friend auto operator<=>(const BorderKey &, const BorderKey &) = default;
};

BorderKey keyOf(const StartConstellation &c, int n)
{
    BorderKey k;
    for (int i = 0; i < c.queenCount; ++i) {
        const Square s = c.queens[static_cast<std::size_t>(i)];
        if (s.row == 0)
            k.top = s.col;
        if (s.row == n - 1)
            k.bottom = s.col;
        if (s.col == 0)
            k.left = s.row;
        if (s.col == n - 1)
            k.right = s.row;
    }
    return k;
}

bool attack(Square a, Square b)
{
    return a.row == b.row || a.col == b.col || a.row - a.col == b.row - b.col
        || a.row + a.col == b.row + b.col;
}

} // namespace

int StartConstellation::stabilizerSize() const
{
    return std::popcount(static_cast<unsigned>(stabilizer));
}

StartConstellation StartConstellation::transformed(Transform t, int n) const
{
    StartConstellation image = *this;
    for (int i = 0; i < queenCount; ++i) {
        const std::size_t k = static_cast<std::size_t>(i);
        image.queens[k] = Symmetry::apply(t, queens[k], n);
    }
    return image;
}

std::vector<StartConstellation> StartConstellation::list(int n)
{
    std::vector<StartConstellation> out;
    if (n < 1)
        return out;
    const int m = n - 1;
    for (int top = 0; top < n; ++top) {
        for (int bottom = 0; bottom < n; ++bottom) {
            for (int left = 0; left < n; ++left) {
                for (int right = 0; right < n; ++right) {
                    // A corner queen sits in a row and a column at once: both must name it.
                    if ((top == 0) != (left == 0) || (top == m) != (right == 0)
                        || (bottom == 0) != (left == m) || (bottom == m) != (right == m))
                        continue;
                    StartConstellation c;
                    for (const Square s : { Square { 0, top }, Square { m, bottom },
                                            Square { left, 0 }, Square { right, m } }) {
                        const auto end = c.queens.begin() + c.queenCount;
                        if (std::find(c.queens.begin(), end, s) == end)
                            c.queens[static_cast<std::size_t>(c.queenCount++)] = s;
                    }
                    bool peaceful = true;
                    for (int i = 0; i < c.queenCount && peaceful; ++i) {
                        for (int j = i + 1; j < c.queenCount; ++j) {
                            if (attack(c.queens[static_cast<std::size_t>(i)],
                                       c.queens[static_cast<std::size_t>(j)]))
                                peaceful = false;
                        }
                    }
                    if (!peaceful)
                        continue;
                    const BorderKey key { top, bottom, left, right };
                    bool smallest = true;
                    c.stabilizer = 0;
                    for (std::size_t t = 0; t < kAllTransforms.size() && smallest; ++t) {
                        const BorderKey image = keyOf(c.transformed(kAllTransforms[t], n), n);
                        if (image < key)
                            smallest = false;
                        else if (image == key)
                            c.stabilizer |= static_cast<std::uint8_t>(1u << t);
                    }
                    if (smallest)
                        out.push_back(c);
                }
            }
        }
    }
    return out;
}

} // namespace nq
