// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's parts for students who answer: Predict's Score dock and its commands.
#include "window/mainwindow.h"

#include "predict/predictcontroller.h"
#include "predict/predictmode.h"
#include "predict/scoreview.h"

#include <QDockWidget>
#include <QStatusBar>

namespace nq {

void MainWindow::createStudentDocks(QDockWidget *rightTabs)
{
    m_score = new ScoreView(this);
    QDockWidget *scoreDock
        = addPanel("scoreDock", QT_TR_NOOP("Score"), m_score, Qt::RightDockWidgetArea);
    tabifyDockWidget(rightTabs, scoreDock);
    scoreDock->hide(); // until Predict is turned on (or asked for in the Panels menu)
}

void MainWindow::createPredict()
{
    m_predict = new PredictController(
        { m_player, m_actions, m_modes, m_feed, m_settings, m_questionBar, m_score,
          findChild<QDockWidget *>(QStringLiteral("scoreDock")), this },
        this);
    connect(m_predict->mode(), &PredictMode::refusedMove, this, [this] {
        statusBar()->showMessage(tr("Answer the question first, or press Esc to skip it."), 5000);
    });
}

} // namespace nq
