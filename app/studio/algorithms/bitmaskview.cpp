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
    auto bits = [](quint64 v) { return [v](int i) { return int((v >> i) & 1u); }; };
    QStringList columns;
    for (int i = 0; i < n; ++i)
        columns << QString::number(i + 1);
    y = c.text(y,
               tr("Masks for row %1, a cell per column: left, down and right filled where "
                  "attacked, free filled where a queen may go.")
                   .arg(std::min(m.row, n - 1) + 1),
               true);
    c.alignLabels({ QStringLiteral("left"), QStringLiteral("down"), QStringLiteral("right"),
                    QStringLiteral("free"), QStringLiteral("bit") });
    y = c.cellRow(y, QStringLiteral("left"), n, bits(m.left), columns);
    y = c.cellRow(y, QStringLiteral("down"), n, bits(m.down), columns);
    y = c.cellRow(y, QStringLiteral("right"), n, bits(m.right), columns);
    // free as the code holds it (the squares tried in this row taken out, as "free - bit" does
    // after each), so that bit = free & -free is its lowest; the square being tried outlined.
    const int outlined = m.bit != 0 ? std::countr_zero(m.bit) : -1;
    const quint64 untried = m.free & ~m.tried;
    y = c.cellRow(y, QStringLiteral("free"), n, bits(untried), columns, outlined);
    y = c.cellRow(y, QStringLiteral("bit"), n, bits(m.bit), columns, outlined);
    y = c.text(y,
               tr("free = ~(left | down | right): %n square(s) no queen attacks.", nullptr,
                  std::popcount(m.free)));
    if (m.bit != 0)
        y = c.text(y,
                   tr("bit = free & -free: column %1, the lowest free square not tried yet; "
                      "%n more after it.",
                      nullptr, std::popcount(m.free & ~m.tried & ~m.bit))
                       .arg(std::countr_zero(m.bit) + 1));
    else if (m.tried != 0)
        y = c.text(y,
                   tr("Tried in this row so far: %n free square(s), lowest first.", nullptr,
                      std::popcount(m.tried)));
    if (s.position > 0 && s.last.line >= 0 && !c.codeInSight())
        c.text(y, tr("This step is on line %1 of the pseudocode.").arg(s.last.line + 1));
}

} // namespace nq
