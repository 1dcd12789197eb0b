// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playstate.h"
#include "rundescription.h"

#include <atomic>
#include <cstdint>

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
    static PlayState to(const RunDescription &run, std::int64_t step,
                        const std::atomic_bool *cancel = nullptr);
};

} // namespace nq
