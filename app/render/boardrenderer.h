// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"
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
    Theme theme = Theme::of(Theme::Light);
    bool transparent = false; ///< no background behind the board
    QString caption; ///< drawn under the board in sheets
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
    /// True when the queen of `row` shares a column or diagonal with another queen.
    static bool queenAttacked(const Placement &board, int row);
    /// True when an empty square is attacked by a queen of the board.
    static bool squareAttacked(const Placement &board, int row, int col);

    /// Queens per row, column and diagonal: answers "attacked?" in O(1) on boards of any size.
    class Lines
    {
    public:
        explicit Lines(const Placement &board);
        bool squareAttacked(int row, int col) const;
        bool queenAttacked(int row) const;

    private:
        const Placement &m_board;
        int m_n;
        std::vector<int> m_row, m_col, m_dpos, m_dneg;
    };
    /// The margin around the squares, in squares.
    static qreal margin(const BoardPicture &picture);
};

} // namespace nq
