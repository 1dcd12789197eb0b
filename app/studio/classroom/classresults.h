// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classroom.h"
#include "question.h"

#include <QByteArray>
#include <QStringList>

#include <map>
#include <vector>

namespace nq {

/**
 * The class's answers as the teacher reads them: a row per student and question, its answers
 * in words in the window's language, each judged by the question's own rule (Questions::isRight,
 * as Predict judges it). The same rows fill the Class dock's table and the CSV (RFC 4180,
 * UTF-8), whose columns the README documents:
 *   nickname, question (its number in the session), step, question_kind, question_text,
 *   first_answer, first_result (right, wrong, or empty: no vote), first_seconds,
 *   second_answer, second_result, second_seconds, right_answer
 */
class ClassResults
{
    Q_DECLARE_TR_FUNCTIONS(nq::ClassResults)

public:
    /// What was asked: each question by its number, on a board `n` wide.
    struct Asked
    {
        Question question;
        int n = 8;
    };

    /// The CSV's column names (the file's header, never translated).
    static QStringList csvColumns();
    /// The table's column names, in the window's language.
    static QStringList tableColumns();
    /// A row of the table (or, with `csv`, of the file) for each result.
    static QList<QStringList> rows(const std::vector<ClassRoom::Result> &results,
                                   const std::map<int, Asked> &asked, bool csv = false);
    /// The whole CSV: its header, then a row per result.
    static QByteArray csv(const std::vector<ClassRoom::Result> &results,
                          const std::map<int, Asked> &asked);
    /// An answer key in words ("row 2, column 3"); the key itself when it is not one.
    static QString answerWords(const Asked &asked, const QString &key);
    /// True when `key` is a right answer to the question asked.
    static bool isRight(const Asked &asked, const QString &key);
};

} // namespace nq
