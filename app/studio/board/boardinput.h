// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <Qt>

namespace nq {

/// Who takes the board view's clicks and keys: the mode router, which hands them to the mode
/// that owns the board now.
class BoardInput
{
public:
    virtual ~BoardInput() = default;
    /// A square of the board was clicked (row and column from 0).
    virtual void boardClicked(Square square) = 0;
    /// A key pressed while the board has the focus: true when it was used; a key left unused is
    /// the view's own (it scrolls a board zoomed in).
    virtual bool boardKey(int key, Qt::KeyboardModifiers modifiers) = 0;
};

} // namespace nq
