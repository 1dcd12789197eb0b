// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/predictmode.h"

#include "panels/boardfeed.h"
#include "playback/stepplayer.h"
#include "questionwords.h"
#include "runcursor.h"

#include <algorithm>

namespace nq {

PredictMode::PredictMode(StepPlayer *player, BoardFeed *feed, QObject *parent)
    : BoardMode(parent), m_player(player)
{
    connect(player->clock(), &PlaybackClock::heldBefore, this,
            [this](RunCursor *, bool playing) { onHeld(playing); });
    connect(player, &StepPlayer::stepped, this, &PredictMode::onStepped);
    connect(feed, &BoardFeed::runStarting, this, &PredictMode::onRunStarting);
    m_verdictTimer.setSingleShot(true);
    connect(&m_verdictTimer, &QTimer::timeout, this, &PredictMode::goOn);
    // Paused while a verdict is read: the next single step goes at once.
    connect(player, &Transport::playingChanged, this, [this](bool playing) {
        if (!playing)
            goOn();
    });
}

void PredictMode::goOn()
{
    m_verdictTimer.stop();
    if (m_verdictUntil < 0)
        return;
    m_verdictUntil = -1;
    if (m_player)
        m_player->clock()->wake();
}

PredictMode::~PredictMode()
{
    if (m_on && m_player) {
        m_player->clock()->setHold({});
        m_player->setGate({});
    }
}

void PredictMode::enter()
{
    m_on = true;
    m_quiz.newRun(m_player->algorithm(), m_player->size());
    m_quiz.saw(m_player->position());
    m_player->clock()->setHold([this](RunCursor *cursor) { return hold(cursor); });
    m_player->setGate([this](Transport::Move) {
        if (!m_question)
            return true;
        emit refusedMove();
        return false;
    });
    emit switched(true);
    emit changed();
}

void PredictMode::leave()
{
    m_on = false;
    m_player->clock()->setHold({});
    m_player->setGate({});
    dropQuestion();
    m_shown.reset();
    goOn();
    emit switched(false);
}

void PredictMode::resetScore()
{
    m_quiz.resetScore();
    m_verdictText.clear();
    emit answered(Verdict::Skipped, QString());
}

PlaybackClock::Hold PredictMode::hold(RunCursor *cursor)
{
    if (!m_on)
        return PlaybackClock::Hold::Pass;
    if (m_question)
        return PlaybackClock::Hold::Stop;
    // Playing on after an answer: the step it was about is shown (no new question comes before
    // it), then the run waits while the verdict is read (it stays playing; the clock lets no
    // steps pile up meanwhile).
    if (m_verdictUntil >= 0)
        return cursor->state().position >= m_verdictUntil ? PlaybackClock::Hold::Wait
                                                          : PlaybackClock::Hold::Pass;
    Question q;
    const Posed posed = m_quiz.before(
        cursor->state(), [cursor](std::int64_t k) { return cursor->ahead(k); }, q);
    if (posed == Posed::Wait)
        return PlaybackClock::Hold::Wait;
    if (posed == Posed::No)
        return PlaybackClock::Hold::Pass;
    m_posing = q;
    return PlaybackClock::Hold::Stop;
}

void PredictMode::onHeld(bool playing)
{
    if (!m_posing)
        return;
    m_question = std::move(m_posing);
    m_posing.reset();
    m_resumePlaying = playing;
    m_awaitingQueen = false;
    m_picked.clear();
    m_hint.clear();
    m_shown.reset();
    const Question &q = *m_question;
    const PlayState &state = m_player->state();
    const int row = std::min(state.depth(), state.n - 1);
    switch (q.kind) {
    case QuestionKind::Attacked:
    case QuestionKind::MoveColumn:
        m_cursor = q.square;
        break;
    case QuestionKind::FreeColumns:
        m_cursor = { q.square.row, 0 };
        break;
    case QuestionKind::NextQueen:
        m_cursor = state.squareSet ? Square { 0, 0 } : Square { row, 0 };
        break;
    case QuestionKind::BackToRow:
        m_cursor = { std::max(0, row - 1), 0 };
        break;
    default:
        m_cursor = { 0, 0 };
        break;
    }
    emit asked(q);
    emit changed();
}

void PredictMode::onStepped()
{
    const std::int64_t p = m_player->position();
    m_quiz.saw(p);
    if (m_shown && (p > m_shown->shownAt || p < m_shown->position)) {
        m_shown.reset(); // the run has shown it (or gone back before it)
        emit changed();
    }
}

void PredictMode::onRunStarting(const RunDescription &run)
{
    dropQuestion();
    m_shown.reset();
    goOn();
    m_quiz.newRun(run.algorithm, run.n());
    if (m_on)
        emit changed();
}

void PredictMode::dropQuestion()
{
    m_posing.reset();
    if (!m_question)
        return;
    m_question.reset();
    emit answered(Verdict::Skipped, m_verdictText); // the bar hides its buttons
    emit changed();
}

void PredictMode::answer(const Answer &given)
{
    if (!m_question)
        return;
    finish(given, m_quiz.answer(*m_question, given));
}

void PredictMode::skip()
{
    if (!m_question)
        return;
    m_quiz.skip(*m_question);
    finish(Answer {}, Verdict::Skipped);
}

void PredictMode::finish(const Answer &given, Verdict verdict)
{
    m_shown = std::move(m_question);
    m_question.reset();
    m_shownGiven = given;
    m_shownVerdict = verdict;
    m_awaitingQueen = false;
    m_picked.clear();
    m_hint.clear();
    m_verdictText = QuestionWords::verdict(*m_shown, given, verdict, m_quiz.algorithm(),
                                           &m_player->state().model);
    emit answered(verdict, m_verdictText);
    emit changed();
    // Playback goes on as it was: playing (then it waits a few seconds at the step shown, so
    // the verdict is read), or the single step that was asked for (the verdict stays until
    // the next step).
    if (m_resumePlaying) {
        m_verdictUntil = m_shown->shownAt;
        m_verdictTimer.start(std::max(1, m_quiz.settings().verdictSeconds) * 1000);
        m_player->play();
    } else {
        m_player->stepForward();
    }
}

void PredictMode::answerYes()
{
    if (!m_question || m_question->kind != QuestionKind::Attacked)
        return;
    m_awaitingQueen = true;
    const std::vector<Square> &queens = m_player->state().queens();
    if (!queens.empty())
        m_cursor = queens.front();
    emit changed();
}

void PredictMode::answerNo()
{
    if (!m_question || m_question->kind != QuestionKind::Attacked)
        return;
    answer(Answer {});
}

void PredictMode::answerNext(NextStep step)
{
    if (!m_question || m_question->kind != QuestionKind::WhatNext)
        return;
    Answer a;
    a.next = step;
    answer(a);
}

void PredictMode::answerCount(qint64 count)
{
    if (!m_question || m_question->kind != QuestionKind::NextLevel)
        return;
    Answer a;
    a.count = count;
    answer(a);
}

void PredictMode::submitPicked()
{
    if (!m_question || m_question->kind != QuestionKind::FreeColumns)
        return;
    Answer a;
    for (Square s : m_picked)
        a.columns.push_back(s.col);
    std::sort(a.columns.begin(), a.columns.end());
    answer(a);
}

void PredictMode::clickSquare(Square square)
{
    if (!m_question) {
        goOn(); // a click on the board after a verdict: go on at once
        return;
    }
    m_cursor = square;
    act(square);
}

void PredictMode::act(Square square)
{
    const Question &q = *m_question;
    const PlayState &state = m_player->state();
    m_hint.clear();
    Answer a;
    switch (q.kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::Uncovered:
        a.square = square;
        answer(a);
        return;
    case QuestionKind::MoveColumn:
        if (square.row != q.square.row) {
            m_hint = tr("Click a square of row %1.").arg(q.square.row + 1);
            break;
        }
        a.square = square;
        answer(a);
        return;
    case QuestionKind::BackToRow:
        a.row = square.row;
        answer(a);
        return;
    case QuestionKind::Attacked:
        if (!state.model.hasQueen(square)) {
            m_hint = m_awaitingQueen ? tr("Click a queen.") : tr("Click a queen, or answer No.");
            break;
        }
        a.yes = true;
        a.square = square;
        answer(a);
        return;
    case QuestionKind::FreeColumns: {
        if (square.row != q.square.row) {
            m_hint = tr("Click the squares of row %1.").arg(q.square.row + 1);
            break;
        }
        const auto it = std::find(m_picked.begin(), m_picked.end(), square);
        if (it == m_picked.end())
            m_picked.push_back(square);
        else
            m_picked.erase(it);
        break;
    }
    case QuestionKind::WhatNext:
    case QuestionKind::NextLevel:
        m_hint = tr("Answer with the buttons under the board.");
        break;
    }
    emit changed();
}

bool PredictMode::key(int key, Qt::KeyboardModifiers modifiers)
{
    if (!m_question && verdictHeld()
        && (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Right)) {
        goOn(); // read: go on at once
        return true;
    }
    if (!m_question || (modifiers & (Qt::ControlModifier | Qt::AltModifier)))
        return false;
    const QuestionKind kind = m_question->kind;
    if (moveCursor(key, m_cursor, m_player->size())) {
        emit changed();
        return true;
    }
    switch (key) {
    case Qt::Key_Escape:
        skip();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (kind == QuestionKind::FreeColumns)
            submitPicked();
        else
            act(m_cursor);
        return true;
    case Qt::Key_Space:
        act(m_cursor);
        return true;
    default:
        break;
    }
    if (kind == QuestionKind::Attacked && (key == Qt::Key_Y || key == Qt::Key_N)) {
        key == Qt::Key_Y ? answerYes() : answerNo();
        return true;
    }
    if (kind == QuestionKind::WhatNext) {
        const std::pair<int, NextStep> keys[] = {
            { Qt::Key_P, NextStep::Place },    { Qt::Key_1, NextStep::Place },
            { Qt::Key_C, NextStep::Conflict }, { Qt::Key_2, NextStep::Conflict },
            { Qt::Key_B, NextStep::Back },     { Qt::Key_3, NextStep::Back },
            { Qt::Key_S, NextStep::Solution }, { Qt::Key_4, NextStep::Solution },
        };
        for (const auto &[k, step] : keys) {
            if (k == key) {
                answerNext(step);
                return true;
            }
        }
    }
    return false;
}

bool PredictMode::allows(ActionId) const
{
    return !m_question; // while a question waits, its keys are the board's
}

BoardMarker PredictMode::marker() const
{
    BoardMarker m;
    if (m_question) {
        m.square = m_cursor;
        m.kind = BoardMarker::Cursor;
        m.picked = m_picked;
        // The crosses would answer it (attacked or not, where a queen can go, what comes next):
        // off until the verdict. The number of boards is answered by no mark.
        m.hideAttacks = m_question->kind != QuestionKind::NextLevel;
        if (m_question->kind == QuestionKind::Attacked
            || m_question->kind == QuestionKind::MoveColumn)
            m.asked = m_question->square;
        return m;
    }
    if (!m_shown)
        return m;
    const Question &q = *m_shown;
    switch (q.kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::MoveColumn:
        m.right = { q.right.square };
        break;
    case QuestionKind::Attacked:
        m.asked = q.square;
        if (q.right.yes)
            m.right = q.alsoRight;
        break;
    case QuestionKind::Uncovered:
        m.right = q.alsoRight;
        break;
    case QuestionKind::FreeColumns:
        for (int c : q.right.columns)
            m.right.push_back({ q.square.row, c });
        break;
    case QuestionKind::BackToRow:
        if (q.right.row >= 0 && q.right.row < m_player->size())
            m.right = { { q.right.row, m_player->state().board()[std::size_t(q.right.row)] } };
        break;
    case QuestionKind::WhatNext:
    case QuestionKind::NextLevel:
        break;
    }
    if (m_shownVerdict == Verdict::Wrong)
        m.wrong = m_shownGiven.square;
    return m;
}

QString PredictMode::caption() const
{
    if (m_question) {
        const QString ask = m_awaitingQueen
            ? tr("Which queen attacks %1? Click it.").arg(QuestionWords::square(m_question->square))
            : QuestionWords::ask(*m_question);
        return m_hint.isEmpty() ? ask : m_hint + u' ' + ask;
    }
    return m_shown ? m_verdictText : QString();
}

} // namespace nq
