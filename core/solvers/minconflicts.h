// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../emitter.h"

#include <QCoreApplication>

#include <cstdint>

namespace nq::solvers {

namespace minconflicts {
enum Line { Greedy, Repeat, Pick, Count, Move, Solved, Restart };

// A small deterministic generator (splitmix64): the same seed gives the same run everywhere.
class Random
{
public:
    explicit Random(std::uint64_t seed) : m_state(seed) { }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int bound) { return static_cast<int>(next() % static_cast<std::uint64_t>(bound)); }

private:
    std::uint64_t m_state;
};

// Queens per column and per diagonal; conflicts of a square are the queens on its three lines.
struct Counts
{
    explicit Counts(int n)
        : n(n)
        , col(static_cast<std::size_t>(n), 0)
        , dpos(static_cast<std::size_t>(2 * n), 0)
        , dneg(static_cast<std::size_t>(2 * n), 0)
    {
    }
    void add(int r, int c, int d)
    {
        col[static_cast<std::size_t>(c)] += d;
        dpos[static_cast<std::size_t>(r + c)] += d;
        dneg[static_cast<std::size_t>(r - c + n - 1)] += d;
    }
    // Queens other than one on (r, c) itself that share a line with (r, c), given that the
    // queen of row r stands on column `own`.
    int on(int r, int c, int own) const
    {
        int k = col[static_cast<std::size_t>(c)] + dpos[static_cast<std::size_t>(r + c)]
                + dneg[static_cast<std::size_t>(r - c + n - 1)];
        return c == own ? k - 3 : k;
    }
    int n;
    std::vector<int> col, dpos, dneg;
};
} // namespace minconflicts

/**
 * Min-conflicts local search for one solution of a large board: a greedy start with one queen
 * per row, then a queen under attack moves to the column of its row with the fewest conflicts,
 * until no queen is attacked. Restarts a few times, then gives up.
 */
template <class Sink>
RunResult minConflicts(Sink &sink, const RunOptions &options)
{
    using namespace minconflicts;
    Emitter<Sink> e(sink, options);
    const int n = options.n;
    Random rng(options.seed);
    std::vector<int> cols(static_cast<std::size_t>(n));
    std::vector<int> attacked;
    std::vector<int> best;
    const int restarts = 8;
    const std::int64_t movesPerTry = std::max<std::int64_t>(200, 20LL * n);
    std::int64_t moves = 0;

    for (int attempt = 0; attempt < restarts && !e.stopped(); ++attempt) {
        // Greedy start on a random permutation: each row swaps with a later row until its
        // queen is safe from the rows above, trying a bounded number of times.
        for (int i = 0; i < n; ++i)
            cols[static_cast<std::size_t>(i)] = i;
        for (int i = n - 1; i > 0; --i)
            std::swap(cols[static_cast<std::size_t>(i)], cols[static_cast<std::size_t>(rng.below(i + 1))]);
        Counts counts(n);
        for (int r = 0; r < n; ++r) {
            if (e.tick())
                return e.finish();
            for (int tries = 0; tries < 16 && r + 1 < n; ++tries) {
                const int c = cols[static_cast<std::size_t>(r)];
                if (counts.dpos[static_cast<std::size_t>(r + c)] == 0
                    && counts.dneg[static_cast<std::size_t>(r - c + n - 1)] == 0)
                    break;
                const int j = r + 1 + rng.below(n - r - 1);
                std::swap(cols[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(j)]);
            }
            counts.add(r, cols[static_cast<std::size_t>(r)], +1);
        }
        e.setFullBoard(attempt == 0 ? Greedy : Restart, cols);

        for (std::int64_t step = 0; step < movesPerTry; ++step) {
            if (e.poll())
                break;
            attacked.clear();
            for (int r = 0; r < n; ++r) {
                const int c = cols[static_cast<std::size_t>(r)];
                if (counts.on(r, c, c) > 0)
                    attacked.push_back(r);
            }
            if (attacked.empty()) {
                e.check(Solved, true);
                e.solution(Solved);
                return e.finish();
            }
            const int r = attacked[static_cast<std::size_t>(rng.below(static_cast<int>(attacked.size())))];
            const int from = cols[static_cast<std::size_t>(r)];
            e.consider(Pick, r, from);
            int fewest = n * 3 + 1;
            best.clear();
            for (int c = 0; c < n; ++c) {
                const int k = counts.on(r, c, from);
                if (k < fewest) {
                    fewest = k;
                    best.clear();
                }
                if (k == fewest)
                    best.push_back(c);
            }
            const int to = best[static_cast<std::size_t>(rng.below(static_cast<int>(best.size())))];
            ++moves;
            if (to == from)
                continue;
            counts.add(r, from, -1);
            cols[static_cast<std::size_t>(r)] = -1;
            e.remove(Move, r, from);
            counts.add(r, to, +1);
            cols[static_cast<std::size_t>(r)] = to;
            e.place(Move, r, to);
        }
    }
    if (e.cancelled())
        return e.finish();
    return e.finish(true,
                    QCoreApplication::translate(
                            "nq::Algorithms",
                            "Min-conflicts gave up after %1 moves without a solution (boards of "
                            "size 2 and 3 have none).")
                            .arg(moves));
}

} // namespace nq::solvers
