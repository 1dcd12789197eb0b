// SPDX-License-Identifier: GPL-3.0-or-later
#include "counter/countforecast.h"

#include "counter/solutioncounter.h"
#include "knowncounts.h"
#include "knuthestimate.h"

#include <algorithm>
#include <chrono>

namespace nq {

namespace {

double treeNodes(int n)
{
    if (const std::optional<std::int64_t> known = knownTreeNodes(n))
        return double(*known);
    KnuthEstimator estimator(n, ProbeTree::Queens, 1);
    estimator.run(200000);
    return estimator.mean();
}

} // namespace

std::optional<CountForecast> forecastCount(int n, int threads, const std::atomic_bool *cancel)
{
    if (n < kForecastFrom || n > SolutionCounter::kMaxSize)
        return std::nullopt;
    CountForecast f;
    // A board two smaller, at most 17 x 17: a fraction of a second here.
    f.calibration = std::min(n - 2, 17);
    CountOptions options;
    options.n = f.calibration;
    options.threads = threads;
    options.cancel = cancel;
    const auto start = std::chrono::steady_clock::now();
    const CountResult result = SolutionCounter(options).run();
    f.calibrationSeconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (result.cancelled)
        return std::nullopt;
    f.nodes = treeNodes(n);
    f.seconds = f.calibrationSeconds * f.nodes / treeNodes(f.calibration);
    return f;
}

} // namespace nq
