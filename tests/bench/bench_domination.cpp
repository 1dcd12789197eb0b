// SPDX-License-Identifier: GPL-3.0-or-later
// bench_domination: the time to list all minimum dominating sets of n = 8, 9, 10, 11 with five
// queens, and at n = 8 the ratio against a plain enumeration of every 5-subset of squares with
// bit masks, measured in the same run.
#include "domination.h"
#include "explorer.h"

#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// Every k-subset of the 64 squares of 8x8, covered squares ORed from 64-bit masks.
std::int64_t plainSubsets(int k)
{
    const int n = 8;
    std::uint64_t cover[64];
    for (int q = 0; q < 64; ++q) {
        cover[q] = 0;
        for (int s = 0; s < 64; ++s) {
            const int qr = q / n, qc = q % n, sr = s / n, sc = s % n;
            if (qr == sr || qc == sc || qr - qc == sr - sc || qr + qc == sr + sc)
                cover[q] |= std::uint64_t(1) << s;
        }
    }
    std::int64_t found = 0;
    struct Walk
    {
        const std::uint64_t *cover;
        int k;
        std::int64_t *found;
        void run(int start, int depth, std::uint64_t covered)
        {
            if (depth == k) {
                *found += covered == ~std::uint64_t(0);
                return;
            }
            for (int q = start; q <= 64 - (k - depth); ++q)
                run(q + 1, depth + 1, covered | cover[q]);
        }
    } walk { cover, k, &found };
    walk.run(0, 0, 0);
    return found;
}

} // namespace

int main()
{
    std::printf("%3s %3s %10s %10s %10s\n", "n", "k", "sets", "classes", "seconds");
    double eight = 0;
    for (const int n : { 8, 9, 10, 11 }) {
        nq::DominationOptions o;
        o.n = n;
        o.queens = 5;
        std::int64_t sets = 0, classes = 0;
        const auto start = Clock::now();
        nq::Domination::enumerate(o, [&](std::span<const nq::Square>, bool canonical) {
            ++sets;
            classes += canonical;
            return true;
        });
        const double s = since(start);
        if (n == 8)
            eight = s;
        std::printf("%3d %3d %10lld %10lld %10.3f\n", n, 5, static_cast<long long>(sets),
                    static_cast<long long>(classes), s);
        std::fflush(stdout);
    }
    const auto start = Clock::now();
    const std::int64_t plain = plainSubsets(5);
    const double p = since(start);
    std::printf("\nn=8 k=5: plain enumeration of all 7,624,512 subsets %.3f s (%lld sets), "
                "pruned search %.3f s, ratio %.1f\n",
                p, static_cast<long long>(plain), eight, p / eight);

    // Counting when sets are many (issue: at least 3x faster than the plain enumeration for k
    // from gamma to gamma + 2 on 8x8): the count, the time of each method and their ratio.
    std::printf("\n8x8, counting: the search (Domination::countSets) against the plain enumeration\n");
    std::printf("%3s %12s %10s %10s %8s\n", "k", "sets", "search s", "plain s", "ratio");
    for (const int k : { 5, 6, 7 }) {
        nq::DominationOptions o;
        o.n = 8;
        o.queens = k;
        auto t0 = Clock::now();
        const nq::DominationResult r = nq::Domination::countSets(o);
        const double searched = since(t0);
        t0 = Clock::now();
        const std::int64_t plainCount = plainSubsets(k);
        const double plainSeconds = since(t0);
        std::printf("%3d %12lld %10.3f %10.3f %7.2fx%s\n", k, static_cast<long long>(r.sets), searched,
                    plainSeconds, plainSeconds / searched, r.sets == plainCount ? "" : "  (the counts differ!)");
        std::fflush(stdout);
    }

    // Explore mode asks on the GUI thread: a hint from an empty board (k = gamma: the first
    // set; k = gamma - 1: the whole search fails) and the live count, capped as the window does.
    std::printf("\nexplore (GUI thread): hint and live count from an empty board\n");
    std::printf("%3s %3s %12s %12s %12s\n", "n", "k", "hint s", "count", "count s");
    const int gamma[] = { 0, 1, 1, 1, 2, 3, 3, 4, 5, 5, 5, 5, 6, 7, 8, 9, 9 };
    for (const int n : { 8, 10, 11, 12, 13 }) {
        for (const int k : { gamma[n] - 1, gamma[n], gamma[n] + 1 }) {
            nq::Explorer e(n);
            auto t0 = Clock::now();
            e.coverHint(k, false);
            const double h = since(t0);
            t0 = Clock::now();
            const std::int64_t c = e.coveringSets(k, false, nq::Explorer::kLiveCountCap);
            std::printf("%3d %3d %12.3f %12lld %12.3f\n", n, k, h, static_cast<long long>(c), since(t0));
            std::fflush(stdout);
        }
    }
    return 0;
}
