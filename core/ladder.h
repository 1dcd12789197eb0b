// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "runoptions.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace nq {

/// What a ladder's rung is: counted by a run, estimated by Knuth's probes, or left out.
enum class RungKind : std::uint8_t {
    Counted, ///< the algorithm ran (event-free, the same code as the window's runs)
    Estimated, ///< beyond the time budget: Knuth's estimate of its tree, scaled (drawn dashed)
    LeftOut, ///< beyond the budget and not estimable (the first solution's work)
};

/// The work of one algorithm on one board size.
struct LadderRung
{
    AlgorithmId algorithm = AlgorithmId::Backtracking;
    int n = 0;
    RungKind kind = RungKind::LeftOut;
    /// Counted: what the run counted; Estimated: placements, tested and boards estimated.
    RunStats stats;
    double seconds = 0; ///< the run's time (estimated: predicted from the last rung counted)
    /// Estimated, yet visited() is the count itself: the boards of an algorithm that tests
    /// whole boards, from trees known exactly (brute force's n^n, permutations' n!).
    bool visitedExact = false;

    /// Boards for the algorithms that test whole boards (brute force, permutations), else nodes
    /// (queens put): what "visited" means on the ladder's first axis.
    double visited() const;
};

/// What to put on the ladder.
struct LadderSpec
{
    int from = 4;
    int to = 10;
    SolveMode mode = SolveMode::All;
    std::vector<AlgorithmId> algorithms = defaultAlgorithms();
    /// A rung predicted to take longer is estimated instead (or left out).
    double budgetSeconds = 3.0;
    /// Knuth's probes per estimated rung.
    std::int64_t probes = 20000;
    std::uint64_t seed = 1;

    /// The algorithms that enumerate a search tree, in teaching order (min-conflicts, the
    /// construction and domination have none to compare).
    static std::vector<AlgorithmId> defaultAlgorithms();
    /// True for the board sizes and algorithms a ladder accepts: from 4 to kMaxSize, each
    /// algorithm with a tree.
    static constexpr int kMaxSize = 32;
};

/**
 * The ladder of work: every algorithm of a spec on every size, counted by the event-free run
 * of the same solver the window animates (a counting sink), in the order a chart fills, each
 * algorithm from the smallest size up. A size whose run the last one predicts past the budget
 * is not run: all-solution rungs are estimated by Knuth's method (the tree's nodes, scaled by
 * the last counted rung's ratios), first-solution rungs left out; and so are all sizes above.
 */
class Ladder
{
public:
    /// Counts one rung now (no budget): the run's counters and its time.
    static LadderRung count(AlgorithmId algorithm, int n, SolveMode mode,
                            const std::atomic_bool *cancel = nullptr);
    /// The rung after `last` (n + 1 or further), estimated from it by Knuth's probes.
    static LadderRung estimate(const LadderRung &last, int n, std::int64_t probes,
                               std::uint64_t seed);
    /// The time `last`'s algorithm is predicted to take on n, from `last` and the trees' sizes.
    static double predictSeconds(const LadderRung &last, int n);

    /// Fills the ladder of `spec`; `done` hears of each rung as it is made (may be null).
    /// Stops early when `cancel` is set (the rungs made so far are returned).
    static std::vector<LadderRung> build(const LadderSpec &spec,
                                         const std::function<void(const LadderRung &)> &done,
                                         const std::atomic_bool *cancel = nullptr);

    /// n^n and n!, the reference lines (boards with a queen a row; with a column each too).
    static double powerOfN(int n);
    static double factorial(int n);

    /// The rungs as CSV (a header line, then a line a rung, algorithm ids as the command line
    /// spells them) and as one JSON array: what `nqueens ladder` prints and the window exports.
    static QString csv(const std::vector<LadderRung> &rungs);
    static QString json(const std::vector<LadderRung> &rungs);
    /// The kind as written in CSV and JSON: counted, estimated, left-out.
    static QString kindKey(RungKind kind);
};

} // namespace nq
