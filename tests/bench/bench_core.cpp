// SPDX-License-Identifier: GPL-3.0-or-later
// bench_core: events per second through a discarding sink and nodes per second with no sink,
// per algorithm; the event-free bitmask path against a plain recursive bitmask counter at n = 14;
// how long a cancel takes to stop a run.
#include "algorithms.h"
#include "plaincounter.h"
#include "sinks.h"
#include "solver.h"

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

struct EventCounter
{
    static constexpr bool kSteps = true;
    static constexpr bool kPlacements = false;
    std::int64_t events = 0;
    void step(const StepEvent &) { ++events; }
    void solution(std::span<const int>) { }
};

int sizeFor(AlgorithmId id)
{
    switch (id) {
    case AlgorithmId::BruteForce:
        return 8;
    case AlgorithmId::BranchColumns:
    case AlgorithmId::Permutations:
        return 10;
    case AlgorithmId::BreadthFirst:
        return 11;
    case AlgorithmId::MinConflicts:
        return 2000;
    default:
        return 12;
    }
}

} // namespace

int main()
{
    std::printf("%-24s %4s %14s %16s %14s\n", "algorithm", "n", "events", "events_per_s",
                "nodes_per_s");
    for (const AlgorithmInfo &info : Algorithms::all()) {
        RunOptions options;
        options.n = sizeFor(info.id);
        EventCounter counter;
        auto start = Clock::now();
        runAlgorithm(info.id, counter, options);
        const double eventSeconds = secondsSince(start);

        NullSink null;
        start = Clock::now();
        const RunResult plain = runAlgorithm(info.id, null, options);
        const double nodeSeconds = secondsSince(start);
        const double nodes = double(plain.stats.placements + plain.stats.boards);
        std::printf("%-24s %4d %14lld %16.0f %14.0f\n", info.key, options.n,
                    static_cast<long long>(counter.events), double(counter.events) / eventSeconds,
                    nodes / nodeSeconds);
        std::fflush(stdout);
    }

    // bitmask at n = 14: the event-free path of the instrumented algorithm against the plain
    // counter, best of seven runs each, alternating, measured here in the same run.
    const int n = 14;
    double best[2] = { 1e9, 1e9 };
    std::int64_t counts[2] = { 0, 0 };
    for (int round = 0; round < 7; ++round) {
        auto start = Clock::now();
        counts[0] = nq::test::plainCount(0, 0, 0, (1u << n) - 1);
        best[0] = std::min(best[0], secondsSince(start));
        NullSink null;
        RunOptions options;
        options.n = n;
        start = Clock::now();
        counts[1] = runAlgorithm(AlgorithmId::Bitmask, null, options).stats.solutions;
        best[1] = std::min(best[1], secondsSince(start));
    }
    std::printf("\nbitmask n=%d: plain_counter_s %.3f (%lld) event_free_bitmask_s %.3f (%lld) "
                "ratio %.3f (target <= 1.10)\n",
                n, best[0], static_cast<long long>(counts[0]), best[1],
                static_cast<long long>(counts[1]), best[1] / best[0]);

    // Cancel latency: a worker runs a long search; the flag is set after 100 ms.
    std::printf("\n%-24s %4s %16s\n", "cancel", "n", "stop_latency_ms");
    for (const AlgorithmId id :
         { AlgorithmId::BruteForce, AlgorithmId::Permutations, AlgorithmId::Backtracking,
           AlgorithmId::Bitmask, AlgorithmId::BreadthFirst, AlgorithmId::MinConflicts }) {
        const AlgorithmInfo &info = Algorithms::info(id);
        std::atomic_bool cancel { false };
        RunOptions options;
        options.n = id == AlgorithmId::MinConflicts ? 1000000 : info.maxSize;
        options.cancel = &cancel;
        Clock::time_point stopped;
        std::thread worker([&] {
            DiscardSink sink;
            runAlgorithm(id, sink, options);
            stopped = Clock::now();
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const auto asked = Clock::now();
        cancel = true;
        worker.join();
        std::printf("%-24s %4d %16.3f\n", info.key, options.n,
                    std::chrono::duration<double, std::milli>(stopped - asked).count());
    }
    return 0;
}
