// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's race: the page in the board's place, made when first shown, and the
// controller that decides when it is shown and what drives it.
#include "window/mainwindow.h"

#include "actions/actionset.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "compare/racepage.h"
#include "platform/captionlabel.h"
#include "platform/notebox.h"
#include "predict/questionbar.h"
#include "window/problemcontroller.h"
#include "window/racecontroller.h"

#include <QAction>
#include <QBoxLayout>
#include <QLabel>
#include <QStatusBar>

namespace nq {

void MainWindow::createRace()
{
    m_raceControl = new RaceController(
        { this, m_actions, m_player, [this] { return ensureRacePage(); }, m_playBar, m_timeline,
          m_jump, m_problemBar, m_modes, m_presentation, [this](bool on) { showRace(on); } },
        this);
    // A run asked for on the board (the problem bar, a lesson) shows the board again.
    connect(m_problems, &ProblemController::aboutToStart, m_raceControl,
            [this] { m_raceControl->setOn(false); });
}

RacePage *MainWindow::ensureRacePage()
{
    if (m_racePage)
        return m_racePage;
    // Made when first shown: a window that never races pays nothing for its boards (a font or
    // theme change would reach four hidden boards).
    QWidget *central = centralWidget();
    auto *layout = static_cast<QBoxLayout *>(central->layout());
    m_racePage = new RacePage(central, RacePage::Controls::Host);
    m_racePage->setObjectName(QStringLiteral("race"));
    m_racePage->hide();
    m_racePage->setTheme(m_scene->theme());
    layout->insertWidget(layout->indexOf(m_view) + 1, m_racePage, 1);
    orderTabs();
    return m_racePage;
}

void MainWindow::showRace(bool on)
{
    m_view->setVisible(!on);
    m_caption->setVisible(!on); // each board has its own
    m_title->setVisible(!on && !isPresenting());
    m_lessonNote->setVisible(!on && !m_lessonNote->text().isEmpty());
    if (on)
        m_questionBar->hide();
    m_racePage->setVisible(on);
    if (on) {
        m_racePage->setFocus(); // the keys move every board: the race has the focus, no one board
        // The way back, said where the run's words were.
        statusBar()->showMessage(tr("The race is in the board's place: %1 shows the board again.")
                                     .arg(m_actions->action(ActionId::Race)
                                              ->shortcut()
                                              .toString(QKeySequence::NativeText)));
    } else {
        statusBar()->clearMessage();
        m_view->setFocus();
    }
}

} // namespace nq
