// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's parts for students who answer: Predict's Score dock and its commands.
#include "window/mainwindow.h"

#include "modes/moderouter.h"
#include "platform/captionlabel.h"
#include "practice/practicecontroller.h"
#include "practice/practicemode.h"
#include "practice/practicepanel.h"
#include "predict/predictcontroller.h"
#include "predict/predictmode.h"
#include "predict/questionbar.h"
#include "predict/scoreview.h"
#include "window/problemcontroller.h"

#include <QDockWidget>
#include <QStatusBar>

namespace nq {

void MainWindow::createStudentDocks(QDockWidget *rightTabs)
{
    m_score = new ScoreView(this);
    QDockWidget *scoreDock
        = addPanel("scoreDock", QT_TR_NOOP("Score"), scrolled(m_score), Qt::RightDockWidgetArea);
    tabifyDockWidget(rightTabs, scoreDock);
    scoreDock->hide(); // until Predict is turned on (or asked for in the Panels menu)
    m_practicePanel = new PracticePanel(this);
    QDockWidget *practiceDock = addPanel("practiceDock", QT_TR_NOOP("Practice"),
                                         scrolled(m_practicePanel), Qt::RightDockWidgetArea);
    tabifyDockWidget(rightTabs, practiceDock);
    practiceDock->hide(); // until Run > Practise by Hand (or the Panels menu)
}

void MainWindow::createPredict()
{
    m_predict = new PredictController(
        { m_player, m_actions, m_modes, m_feed, m_settings, m_questionBar, m_score,
          findChild<QDockWidget *>(QStringLiteral("scoreDock")), this },
        this);
    m_practice
        = new PracticeController({ m_player, m_actions, m_modes, m_practicePanel,
                                   findChild<QDockWidget *>(QStringLiteral("practiceDock")) },
                                 this);
    connect(m_practice, &PracticeController::runRequested, m_problems,
            &ProblemController::startAside);
    PracticeMode *practice = m_practice->mode();
    m_predict->setMoreRows([practice] { return practice->rows(); });
    connect(m_practice, &PracticeController::resultsChanged, m_predict,
            &PredictController::updateExport);
    // While a mode asks (Predict, Practice), the board keeps its size and place as questions
    // and verdicts come and go: the caption keeps room for four lines, the answer bar its
    // room while hidden.
    connect(m_modes, &ModeRouter::activeChanged, this, [this](BoardMode *mode) {
        const bool predict = mode == m_predict->mode();
        m_caption->setSteadyLines(predict || mode == m_practice->mode() ? 4 : 0);
        m_questionBar->setSteady(predict);
    });
    // Turned on, the Score dock (shown by the controller) is given the height of its totals and
    // every row of its table, from the panels above it, so it does not open as a sliver.
    connect(m_predict->mode(), &PredictMode::switched, this, [this](bool on) {
        auto *dock = findChild<QDockWidget *>(QStringLiteral("scoreDock"));
        if (!on || isPresenting() || !dock->isVisible())
            return;
        const int title = dock->fontMetrics().height() + 8;
        resizeDocks({ dock }, { m_score->sizeHint().height() + title }, Qt::Vertical);
    });
    // A finished exercise's summary and Watch, given their room in the same way.
    connect(m_practicePanel, &PracticePanel::roomWanted, this, [this](int height) {
        auto *dock = findChild<QDockWidget *>(QStringLiteral("practiceDock"));
        if (isPresenting() || !dock->isVisible())
            return;
        resizeDocks({ dock }, { height + dock->fontMetrics().height() + 8 }, Qt::Vertical);
    });
    connect(m_predict->mode(), &PredictMode::refusedMove, this, [this] {
        statusBar()->showMessage(tr("Answer the question first, or press Esc to skip it."), 5000);
    });
}

} // namespace nq
