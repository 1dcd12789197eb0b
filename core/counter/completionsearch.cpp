// SPDX-License-Identifier: GPL-3.0-or-later
#include "completionsearch.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <limits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define NQ_COUNTER_X86 1
#include <immintrin.h>
#else
#define NQ_COUNTER_X86 0
#endif

namespace nq {

namespace {

constexpr int kMaxRows = 32;
// Partial boards expanded per step of the vector searches: large enough that the bookkeeping between
// steps is small against the work, small enough that the levels stay in the cache. Measured with
// AVX-512 on 2 threads: 256 took 2.21 s at n = 18 and 17.6 s at 19, 1024 took 1.98 s and 15.2 s;
// 2048 was no faster and 8192 slower again.
constexpr int kChunk = 1024;
// How often the searches look at the cancel flag: every so many dead ends (plain search) or
// steps of kChunk boards (vector searches), well under a millisecond apart.
constexpr unsigned kPlainPollMask = 0xFFFF;
constexpr unsigned kVectorPollMask = 0xF;

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

// The boards one level of the vector searches holds at most: less than a chunk waiting, the
// children of one chunk, and a vector's overhang of the unaligned stores.
std::size_t levelCapacity(int n)
{
    return static_cast<std::size_t>(kChunk) * static_cast<std::size_t>(n + 1) + 32;
}

// Within this many rows of the bottom, a step checks a child against all rows left and their
// columns; higher up, against the two rows below it (more costs more than it prunes there).
constexpr int kDeepRows = 4;

// The rows a step of a vector search looks at: the children's row and up to kDeepRows below it
// (past the last row the children's row stands in again, a check that always passes).
struct StepRows
{
    std::uint32_t allowed[kDeepRows + 1];
    int shift[kDeepRows + 1]; // [0] from the parents' row to the children's, then from the children's
    std::uint32_t columns; // the columns the border queens leave
};

StepRows stepRows(const Rows &rows, int child, std::uint32_t full)
{
    StepRows s {};
    for (int j = 0; j <= kDeepRows; ++j) {
        const int row = child + j < rows.count ? child + j : child;
        s.allowed[j] = rows.allowed[static_cast<std::size_t>(row)];
        int shift = 0;
        for (int i = child + 1; i <= row; ++i)
            shift += rows.shift[static_cast<std::size_t>(i)];
        s.shift[j] = shift;
    }
    s.shift[0] = rows.shift[static_cast<std::size_t>(child)];
    s.columns = ~rows.columns & full;
    return s;
}

// The plain search: depth first, one board at a time, its stack in arrays, with the vector
// searches' checks near the bottom.
std::int64_t searchPlain(const Rows &rows, std::uint32_t full, const std::atomic_bool *cancel)
{
    if (rows.count == 0)
        return 1;
    const int last = rows.count - 1;
    std::uint32_t free = rows.allowed[0];
    if (last == 0)
        return free != 0;
    std::array<StepRows, kMaxRows> steps; // steps[k]: the rows seen by a step into row k
    for (int k = 1; k <= last; ++k)
        steps[static_cast<std::size_t>(k)] = stepRows(rows, k, full);
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
        const StepRows &step = steps[static_cast<std::size_t>(k + 1)];
        const int s = step.shift[0];
        const std::uint32_t l = (left | bit) >> s;
        const std::uint32_t r = (right | bit) << s;
        const std::uint32_t d = down | bit;
        const std::uint32_t next = ~(l | r | d) & step.allowed[0];
        if (k + 1 == last) {
            solutions += next != 0;
            continue;
        }
        // One board at a time, only the checks near the bottom pay for their branches.
        const int below = last - (k + 1);
        const int ahead = below <= kDeepRows ? below : 0;
        bool alive = next != 0;
        std::uint32_t cover = next;
        for (int j = 1; j <= ahead; ++j) {
            const std::size_t i = static_cast<std::size_t>(j);
            const std::uint32_t f = ~((l >> step.shift[i]) | (r << step.shift[i]) | d) & step.allowed[i];
            alive = alive && f != 0;
            cover |= f;
        }
        if (below <= kDeepRows)
            alive = alive && (step.columns & ~d & ~cover) == 0;
        if (alive) {
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

#if NQ_COUNTER_X86

// The partial boards of one level of the vector searches, as arrays (struct of arrays): the
// diagonal and column masks at the level's row and the squares still free there.
struct Level
{
    std::uint32_t *lefts;
    std::uint32_t *rights;
    std::uint32_t *downs;
    std::uint32_t *frees;
    int size;
};

// One step of a vector search: takes each board of in[begin, begin + count) to its next free
// square, again and again until none is left, packing the boards that still have one to the
// front after each round so that every lane works. A child goes to `out` if its row and the
// `Ahead` rows below keep a free square, and with `Columns` (when those are all the rows left)
// if every free column keeps one too; a third of the boards at 16 x 16 never cost a level that
// way. On the last row, where a free square is a solution, children are only counted. `in` must
// have a vector's room past begin + count.
using Step = std::int64_t (*)(Level &in, int begin, int count, const StepRows &rows, Level *out);

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

// Packs the lanes of `mask` to the front of dst (the vector after them is overwritten).
__attribute__((target("avx2"))) inline void storePacked(std::uint32_t *dst, __m256i v, __m256i lanes)
{
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst), _mm256_permutevar8x32_epi32(v, lanes));
}

template <bool LastRow, int Ahead, bool Columns, bool Penultimate = false>
__attribute__((target("avx2,popcnt"))) std::int64_t
stepAvx2(Level &in, int begin, int count, const StepRows &rows, Level *out)
{
    const __m256i zero = _mm256_setzero_si256();
    const __m256i next = _mm256_set1_epi32(static_cast<int>(rows.allowed[0]));
    // The shifts take a vector of counts: one micro-op, where a count in a register takes two.
    const __m256i by = _mm256_set1_epi32(rows.shift[0]);
    const __m256i columns = _mm256_set1_epi32(static_cast<int>(rows.columns));
    __m256i ahead[Ahead + 1], byAhead[Ahead + 1];
    for (int j = 0; j < Ahead; ++j) {
        ahead[j] = _mm256_set1_epi32(static_cast<int>(rows.allowed[j + 1]));
        byAhead[j] = _mm256_set1_epi32(rows.shift[j + 1]);
    }
    std::uint32_t *const lefts = in.lefts + begin;
    std::uint32_t *const rights = in.rights + begin;
    std::uint32_t *const downs = in.downs + begin;
    std::uint32_t *const frees = in.frees + begin;
    std::int64_t solutions = 0;
    int pos = LastRow || Penultimate ? 0 : out->size;
    int live = count;
    while (live > 0) {
        const int end = (live + 7) & ~7;
        for (int i = live; i < end; ++i)
            frees[i] = 0; // padding lanes: nothing to expand
        int kept = 0;
        for (int i = 0; i < end; i += 8) {
            const __m256i left = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(lefts + i));
            const __m256i right = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(rights + i));
            const __m256i down = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(downs + i));
            __m256i free = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(frees + i));
            const __m256i bit = _mm256_and_si256(free, _mm256_sub_epi32(zero, free));
            free = _mm256_xor_si256(free, bit);
            const __m256i l = _mm256_srlv_epi32(_mm256_or_si256(left, bit), by);
            const __m256i r = _mm256_sllv_epi32(_mm256_or_si256(right, bit), by);
            const __m256i d = _mm256_or_si256(down, bit);
            const __m256i childFree
                    = _mm256_andnot_si256(_mm256_or_si256(_mm256_or_si256(l, r), d), next);
            // Padding lanes (no bit) and children without a free square are dropped.
            __m256i dead = _mm256_or_si256(_mm256_cmpeq_epi32(childFree, zero),
                                           _mm256_cmpeq_epi32(bit, zero));
            __m256i cover = childFree;
            for (int j = 0; j < Ahead; ++j) {
                const __m256i f = _mm256_andnot_si256(
                        _mm256_or_si256(_mm256_or_si256(_mm256_srlv_epi32(l, byAhead[j]),
                                                        _mm256_sllv_epi32(r, byAhead[j])),
                                        d),
                        ahead[j]);
                dead = _mm256_or_si256(dead, _mm256_cmpeq_epi32(f, zero));
                if constexpr (Columns)
                    cover = _mm256_or_si256(cover, f);
            }
            if constexpr (Columns) {
                const __m256i uncovered = _mm256_andnot_si256(_mm256_or_si256(d, cover), columns);
                dead = _mm256_or_si256(
                        dead, _mm256_xor_si256(_mm256_cmpeq_epi32(uncovered, zero),
                                               _mm256_cmpeq_epi32(zero, zero)));
            }
            const unsigned born
                    = ~static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(dead))) & 0xFFu;
            if constexpr (Penultimate) {
                // Two columns are left: the children's queen on each in turn, and the last row.
                const __m256i first = _mm256_and_si256(childFree, _mm256_sub_epi32(zero, childFree));
                const __m256i second = _mm256_xor_si256(childFree, first);
                const __m256i f1 = _mm256_andnot_si256(
                        _mm256_or_si256(_mm256_or_si256(_mm256_srlv_epi32(_mm256_or_si256(l, first), byAhead[0]),
                                                        _mm256_sllv_epi32(_mm256_or_si256(r, first), byAhead[0])),
                                        _mm256_or_si256(d, first)),
                        ahead[0]);
                const __m256i f2 = _mm256_andnot_si256(
                        _mm256_or_si256(_mm256_or_si256(_mm256_srlv_epi32(_mm256_or_si256(l, second), byAhead[0]),
                                                        _mm256_sllv_epi32(_mm256_or_si256(r, second), byAhead[0])),
                                        _mm256_or_si256(d, second)),
                        ahead[0]);
                const unsigned none1 = static_cast<unsigned>(
                        _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(f1, zero))));
                const unsigned none2 = static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(
                        _mm256_or_si256(_mm256_cmpeq_epi32(f2, zero), _mm256_cmpeq_epi32(second, zero)))));
                solutions += std::popcount(born & ~none1 & 0xFFu) + std::popcount(born & ~none2 & 0xFFu);
            } else if constexpr (LastRow) {
                solutions += std::popcount(born);
            } else {
                const __m256i lanes = _mm256_load_si256(
                        reinterpret_cast<const __m256i *>(kCompress.lanes[born]));
                storePacked(out->lefts + pos, l, lanes);
                storePacked(out->rights + pos, r, lanes);
                storePacked(out->downs + pos, d, lanes);
                storePacked(out->frees + pos, childFree, lanes);
                pos += std::popcount(born);
            }
            // The boards with squares left move to the front, in place: kept <= i.
            const unsigned more = ~static_cast<unsigned>(_mm256_movemask_ps(
                                          _mm256_castsi256_ps(_mm256_cmpeq_epi32(free, zero))))
                    & 0xFFu;
            const __m256i lanes
                    = _mm256_load_si256(reinterpret_cast<const __m256i *>(kCompress.lanes[more]));
            storePacked(lefts + kept, left, lanes);
            storePacked(rights + kept, right, lanes);
            storePacked(downs + kept, down, lanes);
            storePacked(frees + kept, free, lanes);
            kept += std::popcount(more);
        }
        live = kept;
    }
    if constexpr (!LastRow && !Penultimate)
        out->size = pos;
    return solutions;
}

