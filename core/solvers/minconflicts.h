// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../algorithms.h"

#include "../emitter.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cstdint>
#include <system_error>
#include <thread>
#include <vector>

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
// Each line also keeps the XOR of its queens' rows, so that when a second queen comes onto a
// line the first one is known at once (it has just become attacked). A line's count and rows
// sit side by side: one cache line read for both on boards of millions of rows.
struct Counts
{
    struct Line
    {
        std::int32_t count = 0;
        std::int32_t rows = 0; // XOR of the rows of its queens
    };

    explicit Counts(int n)
        : n(n), col(static_cast<std::size_t>(n)), dpos(static_cast<std::size_t>(2 * n)),
          dneg(static_cast<std::size_t>(2 * n)), emptyAt(static_cast<std::size_t>(n), -1)
    { }
    Line &colLine(int c) { return col[static_cast<std::size_t>(c)]; }
    void prefetch(int r, int c) const
    {
        __builtin_prefetch(&col[static_cast<std::size_t>(c)]);
        __builtin_prefetch(&dpos[static_cast<std::size_t>(r + c)]);
        __builtin_prefetch(&dneg[static_cast<std::size_t>(r - c + n - 1)]);
    }
    Line &dposLine(int r, int c) { return dpos[static_cast<std::size_t>(r + c)]; }
    Line &dnegLine(int r, int c) { return dneg[static_cast<std::size_t>(r - c + n - 1)]; }
    /// The start: the queen of row r on column c, no column shared (a permutation), so no
    /// column is ever empty; `attacked` gets r if a queen already stands on one of its lines,
    /// and that queen when it is the only one.
    template <class List> void place(int r, int c, List &attacked)
    {
        bool hit = false;
        for (Line *line : { &colLine(c), &dposLine(r, c), &dnegLine(r, c) }) {
            ++line->count;
            line->rows ^= r;
            if (line->count == 2)
                attacked.push_back(line->rows ^ r);
            hit = hit || line->count >= 2;
        }
        if (hit)
            attacked.push_back(r);
    }
    /// The start on two threads: `half` 0 or 1 places every queen on the lines of each family
    /// (columns, both diagonals) in that half of the family's indices, so no line is touched by
    /// both. `attacked` gets what place() would give for those lines (a row attacked on lines of
    /// both halves is named by both).
    template <class List> void placeHalf(int half, const int *cols, List &attacked)
    {
        constexpr int kAhead = 16;
        auto mine = [half](int index, int size) { return (index >= size / 2) == (half == 1); };
        for (int r = 0; r < n; ++r) {
            if (r + kAhead < n) {
                const int ar = r + kAhead, ac = cols[ar];
                if (mine(ac, n))
                    __builtin_prefetch(&colLine(ac));
                if (mine(ar + ac, 2 * n))
                    __builtin_prefetch(&dposLine(ar, ac));
                if (mine(ar - ac + n - 1, 2 * n))
                    __builtin_prefetch(&dnegLine(ar, ac));
            }
            const int c = cols[r];
            bool hit = false;
            auto add = [&](Line &line) {
                ++line.count;
                line.rows ^= r;
                if (line.count == 2)
                    attacked.push_back(line.rows ^ r);
                hit = hit || line.count >= 2;
            };
            if (mine(c, n))
                add(colLine(c));
            if (mine(r + c, 2 * n))
                add(dposLine(r, c));
            if (mine(r - c + n - 1, 2 * n))
                add(dnegLine(r, c));
            if (hit)
                attacked.push_back(r);
        }
    }
    /// Takes the queen of row r off column c.
    void take(int r, int c)
    {
        for (Line *line : { &colLine(c), &dposLine(r, c), &dnegLine(r, c) }) {
            --line->count;
            line->rows ^= r;
        }
        if (colLine(c).count == 0)
            becomeEmpty(c);
    }
    // Puts the queen of row r on column c; `attacked` gets every queen it attacks that no other
    // queen attacked along that line before (the lines it makes two).
    template <class List> void put(int r, int c, List &attacked)
    {
        if (colLine(c).count == 0)
            leaveEmpty(c);
        for (Line *line : { &colLine(c), &dposLine(r, c), &dnegLine(r, c) }) {
            ++line->count;
            line->rows ^= r;
            if (line->count == 2)
                attacked.push_back(line->rows ^ r);
        }
    }
    /**
     * A square of row r (its queen on column `own`) with the fewest attackers, at random among
     * those. No queen shares its column with a square only in an empty column, so a square
     * nobody attacks can only be there: the empty columns are looked at first. Otherwise, when
     * the board has more than a few rows, squares with one attacker are drawn at random until
     * one is found (about one square in four is one), which is a uniform pick among them once
     * the fewest is known to be one; a full pass over the row settles the rest.
     */
    template <class Random>
    int leastAttacked(int r, int own, Random &rng, std::vector<int> &best) const
    {
        best.clear();
        for (const int c : empty) {
            if (on(r, c, own) == 0)
                best.push_back(c);
        }
        if (!best.empty())
            return best[static_cast<std::size_t>(rng.below(int(best.size())))];
        if (n > 64) {
            for (int tries = 0; tries < 256; ++tries) {
                const int c = rng.below(n);
                if (on(r, c, own) == 1)
                    return c;
            }
        }
        int fewest = 3 * n + 1;
        for (int c = 0; c < n; ++c) {
            const int k = on(r, c, own);
            if (k < fewest) {
                fewest = k;
                best.clear();
            }
            if (k == fewest)
                best.push_back(c);
        }
        return best[static_cast<std::size_t>(rng.below(int(best.size())))];
    }
    // Queens other than one on (r, c) itself that share a line with (r, c), given that the
    // queen of row r stands on column `own`.
    int on(int r, int c, int own) const
    {
        const int k = col[static_cast<std::size_t>(c)].count
            + dpos[static_cast<std::size_t>(r + c)].count
            + dneg[static_cast<std::size_t>(r - c + n - 1)].count;
        return c == own ? k - 3 : k;
    }
    bool diagonalsFree(int r, int c) const
    {
        return dpos[static_cast<std::size_t>(r + c)].count == 0
            && dneg[static_cast<std::size_t>(r - c + n - 1)].count == 0;
    }

