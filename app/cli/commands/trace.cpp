// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens trace
#include "cliutil.h"
#include "commandline.h"

#include "knowncounts.h"

#include "algorithms.h"
#include "playstate.h"
#include "sinks.h"
#include "solver.h"
#include "stoptext.h"

#include <atomic>
#include <cstdio>
#include <limits>
#include <optional>

namespace nq {

using namespace cli;

int CommandLine::trace()
{
    const Parsed p = parse();
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
    // --until KIND[=VALUE]: the trace starts at the first step where the condition holds (with
    // --back, at the last).
    std::optional<StopCondition> until;
    if (p.values.contains(QStringLiteral("--until"))) {
        QString error;
        until = StopText::readCondition(info.id, options.n,
                                        p.values.value(QStringLiteral("--until")), &error);
        if (!until)
            throw UsageError { tr("--until: %1").arg(error) };
    } else if (p.flags.contains(QStringLiteral("--back"))) {
        throw UsageError { tr("--back goes with --until KIND[=VALUE]") };
    }
    const bool back = p.flags.contains(QStringLiteral("--back"));
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
    // counts its steps (from where the condition holds), stopped just past the budget. A trace
    // that would pass it is refused at once, before a byte is printed (a step a line, about a
    // hundred bytes a line).
    qint64 from = 1; // the first step printed
    {
        qint64 counted = 0, printed = 0;
        qint64 first = -1, last = -1;
        std::atomic_bool over { false };
        RunOptions counting = options;
        counting.cancel = &over;
        PlayState state(info, options.n);
        AttackStepSink counter { [&](const StepEvent &e) {
            ++counted;
            if (until) {
                const StoredEvent stored = StoredEvent::from(e);
                const int depthBefore = state.depth();
                state.apply(stored);
                if (until->matches(stored, depthBefore, state)) {
                    last = counted;
                    if (first < 0)
                        first = counted;
                    if (back)
                        printed = 0; // counted again from the last one
                }
                if ((!back && first < 0) || (back && last < 0))
                    return;
            }
            if (++printed > kMaxListed && !back)
                over = true;
            if (back && counted > std::int64_t(kMaxListed) * 8)
                over = true; // the last match is looked for within a bound too
        } };
        runAlgorithm(info.id, counter, counting);
        if (back && !over && printed > kMaxListed)
            over = true;
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
        if (until && (until->isNever() ? false : first < 0)) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("nqueens: %1 never holds in this run of %2 steps")
                                        .arg(StopText::write(info.id, *until))
                                        .arg(counted)));
            return Failed;
        }
        if (until && !until->isNever())
            from = back ? last : first;
        else if (until)
            from = counted; // "end": the last step
    }
    qint64 step = 0;
    std::atomic_bool full { false };
    options.cancel = &full;
    BufferedOut out;
    AttackStepSink sink { [&](const StepEvent &e) {
        if (++step < from)
            return;
        if (step - from == kMaxListed) {
            full = true;
            return;
        }
        out.add(eventJson(e, step)); // the first step is step 1, as in the window
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
