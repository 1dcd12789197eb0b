// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modes/boardmode.h"

class QDockWidget;
class QWidget;

namespace nq {

class BoardFeed;
class BoardStage;
class ExplorePanel;
class Transport;
struct RunDescription;

/**
 * Exploring as a mode of the board: while the student explores, a click puts, moves or takes
 * away a queen, the arrows move the keyboard's cursor and Enter or Space acts on it; the run's
 * play and step actions wait. The panel's Explore button asks for it; any move of the run ends
 * it. The student's board is shown on the stage as the mode's own; a new run gives the panel
 * its problem (a run that keeps the student's queens, "solve from here", leaves it as it is).
 */
class ExploreMode : public BoardMode
{
    Q_OBJECT
public:
    ExploreMode(ExplorePanel *panel, Transport *transport, BoardStage *stage, BoardFeed *feed,
                QDockWidget *dock, QWidget *view, QObject *parent = nullptr);

    QString id() const override { return QStringLiteral("explore"); }
    void enter() override;
    void leave() override;
    void clickSquare(Square square) override;
    bool key(int key, Qt::KeyboardModifiers modifiers) override;
    bool allows(ActionId id) const override;
    BoardMarker marker() const override { return m_marker; }
    QString caption() const override;

private:
    void onRunStarting(const RunDescription &run);

    ExplorePanel *m_panel;
    Transport *m_transport;
    QDockWidget *m_dock;
    QWidget *m_view;
    BoardMarker m_marker;
};

} // namespace nq
