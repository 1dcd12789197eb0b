// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

namespace nq {

/**
 * The mark around the control that has the keyboard's focus, in any part of the main window:
 * a frame in the theme's highlight colour, thick enough to be seen on a projector. Fusion draws
 * one only on some controls (none on the board, the step log or the panels); this draws the same
 * frame around all of them. It is a child of the window laid over the focused control, painting
 * only its frame (its mask), and lets every click through.
 */
class FocusMark : public QWidget
{
    Q_OBJECT
public:
    /// The frame's width at the desk, in pixels.
    static constexpr int kDeskThickness = 3;
    /// Marks the focused controls of `window`.
    explicit FocusMark(QWidget *window);
    /// The frame's width in pixels (larger on a projector).
    void setThickness(int pixels);
    int thickness() const { return m_thickness; }
    /// The control marked, or null when the focus is elsewhere (another window, a menu).
    QWidget *marked() const { return m_target; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(QWidget *now);
    void place();

    QPointer<QWidget> m_target;
    int m_thickness = kDeskThickness;
};

} // namespace nq
