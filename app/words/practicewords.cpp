// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicewords.h"

#include "placement.h"
#include "questionwords.h"

namespace nq {

QString PracticeWords::action(const PracticeAction &a)
{
    const QString at = QuestionWords::square(a.square);
    switch (a.kind) {
    case PracticeActionKind::Put:
        return tr("put a queen on %1").arg(at);
    case PracticeActionKind::Take:
        return tr("take the queen off %1").arg(at);
    case PracticeActionKind::MarkAttacked:
        return tr("mark %1 as attacked").arg(at);
    case PracticeActionKind::Solution:
        return tr("declare a solution");
    case PracticeActionKind::NextBoard:
        return tr("take the next board out of the queue");
    case PracticeActionKind::Pick:
        return tr("pick the queen on %1").arg(at);
    case PracticeActionKind::Move:
        return tr("move the queen to %1").arg(at);
    }
    return {};
}

QString PracticeWords::why(const PracticeStep &step, const PlayState &before, AlgorithmId a)
{
    const PracticeAction &x = step.action;
    switch (x.kind) {
    case PracticeActionKind::Put:
        return a == AlgorithmId::Domination
            ? tr("it is the next square tried that covers the first square still uncovered")
            : tr("it is the next square tried that no queen attacks");
    case PracticeActionKind::Take:
        return tr("the search has tried every square below it");
    case PracticeActionKind::MarkAttacked:
        for (Square q : before.queens()) {
            if (attackBetween(q, x.square) != ConflictReason::None)
                return tr("the queen on %1 attacks it").arg(QuestionWords::square(q));
        }
        return tr("a queen attacks it");
    case PracticeActionKind::Solution:
        return tr("every row holds a queen and none attacks another");
    case PracticeActionKind::NextBoard:
        return tr("every child of the board before is in the queue");
    case PracticeActionKind::Pick:
        return tr("it is attacked (the algorithm draws one of the attacked queens)");
    case PracticeActionKind::Move:
        return tr("no square of its row has fewer attackers");
    }
    return {};
}

QString PracticeWords::verdict(const std::optional<PracticeAction> &given, bool right,
                               const PracticeStep &expected, const PlayState &before,
                               AlgorithmId algorithm)
{
    const QString what = action(expected.action);
    const QString because = why(expected, before, algorithm);
    if (!given)
        return tr("Shown: the algorithm would %1, as %2.").arg(what, because);
    if (right && given->square != expected.action.square) {
        // Min-conflicts draws among equals: the student's is taken.
        const QString mine = QuestionWords::square(given->square);
        const QString drawn = QuestionWords::square(expected.action.square);
        return given->kind == PracticeActionKind::Pick
            ? tr("Right: the queen on %1 is attacked too. The algorithm drew the queen on %2 at "
                 "random, but any attacked queen will do: the exercise goes on from yours.")
                  .arg(mine, drawn)
            : tr("Right: %1 has as few attackers as %2, the square the algorithm drew at random; "
                 "any of them will do: the exercise goes on from your move.")
                  .arg(mine, drawn);
    }
    if (right)
        return tr("Right: %1, as %2.").arg(what, because);
    const QString verdict = tr("Not quite: you chose to %1. The algorithm would %2, as %3.")
                                .arg(action(*given), what, because);
    return given->kind == PracticeActionKind::Solution
        ? verdict + u' ' + notASolution(before, algorithm)
        : verdict;
}

QString PracticeWords::notASolution(const PlayState &board, AlgorithmId algorithm)
{
    const BoardModel &m = board.model;
    const std::vector<Square> &queens = m.queens();
    if (algorithm == AlgorithmId::Domination) {
        for (int r = 0; r < m.n(); ++r) {
            for (int c = 0; c < m.n(); ++c) {
                const Square s { r, c };
                if (!m.hasQueen(s) && m.cover(s) == 0)
                    return tr("The board is no solution yet: no queen covers %1.")
                        .arg(QuestionWords::square(s));
            }
        }
        return {};
    }
    for (std::size_t i = 0; i < queens.size(); ++i) {
        for (std::size_t j = i + 1; j < queens.size(); ++j) {
            if (attackBetween(queens[i], queens[j]) != ConflictReason::None)
                return tr("The board is no solution: the queens on %1 and %2 attack each other.")
                    .arg(QuestionWords::square(queens[i]), QuestionWords::square(queens[j]));
        }
    }
    const int empty = m.n() - int(queens.size());
    return empty > 0
        ? tr("The board is no solution yet: %n row(s) still hold no queen.", nullptr, empty)
        : QString();
}

QString PracticeWords::prompt(AlgorithmId algorithm, PracticeActionKind expectedKind)
{
    if (algorithm == AlgorithmId::MinConflicts)
        return expectedKind == PracticeActionKind::Pick
            ? tr("Your turn: click the queen the algorithm moves next (or declare a solution).")
            : tr("Your turn: click the square of its row where the picked queen goes.");
    if (algorithm == AlgorithmId::BreadthFirst)
        return tr("Your turn: put a queen (click), mark the square tested as attacked (A, or "
                  "Shift+click), take the next board (N), or declare a solution (S).");
    return tr("Your turn: put a queen (click), take one back (click it), mark the square tested "
              "as attacked (A, or Shift+click), or declare a solution (S).");
}

QString PracticeWords::holds(const Exercise &x)
{
    QString list;
    for (PracticeActionKind k : Exercise::actionsOf(x.setup().algorithm)) {
        const int n = x.count(k);
        QString part;
        switch (k) {
        case PracticeActionKind::Put:
            part = tr("%n queen(s) to put", nullptr, n);
            break;
        case PracticeActionKind::Take:
            part = tr("%n queen(s) to take back", nullptr, n);
            break;
        case PracticeActionKind::MarkAttacked:
            part = tr("%n attacked square(s) to mark", nullptr, n);
            break;
        case PracticeActionKind::Solution:
            part = tr("%n solution(s) to declare", nullptr, n);
            break;
        case PracticeActionKind::NextBoard:
            part = tr("%n board(s) to take from the queue", nullptr, n);
            break;
        case PracticeActionKind::Pick:
            part = tr("%n queen(s) to pick", nullptr, n);
            break;
        case PracticeActionKind::Move:
            part = tr("%n move(s) to make", nullptr, n);
            break;
        }
        list = list.isEmpty() ? part : tr("%1, %2").arg(list, part);
    }
    return tr("This exercise holds %1.").arg(list);
}

QString PracticeWords::clock(qint64 ms)
{
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString PracticeWords::mistakes(int count)
{
    return tr("%n mistake(s)", nullptr, count);
}

QString PracticeWords::summary(int steps, int mistakes, int helped, qint64 ms)
{
    const QString time = clock(ms);
    return tr("Finished: %1, %2, %3, in %4.")
        .arg(tr("%n step(s) done", nullptr, steps), PracticeWords::mistakes(mistakes),
             tr("%n shown on request", nullptr, helped), time);
}

CsvRow PracticeWords::rowOf(const PracticeRecord &r, const PracticeSetup &setup,
                            const QDateTime &time)
{
    CsvRow row;
    row.time = time;
    row.mode = QStringLiteral("practice");
    row.algorithm = Algorithms::info(setup.algorithm).idString();
    row.size = setup.problem.n;
    row.seed = setup.seed;
    row.step = r.step;
    row.kind = QString::fromLatin1(practiceActionKey(r.expected.action.kind));
    row.question = tr("What does the algorithm do next?");
    row.answer = r.given ? action(*r.given) : QString();
    row.rightAnswer = action(r.expected.action);
    row.result = !r.given ? QStringLiteral("help")
        : r.right         ? QStringLiteral("right")
                          : QStringLiteral("wrong");
    return row;
}

} // namespace nq
