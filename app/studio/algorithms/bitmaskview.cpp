// SPDX-License-Identifier: GPL-3.0-or-later
// Bitmask backtracking: the attacked columns and diagonals of the next row in three masks.
#include "algorithms/views.h"

#include <bit>

namespace nq {

BitmaskView::Masks BitmaskView::masksFor(const PlayState &state)
{
    Masks m;
    const int row = state.depth(); // bitmask fills the rows in order: the next row is `depth`
    for (int r = 0; r < row && r < state.n; ++r) {
        const int c = state.board()[std::size_t(r)];
        if (c < 0)
            continue;
        const int d = row - r;
        m.down |= quint64(1) << c;
        if (c - d >= 0)
            m.left |= quint64(1) << (c - d);
        if (c + d < state.n)
            m.right |= quint64(1) << (c + d);
    }
    return m;
}

void BitmaskView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    qreal y = DataCanvas::kPad;
    const Masks m = masksFor(s);
    const quint64 full = n >= 64 ? ~quint64(0) : ((quint64(1) << n) - 1);
    const quint64 free = ~(m.left | m.down | m.right) & full;
    auto bits = [](quint64 v) { return [v](int i) { return int((v >> i) & 1u); }; };
    QStringList ones;
    for (int i = 0; i < n; ++i)
        ones << QString::number(i);
    y = c.text(y, tr("Masks for row %1 (bit c = column c, set = attacked):")
                          .arg(std::min(s.depth(), n - 1) + 1),
               true);
    y = c.cellRow(y, QStringLiteral("left"), n, bits(m.left), ones);
    y = c.cellRow(y, QStringLiteral("down"), n, bits(m.down), ones);
    y = c.cellRow(y, QStringLiteral("right"), n, bits(m.right), ones);
    y = c.cellRow(y, QStringLiteral("free"), n, bits(free), ones);
    c.text(y, tr("free = ~(left | down | right): %n square(s) to try.", nullptr,
                 std::popcount(free)));
}

std::vector<CounterSpec> BitmaskView::counters(const RunOptions &) const
{
    return Counters::squareSearch(
            Counters::tested(tr("Free squares tried"),
                             tr("Squares of the next row that the masks leave free, each tried "
                                "for a queen.")),
            Counters::absent(QStringLiteral("conflicts"), Counters::tr("Conflicts"),
                             tr("Not used here: the masks leave attacked squares out, so none is "
                                "tried and found attacked.")));
}

} // namespace nq
