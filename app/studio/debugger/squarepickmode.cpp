// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/squarepickmode.h"

namespace nq {

void SquarePickMode::clickSquare(Square square)
{
    emit activationRequested(false);
    emit picked(square);
}

bool SquarePickMode::key(int key, Qt::KeyboardModifiers)
{
    if (key != Qt::Key_Escape)
        return false;
    emit activationRequested(false);
    emit picked({});
    return true;
}

} // namespace nq
