// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"

#include <QDateTime>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace nq {

/// Which questions are asked, and how often.
struct QuizSettings
{
    std::array<bool, kQuestionKinds> asked { true, true, true, true, true, true, true, true };
    /// 1: at every occasion; k: about one occasion in k (the first may be asked at once).
    int every = 1;
    /// What the window (and a lesson's page) asks unless told otherwise: one in two.
    static constexpr int kWindowEvery = 2;
    std::uint64_t seed = 1; ///< draws which occasions are asked
    /// While playing, how long a verdict stays on the board before the run goes on (a key or a
    /// click goes on at once); single steps keep it until the next step.
    int verdictSeconds = 4;
    static constexpr int kMaxVerdictSeconds = 60;
    friend bool operator==(const QuizSettings &, const QuizSettings &) = default;
};

/// How one question ended.
enum class Verdict : std::uint8_t { Right, Wrong, Skipped };
const char *verdictKey(Verdict verdict);

/// One answer given, for the score and the teacher's CSV.
struct QuizRecord
{
    QDateTime time;
    AlgorithmId algorithm = AlgorithmId::Backtracking;
    int n = 0;
    std::uint64_t seed = 0;
    Question question;
    Answer given;
    Verdict verdict = Verdict::Skipped;
};

/// Asked, right and the streak, in all and per kind of question.
struct QuizScore
{
    struct Tally
    {
        int asked = 0;
        int right = 0;
    };
    Tally all;
    std::array<Tally, kQuestionKinds> byKind {};
    int streak = 0; ///< right answers in a row, up to the last
    int bestStreak = 0;
};

/**
 * A student's predictions over a run: before each step it decides whether to ask, and what
 * (Questions poses and answers), never about a step the student has seen, never again about
 * one answered, and never the same kind twice in a row (when more than one kind fits); then
 * keeps the answers and the score. QtCore only: the window's Predict mode and `nqueens quiz`
 * hold one each.
 */
class Quiz
{
public:
    void setSettings(const QuizSettings &settings);
    const QuizSettings &settings() const { return m_settings; }

    /// A new run (or the same one from its start): what was seen is forgotten; the score stays.
    void newRun(AlgorithmId algorithm, int n);
    AlgorithmId algorithm() const { return m_algorithm; }
    /// The board shows `position` (every step shown, in either direction).
    void saw(std::int64_t position) { m_seen = std::max(m_seen, position); }

    /// Before the step after `state`: the question to ask now (Ask, `question` filled), not yet
    /// known (Wait: ask again when more events have arrived), or none (No). The same position
    /// gives the same decision until it is answered.
    Posed before(const PlayState &state, const Lookahead &ahead, Question &question);
    /// The student answered `question` (posed by before()): recorded and scored.
    Verdict answer(const Question &question, const Answer &given);
    /// The student let `question` go without answering: recorded as skipped.
    void skip(const Question &question);

    const QuizScore &score() const { return m_score; }
    const std::vector<QuizRecord> &records() const { return m_records; }
    /// Forgets the score and the records (the window's Reset).
    void resetScore();

private:
    void record(const Question &question, const Answer &given, Verdict verdict);
    int draw(std::uint64_t salt, int range) const;
    void afterAsking();

    QuizSettings m_settings;
    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    int m_n = 0;
    std::int64_t m_seen = 0; // the furthest position shown
    std::int64_t m_decidedAt = -1; // the position of the last decision, and what it was
    Posed m_decision = Posed::No;
    Question m_decided;
    std::int64_t m_doneAt = -1; // a question answered or skipped here: no more at this position
    std::optional<QuestionKind> m_lastKind;
    int m_skip = 0; // occasions still to let pass before the next question
    int m_posed = 0; // questions posed in this run (draws the gaps)
    QuizScore m_score;
    std::vector<QuizRecord> m_records;
};

} // namespace nq
