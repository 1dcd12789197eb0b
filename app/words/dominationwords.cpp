// SPDX-License-Identifier: GPL-3.0-or-later
// Queens domination: k queens that together occupy or attack every square. The search covers
// the first uncovered square with each square that covers it in turn.
#include "wordsof.h"

namespace nq {

QString DominationWords::caption(const StoredEvent &e, const PlayState &state) const
{
    const int r = e.row + 1, c = e.col + 1;
    switch (e.kind) {
    case EventKind::Consider:
        return tr("Row %3, column %4 is not covered yet: try a queen on row %1, column %2, which "
                  "covers it.")
            .arg(r)
            .arg(c)
            .arg(e.byRow + 1)
            .arg(e.byCol + 1);
    case EventKind::Conflict:
        return tr("Row %1, column %2 is attacked by the queen on row %3, column %4: in the "
                  "independent variant no two queens may attack each other.")
            .arg(r)
            .arg(c)
            .arg(e.byRow + 1)
            .arg(e.byCol + 1);
    case EventKind::Place:
        if (state.uncovered() == 0)
            return tr("Put a queen on row %1, column %2. Every square is covered now.")
                .arg(r)
                .arg(c);
        return tr("Put a queen on row %1, column %2. %n square(s) still uncovered.", nullptr,
                  state.uncovered())
            .arg(r)
            .arg(c);
    case EventKind::Remove:
        return tr("Take the queen off row %1, column %2 and try the next square.").arg(r).arg(c);
    case EventKind::Check:
        return tr("Dead end: %n square(s) still uncovered, more than the queens left can cover. "
                  "Go back.",
                  nullptr, int(e.value));
    case EventKind::Solution:
        return tr("Covering set %1: every square is occupied or attacked.")
            .arg(state.counters.solutions);
    case EventKind::Finished:
        if (state.position == 0)
            return {}; // the common "Ready."
        if (state.counters.solutions == 0)
            return tr("Finished: no set of these queens covers the board; the search tried every "
                      "possibility.");
        return tr("Finished: %n covering set(s) found.", nullptr, int(state.counters.solutions));
    case EventKind::SetBoard:
    case EventKind::Examine:
        break;
    }
    return {};
}

std::vector<CounterSpec> DominationWords::counters(const RunOptions &options) const
{
    auto solutions = Counters::solutions();
    solutions.name = tr("Covering sets");
    solutions.definition = tr("Sets of queens found that occupy or attack every square.");
    auto placed = Counters::placed(tr("Queens put on the board."));
    placed.name = tr("Queens put");
    std::vector<CounterSpec> rows {
        Counters::step(),
        placed,
        Counters::tested(tr("Squares tried"),
                         tr("Squares tried for a queen that covers the first uncovered square.")),
        options.independent
            ? Counters::conflicts(Counters::tr("Conflicts"),
                                  tr("Tried squares attacked by a queen already on the board: "
                                     "an independent set has none."))
            : Counters::absent(QStringLiteral("conflicts"), Counters::tr("Conflicts"),
                               tr("Not used here: the queens of a standard set may attack "
                                  "each other.")),
        Counters::backtracks(tr("Queens taken off"),
                             tr("Queens taken off again to try another square.")),
        Counters::boards(
            tr("Dead ends"),
            tr("Boards where the queens still to come cannot cover the squares left "
               "uncovered."),
            [](const PlayState &s) { return std::optional<qint64>(s.counters.boards); }),
        solutions,
        Counters::onBoard(),
        { QStringLiteral("uncovered"), tr("Uncovered squares"),
          tr("Squares that no queen occupies or attacks now."),
          [](const PlayState &s) { return std::optional<qint64>(s.uncovered()); }, true },
    };
    if (options.independent)
        rows.push_back(Counters::underAttack());
    return rows;
}

} // namespace nq
