// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's parts for students who answer: Predict's Score dock and its commands.
#include "window/mainwindow.h"

#include "actions/actionset.h"
#include "classroom/classcontroller.h"
#include "classroom/classdock.h"
#include "modes/moderouter.h"
#include "platform/captionlabel.h"
#include "practice/practicecontroller.h"
#include "practice/practicemode.h"
#include "practice/practicepanel.h"
#include "predict/predictcontroller.h"
#include "predict/predictmode.h"
#include "predict/questionbar.h"
#include "predict/scoreview.h"
#include "window/presentationlayout.h"
#include "window/problemcontroller.h"

#include <QDockWidget>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>

#include <cstdio>

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
    m_classDock = new ClassDock(
        { m_actions->action(ActionId::ClassSession), m_actions->action(ActionId::AskClass),
          m_actions->action(ActionId::ShowVotes), m_actions->action(ActionId::VoteAgain),
          m_actions->action(ActionId::Reveal), m_actions->action(ActionId::ExportClassResults) },
        this);
    QDockWidget *classDock = addPanel("classDock", QT_TR_NOOP("Class"), scrolled(m_classDock),
                                      Qt::RightDockWidgetArea);
    tabifyDockWidget(rightTabs, classDock);
    classDock->hide(); // until a class session starts (or the Panels menu)
}

void MainWindow::createClassroom(const StartupOptions &startup)
{
    m_class = new ClassController({ m_player, m_actions, m_settings, m_scene, m_classDock,
                                    findChild<QDockWidget *>(QStringLiteral("classDock")), this },
                                  this);
    connect(m_class, &ClassController::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    // On the wall the Class dock takes the Algorithm Data's place in the column while a session
    // runs: its address, code and counts are what the room reads.
    connect(m_class, &ClassController::runningChanged, this, [this](bool running) {
        m_presentation->setLastPanel(running ? findChild<QDockWidget *>(QStringLiteral("classDock"))
                                             : nullptr);
    });
    // A session's dock is given most of its column: the code and the QR code must read from the
    // back of the room.
    connect(m_class, &ClassController::listening, this, [this] {
        // Once the dock is shown and laid out.
        QTimer::singleShot(0, this, [this] {
            auto *dock = findChild<QDockWidget *>(QStringLiteral("classDock"));
            if (isPresenting() || !dock->isVisible())
                return;
            resizeDocks({ dock }, { std::max(dock->width(), 340) }, Qt::Horizontal);
            resizeDocks({ dock }, { height() * 3 / 5 }, Qt::Vertical);
        });
    });
    if (!startup.classPort)
        return;
    // --class [PORT]: a session from the start, its address said on standard output once.
    connect(m_class, &ClassController::listening, this, [](const QUrl &url, const QString &code) {
        std::printf("class: %s code %s\n",
                    url.adjusted(QUrl::RemoveFragment).toString().toUtf8().constData(),
                    code.toUtf8().constData());
        std::fflush(stdout);
    });
    connect(m_class, &ClassController::failed, this, [](const QString &why) {
        std::fprintf(stderr, "nqueens-studio: %s\n", why.toLocal8Bit().constData());
    });
    ClassController::Choices choices;
    choices.port = *startup.classPort;
    m_class->start(choices);
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
