// SPDX-License-Identifier: GPL-3.0-or-later
#include "practice/practicemode.h"

#include "platform/backgroundjob.h"
#include "playback/stepplayer.h"
#include "practicewords.h"

#include <QGuiApplication>

namespace nq {

PracticeMode::PracticeMode(StepPlayer *player, QObject *parent)
    : BoardMode(parent), m_player(player)
{
    // Once the exercise is done, the first move of the run gives the board back to it.
    connect(player, &StepPlayer::stepped, this, [this] {
        if (m_active && !m_moving && m_exercise && m_exercise->finished()
            && m_player->position() != m_exercise->position())
            emit activationRequested(false);
    });
}

PracticeMode::~PracticeMode()
{
    if (m_job) {
        m_job->stop();
        m_job->release();
    }
    if (m_active && m_player)
        m_player->setGate({});
}

void PracticeMode::start(const PracticeSetup &setup)
{
    if (m_job) {
        m_job->stop();
        m_job->release(); // an exercise asked for before: it finishes on its own
    }
    auto made = std::make_shared<std::optional<Exercise>>();
    auto why = std::make_shared<QString>();
    m_job = new BackgroundJob(
        [setup, made, why](BackgroundJob &job) {
            *made = Exercise::make(setup, why.get(), job.stopFlag());
        },
        this);
    BackgroundJob *job = m_job;
    connect(job, &BackgroundJob::finished, this, [this, job, made, why] {
        if (job != m_job)
            return;
        m_job->deleteLater();
        m_job = nullptr;
        if (*made)
            begin(std::move(**made));
        else if (!why->isEmpty())
            emit failed(*why);
        emit progressed();
    });
    job->start();
    emit progressed();
}

void PracticeMode::begin(Exercise exercise)
{
    emit activationRequested(false); // a running exercise is left first
    m_exercise = std::move(exercise);
    m_verdict.clear();
    m_wrong = m_right = {};
    m_elapsed = -1;
    emit runRequested(run());
    m_player->pause();
    goTo(m_exercise->startPosition());
    const PlayState &s = m_exercise->state();
    m_cursor = { std::min(s.depth(), s.n - 1), 0 };
    m_clock.start();
    emit activationRequested(true);
    emit changed();
}

void PracticeMode::enter()
{
    m_active = true;
    m_player->setGate([this](Transport::Move) { return m_moving || !running(); });
}

void PracticeMode::leave()
{
    m_active = false;
    m_player->setGate({});
    if (m_exercise && !m_exercise->finished())
        m_exercise.reset(); // left unfinished
    emit progressed();
}

void PracticeMode::watch()
{
    if (!m_exercise)
        return;
    const std::int64_t start = m_exercise->startPosition();
    m_exercise.reset();
    emit activationRequested(false);
    m_player->seek(start);
    m_player->play(); // the algorithm does it, at the speed set
    emit progressed();
}

RunDescription PracticeMode::run() const
{
    const PracticeSetup &setup = m_exercise->setup();
    RunDescription run;
    run.algorithm = setup.algorithm;
    run.problem = setup.problem;
    run.mode = m_exercise->options().mode;
    run.seed = m_exercise->options().seed;
    run.steers = m_exercise->options().steers;
    return run;
}

qint64 PracticeMode::elapsedMs() const
{
    if (m_elapsed >= 0)
        return m_elapsed;
    return m_clock.isValid() && m_exercise ? m_clock.elapsed() : 0;
}

void PracticeMode::goTo(std::int64_t position)
{
    m_moving = true;
    m_player->seek(position);
    m_moving = false;
}

void PracticeMode::act(const PracticeAction &action)
{
    if (!running())
        return;
    const PracticeStep expected = *m_exercise->expected();
    const PlayState before = m_exercise->state();
    const std::size_t steers = m_exercise->options().steers.size();
    const Steer last = steers ? m_exercise->options().steers.back() : Steer {};
    const bool right = m_exercise->act(action);
    const std::vector<Steer> &now = m_exercise->options().steers;
    if (now.size() != steers || (steers && !(now.back() == last))) {
        // The student's equal choice (min-conflicts) is the run's from here: the player plays
        // the run with it, from the same position.
        m_moving = true;
        emit runRequested(run());
        m_player->pause();
        m_moving = false;
    }
    after(expected, before, action, right);
}

void PracticeMode::help()
{
    if (!running())
        return;
    const PracticeStep expected = *m_exercise->expected();
    const PlayState before = m_exercise->state();
    m_exercise->help();
    after(expected, before, std::nullopt, false);
}

void PracticeMode::after(const PracticeStep &expected, const PlayState &before,
                         const std::optional<PracticeAction> &given, bool right)
{
    const PracticeSetup &setup = m_exercise->setup();
    m_rows.push_back(
        PracticeWords::rowOf(m_exercise->records().back(), setup, QDateTime::currentDateTime()));
    m_verdict = PracticeWords::verdict(given, right, expected, before, setup.algorithm);
    m_right = right ? Square {} : expected.action.square;
    m_wrong = given && !right ? given->square : Square {};
    goTo(m_exercise->position());
    if (m_exercise->finished()) {
        m_elapsed = m_clock.elapsed();
        m_verdict += u' '
            + PracticeWords::summary(m_exercise->done(), m_exercise->mistakes(),
                                     m_exercise->helped(), m_elapsed);
    }
    emit progressed();
    emit changed();
}

void PracticeMode::clickSquare(Square square)
{
    if (!running())
        return;
    m_cursor = square;
    const PracticeActionKind expected = m_exercise->expected()->action.kind;
    PracticeActionKind kind = PracticeActionKind::Put;
    if (m_exercise->setup().algorithm == AlgorithmId::MinConflicts) {
        kind = expected == PracticeActionKind::Move ? PracticeActionKind::Move
                                                    : PracticeActionKind::Pick;
    } else if (QGuiApplication::keyboardModifiers() & Qt::ShiftModifier) {
        kind = PracticeActionKind::MarkAttacked;
    } else if (m_exercise->state().model.hasQueen(square)) {
        kind = PracticeActionKind::Take;
    }
    act({ kind, square });
}

bool PracticeMode::key(int key, Qt::KeyboardModifiers modifiers)
{
    if (!running() || (modifiers & (Qt::ControlModifier | Qt::AltModifier)))
        return false;
    if (moveCursor(key, m_cursor, m_exercise->state().n)) {
        emit changed();
        return true;
    }
    switch (key) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (modifiers & Qt::ShiftModifier)
            act({ PracticeActionKind::MarkAttacked, m_cursor });
        else
            clickSquare(m_cursor);
        return true;
    case Qt::Key_A:
        markAttacked();
        return true;
    case Qt::Key_S:
        act({ PracticeActionKind::Solution, {} });
        return true;
    case Qt::Key_N:
        if (m_exercise->setup().algorithm != AlgorithmId::BreadthFirst)
            return false;
        act({ PracticeActionKind::NextBoard, {} });
        return true;
    case Qt::Key_H:
        help();
        return true;
    default:
        return false;
    }
}

