// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmarker.h"
#include "stepmarks.h"

#include "boardmodel.h"
#include "boardpainter.h"
#include "markpolicy.h"
#include "placement.h"
#include "steppicture.h"
#include "storedevent.h"
#include "theme.h"

#include <QGraphicsObject>
#include <QImage>
#include <QPixmap>

#include <optional>

class QSvgRenderer;

namespace nq {
class SquaresItem;
}

namespace nq {

/**
 * The board in one item: squares, coordinates, attack marks, the tested square, conflicts and
 * the solved frame, drawn from the board's state. No item per square, so a board of 1000 x 1000
 * costs one image; small boards are drawn as vectors and stay crisp at any zoom.
 */
class BoardItem : public QGraphicsObject
{
    Q_OBJECT
    Q_PROPERTY(qreal flash READ flash WRITE setFlash)
public:
    /// Scene units per square.
    static constexpr qreal kSquare = 100.0;
    /// Above this size the board, its marks and its queens are one image drawn by this item
    /// (BoardPainter::kImageAbove, as in exported pictures); up to it each queen is an item.
    static constexpr int kQueenItemsUpTo = BoardPainter::kImageAbove;

    explicit BoardItem(QSvgRenderer *queen, QGraphicsItem *parent = nullptr);

    /// Shows this board (one queen per row) after `last` (the step that led to it).
    void setState(const BoardModel &board, const StoredEvent &last, bool finished);
    /// Shows a domination board: queens on any squares, each square tinted by how many queens
    /// cover it, after `last`.
    void setSquareSet(const BoardModel &board, const StoredEvent &last, bool finished);
    bool isSquareSet() const { return m_squareSet; }
    /// Domination: how many queens cover the square (its own queen included).
    int coverAt(int row, int col) const;
    /// What the person looking chose to see (attacks, heat, a full board's attacks).
    void setChoices(const ViewChoices &choices);
    const ViewChoices &choices() const { return m_choices; }
    void setTheme(const Theme &theme);
    void setShowCoordinates(bool show);
    void setMinimumLabelPixels(int px);
    int minimumLabelPixels() const;
    /// Marks the queens under attack on a partial board too (a board by hand), or on a board of
    /// squares whose queens must not attack each other (the independent variant).
    void setMarkQueens(bool mark);
    /// Shows on each square of `row` how many queens attack it (-1: none).
    void setCountedRow(int row);
    /// A cursor or a hint on a square (kind None: no marker).
    void setMarker(const BoardMarker &marker);
    const BoardMarker &marker() const { return m_marker; }
    /// The marks it draws for the step it shows (and the user's marker).
    StepMarks stepMarks() const { return StepMarks::after(m_last, m_squareSet, m_marker); }
    int countedRow() const { return m_countedRow; }
    /// The square the step or the marker is about (a row of choices: its column -1; none:
    /// row -1): where the ruler thins its numbers out, this row's and column's stay.
    Square namedSquare() const;
    /// The queen of the counted row, which its figures leave out (none: row -1).
    Square countedQueen() const;
    int size() const { return m_model.n(); }
    /// The queens shown, with their lines.
    const BoardModel &model() const { return m_model; }
    /// The board's rectangle in scene units (without the coordinate margin).
    QRectF boardRect() const;
    /// The rectangle of a square in scene units.
    static QRectF squareRect(int row, int col);
    /// 0..1: how strongly a conflict or a solution is flashed (animated by the scene).
    qreal flash() const { return m_flash; }
    void setFlash(qreal flash);
    /// True when the square is attacked by a queen of the board (and not occupied).
    bool isAttacked(int row, int col) const;
    /// True when every row holds a queen (one-per-row boards).
    bool isFull() const;
    /// True when the queen of `row` shares a column or a diagonal with another queen.
    bool queenAttacked(int row) const;
    /// What this board marks: decideMarks() of its choices and of what the board is.
    MarkOptions markOptions() const;
    /// What the board shows now, decided once per change (paint() draws this).
    const StepPicture &picture() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    void paintSquaresImage(QPainter *painter, qreal squarePx);
    const QPixmap &crossStamp(qreal squarePx, qreal dpr);
    void changed(); // what is shown changed: the picture is decided again

    QSvgRenderer *m_queen;
    Theme m_theme = Theme::of(Theme::Light);
    BoardModel m_model; // the queens with their lines
    StoredEvent m_last;
    int m_countedRow = -1;
    BoardMarker m_marker;
    bool m_finished = false;
    SquaresItem *m_squares;
    ViewChoices m_choices;
    bool m_markQueens = false;
    mutable std::optional<StepPicture> m_picture; // made when first asked after a change
    qreal m_flash = 0.0;
    bool m_squareSet = false;
    QImage m_image; // squares and marks of a large board, one pixel per square
    bool m_imageDirty = true;
    QPixmap m_stamp; // one antialiased cross at the screen's square size
    QRgb m_stampTheme = 0;
};

} // namespace nq
