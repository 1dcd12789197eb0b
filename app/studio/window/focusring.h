// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRect>

class QWidget;

namespace nq {

/**
 * Where Tab goes in the main window: in reading order (the problem, the playback, the board and
 * its timeline, then the panels), and only to what is on screen, never to a control of a dock
 * hidden under another's tab. MainWindow hands it its parts and asks it on each Tab.
 */
class FocusRing
{
public:
    /// Chains the controls in this order for Tab.
    static void order(const QList<QWidget *> &chain);
    /// The control Tab (`next`) or Shift+Tab moves to from `start` within `window`, or null when
    /// none is on screen (the focus stays).
    static QWidget *step(QWidget *window, QWidget *start, bool next);
    /// True when some of the widget is on screen: shown, inside the window and its views, and
    /// not in a dock covered by another's tab.
    static bool isOnScreen(const QWidget *window, const QWidget *w);
    /// The part of the widget on screen, in the window's coordinates (empty when none is).
    static QRect seenRect(const QWidget *window, const QWidget *w);
};

} // namespace nq
