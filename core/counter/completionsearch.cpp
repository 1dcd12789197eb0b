// SPDX-License-Identifier: GPL-3.0-or-later
#include "completionsearch.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <limits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define NQ_COUNTER_AVX2 1
#include <immintrin.h>
#else
#define NQ_COUNTER_AVX2 0
#endif

namespace nq {

namespace {

constexpr int kMaxRows = 32;
// Partial boards expanded per step of the AVX2 search: large enough that the bookkeeping between
// steps is small against the work, small enough that the levels stay in the cache.
constexpr int kChunk = 256;
// How often the searches look at the cancel flag: every so many dead ends (plain search) or
// steps of kChunk boards (AVX2 search), well under a millisecond apart.
constexpr unsigned kPlainPollMask = 0xFFFF;
constexpr unsigned kVectorPollMask = 0x3F;

// What a completion search works on: the rows without a border queen from top to bottom, with
// the squares of each that no border queen attacks, and how many rows each lies below the
// previous one (the diagonal masks shift by that much). Border queens below the current row are
// in `allowed`, so the search needs no special step for their rows.
struct Rows
{
    int count = 0;
    std::uint32_t columns = 0; // taken by the border queens
    std::array<std::uint32_t, kMaxRows> allowed {};
    std::array<int, kMaxRows> shift {};
};

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

// The number of ways to fill the first two free rows: how wide the search tree starts, which
// predicts well how large it grows.
std::int64_t openingWidth(const Rows &rows)
{
    if (rows.count < 2)
        return 0;
    std::int64_t width = 0;
    const int s = rows.shift[1];
    for (std::uint32_t free = rows.allowed[0]; free; free &= free - 1) {
        const std::uint32_t bit = free & (0u - free);
        width += std::popcount(~((bit >> s) | (bit << s) | bit) & rows.allowed[1]);
    }
    return width;
}

// The plain search: depth first, one board at a time, its stack in arrays.
std::int64_t searchPlain(const Rows &rows, const std::atomic_bool *cancel)
{
    if (rows.count == 0)
        return 1;
    const int last = rows.count - 1;
    std::uint32_t free = rows.allowed[0];
    if (last == 0)
        return free != 0;
    std::array<std::uint32_t, kMaxRows> lefts, rights, downs, frees;
    std::uint32_t left = 0, right = 0, down = rows.columns;
    int k = 0;
    unsigned deadEnds = 0;
    std::int64_t solutions = 0;
    for (;;) {
        if (!free) {
            if (k == 0)
                break;
            --k;
            left = lefts[k];
            right = rights[k];
            down = downs[k];
            free = frees[k];
            if ((++deadEnds & kPlainPollMask) == 0 && cancel
                && cancel->load(std::memory_order_relaxed))
                return -1;
            continue;
        }
        const std::uint32_t bit = free & (0u - free);
        free ^= bit;
        const int s = rows.shift[static_cast<std::size_t>(k + 1)];
        const std::uint32_t l = (left | bit) >> s;
        const std::uint32_t r = (right | bit) << s;
        const std::uint32_t d = down | bit;
        const std::uint32_t next = ~(l | r | d) & rows.allowed[static_cast<std::size_t>(k + 1)];
        if (k + 1 == last) {
            solutions += next != 0;
            continue;
        }
        if (next) {
            const std::size_t i = static_cast<std::size_t>(k);
            lefts[i] = left;
            rights[i] = right;
            downs[i] = down;
            frees[i] = free;
            ++k;
            left = l;
            right = r;
            down = d;
            free = next;
        }
    }
    return solutions;
}

#if NQ_COUNTER_AVX2

// For each 8-bit lane mask, the lanes to keep, moved to the front (vpermd indices).
struct CompressTable
{
    alignas(32) std::int32_t lanes[256][8];
};

constexpr CompressTable makeCompressTable()
{
    CompressTable t {};
    for (int mask = 0; mask < 256; ++mask) {
        int j = 0;
        for (int lane = 0; lane < 8; ++lane) {
            if (mask >> lane & 1)
                t.lanes[mask][j++] = lane;
        }
        while (j < 8)
            t.lanes[mask][j++] = 0;
    }
    return t;
}

constexpr CompressTable kCompress = makeCompressTable();

// The partial boards of one level of the AVX2 search, as three arrays (struct of arrays).
struct Level
{
    std::uint32_t *lefts;
    std::uint32_t *rights;
    std::uint32_t *downs;
    int size;
};

// Expands the boards [begin, end) of `in` (end a whole number of vectors past begin): every free
// square of each gives a child one free row down. Children with a free square left go to `out`;
// on the last row, where a free square is a solution, they are only counted.
template <bool LastRow>
__attribute__((target("avx2,popcnt"))) std::int64_t
expand(const Level &in, int begin, int end, std::uint32_t allowedHere, std::uint32_t allowedNext,
       int shift, Level *out)
{
    const __m256i zero = _mm256_setzero_si256();
    const __m256i here = _mm256_set1_epi32(static_cast<int>(allowedHere));
    const __m256i next = _mm256_set1_epi32(static_cast<int>(allowedNext));
    const __m128i count = _mm_cvtsi32_si128(shift);
    std::int64_t solutions = 0;
    int pos = LastRow ? 0 : out->size;
    for (int i = begin; i < end; i += 8) {
        const __m256i left = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(in.lefts + i));
        const __m256i right = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(in.rights + i));
        const __m256i down = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(in.downs + i));
        __m256i free = _mm256_andnot_si256(_mm256_or_si256(_mm256_or_si256(left, right), down), here);
        while (!_mm256_testz_si256(free, free)) {
            const __m256i bit = _mm256_and_si256(free, _mm256_sub_epi32(zero, free));
            free = _mm256_xor_si256(free, bit);
            const __m256i l = _mm256_srl_epi32(_mm256_or_si256(left, bit), count);
            const __m256i r = _mm256_sll_epi32(_mm256_or_si256(right, bit), count);
            const __m256i d = _mm256_or_si256(down, bit);
            const __m256i childFree = _mm256_andnot_si256(_mm256_or_si256(_mm256_or_si256(l, r), d), next);
            // A lane whose board has no square left (bit 0) or whose child has none is dropped.
            const __m256i dead = _mm256_or_si256(_mm256_cmpeq_epi32(childFree, zero),
                                                 _mm256_cmpeq_epi32(bit, zero));
            const unsigned live = ~static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(dead))) & 0xFFu;
            if constexpr (LastRow) {
                solutions += std::popcount(live);
            } else {
                const __m256i lanes = _mm256_load_si256(reinterpret_cast<const __m256i *>(kCompress.lanes[live]));
                _mm256_storeu_si256(reinterpret_cast<__m256i *>(out->lefts + pos), _mm256_permutevar8x32_epi32(l, lanes));
                _mm256_storeu_si256(reinterpret_cast<__m256i *>(out->rights + pos), _mm256_permutevar8x32_epi32(r, lanes));
                _mm256_storeu_si256(reinterpret_cast<__m256i *>(out->downs + pos), _mm256_permutevar8x32_epi32(d, lanes));
                pos += std::popcount(live);
            }
        }
    }
    if constexpr (!LastRow)
        out->size = pos;
    return solutions;
}

