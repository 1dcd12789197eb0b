// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"

#include <QWidget>

namespace nq {

/// A small board on which a student clicks the squares where queens must stand: clicking a
/// square puts a queen there, clicking it again takes it off. On a board of placements a row
/// holds one queen (a click on another square of the row moves it); on a board of squares
/// (covering sets) a row holds any number. Arrows move the cursor; Space or Enter clicks.
class SquarePicker : public QWidget
{
    Q_OBJECT
public:
    explicit SquarePicker(QWidget *parent = nullptr);

    /// An empty board of n rows; `oneToARow`: a board of placements.
    void setSize(int n, bool oneToARow = true);
    /// The queens shown, sorted by row then column (a second queen on a row of a board of
    /// placements is dropped).
    void setQueens(const std::vector<Square> &queens);
    const std::vector<Square> &queens() const { return m_queens; }
    /// The square under a point of the widget, row -1 when none.
    Square squareAt(QPoint point) const;
    /// The centre of a square, for tests and tooltips.
    QPoint centreOf(Square s) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The user put a queen on or took one off.
    void edited(const std::vector<nq::Square> &queens);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void toggle(Square s);
    QRectF boardRect() const;
    void updateAccessibleText();

    int m_n = 8;
    bool m_oneToARow = true;
    std::vector<Square> m_queens; // sorted by row then column
    Square m_cursor { 0, 0 };
};

} // namespace nq
