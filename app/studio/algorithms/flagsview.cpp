// SPDX-License-Identifier: GPL-3.0-or-later
// Flag backtracking: three arrays say at once whether a column or a diagonal is taken.
#include "algorithms/views.h"

namespace nq {

void FlagsView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    const Square at = considered(s);
    const int cr = at.row, cc = at.col;
    qreal y = DataCanvas::kPad;
    if (n > 64) {
        c.text(y, tr("The flag arrays are too long to draw for this board."));
        return;
    }
    // A flag is set while a queen stands on its line.
    const BoardModel &lines = s.model;
    auto col = [&](int i) { return lines.onColumn(i) > 0 ? 1 : 0; };
    auto dpos = [&](int i) { return lines.onDiagonal(i) > 0 ? 1 : 0; };
    auto dneg = [&](int i) { return lines.onAntiDiagonal(i) > 0 ? 1 : 0; };
    // Rows and columns count from 1, as everywhere: col[1..n], dpos[r+c] from 2 to 2n and
    // dneg[r-c+n] from 1 to 2n-1, as the pseudocode writes them.
    QStringList cols, sums, differences;
    for (int i = 0; i < 2 * n - 1; ++i) {
        cols << QString::number(i + 1);
        sums << QString::number(i + 2);
        differences << QString::number(i + 1);
    }
    y = c.text(y, tr("Flag arrays (filled = taken):"), true);
    y = c.cellRow(y, QStringLiteral("col[c]"), n, col, cols, cc);
    y = c.cellRow(y, QStringLiteral("dpos[r+c]"), 2 * n - 1, dpos, sums, cr >= 0 ? cr + cc : -1);
    y = c.cellRow(y, QStringLiteral("dneg[r-c+n]"), 2 * n - 1, dneg, differences,
                  cr >= 0 ? cr - cc + n - 1 : -1);
    if (cr >= 0)
        c.text(y,
               tr("Outlined: the three flags that row %1, column %2 looks at.")
                   .arg(cr + 1)
                   .arg(cc + 1));
}

} // namespace nq
