// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "question.h"
#include "quiz.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace nq {

/// What Predict says: each question, an answer in words, and the verdict with its reason, for
/// the caption, a screen reader, the terminal's quiz and the teacher's CSV. Rows and columns
/// are counted from 1, as the board's coordinates are. QtCore only.
class QuestionWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::QuestionWords)
public:
    /// The kind's short name, for the score and the settings ("Where the next queen goes").
    static QString kindName(QuestionKind kind);
    /// The question as asked ("Where will the next queen go? Click its square.").
    static QString ask(const Question &question);
    /// The question without how to answer, for the CSV ("Where will the next queen go?").
    static QString plain(const Question &question);
    /// An answer of `question`'s kind in words ("row 2, column 4"; "yes, the queen on row 1,
    /// column 1"; "a conflict"); empty for none (skipped).
    static QString answer(const Question &question, const Answer &answer);
    /// "Right: …" or "Not quite: you said …; …", with why the run does what it does and, given
    /// the board asked about, why a wrong square is wrong.
    static QString verdict(const Question &question, const Answer &given, Verdict verdict,
                           AlgorithmId algorithm, const BoardModel *board = nullptr);
    /// Why `given` is not where the next queen goes on `board` (`right` is), or empty.
    static QString notTheNextSquare(Square given, Square right, const BoardModel &board);
    /// "What happens next?"'s choices.
    static QString nextStep(NextStep step);
    /// A square: "row 2, column 4".
    static QString square(Square square);
    /// Every answer judged right, in words: the run's own, and the others as good (each queen
    /// that attacks the square asked about, each square drawn among equals).
    static QStringList accepted(const Question &q);
    /// Squares in words: "row 1, column 1", "row 1, column 1 and row 3, column 3", ...
    static QString squares(const std::vector<Square> &squares);

    /// The words answers are told in, their numbers left as %1 (and %2): what a page that
    /// tells a student's answer back fills in.
    struct Templates
    {
        QString square; ///< "row %1, column %2"
        QString yes, no;
        QString yesQueen; ///< "yes, the queen on %1" (%1 a square)
        QString row; ///< "row %1"
        QString columnsOne, columnsOther; ///< "column %1", "columns %1" (%1 a list)
        QString noColumn;
    };
    static Templates templates();
    /// Why the run does what it does: the reason every verdict of `question` gives.
    static QString why(const Question &question, AlgorithmId algorithm);
    /// The verdicts, from their parts: "Right! why", "Not quite: you said …. [because] why",
    /// "Skipped: … why".
    static QString right(const QString &why);
    static QString wrong(const QString &said, const QString &why);
    static QString wrongBecause(const QString &said, const QString &because, const QString &why);
    static QString skipped(const QString &why);
};

} // namespace nq
