// SPDX-License-Identifier: GPL-3.0-or-later
// Queens domination: k queens that together occupy or attack every square. The search covers
// the first uncovered square with each square that covers it in turn.
#include "algorithms/views.h"

namespace nq {
void DominationView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    const int k = c.queens();
    qreal y = DataCanvas::kPad;
    // The most squares one queen covers: a queen near the centre.
    int most = 0;
    for (int r = 0; r < n; ++r) {
        for (int col = 0; col < n; ++col) {
            int reach = 0;
            BoardModel::forEachLineSquare(n, { r, col }, [&](Square) { ++reach; });
            most = std::max(most, reach);
        }
    }
    const int left = std::max(0, k - int(s.queens().size()));
    y = c.text(y, tr("Queens on the board: %1 of %2").arg(s.queens().size()).arg(k), true);
    y = c.text(y, tr("Uncovered squares: %L1 of %L2").arg(s.uncovered()).arg(n * n));
    y = c.text(y,
               tr("Queens left: %1, covering at most %1 × %2 = %3 squares.")
                   .arg(left)
                   .arg(most)
                   .arg(left * most));
    QStringList texts;
    for (const Square &q : s.queens())
        texts << QStringLiteral("%1,%2").arg(q.row + 1).arg(q.col + 1);
    for (int i = int(s.queens().size()); i < k; ++i)
        texts << QStringLiteral("·");
    y += 4;
    y = c.cellRow(
        y, tr("queens (row,col)"), k, [&](int i) { return i < int(s.queens().size()) ? 1 : 0; },
        texts);
    if (s.last.kind == EventKind::Consider && s.last.byRow >= 0)
        c.text(y,
               tr("The first uncovered square: row %1, column %2 (dashed).")
                   .arg(s.last.byRow + 1)
                   .arg(s.last.byCol + 1));
}

} // namespace nq
