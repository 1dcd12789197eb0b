// SPDX-License-Identifier: GPL-3.0-or-later
#include "completionsearch.h"

#include "completionrows.h"
#include "levelsearch.h"
#include "vectorsearch.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <limits>
#include <new>

namespace nq {

using namespace counterdetail;

namespace {

Rows rowsFor(const StartConstellation &c, int n)
{
    Rows rows;
    std::uint32_t taken = 0;
    for (int i = 0; i < c.queenCount; ++i) {
        const Square q = c.queens[static_cast<std::size_t>(i)];
        rows.columns |= 1u << q.col;
        taken |= 1u << q.row;
    }
    const std::uint32_t full = n >= 32 ? ~0u : (1u << n) - 1;
    int previous = -1;
    for (int row = 0; row < n; ++row) {
        if (taken >> row & 1u)
            continue;
        std::uint32_t attacked = rows.columns;
        for (int i = 0; i < c.queenCount; ++i) {
            const Square q = c.queens[static_cast<std::size_t>(i)];
            const int d = std::abs(row - q.row);
            if (q.col - d >= 0)
                attacked |= 1u << (q.col - d);
            if (q.col + d < n)
                attacked |= 1u << (q.col + d);
        }
        const std::size_t k = static_cast<std::size_t>(rows.count++);
        rows.allowed[k] = ~attacked & full;
        rows.shift[k] = previous < 0 ? 0 : row - previous;
        previous = row;
    }
    return rows;
}

// The number of ways to fill the first three free rows: how wide the search tree starts, which
// predicts well how large it grows (within 10% of the best of the eight sides at 16 x 16).
std::int64_t openingWidth(const Rows &rows)
{
    if (rows.count < 3)
        return 0;
    std::int64_t width = 0;
    const int s1 = rows.shift[1], s2 = rows.shift[2];
    for (std::uint32_t first = rows.allowed[0]; first; first &= first - 1) {
        const std::uint32_t a = first & (0u - first);
        const std::uint32_t l = a >> s1, r = a << s1;
        for (std::uint32_t second = ~(l | r | a) & rows.allowed[1]; second; second &= second - 1) {
            const std::uint32_t b = second & (0u - second);
            const std::uint32_t taken = ((l | b) >> s2) | ((r | b) << s2) | a | b;
            width += std::popcount(~taken & rows.allowed[2]);
        }
    }
    return width;
}

// The solutions that a transform maps onto themselves, found by placing each queen together with
// its images (two or four squares at once), so the search is about as deep as half the board.
struct FixedBoard
{
    int n = 0;
    std::uint32_t rows = 0;
    std::uint32_t columns = 0;
    std::uint64_t sums = 0; // diagonals row + col
    std::uint64_t differences = 0; // diagonals row - col + n - 1

    bool place(Square s)
    {
        const std::uint64_t sum = std::uint64_t { 1 } << (s.row + s.col);
        const std::uint64_t difference = std::uint64_t { 1 } << (s.row - s.col + n - 1);
        if ((rows >> s.row & 1u) || (columns >> s.col & 1u) || (sums & sum)
            || (differences & difference))
            return false;
        rows |= 1u << s.row;
        columns |= 1u << s.col;
        sums |= sum;
        differences |= difference;
        return true;
    }
};

std::int64_t countFixedFrom(const FixedBoard &board, Transform t, std::uint32_t full,
                            const std::atomic_bool *cancel)
{
    if (board.rows == full)
        return 1;
    if (cancel && cancel->load(std::memory_order_relaxed))
        return -1;
    const int row = std::countr_one(board.rows);
    std::int64_t count = 0;
    for (int col = 0; col < board.n; ++col) {
        if (board.columns >> col & 1u)
            continue;
        FixedBoard next = board;
        const Square first { row, col };
        Square s = first;
        bool peaceful = true;
        do {
            peaceful = next.place(s);
            s = Symmetry::apply(t, s, board.n);
        } while (peaceful && !(s == first));
        if (!peaceful)
            continue;
        const std::int64_t below = countFixedFrom(next, t, full, cancel);
        if (below < 0)
            return -1;
        count += below;
    }
    return count;
}

} // namespace

CompletionSearch::CompletionSearch(int n, SearchKernel kernel) : m_n(n)
{
    if (kernel == SearchKernel::Fastest)
        kernel = fastest();
    while (!available(kernel))
        kernel = static_cast<SearchKernel>(static_cast<int>(kernel) + 1);
    m_kernel = kernel;
    const std::size_t boards = 4 * static_cast<std::size_t>(std::max(n, 1)) * levelCapacity(n);
    m_buffer.reset(static_cast<std::uint32_t *>(
        ::operator new[](boards * sizeof(std::uint32_t), std::align_val_t { kBufferAlign })));
}

void CompletionSearch::AlignedDelete::operator()(std::uint32_t *buffer) const
{
    ::operator delete[](buffer, std::align_val_t { kBufferAlign });
}

bool CompletionSearch::available(SearchKernel kernel)
{
    switch (kernel) {
    case SearchKernel::Fastest:
    case SearchKernel::Portable:
        return true;
#if NQ_COUNTER_X86
    case SearchKernel::Avx512:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx2")
            && __builtin_cpu_supports("popcnt");
    case SearchKernel::Avx2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#else
    case SearchKernel::Avx512:
    case SearchKernel::Avx2:
        return false;
#endif
    }
    return false;
}

SearchKernel CompletionSearch::fastest()
{
    for (const SearchKernel k : { SearchKernel::Avx512, SearchKernel::Avx2 }) {
        if (available(k))
            return k;
    }
    return SearchKernel::Portable;
}

const char *CompletionSearch::name(SearchKernel kernel)
{
    switch (kernel) {
    case SearchKernel::Fastest:
        return name(fastest());
    case SearchKernel::Avx512:
        return "AVX-512";
    case SearchKernel::Avx2:
        return "AVX2";
    case SearchKernel::Portable:
        return "portable";
    }
    return "";
}

std::int64_t CompletionSearch::count(const StartConstellation &c, const std::atomic_bool *cancel)
{
    // Every image of c has as many completions; search the one whose tree starts narrowest.
    Rows best;
    std::int64_t bestWidth = std::numeric_limits<std::int64_t>::max();
    for (const Transform t : kAllTransforms) {
        const Rows rows = rowsFor(c.transformed(t, m_n), m_n);
        const std::int64_t width = openingWidth(rows);
        if (width < bestWidth) {
            bestWidth = width;
            best = rows;
        }
    }
    const std::uint32_t full = m_n >= 32 ? ~0u : (1u << m_n) - 1;
    const int capacity = static_cast<int>(levelCapacity(m_n));
#if NQ_COUNTER_X86
    switch (m_kernel) {
    case SearchKernel::Avx512:
        return searchAvx512(best, full, m_buffer.get(), capacity, cancel);
    case SearchKernel::Avx2:
        return searchAvx2(best, full, m_buffer.get(), capacity, cancel);
    default:
        break;
    }
#endif
    return searchScalar(best, full, m_buffer.get(), capacity, cancel);
}

std::int64_t CompletionSearch::countFixed(const StartConstellation &c, Transform t,
                                          const std::atomic_bool *cancel) const
{
    FixedBoard board;
    board.n = m_n;
    for (int i = 0; i < c.queenCount; ++i) {
        if (!board.place(c.queens[static_cast<std::size_t>(i)]))
            return 0;
    }
    const std::uint32_t full = m_n >= 32 ? ~0u : (1u << m_n) - 1;
    return countFixedFrom(board, t, full, cancel);
}

} // namespace nq