    int n;
    std::vector<Line> col, dpos, dneg;
    std::vector<int> empty; // the columns without a queen
    std::vector<int> emptyAt; // each column's place in `empty`, -1 when it holds a queen

private:
    void becomeEmpty(int c)
    {
        emptyAt[static_cast<std::size_t>(c)] = int(empty.size());
        empty.push_back(c);
    }
    void leaveEmpty(int c)
    {
        const int at = emptyAt[static_cast<std::size_t>(c)];
        if (at < 0)
            return;
        const int last = empty.back();
        empty[static_cast<std::size_t>(at)] = last;
        emptyAt[static_cast<std::size_t>(last)] = at;
        empty.pop_back();
        emptyAt[static_cast<std::size_t>(c)] = -1;
    }
};
} // namespace minconflicts

/// What a min-conflicts run did, for the benchmark.
struct MinConflictsReport
{
    std::int64_t startConflicts = 0; ///< queens attacked after the start
    std::int64_t moves = 0; ///< queens picked and moved (or left where they were)
    int attempts = 0; ///< starts, the first included
};

/**
 * Min-conflicts local search for one solution of a large board (Minton et al. 1992; the start
 * of Sosic and Gu 1994). Start: a queen in every row, on a permutation of the columns; boards
 * above kRandomStartUpTo rows are placed greedily, each row taking at random a column still free
 * whose diagonals no queen above holds (a bounded number of tries), so only a few queens start
 * attacked; smaller boards start at random, so that a class sees the repair at work. Repair:
 * an attacked queen is picked at random and moves to the square of its row with the fewest
 * attackers (ties at random), until no queen is attacked. The queens per column and diagonal
 * are counted, so testing a square is O(1); a move looks at the empty columns first, then (past
 * 64 rows) draws squares at random for one with a single attacker, and passes over the whole
 * row only when neither settles it (see leastAttacked); the attacked
 * queens are kept in a list (a queen a move attacks joins it), so a move costs no pass over the
 * board. Restarts a few times, then gives up. Choices made for it (RunOptions::steers) replace
 * a draw by one of its equals.
 */
