// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/lastpanel.h"

#include <QDockWidget>
#include <QMainWindow>

namespace nq {

bool LastPanel::set(QDockWidget *panel, bool onTheWall)
{
    if (panel == m_panel)
        return false;
    if (QDockWidget *before = onTheWall ? m_panel : nullptr) {
        before->hide();
        if (QWidget *bar = before->titleBarWidget()) {
            before->setTitleBarWidget(nullptr);
            delete bar;
        }
    }
    m_panel = panel;
    return true;
}

void LastPanel::place(QMainWindow *window, QDockWidget *counters, QDockWidget *data) const
{
    QDockWidget *last = shown(data);
    data->setVisible(last == data);
    if (last == data)
        return;
    window->splitDockWidget(counters, last, Qt::Vertical);
    if (!last->titleBarWidget())
        last->setTitleBarWidget(new QWidget(last)); // the panel speaks for itself
    last->show();
}

} // namespace nq
