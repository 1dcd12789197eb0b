// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actions/actionset.h"
#include "boardmarker.h"

#include <QObject>
#include <QString>

#include <algorithm>

namespace nq {

/**
 * A way of using the board: watching the run (the default), exploring by hand, and in time
 * predicting the next step, practising, answering a lesson's question. The mode that is active
 * takes the board's clicks and keys, may mark a square and caption the board, and says which
 * transport actions stay usable. A new mode is a folder under modes/ (or its feature's folder)
 * and one ModeRouter::add() where the window is put together.
 */
class BoardMode : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// Its name in tests and settings ("watch", "explore").
    virtual QString id() const = 0;
    /// It takes the board over, or hands it back (the router calls these, once each).
    virtual void enter() { }
    virtual void leave() { }
    /// A square of the board was clicked while it is active.
    virtual void clickSquare(Square) { }
    /// A key pressed on the board while it is active: true when used, else the view's.
    virtual bool key(int, Qt::KeyboardModifiers) { return false; }
    /// Whether the transport action `id` (play, steps, to start or end) stays usable.
    virtual bool allows(ActionId) const { return true; }
    /// The square it marks (the keyboard's cursor, a hint) and its words under the board;
    /// empty: the run's.
    virtual BoardMarker marker() const { return {}; }
    virtual QString caption() const { return {}; }
    /// True when its caption says all there is (the step's own words are left out).
    virtual bool captionIsWhole() const { return false; }

    /// Moves `cursor` on an n x n board by an arrow key, round from one edge to the other;
    /// false for any other key. Every mode's keyboard cursor moves so.
    static bool moveCursor(int key, Square &cursor, int n)
    {
        const int dr = key == Qt::Key_Up ? -1 : key == Qt::Key_Down ? 1 : 0;
        const int dc = key == Qt::Key_Left ? -1 : key == Qt::Key_Right ? 1 : 0;
        if ((dr == 0 && dc == 0) || n <= 0)
            return false;
        cursor.row = (std::clamp(cursor.row, 0, n - 1) + dr + n) % n;
        cursor.col = (std::clamp(cursor.col, 0, n - 1) + dc + n) % n;
        return true;
    }

signals:
    /// The mode asks to be the board's (true) or to give it back (false).
    void activationRequested(bool active);
    /// Its marker, its caption or the actions it allows changed: the board and the transport
    /// show them again (while it is active).
    void changed();
};

} // namespace nq
