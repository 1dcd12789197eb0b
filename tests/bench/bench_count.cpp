// SPDX-License-Identifier: GPL-3.0-or-later
// bench_count: the solution counter on all threads against the textbook recursive bitmask
// counter on one thread, measured in the same run, for n = 14 to 17; n = 18 to 20 the counter
// only, with each step's growth beside the growth of the count itself, and the kernels at 18.
//   bench_count           up to n = 20 (about two minutes of it on two cores)
//   bench_count --to 19   stop earlier
#include "counter/solutioncounter.h"
#include "plaincounter.h"

#include "counter/completionsearch.h"
#include "knowncounts.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

using namespace nq;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// The best of `rounds` runs of the counter on all threads (the machine may be busy meanwhile).
double counterSeconds(int n, int rounds, std::int64_t *total,
                      SearchKernel kernel = SearchKernel::Fastest)
{
    double best = 1e30;
    for (int round = 0; round < rounds; ++round) {
        CountOptions options;
        options.n = n;
        options.kernel = kernel;
        const CountResult r = SolutionCounter(options).run();
        best = std::min(best, double(r.elapsedNs) / 1e9);
        *total = r.total;
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    int to = 20;
    if (argc == 3 && std::strcmp(argv[1], "--to") == 0)
        to = std::clamp(std::atoi(argv[2]), 18, 23);
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    std::printf("bench_count: counter on %u threads (%s search), plain counter on 1 thread\n",
                threads, SolutionCounter::kernelName());
    std::printf("%4s %14s %12s %12s %9s  %s\n", "n", "solutions", "counter_s", "plain_s", "ratio",
                "check");
    double plainAt16 = 0;
    double seconds[32] = {};
    for (int n = 14; n <= 17; ++n) {
        std::int64_t ours = 0;
        const double counter = counterSeconds(n, n <= 16 ? 5 : 3, &ours);
        seconds[n] = counter;
        const int plainRounds = n <= 14 ? 3 : 1;
        double plain = 1e30;
        std::int64_t theirs = 0;
        for (int round = 0; round < plainRounds; ++round) {
            const auto start = Clock::now();
            theirs = nq::test::plainCount(0, 0, 0, (1u << n) - 1);
            plain = std::min(plain, secondsSince(start));
        }
        if (n == 16)
            plainAt16 = plain;
        std::printf("%4d %14lld %12.3f %12.3f %9.1f  %s\n", n, static_cast<long long>(ours),
                    counter, plain, plain / counter, ours == theirs ? "same" : "DIFFERENT");
        std::fflush(stdout);
    }

    // Past the plain counter's reach: the counter alone, checked against the published counts.
    std::printf("\n%4s %14s %12s %12s %12s  %s\n", "n", "solutions", "counter_s", "step",
                "count_step", "check");
    for (int n = 16; n <= to; ++n) {
        std::int64_t ours = 0;
        if (n >= 18)
            seconds[n] = counterSeconds(n, n == 18 ? 3 : 1, &ours);
        else
            ours = *knownSolutionCount(n);
        const std::int64_t published = *knownSolutionCount(n);
        if (n == 16) {
            std::printf("%4d %14lld %12.3f\n", n, static_cast<long long>(ours), seconds[n]);
            continue;
        }
        std::printf("%4d %14lld %12.3f %11.2fx %11.2fx  %s\n", n, static_cast<long long>(ours),
                    seconds[n], seconds[n] / seconds[n - 1],
                    double(published) / double(*knownSolutionCount(n - 1)),
                    ours == published ? "published" : "DIFFERENT");
        std::fflush(stdout);
    }
    std::printf(
        "\nn = 18 against the plain counter at n = 16: %.3f s / %.3f s = %.2fx (target: under "
        "0.3x)\n",
        seconds[18], plainAt16, seconds[18] / plainAt16);

    // Every kernel this processor runs, at n = 16 to 18, beside the plain counter at 16 (the
    // portable one is what a build without x86 vector extensions, -DNQ_PORTABLE=ON, runs).
    std::printf("\nkernels on %u threads against the plain counter at n = 16 (%.3f s):\n", threads,
                plainAt16);
    std::printf("%10s %4s %12s %18s  %s\n", "kernel", "n", "seconds", "plain16/kernel", "check");
    for (const SearchKernel k :
         { SearchKernel::Avx512, SearchKernel::Avx2, SearchKernel::Portable }) {
        if (!CompletionSearch::available(k)) {
            std::printf("%10s      not on this processor\n", CompletionSearch::name(k));
            continue;
        }
        for (int n = 16; n <= 18; ++n) {
            std::int64_t ours = 0;
            const double s = counterSeconds(n, n == 18 ? 1 : 2, &ours, k);
            std::printf("%10s %4d %12.3f %17.2fx  %s\n", CompletionSearch::name(k), n, s,
                        plainAt16 / s, ours == *knownSolutionCount(n) ? "published" : "DIFFERENT");
            std::fflush(stdout);
        }
    }
    std::printf("targets: AVX2 at 18 within 0.35x the plain counter at 16 (plain16/kernel >= "
                "2.86x); portable at 16 at least 10x\n");
    return 0;
}
