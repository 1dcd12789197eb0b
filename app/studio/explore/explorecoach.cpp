// SPDX-License-Identifier: GPL-3.0-or-later
#include "explore/explorecoach.h"

#include <QLocale>
#include <QStringList>

namespace nq {

QString ExploreCoach::extensions(const Explorer &explorer, const Problem &problem,
                                 std::int64_t *count)
{
    if (problem.isDomination()) {
        const int uncovered = int(explorer.uncoveredSquares().size());
        const QString left = uncovered == 0
            ? tr("Every square is covered.")
            : tr("%n square(s) not covered yet.", nullptr, uncovered);
        const std::int64_t sets = explorer.coveringSets(problem.queens, problem.independent);
        if (count)
            *count = sets;
        if (sets < 0)
            return left + u' '
                + tr("This board is too big to count its covering sets while you play.");
        if (sets == 0)
            return left + u' '
                + tr("No covering set of %1 queens holds these queens.").arg(problem.queens);
        return left + u' '
            + tr("Covering sets of %1 queens that hold these queens: %2")
                  .arg(problem.queens)
                  .arg(QLocale().toString(sets));
    }
    if (explorer.n() > Explorer::kLiveUpTo)
        return tr("Boards above %1 × %1 are too big to count their solutions while you play.")
            .arg(Explorer::kLiveUpTo);
    const std::int64_t found = explorer.extensions();
    if (count)
        *count = found;
    if (found == 0)
        return tr("No solution contains these queens.");
    return tr("Solutions that contain these queens: %1").arg(QLocale().toString(found));
}

QString ExploreCoach::pairNames(const std::vector<std::pair<Square, Square>> &pairs)
{
    QStringList names;
    for (const auto &[a, b] : pairs)
        names << tr("row %1, column %2 and row %3, column %4")
                     .arg(a.row + 1)
                     .arg(a.col + 1)
                     .arg(b.row + 1)
                     .arg(b.col + 1);
    return names.join(QStringLiteral("; "));
}

ExploreCoach::Advice ExploreCoach::check(const Explorer &explorer, const Problem &problem)
{
    if (problem.isDomination())
        return checkCovering(explorer, problem);
    if (explorer.isSolved())
        return { tr("Solved! No two of the %1 queens attack each other.").arg(explorer.n()) };
    const auto pairs = explorer.attackingPairs();
    if (pairs.empty()) {
        return { tr("No two queens attack each other yet; %1 more to place.")
                     .arg(explorer.n() - int(explorer.queens().size())) };
    }
    return { tr("These queens attack each other: %1.").arg(pairNames(pairs)) };
}

ExploreCoach::Advice ExploreCoach::checkCovering(const Explorer &explorer, const Problem &problem)
{
    const int placed = int(explorer.queens().size());
    if (explorer.isCovering(problem.queens, problem.independent)) {
        return {
            tr("Covered! These %1 queens occupy or attack every square.").arg(problem.queens)
        };
    }
    if (problem.independent) {
        const auto pairs = explorer.attackingPairs();
        if (!pairs.empty()) {
            return { tr("In the independent variant no two queens may attack each other, but "
                        "these do: %1.")
                         .arg(pairNames(pairs)) };
        }
    }
    const int uncovered = int(explorer.uncoveredSquares().size());
    if (placed > problem.queens) {
        return { tr("%1 queens are on the board; the goal is to cover it with %2.")
                     .arg(placed)
                     .arg(problem.queens) };
    }
    if (uncovered == 0) {
        return { tr("Every square is covered, with %1 queens; the goal is %2.")
                     .arg(placed)
                     .arg(problem.queens) };
    }
    return { tr("Not yet: %n square(s) are not covered (ringed on the board).", nullptr, uncovered)
             + u' ' + tr("%1 of %2 queens placed.").arg(placed).arg(problem.queens) };
}

ExploreCoach::Advice ExploreCoach::hint(const Explorer &explorer, const Problem &problem)
{
    if (problem.isDomination())
        return coverHint(explorer, problem);
    const Explorer::Hint h = explorer.hint();
    switch (h.kind) {
    case Explorer::Hint::Place:
        return { tr("Hint: a queen on row %1, column %2 still leads to a solution.")
                     .arg(h.square.row + 1)
                     .arg(h.square.col + 1),
                 h.square };
    case Explorer::Hint::TakeBack:
        return { tr("No square leads to a solution now: take back the queen on row %1, column %2.")
                     .arg(h.square.row + 1)
                     .arg(h.square.col + 1),
                 h.square };
    case Explorer::Hint::Solved:
        return { tr("The board is already solved.") };
    case Explorer::Hint::Impossible:
        return { tr("This board has no solution at all.") };
    case Explorer::Hint::TooLong:
        return { explorer.n() > Explorer::kCountUpTo
                     ? tr("This board is too big to search for a hint while you play.")
                     : tr("A hint would take too long to find from these queens: Solve from "
                          "Here searches on (it does not stop the window).") };
    }
    return {};
}

ExploreCoach::Advice ExploreCoach::coverHint(const Explorer &explorer, const Problem &problem)
{
    const Explorer::Hint h = explorer.coverHint(problem.queens, problem.independent);
    switch (h.kind) {
    case Explorer::Hint::Place:
        return {
            tr("Hint: a queen on row %1, column %2 belongs to a covering set with your queens.")
                .arg(h.square.row + 1)
                .arg(h.square.col + 1),
            h.square
        };
    case Explorer::Hint::TakeBack:
        return { tr("No covering set of %1 queens holds all these queens: take back the queen on "
                    "row %2, column %3.")
                     .arg(problem.queens)
                     .arg(h.square.row + 1)
                     .arg(h.square.col + 1),
                 h.square };
    case Explorer::Hint::Solved:
        return { tr("The board is already covered.") };
    case Explorer::Hint::Impossible:
        return { tr("No set of %1 queens covers this board at all: choose more queens.")
                     .arg(problem.queens) };
    case Explorer::Hint::TooLong:
        return { tr("This board is too big to search for a hint while you play.") };
    }
    return {};
}

} // namespace nq
