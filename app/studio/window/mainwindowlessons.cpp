// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's parts for lessons: the Scenes dock, the note over the caption, the lesson
// commands, and the user's own setup kept while a lesson is open.
#include "window/mainwindow.h"

#include "speech/speechcontroller.h"

#include "classroom/classcontroller.h"

#include "actions/actionset.h"
#include "browser/solutionbrowser.h"
#include "debugger/breakpointstore.h"
#include "explore/explorepanel.h"
#include "lessons/lessonautosave.h"
#include "lessons/lessoncontroller.h"
#include "lessons/lessondocument.h"
#include "lessons/lessonpageexport.h"
#include "lessons/scenestage.h"
#include "lessons/scenesview.h"
#include "modes/moderouter.h"
#include "platform/captionlabel.h"
#include "platform/language.h"
#include "platform/notebox.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "practice/practicecontroller.h"
#include "practice/practicemode.h"
#include "predict/predictcontroller.h"
#include "predict/predictmode.h"
#include "window/boardpresenter.h"
#include "window/presentationlayout.h"
#include "window/problemcontroller.h"

#include <QAction>
#include <QBoxLayout>
#include <QDockWidget>
#include <QLabel>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace nq {

QString MainWindow::lessonNote() const
{
    return m_lessonNote->isHidden() ? QString() : m_lessonNote->text();
}

void MainWindow::createLessonDock(QDockWidget *leftTabs)
{
    m_lesson = new LessonDocument(this);
    m_scenes = new ScenesView(
        m_lesson, [this] { return Language::resolve(m_settings->language()); }, this);
    QDockWidget *dock
        = addPanel("scenesDock", QT_TR_NOOP("Scenes"), m_scenes, Qt::LeftDockWidgetArea);
    tabifyDockWidget(leftTabs, dock);
    dock->hide(); // until a lesson is opened (or asked for in the Panels menu)
}

void MainWindow::keepUserSetup()
{
    m_userState = saveState();
    m_userPresenting = isPresenting();
}

void MainWindow::restoreUserSetup()
{
    // The settings read as the user left them again: the run, its speed, the theme, the
    // breakpoints, the panels and the layout come back from them.
    if (m_practice->mode()->running() || m_practice->mode()->preparing())
        m_practice->mode()->stop();
    if (m_actions->action(ActionId::Predict)->isChecked())
        m_actions->action(ActionId::Predict)->trigger();
    if (m_explore->isActive())
        m_explore->setActive(false);
    m_breakpointStore->reload();
    applyTheme(m_settings->theme(), false);
    m_player->setSpeedLevel(m_settings->speedLevel());
    if (isPresenting() != m_userPresenting)
        m_actions->action(ActionId::Present)->trigger();
    restoreState(m_userState);
    m_problems->begin({});
}

void MainWindow::updateTitle()
{
    if (!m_lesson || !m_lesson->isOpen()) {
        setWindowTitle(tr("N-Queens Studio"));
        setWindowModified(false);
        return;
    }
    const QString name = m_lesson->displayName(Language::resolve(m_settings->language()));
    setWindowTitle(m_autosave && !m_autosave->failure().isEmpty()
                       ? tr("%1[*] (autosave failed) — N-Queens Studio").arg(name)
                       : tr("%1[*] — N-Queens Studio").arg(name));
    setWindowModified(m_lesson->isModified());
}

