// SPDX-License-Identifier: GPL-3.0-or-later
// Dominating sets counted the slow and obvious way, for tests to check the search against.
#pragma once

#include <QtGlobal>

#include <vector>

namespace nq::test {

// Two squares on one row, column or diagonal (a square is on its own lines).
inline bool lined(int r1, int c1, int r2, int c2)
{
    return r1 == r2 || c1 == c2 || r1 - c1 == r2 - c2 || r1 + c1 == r2 + c2;
}

// Every k-subset of the squares, tested square by square: slow and obviously right.
inline qint64 plainDominationCount(int n, int k, bool independent)
{
    const int squares = n * n;
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i)
        pick[std::size_t(i)] = i;
    qint64 count = 0;
    while (true) {
        bool covers = true;
        for (int s = 0; s < squares && covers; ++s) {
            bool hit = false;
            for (const int q : pick) {
                hit = hit || lined(s / n, s % n, q / n, q % n);
            }
            covers = hit;
        }
        if (covers && independent) {
            for (int i = 0; i < k && covers; ++i) {
                for (int j = i + 1; j < k && covers; ++j) {
                    const int a = pick[std::size_t(i)], b = pick[std::size_t(j)];
                    covers = !lined(a / n, a % n, b / n, b % n);
                }
            }
        }
        count += covers;
        int i = k - 1;
        while (i >= 0 && pick[std::size_t(i)] == squares - k + i)
            --i;
        if (i < 0)
            break;
        ++pick[std::size_t(i)];
        for (int j = i + 1; j < k; ++j)
            pick[std::size_t(j)] = pick[std::size_t(j - 1)] + 1;
    }
    return count;
}

} // namespace nq::test
