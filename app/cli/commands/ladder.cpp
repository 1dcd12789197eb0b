// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens ladder, nqueens estimate
#include "cliutil.h"
#include "commandline.h"

#include "knowncounts.h"
#include "knuthestimate.h"
#include "ladder.h"

#include <QLocale>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace nq {

using namespace cli;

int CommandLine::ladder()
{
    const Parsed p = parse();
    if (!p.values.contains(QStringLiteral("--to")))
        throw UsageError { tr("ladder needs --to N, the largest board size (from 4 to %1)")
                               .arg(LadderSpec::kMaxSize) };
    LadderSpec spec;
    const QString to = p.values.value(QStringLiteral("--to"));
    bool ok = false;
    spec.to = to.toInt(&ok);
    if (!ok || spec.to < spec.from || spec.to > LadderSpec::kMaxSize)
        throw UsageError { tr("--to must be a board size from %1 to %2, not '%3'")
                               .arg(spec.from)
                               .arg(LadderSpec::kMaxSize)
                               .arg(to) };
    if (p.values.contains(QStringLiteral("--budget")))
        spec.budgetSeconds = double(positiveNumber(p, QStringLiteral("--budget"), 3600));
    if (p.flags.contains(QStringLiteral("--first")))
        spec.mode = SolveMode::First;
    const QString format = p.values.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != u"text" && format != u"csv" && format != u"json")
        throw UsageError { tr("--format must be text, csv or json, not '%1'").arg(format) };

    std::vector<LadderRung> rungs;
    {
        const CatchInterrupt interrupts;
        rungs = Ladder::build(spec, nullptr, &g_interrupted);
    }
    if (g_interrupted.load()) {
        writeErr(tr("ladder not finished: interrupted"));
        return Interrupted;
    }
    if (format == u"csv") {
        writeOut(Ladder::csv(rungs));
        return Ok;
    }
    if (format == u"json") {
        writeOut(Ladder::json(rungs));
        return Ok;
    }
    // Text: a line a rung, aligned; estimates marked with a tilde, rungs left out with a dash.
    const QLocale c = QLocale::c();
    QString out = tr("algorithm                n  visited              tested               "
                     "seconds\n");
    for (const LadderRung &r : rungs) {
        const QString mark = r.kind == RungKind::Estimated ? QStringLiteral("~") : QString();
        // An estimate that cannot be off is not marked: nothing tested, or brute force's n^n
        // boards (its tree prunes nothing).
        const auto number = [&](double v, bool exact) {
            return r.kind == RungKind::LeftOut ? QStringLiteral("-")
                : exact || v == 0              ? c.toString(v, 'f', 0)
                                               : mark + c.toString(v, 'f', 0);
        };
        out += QStringLiteral("%1 %2  %3 %4 %5\n")
                   .arg(Algorithms::info(r.algorithm).idString(), -22)
                   .arg(r.n, 3)
                   .arg(number(r.visited(), r.visitedExact), -20)
                   .arg(number(double(r.stats.tested), false), -20)
                   .arg(r.kind == RungKind::LeftOut ? QStringLiteral("-")
                                                    : mark + QString::number(r.seconds, 'g', 3));
    }
    out += tr("visited: boards for brute-force and permutations, else queens put; ~ estimated "
              "by Knuth's method from the last size counted; - left out (beyond %1 s)\n")
               .arg(spec.budgetSeconds);
    writeOut(out);
    return Ok;
}

