// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

namespace nq {

/// A square singled out on a board no run is driving, each kind in its own shape: the keyboard's
/// cursor as four corner brackets, a hint as a dashed ring (the square a run tests has the
/// whole outline).
struct BoardMarker
{
    enum Kind { None, Cursor, Hint };
    Square square;
    Kind kind = None;
    friend bool operator==(const BoardMarker &, const BoardMarker &) = default;
};

} // namespace nq
