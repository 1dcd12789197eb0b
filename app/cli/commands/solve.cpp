// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens solve
#include "cliutil.h"
#include "commandline.h"

#include "queenstext.h"

#include "algorithms.h"
#include "knowncounts.h"
#include "placement.h"
#include "sinks.h"
#include "solver.h"

#include <cstdio>
#include <limits>

namespace nq {

using namespace cli;

int CommandLine::solve()
{
    const Parsed p = parse();
    const bool kept = p.values.contains(QStringLiteral("--placement"));
    // Queens to keep: the solutions that complete them, found by flag backtracking (as the
    // window's Solve from Here does).
    if (kept
        && p.values.value(QStringLiteral("--algorithm"), QStringLiteral("backtracking"))
            != u"backtracking")
        throw UsageError { tr("--placement keeps queens with backtracking (flag arrays) only; "
                              "leave out --algorithm or give --algorithm backtracking") };
    const AlgorithmInfo &info = algorithm(p, "backtracking");
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    options.threads = threads(p);
    if (kept) {
        // The program's one spelling of queens (core/queenstext.h): "1 5" keeps the first two
        // rows, "1,1 2,5" names squares; one queen a row, as a solution has.
        QString problem;
        const std::optional<std::vector<Square>> queens
            = parseQueens(p.values.value(QStringLiteral("--placement")), options.n, &problem);
        if (!queens)
            throw UsageError { problem };
        const std::optional<Placement> given = placementOfSquares(*queens, options.n);
        if (!given)
            throw UsageError { tr("--placement gives two queens on one row; a solution has one "
                                  "queen a row") };
        if (const Attack a = findAttack(*given); a.found)
            throw UsageError { tr("the queens given attack each other: row %1, column %2 and row "
                                  "%3, column %4")
                                   .arg(a.by.row + 1)
                                   .arg(a.by.col + 1)
                                   .arg(a.queen.row + 1)
                                   .arg(a.queen.col + 1) };
        options.fixed = *given;
    }
    const int modes = int(p.flags.contains(QStringLiteral("--first")))
        + int(p.flags.contains(QStringLiteral("--all")))
        + int(p.values.contains(QStringLiteral("--limit")));
    if (modes > 1)
        throw UsageError { tr("choose one of --first, --all and --limit K") };
    setMode(p, info, options);
    if (p.flags.contains(QStringLiteral("--all")) && !info.enumerates)
        throw UsageError {
            tr("%1 finds a single solution; use --first or another algorithm").arg(info.idString())
        };
    if (options.mode == SolveMode::Limit && options.limit > kMaxListed)
        throw UsageError { tr("solve prints at most %1 solutions; --limit must be from 1 to %1, "
                              "not %2 (count them with 'nqueens count %3')")
                               .arg(kMaxListed)
                               .arg(options.limit)
                               .arg(options.n) };
    if (options.mode == SolveMode::All) {
        // Known before any work: a listing too long for any reader is refused with its length
        // (kept queens leave fewer, but how many is not known before the search).
        const std::optional<std::int64_t> count = knownSolutionCount(options.n);
        if (!count || *count > kMaxListed)
            throw UsageError { count ? tr("solve would print %1 solutions of %2 x %2, more than "
                                          "the %3 a listing prints; give --limit K for the first "
                                          "K, or count them with 'nqueens count %2'")
                                           .arg(*count)
                                           .arg(options.n)
                                           .arg(kMaxListed)
                                     : tr("solve would print more than %1 solutions of %2 x %2; "
                                          "give --limit K for the first K, or count them with "
                                          "'nqueens count %2'")
                                           .arg(kMaxListed)
                                           .arg(options.n) };
    }
    const ListFormat format = listFormat(p.values.value(QStringLiteral("--format")));
    BufferedOut out;
    ListWriter list(out, format);
    SolutionSink sink { [&](std::span<const int> placement) { list.addPlacement(placement); } };
    const RunResult result = runAlgorithm(info.id, sink, options);
    if (result.failed)
        return finishRun(out, result.failed, result.error) == 0 ? Ok : Failed;
    // A board without a solution says so, as the construction does (status 1).
    if (list.count() == 0)
        return finishRun(out, true,
                         kept ? tr("no solution of %1 x %1 keeps the queens given").arg(options.n)
                              : tr("the %1 x %1 board has no solution").arg(options.n))
                == 0
            ? Ok
            : Failed;
    list.finish();
    return finishRun(out, false, QString()) == 0 ? Ok : Failed;
}

} // namespace nq
