// SPDX-License-Identifier: GPL-3.0-or-later
// Bitmask backtracking: the attacked columns and diagonals of the next row in three masks.
#include "algorithms/views.h"
#include "wordsof.h"

#include <bit>

namespace nq {
void BitmaskView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    qreal y = DataCanvas::kPad;
    const BitmaskWords::Masks m = BitmaskWords::masksFor(s);
    const quint64 full = n >= 64 ? ~quint64(0) : ((quint64(1) << n) - 1);
    quint64 free = ~(m.left | m.down | m.right) & full;
    // The row being filled takes its free bits lowest first: those up to the one tried last are
    // used up, even once that queen is taken off again.
    const int row = s.depth();
    const bool inRow = s.last.row == row && s.last.col >= 0
        && (s.last.kind == EventKind::Consider || s.last.kind == EventKind::Remove);
    quint64 tried = 0;
    if (inRow && s.last.col < 63)
        tried = free & ((quint64(2) << s.last.col) - 1);
    free &= ~tried;
    auto bits = [](quint64 v) { return [v](int i) { return int((v >> i) & 1u); }; };
    QStringList columns;
    for (int i = 0; i < n; ++i)
        columns << QString::number(i + 1);
    y = c.text(y,
               tr("Masks for row %1, a cell per column: left, down and right filled where "
                  "attacked, free filled where a queen may go.")
                   .arg(std::min(row, n - 1) + 1),
               true);
    c.alignLabels({ QStringLiteral("left"), QStringLiteral("down"), QStringLiteral("right"),
                    QStringLiteral("free") });
    y = c.cellRow(y, QStringLiteral("left"), n, bits(m.left), columns);
    y = c.cellRow(y, QStringLiteral("down"), n, bits(m.down), columns);
    y = c.cellRow(y, QStringLiteral("right"), n, bits(m.right), columns);
    y = c.cellRow(y, QStringLiteral("free"), n, bits(free), columns);
    y = c.text(
        y, tr("free = ~(left | down | right): %n square(s) to try.", nullptr, std::popcount(free)));
    if (tried != 0)
        c.text(y,
               tr("Already tried in this row: %n column(s), taken out of free.", nullptr,
                  std::popcount(tried)));
}

} // namespace nq