template <class Sink>
RunResult minConflicts(Sink &sink, const RunOptions &options, MinConflictsReport *report = nullptr)
{
    using namespace minconflicts;
    Emitter<Sink> e(sink, options);
    const int n = options.n;
    Random rng(options.seed);
    std::vector<int> cols(static_cast<std::size_t>(n));
    // Every attacked queen's row is listed (a queen no longer attacked may still be: it goes when
    // picked); a queen that a move attacks joins the list then.
    std::vector<int> attacked;
    std::vector<int> best;
    const int restarts = 8;
    const std::int64_t movesPerTry = std::max<std::int64_t>(200, 20LL * n);
    constexpr int kRandomStartUpTo = 64;
    constexpr int kGreedyTries = 64;
    constexpr int kPlaceInHalvesFrom = 1 << 20;
    std::int64_t moves = 0;
    std::size_t steered = 0; // the first of options.steers not yet behind
    MinConflictsReport local;
    MinConflictsReport &out = report ? *report : local;

    for (int attempt = 0; attempt < restarts && !e.stopped(); ++attempt) {
        out.attempts = attempt + 1;
        for (int i = 0; i < n; ++i)
            cols[static_cast<std::size_t>(i)] = i;
        Counts counts(n);
        const bool greedy = n > kRandomStartUpTo;
        // The diagonals taken so far, a bit each: small enough to stay in the cache while the
        // rows look for free ones; the counts are made from the finished start afterwards.
        std::vector<std::uint64_t> upTaken(std::size_t(n) / 32 + 1),
            downTaken(std::size_t(n) / 32 + 1);
        auto taken = [](const std::vector<std::uint64_t> &bits, int i) {
            return (bits[std::size_t(i) >> 6] >> (i & 63)) & 1u;
        };
        // Candidates are drawn a few ahead and their columns fetched meanwhile: on a board of
        // millions the pool of free columns is far larger than the cache.
        constexpr int kAhead = 16;
        std::array<int, kAhead> ahead {};
        int next = 0;
        if (greedy) {
            for (int &j : ahead) {
                j = 1 + rng.below(n - 1);
                __builtin_prefetch(&cols[static_cast<std::size_t>(j)]);
            }
        }
        for (int r = 0; r < n; ++r) {
            if (e.tick())
                return e.finish();
            // Row r takes a column among those of rows r..n-1 (still free), at random.
            for (int tries = 0; tries < (greedy ? kGreedyTries : 1) && r + 1 < n; ++tries) {
                int j;
                if (greedy) {
                    j = ahead[static_cast<std::size_t>(next)];
                    ahead[static_cast<std::size_t>(next)] = r + 1 + rng.below(n - r - 1);
                    __builtin_prefetch(
                        &cols[static_cast<std::size_t>(ahead[static_cast<std::size_t>(next)])]);
                    next = (next + 1) % kAhead;
                    // Half the ring ahead the column has arrived: fetch its diagonals' bits (the
                    // row will have moved on a little, rarely out of the cache line).
                    const int soon = cols[static_cast<std::size_t>(
                        ahead[static_cast<std::size_t>((next + kAhead / 2) % kAhead)])];
                    __builtin_prefetch(&upTaken[std::size_t(r + soon) >> 6]);
                    __builtin_prefetch(&downTaken[std::size_t(r - soon + n - 1) >> 6]);
                    if (j < r) // drawn before row r was reached: its column is taken
                        j = r + rng.below(n - r);
                } else {
                    j = r + rng.below(n - r);
                }
                std::swap(cols[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(j)]);
                const int c = cols[static_cast<std::size_t>(r)];
                if (!taken(upTaken, r + c) && !taken(downTaken, r - c + n - 1))
                    break;
            }
            const int c = cols[static_cast<std::size_t>(r)];
            upTaken[std::size_t(r + c) >> 6] |= std::uint64_t(1) << ((r + c) & 63);
            downTaken[std::size_t(r - c + n - 1) >> 6] |= std::uint64_t(1)
                << ((r - c + n - 1) & 63);
        }
        attacked.clear();
        if (n >= kPlaceInHalvesFrom) {
            // Millions of rows: the counts are scattered over hundreds of MB, so two threads share
            // them, each taking the lines in its half of every family (see Counts::placeHalf).
            // One core does both halves in turn: the list, so the run, is the same either way.
            std::vector<int> second;
            std::thread helper;
            if (options.threads != 1 && std::thread::hardware_concurrency() > 1) {
                try {
                    helper = std::thread([&] { counts.placeHalf(1, cols.data(), second); });
                } catch (const std::system_error &) { }
            }
            counts.placeHalf(0, cols.data(), attacked);
            if (helper.joinable())
                helper.join();
            else
                counts.placeHalf(1, cols.data(), second);
            attacked.insert(attacked.end(), second.begin(), second.end());
        } else {
            for (int r = 0; r < n; ++r) {
                if (r + kAhead < n)
                    counts.prefetch(r + kAhead, cols[static_cast<std::size_t>(r + kAhead)]);
                counts.place(r, cols[static_cast<std::size_t>(r)], attacked);
            }
        }
        e.setFullBoard(attempt == 0 ? Greedy : Restart, cols);

        auto isAttacked = [&](int r) {
            const int c = cols[static_cast<std::size_t>(r)];
            return counts.on(r, c, c) > 0;
        };
        if (report) {
            // Every queen attacked at the start is listed, once or twice, and nothing has left
            // the list yet: its distinct rows are the attacked queens.
            std::vector<int> rows = attacked;
            std::sort(rows.begin(), rows.end());
            out.startConflicts = std::unique(rows.begin(), rows.end()) - rows.begin();
        }
        for (std::int64_t step = 0; step < movesPerTry; ++step) {
            if (e.poll())
                break;
            if (attacked.empty()) {
                // Every attacked queen is listed, so none is left.
                e.check(Solved, true);
                e.solution(Solved);
                return e.finish();
            }
            const std::size_t at
                = static_cast<std::size_t>(rng.below(static_cast<int>(attacked.size())));
            int r = attacked[at];
            if (!isAttacked(r)) {
                // Safe since it was listed: off the list, and no step.
                attacked[at] = attacked.back();
                attacked.pop_back();
                --step;
                continue;
            }
            // A choice made for this move (a practice student's equal one) replaces the draw.
            const Steer *steer = nullptr;
            while (steered < options.steers.size() && options.steers[steered].move < moves)
                ++steered;
            if (steered < options.steers.size() && options.steers[steered].move == moves)
                steer = &options.steers[steered];
            if (steer && steer->pick >= 0 && steer->pick < n && steer->pick != r
                && isAttacked(steer->pick))
                r = steer->pick;
            const int from = cols[static_cast<std::size_t>(r)];
            e.consider(Pick, r, from);
            int to = counts.leastAttacked(r, from, rng, best);
            if (steer && steer->to >= 0 && steer->to < n
                && counts.on(r, steer->to, from) == counts.on(r, to, from))
                to = steer->to;
            if (steer && steer->reseed != 0)
                rng = Random(steer->reseed);
            ++moves;
            out.moves = moves;
            if (to == from) {
                // Its row counted, the queen stays: its own square has the fewest attackers.
                e.examine(Count, r, from);
                continue;
            }
            counts.take(r, from);
            cols[static_cast<std::size_t>(r)] = -1;
            e.remove(Count, r, from); // lifted: the attackers of every square of its row counted
            counts.put(r, to, attacked);
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

/// The catalogue entry (core/algorithms): sizes, name, description, traits and the pseudocode,
/// whose lines the Line enum above indexes.
/// 5 x 10^7 rows take 14 to 28 s (as the machine's memory allows) and 3.9 GB with JSON output
/// (10^8: 45 s, 4.7 GB).
inline AlgorithmInfo minConflictsInfo()
{
    return {
        AlgorithmId::MinConflicts,
        "min-conflicts",
        1,
        50000000,
        false,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Min-conflicts local search"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "Starts from a full board with one queen per row and repeatedly "
                          "moves an attacked queen to the square of its row with the fewest "
                          "attackers. It finds one solution of a huge board quickly but cannot "
                          "list them all."),
        { QT_TRANSLATE_NOOP("nq::Algorithms",
                            "put one queen in every row, avoiding attacks where it can"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "repeat until no queen is attacked:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  pick an attacked queen at random"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  count the attackers of every square of its row"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  move it to a square with the fewest attackers"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "the board is a solution"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "too many moves: start again from a new board") }
    };
}

} // namespace nq::solvers
