// SPDX-License-Identifier: GPL-3.0-or-later
// Queens domination: k queens that together occupy or attack every square. The search covers
// the first uncovered square with each square that covers it in turn.
#include "algorithms/views.h"

namespace nq {

QString DominationView::caption(const StoredEvent &e, const PlayState &state) const
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

void DominationView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    const int k = c.queens();
    qreal y = DataCanvas::kPad;
    // The most squares one queen covers: a queen near the centre.
    int most = 0;
    for (int r = 0; r < n; ++r) {
        for (int col = 0; col < n; ++col) {
            int reach = 0;
            BoardModel::forEachLineSquare(n, { r, col }, [&](Square) { ++reach; });
            most = std::max(most, reach);
        }
    }
    const int left = std::max(0, k - int(s.queens().size()));
    y = c.text(y, tr("Queens on the board: %1 of %2").arg(s.queens().size()).arg(k), true);
    y = c.text(y, tr("Uncovered squares: %L1 of %L2").arg(s.uncovered()).arg(n * n));
    y = c.text(y,
               tr("Queens left: %1, covering at most %1 × %2 = %3 squares.")
                   .arg(left)
                   .arg(most)
                   .arg(left * most));
    QStringList texts;
    for (const Square &q : s.queens())
        texts << QStringLiteral("%1,%2").arg(q.row + 1).arg(q.col + 1);
    for (int i = int(s.queens().size()); i < k; ++i)
        texts << QStringLiteral("·");
    y += 4;
    y = c.cellRow(
        y, tr("queens (row,col)"), k, [&](int i) { return i < int(s.queens().size()) ? 1 : 0; },
        texts);
    if (s.last.kind == EventKind::Consider && s.last.byRow >= 0)
        c.text(y,
               tr("The first uncovered square: row %1, column %2 (dashed).")
                   .arg(s.last.byRow + 1)
                   .arg(s.last.byCol + 1));
}

std::vector<CounterSpec> DominationView::counters(const RunOptions &options) const
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
          [](const PlayState &s) { return std::optional<qint64>(s.uncovered()); } },
    };
    if (options.independent)
        rows.push_back(Counters::underAttack());
    return rows;
}

} // namespace nq
