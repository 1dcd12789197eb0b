// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"

#include <QWidget>

namespace nq {

/// A small board on which a student clicks the squares where queens must stand (one to a
/// row, as a partial placement): clicking a square puts the row's queen there, clicking it
/// again takes it off. Arrows move the cursor; Space or Enter does what a click does.
class SquarePicker : public QWidget
{
    Q_OBJECT
public:
    explicit SquarePicker(QWidget *parent = nullptr);

    /// An empty partial placement of n rows.
    void setSize(int n);
    void setPlacement(const Placement &partial);
    const Placement &placement() const { return m_placement; }
    /// The square under a point of the widget, row -1 when none.
    Square squareAt(QPoint point) const;
    /// The centre of a square, for tests and tooltips.
    QPoint centreOf(Square s) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The user put a queen on or took one off.
    void edited(const nq::Placement &partial);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void toggle(Square s);
    QRectF boardRect() const;
    void updateAccessibleText();

    Placement m_placement;
    Square m_cursor { 0, 0 };
};

} // namespace nq
