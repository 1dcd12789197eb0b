// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "completionsearch.h"
#include "startconstellation.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace nq {

/// What SolutionCounter counts, and how.
struct CountOptions
{
    int n = 8;
    int threads = 0; ///< 0: one per core (std::thread::hardware_concurrency())
    int parts = 1; ///< the task list is dealt round-robin into this many parts...
    int part = 0; ///< ...and only this one (0 to parts - 1) is counted
    const std::atomic_bool *cancel = nullptr; ///< set from any thread to stop soon
    /// Tasks done out of the part's tasks; called from a counting thread, about ten times a
    /// second at most and once at the end.
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    SearchKernel kernel = SearchKernel::Fastest; ///< tests pin a slower one
    /// The start constellations of n (StartConstellation::list), made once by a caller that counts
    /// many parts of the same n; null: made here.
    const std::vector<StartConstellation> *constellations = nullptr;
};

/// What SolutionCounter counted. The parts of one n add up to the whole count, unique included.
struct CountResult
{
    std::int64_t total = 0; ///< solutions (OEIS A000170 for the whole board)
    std::int64_t unique = 0; ///< symmetry classes of solutions (OEIS A002562)
    std::int64_t tasks = 0; ///< start constellations in the part
    bool cancelled = false; ///< stopped through CountOptions::cancel; the counts are partial
    std::int64_t elapsedNs = 0;
};

/// The fast, uninstrumented solution counter. Each class of border-queen sets (start
/// constellations) is one task, completed by a bitmask search and weighted by the size of its
/// class; the tasks go to the threads through a shared index.
class SolutionCounter
{
public:
    static constexpr int kMinSize = 1;
    /// Beyond 28 the number of solutions no longer fits in 64 bits.
    static constexpr int kMaxSize = 28;
    static constexpr int kMaxThreads = 256;

    /// Keeps the options for run().
    explicit SolutionCounter(const CountOptions &options);

    /// Counts on the calling thread and threads - 1 more; returns when done or cancelled.
    CountResult run();
    /// The number of tasks for an n x n board: the unit that parts are made of.
    static std::int64_t taskCount(int n);
    /// The search kernel that runs by default on this processor, for reports.
    static const char *kernelName();

private:
    CountOptions m_options;
};

} // namespace nq
