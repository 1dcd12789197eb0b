// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/racecontroller.h"

#include "compare/racepage.h"
#include "modes/moderouter.h"
#include "playback/jumpprogress.h"
#include "playback/racetransport.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"
#include "window/playbar.h"
#include "window/presentationlayout.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace nq {

namespace {

/// What acts on the run alone, disabled while a race is shown.
constexpr ActionId kRunOnly[] = {
    ActionId::ToggleBreakpoint, ActionId::RunUntil,    ActionId::RunBackUntil,
    ActionId::Predict,          ActionId::Practice,    ActionId::Record,
    ActionId::RangeStart,       ActionId::RangeEnd,    ActionId::ClearRange,
    ActionId::ExportBoard,      ActionId::CopyBoard,   ActionId::ExportTree,
    ActionId::ZoomIn,           ActionId::ZoomOut,     ActionId::ZoomFit,
    ActionId::NewLesson,        ActionId::OpenLesson,  ActionId::CloseLesson,
    ActionId::AddScene,         ActionId::UpdateScene, ActionId::NextScene,
    ActionId::PreviousScene,
};

} // namespace

RaceController::RaceController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{
    QAction *race = parts.actions->action(ActionId::Race);
    connect(race, &QAction::toggled, this, &RaceController::setOn);
    // On a wall the boards' titles say the algorithms: the choices give the boards the room.
    connect(parts.actions->action(ActionId::Present), &QAction::toggled, parts.race,
            [race = parts.race](bool presenting) { race->setSetupShown(!presenting); });
}

void RaceController::setOn(bool on)
{
    if (on != m_on) {
        // The projector's layout is made for what it shows: it is made again for the other.
        const bool presenting = m_parts.presentation->isOn();
        if (presenting)
            m_parts.presentation->setOn(false);
        if (on)
            enter();
        else
            leave();
        m_parts.presentation->setRaceShown(on);
        if (presenting)
            m_parts.presentation->setOn(true);
    }
    const QSignalBlocker block(m_parts.actions->action(ActionId::Race));
    m_parts.actions->action(ActionId::Race)->setChecked(m_on);
}

void RaceController::enter()
{
    m_on = true;
    m_parts.player->pause();
    m_parts.modes->activate(nullptr); // every transport action is the race's
    m_deskState = m_parts.window->saveState();
    for (QDockWidget *dock : m_parts.window->findChildren<QDockWidget *>()) {
        if (dock->parentWidget() == m_parts.window)
            dock->hide();
    }
    m_parts.problemBar->hide();
    bindTo(true);
    m_enabledBefore.clear();
    for (const ActionId id : kRunOnly) {
        QAction *a = m_parts.actions->action(id);
        m_enabledBefore << a->isEnabled();
        a->setEnabled(false);
    }
    for (QMenu *menu : { m_parts.actions->recentMenu(), m_parts.actions->examplesMenu() })
        menu->setEnabled(false);
    m_parts.showRace(true);
}

void RaceController::leave()
{
    m_on = false;
    m_parts.race->race()->pause();
    for (std::size_t i = 0; i < std::size(kRunOnly); ++i)
        m_parts.actions->action(kRunOnly[i])->setEnabled(m_enabledBefore.value(qsizetype(i)));
    for (QMenu *menu : { m_parts.actions->recentMenu(), m_parts.actions->examplesMenu() })
        menu->setEnabled(true);
    bindTo(false);
    m_parts.showRace(false);
    m_parts.window->restoreState(m_deskState);
}

void RaceController::bindTo(bool race)
{
    Transport *transport = race ? static_cast<Transport *>(m_parts.race->race())
                                : static_cast<Transport *>(m_parts.player);
    m_parts.actions->bindTransport(transport);
    m_parts.playBar->setTransport(transport);
    m_parts.timeline->setTransport(transport);
    m_parts.jump->setTransport(transport);
    // Predict is the run's: the race's play bar leaves it out.
    m_parts.playBar->setSpareShown(!race);
}

} // namespace nq
