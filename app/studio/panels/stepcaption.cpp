// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/stepcaption.h"

#include <QStringList>

namespace nq {

QString StepCaption::ready()
{
    return tr("Ready. Press Space to play, or the Right arrow key for one step.");
}

QString StepCaption::describeDomination(const StoredEvent &e, const PlayState &state)
{
    const int r = e.row + 1, c = e.col + 1;
    switch (e.kind) {
    case EventKind::Consider:
        return tr("Row %3, column %4 is not covered yet: try a queen on row %1, column %2, which "
                  "covers it.")
                .arg(r)
                .arg(c)
                .arg(e.byRow + 1)
                .arg(e.byCol + 1);
    case EventKind::Conflict:
        return tr("Row %1, column %2 is attacked by the queen on row %3, column %4: in the "
                  "independent variant no two queens may attack each other.")
                .arg(r)
                .arg(c)
                .arg(e.byRow + 1)
                .arg(e.byCol + 1);
    case EventKind::Place:
        if (state.uncovered() == 0)
            return tr("Put a queen on row %1, column %2. Every square is covered now.").arg(r).arg(c);
        return tr("Put a queen on row %1, column %2. %n square(s) still uncovered.", nullptr,
                  state.uncovered())
                .arg(r)
                .arg(c);
    case EventKind::Remove:
        return tr("Take the queen off row %1, column %2 and try the next square.").arg(r).arg(c);
    case EventKind::Check:
        return tr("Dead end: %n square(s) still uncovered, more than the queens left can cover. "
                  "Go back.", nullptr, int(e.value));
    case EventKind::Solution:
        return tr("Covering set %1: every square is occupied or attacked.")
                .arg(state.counters.solutions);
    case EventKind::Finished:
        if (state.position == 0)
            return ready();
        if (state.counters.solutions == 0)
            return tr("Finished: no set of these queens covers the board; the search tried every "
                      "possibility.");
        return tr("Finished: %n covering set(s) found.", nullptr, int(state.counters.solutions));
    case EventKind::SetBoard: break;
    }
    return {};
}

QString StepCaption::describe(const StoredEvent &e, const PlayState &state, AlgorithmId algorithm)
{
    if (algorithm == AlgorithmId::Domination)
        return describeDomination(e, state);
    const int r = e.row + 1, c = e.col + 1, br = e.byRow + 1;
    switch (e.kind) {
    case EventKind::Consider:
        if (algorithm == AlgorithmId::MinConflicts)
            return tr("The queen on row %1, column %2 is attacked: it will move.").arg(r).arg(c);
        return tr("Try row %1, column %2.").arg(r).arg(c);
    case EventKind::Conflict:
        switch (e.reason) {
        case ConflictReason::Column:
            return tr("Row %1, column %2 is attacked by the queen on row %3 along its column.")
                    .arg(r)
                    .arg(c)
                    .arg(br);
        case ConflictReason::Diagonal:
            return tr("Row %1, column %2 is attacked by the queen on row %3 along a diagonal.")
                    .arg(r)
                    .arg(c)
                    .arg(br);
        case ConflictReason::AntiDiagonal:
            return tr("Row %1, column %2 is attacked by the queen on row %3 along an "
                      "anti-diagonal.")
                    .arg(r)
                    .arg(c)
                    .arg(br);
        default:
            return tr("Row %1, column %2 is attacked.").arg(r).arg(c);
        }
    case EventKind::Place:
        if (Algorithms::info(algorithm).frontierSearch)
            return tr("New board: the stored board plus a queen on row %1, column %2.")
                    .arg(r)
                    .arg(c);
        if (algorithm == AlgorithmId::MinConflicts)
            return tr("Move it to column %2 of row %1, where the fewest queens attack.")
                    .arg(r)
                    .arg(c);
        return tr("Place a queen on row %1, column %2.").arg(r).arg(c);
    case EventKind::Remove:
        if (Algorithms::info(algorithm).frontierSearch)
            return tr("Back to the board taken out; the new board waits for its turn.");
        if (algorithm == AlgorithmId::MinConflicts)
            return tr("Lift the queen off row %1, column %2.").arg(r).arg(c);
        return tr("Take the queen off row %1, column %2 and go back.").arg(r).arg(c);
    case EventKind::SetBoard:
        if (algorithm == AlgorithmId::BreadthFirst)
            return tr("Take the oldest board out of the queue: %n queen(s) on it.", nullptr,
                      state.depth())
                    + u' ' + tr("%n board(s) still wait.", nullptr, int(e.value));
        if (algorithm == AlgorithmId::DepthFirstStack)
            return tr("Pop the newest board off the stack: %n queen(s) on it.", nullptr,
                      state.depth())
                    + u' ' + tr("%n board(s) still wait.", nullptr, int(e.value));
        if (algorithm == AlgorithmId::MinConflicts)
            return tr("Start from a full board with one queen in every row.");
        {
            QStringList cols;
            for (const int col : state.board())
                cols << QString::number(col + 1);
            if (cols.size() > 16)
                return tr("A new board with one queen in every row and column.");
            return tr("A new board: the queens stand in columns %1.").arg(cols.join(u' '));
        }
    case EventKind::Check:
        if (e.ok)
            return tr("Check the whole board: no two queens attack each other.");
        switch (e.reason) {
        case ConflictReason::Column:
            return tr("Check the whole board: the queens on rows %1 and %2 share a column.")
                    .arg(br)
                    .arg(r);
        case ConflictReason::Diagonal:
        case ConflictReason::AntiDiagonal:
            return tr("Check the whole board: the queens on rows %1 and %2 share a diagonal.")
                    .arg(br)
                    .arg(r);
        default: return tr("Check the whole board: two queens attack each other.");
        }
    case EventKind::Solution:
        return tr("Solution %1: every row has a queen and none attacks another.")
                .arg(state.counters.solutions);
    case EventKind::Finished:
        if (state.position == 0)
            return ready();
        if (!e.ok && algorithm == AlgorithmId::MinConflicts && state.counters.solutions == 0)
            return tr("Finished: min-conflicts gave up without a solution (boards of 2 and 3 have "
                      "none).");
        return tr("Finished: %n solution(s) found.", nullptr, int(state.counters.solutions));
    }
    return {};
}

} // namespace nq
