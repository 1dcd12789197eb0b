// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <vector>

namespace nq {

/// Squares a mode singles out on the board, each kind in its own shape: the keyboard's cursor as
/// four corner brackets, a hint (or a right answer) as a dashed ring, the squares a student
/// picked tinted, a wrong answer crossed, the square a question is about outlined as a test is.
struct BoardMarker
{
    enum Kind { None, Cursor, Hint };
    Square square;
    Kind kind = None;
    std::vector<Square> picked; ///< chosen by the student (the free columns of a row)
    std::vector<Square> right; ///< a right answer shown, each ringed as a hint
    Square wrong; ///< the student's wrong answer (off the board: none)
    Square asked; ///< the square a question is about (off the board: none)
    /// The attacked squares' crosses and the cover's shading are left off: a question they
    /// would answer waits (they come back with its verdict).
    bool hideAttacks = false;

    /// One square in one shape.
    static BoardMarker at(Square square, Kind kind)
    {
        BoardMarker m;
        m.square = square;
        m.kind = kind;
        return m;
    }
    friend bool operator==(const BoardMarker &, const BoardMarker &) = default;
};

} // namespace nq
