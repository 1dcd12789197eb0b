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
    connect(parts.actions->action(ActionId::Present), &QAction::toggled, this,
            [this](bool presenting) {
                if (m_page)
                    m_page->setSetupShown(!presenting);
            });
    // Back at the desk from the projector while the race is shown: the desk's panels, put back
    // as they were, step aside again.
    connect(parts.presentation, &PresentationLayout::deskRestored, this, [this] {
        if (m_on)
            hideRun();
    });
}

void RaceController::setOn(bool on)
{
    if (on != m_on) {
        if (on)
            enter();
        else
            leave();
    }
    const QSignalBlocker block(m_parts.actions->action(ActionId::Race));
    m_parts.actions->action(ActionId::Race)->setChecked(m_on);
}

void RaceController::hideRun()
{
    for (QDockWidget *dock : m_parts.window->findChildren<QDockWidget *>()) {
        if (dock->parentWidget() == m_parts.window)
            dock->hide();
    }
    m_parts.problemBar->hide();
}

void RaceController::enter()
{
    m_on = true;
    if (!m_page) {
        m_page = m_parts.race();
        m_page->setSetupShown(!m_parts.presentation->isOn());
    }
    if (m_page->race()->runs() == 0)
        m_page->start(); // the first time: the race chosen on the page
    m_parts.player->pause();
    m_parts.modes->activate(nullptr); // every transport action is the race's
    // On a projector its layout holds the desk to come back to; at the desk, the window does.
    const bool presenting = m_parts.presentation->isOn();
    m_deskState = presenting ? m_parts.presentation->deskState() : m_parts.window->saveState();
    hideRun();
    // The run's recording range waits for the run.
    m_range = { m_parts.timeline->rangeFrom(), m_parts.timeline->rangeTo() };
    bindTo(true);
    // What acts on the run alone, and the panels (a scene, Explore) that would act on it.
    m_disabled.clear();
    QList<QAction *> runOnly;
    for (const ActionId id : kRunOnly)
        runOnly << m_parts.actions->action(id);
    for (QDockWidget *dock : m_parts.window->findChildren<QDockWidget *>())
        runOnly << dock->toggleViewAction();
    for (QAction *a : std::as_const(runOnly)) {
        m_disabled.push_back({ a, a->isEnabled() });
        a->setEnabled(false);
    }
    for (QMenu *menu : { m_parts.actions->recentMenu(), m_parts.actions->examplesMenu() })
        menu->setEnabled(false);
    m_parts.presentation->setRaceShown(true);
    m_parts.showRace(true);
}

void RaceController::leave()
{
    m_on = false;
    m_page->race()->pause();
    for (const auto &[a, enabled] : std::as_const(m_disabled)) {
        if (a)
            a->setEnabled(enabled);
    }
    m_disabled.clear();
    for (QMenu *menu : { m_parts.actions->recentMenu(), m_parts.actions->examplesMenu() })
        menu->setEnabled(true);
    bindTo(false);
    if (m_range.first >= 0)
        m_parts.timeline->setStepRange(m_range.first, m_range.second);
    m_parts.showRace(false);
    if (m_parts.presentation->isOn())
        m_parts.presentation->setDeskState(m_deskState); // given back when F11 is pressed
    else
        m_parts.window->restoreState(m_deskState);
    m_parts.presentation->setRaceShown(false);
}

void RaceController::bindTo(bool race)
{
    Transport *transport = race ? static_cast<Transport *>(m_page->race())
                                : static_cast<Transport *>(m_parts.player);
    m_parts.actions->bindTransport(transport);
    m_parts.playBar->setTransport(transport);
    m_parts.timeline->setTransport(transport);
    m_parts.jump->setTransport(transport);
    // Predict is the run's: the race's play bar leaves it out.
    m_parts.playBar->setSpareShown(!race);
}

} // namespace nq
