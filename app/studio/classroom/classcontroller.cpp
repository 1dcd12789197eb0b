// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/classcontroller.h"

#include "actions/actionset.h"
#include "board/boardscene.h"
#include "board/items/boarditem.h"
#include "classroom/classdock.h"
#include "classroom/classsessiondialog.h"
#include "classroom/classvotes.h"
#include "classroom/qrcode.h"
#include "classroom/voteoverlay.h"
#include "classroom/voteschart.h"
#include "classsession.h"
#include "pagequestions.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "questionwords.h"
#include "statepicture.h"
#include "stepcaption.h"
#include "wholefile.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMessageBox>

namespace nq {

namespace { } // namespace

ClassController::ClassController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{
    m_feed.setSingleShot(true);
    m_feed.setInterval(ClassServer::kFrameMs);
    connect(&m_feed, &QTimer::timeout, this, [this] {
        if (m_stepWaiting)
            sendStep();
    });
    m_idle.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        stop();
        emit message(tr("The class session ended after %n minute(s) with nothing happening.",
                        nullptr, std::max(1, m_idleSeconds / 60)));
    });
    m_resultsLater.setSingleShot(true);
    connect(&m_resultsLater, &QTimer::timeout, this, [this] {
        if (m_session) {
            m_resultsClock.start();
            m_session->requestResults();
        }
    });
    m_retry.setSingleShot(true);
    m_retry.setInterval(50);
    connect(&m_retry, &QTimer::timeout, this, [this] { poseWhenKnown(m_retries); });

    m_overlay = new VoteOverlay(m_parts.scene->board());
    connect(m_parts.player, &StepPlayer::stepped, this, &ClassController::stepped);

    ActionSet *a = m_parts.actions;
    connect(a->action(ActionId::ClassSession), &QAction::triggered, this, [this] {
        if (isRunning())
            stop();
        else
            startInteractively();
    });
    connect(a->action(ActionId::AskClass), &QAction::triggered, this,
            &ClassController::askTheClass);
    connect(a->action(ActionId::ShowVotes), &QAction::triggered, this, &ClassController::showVotes);
    connect(a->action(ActionId::VoteAgain), &QAction::triggered, this, &ClassController::voteAgain);
    connect(a->action(ActionId::Reveal), &QAction::triggered, this, &ClassController::reveal);
    connect(a->action(ActionId::ExportClassResults), &QAction::triggered, this,
            &ClassController::exportInteractively);
    connect(a, &ActionSet::retranslated, this, &ClassController::updateActions);
    fillKinds();
    updateActions();
}

ClassController::~ClassController() = default;

