// SPDX-License-Identifier: GPL-3.0-or-later
#include "ladder.h"

#include "knuthestimate.h"
#include "sinks.h"
#include "solver.h"

#include <algorithm>
#include <cmath>

namespace nq {

namespace {

bool testsWholeBoards(AlgorithmId id)
{
    return id == AlgorithmId::BruteForce || id == AlgorithmId::Permutations;
}

// The nodes of `id`'s tree on n x n, and its leaves at depth n (the boards a whole-board search
// tests): exact for the enumerating trees, Knuth's estimate for the pruned one (from `probes`
// probes of `seed`).
struct TreeNodes
{
    double nodes = 0;
    double full = 0;
    bool exact = false; ///< counted by formula, not estimated
};

TreeNodes treeNodes(AlgorithmId id, int n, std::int64_t probes, std::uint64_t seed)
{
    const ProbeTree tree = probeTreeOf(id).value_or(ProbeTree::Queens);
    if (const std::optional<ExactTree> exact = exactTree(tree, n))
        return { exact->nodes, exact->leaves, true };
    KnuthEstimator estimator(n, tree, seed);
    estimator.run(probes);
    return { estimator.mean(), estimator.perDepth().back() };
}

// Probes for a prediction: enough to tell minutes from seconds.
constexpr std::int64_t kPredictionProbes = 2000;

} // namespace

double LadderRung::visited() const
{
    return double(testsWholeBoards(algorithm) ? stats.boards : stats.placements);
}

std::vector<AlgorithmId> LadderSpec::defaultAlgorithms()
{
    std::vector<AlgorithmId> ids;
    for (const AlgorithmInfo &info : Algorithms::all()) {
        if (info.enumerates && probeTreeOf(info.id))
            ids.push_back(info.id);
    }
    return ids;
}

LadderRung Ladder::count(AlgorithmId algorithm, int n, SolveMode mode,
                         const std::atomic_bool *cancel)
{
    RunOptions options;
    options.n = n;
    options.mode = mode;
    options.cancel = cancel;
    NullSink sink;
    const RunResult result = runAlgorithm(algorithm, sink, options);
    LadderRung rung;
    rung.algorithm = algorithm;
    rung.n = n;
    rung.kind = result.cancelled ? RungKind::LeftOut : RungKind::Counted;
    rung.stats = result.stats;
    rung.seconds = double(result.stats.elapsedNs) / 1e9;
    return rung;
}

double Ladder::predictSeconds(const LadderRung &last, int n)
{
    const double from = treeNodes(last.algorithm, last.n, kPredictionProbes, 1).nodes;
    const double to = treeNodes(last.algorithm, n, kPredictionProbes, 1).nodes;
    // A run shorter than a millisecond tells little of its pace: a microsecond a node at most.
    const double seconds = std::max(last.seconds, from * 1e-9);
    return from > 0 ? seconds * to / from : seconds;
}

LadderRung Ladder::estimate(const LadderRung &last, int n, std::int64_t probes, std::uint64_t seed)
{
    LadderRung rung;
    rung.algorithm = last.algorithm;
    rung.n = n;
    rung.kind = RungKind::Estimated;
    const TreeNodes from = treeNodes(last.algorithm, last.n, probes, seed);
    const TreeNodes to = treeNodes(last.algorithm, n, probes, seed);
    // Boards grow as the tree's last level, everything else as its nodes.
    // Past what a counter holds (9.2 x 10^18: backtracking from about 26 x 26), the rung is
    // left out rather than given a wrong figure.
    bool beyond = false;
    const auto scaledBy = [&beyond](std::int64_t v, double to, double from) -> std::int64_t {
        const double x = from > 0 ? double(v) * to / from : 0;
        if (x >= 9.2e18) {
            beyond = true;
            return 0;
        }
        return std::llround(x);
    };
    const auto scaled = [&](std::int64_t v) { return scaledBy(v, to.nodes, from.nodes); };
    rung.stats.placements = scaled(last.stats.placements);
    rung.stats.tested = scaled(last.stats.tested);
    rung.stats.conflicts = scaled(last.stats.conflicts);
    rung.stats.backtracks = scaled(last.stats.backtracks);
    rung.stats.boards = scaledBy(last.stats.boards, to.full, from.full);
    // Every board of the last level counted, scaled by levels known exactly: the count itself.
    rung.visitedExact = testsWholeBoards(last.algorithm) && from.exact && to.exact
        && last.kind == RungKind::Counted && double(last.stats.boards) == from.full;
    rung.stats.solutions = -1; // not known from a probe
    rung.stats.deepest = n - 1;
    rung.seconds = predictSeconds(last, n);
    if (beyond) {
        rung.kind = RungKind::LeftOut;
        rung.stats = RunStats {};
    }
    return rung;
}

std::vector<LadderRung> Ladder::build(const LadderSpec &spec,
                                      const std::function<void(const LadderRung &)> &done,
                                      const std::atomic_bool *cancel)
{
    std::vector<LadderRung> rungs;
    const auto cancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };
    for (const AlgorithmId id : spec.algorithms) {
        const AlgorithmInfo &info = Algorithms::info(id);
        std::optional<LadderRung> last; // the last rung counted
        bool beyond = false; // a smaller size was past the budget
        for (int n = std::max(spec.from, info.minSize); n <= std::min(spec.to, info.maxSize); ++n) {
            if (cancelled())
                return rungs;
            LadderRung rung;
            if (!beyond && last && predictSeconds(*last, n) > spec.budgetSeconds)
                beyond = true;
            // The first size has no pace to go by: a nominal 20 ns a node of its tree.
            if (!beyond && !last
                && treeNodes(id, n, kPredictionProbes, 1).nodes * 2e-8 > spec.budgetSeconds)
                beyond = true;
            if (!beyond) {
                rung = count(id, n, spec.mode, cancel);
                if (rung.kind == RungKind::LeftOut)
                    return rungs; // cancelled midway
                last = rung;
            } else if (spec.mode == SolveMode::All && last) {
                rung = estimate(*last, n, spec.probes, spec.seed);
            } else {
                rung.algorithm = id;
                rung.n = n;
                rung.kind = RungKind::LeftOut;
            }
            rungs.push_back(rung);
            if (done)
                done(rung);
        }
    }
    return rungs;
}