// GCC 12's AVX-512 headers build results from deliberately undefined vectors, which
// -Wmaybe-uninitialized reports inside every caller.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

template <bool LastRow, int Ahead, bool Columns, bool Penultimate = false>
__attribute__((target("avx512f,avx2,popcnt"))) std::int64_t
stepAvx512(Level &in, int begin, int count, const StepRows &rows, Level *out)
{
    const __m512i next = _mm512_set1_epi32(static_cast<int>(rows.allowed[0]));
    const __m512i by = _mm512_set1_epi32(rows.shift[0]);
    const __m512i columns = _mm512_set1_epi32(static_cast<int>(rows.columns));
    __m512i ahead[Ahead + 1], byAhead[Ahead + 1];
    for (int j = 0; j < Ahead; ++j) {
        ahead[j] = _mm512_set1_epi32(static_cast<int>(rows.allowed[j + 1]));
        byAhead[j] = _mm512_set1_epi32(rows.shift[j + 1]);
    }
    std::uint32_t *const lefts = in.lefts + begin;
    std::uint32_t *const rights = in.rights + begin;
    std::uint32_t *const downs = in.downs + begin;
    std::uint32_t *const frees = in.frees + begin;
    std::int64_t solutions = 0;
    int pos = LastRow || Penultimate ? 0 : out->size;
    int live = count;
    // vpternlogd truth tables: not (a or b or c), and (a and not b and not c).
    constexpr int kNor = 0x01;
    constexpr int kOnlyFirst = 0x10;
    while (live > 0) {
        int kept = 0;
        for (int i = 0; i < live; i += 16) {
            // Every stored board has a free square, so each loaded lane yields a child.
            const __mmask16 valid = live - i >= 16 ? __mmask16(0xFFFF)
                                                   : __mmask16((1u << (live - i)) - 1);
            const __m512i left = _mm512_maskz_loadu_epi32(valid, lefts + i);
            const __m512i right = _mm512_maskz_loadu_epi32(valid, rights + i);
            const __m512i down = _mm512_maskz_loadu_epi32(valid, downs + i);
            __m512i free = _mm512_maskz_loadu_epi32(valid, frees + i);
            const __m512i bit = _mm512_and_si512(free, _mm512_sub_epi32(_mm512_setzero_si512(), free));
            free = _mm512_xor_si512(free, bit);
            const __m512i l = _mm512_srlv_epi32(_mm512_or_si512(left, bit), by);
            const __m512i r = _mm512_sllv_epi32(_mm512_or_si512(right, bit), by);
            const __m512i d = _mm512_or_si512(down, bit);
            const __m512i childFree = _mm512_and_si512(_mm512_ternarylogic_epi32(l, r, d, kNor), next);
            __mmask16 born = _mm512_mask_test_epi32_mask(valid, childFree, childFree);
            __m512i cover = childFree;
            for (int j = 0; j < Ahead; ++j) {
                const __m512i f = _mm512_and_si512(
                        _mm512_ternarylogic_epi32(_mm512_srlv_epi32(l, byAhead[j]),
                                                  _mm512_sllv_epi32(r, byAhead[j]), d, kNor),
                        ahead[j]);
                born = _mm512_mask_test_epi32_mask(born, f, f);
                if constexpr (Columns)
                    cover = _mm512_or_si512(cover, f);
            }
            if constexpr (Columns) {
                const __m512i uncovered = _mm512_ternarylogic_epi32(columns, d, cover, kOnlyFirst);
                born = _mm512_mask_testn_epi32_mask(born, uncovered, uncovered);
            }
            if constexpr (Penultimate) {
                // Two columns are left: the children's queen on each in turn, and the last row.
                const __m512i first = _mm512_and_si512(childFree, _mm512_sub_epi32(_mm512_setzero_si512(), childFree));
                const __m512i second = _mm512_xor_si512(childFree, first);
                const __m512i f1 = _mm512_and_si512(
                        _mm512_ternarylogic_epi32(_mm512_srlv_epi32(_mm512_or_si512(l, first), byAhead[0]),
                                                  _mm512_sllv_epi32(_mm512_or_si512(r, first), byAhead[0]),
                                                  _mm512_or_si512(d, first), kNor),
                        ahead[0]);
                const __m512i f2 = _mm512_and_si512(
                        _mm512_ternarylogic_epi32(_mm512_srlv_epi32(_mm512_or_si512(l, second), byAhead[0]),
                                                  _mm512_sllv_epi32(_mm512_or_si512(r, second), byAhead[0]),
                                                  _mm512_or_si512(d, second), kNor),
                        ahead[0]);
                const __mmask16 withSecond = _mm512_mask_test_epi32_mask(born, second, second);
                solutions += std::popcount(static_cast<unsigned>(_mm512_mask_test_epi32_mask(born, f1, f1)))
                        + std::popcount(static_cast<unsigned>(_mm512_mask_test_epi32_mask(withSecond, f2, f2)));
            } else if constexpr (LastRow) {
                solutions += std::popcount(static_cast<unsigned>(born));
            } else {
                _mm512_storeu_si512(out->lefts + pos, _mm512_maskz_compress_epi32(born, l));
                _mm512_storeu_si512(out->rights + pos, _mm512_maskz_compress_epi32(born, r));
                _mm512_storeu_si512(out->downs + pos, _mm512_maskz_compress_epi32(born, d));
                _mm512_storeu_si512(out->frees + pos, _mm512_maskz_compress_epi32(born, childFree));
                pos += std::popcount(static_cast<unsigned>(born));
            }
            const __mmask16 more = _mm512_test_epi32_mask(free, free);
            _mm512_storeu_si512(lefts + kept, _mm512_maskz_compress_epi32(more, left));
            _mm512_storeu_si512(rights + kept, _mm512_maskz_compress_epi32(more, right));
            _mm512_storeu_si512(downs + kept, _mm512_maskz_compress_epi32(more, down));
            _mm512_storeu_si512(frees + kept, _mm512_maskz_compress_epi32(more, free));
            kept += std::popcount(static_cast<unsigned>(more));
        }
        live = kept;
    }
    if constexpr (!LastRow && !Penultimate)
        out->size = pos;
    return solutions;
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

// The steps of one kernel: far from the bottom two rows ahead are checked; within kDeepRows of
// it, all rows left and the columns (deep[k] with k rows below the children's; deep[0] is never
// taken, the last row has its own step).
struct VectorKernel
{
    Step step;
    Step lastStep;
    Step penultimate; // into the row before the last: completions counted, nothing stored
    Step deep[kDeepRows + 1];
};

constexpr VectorKernel kAvx2Kernel {
    stepAvx2<false, 2, false>,
    stepAvx2<true, 0, false>,
    stepAvx2<false, 1, false, true>,
    { stepAvx2<true, 0, false>, stepAvx2<false, 1, true>, stepAvx2<false, 2, true>,
      stepAvx2<false, 3, true>, stepAvx2<false, 4, true> },
};

constexpr VectorKernel kAvx512Kernel {
    stepAvx512<false, 2, false>,
    stepAvx512<true, 0, false>,
    stepAvx512<false, 1, false, true>,
    { stepAvx512<true, 0, false>, stepAvx512<false, 1, true>, stepAvx512<false, 2, true>,
      stepAvx512<false, 3, true>, stepAvx512<false, 4, true> },
};

// The vector search: the partial boards wait per level; the deepest level holding a whole chunk
// is expanded next (depth first, so the levels stay small), else the shallowest one holding any.
std::int64_t searchVector(const Rows &rows, const VectorKernel &kernel, std::uint32_t full,
                          std::uint32_t *buffer, int capacity, const std::atomic_bool *cancel)
{
    if (rows.count == 0)
        return 1;
    const int last = rows.count - 1;
    if (last == 0 || rows.allowed[0] == 0)
        return last == 0 && rows.allowed[0] != 0;
    std::array<Level, kMaxRows> levels;
    for (int k = 0; k < last; ++k) {
        std::uint32_t *base = buffer + static_cast<std::ptrdiff_t>(4 * k) * capacity;
        levels[static_cast<std::size_t>(k)]
                = { base, base + capacity, base + 2 * capacity, base + 3 * capacity, 0 };
    }
    std::array<StepRows, kMaxRows> steps; // steps[k]: the rows seen by a step into row k
    for (int k = 1; k <= last; ++k)
        steps[static_cast<std::size_t>(k)] = stepRows(rows, k, full);
    levels[0].lefts[0] = 0;
    levels[0].rights[0] = 0;
    levels[0].downs[0] = rows.columns;
    levels[0].frees[0] = rows.allowed[0];
    levels[0].size = 1;
    std::uint32_t waiting = 1; // levels holding boards
    std::uint32_t ready = 0; // levels holding a whole chunk
    std::int64_t solutions = 0;
    unsigned taken = 0;
    while (waiting) {
        if ((++taken & kVectorPollMask) == 0 && cancel && cancel->load(std::memory_order_relaxed))
            return -1;
        const int k = ready ? 31 - std::countl_zero(ready) : std::countr_zero(waiting);
        const std::size_t here = static_cast<std::size_t>(k);
        Level &in = levels[here];
        const int take = std::min(in.size, kChunk);
        const int begin = in.size - take;
        in.size = begin;
        if (in.size < kChunk)
            ready &= ~(1u << k);
        if (in.size == 0)
            waiting &= ~(1u << k);
        if (k + 1 == last) {
            solutions += kernel.lastStep(in, begin, take, steps[here + 1], nullptr);
            continue;
        }
        const int below = last - (k + 1); // rows after the children's
        if (below == 1) {
            solutions += kernel.penultimate(in, begin, take, steps[here + 1], nullptr);
            continue;
        }
        Level &out = levels[here + 1];
        const Step step = below <= kDeepRows ? kernel.deep[below] : kernel.step;
        step(in, begin, take, steps[here + 1], &out);
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

CompletionSearch::CompletionSearch(int n, SearchKernel kernel) : m_n(n)
{
    if (kernel == SearchKernel::Fastest)
        kernel = fastest();
    while (!available(kernel))
        kernel = static_cast<SearchKernel>(static_cast<int>(kernel) + 1);
    m_kernel = kernel;
    if (m_kernel != SearchKernel::Portable)
        m_buffer.reset(new std::uint32_t[4 * static_cast<std::size_t>(std::max(n, 1))
                                         * levelCapacity(n)]);
}

bool CompletionSearch::available(SearchKernel kernel)
{
    switch (kernel) {
    case SearchKernel::Fastest:
    case SearchKernel::Portable: return true;
#if NQ_COUNTER_X86
    case SearchKernel::Avx512:
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx2")
                && __builtin_cpu_supports("popcnt");
    case SearchKernel::Avx2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#else
    case SearchKernel::Avx512:
    case SearchKernel::Avx2: return false;
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
    case SearchKernel::Fastest: return name(fastest());
    case SearchKernel::Avx512: return "AVX-512";
    case SearchKernel::Avx2: return "AVX2";
    case SearchKernel::Portable: return "portable";
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
#if NQ_COUNTER_X86
    const int capacity = static_cast<int>(levelCapacity(m_n));
    switch (m_kernel) {
    case SearchKernel::Avx512:
        return searchVector(best, kAvx512Kernel, full, m_buffer.get(), capacity, cancel);
    case SearchKernel::Avx2:
        return searchVector(best, kAvx2Kernel, full, m_buffer.get(), capacity, cancel);
    default: break;
    }
#endif
    return searchPlain(best, full, cancel);
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
