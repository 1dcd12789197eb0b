// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens solve
#include "cliutil.h"
#include "commandline.h"

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
    const Parsed p = parse(
        { QStringLiteral("--algorithm"), QStringLiteral("--limit"), QStringLiteral("--format") },
        { QStringLiteral("--first"), QStringLiteral("--all") });
    const AlgorithmInfo &info = algorithm(p, "backtracking");
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
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
        // Known before any work: a listing too long for any reader is refused with its length.
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
    const QString format = p.values.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != u"text" && format != u"json")
        throw UsageError { tr("--format must be text or json, not '%1'").arg(format) };
    const bool json = format == u"json";
    BufferedOut out;
    SolutionSink sink { [&](std::span<const int> placement) {
        QString line = json ? placementToJson(placement) : placementToText(placement);
        line += u'\n';
        out.add(line);
    } };
    const RunResult result = runAlgorithm(info.id, sink, options);
    return finishRun(out, result.failed, result.error) == 0 ? Ok : Failed;
}

} // namespace nq
