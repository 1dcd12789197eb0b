// SPDX-License-Identifier: GPL-3.0-or-later
// Bitmask backtracking: the attacked columns and diagonals of the next row in three masks.
#include "wordsof.h"

#include <bit>

namespace nq {

BitmaskWords::Masks BitmaskWords::masksFor(const PlayState &state)
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

std::vector<CounterSpec> BitmaskWords::counters(const RunOptions &) const
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
