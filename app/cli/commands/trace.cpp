// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens trace
#include "cliutil.h"
#include "commandline.h"

#include "knowncounts.h"

#include "algorithms.h"
#include "sinks.h"
#include "solver.h"

#include <atomic>
#include <cstdio>
#include <limits>
#include <optional>

namespace nq {

using namespace cli;

int CommandLine::trace()
{
    const Parsed p = parse({ QStringLiteral("--algorithm"), QStringLiteral("--limit") },
                           { QStringLiteral("--first") });
    if (!p.values.contains(QStringLiteral("--algorithm")))
        throw UsageError {
            tr("trace needs --algorithm ID; the algorithms are %1").arg(Algorithms::keyList())
        };
    const AlgorithmInfo &info = algorithm(p, "");
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    if (p.flags.contains(QStringLiteral("--first")) && p.values.contains(QStringLiteral("--limit")))
        throw UsageError { tr("choose one of --first and --limit K") };
    setMode(p, info, options);
    // A trace is at least one step per solution: one that would pass the budget is refused
    // before any work, and any trace stops at the budget with a word rather than run on.
    // The enumerating algorithms show every board: n^n of them (brute force) or n! (rows and
    // columns, permutations), each at least a step, known before any work.
    if (options.mode == SolveMode::All
        && (info.id == AlgorithmId::BruteForce || info.id == AlgorithmId::BranchColumns
            || info.id == AlgorithmId::Permutations)) {
        double boards = 1;
        for (int i = 0; i < options.n; ++i)
            boards *= info.id == AlgorithmId::BruteForce ? options.n : options.n - i;
        if (boards > double(kMaxListed))
            throw UsageError { tr("a trace of %1 on %2 x %2 would print at least %L3 steps (a "
                                  "step a board), more than the %4 a trace prints; use --first, "
                                  "--limit K or a smaller board")
                                   .arg(info.idString())
                                   .arg(options.n)
                                   .arg(qlonglong(boards))
                                   .arg(kMaxListed) };
    }
    if (options.mode == SolveMode::All) {
        const std::optional<std::int64_t> solutions = knownSolutionCount(options.n);
        if (!solutions || *solutions > kMaxListed)
            throw UsageError { tr("a trace of every solution of %1 x %1 would print more than %2 "
                                  "steps, the most a trace prints; use --first or --limit K, or a "
                                  "smaller board")
                                   .arg(options.n)
                                   .arg(kMaxListed) };
    }
    // Every other trace is counted first, without printing: the same run with a sink that only
    // counts its steps, stopped just past the budget. A trace that would pass it is refused at
    // once, before a byte is printed (a step a line, about a hundred bytes a line).
    {
        qint64 counted = 0;
        std::atomic_bool over { false };
        RunOptions counting = options;
        counting.cancel = &over;
        AttackStepSink counter { [&](const StepEvent &) {
            if (++counted > kMaxListed)
                over = true;
        } };
        runAlgorithm(info.id, counter, counting);
        if (over)
            throw UsageError { tr("a trace of %1 on %2 x %2 would print more than %L3 steps, the "
                                  "most a trace prints; %4")
                                   .arg(info.idString())
                                   .arg(options.n)
                                   .arg(kMaxListed)
                                   .arg(options.mode == SolveMode::All
                                            ? tr("use --first or --limit K (K solutions), or a "
                                                 "smaller board")
                                            : tr("use a smaller board")) };
    }
    qint64 step = 0;
    std::atomic_bool full { false };
    options.cancel = &full;
    BufferedOut out;
    AttackStepSink sink { [&](const StepEvent &e) {
        if (step == kMaxListed) {
            full = true;
            return;
        }
        out.add(eventJson(e, ++step)); // the first step is step 1, as in the window
    } };
    const RunResult result = runAlgorithm(info.id, sink, options);
    if (full)
        return finishRun(out, true,
                         tr("the trace stopped after %1 steps, the most a trace prints; use "
                            "--first or --limit K, or a smaller board")
                             .arg(kMaxListed))
                == 0
            ? Ok
            : Failed;
    return finishRun(out, result.failed, result.error) == 0 ? Ok : Failed;
}

} // namespace nq
