// SPDX-License-Identifier: GPL-3.0-or-later
#include "explore/exploremode.h"

#include "explore/explorepanel.h"
#include "modes/boardstage.h"
#include "panels/boardfeed.h"
#include "playback/transport.h"

#include <QDockWidget>

namespace nq {

ExploreMode::ExploreMode(ExplorePanel *panel, Transport *transport, BoardStage *stage,
                         BoardFeed *feed, QDockWidget *dock, QWidget *view, QObject *parent)
    : BoardMode(parent), m_panel(panel), m_transport(transport), m_dock(dock), m_view(view)
{
    connect(panel, &ExplorePanel::activeChanged, this, &BoardMode::activationRequested);
    // The student's board is the mode's own, on the stage.
    connect(panel, &ExplorePanel::changed, this,
            [this, stage](const Placement &placement, const BoardMarker &marker) {
                m_marker = marker;
                const int n = int(placement.size());
                if (m_panel->isDomination())
                    stage->showOwnBoard(BoardModel::ofSquares(n, m_panel->squares(), true), true,
                                        marker, m_panel->message());
                else
                    stage->showOwnBoard(BoardModel::ofPlacement(placement, false), false, marker,
                                        m_panel->message());
            });
    connect(feed, &BoardFeed::runStarting, this, &ExploreMode::onRunStarting);
    // The run moving (a step, a jump, Next Solution) takes the board back from the student.
    connect(transport, &Transport::timelineChanged, this, [this] {
        if (m_panel->isActive())
            m_panel->setActive(false);
    });
}

void ExploreMode::onRunStarting(const RunDescription &run)
{
    if (!run.fixed.empty())
        return; // the student's board stays in the panel, to come back to
    m_panel->setActive(false);
    m_panel->setProblem(run.problem);
}

void ExploreMode::enter()
{
    if (!m_panel->isActive())
        m_panel->setActive(true);
    m_transport->pause();
    m_dock->raise();
    m_view->setFocus();
}

void ExploreMode::leave()
{
    m_marker = {};
    if (m_panel->isActive())
        m_panel->setActive(false);
}

void ExploreMode::clickSquare(Square square)
{
    m_panel->clickSquare(square);
}

bool ExploreMode::key(int key, Qt::KeyboardModifiers modifiers)
{
    // Ctrl and Alt keys are the window's (zoom, menus); the arrows and Enter are the board's.
    if (modifiers & (Qt::ControlModifier | Qt::AltModifier))
        return false;
    return m_panel->handleKey(key);
}

bool ExploreMode::allows(ActionId id) const
{
    // The arrows, Enter and Space belong to the board's cursor while exploring.
    switch (id) {
    case ActionId::Play:
    case ActionId::StepForward:
    case ActionId::StepBack:
    case ActionId::ToStart:
    case ActionId::ToEnd:
        return false;
    default:
        return true;
    }
}

QString ExploreMode::caption() const
{
    return m_panel->message();
}

} // namespace nq
