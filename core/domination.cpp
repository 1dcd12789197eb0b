// SPDX-License-Identifier: GPL-3.0-or-later
#include "domination.h"

#include "coveringcount.h"

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

template <int W> struct RunSets
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

} // namespace

DominationResult Domination::countSets(const DominationOptions &options)
{
    return coveringcount::count(options, false);
}

DominationResult Domination::count(const DominationOptions &options)
{
    // Fixed squares break the symmetry Burnside's lemma counts with: those sets are listed.
    return options.fixed.empty() ? coveringcount::count(options, true) : run(options, nullptr);
}

DominationResult Domination::enumerate(const DominationOptions &options, const Visitor &visit)
{
    return run(options, &visit);
}

Domination::Bound Domination::countUpTo(const DominationOptions &options, bool unique,
                                        std::int64_t cap)
{
    DominationOptions quick = options;
    quick.maxSteps = kQuickCountSteps;
    const DominationResult counted = unique ? count(quick) : countSets(quick);
    Bound bound;
    bound.cancelled = counted.cancelled;
    if (!counted.outOfSteps || counted.cancelled) {
        bound.total = unique ? counted.classes : counted.sets;
        bound.tooMany = counted.tooMany;
        return bound;
    }
    // Many sets (9 x 9 with 10 queens: hours to count): listing one past the cap settles it.
    bound.exact = false;
    DominationOptions listing = options;
    listing.maxSteps = kQuickListSteps;
    const Visitor tally = [&](std::span<const Square>, bool canonical) {
        if (!unique || canonical)
            ++bound.total;
        return bound.total <= cap;
    };
    const DominationResult listed = run(listing, &tally);
    bound.cancelled = listed.cancelled;
    bound.unknown = listed.outOfSteps && bound.total <= cap;
    return bound;
}

} // namespace nq
