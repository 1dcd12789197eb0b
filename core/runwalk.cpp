// SPDX-License-Identifier: GPL-3.0-or-later
#include "runwalk.h"

#include "sinks.h"
#include "solver.h"

namespace nq {

PlayState RunWalk::to(const RunDescription &run, std::int64_t step, const std::atomic_bool *cancel,
                      const std::function<void(std::int64_t, std::int64_t)> &walked)
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
        if (walked && (state.position & 0xffff) == 0)
            walked(state.position, step);
        if (state.position >= step || (cancel && cancel->load(std::memory_order_relaxed)))
            stop = true;
    } };
    runAlgorithm(info.id, sink, options);
    return state;
}

std::int64_t RunWalk::through(const RunDescription &run, std::int64_t from, std::int64_t to,
                              const std::function<bool(const PlayState &)> &visit,
                              const std::atomic_bool *cancel)
{
    const AlgorithmInfo &info = Algorithms::info(run.algorithm);
    RunOptions options = run.options();
    PlayState state = PlayState::startOf(info, options);
    std::int64_t last = -1;
    if (to < from || to < 0 || (cancel && cancel->load()))
        return last;
    if (from <= 0) {
        if (!visit(state))
            return 0;
        last = 0;
        if (to == 0)
            return last;
    }
    std::atomic_bool stop { false };
    options.cancel = &stop;
    StepSink sink { [&](const StepEvent &e) {
        if (stop.load(std::memory_order_relaxed))
            return;
        state.apply(StoredEvent::from(e));
        if (state.position >= from) {
            if (!visit(state)) {
                stop = true;
                return;
            }
            last = state.position;
        }
        if (state.position >= to || (cancel && cancel->load(std::memory_order_relaxed)))
            stop = true;
    } };
    runAlgorithm(info.id, sink, options);
    return last;
}

} // namespace nq
