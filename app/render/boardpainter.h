// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "theme.h"

#include <QColor>
#include <QImage>
#include <QPen>
#include <QRectF>

#include <utility>
#include <vector>

class QPainterPath;

class QPainter;
class QSvgRenderer;

namespace nq {

/**
 * How a board's squares and marks look, drawn by the window's board item and by the exported
 * pictures through the same code: the squares, an attacked square (tint and cross), a square no
 * queen covers (tint and ring), a conflict (hatched), the square being tested (outline) and the
 * heat of a covered square. Which square gets which is MarkPolicy's to say.
 */
class BoardPainter
{
public:
    /// Above this size a board is drawn as one image of a pixel per square (squares, marks and
    /// queens) instead of a square, a mark and a queen each: a vector square per square would
    /// take seconds for 1000 x 1000, and a pixel is as much as such a square gets on a screen.
    static constexpr int kImageAbove = 64;

    static const QColor &squareColour(const Theme &theme, int row, int col)
    {
        return ((row + col) & 1) == 0 ? theme.lightSquare : theme.darkSquare;
    }
    /// An attacked square's colour: the attack tint blended into the square, opaque.
    static QColor attackedColour(const Theme &theme, const QColor &base);
    /// An attacked square: the tint and, when `detailed` (large enough to see), a small cross,
    /// so that the mark reads without colour too.
    static void paintAttackMark(QPainter *painter, const QRectF &r, const Theme &theme,
                                bool detailed);
    /// The pen of the attack cross on a square of `square` units.
    static QPen attackPen(const Theme &theme, qreal square);
    /// The attack cross centred on `centre` for a square of `square` units, with its halo.
    static void paintCross(QPainter *painter, const QPointF &centre, qreal square,
                           const Theme &theme);

    /// Every mark's line is drawn over a halo: the same line wider, in black or white, whichever
    /// stands out more from the line's colour. That is at least 4.58:1 for any colour, so a mark
    /// reads the same on light and dark squares, attack tints and hatching.
    static QColor haloFor(const QColor &ink);
    static void strokeWithHalo(QPainter *painter, const QPainterPath &path, const QPen &pen,
                               qreal halo);
    /// The halo's width on each side of a line, for a square of `square` units.
    static qreal haloWidth(qreal square);
    /// The colour each mark's line is drawn in.
    enum class Mark : int;
    static std::vector<std::pair<Mark, QColor>> markInks(const Theme &theme);
    /// The uncovered ring's colour.
    static QColor uncoveredInk(const Theme &theme);
    /// The frame around a solved board (`r` is the frame's centre line).
    static void paintSolutionFrame(QPainter *painter, const QRectF &r, qreal width,
                                   const Theme &theme);
    static void paintConsider(QPainter *painter, const QRectF &r, const Theme &theme);
    /// The keyboard's cursor: four corner brackets (not a whole outline: that is the tested
    /// square).
    static void paintCursor(QPainter *painter, const QRectF &r, const Theme &theme);
    /// The square a queen was just put on: a soft tint in the solution's colour, under the queen.
    static void paintPlaced(QPainter *painter, const QRectF &r, const Theme &theme);
    /// The square a queen was just taken back from: a dashed circle where it stood.
    static void paintLifted(QPainter *painter, const QRectF &r, const Theme &theme);
    static QColor liftedInk(const Theme &theme);
    /// A hint: a dashed ring in the solution's colour.
    static void paintHint(QPainter *painter, const QRectF &r, const Theme &theme);
    /// A conflict, hatched; `alpha` 0..1 is how strongly it is flashed.
    static void paintConflict(QPainter *painter, const QRectF &r, const Theme &theme, qreal alpha);
    /// A square no queen covers: a tint and a ring.
    static void paintUncovered(QPainter *painter, const QRectF &r, const Theme &theme);
    /// The ring alone (the tint is MarkPolicy's fill).
    static void paintUncoveredRing(QPainter *painter, const QRectF &r, const Theme &theme);
    /// A covered square's heat: from a light tint for one attacker to a strong one for `most`.
    static QColor heatColour(const Theme &theme, const QColor &base, int count, int most);

    /// One square's mark as the legend shows it.
    enum class Mark : int {
        Queen,
        Consider,
        Attack,
        Conflict,
        Solution,
        Uncovered,
        Heat,
        Cursor,
        Hint,
        Placed,
        Lifted
    };
    static void paintLegendSample(QPainter *painter, const QRectF &rect, Mark mark,
                                  const Theme &theme, QSvgRenderer *queen);
};

} // namespace nq
