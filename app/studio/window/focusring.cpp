// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/focusring.h"

#include <QDockWidget>
#include <QWidget>

namespace nq {

void FocusRing::order(const QList<QWidget *> &chain)
{
    for (qsizetype i = 0; i + 1 < chain.size(); ++i)
        QWidget::setTabOrder(chain[i], chain[i + 1]);
}

QRect FocusRing::seenRect(const QWidget *window, const QWidget *w)
{
    if (!w->isVisible())
        return {};
    // A dock under another's tab is "visible" but covered: none of it is on screen.
    for (const QWidget *p = w; p && p != window; p = p->parentWidget()) {
        if (const auto *dock = qobject_cast<const QDockWidget *>(p);
            dock && dock->visibleRegion().isEmpty())
            return {};
    }
    // The widget's rectangle clipped by each widget holding it: nothing outside the window
    // (the tab bar of docks hidden in full screen is left at a negative position), nothing
    // scrolled out of its view. (visibleRegion() would leave out what the widget's own opaque
    // children cover: all of a board or a list.)
    QRect r = w->rect();
    for (const QWidget *p = w; p != window && p->parentWidget(); p = p->parentWidget())
        r = r.translated(p->pos()) & p->parentWidget()->rect();
    return r;
}

bool FocusRing::isOnScreen(const QWidget *window, const QWidget *w)
{
    return !seenRect(window, w).isEmpty();
}

QWidget *FocusRing::step(QWidget *window, QWidget *start, bool next)
{
    QWidget *w = start;
    // The chain is a ring: once round at most.
    for (int guard = 0; guard < 100000; ++guard) {
        w = next ? w->nextInFocusChain() : w->previousInFocusChain();
        if (!w || w == start)
            break;
        const bool takesTab = (w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !w->focusProxy();
        if (takesTab && w->window() == window && w->isEnabled() && isOnScreen(window, w))
            return w;
    }
    return nullptr;
}

} // namespace nq
