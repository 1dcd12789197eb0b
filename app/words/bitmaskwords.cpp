// SPDX-License-Identifier: GPL-3.0-or-later
// Bitmask backtracking: the attacked columns and diagonals of the next row in three masks.
#include "wordsof.h"

#include <bit>

namespace nq {

BitmaskWords::Masks BitmaskWords::masksFor(const PlayState &state)
{
    Masks m;
    const int row = state.depth(); // bitmask fills the rows in order: the next row is `depth`
    m.row = row;
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
    const quint64 full = state.n >= 64 ? ~quint64(0) : ((quint64(1) << state.n) - 1);
    m.free = ~(m.left | m.down | m.right) & full;
    // The row takes its free squares lowest first: those below the one tried now (a Consider),
    // or up to the one just taken back (a Remove), are used up.
    const StoredEvent &last = state.last;
    const bool inRow = last.row == row && last.col >= 0 && last.col < 63;
    if (inRow && last.kind == EventKind::Consider) {
        m.bit = quint64(1) << last.col;
        m.tried = m.free & (m.bit - 1);
    } else if (inRow && last.kind == EventKind::Remove) {
        m.tried = m.free & ((quint64(2) << last.col) - 1);
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
