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

bool FocusRing::isOnScreen(const QWidget *window, const QWidget *w)
{
    if (!w->isVisible())
        return false;
    // A dock under another's tab is "visible" but covered: none of it is on screen.
    for (const QWidget *p = w; p && p != window; p = p->parentWidget()) {
        if (const auto *dock = qobject_cast<const QDockWidget *>(p))
            return !dock->visibleRegion().isEmpty();
    }
    return true;
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
