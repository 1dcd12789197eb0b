// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QDockWidget;
class QMainWindow;

namespace nq {

/**
 * The projector column's last panel (PresentationLayout): the Algorithm Data, or another dock
 * in its place (the Class dock while a class session runs), put under the counters with the
 * data out of sight, and given back.
 */
class LastPanel
{
public:
    /// `panel` in the data's place (null: the data); true when it changed. `onTheWall`, the
    /// panel it replaces is hidden and gets its title bar back (at the desk it stays as it is).
    bool set(QDockWidget *panel, bool onTheWall);
    /// The panel in sight: the one set, else `data`.
    QDockWidget *shown(QDockWidget *data) const { return m_panel ? m_panel : data; }
    /// Puts the panel in sight under `counters` in `window`, `data` hidden if replaced.
    void place(QMainWindow *window, QDockWidget *counters, QDockWidget *data) const;

private:
    QDockWidget *m_panel = nullptr;
};

} // namespace nq
