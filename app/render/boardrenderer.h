// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "placement.h"
#include "stepevent.h"
#include "stepmarks.h"
#include "theme.h"

#include <QImage>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace nq {

/// What a picture of a board shows.
struct BoardPicture
{
    Placement board; ///< column per row, -1 = empty
    bool coordinates = true;
    bool attacks = false; ///< attacked squares, and queens that attack each other
    /// With `attacks`, mark the attacked squares of a full board too (the window does not: every
    /// square of a full board is attacked; a worksheet may want them shown).
    bool attacksOnFullBoard = false;
    Theme theme = Theme::of(Theme::Light);
    bool transparent = false; ///< no background behind the board
    QString caption; ///< drawn under the board in sheets
    /// Domination: the queens stand on these squares (any number to a row); `board` then only
    /// gives the size. With `attacks`, covered squares are tinted and uncovered ones ringed.
    bool squareSet = false;
    std::vector<Square> queens;
    /// Queens the board was given before the rest were placed (a worksheet's key): drawn in a
    /// framed square, so the key tells them from the ones the student placed. PDF and PNG.
    std::vector<Square> given;
    /// The marks of the step the board stands at (a picture of a run's step k shows them as
    /// the window showed them); none by default.
    StepMarks step;
};

/// Draws a board for export (PNG, PDF, clipboard, thumbnails), with no scene or widget.
class BoardRenderer
{
public:
    /// Width and height of the drawing in squares, margins for the coordinates included.
    static qreal extent(const BoardPicture &picture);
    /// Draws the board fitted and centred in `target`.
    static void paint(QPainter *painter, const QRectF &target, const BoardPicture &picture);
    /// The board as a square image of `pixels` x `pixels`.
    static QImage image(const BoardPicture &picture, int pixels);
    /// The queen's SVG in the theme's colours.
    static QByteArray queenSvg(const Theme &theme);
    /// What a picture marks, for placements and square sets alike.
    class Marks
    {
    public:
        explicit Marks(const BoardPicture &picture);
        /// The queens, row by row.
        const std::vector<Square> &queens() const { return m_queens; }
        /// An empty square some queen attacks.
        bool attacked(int row, int col) const;
        /// Square sets: an empty square no queen covers.
        bool uncovered(int row, int col) const;
        /// A queen that shares a line with another (placements only: in a dominating set that
        /// is allowed).
        bool queenAttacked(Square queen) const;
        /// Every row holds a queen (placements): attacks are not tinted then.
        bool full() const { return !m_squareSet && m_model.isFull(); }
        const BoardModel &model() const { return m_model; }
        bool squareSet() const { return m_squareSet; }

    private:
        BoardModel m_model;
        bool m_squareSet;
        std::vector<Square> m_queens;
    };
    /// The board as one image of a pixel per square (above BoardPainter::kImageAbove): squares,
    /// the picture's marks and the queens.
    static QImage squaresImage(const BoardPicture &picture, const Marks &marks);
    /// The margin around the squares, in squares.
    static qreal margin(const BoardPicture &picture);
};

} // namespace nq
