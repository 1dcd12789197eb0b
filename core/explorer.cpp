// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorer.h"

#include "domination.h"

#include "placement.h"

#include <algorithm>
#include <bit>

namespace nq {

namespace {

// The columns of an n x n board as a mask (n <= 32).
std::uint32_t columnMask(int n)
{
    return n >= 32 ? 0xFFFFFFFFu : ((std::uint32_t(1) << n) - 1);
}

// Solutions with the given column forced in some rows (-1: free), by bitmask backtracking.
std::int64_t countWith(const std::vector<int> &forced, int row, std::uint32_t left,
                       std::uint32_t down, std::uint32_t right, std::uint32_t full)
{
    if (down == full)
        return 1;
    std::uint32_t free = ~(left | down | right) & full;
    const int col = forced[std::size_t(row)];
    if (col >= 0)
        free &= std::uint32_t(1) << col;
    std::int64_t total = 0;
    while (free) {
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        total
            += countWith(forced, row + 1, (left | bit) >> 1, down | bit, (right | bit) << 1, full);
    }
    return total;
}

// 1 when some completion exists, 0 when none does, -1 when `budget` steps did not settle it.
// The columns row by row go to `columns` (the first completion: the lowest column first).
int findWith(const std::vector<int> &forced, int row, std::uint32_t left, std::uint32_t down,
             std::uint32_t right, std::uint32_t full, std::int64_t &budget,
             std::vector<int> &columns)
{
    if (down == full)
        return 1;
    if (--budget < 0)
        return -1;
    std::uint32_t free = ~(left | down | right) & full;
    const int col = forced[std::size_t(row)];
    if (col >= 0)
        free &= std::uint32_t(1) << col;
    while (free) {
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        columns[std::size_t(row)] = std::countr_zero(bit);
        const int found = findWith(forced, row + 1, (left | bit) >> 1, down | bit,
                                   (right | bit) << 1, full, budget, columns);
        if (found != 0)
            return found;
    }
    return 0;
}

} // namespace

std::optional<std::vector<int>> Explorer::rowColumns() const
{
    std::vector<int> columns(std::size_t(m_n), -1);
    for (const Square &q : queens()) {
        if (columns[std::size_t(q.row)] >= 0)
            return std::nullopt; // two queens in one row
        columns[std::size_t(q.row)] = q.col;
    }
    if (!attackingPairs().empty())
        return std::nullopt;
    return columns;
}

int Explorer::completes(std::int64_t &budget, std::vector<int> *completion) const
{
    const std::optional<std::vector<int>> forced = rowColumns();
    if (!forced)
        return 0;
    if (m_n > kCountUpTo)
        return -1;
    std::vector<int> columns(std::size_t(m_n), -1);
    const int found = findWith(*forced, 0, 0, 0, 0, columnMask(m_n), budget, columns);
    if (completion)
        *completion = std::move(columns);
    return found;
}

Explorer::Explorer(int n) : m_n(std::max(n, 1)), m_board(m_n) { }

bool Explorer::place(Square s)
{
    return m_board.put(s);
}

bool Explorer::remove(Square s)
{
    return m_board.take(s);
}

bool Explorer::isAttacked(Square s) const
{
    return m_board.contains(s) && m_board.isAttacked(s);
}

std::vector<std::pair<Square, Square>> Explorer::attackingPairs() const
{
    std::vector<Square> sorted = queens();
    std::sort(sorted.begin(), sorted.end(), [](const Square &a, const Square &b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
    std::vector<std::pair<Square, Square>> pairs;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        for (std::size_t j = i + 1; j < sorted.size(); ++j) {
            if (attackBetween(sorted[i], sorted[j]) != ConflictReason::None)
                pairs.emplace_back(sorted[i], sorted[j]);
        }
    }
    return pairs;
}

bool Explorer::isSolved() const
{
    return int(queens().size()) == m_n && attackingPairs().empty();
}

std::int64_t Explorer::extensions() const
{
    const std::optional<std::vector<int>> forced = rowColumns();
    if (!forced)
        return 0;
    if (m_n > kCountUpTo)
        return -1; // the search's masks hold 32 columns
    return countWith(*forced, 0, 0, 0, 0, columnMask(m_n));
}

Explorer::Hint Explorer::hint() const
{
    if (isSolved())
        return { Hint::Solved, {} };
    if (m_n > kCountUpTo)
        return { Hint::TooLong, {} };
    // Up to kLiveUpTo the completions are counted; past it (as far as Solve from Here goes) the
    // first completion is looked for, within one budget of steps for the whole hint.
    std::int64_t budget = kHintSteps;
    bool unsettled = false;
    auto leads = [&](const Explorer &e) {
        if (m_n <= kLiveUpTo)
            return e.extensions() > 0;
        const int found = e.completes(budget);
        unsettled = unsettled || found < 0;
        return found > 0;
    };
    if (m_n > kLiveUpTo) {
        // One search for the first completion: its queen in the first empty row is the lowest
        // square of that row that still leads to a solution.
        std::vector<int> completion;
        const int found = completes(budget, &completion);
        if (found < 0)
            return { Hint::TooLong, {} };
        if (found > 0) {
            const std::vector<int> forced = *rowColumns(); // a completion exists: it holds
            for (int r = 0; r < m_n; ++r) {
                if (forced[std::size_t(r)] < 0)
                    return { Hint::Place, { r, completion[std::size_t(r)] } };
            }
        }
    }
    const bool extends = leads(*this);
    if (unsettled)
        return { Hint::TooLong, {} };
    if (extends) {
        const std::vector<int> forced = *rowColumns(); // it extends: it holds
        for (int r = 0; r < m_n; ++r) {
            if (forced[std::size_t(r)] >= 0)
                continue;
            for (int c = 0; c < m_n; ++c) {
                Explorer next = *this;
                if (next.place({ r, c }) && leads(next))
                    return { Hint::Place, { r, c } };
                if (unsettled)
                    return { Hint::TooLong, {} };
            }
        }
        return { Hint::Impossible, {} };
    }
    // Nothing extends: the latest queen whose removal opens a way again goes back.
    for (auto it = queens().rbegin(); it != queens().rend(); ++it) {
        Explorer fewer = *this;
        fewer.remove(*it);
        if (leads(fewer))
            return { Hint::TakeBack, *it };
        if (unsettled)
            return { Hint::TooLong, {} };
    }
    // No single queen is enough: the latest one goes back first.
    if (!queens().empty())
        return { Hint::TakeBack, queens().back() };
    return { Hint::Impossible, {} };
}

bool Explorer::isCovered(Square s) const
{
    return m_board.contains(s) && m_board.cover(s) > 0;
}

std::vector<Square> Explorer::uncoveredSquares() const
{
    std::vector<Square> out;
    for (int r = 0; r < m_n; ++r) {
        for (int c = 0; c < m_n; ++c) {
            if (!isCovered({ r, c }))
                out.push_back({ r, c });
        }
    }
    return out;
}

namespace {
// The first covering set of k queens that contains `queens`, if any; `tooLong` is set when the
// search ran out of steps.
std::optional<std::vector<Square>>
firstCoveringSet(int n, int k, bool independent, const std::vector<Square> &queens, bool *tooLong)
{
    if (n > Domination::kMaxSize || int(queens.size()) > k)
        return std::nullopt;
    DominationOptions options;
    options.n = n;
    options.queens = k;
    options.independent = independent;
    options.fixed = queens;
    options.maxSteps = Explorer::kSearchSteps;
    std::optional<std::vector<Square>> found;
    const DominationResult r
        = Domination::enumerate(options, [&](std::span<const Square> set, bool) {
              found.emplace(set.begin(), set.end());
              return false;
          });
    if (r.outOfSteps)
        *tooLong = true;
    return found;
}
} // namespace

std::int64_t Explorer::coveringSets(int k, bool independent) const
{
    if (m_n > Domination::kMaxSize || int(queens().size()) > k)
        return 0;
    DominationOptions options;
    options.n = m_n;
    options.queens = k;
    options.independent = independent;
    options.fixed = queens();
    options.maxSteps = m_n <= 8 ? kCountSteps : kCountSteps / 2;
    // Counted, not listed (core/coveringcount): exact even when the sets are millions.
    const DominationResult r = Domination::countSets(options);
    return r.outOfSteps || r.tooMany ? -1 : r.sets;
}

bool Explorer::isCovering(int k, bool independent) const
{
    return int(queens().size()) == k && uncoveredSquares().empty()
        && (!independent || attackingPairs().empty());
}

Explorer::Hint Explorer::coverHint(int k, bool independent) const
{
    if (isCovering(k, independent))
        return { Hint::Solved, {} };
    bool tooLong = false;
    if (int(queens().size()) < k) {
        if (const auto set = firstCoveringSet(m_n, k, independent, queens(), &tooLong)) {
            for (const Square &q : *set) {
                if (!hasQueen(q))
                    return { Hint::Place, q };
            }
        }
        if (tooLong)
            return { Hint::TooLong, {} };
        if (queens().empty())
            return { Hint::Impossible, {} };
    }
    // No covering set holds these queens: the latest queen whose removal opens a way goes back.
    for (auto it = queens().rbegin(); it != queens().rend(); ++it) {
        std::vector<Square> fewer = queens();
        fewer.erase(std::find(fewer.begin(), fewer.end(), *it));
        if (firstCoveringSet(m_n, k, independent, fewer, &tooLong))
            return { Hint::TakeBack, *it };
        if (tooLong)
            return { Hint::TooLong, {} };
    }
    if (!queens().empty())
        return { Hint::TakeBack, queens().back() };
    return { Hint::Impossible, {} };
}

} // namespace nq
