// SPDX-License-Identifier: GPL-3.0-or-later
// bench_minconflicts: min-conflicts on boards of 10^4 to 10^7 queens through the event-free path
// (the same search the window animates): time, queens attacked after the start, moves, peak
// memory, and the growth of the time from one size to the next (near linear: under 15x a tenfold
// step). Every solution found is checked with per-line counts, after its time is taken.
#include "sinks.h"
#include "solutions.h"
#include "solvers/minconflicts.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace nq;

namespace {

double peakMegabytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

} // namespace

int main(int argc, char **argv)
{
    const int largest = argc > 1 ? std::atoi(argv[1]) : 10000000;
    std::printf("%10s %10s %12s %8s %9s %10s %8s\n", "n", "seconds", "start_attacked", "moves",
                "attempts", "peak_MB", "growth");
    double previous = 0;
    for (int n = 10000; n <= largest; n *= 10) {
        RunOptions options;
        options.n = n;
        options.mode = SolveMode::First;
        // The solution is kept and checked after the clock stops: the check is the benchmark's.
        std::vector<int> found;
        SolutionSink sink { [&found](std::span<const int> cols) {
            found.assign(cols.begin(), cols.end());
        } };
        solvers::MinConflictsReport report;
        const auto start = std::chrono::steady_clock::now();
        const RunResult result = solvers::minConflicts(sink, options, &report);
        const double seconds
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const bool ok = !found.empty() && test::isValidSolution(found);
        if (result.stats.solutions != 1 || !ok) {
            std::printf(
                "n=%d: no valid solution (solutions %lld, valid %d, moves %lld, attempts %d: %s)\n",
                n, static_cast<long long>(result.stats.solutions), int(ok),
                static_cast<long long>(report.moves), report.attempts, qPrintable(result.error));
            return 1;
        }
        std::printf("%10d %10.3f %12lld %8lld %9d %10.0f", n, seconds,
                    static_cast<long long>(report.startConflicts),
                    static_cast<long long>(report.moves), report.attempts, peakMegabytes());
        if (previous > 0)
            std::printf(" %7.1fx", seconds / previous);
        std::printf("\n");
        std::fflush(stdout);
        previous = seconds;
    }
    std::printf(
        "targets: 10^6 under 0.5 s, 10^7 under 6 s and 1 GB, each tenfold step under 15x\n");
    return 0;
}
