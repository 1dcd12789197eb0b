// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"
#include "webpage.h"

namespace nq {

/**
 * The class session's student page and what it is sent: the page (the board's painter and the
 * question's answers of the offline page, web/board.js and web/questions.js, with
 * web/class.js), every word of it asked of the program's catalogues in each language; a step
 * of the teacher's board as data (its picture, caption and counters in each language); and a
 * question as the offline page asks it, every answer judged right listed. The page compares
 * and shows; the program decides.
 */
class ClassPage
{
    Q_DECLARE_TR_FUNCTIONS(nq::ClassPage)

public:
    explicit ClassPage(Theme::Kind theme = Theme::Light);

    /// The student's page, served at the session's address; empty when its files are missing.
    QByteArray html() const;
    /// The message of a step shown on the teacher's board: {"t":"step", …}.
    QByteArray step(const BoardPicture &picture, const PlayState &state, const RunDescription &run,
                    const std::function<QString()> &caption) const;
    /// `question`, asked with `shown` on the board, as the page gets it (PageQuestions' data).
    QJsonObject question(const Question &question, const PlayState &shown, AlgorithmId algorithm,
                         std::uint64_t seed) const;
    /// The words the class page adds to the offline page's, in each language.
    QJsonObject classWords() const;

    const WebPage &page() const { return m_page; }

private:
    WebPage m_page; ///< the languages, words and colours the offline page has
};

} // namespace nq
