// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classpage.h"
#include "classroom/classresults.h"
#include "classserver.h"
#include "playstate.h"
#include "question.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <map>
#include <memory>
#include <optional>

class QDockWidget;
class QWidget;

namespace nq {

class ActionSet;
class BoardScene;
class ClassDock;
class ClassSession;
class Settings;
class StepPlayer;
class VoteOverlay;

/**
 * A class session as the teacher runs it: Run > Start a Class Session opens the server (on
 * its own thread), the Class dock shows how to join; every step the board shows goes to the
 * students' pages (at most ten a second, the latest wins); Ask the Class poses the chosen
 * kind of question at the step shown (as Predict poses it) and holds the run; Show Votes,
 * Discuss and Vote Again and Reveal drive the rounds, the chart and the board's shading and
 * ring; the results fill the dock and export as CSV. Ending the session (the action, closing
 * the window, or the idle time) closes the port and forgets the students.
 */
class ClassController : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        StepPlayer *player;
        ActionSet *actions;
        Settings *settings;
        BoardScene *scene;
        ClassDock *dock;
        QDockWidget *dockWidget;
        QWidget *window; ///< parent of the dialogs
    };
    /// How a session is started.
    struct Choices
    {
        QString address = QStringLiteral("0.0.0.0"); ///< every interface: the school's network
        int port = 0; ///< 0: the first free from ClassServer::kDefaultPort
        int maxStudents = ClassRoom::kDefaultMaxStudents;
        /// The session ends after this long with nothing happening (no step, vote or join).
        int idleSeconds = 60 * 60;
    };

    explicit ClassController(const Parts &parts, QObject *parent = nullptr);
    ~ClassController() override;

    /// Starts a session (listening() or failed() follows); false when one runs.
    bool start(const Choices &choices);
    void stop();
    bool isRunning() const { return bool(m_session); }
    ClassSession *session() const { return m_session.get(); }
    /// The address students open (with the code after "#", as the QR code holds it).
    QUrl joinUrl() const;
    QString code() const;

    /// Asks the class the question chosen in the dock, at the step shown.
    void askTheClass();
    /// Chooses `kind` in the dock and, while a session runs, asks it at the step shown (a
    /// lesson's scene that carries a question for the class).
    void askKind(QuestionKind kind);
    void showVotes();
    void voteAgain();
    void reveal();
    /// Writes the results to `path` through the file writer; false and `error` when it cannot.
    bool exportResults(const QString &path, QString *error) const;
    /// The question asked last, if any.
    const std::optional<Question> &question() const { return m_question; }
    const ClassCounts &counts() const { return m_counts; }
    VoteOverlay *overlay() const { return m_overlay; }
    /// The kinds of question the dock offers for the run shown.
    const std::vector<QuestionKind> &kinds() const { return m_kinds; }

signals:
    void listening(const QUrl &joinUrl, const QString &code);
    void failed(const QString &why);
    void message(const QString &text);
    /// A session opened (listening) or ended.
    void runningChanged(bool running);

private:
    void startInteractively();
    void exportInteractively();
    void onListening(const QUrl &url);
    void onCounts(const ClassCounts &counts);
    void onResults(const std::vector<ClassRoom::Result> &rows);
    void stepped();
    void sendStep();
    void poseWhenKnown(int triesLeft);
    void showOverlay();
    void fillKinds();
    void updateActions();
    void touch(); ///< something happened: the idle time starts again

    Parts m_parts;
    std::unique_ptr<ClassPage> m_page;
    std::unique_ptr<ClassSession> m_session;
    QTimer m_feed; ///< sends the latest step, at most every 100 ms
    QTimer m_idle;
    QTimer m_retry; ///< poses a question whose events have not arrived yet
    bool m_stepWaiting = false;
    ClassCounts m_counts;
    std::optional<Question> m_question;
    std::map<int, ClassResults::Asked> m_asked; ///< every question asked, by its number
    std::vector<ClassRoom::Result> m_results;
    std::vector<QuestionKind> m_kinds;
    VoteOverlay *m_overlay = nullptr;
    QUrl m_url;
    int m_idleSeconds = 60 * 60;
    int m_retries = 0;
    /// The most steps Ask the Class runs on to find where its kind is asked.
    static constexpr int kMostStepsOn = 2000;
    int m_stepsToGo = 0;
    AlgorithmId m_kindsOf = AlgorithmId::Backtracking; ///< the algorithm m_kinds are of
    QElapsedTimer m_resultsClock; ///< since the results were last asked for
    QTimer m_resultsLater; ///< asks for them once the 2 s are up
    bool m_resultsRevealed = false, m_resultsOpen = false;
    int m_resultsRound = 0;
    bool m_steppingToAsk = false;
};

} // namespace nq
