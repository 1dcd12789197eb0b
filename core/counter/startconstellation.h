// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"
#include "symmetry.h"

#include <array>
#include <cstdint>
#include <vector>

namespace nq {

/// The border queens of a solution: the queen of the top row, of the bottom row, of the left
/// column and of the right column (a corner queen stands for two of them). Every solution has
/// exactly one such set, so the sets split the solutions into disjoint tasks, and the eight
/// symmetries of the square map the solutions of a set onto those of its images one to one.
struct StartConstellation
{
    std::array<Square, 4> queens {};
    int queenCount = 0;
    /// Bit i set when kAllTransforms[i] maps the set onto itself; bit 0 (identity) always is.
    std::uint8_t stabilizer = 1;

    /// How many transforms map the set onto itself: 1, 2 or 4 (8 only for n = 1).
    int stabilizerSize() const;
    /// How many distinct images the set has: 8 / stabilizerSize().
    int orbitSize() const { return 8 / stabilizerSize(); }
    /// The image under t on an n x n board.
    StartConstellation transformed(Transform t, int n) const;

    /// One set per class of border-queen sets (the smallest image), in a fixed order: the tasks
    /// of the solution counter, whose list `--parts` deals out.
    static std::vector<StartConstellation> list(int n);
};

} // namespace nq
