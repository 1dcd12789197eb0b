// SPDX-License-Identifier: GPL-3.0-or-later
#include "practice/practicecontroller.h"

#include "actions/actionset.h"
#include "modes/moderouter.h"
#include "practice/practicemode.h"
#include "practice/practicepanel.h"
#include "practicewords.h"

#include <QAction>
#include <QDockWidget>

namespace nq {

PracticeController::PracticeController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_mode(new PracticeMode(parts.player))
{
    parts.modes->add(m_mode);
    PracticePanel *panel = parts.panel;
    connect(parts.actions->action(ActionId::Practice), &QAction::triggered, this, [this] {
        m_parts.dock->show();
        m_parts.dock->raise();
        m_parts.panel->focusChain().front()->setFocus();
    });
    connect(panel, &PracticePanel::startRequested, this, [this](const PracticeSetup &setup) {
        m_parts.panel->setMessage({});
        m_mode->start(setup);
    });
    connect(m_mode, &PracticeMode::failed, panel, &PracticePanel::setMessage);
    connect(panel, &PracticePanel::markAttacked, m_mode, &PracticeMode::markAttacked);
    connect(panel, &PracticePanel::solution, m_mode, [this] {
        m_mode->act({ PracticeActionKind::Solution, {} });
    });
    connect(panel, &PracticePanel::nextBoard, m_mode, [this] {
        m_mode->act({ PracticeActionKind::NextBoard, {} });
    });
    connect(panel, &PracticePanel::help, m_mode, &PracticeMode::help);
    connect(panel, &PracticePanel::stop, m_mode, &PracticeMode::stop);
    connect(panel, &PracticePanel::watch, m_mode, &PracticeMode::watch);
    connect(m_mode, &PracticeMode::runRequested, this, &PracticeController::runRequested);
    connect(m_mode, &PracticeMode::progressed, this, [this] {
        showProgress();
        emit resultsChanged();
    });
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &PracticeController::showProgress);
}

void PracticeController::showProgress()
{
    if (m_mode->preparing()) {
        m_parts.panel->setMessage(tr("Making the exercise…"));
        return;
    }
    const std::optional<Exercise> &x = m_mode->exercise();
    const bool running = m_mode->running();
    if (running && x->done() == 0)
        m_parts.panel->setMessage({}); // made
    if (running && !m_tick.isActive())
        m_tick.start();
    else if (!running)
        m_tick.stop();
    if (!x) {
        m_parts.panel->showState(false, false, AlgorithmId::Backtracking, {}, {});
        return;
    }
    const QString time = PracticeWords::clock(m_mode->elapsedMs());
    const QString progress = tr("Seed %1 · %2 of %3 steps · %4 · %5 shown · %6")
                                 .arg(x->setup().seed)
                                 .arg(x->done())
                                 .arg(x->steps().size())
                                 .arg(PracticeWords::mistakes(x->mistakes()))
                                 .arg(x->helped())
                                 .arg(time)
        + u'\n' + PracticeWords::holds(*x);
    const QString summary = x->finished()
        ? PracticeWords::summary(x->done(), x->mistakes(), x->helped(), m_mode->elapsedMs())
        : QString();
    m_parts.panel->showState(running, x->finished(), x->setup().algorithm, progress, summary);
}

} // namespace nq
