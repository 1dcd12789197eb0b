// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepcaption.h"

#include "algorithmwords.h"

#include <QStringList>

namespace nq {

QString StepCaption::ready()
{
    return tr("Ready. Press Space to play, or the Right arrow key for one step.");
}

QString StepCaption::start()
{
    return tr("The board before the first step: the search starts here.");
}

QString StepCaption::describe(const StoredEvent &e, const PlayState &state, AlgorithmId algorithm)
{
    // The algorithm's own words first (app/studio/algorithms), else the common ones.
    if (QString own = AlgorithmWords::of(algorithm).caption(e, state); !own.isEmpty())
        return own;
    const int r = e.row + 1, c = e.col + 1, br = e.byRow + 1;
    switch (e.kind) {
    case EventKind::Consider:
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
        return tr("Place a queen on row %1, column %2.").arg(r).arg(c);
    case EventKind::Remove:
        return tr("Take the queen off row %1, column %2 and go back.").arg(r).arg(c);
    case EventKind::SetBoard: {
        QStringList cols;
        for (const int col : state.board())
            cols << (col >= 0 ? QString::number(col + 1) : QStringLiteral("·"));
        if (cols.size() > 16)
            return tr("A new board with one queen in every row and column.");
        if (state.depth() < state.n)
            return tr("A board with queens on %n row(s), row by row in columns %1 (· for an "
                      "empty row).",
                      nullptr, state.depth())
                .arg(cols.join(u' '));
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
        default:
            return tr("Check the whole board: two queens attack each other.");
        }
    case EventKind::Solution:
        return tr("Solution %L1: every row has a queen and none attacks another.")
            .arg(state.counters.solutions);
    case EventKind::Examine:
        return tr("Look at row %1, column %2.").arg(r).arg(c);
    case EventKind::Finished:
        if (state.position == 0)
            return ready();
        return tr("Finished: %Ln solution(s) found.", nullptr, int(state.counters.solutions));
    }
    return {};
}

} // namespace nq
