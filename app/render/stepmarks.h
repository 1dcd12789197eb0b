// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmarker.h"
#include "storedevent.h"
#include "theme.h"

#include <QPointF>
#include <QRectF>

#include <vector>

class QPainter;

namespace nq {

/**
 * The marks of the step a board stands at: the square tested, a conflict and the line from its
 * attacker, the frame of a solution, and (on the window's board only) the keyboard's cursor or a
 * hint. Which mark goes on which square is decided here once, in shapes(); the window's board
 * and every exported picture (PNG, PDF, clipboard, SVG) draw those shapes, so a picture of step
 * k shows what the board showed at step k.
 */
struct StepMarks
{
    /// One mark, in board squares.
    struct Shape
    {
        enum Kind {
            Tested, ///< the outline of the square being tested
            Conflict, ///< a tested square found attacked, hatched
            AttackLine, ///< the dashed line from the attacker (`from`) to the square
            Attacker, ///< the ring on the attacking queen
            SolutionFrame, ///< the frame around a solved board
            Cursor, ///< the keyboard's cursor
            Hint, ///< a suggested square
            ToCover, ///< domination: the square the search must cover next
            Picked, ///< a square the student picked
            Wrong, ///< the student's wrong answer, crossed
            Placed, ///< the square a queen was just put on
            Lifted, ///< the square a queen was just taken back from
        };
        Kind kind;
        Square square;
        Square from {};
        friend bool operator==(const Shape &, const Shape &) = default;
    };

    StoredEvent last; ///< the step that led here (kind Finished or a queen's move: no mark)
    BoardMarker marker; ///< a square singled out by the user, not by the run
    bool squareSet = false; ///< domination's board (queens anywhere)

    /// The marks of a board that stands after `last`.
    static StepMarks after(const StoredEvent &last, bool squareSet, BoardMarker marker = {});

    /// The shapes on an n x n board, bottom first.
    std::vector<Shape> shapes(int n) const;

    /// Draws `shapes` on a board whose square (0, 0) has its top left at `origin`, `square`
    /// units wide. `flash` (0..1) strengthens a conflict and a solution just reached.
    static void paint(QPainter *painter, const std::vector<Shape> &shapes, int n,
                      const QPointF &origin, qreal square, const Theme &theme, qreal flash = 0);
    /// The same shapes as SVG elements (a conflict's hatching uses the pattern `#hatch`).
    static QString svg(const std::vector<Shape> &shapes, int n, const QPointF &origin, qreal square,
                       const Theme &theme);
};

} // namespace nq
