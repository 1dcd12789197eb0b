// SPDX-License-Identifier: GPL-3.0-or-later
// bench_compare: what the Compare window waits for. The ladder of the pruning algorithms from
// 4 x 4 to 12 x 12 (target: filled in under 10 s), and Knuth's estimator in probes per second
// on 12 x 12 (target: at least 1,000,000) and on 20 x 20 with 100,000 probes (what
// `nqueens estimate 20` does; target: under a second); then the Count dialog's forecast of
// 18 x 18 and 19 x 19 beside the count itself.
#include "counter/countforecast.h"
#include "counter/solutioncounter.h"
#include "knowncounts.h"
#include "knuthestimate.h"
#include "ladder.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    using namespace nq;

    // 1. The ladder of the pruning algorithms, counted size by size as the window fills it.
    LadderSpec spec;
    spec.to = 12;
    spec.budgetSeconds = 1e9; // every rung counted, none estimated
    spec.algorithms = { AlgorithmId::Backtracking,          AlgorithmId::BacktrackingCheck,
                        AlgorithmId::BacktrackingIterative, AlgorithmId::Bitmask,
                        AlgorithmId::BreadthFirst,          AlgorithmId::DepthFirstStack };
    QElapsedTimer clock;
    clock.start();
    std::vector<LadderRung> rungs = Ladder::build(spec, nullptr);
    const double ladderSeconds = double(clock.nsecsElapsed()) / 1e9;
    for (const AlgorithmId id : spec.algorithms) {
        double total = 0;
        for (const LadderRung &r : rungs)
            total += r.algorithm == id ? r.seconds : 0;
        std::printf("ladder 4..12 %-24s %8.3f s\n", qPrintable(Algorithms::info(id).idString()),
                    total);
    }
    std::printf("ladder 4..12, %zu rungs of the pruning algorithms: %.2f s (target under 10 s)\n",
                rungs.size(), ladderSeconds);

    // 2. Knuth's probes on 12 x 12.
    KnuthEstimator twelve(12, ProbeTree::Queens, 1);
    clock.restart();
    twelve.run(5000000);
    const double probeSeconds = double(clock.nsecsElapsed()) / 1e9;
    std::printf("estimator 12x12: %.0f probes/s (target at least 1,000,000); %.6g ± %.3g nodes, "
                "counted %lld (%.2f standard errors off)\n",
                double(twelve.probes()) / probeSeconds, twelve.mean(), twelve.standardError(),
                static_cast<long long>(*knownTreeNodes(12)),
                std::abs(twelve.mean() - double(*knownTreeNodes(12))) / twelve.standardError());

    // 3. nqueens estimate 20: 100,000 probes.
    KnuthEstimator twenty(20, ProbeTree::Queens, 1);
    clock.restart();
    twenty.run(100000);
    std::printf("estimate 20x20, 100000 probes: %.3f s (target under 1 s); %.4g ± %.2g nodes\n",
                double(clock.nsecsElapsed()) / 1e9, twenty.mean(), twenty.standardError());

    // 4. The Count dialog's forecast against the count itself, on 18 x 18 and 19 x 19 (the
    // second takes about 15 s here; pass "quick" to skip it).
    const int last = argc > 1 && QByteArray(argv[1]) == "quick" ? 18 : 19;
    for (int n = 18; n <= last; ++n) {
        const std::optional<CountForecast> f = forecastCount(n);
        CountOptions options;
        options.n = n;
        clock.restart();
        const CountResult counted = SolutionCounter(options).run();
        const double real = double(clock.nsecsElapsed()) / 1e9;
        std::printf("count forecast %dx%d: %.2f s forecast (timed on %dx%d in %.3f s, tree %.3g "
                    "nodes), %.2f s counted (%lld solutions): forecast/real %.2f\n",
                    n, n, f->seconds, f->calibration, f->calibration, f->calibrationSeconds,
                    f->nodes, real, static_cast<long long>(counted.total), f->seconds / real);
    }
    return 0;
}
