// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runoptions.h"
#include "sinks.h"
#include "solver.h"

#include <atomic>
#include <cstddef>

namespace nq::test {

/// Runs `algorithm` straight from the solver and hands `f` its first `most` events, then stops
/// the run (a whole run of a large board would not fit in memory).
template <class F>
void forFirstEvents(AlgorithmId algorithm, RunOptions options, std::size_t most, F f)
{
    std::atomic_bool stop { false };
    options.cancel = &stop;
    std::size_t seen = 0;
    StepSink sink { [&](const StepEvent &e) {
        if (seen >= most) {
            stop = true;
            return;
        }
        ++seen;
        f(e);
    } };
    runAlgorithm(algorithm, sink, options);
}

} // namespace nq::test