void ClassController::startInteractively()
{
    ClassSessionDialog dialog(0, ClassRoom::kDefaultMaxStudents, m_idleSeconds / 60,
                              m_parts.window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Choices c;
    c.port = dialog.port();
    c.maxStudents = dialog.maxStudents();
    c.idleSeconds = dialog.idleMinutes() * 60;
    start(c);
}

bool ClassController::start(const Choices &choices)
{
    if (m_session)
        return false;
    m_page = std::make_unique<ClassPage>(m_parts.settings->theme());
    m_session = std::make_unique<ClassSession>(m_page->html(), choices.maxStudents);
    m_idleSeconds = std::max(1, choices.idleSeconds);
    m_asked.clear();
    m_results.clear();
    m_question.reset();
    m_counts = {};
    m_resultsClock.invalidate();
    m_resultsRevealed = m_resultsOpen = false;
    m_resultsRound = 0;
    m_overlay->clear();
    connect(m_session.get(), &ClassSession::listening, this, &ClassController::onListening);
    connect(m_session.get(), &ClassSession::failed, this, [this](const QString &why) {
        const QString said = tr("The class session could not start: %1").arg(why);
        m_session.reset();
        m_parts.dock->showIdle(said);
        updateActions();
        emit failed(said);
        emit message(said);
    });
    connect(m_session.get(), &ClassSession::countsChanged, this, &ClassController::onCounts);
    connect(m_session.get(), &ClassSession::results, this, &ClassController::onResults);
    m_session->start(choices.address, choices.port);
    updateActions();
    return true;
}

void ClassController::stop()
{
    if (!m_session)
        return;
    // Ended on its own thread; the session object goes once it says so (or in 5 s).
    ClassSession *s = m_session.release();
    connect(s, &ClassSession::stopped, s, &QObject::deleteLater);
    QTimer::singleShot(5000, s, &QObject::deleteLater);
    s->stop();
    m_idle.stop();
    m_retry.stop();
    m_resultsLater.stop();
    m_url.clear();
    m_question.reset();
    m_overlay->clear();
    m_parts.dock->showIdle();
    updateActions();
    emit runningChanged(false);
    emit message(tr("The class session has ended; its port is closed."));
}

QUrl ClassController::joinUrl() const
{
    QUrl url = m_url;
    if (m_session)
        url.setFragment(m_session->code());
    return url;
}

QString ClassController::code() const
{
    return m_session ? m_session->code() : QString();
}

void ClassController::onListening(const QUrl &url)
{
    m_url = url;
    const QUrl join = joinUrl();
    m_parts.dock->showSession(url, m_session->code(), QrCode::image(join.toString(), 1));
    if (m_parts.dockWidget) {
        m_parts.dockWidget->show();
        m_parts.dockWidget->raise();
    }
    touch();
    m_stepWaiting = true;
    sendStep(); // the board as it is, for the first to join
    updateActions();
    emit runningChanged(true);
    emit listening(join, m_session->code());
    emit message(tr("Class session open at %1, code %2.").arg(url.toString(), m_session->code()));
}

void ClassController::touch()
{
    if (m_session)
        m_idle.start(m_idleSeconds * 1000);
}

void ClassController::fillKinds()
{
    const AlgorithmId algorithm = m_parts.player->run().algorithm;
    m_kindsOf = algorithm;
    m_kinds.clear();
    QStringList names;
    int chosen = 0;
    for (QuestionKind k :
         { QuestionKind::NextQueen, QuestionKind::Attacked, QuestionKind::WhatNext,
           QuestionKind::BackToRow, QuestionKind::FreeColumns, QuestionKind::NextLevel,
           QuestionKind::MoveColumn, QuestionKind::Uncovered }) {
        if (!Questions::fits(algorithm, k))
            continue;
        m_kinds.push_back(k);
        names << QuestionWords::kindName(k);
    }
    m_parts.dock->setKinds(names, chosen);
}

void ClassController::stepped()
{
    if (m_steppingToAsk) {
        // Stepped on towards a question: try again at the new step (once it is shown).
        m_steppingToAsk = false;
        QTimer::singleShot(0, this, [this] { poseWhenKnown(40); });
    }
    if (m_parts.player->run().algorithm != m_kindsOf) // another algorithm: its own questions
        fillKinds();
    // The run goes on after the answer: the board's shading and ring go with the step.
    if (!m_overlay->isEmpty() && m_question
        && m_parts.player->state().position != m_question->position)
        m_overlay->clear();
    if (!m_session || !m_session->isListening())
        return;
    m_stepWaiting = true;
    if (!m_feed.isActive())
        sendStep();
}

void ClassController::sendStep()
{
    m_stepWaiting = false;
    if (!m_session)
        return;
    const PlayState &state = m_parts.player->state();
    const RunDescription &run = m_parts.player->run();
    const BoardPicture picture = StatePicture::ofRun(state, run, m_parts.settings->viewChoices());
    m_session->showStep(m_page->step(picture, state, run, [&] {
        return state.position == 0 ? StepCaption::start()
                                   : StepCaption::describe(state.last, state, run.algorithm);
    }));
    m_feed.start();
    touch();
}

void ClassController::askTheClass()
{
    if (!m_session || m_kinds.empty())
        return;
    m_parts.player->pause();
    m_retry.stop();
    m_stepsToGo = kMostStepsOn;
    poseWhenKnown(40); // up to 2 s for the run's next events
}

void ClassController::askKind(QuestionKind kind)
{
    fillKinds(); // the scene's run is the one shown now
    const auto found = std::find(m_kinds.begin(), m_kinds.end(), kind);
    if (found == m_kinds.end())
        return;
    m_parts.dock->kinds()->setCurrentIndex(int(found - m_kinds.begin()));
    if (m_session && m_session->isListening())
        askTheClass();
}

void ClassController::poseWhenKnown(int triesLeft)
{
    const int index = std::clamp(m_parts.dock->chosenKind(), 0, int(m_kinds.size()) - 1);
    const QuestionKind kind = m_kinds[std::size_t(index)];
    const PlayState state = m_parts.player->state();
    const RunDescription &run = m_parts.player->run();
    RunCursor *cursor = m_parts.player->cursor();
    Question q;
    const Posed posed = Questions::pose(
        kind, run.algorithm, state, [cursor](std::int64_t k) { return cursor->ahead(k); }, q);
    if (posed == Posed::Wait && triesLeft > 0) {
        m_retries = triesLeft - 1;
        m_retry.start();
        return;
    }
    if (posed == Posed::No && m_stepsToGo > 0 && !state.finished) {
        // Not here: the run steps on to where it can be asked, as Predict waits for it (the
        // class sees the steps on the way).
        --m_stepsToGo;
        m_steppingToAsk = true;
        m_parts.player->stepForward();
        return;
    }
    m_stepsToGo = 0;
    if (posed != Posed::Ask) {
        emit message(tr("“%1” is not asked in the next %L2 steps of this run.")
                         .arg(QuestionWords::kindName(kind))
                         .arg(kMostStepsOn));
        return;
    }
    const int number = int(m_asked.size()) + 1;
    m_asked[number] = { q, state.n };
    m_question = q;
    m_overlay->clear();
    m_session->ask(m_page->question(q, state, run.algorithm, 0),
                   QString::fromLatin1(questionKindKey(kind)), QuestionWords::plain(q));
    m_parts.dock->chart()->clear();
    touch();
    updateActions();
    emit message(tr("Asked the class: %1").arg(QuestionWords::ask(q)));
}

void ClassController::showVotes()
{
    if (m_session && m_question)
        m_session->showVotes();
}

void ClassController::voteAgain()
{
    if (m_session && m_question)
        m_session->voteAgain();
}

void ClassController::reveal()
{
    if (m_session && m_question)
        m_session->reveal();
}

void ClassController::onCounts(const ClassCounts &counts)
{
    m_counts = counts;
    const int round = std::max(1, counts.round);
    m_parts.dock->showCounts(counts.joined, counts.connected, counts.answered[round - 1],
                             counts.round, counts.question > 0);
    showOverlay();
    // The results table is made again from them: asked for at most every 2 s while votes come
    // (200 students answer at once), at once when a round closes or the answer is revealed.
    const bool turn = counts.revealed != m_resultsRevealed || counts.round != m_resultsRound
        || counts.open != m_resultsOpen;
    if (counts.question > 0
        && (turn || !m_resultsClock.isValid() || m_resultsClock.elapsed() >= 2000)) {
        m_resultsRevealed = counts.revealed;
        m_resultsRound = counts.round;
        m_resultsOpen = counts.open;
        m_resultsClock.start();
        m_session->requestResults();
    } else if (counts.question > 0 && !m_resultsLater.isActive()) {
        m_resultsLater.start(int(2000 - m_resultsClock.elapsed()));
    }
    touch();
    updateActions();
}

void ClassController::showOverlay()
{
    const auto asked = m_asked.find(m_counts.question);
    ClassVotes::show(m_counts, asked == m_asked.end() ? nullptr : &asked->second,
                     Theme::of(m_parts.settings->theme()), m_parts.dock, m_overlay);
}

void ClassController::onResults(const std::vector<ClassRoom::Result> &rows)
{
    m_results = rows;
    m_parts.dock->setResults(ClassResults::tableColumns(), ClassResults::rows(rows, m_asked));
    updateActions();
}

bool ClassController::exportResults(const QString &path, QString *error) const
{
    return WholeFile::write(path, ClassResults::csv(m_results, m_asked), error);
}

void ClassController::exportInteractively()
{
    if (m_results.empty())
        return;
    const QString path = QFileDialog::getSaveFileName(
        m_parts.window, tr("Export Class Results"),
        QDir::home().filePath(tr("class-results") + QStringLiteral(".csv")),
        tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportResults(path, &error)) {
        QMessageBox::warning(m_parts.window, tr("Export Class Results"), error);
        return;
    }
    emit message(tr("%n answer row(s) exported to %1.", nullptr, int(m_results.size()))
                     .arg(QDir::toNativeSeparators(path)));
}

void ClassController::updateActions()
{
    ActionSet *a = m_parts.actions;
    const bool running = m_session && m_session->isListening();
    a->action(ActionId::ClassSession)
        ->setText(m_session ? tr("End the Class Sessi&on") : tr("Start a Class Sessi&on…"));
    const bool asking = running && m_question && m_counts.question > 0;
    a->action(ActionId::AskClass)->setEnabled(running && !m_kinds.empty());
    a->action(ActionId::ShowVotes)->setEnabled(asking && m_counts.open);
    a->action(ActionId::VoteAgain)->setEnabled(asking && m_counts.round == 1 && !m_counts.revealed);
    a->action(ActionId::Reveal)->setEnabled(asking && !m_counts.revealed);
    a->action(ActionId::ExportClassResults)->setEnabled(!m_results.empty());
}

} // namespace nq
