// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QMainWindow;

namespace nq {

/**
 * The tabs of a main window's docks grouped together say their titles whole ("Soluti…" and
 * "Call St…" in a narrow side panel before): where the titles do not fit, the tab bar scrolls
 * with its arrows instead of cutting them. QMainWindow makes its tab bars as docks are grouped
 * (and again after a drag), so each is set up as it is first polished.
 */
class DockTabs : public QObject
{
    Q_OBJECT
public:
    explicit DockTabs(QMainWindow *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace nq
