// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "practice.h"
#include "quizcsv.h"

#include <QCoreApplication>
#include <QString>

namespace nq {

/// What Practice says: an action in words, the verdict on the student's action with what the
/// algorithm does and why, the summary of an exercise, and its rows of the CSV. QtCore only.
class PracticeWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::PracticeWords)
public:
    /// "put a queen on row 2, column 3", "mark row 2, column 1 as attacked", ...
    static QString action(const PracticeAction &action);
    /// Why the algorithm does `step` from `before` ("no queen attacks it").
    /// Why `board` is not a solution (a declared solution that is not one), or empty.
    static QString notASolution(const PlayState &board, AlgorithmId algorithm);
    /// What the exercise holds: how many actions of each kind of its algorithm.
    static QString holds(const Exercise &exercise);
    static QString why(const PracticeStep &step, const PlayState &before, AlgorithmId algorithm);
    /// "Right: …" or "Not quite: you …; the algorithm …, because …"; help: "The algorithm …".
    static QString verdict(const std::optional<PracticeAction> &given, bool right,
                           const PracticeStep &expected, const PlayState &before,
                           AlgorithmId algorithm);
    /// What to do now, for the caption and a screen reader.
    static QString prompt(AlgorithmId algorithm, PracticeActionKind expectedKind);
    /// A time taken as the dock shows it: "1:42".
    static QString clock(qint64 ms);
    /// "Finished: 23 steps done, 2 mistakes, 1 shown on request, in 1:42."
    static QString summary(int steps, int mistakes, int helped, qint64 ms);
    /// "1 mistake", "3 mistakes": the plural as the language makes it.
    static QString mistakes(int count);
    /// The exercise's record as a row of the CSV.
    static CsvRow rowOf(const PracticeRecord &record, const PracticeSetup &setup,
                        const QDateTime &time);
};

} // namespace nq