Square PracticeMode::tested() const
{
    if (!running())
        return m_cursor;
    const PracticeAction &due = m_exercise->expected()->action;
    return due.kind == PracticeActionKind::Put || due.kind == PracticeActionKind::MarkAttacked
        ? due.square
        : m_cursor;
}

void PracticeMode::markAttacked()
{
    if (!running())
        return;
    m_cursor = tested();
    act({ PracticeActionKind::MarkAttacked, m_cursor });
}

BoardMarker PracticeMode::marker() const
{
    BoardMarker m;
    if (!m_exercise)
        return m;
    if (running()) {
        m.square = m_cursor;
        m.kind = BoardMarker::Cursor;
        // Whether the square tested is attacked is the student's to say: no crosses meanwhile.
        m.hideAttacks = true;
    }
    if (m_right.row >= 0)
        m.right = { m_right };
    m.wrong = m_wrong;
    return m;
}

QString PracticeMode::caption() const
{
    if (!m_exercise)
        return {};
    if (!running())
        return m_verdict;
    // The whole prompt until the first action; then the verdict alone (the dock keeps the keys).
    return m_verdict.isEmpty()
        ? PracticeWords::prompt(m_exercise->setup().algorithm, m_exercise->expected()->action.kind)
        : m_verdict;
}

} // namespace nq
