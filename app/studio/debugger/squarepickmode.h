// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modes/boardmode.h"

namespace nq {

/**
 * Picking a square for Run Until: while active, a click on the board picks its square and
 * hands the board back; Escape gives up. Playback waits meanwhile. (Keyboard users type the
 * row and column in the dialog.)
 */
class SquarePickMode : public BoardMode
{
    Q_OBJECT
public:
    using BoardMode::BoardMode;
    QString id() const override { return QStringLiteral("pick-square"); }
    void clickSquare(Square square) override;
    bool key(int key, Qt::KeyboardModifiers modifiers) override;
    bool allows(ActionId) const override { return false; }
    /// Asks for the board.
    void start() { emit activationRequested(true); }

signals:
    /// The square clicked, or (-1, -1) when given up.
    void picked(nq::Square square);
};

} // namespace nq
