// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playstate.h"
#include "question.h"
#include "quiz.h"
#include "rundescription.h"

#include <QJsonObject>

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace nq {

class WebPage;

/**
 * Predict's questions on a web page, decided as the page is written by the core that decides
 * them in the window (Quiz draws them, Questions answers them): where each is asked, its words
 * in each language, every answer Questions judges right, and the verdicts' words. The page
 * compares a student's answer with the answers given; it decides nothing.
 *
 * An answer is a key: a square "r,c" (counted from 0), a row "r", "no", a column list
 * "c1,c2" (ascending; "" for none), a step of "What happens next?" ("place", "conflict",
 * "back", "solution") or a count.
 */
class PageQuestions
{
public:
    /// A question asked at a state shown, the state with it.
    struct Asked
    {
        Question question;
        PlayState shown;
    };
    /// The states of `run` from step `from` (shown first) to `to`, each handed to `visit`
    /// with the question Predict asks there (`settings`: which, how often, the seed), if any;
    /// `visit` returns false to stop. The student is taken to answer each question asked.
    static void walk(const RunDescription &run, std::int64_t from, std::int64_t to,
                     const QuizSettings &settings,
                     const std::function<bool(const PlayState &, const Question *)> &visit,
                     const std::atomic_bool *cancel = nullptr);
    /// The question as the page's data, asked at the part's step `index` with `shown` on the
    /// board (drawn with `seed`), its words in each of `page`'s languages.
    static QJsonObject toJson(const Question &question, int index, const PlayState &shown,
                              AlgorithmId algorithm, std::uint64_t seed, const WebPage &page);
    /// The words answers are told back in, in each of `page`'s languages.
    static QJsonObject words(const WebPage &page);
    /// A key a page sent, as the answer it stands for to `question` on a board `n` wide;
    /// nothing when it is not one (a square off the board, an unknown step).
    static std::optional<Answer> answerOf(const Question &question, const QString &key, int n);
};

} // namespace nq
