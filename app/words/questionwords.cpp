// SPDX-License-Identifier: GPL-3.0-or-later
#include "questionwords.h"

#include "placement.h"

#include <QStringList>

namespace nq {

namespace {

QString columnList(const std::vector<int> &columns)
{
    QStringList out;
    for (int c : columns)
        out << QString::number(c + 1);
    return out.join(QStringLiteral(", "));
}

} // namespace

QuestionWords::Templates QuestionWords::templates()
{
    Templates t;
    t.square = tr("row %1, column %2");
    t.yes = tr("yes");
    t.no = tr("no");
    t.yesQueen = tr("yes, the queen on %1");
    t.row = tr("row %1");
    t.columnsOne = tr("columns %1", nullptr, 1);
    t.columnsOther = tr("columns %1", nullptr, 2);
    t.noColumn = tr("no column");
    return t;
}

QString QuestionWords::square(Square s)
{
    return templates().square.arg(s.row + 1).arg(s.col + 1);
}

QString QuestionWords::kindName(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextQueen:
        return tr("Where the next queen goes");
    case QuestionKind::Attacked:
        return tr("Whether a square is attacked");
    case QuestionKind::WhatNext:
        return tr("What happens next");
    case QuestionKind::BackToRow:
        return tr("Which row the search goes back to");
    case QuestionKind::FreeColumns:
        return tr("Which columns are free (bitmask)");
    case QuestionKind::NextLevel:
        return tr("How many boards the next level holds (breadth-first)");
    case QuestionKind::MoveColumn:
        return tr("Where a queen moves (min-conflicts)");
    case QuestionKind::Uncovered:
        return tr("Which square is uncovered (domination)");
    }
    return {};
}

QString QuestionWords::plain(const Question &q)
{
    switch (q.kind) {
    case QuestionKind::NextQueen:
        return tr("Where will the next queen go?");
    case QuestionKind::Attacked:
        return tr("Is %1 attacked? By which queen?").arg(square(q.square));
    case QuestionKind::WhatNext:
        return q.square.row >= 0
            ? tr("The search tests %1. What happens next?").arg(square(q.square))
            : tr("What happens next?");
    case QuestionKind::BackToRow:
        return tr("Which row does the search go back to?");
    case QuestionKind::FreeColumns:
        return tr("Which columns of row %1 are free?").arg(q.square.row + 1);
    case QuestionKind::NextLevel:
        return tr("How many boards will the next level hold?");
    case QuestionKind::MoveColumn:
        return tr("Which column will the queen on %1 move to?").arg(square(q.square));
    case QuestionKind::Uncovered:
        return tr("Which square is still uncovered?");
    }
    return {};
}

QString QuestionWords::ask(const Question &q)
{
    switch (q.kind) {
    case QuestionKind::NextQueen:
        return tr("Where will the next queen go? Click its square.");
    case QuestionKind::Attacked:
        return tr("Is %1 attacked? Answer Yes or No; if yes, click the queen that attacks it.")
            .arg(square(q.square));
    case QuestionKind::WhatNext:
        if (q.square.row >= 0)
            return tr("The search tests %1. What happens next: a queen is put, a conflict, the "
                      "search goes back, or a solution?")
                .arg(square(q.square));
        return tr("What happens next: a queen is put, a conflict, the search goes back, or a "
                  "solution?");
    case QuestionKind::BackToRow:
        return tr("This row has no square left. Which row does the search go back to? Click a "
                  "square of that row.");
    case QuestionKind::FreeColumns:
        return tr("Which columns of row %1 are free? Click each free square, then press Enter.")
            .arg(q.square.row + 1);
    case QuestionKind::NextLevel:
        return tr("A new level begins. How many boards will the next level hold? Type the "
                  "number, then press Enter.");
    case QuestionKind::MoveColumn:
        return tr("The queen on %1 is attacked. Which column will it move to? Click a square of "
                  "its row.")
            .arg(square(q.square));
    case QuestionKind::Uncovered:
        return tr("Which square is still uncovered? Click one.");
    }
    return {};
}

QString QuestionWords::nextStep(NextStep step)
{
    switch (step) {
    case NextStep::Place:
        return tr("a queen is put");
    case NextStep::Conflict:
        return tr("a conflict");
    case NextStep::Back:
        return tr("the search goes back");
    case NextStep::Solution:
        return tr("a solution");
    }
    return {};
}

QStringList QuestionWords::accepted(const Question &q)
{
    QStringList out { answer(q, q.right) };
    const bool several = (q.kind == QuestionKind::Attacked && q.right.yes)
        || q.kind == QuestionKind::MoveColumn || q.kind == QuestionKind::Uncovered;
    if (!several)
        return out;
    for (const Square &s : q.alsoRight) {
        Answer a = q.right;
        a.square = s;
        const QString words = answer(q, a);
        if (!out.contains(words))
            out << words;
    }
    return out;
}

QString QuestionWords::squares(const std::vector<Square> &list)
{
    QString out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i == 0)
            out = square(list[i]);
        else if (i + 1 == list.size())
            out = tr("%1 and %2").arg(out, square(list[i]));
        else
            out = tr("%1, %2").arg(out, square(list[i]));
    }
    return out;
}

