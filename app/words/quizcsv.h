// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quiz.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <vector>

namespace nq {

/**
 * A student's answers as CSV for a teacher (RFC 4180, UTF-8, one row per answer), with these
 * columns, documented in the README:
 *   time           when it was answered, ISO 8601 with the offset from UTC
 *   mode           predict, or practice (one row per action of an exercise)
 *   algorithm      the algorithm's id (backtracking, bitmask, ...)
 *   size           n
 *   seed           the seed that chose the questions
 *   step           the step the question is about, numbered as in the window
 *   question_kind  next-queen, attacked, what-next, back-to-row, free-columns, next-level,
 *                  move-column, uncovered; practice: the action expected, put, take,
 *                  mark-attacked, solution, next-board, pick, move
 *   question       the question in the window's language
 *   answer         the student's answer in words (empty when skipped or helped)
 *   right_answer   the run's own answer in words
 *   accepted_answers  every answer judged right, in words, parted by " | " (a square two
 *                  queens attack: yes with either queen; a square drawn among equals: any)
 *   result         right, wrong, skipped, or (practice) help: the step shown on request
 */
struct CsvRow
{
    QDateTime time;
    QString mode;
    QString algorithm;
    int size = 0;
    std::uint64_t seed = 0;
    std::int64_t step = 0;
    QString kind, question, answer, rightAnswer, accepted, result;
};

namespace QuizCsv {

/// The header line's column names, in order.
QStringList columns();
/// A Predict answer as a row, its words in the current language.
CsvRow rowOf(const QuizRecord &record);
/// The header and a row per record.
QByteArray of(const std::vector<QuizRecord> &records);
/// The header and the rows, in order of time.
QByteArray of(std::vector<CsvRow> rows);
/// One field quoted when it must be.
QString field(const QString &text);

} // namespace QuizCsv

} // namespace nq
