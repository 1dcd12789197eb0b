// SPDX-License-Identifier: GPL-3.0-or-later
// Min-conflicts: from a full board, an attacked queen moves to the least attacked square of its
// row, until no queen is attacked.
#include "wordsof.h"

namespace nq {

QString MinConflictsWords::caption(const StoredEvent &e, const PlayState &state) const
{
    const int r = e.row + 1, c = e.col + 1;
    switch (e.kind) {
    case EventKind::Consider:
        return tr("The queen on row %1, column %2 is attacked: it may move to a square with fewer "
                  "attackers.")
            .arg(r)
            .arg(c);
    case EventKind::Place:
        return tr("Put it on column %2 of row %1, a square with the fewest attackers.")
            .arg(r)
            .arg(c);
    case EventKind::Remove:
        return tr("Lift the queen off row %1, column %2 and count the queens that attack each "
                  "square of row %1.")
            .arg(r)
            .arg(c);
    case EventKind::Examine:
        return tr("Count the queens that attack each square of row %1: "
                  "column %2, where the queen stands, has the fewest, so it stays.")
            .arg(r)
            .arg(c);
    case EventKind::SetBoard:
        return tr("Start from a full board with one queen in every row.");
    case EventKind::Finished:
        if (!e.ok && state.position > 0 && state.counters.solutions == 0)
            return tr("Finished: min-conflicts gave up without a solution (boards of 2 and 3 have "
                      "none).");
        return {};
    default:
        return {};
    }
}

int MinConflictsWords::countedRow(const PlayState &state) const
{
    return state.countedRow(AlgorithmId::MinConflicts);
}

std::vector<CounterSpec> MinConflictsWords::counters(const RunOptions &) const
{
    return { Counters::step(),
             Counters::absent(QStringLiteral("placements"), Counters::tr("Queens placed"),
                              tr("Not used here: all the queens stand on the board from the start; "
                                 "see Moves.")),
             Counters::tested(tr("Moves"),
                              tr("Attacked queens picked and put on a least attacked square of "
                                 "their row (perhaps the one they stood on).")),
             Counters::absent(QStringLiteral("conflicts"), Counters::tr("Conflicts"),
                              tr("Not used here: the attackers of a whole row are counted at once; "
                                 "see Queens under attack.")),
             Counters::absent(QStringLiteral("backtracks"), Counters::tr("Backtracks"),
                              tr("Not used here: a lifted queen goes straight back on its row; see "
                                 "Moves.")),
             Counters::boards(
                 tr("Starts"),
                 tr("Complete placements the repair starts from: the first, then one "
                    "for each restart."),
                 [](const PlayState &s) { return std::optional<qint64>(s.wholeBoards); }),
             Counters::solutions(),
             Counters::onBoard(),
             Counters::underAttack() };
}

} // namespace nq
