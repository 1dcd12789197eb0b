// SPDX-License-Identifier: GPL-3.0-or-later
// Min-conflicts: from a full board, an attacked queen moves to the least attacked square of its
// row, until no queen is attacked.
#include "algorithms/views.h"

namespace nq {

QString MinConflictsView::caption(const StoredEvent &e, const PlayState &state) const
{
    const int r = e.row + 1, c = e.col + 1;
    switch (e.kind) {
    case EventKind::Consider:
        return tr("The queen on row %1, column %2 is attacked: it will move.").arg(r).arg(c);
    case EventKind::Place:
        return tr("Move it to column %2 of row %1, where the fewest queens attack.").arg(r).arg(c);
    case EventKind::Remove:
        return tr("Lift the queen off row %1, column %2.").arg(r).arg(c);
    case EventKind::SetBoard:
        return tr("Start from a full board with one queen in every row.");
    case EventKind::Finished:
        if (!e.ok && state.position > 0 && state.counters.solutions == 0)
            return tr("Finished: min-conflicts gave up without a solution (boards of 2 and 3 have "
                      "none).");
        return {};
    default: return {};
    }
}

void MinConflictsView::paintData(DataCanvas &c, const PlayState &s) const
{
    qreal y = DataCanvas::kPad;
    int attacked = 0;
    for (const Square &q : s.queens()) {
        if (s.model.isQueenAttacked(q))
            ++attacked;
    }
    y = c.text(y, tr("Queens under attack: %L1 of %L2").arg(attacked).arg(s.n), true);
    c.text(y, tr("Moves so far: %L1").arg(s.counters.backtracks));
}

} // namespace nq
