// SPDX-License-Identifier: GPL-3.0-or-later
// bench_count: the solution counter on all threads against the textbook recursive bitmask
// counter on one thread, measured in the same run, for n = 14 to 17; n = 18 the counter only.
#include "plaincounter.h"
#include "counter/solutioncounter.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <thread>

using namespace nq;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}


// The best of `rounds` runs of the counter on all threads (the machine may be busy meanwhile).
double counterSeconds(int n, int rounds, std::int64_t *total)
{
    double best = 1e30;
    for (int round = 0; round < rounds; ++round) {
        CountOptions options;
        options.n = n;
        const CountResult r = SolutionCounter(options).run();
        best = std::min(best, double(r.elapsedNs) / 1e9);
        *total = r.total;
    }
    return best;
}

} // namespace

int main()
{
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    std::printf("bench_count: counter on %u threads (%s search), plain counter on 1 thread\n",
                threads, SolutionCounter::kernelName());
    std::printf("%4s %14s %12s %12s %9s  %s\n", "n", "solutions", "counter_s", "plain_s", "ratio",
                "check");
    double plainPrevious = 0, plainLast = 0;
    for (int n = 14; n <= 17; ++n) {
        std::int64_t ours = 0;
        const double counter = counterSeconds(n, n <= 16 ? 5 : 3, &ours);
        const int plainRounds = n <= 14 ? 3 : 1;
        double plain = 1e30;
        std::int64_t theirs = 0;
        for (int round = 0; round < plainRounds; ++round) {
            const auto start = Clock::now();
            theirs = nq::test::plainCount(0, 0, 0, (1u << n) - 1);
            plain = std::min(plain, secondsSince(start));
        }
        plainPrevious = plainLast;
        plainLast = plain;
        std::printf("%4d %14lld %12.3f %12.3f %9.1f  %s\n", n, static_cast<long long>(ours),
                    counter, plain, plain / counter, ours == theirs ? "same" : "DIFFERENT");
        std::fflush(stdout);
    }
    std::int64_t ours = 0;
    const double counter = counterSeconds(18, 2, &ours);
    // The plain counter grows by about the same factor from one n to the next.
    const double plainEstimate = plainLast * (plainLast / plainPrevious);
    std::printf("%4d %14lld %12.3f %12.0f %9.1f  plain not measured (estimated from n = 16, 17)\n",
                18, static_cast<long long>(ours), counter, plainEstimate, plainEstimate / counter);
    std::printf("\ntargets: ratio at n = 16 >= 12 (stretch 40); n = 17 < 5 s; n = 18 < 35 s "
                "(stretch 3 s)\n");
    return 0;
}
