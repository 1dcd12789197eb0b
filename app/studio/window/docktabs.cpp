// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/docktabs.h"

#include <QChildEvent>
#include <QMainWindow>
#include <QTabBar>

namespace nq {

namespace {
void wholeTitles(QTabBar *bar)
{
    bar->setElideMode(Qt::ElideNone);
    bar->setUsesScrollButtons(true);
}
} // namespace

DockTabs::DockTabs(QMainWindow *window) : QObject(window)
{
    window->installEventFilter(this);
    for (QTabBar *bar : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        wholeTitles(bar);
}

bool DockTabs::eventFilter(QObject *watched, QEvent *event)
{
    // A tab bar of the window's own (not one inside a dock's widget) is set up when polished:
    // QMainWindow sets its elide mode after making it.
    if (event->type() == QEvent::ChildPolished) {
        if (auto *bar = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child()))
            wholeTitles(bar);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nq
