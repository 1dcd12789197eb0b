// SPDX-License-Identifier: GPL-3.0-or-later
// Brute force, rows and columns, permutations, and the backtrackers that check every queen:
// their data is the array of columns itself. Their steps read in the common words.
#include "algorithms/views.h"

namespace nq {

void RowSearchView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    const int cr = considered(s).row;
    qreal y = DataCanvas::kPad;
    y = c.text(y,
               m_enumeration ? tr("The candidate board, as columns row by row:")
                             : tr("x[row] = the column of each row's queen:"),
               true);
    QStringList texts;
    for (int r = 0; r < n; ++r)
        texts << (s.board()[std::size_t(r)] >= 0 ? QString::number(s.board()[std::size_t(r)] + 1)
                                                 : QStringLiteral("·"));
    // Named as the pseudocode names the array: cols for the permutations, x elsewhere.
    y = c.cellRow(
        y, m_id == AlgorithmId::Permutations ? QStringLiteral("cols") : QStringLiteral("x"), n,
        [&](int i) { return s.board()[std::size_t(i)] >= 0 ? 1 : 0; }, texts, cr);
    if (m_enumeration) {
        double all = 1;
        for (int i = 1; i <= n; ++i)
            all *= m_id == AlgorithmId::BruteForce ? n : i;
        c.text(
            y,
            tr("Complete boards checked: %L1 of %L2").arg(s.counters.boards).arg(all, 0, 'f', 0));
    }
}

} // namespace nq
