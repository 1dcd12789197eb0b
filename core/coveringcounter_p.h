// SPDX-License-Identifier: GPL-3.0-or-later
// Inside coveringcount: the counter of covering sets, for a square set of W words.
#pragma once

#include "coveringcount.h"

#include "solvers/domination.h" // SquareSet, withSquareSetWidth

#include <algorithm>
#include <array>
#include <atomic>
#include <functional>
#include <limits>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace nq::coveringcount::detail {

using Wide = __int128;
// Binomials past this are not kept exact: a count that needs one is reported as too many.
constexpr Wide kHuge = Wide(1) << 100;

// What is chosen: a square, or (for a symmetry's fixed sets) an orbit of squares.
struct Piece
{
    std::vector<int> squares;
};

template <int W> class Counter
{
    using Set = solvers::SquareSet<W>; // of squares, or of pieces (never more than squares)

public:
    Counter(const DominationOptions &o, const std::vector<Piece> &pieces)
        : m_n(o.n), m_independent(o.independent), m_cancel(o.cancel), m_maxSteps(o.maxSteps),
          m_progress(o.progress ? &o.progress : nullptr),
          m_threads(o.threads > 0 ? unsigned(o.threads)
                                  : std::max(1u, std::thread::hardware_concurrency()))
    {
        const int squares = m_n * m_n;
        std::vector<Set> squareCover(static_cast<std::size_t>(squares));
        for (int q = 0; q < squares; ++q) {
            for (int s = 0; s < squares; ++s) {
                if (q / m_n == s / m_n || q % m_n == s % m_n
                    || q / m_n - q % m_n == s / m_n - s % m_n
                    || q / m_n + q % m_n == s / m_n + s % m_n)
                    squareCover[std::size_t(q)].set(s);
            }
            m_maxCover = std::max(m_maxCover, squareCover[std::size_t(q)].count());
            m_full.set(q);
        }
        m_pieceOf.assign(static_cast<std::size_t>(squares), -1);
        m_coverersOf.resize(static_cast<std::size_t>(squares));
        m_coverMaskOf.resize(static_cast<std::size_t>(squares));
        for (std::size_t p = 0; p < pieces.size(); ++p) {
            Set cover, own;
            bool selfAttacking = false;
            for (const int q : pieces[p].squares) {
                selfAttacking = selfAttacking || cover.test(q);
                cover = cover | squareCover[std::size_t(q)];
                own.set(q);
                m_pieceOf[std::size_t(q)] = int(p);
            }
            const int weight = int(pieces[p].squares.size());
            m_unitWeights = m_unitWeights && weight == 1;
            m_cover.push_back(cover);
            m_own.push_back(own);
            m_weight.push_back(weight);
            if (m_independent && selfAttacking)
                continue; // two queens of the orbit attack each other: never chosen
            m_valid.set(int(p));
            const std::size_t w = weightClass(weight);
            m_byWeight[w].set(int(p));
            for (int s = 0; s < squares; ++s) {
                if (cover.test(s)) {
                    m_coverersOf[std::size_t(s)].push_back(int(p));
                    m_coverMaskOf[std::size_t(s)].set(int(p));
                }
            }
        }
        m_k = o.queens;
        m_binomial.assign(static_cast<std::size_t>(pieces.size() + 1) * std::size_t(o.queens + 1),
                          0);
        for (std::size_t m = 0; m <= pieces.size(); ++m) {
            for (int r = 0; r <= o.queens; ++r) {
                Wide c = 0;
                if (r == 0)
                    c = 1;
                else if (m > 0)
                    c = std::min(kHuge, binomial(m - 1, r - 1) + binomial(m - 1, r));
                m_binomial[m * std::size_t(o.queens + 1) + std::size_t(r)] = c;
            }
        }
    }

    /// The sets of k queens (made of whole pieces) covering the board, with the fixed squares.
    DominationResult run(const std::vector<Square> &fixed)
    {
        DominationResult result;
        Set covered, blocked;
        int left = m_k;
        for (const Square &f : fixed) {
            if (f.row < 0 || f.row >= m_n || f.col < 0 || f.col >= m_n)
                return result;
            const int p = m_pieceOf[std::size_t(f.row * m_n + f.col)];
            if (blocked.test(p) || !m_valid.test(p)
                || (m_independent && m_own[std::size_t(p)].intersects(covered)))
                return result; // twice, or two fixed queens that attack
            covered = covered | m_cover[std::size_t(p)];
            blocked.set(p);
            left -= m_weight[std::size_t(p)];
        }
        if (left < 0)
            return result;
        // Without a step budget (the command line's counts, the browser's) the root's branches
        // are shared among the cores; a budget is one thread's.
        m_splitRoot = m_maxSteps == 0 && !m_independent;
        const Wide total = node(covered, blocked, left);
        result.steps = m_steps;
        result.cancelled = m_cancelled;
        result.outOfSteps = m_outOfSteps;
        if (m_overflow || total > Wide(std::numeric_limits<std::int64_t>::max())) {
            result.tooMany = true;
            result.sets = std::numeric_limits<std::int64_t>::max();
        } else if (!m_stop)
            result.sets = static_cast<std::int64_t>(total);
        return result;
    }

private:
    // The root's branching shared among the cores: each branch (a piece covering the first
    // uncovered square, the pieces before it barred) is counted by a copy of the counter on a
    // thread of its own, the next branch taken by whichever thread is free.
    Wide split(const Set &covered, const Set &blocked, int left, const Set &uncovered)
    {
        struct Branch
        {
            int piece;
            Set barred;
        };
        std::vector<Branch> branches;
        Set barred = blocked;
        for (const int p : m_coverersOf[std::size_t(uncovered.lowest())]) {
            if (barred.test(p) || m_weight[std::size_t(p)] > left)
                continue;
            Set next = barred;
            next.set(p);
            branches.push_back({ p, next });
            barred.set(p);
        }
        std::atomic<std::size_t> nextBranch { 0 };
        std::size_t finished = 0;
        std::mutex telling; // one progress call at a time
        auto branchDone = [&] {
            if (!m_progress)
                return;
            const std::lock_guard lock(telling);
            (*m_progress)(std::int64_t(++finished), std::int64_t(branches.size()));
        };
        const unsigned threads = std::min<unsigned>(m_threads, unsigned(branches.size()));
        std::vector<Counter> counters(threads, *this);
        std::vector<Wide> totals(threads, 0);
        std::vector<std::thread> pool;
        for (unsigned t = 0; t < threads; ++t) {
            pool.emplace_back([&, t] {
                Counter &c = counters[t];
                for (std::size_t i = nextBranch++; i < branches.size() && !c.m_stop;
                     i = nextBranch++) {
                    const Branch &b = branches[i];
                    totals[t]
                        = c.bounded(totals[t]
                                    + c.node(covered | m_cover[std::size_t(b.piece)], b.barred,
                                             left - m_weight[std::size_t(b.piece)]));
                    branchDone();
                }
            });
        }
        for (std::thread &t : pool)
            t.join();
        Wide total = 0;
        for (unsigned t = 0; t < threads; ++t) {
            const Counter &c = counters[t];
            m_steps += c.m_steps;
            m_stop = m_stop || c.m_stop;
            m_cancelled = m_cancelled || c.m_cancelled;
            m_overflow = m_overflow || c.m_overflow;
            total = bounded(total + totals[t]);
        }
        ++m_steps; // the root
        return m_stop ? 0 : total;
    }

    static std::size_t weightClass(int weight) { return weight == 1 ? 0 : weight == 2 ? 1 : 2; }

    Wide binomial(std::size_t m, int r) const
    {
        if (r < 0 || std::size_t(r) > m)
            return 0;
        const Wide c = m_binomial[m * std::size_t(m_k + 1) + std::size_t(r)];
        return c;
    }

    Wide checked(std::size_t m, int r)
    {
        const Wide c = binomial(m, r);
        if (c >= kHuge)
            m_overflow = m_stop = true; // nothing exact can come of it: stop here
        return c;
    }

    // Subsets of the pieces in `allowed` weighing r in all (weights 1, 2 and 4).
    Wide ways(const Set &allowed, int r)
    {
        if (m_unitWeights)
            return checked(std::size_t(allowed.count()), r);
        const int ones = allowed.intersection(m_byWeight[0]).count();
        const int twos = allowed.intersection(m_byWeight[1]).count();
        const int fours = allowed.intersection(m_byWeight[2]).count();
        if (twos == 0 && fours == 0)
            return checked(std::size_t(ones), r);
        Wide sum = 0;
        for (int f = 0; 4 * f <= r && f <= fours; ++f) {
            for (int t = 0; 4 * f + 2 * t <= r && t <= twos; ++t) {
                const Wide a = binomial(std::size_t(fours), f), b = binomial(std::size_t(twos), t),
                           c = binomial(std::size_t(ones), r - 4 * f - 2 * t);
                if (a == 0 || b == 0 || c == 0)
                    continue; // a capped factor times nothing is still nothing
                Wide term = 0;
                if (a >= kHuge || b >= kHuge || c >= kHuge || __builtin_mul_overflow(a, b, &term)
                    || __builtin_mul_overflow(term, c, &term) || term >= kHuge)
                    m_overflow = m_stop = true;
                else
                    sum += term;
            }
        }
        return sum;
    }

    int weightOf(const Set &pieces) const
    {
        if (m_unitWeights)
            return pieces.count();
        return pieces.intersection(m_byWeight[0]).count()
            + 2 * pieces.intersection(m_byWeight[1]).count()
            + 4 * pieces.intersection(m_byWeight[2]).count();
    }

    bool stopping()
    {
        ++m_steps;
        if (m_maxSteps > 0 && m_steps > m_maxSteps)
            m_stop = m_outOfSteps = true;
        else if ((m_steps & 0xFFF) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_stop = m_cancelled = true;
        return m_stop;
    }

    Wide node(const Set &covered, const Set &blocked, int left)
    {
        if (stopping())
            return 0;
        const Set allowed = m_valid.without(blocked);
        const Set uncovered = m_full.without(covered);
        const int open = uncovered.count();
        if (open == 0) {
            // Everything covered: in the independent variant every square left is attacked, so
            // no queen can be added; otherwise any `left` of the pieces still allowed.
            if (m_independent)
                return left == 0 ? 1 : 0;
            return bounded(ways(allowed, left));
        }
        if (left <= 0 || open > left * m_maxCover)
            return 0;
        if (!m_independent) {
            if (left == 1) {
                // One queen left: the single squares that cover everything still open.
                Set all = allowed.intersection(m_byWeight[0]);
                for (Set rest = uncovered; !rest.empty() && !all.empty();) {
                    const int t = rest.lowest();
                    rest.reset(t);
                    all = all.intersection(m_coverMaskOf[std::size_t(t)]);
                }
                return all.count();
            }
            if (open <= exclusionLimit(left))
                return bounded(exclusion(uncovered, allowed, left));
            if (blocked.empty()) {
                // At the top, with queens so many that few squares can be left uncovered at all
                // (most of 16 x 16 with 250 queens): a square whose coverers leave fewer than
                // `left` allowed squares is covered by every set, and its terms are all zero,
                // so the exclusion runs over the others alone when they are few.
                Set viable;
                for (Set rest = uncovered; !rest.empty();) {
                    const int t = rest.lowest();
                    rest.reset(t);
                    if (weightOf(allowed.without(m_coverMaskOf[std::size_t(t)])) >= left)
                        viable.set(t);
                }
                if (viable.count() <= kExclusionLimit)
                    return bounded(exclusion(viable, allowed, left));
            }
        }
        if (std::exchange(m_splitRoot, false) && m_threads > 1)
            return split(covered, blocked, left, uncovered);
        const int s = uncovered.lowest();
        Wide total = 0;
        Set barred = blocked;
        for (const int p : m_coverersOf[std::size_t(s)]) {
            if (barred.test(p) || m_weight[std::size_t(p)] > left)
                continue;
            if (m_independent && m_own[std::size_t(p)].intersects(covered))
                continue;
            Set next = barred;
            next.set(p);
            total = bounded(
                total
                + node(covered | m_cover[std::size_t(p)], next, left - m_weight[std::size_t(p)]));
            if (m_stop)
                return 0;
            barred.set(p); // the sets holding p were all counted above
        }
        return total;
    }

    // A count past 63 bits stops the search: it is reported as too many (counts never go down,
    // so nothing after could bring it back).
    Wide bounded(Wide count)
    {
        if (count > Wide(std::numeric_limits<std::int64_t>::max()))
            m_overflow = m_stop = true;
        return count;
    }

    // The r-subsets of `allowed` covering `uncovered`, by inclusion and exclusion over it.
    Wide exclusion(const Set &uncovered, const Set &allowed, int left)
    {
        std::array<int, kExclusionLimit> open {};
        int count = 0;
        for (Set rest = uncovered; !rest.empty();) {
            const int s = rest.lowest();
            rest.reset(s);
            open[std::size_t(count++)] = s;
        }
        return excluding(open.data(), count, 0, allowed, left, 1);
    }

    Wide excluding(const int *open, int count, int from, const Set &allowed, int left, int sign)
    {
        if (stopping()) // a step per term: cancel and the step budget reach in here too
            return 0;
        Wide sum = sign * ways(allowed, left);
        for (int i = from; i < count; ++i) {
            const Set next = allowed.without(m_coverMaskOf[std::size_t(open[i])]);
            if (weightOf(next) < left)
                continue; // no r-subset avoids these squares' coverers, nor a larger T's
            sum += excluding(open, count, i + 1, next, left, -sign);
            if (m_stop)
                return 0;
        }
        return sum;
    }

    // Inclusion and exclusion pays when the open squares are few for the queens left (measured
    // on 8 x 8 with 7 queens: a quarter faster than branching to the end; bench_domination).
    static constexpr int kExclusionLimit = 24;
    static int exclusionLimit(int left) { return std::min(kExclusionLimit, 2 * left); }

    int m_n;
    int m_k = 0;
    bool m_independent;
    const std::atomic_bool *m_cancel;
    std::int64_t m_maxSteps;
    const std::function<void(std::int64_t, std::int64_t)> *m_progress;
    unsigned m_threads; // the cores a count shares its root's branches among
    int m_maxCover = 0;
    bool m_unitWeights = true; // every piece one square (the identity's orbits)
    Set m_full;
    Set m_valid; // pieces that may be chosen
    std::array<Set, 3> m_byWeight {}; // pieces of 1, 2 and 4 squares
    std::vector<Set> m_cover; // per piece, the squares it covers
    std::vector<Set> m_own; // per piece, its squares
    std::vector<int> m_weight;
    std::vector<int> m_pieceOf; // per square
    std::vector<std::vector<int>> m_coverersOf; // per square, the pieces covering it
    std::vector<Set> m_coverMaskOf; // the same as a set of pieces
    std::vector<Wide> m_binomial;
    std::int64_t m_steps = 0;
    bool m_splitRoot = false; // the next node is the root, to share among the cores
    bool m_stop = false, m_cancelled = false, m_outOfSteps = false, m_overflow = false;
};

} // namespace nq::coveringcount::detail