// The AVX2 search: the partial boards wait per level; the deepest level holding a whole chunk is
// expanded next (depth first, so the levels stay small), else the shallowest one holding any.
__attribute__((target("avx2,popcnt"))) std::int64_t
searchVector(const Rows &rows, std::uint32_t *buffer, int capacity, const std::atomic_bool *cancel)
{
    if (rows.count == 0)
        return 1;
    const int last = rows.count - 1;
    if (last == 0)
        return rows.allowed[0] != 0;
    std::array<Level, kMaxRows> levels;
    for (int k = 0; k < last; ++k) {
        std::uint32_t *base = buffer + static_cast<std::ptrdiff_t>(3 * k) * capacity;
        levels[static_cast<std::size_t>(k)] = { base, base + capacity, base + 2 * capacity, 0 };
    }
    levels[0].lefts[0] = 0;
    levels[0].rights[0] = 0;
    levels[0].downs[0] = rows.columns;
    levels[0].size = 1;
    std::uint32_t waiting = 1; // levels holding boards
    std::uint32_t ready = 0; // levels holding a whole chunk
    std::int64_t solutions = 0;
    unsigned steps = 0;
    while (waiting) {
        if ((++steps & kVectorPollMask) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            return -1;
        const int k = ready ? 31 - std::countl_zero(ready) : std::countr_zero(waiting);
        Level &in = levels[static_cast<std::size_t>(k)];
        const int take = std::min(in.size, kChunk);
        const int begin = in.size - take;
        const int end = begin + ((take + 7) & ~7);
        for (int i = in.size; i < end; ++i) {
            // Padding that expands to nothing: every column taken.
            in.lefts[i] = 0;
            in.rights[i] = 0;
            in.downs[i] = ~0u;
        }
        in.size = begin;
        if (in.size < kChunk)
            ready &= ~(1u << k);
        if (in.size == 0)
            waiting &= ~(1u << k);
        const std::size_t here = static_cast<std::size_t>(k);
        if (k + 1 == last) {
            solutions += expand<true>(in, begin, end, rows.allowed[here], rows.allowed[here + 1],
                                      rows.shift[here + 1], nullptr);
            continue;
        }
        Level &out = levels[here + 1];
        expand<false>(in, begin, end, rows.allowed[here], rows.allowed[here + 1],
                      rows.shift[here + 1], &out);
        if (out.size > 0)
            waiting |= 1u << (k + 1);
        if (out.size >= kChunk)
            ready |= 1u << (k + 1);
    }
    return solutions;
}

#endif

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

CompletionSearch::CompletionSearch(int n, bool portable)
    : m_n(n), m_vectorised(!portable && vectorAvailable())
{
    if (m_vectorised) {
        // A level holds less than a chunk plus the children of one chunk, plus one vector of
        // padding and overhang from the unaligned stores.
        const std::size_t capacity = static_cast<std::size_t>(kChunk) * (n + 1) + 16;
        m_buffer.assign(3 * static_cast<std::size_t>(std::max(n, 1)) * capacity, 0);
    }
}

bool CompletionSearch::vectorAvailable()
{
#if NQ_COUNTER_AVX2
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#else
    return false;
#endif
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
#if NQ_COUNTER_AVX2
    if (m_vectorised) {
        const int capacity = static_cast<int>(m_buffer.size() / (3 * static_cast<std::size_t>(std::max(m_n, 1))));
        return searchVector(best, m_buffer.data(), capacity, cancel);
    }
#endif
    return searchPlain(best, cancel);
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
