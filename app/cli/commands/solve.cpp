// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens solve
#include "commandline.h"
#include "cliutil.h"

#include "algorithms.h"
#include "placement.h"
#include "sinks.h"
#include "solver.h"

#include <cstdio>
#include <limits>

namespace nq {

using namespace cli;

int CommandLine::solve()
{
    const Parsed p = parse({ QStringLiteral("--algorithm"), QStringLiteral("--limit"),
                             QStringLiteral("--format") },
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
        throw UsageError { tr("%1 finds a single solution; use --first or another algorithm")
                                   .arg(info.idString()) };
    const QString format = p.values.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != u"text" && format != u"json")
        throw UsageError { tr("--format must be text or json, not '%1'").arg(format) };
    const bool json = format == u"json";
    BufferedOut out;
    SolutionSink sink { [&](std::span<const int> placement) {
        out.add((json ? placementToJson(placement) : placementToText(placement)) + u'\n');
    } };
    const RunResult result = runAlgorithm(info.id, sink, options);
    return finishRun(out, result.failed, result.error) == 0 ? Ok : Failed;
}

} // namespace nq
