// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modes/boardmode.h"

class QDockWidget;
class QWidget;

namespace nq {

class ExplorePanel;
class Transport;

/**
 * Exploring as a mode of the board: while the student explores, a click puts, moves or takes
 * away a queen, the arrows move the keyboard's cursor and Enter or Space acts on it; the run's
 * play and step actions wait. The panel's Explore button asks for it; any move of the run ends
 * it.
 */
class ExploreMode : public BoardMode
{
    Q_OBJECT
public:
    ExploreMode(ExplorePanel *panel, Transport *transport, QDockWidget *dock, QWidget *view,
                QObject *parent = nullptr);

    QString id() const override { return QStringLiteral("explore"); }
    void enter() override;
    void leave() override;
    void clickSquare(Square square) override;
    bool key(int key, Qt::KeyboardModifiers modifiers) override;
    bool allows(ActionId id) const override;
    BoardMarker marker() const override { return m_marker; }
    QString caption() const override;

private:
    ExplorePanel *m_panel;
    Transport *m_transport;
    QDockWidget *m_dock;
    QWidget *m_view;
    BoardMarker m_marker;
};

} // namespace nq
