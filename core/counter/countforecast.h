// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <optional>

namespace nq {

/// How long a count of n x n will take on this machine, said before it starts.
struct CountForecast
{
    double seconds = 0; ///< the forecast
    double nodes = 0; ///< the backtracking tree of n x n: counted, or Knuth's estimate
    int calibration = 0; ///< the smaller board counted to time this machine
    double calibrationSeconds = 0;
};

/**
 * Forecasts a count of n x n with SolutionCounter on `threads` threads (0: every core): a
 * smaller board is counted to time this machine, and the time is scaled by the ratio of the two
 * boards' backtracking trees (the larger by Knuth's estimate beyond the counted sizes). On 18 x 18
 * here it said 1.97 s for a count of 1.55 s (bench_compare). Boards below kForecastFrom count in
 * well under a second: nothing. Nothing either when cancelled.
 */
std::optional<CountForecast> forecastCount(int n, int threads = 0,
                                           const std::atomic_bool *cancel = nullptr);
inline constexpr int kForecastFrom = 18;

} // namespace nq