int CommandLine::estimate()
{
    const Parsed p = parse();
    const AlgorithmInfo &info = algorithm(p, "backtracking");
    const std::optional<ProbeTree> tree = probeTreeOf(info.id);
    if (!tree)
        throw UsageError { tr("%1 does not search a tree (it moves queens or places them by "
                              "formula); choose a backtracking algorithm, brute force, "
                              "permutations or a frontier search")
                               .arg(info.idString()) };
    const int n = boardSize(p, 1, KnuthEstimator::kMaxSize, QString());
    const std::int64_t probes = p.values.contains(QStringLiteral("--probes"))
        ? positiveNumber(p, QStringLiteral("--probes"), std::int64_t(1) << 40)
        : 100000;
    std::uint64_t seed = 1;
    if (p.values.contains(QStringLiteral("--seed"))) {
        bool ok = false;
        seed = p.values.value(QStringLiteral("--seed")).toULongLong(&ok);
        if (!ok)
            throw UsageError { tr("--seed must be a whole number from 0 to %1, not '%2'")
                                   .arg(std::numeric_limits<std::uint64_t>::max())
                                   .arg(p.values.value(QStringLiteral("--seed"))) };
    }
    KnuthEstimator estimator(n, *tree, seed);
    const auto start = std::chrono::steady_clock::now();
    {
        const CatchInterrupt interrupts;
        estimator.run(probes, &g_interrupted);
    }
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (g_interrupted.load()) {
        writeErr(tr("estimate not finished: interrupted after %L1 probes").arg(estimator.probes()));
        return Interrupted;
    }
    const std::optional<std::int64_t> known
        = *tree == ProbeTree::Queens ? knownTreeNodes(n) : std::nullopt;
    if (p.flags.contains(QStringLiteral("--json"))) {
        QStringList depths;
        for (const double d : estimator.perDepth())
            depths << QString::number(d, 'g', 10);
        writeOut(QStringLiteral("{\"n\":%1,\"algorithm\":\"%2\",\"probes\":%3,\"seed\":%4,"
                                "\"nodes\":%5,\"standardError\":%6,\"known\":%7,\"seconds\":%8,"
                                "\"depths\":[%9]}\n")
                     .arg(n)
                     .arg(info.idString())
                     .arg(estimator.probes())
                     .arg(seed)
                     .arg(QString::number(estimator.mean(), 'g', 10),
                          QString::number(estimator.standardError(), 'g', 6),
                          known ? QString::number(*known) : QStringLiteral("null"),
                          QString::number(seconds, 'g', 4), depths.join(QLatin1Char(','))));
        return Ok;
    }
    // Whole numbers with their thousands grouped, the estimate rounded to the digits its
    // standard error leaves (two of the error's own), so it reads beside the count.
    const QLocale c(QLocale::English, QLocale::UnitedStates); // 856,189
    const double mean = estimator.mean();
    const double error = estimator.standardError();
    const double unit
        = error >= 10 ? std::pow(10.0, std::floor(std::log10(error)) - 1) : 1; // whole nodes
    const auto rounded = [&c, unit](double v) {
        return c.toString(qlonglong(std::llround(std::round(v / unit) * unit)));
    };
    QString out;
    if (error > 0)
        out = tr("%1 x %1, %2: about %3 nodes, give or take %4\n")
                  .arg(n)
                  .arg(info.idString())
                  .arg(rounded(mean), rounded(error));
    else
        out = tr("%1 x %1, %2: %3 nodes (every probe gives the same: the figure is exact)\n")
                  .arg(n)
                  .arg(info.idString())
                  .arg(rounded(mean));
    out += error > 0
        ? tr("  (± one standard error: an estimate made with another seed lands "
             "this close about two times in three; %1 probes, seed %2)\n")
              .arg(c.toString(estimator.probes()), QString::number(seed))
        : tr("  (%1 probes, seed %2)\n").arg(c.toString(estimator.probes()), QString::number(seed));
    if (known) {
        const double off = 100.0 * (mean - double(*known)) / double(*known);
        out += tr("the tree has %1 nodes (counted): the estimate is %2 % %3\n")
                   .arg(c.toString(*known), QString::number(std::abs(off), 'f', 1),
                        off < 0 ? tr("under") : tr("over"));
    }
    writeOut(out);
    return Ok;
}

} // namespace nq