void MainWindow::createLessons(const StartupOptions &startup)
{
    QList<QDockWidget *> docks = m_docks;
    m_stage = new SceneStage(
        { m_settings, m_player, m_breakpointStore, m_explore, m_browser, m_practice->mode(),
          [this](const RunDescription &run) { m_problems->startAside(run); },
          [this] { return m_problems->run(); }, [this] { m_presenter->listInBrowser(); },
          [this]() -> std::optional<std::vector<Square>> {
              if (m_presenter->owner() != BoardPresenter::Owner::Pick)
                  return std::nullopt;
              std::vector<Square> squares = m_presenter->shownSquares();
              std::sort(squares.begin(), squares.end());
              return squares;
          },
          m_actions->action(ActionId::Predict), m_actions->action(ActionId::Present), docks,
          [this](int kind) { applyTheme(Theme::Kind(kind)); },
          [this](QuestionKind kind) {
              if (m_class)
                  m_class->askKind(kind);
          } },
        this);
    m_autosave = new LessonAutosave(m_lesson, QString(), this);
    if (const QByteArray ms = qgetenv("NQ_AUTOSAVE_MS"); !ms.isEmpty())
        m_autosave->setInterval(std::max(100, ms.toInt())); // the crash tests' minute
    m_lessons
        = new LessonController({ this, m_actions, m_settings, m_stage, m_lesson, m_autosave,
                                 [this] { keepUserSetup(); }, [this] { restoreUserSetup(); },
                                 [this] { return Language::resolve(m_settings->language()); } },
                               this);
    m_lessonPage = new LessonPageExport({ this, m_actions, m_lesson, m_settings }, this);
    connect(m_lessons, &LessonController::noteChanged, this, [this](const QString &note) {
        m_lessonNote->setText(note);
        m_lessonNote->setAccessibleName(tr("Note of the scene"));
        m_lessonNote->setVisible(!note.isEmpty());
        if (m_speech)
            m_speech->showNote(note);
    });
    // The note stands over the caption; the projector layout moves the caption to a column of
    // its own and back, after which the note goes over it again.
    connect(m_actions->action(ActionId::Present), &QAction::toggled, this, [this] {
        QTimer::singleShot(0, this, [this] {
            auto *layout = qobject_cast<QBoxLayout *>(centralWidget()->layout());
            const int caption = layout ? layout->indexOf(m_caption) : -1;
            if (caption < 0)
                return; // the caption is in its column: the note stays over the board
            layout->removeWidget(m_lessonNote);
            layout->insertWidget(layout->indexOf(m_caption), m_lessonNote);
        });
    });
    connect(m_lessons, &LessonController::message, this, [this](const QString &text) {
        // One line: a lesson refused for several scenes lists them in its dialog.
        statusBar()->showMessage(QString(text).replace(u'\n', QStringLiteral("  ")), 15000);
    });
    // A copy that cannot be kept is said where the user looks, and stays said until it is
    // written again or no longer needed: the title and the status bar.
    connect(m_lesson, &LessonDocument::changed, this, &MainWindow::updateTitle);
    connect(m_autosave, &LessonAutosave::failed, this, [this](const QString &error) {
        statusBar()->showMessage(
            tr("The lesson's autosave failed (%1): save the lesson to keep its changes.")
                .arg(error));
        updateTitle();
    });
    connect(m_autosave, &LessonAutosave::recovered, this, [this] {
        statusBar()->clearMessage();
        updateTitle();
    });
    updateTitle();
    auto *dock = findChild<QDockWidget *>(QStringLiteral("scenesDock"));
    connect(m_lesson, &LessonDocument::openChanged, this, [dock](bool open) {
        if (open) {
            dock->show();
            dock->raise();
        }
    });
    connect(m_scenes, &ScenesView::sceneChosen, m_lessons, &LessonController::goTo);
    connect(m_scenes, &ScenesView::recoverRequested, this, [this] {
        m_scenes->offerRecovery(false);
        m_lessons->recover();
    });
    connect(m_scenes, &ScenesView::recoveryDiscarded, this, [this] {
        m_scenes->offerRecovery(false);
        m_lessons->discardRecovery();
    });
    // What a crash left is offered in the Scenes dock, without a dialog in the way.
    if (m_lessons->hasRecovery()) {
        m_scenes->offerRecovery(true);
        dock->show();
        dock->raise();
    }
    if (startup.lesson) { // once the run of the settings has started
        QTimer::singleShot(0, this, [this, path = *startup.lesson] {
            // A double click on a damaged file: the dialog says why, and the terminal too
            // (first: the dialog waits for the user).
            const QMetaObject::Connection said
                = connect(m_lessons, &LessonController::message, this, [](const QString &text) {
                      std::fprintf(stderr, "nqueens-studio: %s\n", text.toLocal8Bit().constData());
                      std::fflush(stderr);
                  });
            m_lessons->openFile(path);
            disconnect(said);
        });
    }
}

} // namespace nq
