// SPDX-License-Identifier: GPL-3.0-or-later
#include "solutioncounter.h"

#include "completionsearch.h"
#include "startconstellation.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace nq {

namespace {

using Clock = std::chrono::steady_clock;

// Progress goes out at most this often, so that a GUI forwarding it is not flooded.
constexpr std::chrono::milliseconds kProgressInterval { 100 };

// What one thread counted.
struct Tally
{
    std::int64_t total = 0;
    std::int64_t unique = 0;
    bool cancelled = false;
};

} // namespace

SolutionCounter::SolutionCounter(const CountOptions &options) : m_options(options) { }

std::int64_t SolutionCounter::taskCount(int n)
{
    return static_cast<std::int64_t>(StartConstellation::list(n).size());
}

const char *SolutionCounter::kernelName()
{
    return CompletionSearch::name(SearchKernel::Fastest);
}

CountResult SolutionCounter::run()
{
    const Clock::time_point start = Clock::now();
    CountResult result;
    const int n = m_options.n;
    if (n < kMinSize || n > kMaxSize || m_options.parts < 1 || m_options.part < 0
        || m_options.part >= m_options.parts)
        return result;

    std::vector<StartConstellation> made;
    if (!m_options.constellations)
        made = StartConstellation::list(n);
    const std::vector<StartConstellation> &all
        = m_options.constellations ? *m_options.constellations : made;
    std::vector<StartConstellation> tasks;
    for (std::size_t i = static_cast<std::size_t>(m_options.part); i < all.size();
         i += static_cast<std::size_t>(m_options.parts))
        tasks.push_back(all[i]);
    result.tasks = static_cast<std::int64_t>(tasks.size());
    // The list runs roughly from the largest tasks to the smallest; taken in a fixed shuffled
    // order instead, the share of tasks done tracks the share of work done, and so does the
    // time-left estimate built on it. The order changes nothing in the counts.
    std::mt19937 shuffle(20260101u);
    for (std::size_t i = tasks.size(); i > 1; --i)
        std::swap(tasks[i - 1], tasks[shuffle() % i]);

    int threads = m_options.threads > 0 ? m_options.threads
                                        : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, kMaxThreads);
    threads = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(threads),
                                                     std::max<std::size_t>(tasks.size(), 1)));

    const std::atomic_bool *cancel = m_options.cancel;
    std::atomic<std::size_t> next { 0 };
    std::atomic<std::int64_t> done { 0 };
    std::mutex reporting;
    Clock::time_point lastReport = start;
    const std::int64_t taskTotal = result.tasks;
    const auto &progress = m_options.progress;

    auto work = [&](Tally &tally) {
        CompletionSearch search(n, m_options.kernel);
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                tally.cancelled = true;
                return;
            }
            const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
            if (i >= tasks.size())
                return;
            const StartConstellation &c = tasks[i];
            const std::int64_t solutions = search.count(c, cancel);
            if (solutions < 0) {
                tally.cancelled = true;
                return;
            }
            // Burnside within the stabilizer: the classes among these solutions are the average
            // number of solutions each stabilizing transform fixes (reflections fix none).
            std::int64_t fixedSum = solutions;
            for (std::size_t t = 1; t < kAllTransforms.size(); ++t) {
                if (!(c.stabilizer >> t & 1u))
                    continue;
                const std::int64_t fixed = search.countFixed(c, kAllTransforms[t], cancel);
                if (fixed < 0) {
                    tally.cancelled = true;
                    return;
                }
                fixedSum += fixed;
            }
            tally.total += solutions * c.orbitSize();
            tally.unique += fixedSum / c.stabilizerSize();
            const std::int64_t finished = done.fetch_add(1, std::memory_order_relaxed) + 1;
            if (progress && finished < taskTotal && reporting.try_lock()) {
                const Clock::time_point now = Clock::now();
                if (now - lastReport >= kProgressInterval) {
                    lastReport = now;
                    progress(finished, taskTotal);
                }
                reporting.unlock();
            }
        }
    };

    std::vector<Tally> tallies(static_cast<std::size_t>(threads));
    std::vector<std::thread> helpers;
    helpers.reserve(static_cast<std::size_t>(threads - 1));
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work, std::ref(tallies[static_cast<std::size_t>(t)]));
    work(tallies[0]);
    for (std::thread &helper : helpers)
        helper.join();

    for (const Tally &tally : tallies) {
        result.total += tally.total;
        result.unique += tally.unique;
        result.cancelled = result.cancelled || tally.cancelled;
    }
    if (!result.cancelled && progress)
        progress(done.load(), taskTotal);
    result.elapsedNs
        = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
    return result;
}

} // namespace nq
