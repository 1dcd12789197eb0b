// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quiz.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace nq {

/**
 * A student's answers as CSV for a teacher (RFC 4180, UTF-8, one row per answer), with these
 * columns, documented in the README:
 *   time           when it was answered, ISO 8601 with the offset from UTC
 *   mode           predict
 *   algorithm      the algorithm's id (backtracking, bitmask, ...)
 *   size           n
 *   seed           the seed that chose the questions
 *   step           the step the question is about, numbered as in the window
 *   question_kind  next-queen, attacked, what-next, back-to-row, free-columns, next-level,
 *                  move-column, uncovered
 *   question       the question in the window's language
 *   answer         the student's answer in words (empty when skipped)
 *   right_answer   the run's own answer in words
 *   result         right, wrong or skipped
 */
namespace QuizCsv {

/// The header line's column names, in order.
QStringList columns();
/// The header and a row per record.
QByteArray of(const std::vector<QuizRecord> &records);
/// One field quoted when it must be.
QString field(const QString &text);

} // namespace QuizCsv

} // namespace nq
