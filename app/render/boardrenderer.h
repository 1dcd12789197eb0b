// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "markpolicy.h"
#include "placement.h"
#include "stepevent.h"
#include "stepmarks.h"
#include "steppicture.h"
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
    /// What is marked: attacked squares, queens in conflict, heat, a counted row (MarkPolicy
    /// decides each square's mark from these, as it does for the window's board).
    MarkOptions marks;
    Theme theme = Theme::of(Theme::Light);
    bool transparent = false; ///< no background behind the board
    QString caption; ///< drawn under the board in sheets
    /// Domination: the queens stand on these squares (any number to a row); `board` then only
    /// gives the size. With `marks.attacks`, covered squares are tinted and uncovered ones ringed.
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
    /// The queens of the picture as a board with their lines.
    static BoardModel modelOf(const BoardPicture &picture);
    /// What the picture's step looks like, decided once (every painter draws this).
    static StepPicture stepPicture(const BoardPicture &picture);
    /// The board as one image of a pixel per square (above BoardPainter::kImageAbove): squares,
    /// the picture's marks and the queens.
    static QImage squaresImage(const BoardPicture &picture);
    /// The margin around the squares, in squares.
    static qreal margin(const BoardPicture &picture);
};

} // namespace nq