QString QuestionWords::answer(const Question &q, const Answer &a)
{
    switch (q.kind) {
    case QuestionKind::NextQueen:
    case QuestionKind::MoveColumn:
    case QuestionKind::Uncovered:
        return a.square.row < 0 ? QString() : square(a.square);
    case QuestionKind::Attacked: {
        const Templates t = templates();
        if (!a.yes)
            return t.no;
        return a.square.row < 0 ? t.yes : t.yesQueen.arg(square(a.square));
    }
    case QuestionKind::WhatNext:
        return nextStep(a.next);
    case QuestionKind::BackToRow:
        return a.row < 0 ? QString() : templates().row.arg(a.row + 1);
    case QuestionKind::FreeColumns:
        return a.columns.empty()
            ? templates().noColumn
            : tr("columns %1", nullptr, int(a.columns.size())).arg(columnList(a.columns));
    case QuestionKind::NextLevel:
        return a.count < 0 ? QString() : QStringLiteral("%L1").arg(a.count);
    }
    return {};
}

QString QuestionWords::notTheNextSquare(Square given, Square right, const BoardModel &board)
{
    if (!board.contains(given))
        return {};
    if (board.hasQueen(given))
        return tr("That square already holds a queen.");
    for (Square q : board.queens()) {
        if (attackBetween(q, given) != ConflictReason::None)
            return tr("That square is attacked by the queen on %1.").arg(square(q));
    }
    if (given.row != right.row)
        return tr("That square is free, but the search puts a queen in row %1 first.")
            .arg(right.row + 1);
    return tr("That square is free too, but the search reaches %1 first.").arg(square(right));
}

QString QuestionWords::right(const QString &why)
{
    return tr("Right! %1").arg(why);
}

QString QuestionWords::wrong(const QString &said, const QString &why)
{
    return tr("Not quite: you said %1. %2").arg(said, why);
}

QString QuestionWords::wrongBecause(const QString &said, const QString &because, const QString &why)
{
    return tr("Not quite: you said %1. %2 %3").arg(said, because, why);
}

QString QuestionWords::skipped(const QString &why)
{
    return tr("Skipped: it counts as asked and not right, and the streak starts again. %1")
        .arg(why);
}

QString QuestionWords::verdict(const Question &q, const Answer &given, Verdict verdict,
                               AlgorithmId algorithm, const BoardModel *board)
{
    const QString reason = why(q, algorithm);
    switch (verdict) {
    case Verdict::Right:
        return right(reason);
    case Verdict::Wrong:
        if (board && q.kind == QuestionKind::NextQueen && algorithm != AlgorithmId::Domination) {
            const QString because = notTheNextSquare(given.square, q.right.square, *board);
            if (!because.isEmpty())
                return wrongBecause(answer(q, given), because, reason);
        }
        return wrong(answer(q, given), reason);
    case Verdict::Skipped:
        return skipped(reason);
    }
    return reason;
}

QString QuestionWords::why(const Question &q, AlgorithmId algorithm)
{
    const Answer &r = q.right;
    QString why;
    switch (q.kind) {
    case QuestionKind::NextQueen:
        why = algorithm == AlgorithmId::Domination
            ? tr("The next queen goes on %1: the first square the search tries that covers the "
                 "first square still uncovered.")
                  .arg(square(r.square))
            : tr("The next queen goes on %1: the first square the search tries from here that no "
                 "queen attacks.")
                  .arg(square(r.square));
        break;
    case QuestionKind::Attacked:
        if (r.yes && q.alsoRight.size() > 1) // every attacker is named, each one right
            why = tr("The queens on %1 attack %2; naming any of them is right.")
                      .arg(squares(q.alsoRight), square(q.square));
        else
            why = r.yes ? tr("The queen on %1 attacks %2.").arg(square(r.square), square(q.square))
                        : tr("No queen shares a row, a column or a diagonal with %1: it is free.")
                              .arg(square(q.square));
        break;
    case QuestionKind::WhatNext:
        switch (r.next) {
        case NextStep::Place:
            why = tr("A queen is put: no queen attacks the square tested.");
            break;
        case NextStep::Conflict:
            why = tr("A conflict: a queen attacks the square tested.");
            break;
        case NextStep::Back:
            why = tr("The search goes back: the row has no square left to try.");
            break;
        case NextStep::Solution:
            why = tr("A solution: every row holds a queen and none attacks another.");
            break;
        }
        break;
    case QuestionKind::BackToRow:
        why = tr("Row %1: no row below it has a square left to try, so the search takes the "
                 "queens back up to the one of row %1, and row %1 tries its next square.")
                  .arg(r.row + 1);
        break;
    case QuestionKind::FreeColumns:
        why = r.columns.empty()
            ? tr("No column of row %1 is free: the queens above attack every square.")
                  .arg(q.square.row + 1)
            : tr("The free columns of row %1 are %2: the queens above attack every other square.")
                  .arg(q.square.row + 1)
                  .arg(columnList(r.columns));
        break;
    case QuestionKind::NextLevel:
        why = tr("The next level holds %Ln board(s): one for every free square of the next row, "
                 "on every board of this level.",
                 nullptr, int(r.count));
        break;
    case QuestionKind::MoveColumn:
        why = q.alsoRight.size() > 1
            ? tr("It moves to %1, drawn among the squares of its row with the fewest attackers; "
                 "any of them was right.")
                  .arg(square(r.square))
            : tr("It moves to %1: no other square of its row has as few attackers.")
                  .arg(square(r.square));
        break;
    case QuestionKind::Uncovered:
        why = q.alsoRight.size() > 1
            ? tr("No queen's row, column or diagonal reaches %1 (and %Ln other square(s)).",
                 nullptr, int(q.alsoRight.size()) - 1)
                  .arg(square(r.square))
            : tr("No queen's row, column or diagonal reaches %1.").arg(square(r.square));
        break;
    }
    return why;
}

} // namespace nq
