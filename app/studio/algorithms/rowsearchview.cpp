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
    y = c.cellRow(
        y, QStringLiteral("x"), n, [&](int i) { return s.board()[std::size_t(i)] >= 0 ? 1 : 0; },
        texts, cr);
    if (m_enumeration) {
        double all = 1;
        for (int i = 1; i <= n; ++i)
            all *= m_id == AlgorithmId::BruteForce ? n : i;
        c.text(
            y,
            tr("Complete boards checked: %L1 of %L2").arg(s.counters.boards).arg(all, 0, 'f', 0));
    }
}

std::vector<CounterSpec> RowSearchView::counters(const RunOptions &options) const
{
    if (!m_enumeration)
        return AlgorithmView::counters(options); // the checking backtrackers test square by square
    const auto checked
        = [](const PlayState &s) { return std::optional<qint64>(s.counters.boards); };
    const auto onBoardNow = Counters::onBoard();
    const auto attacked = Counters::underAttack();
    switch (m_id) {
    case AlgorithmId::Permutations:
        return { Counters::step(),
                 Counters::absent(QStringLiteral("placements"), Counters::tr("Queens placed"),
                                  tr("Not used here: each permutation puts all the queens down at "
                                     "once.")),
                 Counters::absent(QStringLiteral("tested"), Counters::tr("Squares tested"),
                                  tr("Not used here: squares are never tested one by one.")),
                 Counters::absent(QStringLiteral("conflicts"), Counters::tr("Conflicts"),
                                  tr("Not used here: only complete boards are checked; see Queens "
                                     "under attack.")),
                 Counters::absent(QStringLiteral("backtracks"), Counters::tr("Backtracks"),
                                  tr("Not used here: the next permutation replaces the board.")),
                 Counters::boards(tr("Permutations checked"),
                                  tr("Complete boards (one queen in every row and column) checked "
                                     "for diagonal attacks, out of n!."),
                                  checked),
                 Counters::solutions(),
                 onBoardNow,
                 attacked };
    case AlgorithmId::BranchColumns:
        return { Counters::step(),
                 Counters::placed(tr("Queens put on a square whose column is free.")),
                 Counters::tested(tr("Columns tested"),
                                  tr("Columns tried for the queen of the next row.")),
                 Counters::conflicts(tr("Column clashes"),
                                     tr("Tried columns that a queen above already holds; "
                                        "diagonals are checked only on complete boards.")),
                 Counters::backtracks(Counters::tr("Backtracks"),
                                      tr("Queens taken off again to try the next column.")),
                 Counters::boards(Counters::tr("Boards checked"),
                                  tr("Complete boards checked for diagonal attacks, out of n!."),
                                  checked),
                 Counters::solutions(),
                 onBoardNow,
                 attacked };
    default: // brute force
        return { Counters::step(),
                 Counters::placed(tr("Queens put on a square, attacked or not.")),
                 Counters::absent(QStringLiteral("tested"), Counters::tr("Squares tested"),
                                  tr("Not used here: queens go down without a test.")),
                 Counters::absent(QStringLiteral("conflicts"), Counters::tr("Conflicts"),
                                  tr("Not used here: only complete boards are checked; see Queens "
                                     "under attack.")),
                 Counters::backtracks(Counters::tr("Backtracks"),
                                      tr("Queens taken off to try the next square of their row.")),
                 Counters::boards(Counters::tr("Boards checked"),
                                  tr("Complete boards (a queen in every row) checked, out of "
                                     "n^n."),
                                  checked),
                 Counters::solutions(),
                 onBoardNow,
                 attacked };
    }
}

} // namespace nq
