// SPDX-License-Identifier: GPL-3.0-or-later
#include "runwalk.h"

#include "sinks.h"
#include "solver.h"

namespace nq {

PlayState RunWalk::to(const RunDescription &run, std::int64_t step, const std::atomic_bool *cancel)
{
    const AlgorithmInfo &info = Algorithms::info(run.algorithm);
    RunOptions options = run.options();
    PlayState state = PlayState::startOf(info, options);
    if (step <= 0 || (cancel && cancel->load()))
        return state;
    // The solver is stopped through its own flag once the step is reached (or `cancel` set).
    std::atomic_bool stop { false };
    options.cancel = &stop;
    StepSink sink { [&](const StepEvent &e) {
        if (stop.load(std::memory_order_relaxed))
            return;
        state.apply(StoredEvent::from(e));
        if (state.position >= step || (cancel && cancel->load(std::memory_order_relaxed)))
            stop = true;
    } };
    runAlgorithm(info.id, sink, options);
    return state;
}

} // namespace nq
