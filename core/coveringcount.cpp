// SPDX-License-Identifier: GPL-3.0-or-later
#include "coveringcount.h"
#include "coveringcounter_p.h"

#include "solvers/domination.h" // SquareSet, withSquareSetWidth
#include "symmetry.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <functional>
#include <limits>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace nq::coveringcount {

namespace {

using namespace detail;

template <int W> struct Run
{
    static DominationResult run(const DominationOptions &o, const std::vector<Piece> &pieces,
                                const std::vector<Square> &fixed)
    {
        return Counter<W>(o, pieces).run(fixed);
    }
};

// The orbits of the squares under the powers of t.
std::vector<Piece> orbits(Transform t, int n)
{
    std::vector<Piece> pieces;
    std::vector<bool> seen(static_cast<std::size_t>(n * n), false);
    for (int q = 0; q < n * n; ++q) {
        if (seen[std::size_t(q)])
            continue;
        Piece piece;
        Square s { q / n, q % n };
        while (!seen[std::size_t(s.row * n + s.col)]) {
            seen[std::size_t(s.row * n + s.col)] = true;
            piece.squares.push_back(s.row * n + s.col);
            s = Symmetry::apply(t, s, n);
        }
        pieces.push_back(std::move(piece));
    }
    return pieces;
}

} // namespace

DominationResult count(const DominationOptions &options, bool withClasses)
{
    DominationResult result;
    if (options.n < Domination::kMinSize || options.n > Domination::kMaxSize || options.queens < 1
        || options.queens > options.n * options.n || int(options.fixed.size()) > options.queens)
        return result;
    // Fixed squares break the symmetry the classes are counted with: sets only, then.
    withClasses = withClasses && options.fixed.empty();
    Wide fixedSets = 0;
    DominationOptions each = options;
    // Progress in thousandths of the whole: the eight searches of the classes, each its share.
    const int searches = withClasses ? int(std::size(kAllTransforms)) : 1;
    int search = 0;
    if (options.progress)
        each.progress = [&](std::int64_t done, std::int64_t total) {
            options.progress(
                (1000 * search + 1000 * done / std::max<std::int64_t>(1, total)) / searches, 1000);
        };
    for (const Transform t : kAllTransforms) {
        if (options.maxSteps > 0) // one budget for the eight searches
            each.maxSteps = std::max<std::int64_t>(1, options.maxSteps - result.steps);
        const DominationResult r = solvers::withSquareSetWidth<Run>(
            options.n, each, orbits(t, options.n), options.fixed);
        result.steps += r.steps;
        result.cancelled = result.cancelled || r.cancelled;
        result.outOfSteps = result.outOfSteps || r.outOfSteps;
        result.tooMany = result.tooMany || r.tooMany;
        if (t == Transform::Identity)
            result.sets = r.sets;
        fixedSets += r.sets;
        ++search;
        if (!withClasses || result.cancelled || result.outOfSteps || result.tooMany)
            break;
    }
    if (result.tooMany)
        result.sets = result.classes = std::numeric_limits<std::int64_t>::max();
    else if (withClasses && !result.cancelled && !result.outOfSteps)
        result.classes = static_cast<std::int64_t>(fixedSets / 8);
    return result;
}

} // namespace nq::coveringcount