double Ladder::powerOfN(int n)
{
    return std::pow(double(n), double(n));
}

double Ladder::factorial(int n)
{
    double f = 1;
    for (int k = 2; k <= n; ++k)
        f *= k;
    return f;
}

QString Ladder::kindKey(RungKind kind)
{
    switch (kind) {
    case RungKind::Counted:
        return QStringLiteral("counted");
    case RungKind::Estimated:
        return QStringLiteral("estimated");
    case RungKind::LeftOut:
        break;
    }
    return QStringLiteral("left-out");
}

namespace {

// A count as digits (an estimate rounded to a whole number); empty where not known.
QString figure(double value)
{
    return value < 0 ? QString() : QString::number(value, 'f', 0);
}

QString seconds(const LadderRung &rung)
{
    return rung.kind == RungKind::LeftOut ? QString() : QString::number(rung.seconds, 'g', 4);
}

} // namespace

QString Ladder::csv(const std::vector<LadderRung> &rungs)
{
    QString out = QStringLiteral("algorithm,n,kind,visited,placements,tested,boards,solutions,"
                                 "seconds,n^n,n!\n");
    for (const LadderRung &r : rungs) {
        const bool known = r.kind != RungKind::LeftOut;
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11\n")
                   .arg(Algorithms::info(r.algorithm).idString())
                   .arg(r.n)
                   .arg(kindKey(r.kind), known ? figure(r.visited()) : QString(),
                        known ? figure(double(r.stats.placements)) : QString(),
                        known ? figure(double(r.stats.tested)) : QString(),
                        known ? figure(double(r.stats.boards)) : QString(),
                        r.kind == RungKind::Counted ? figure(double(r.stats.solutions)) : QString(),
                        seconds(r))
                   .arg(figure(powerOfN(r.n)), figure(factorial(r.n)));
    }
    return out;
}

QString Ladder::json(const std::vector<LadderRung> &rungs)
{
    QStringList items;
    for (const LadderRung &r : rungs) {
        const bool known = r.kind != RungKind::LeftOut;
        const auto number
            = [&](double v) { return known && v >= 0 ? figure(v) : QStringLiteral("null"); };
        items << QStringLiteral("{\"algorithm\":\"%1\",\"n\":%2,\"kind\":\"%3\",\"visited\":%4,"
                                "\"placements\":%5,\"tested\":%6,\"boards\":%7,\"solutions\":%8,"
                                "\"seconds\":%9}")
                     .arg(Algorithms::info(r.algorithm).idString())
                     .arg(r.n)
                     .arg(kindKey(r.kind), number(r.visited()), number(double(r.stats.placements)),
                          number(double(r.stats.tested)), number(double(r.stats.boards)),
                          r.kind == RungKind::Counted ? figure(double(r.stats.solutions))
                                                      : QStringLiteral("null"),
                          known ? seconds(r) : QStringLiteral("null"));
    }
    return QLatin1Char('[') + items.join(QLatin1Char(',')) + QStringLiteral("]\n");
}

} // namespace nq
