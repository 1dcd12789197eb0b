// SPDX-License-Identifier: GPL-3.0-or-later
// Brute force, rows and columns, permutations, and the backtrackers that check every queen:
// their data is the array of columns itself. Their steps read in the common words.
#include "wordsof.h"

namespace nq {

std::vector<CounterSpec> RowSearchWords::counters(const RunOptions &options) const
{
    if (!m_enumeration)
        return AlgorithmWords::counters(options); // the checking backtrackers test square by square
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
