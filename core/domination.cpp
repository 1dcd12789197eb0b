// SPDX-License-Identifier: GPL-3.0-or-later
#include "domination.h"

#include "solvers/domination.h"
#include "symmetry.h"

#include <algorithm>

namespace nq {

namespace {

// The fast path of the one search (solvers/domination.h): no events, each set handed over.
struct SetSink
{
    int n;
    const Domination::Visitor *visit;
    DominationResult *result;
    bool found(std::span<const int> chosen)
    {
        std::vector<int> ids(chosen.begin(), chosen.end());
        std::sort(ids.begin(), ids.end());
        std::vector<Square> squares;
        squares.reserve(ids.size());
        for (const int q : ids)
            squares.push_back({ q / n, q % n });
        const bool canonical = Symmetry::canonicalSet(squares, n) == ids;
        ++result->sets;
        if (canonical)
            ++result->classes;
        return !(visit && *visit && !(*visit)(squares, canonical));
    }
};

template <int W>
struct RunSets
{
    static solvers::DominationOutcome run(SetSink &sink, const DominationOptions &p)
    {
        return solvers::DominationSearch<W, SetSink, false>(sink, p).run();
    }
};

DominationResult run(const DominationOptions &options, const Domination::Visitor *visit)
{
    DominationResult result;
    SetSink sink { options.n, visit, &result };
    const solvers::DominationOutcome outcome
            = solvers::withSquareSetWidth<RunSets>(options.n, sink, options);
    result.cancelled = outcome.cancelled;
    result.outOfSteps = outcome.outOfSteps;
    result.steps = outcome.steps;
    return result;
}

// Counts without listing: completions of a covering set come as one binomial each.
struct CountSink
{
    static constexpr bool kCountsOnly = true;
    DominationResult *result;
    bool found(std::span<const int>)
    {
        ++result->sets;
        return true;
    }
    void add(std::int64_t ways) { result->sets += ways; }
};

template <int W>
struct RunCount
{
    static solvers::DominationOutcome run(CountSink &sink, const DominationOptions &p)
    {
        return solvers::DominationSearch<W, CountSink, false>(sink, p).run();
    }
};

} // namespace

DominationResult Domination::countSets(const DominationOptions &options)
{
    DominationResult result;
    CountSink sink { &result };
    const solvers::DominationOutcome outcome
            = solvers::withSquareSetWidth<RunCount>(options.n, sink, options);
    result.cancelled = outcome.cancelled;
    result.outOfSteps = outcome.outOfSteps;
    result.steps = outcome.steps;
    return result;
}

DominationResult Domination::count(const DominationOptions &options)
{
    return run(options, nullptr);
}

DominationResult Domination::enumerate(const DominationOptions &options, const Visitor &visit)
{
    return run(options, &visit);
}

} // namespace nq
