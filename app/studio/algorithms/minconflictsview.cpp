// SPDX-License-Identifier: GPL-3.0-or-later
// Min-conflicts: from a full board, an attacked queen moves to the least attacked square of its
// row, until no queen is attacked.
#include "algorithms/views.h"

namespace nq {
void MinConflictsView::paintData(DataCanvas &c, const PlayState &s) const
{
    qreal y = DataCanvas::kPad;
    int attacked = 0;
    for (const Square &q : s.queens()) {
        if (s.model.isQueenAttacked(q))
            ++attacked;
    }
    y = c.text(y, tr("Queens under attack: %L1 of %L2").arg(attacked).arg(s.n), true);
    c.text(y, tr("Moves so far: %L1").arg(s.counters.tested));
}

} // namespace nq
