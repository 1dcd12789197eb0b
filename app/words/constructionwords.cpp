// SPDX-License-Identifier: GPL-3.0-or-later
// The construction by formula (Hoffman, Loessi and Moore; Bernhardsson): every row's column
// comes from a formula chosen by n mod 6, so each step says which one and with what i.
#include "wordsof.h"

#include "solvers/construction.h"

namespace nq {

QString ConstructionWords::caseText(int n)
{
    using namespace solvers::construction;
    const int m = n % 2 == 0 ? n : n - 1;
    switch (caseOf(n)) {
    case Case::Impossible:
        return tr("n = %1: a board of 2 or 3 has no solution.").arg(n);
    case Case::Plain:
        return n % 2 == 0 ? tr("n = %1 is even and n mod 6 = %2, not 2: row i takes column 2i, "
                               "row n/2 + i column 2i - 1.")
                                .arg(n)
                                .arg(n % 6)
                          : tr("n = %1 is odd: the formula for m = n - 1 = %2 (m mod 6 = %3, not "
                               "2: row i takes column 2i, row m/2 + i column 2i - 1), and a queen "
                               "in the corner.")
                                .arg(n)
                                .arg(m)
                                .arg(m % 6);
    case Case::Shifted:
        return n % 2 == 0 ? tr("n = %1 and n mod 6 = 2: the columns shift by k = (2i + n/2 - 3) "
                               "mod n.")
                                .arg(n)
                          : tr("n = %1 is odd: the formula for m = n - 1 = %2 (m mod 6 = 2: the "
                               "columns shift by k = (2i + m/2 - 3) mod m), and a queen in the "
                               "corner.")
                                .arg(n)
                                .arg(m);
    }
    return {};
}

QString ConstructionWords::caseLabel(int n)
{
    using namespace solvers::construction;
    const int m = n % 2 == 0 ? n : n - 1;
    switch (caseOf(n)) {
    case Case::Impossible:
        return {};
    case Case::Plain:
        return n % 2 == 0 ? tr("n mod 6 = %1, not 2").arg(n % 6)
                          : tr("n is odd, m = %1, m mod 6 = %2, not 2").arg(m).arg(m % 6);
    case Case::Shifted:
        return n % 2 == 0 ? tr("n mod 6 = 2") : tr("n is odd, m = %1, m mod 6 = 2").arg(m);
    }
    return {};
}

QString ConstructionWords::caption(const StoredEvent &e, const PlayState &state) const
{
    switch (e.kind) {
    case EventKind::Place:
        //: The case of n mod 6 the board takes, then the formula of this row's column.
        return tr("%1: %2").arg(caseLabel(state.n), placeText(e, state.n));
    case EventKind::Examine: // the branch of n mod 6 taken
    case EventKind::Check: // n = 2 or 3: no branch to take
        return caseText(state.n);
    case EventKind::Finished:
        if (!e.ok && state.position > 0 && state.counters.solutions == 0)
            return tr("Finished: boards of 2 and 3 have no solution, so there is nothing to "
                      "construct.");
        return {};
    default:
        return {};
    }
}

QString ConstructionWords::placeText(const StoredEvent &e, int n)
{
    using namespace solvers::construction;
    const int m = n % 2 == 0 ? n : n - 1;
    const int half = m / 2;
    const int r = e.row + 1, c = e.col + 1;
    if (e.row == m)
        return tr("Row %1: the odd board's last queen goes in the corner, column %2.")
            .arg(r)
            .arg(c);
    if (caseOf(n) == Case::Plain)
        return r <= half
            ? tr("Row %1 = i with i = %1: column 2i = %2.").arg(r).arg(c)
            : tr("Row %1 = m/2 + i with i = %2: column 2i - 1 = %3.").arg(r).arg(r - half).arg(c);
    if (r <= half)
        return tr("Row %1 = i with i = %1: k = (2i + m/2 - 3) mod m = %2, column 1 + k = %3.")
            .arg(r)
            .arg(c - 1)
            .arg(c);
    return tr("Row %1 = m + 1 - i with i = %2: k = %3, column m - k = %4.")
        .arg(r)
        .arg(m + 1 - r)
        .arg(m - c)
        .arg(c);
}

std::vector<CounterSpec> ConstructionWords::counters(const RunOptions &) const
{
    const QString noSearch = tr("Not used here: the formula writes each row's column down without "
                                "a search.");
    return { Counters::step(),
             Counters::placed(tr("Queens put down by the formula, one per row.")),
             Counters::absent(QStringLiteral("tested"), Counters::tr("Squares tested"), noSearch),
             Counters::absent(QStringLiteral("conflicts"), Counters::tr("Conflicts"), noSearch),
             Counters::absent(QStringLiteral("backtracks"), Counters::tr("Backtracks"), noSearch),
             Counters::absent(QStringLiteral("boards"), Counters::tr("Boards checked"), noSearch),
             Counters::solutions(),
             Counters::onBoard(),
             Counters::underAttack() };
}

} // namespace nq
