// SPDX-License-Identifier: GPL-3.0-or-later
// bench_browser: lists and groups all solutions of 15x15 (or the size given) the way the
// solution browser does, and prints the time and the peak memory.
#include "memory.h"
#include "solutioncatalog.h"

#include <chrono>
#include <cstdio>

int main(int argc, char *argv[])
{
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 15;
    const auto start = std::chrono::steady_clock::now();
    nq::SolutionCatalog catalog;
    catalog.build(n);
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("n %d\nsolutions %lld\nclasses %lld\nseconds %.3f (target < 3)\n"
                "catalogue_mb %.1f\npeak_rss_mb %.1f (target < 200)\n",
                n, static_cast<long long>(catalog.solutionCount()),
                static_cast<long long>(catalog.classCount()), seconds,
                double(catalog.bytes()) / 1048576.0, nq::test::processMemoryMb("VmHWM"));
    return 0;
}
