// SPDX-License-Identifier: GPL-3.0-or-later
#include "quiz.h"

#include "seedmix.h"

#include <algorithm>

namespace nq {

namespace {

// The order questions are preferred in when several fit one step: the one about where the
// search goes first, the one about a single test last.
constexpr std::array<QuestionKind, kQuestionKinds> kPreferred {
    QuestionKind::NextQueen,  QuestionKind::FreeColumns, QuestionKind::NextLevel,
    QuestionKind::MoveColumn, QuestionKind::Uncovered,   QuestionKind::BackToRow,
    QuestionKind::WhatNext,   QuestionKind::Attacked,
};

} // namespace

const char *verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Right:
        return "right";
    case Verdict::Wrong:
        return "wrong";
    case Verdict::Skipped:
        return "skipped";
    }
    return "";
}

void Quiz::setSettings(const QuizSettings &settings)
{
    m_settings = settings;
    m_settings.every = std::max(1, settings.every);
    m_decidedAt = -1;
    m_skip = std::min(m_skip, draw(std::uint64_t(m_posed), m_settings.every));
}

void Quiz::newRun(AlgorithmId algorithm, int n)
{
    m_algorithm = algorithm;
    m_n = n;
    m_seen = 0;
    m_decidedAt = -1;
    m_doneAt = -1;
    m_lastKind.reset();
    m_posed = 0;
    m_skip = draw(0, m_settings.every); // 0 .. every - 1: the first may come at once
}

int Quiz::draw(std::uint64_t salt, int range) const
{
    if (range <= 1)
        return 0;
    return int(seedMix(m_settings.seed * 0x100000001B3ull ^ seedMix(salt)) % std::uint64_t(range));
}

Posed Quiz::before(const PlayState &state, const Lookahead &ahead, Question &question)
{
    const std::int64_t p = state.position;
    if (state.finished || p < m_seen || p == m_doneAt)
        return Posed::No; // the step after it has been seen, or its question answered
    if (p == m_decidedAt) {
        question = m_decided;
        return m_decision;
    }
    const StoredEvent *next = ahead(0);
    if (!next)
        return Posed::Wait;
    int fitting = 0;
    for (QuestionKind kind : kPreferred)
        fitting += m_settings.asked[std::size_t(kind)] && Questions::fits(m_algorithm, kind);
    Posed posed = Posed::No;
    for (QuestionKind kind : kPreferred) {
        if (!m_settings.asked[std::size_t(kind)]
            || !Questions::occasion(kind, m_algorithm, state, *next))
            continue;
        if (fitting > 1 && m_lastKind == kind)
            continue; // never the same kind twice in a row
        posed = Questions::pose(kind, m_algorithm, state, ahead, m_decided);
        if (posed != Posed::No)
            break;
    }
    if (posed == Posed::Wait)
        return Posed::Wait; // decided when the events it needs have arrived
    m_decidedAt = p;
    m_decision = Posed::No;
    if (posed == Posed::Ask) {
        if (m_skip > 0) {
            --m_skip; // an occasion let pass
        } else {
            m_decision = Posed::Ask;
            afterAsking();
            question = m_decided;
        }
    }
    return m_decision;
}

void Quiz::afterAsking()
{
    m_lastKind = m_decided.kind;
    ++m_posed;
    // 0 .. 2 (every - 1) occasions let pass: one in `every` asked, on average.
    m_skip = draw(std::uint64_t(m_posed), 2 * (m_settings.every - 1) + 1);
}

Verdict Quiz::answer(const Question &question, const Answer &given)
{
    const Verdict verdict = Questions::isRight(question, given) ? Verdict::Right : Verdict::Wrong;
    record(question, given, verdict);
    return verdict;
}

void Quiz::skip(const Question &question)
{
    record(question, Answer {}, Verdict::Skipped);
}

void Quiz::record(const Question &question, const Answer &given, Verdict verdict)
{
    m_doneAt = question.position;
    QuizScore::Tally &kind = m_score.byKind[std::size_t(question.kind)];
    ++m_score.all.asked;
    ++kind.asked;
    if (verdict == Verdict::Right) {
        ++m_score.all.right;
        ++kind.right;
        m_score.bestStreak = std::max(m_score.bestStreak, ++m_score.streak);
    } else {
        m_score.streak = 0;
    }
    QuizRecord r;
    r.time = QDateTime::currentDateTime();
    r.algorithm = m_algorithm;
    r.n = m_n;
    r.seed = m_settings.seed;
    r.question = question;
    r.given = given;
    r.verdict = verdict;
    m_records.push_back(std::move(r));
}

void Quiz::resetScore()
{
    m_score = {};
    m_records.clear();
}

} // namespace nq
