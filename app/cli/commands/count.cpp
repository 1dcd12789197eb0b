// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens count
#include "cliutil.h"
#include "commandline.h"

#include "algorithms.h"
#include "counter/completionsearch.h"
#include "counter/solutioncounter.h"
#include "messagetext.h"
#include "sinks.h"
#include "solver.h"
#include "symmetry.h"

#include <atomic>
#include <chrono>
#include <csignal>

#include <cstdio>
#include <limits>

namespace nq {

using namespace cli;

int CommandLine::count()
{
    const Parsed p = parse();
    if (!p.values.contains(QStringLiteral("--algorithm")))
        return countFast(p);
    for (const QString &option :
         { QStringLiteral("--parts"), QStringLiteral("--part"), QStringLiteral("--threads"),
           QStringLiteral("--json"), QStringLiteral("--kernel") }) {
        if (p.values.contains(option) || p.flags.contains(option))
            throw UsageError {
                tr("%1 goes with the default counter only; leave out --algorithm").arg(option)
            };
    }
    const AlgorithmInfo &info = algorithm(p, "bitmask");
    if (!info.enumerates)
        throw UsageError { tr("%1 finds a single solution and cannot count them; use another "
                              "algorithm or 'nqueens solve N --algorithm %1'")
                               .arg(info.idString()) };
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    if (p.flags.contains(QStringLiteral("--unique"))) {
        qint64 classes = 0;
        SolutionSink sink { [&classes](std::span<const int> placement) {
            if (Symmetry::isCanonical(placement))
                ++classes;
        } };
        runAlgorithm(info.id, sink, options);
        writeOut(QStringLiteral("%1\n").arg(classes));
        return Ok;
    }
    NullSink sink;
    const RunResult result = runAlgorithm(info.id, sink, options);
    writeOut(QStringLiteral("%1\n").arg(result.stats.solutions));
    return Ok;
}

int CommandLine::countFast(const Parsed &p)
{
    CountOptions options;
    options.n = boardSize(p, SolutionCounter::kMinSize, SolutionCounter::kMaxSize,
                          tr("for the default counter"));
    if (p.values.contains(QStringLiteral("--threads")))
        options.threads = static_cast<int>(
            positiveNumber(p, QStringLiteral("--threads"), SolutionCounter::kMaxThreads));
    // A kernel chosen to measure it: one this processor (or this build) cannot run is refused.
    if (p.values.contains(QStringLiteral("--kernel"))) {
        const QString name = p.values.value(QStringLiteral("--kernel"));
        if (name == u"avx512")
            options.kernel = SearchKernel::Avx512;
        else if (name == u"avx2")
            options.kernel = SearchKernel::Avx2;
        else if (name == u"plain")
            options.kernel = SearchKernel::Portable;
        else
            throw UsageError { tr("--kernel must be avx512, avx2 or plain, not '%1'").arg(name) };
        if (!CompletionSearch::available(options.kernel))
            throw UsageError { tr("this processor (or this build) cannot run the %1 kernel; the "
                                  "fastest here is %2")
                                   .arg(QLatin1String(CompletionSearch::name(options.kernel)),
                                        QLatin1String(
                                            CompletionSearch::name(SearchKernel::Fastest))) };
    }
    const bool hasParts = p.values.contains(QStringLiteral("--parts"));
    if (hasParts != p.values.contains(QStringLiteral("--part")))
        throw UsageError { tr("--parts P and --part I go together (I from 0 to P - 1)") };
    if (hasParts) {
        options.parts = static_cast<int>(
            positiveNumber(p, QStringLiteral("--parts"), std::numeric_limits<int>::max()));
        const QString text = p.values.value(QStringLiteral("--part"));
        bool ok = false;
        const qlonglong part = text.toLongLong(&ok);
        if (!ok || part < 0 || part >= options.parts)
            throw UsageError { tr("--part must be a whole number from 0 to %1, not '%2'")
                                   .arg(options.parts - 1)
                                   .arg(text) };
        options.part = static_cast<int>(part);
    }

    // A progress line for counts that take a while, rewritten in place on a terminal.
    ProgressLine progress([&](std::int64_t done, std::int64_t total, const QString &left) {
        return tr("counting %1 x %1: %2 of %3 tasks (%4%), %5")
            .arg(options.n)
            .arg(done)
            .arg(total)
            .arg(QString::number(100.0 * double(done) / double(total), 'f', 1))
            .arg(left);
    });
    options.progress = [&](std::int64_t done, std::int64_t total) { progress.tell(done, total); };
    auto clearProgress = [&progress]() { progress.clear(); };

    options.cancel = &g_interrupted;
    const CountResult result = [&] {
        const CatchInterrupt interrupts;
        return SolutionCounter(options).run();
    }();
    clearProgress();
    if (result.cancelled) {
        writeErr(tr("count not finished: interrupted"));
        return Interrupted;
    }
    if (p.flags.contains(QStringLiteral("--json"))) {
        writeOut(QStringLiteral("{\"n\":%1,\"parts\":%2,\"part\":%3,\"total\":%4,\"unique\":%5,"
                                "\"tasks\":%6,\"seconds\":%7}\n")
                     .arg(options.n)
                     .arg(options.parts)
                     .arg(options.part)
                     .arg(result.total)
                     .arg(result.unique)
                     .arg(result.tasks)
                     .arg(QString::number(double(result.elapsedNs) / 1e9, 'f', 3)));
        return Ok;
    }
    const bool unique = p.flags.contains(QStringLiteral("--unique"));
    writeOut(QStringLiteral("%1\n").arg(unique ? result.unique : result.total));
    return Ok;
}

} // namespace nq
