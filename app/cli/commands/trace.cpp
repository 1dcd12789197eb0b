// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens trace
#include "commandline.h"
#include "cliutil.h"

#include "algorithms.h"
#include "sinks.h"
#include "solver.h"

#include <cstdio>
#include <limits>

namespace nq {

using namespace cli;

int CommandLine::trace()
{
    const Parsed p = parse({ QStringLiteral("--algorithm"), QStringLiteral("--limit") },
                           { QStringLiteral("--first") });
    if (!p.values.contains(QStringLiteral("--algorithm")))
        throw UsageError { tr("trace needs --algorithm ID; the algorithms are %1")
                                   .arg(Algorithms::keyList()) };
    const AlgorithmInfo &info = algorithm(p, "");
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    if (p.flags.contains(QStringLiteral("--first")) && p.values.contains(QStringLiteral("--limit")))
        throw UsageError { tr("choose one of --first and --limit K") };
    setMode(p, info, options);
    qint64 step = 0;
    BufferedOut out;
    StepSink sink { [&](const StepEvent &e) { out.add(eventJson(e, step++)); } };
    const RunResult result = runAlgorithm(info.id, sink, options);
    return finishRun(out, result.failed, result.error) == 0 ? Ok : Failed;
}

} // namespace nq
