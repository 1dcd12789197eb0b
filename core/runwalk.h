// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playstate.h"
#include "rundescription.h"

#include <atomic>
#include <cstdint>
#include <functional>

namespace nq {

/**
 * A run walked without a clock, a window or a worker: the algorithm runs on the calling thread
 * into a PlayState and stops at the step asked for. What the command line draws a lesson's
 * scene with (and what a recording or a thumbnail walks); the step numbers are the window's.
 */
class RunWalk
{
public:
    /// The state after `step` events of `run` (0: its start), or after its last event when the
    /// run ends sooner (then `position` is less than `step`). Nothing more is run once `cancel`
    /// is set.
    /// `walked(done, step)` is told how far it has come, every 2^16 steps.
    static PlayState to(const RunDescription &run, std::int64_t step,
                        const std::atomic_bool *cancel = nullptr,
                        const std::function<void(std::int64_t, std::int64_t)> &walked = {});
    /// Hands `visit` the state after each step from `from` to `to` (both included; 0 is the
    /// start), in order, until the run ends, `visit` returns false or `cancel` is set. Returns
    /// the last step handed over (-1: none).
    static std::int64_t through(const RunDescription &run, std::int64_t from, std::int64_t to,
                                const std::function<bool(const PlayState &)> &visit,
                                const std::atomic_bool *cancel = nullptr);
};

} // namespace nq
