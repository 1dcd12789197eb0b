// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"
#include "stepevent.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace nq {

/// What a domination search looks for: sets of `queens` queens on an n x n board covering every
/// square (the problem, whose `queens` must be above 0), and how.
struct DominationOptions : Problem
{
    /// Squares every set must contain (explore mode: the student's queens); at most `queens`.
    std::vector<Square> fixed;
    const std::atomic_bool *cancel = nullptr;
    /// Stop after this many search steps (0: no limit): questions asked on the GUI thread.
    std::int64_t maxSteps = 0;
    /// Stop after this many sets (-1: no limit): the window's "first solution".
    std::int64_t limit = -1;
    /// Told now and then how far a count has got (`done` of `total`, one call at a time, from
    /// any thread): the command line's progress line.
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    /// Threads a count shares its work among (0: one per core; 1: the calling thread alone).
    int threads = 0;
};

/// The totals of a domination search.
struct DominationResult
{
    std::int64_t sets = 0; ///< dominating sets found
    std::int64_t classes = 0; ///< of them, the representatives of their symmetry class
    bool cancelled = false;
    bool outOfSteps = false; ///< stopped at maxSteps: the counts are incomplete
    std::int64_t steps = 0; ///< search steps taken
    /// The count does not fit 63 bits: `sets` and `classes` then hold the largest int64, so a
    /// budget compared with them refuses.
    bool tooMany = false;
};

/// Queens domination: every set of k queens such that each square is occupied or attacked.
class Domination
{
public:
    static constexpr int kMinSize = 1;
    static constexpr int kMaxSize = 16;
    /// The search steps a count may take before a listing that it bounds (about a second here).
    /// Past them the sets are many (9 x 9 with 10 queens: hours to count), and listing one past
    /// the budget settles sooner whether they fit.
    static constexpr std::int64_t kQuickCountSteps = 30000000;
    /// The search steps that quiet listing may take in turn (a few seconds here): a listing whose
    /// size is still unknown past them is refused rather than run for minutes.
    static constexpr std::int64_t kQuickListSteps = 150000000;

    /// Called for each set found, its squares sorted by row then column; `canonical` is true
    /// when the set is its symmetry class's representative. Return false to stop.
    using Visitor = std::function<bool(std::span<const Square> squares, bool canonical)>;

    /// Counts the dominating sets and their classes without listing them (core/coveringcount:
    /// classes by Burnside's lemma). With fixed squares, which break the symmetry, the sets are
    /// listed and each one's class looked up.
    static DominationResult count(const DominationOptions &options);
    /// Counts the dominating sets only (`classes` stays 0), without listing them: the last queens
    /// are counted in closed form (core/coveringcount), which is what makes counting fast when
    /// sets are many.
    static DominationResult countSets(const DominationOptions &options);
    /// Enumerates the dominating sets (each once; a set's squares come sorted).
    static DominationResult enumerate(const DominationOptions &options, const Visitor &visit);

    /// The bound a listing checks before it starts: the sets (with `unique`, the classes)
    /// counted, or, where counting them would take more than kQuickCountSteps, listed without
    /// keeping, up to one past `cap` (then `exact` is false and `total` at most cap + 1), within
    /// kQuickListSteps (past them `unknown` is true: `total` sets were found by then).
    struct Bound
    {
        std::int64_t total = 0;
        bool exact = true;
        bool cancelled = false;
        bool tooMany = false; ///< past 63 bits (counted)
        bool unknown = false; ///< neither counted nor listed past `cap` within the budgets
    };
    static Bound countUpTo(const DominationOptions &options, bool unique, std::int64_t cap);
};

} // namespace nq
