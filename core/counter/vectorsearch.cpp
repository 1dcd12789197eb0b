// SPDX-License-Identifier: GPL-3.0-or-later
#include "vectorsearch.h"

#include "levelsearch.h"

#include <algorithm>
#include <array>
#include <bit>

#if NQ_COUNTER_X86
#include <immintrin.h>

namespace nq::counterdetail {

namespace {

// For each 8-bit lane mask, the lanes to keep, moved to the front (vpermd indices), a byte each:
// the 2 KB table is read with a widening load (vpmovzxbd) and keeps out of the levels' way in the
// L1 cache (n = 18 with AVX2: 2.75 s, against 2.86 s for the 8 KB table of whole indices).
struct CompressTable
{
    alignas(64) std::uint8_t lanes[256][8];
};

constexpr CompressTable makeCompressTable()
{
    CompressTable t {};
    for (int mask = 0; mask < 256; ++mask) {
        int j = 0;
        for (int lane = 0; lane < 8; ++lane) {
            if (mask >> lane & 1)
                t.lanes[mask][j++] = static_cast<std::uint8_t>(lane);
        }
        while (j < 8)
            t.lanes[mask][j++] = 0;
    }
    return t;
}

constexpr CompressTable kCompress = makeCompressTable();

// The vpermd indices that move the lanes of `mask` to the front.
__attribute__((target("avx2"))) inline __m256i keptLanes(unsigned mask)
{
    return _mm256_cvtepu8_epi32(
        _mm_loadl_epi64(reinterpret_cast<const __m128i *>(kCompress.lanes[mask])));
}

// Packs the lanes of `mask` to the front of dst (the vector after them is overwritten).
__attribute__((target("avx2"))) inline void storePacked(std::uint32_t *dst, __m256i v,
                                                        __m256i lanes)
{
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(dst), _mm256_permutevar8x32_epi32(v, lanes));
}

template <bool LastRow, int Ahead, bool Columns, bool Penultimate = false>
__attribute__((target("avx2,popcnt"))) std::int64_t stepAvx2(Level &in, int begin, int count,
                                                             const StepRows &rows, Level *out)
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
    const auto [lefts, rights, downs, frees, childLefts, childRights, childDowns, childFrees]
        = StepArrays(in, begin, out);
    std::int64_t solutions = 0;
    int pos = LastRow || Penultimate ? 0 : out->size;
    int live = count;
    while (live > 0) {
        const int end = (live + 7) & ~7;
        for (int i = live; i < end; ++i) {
            // Padding lanes: nothing to expand, and every column taken, so no child lives.
            frees[i] = 0;
            downs[i] = ~0u;
        }
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
            // Children without a free square in some row are dropped: the smallest of the
            // masks is zero then.
            __m256i least = childFree;
            __m256i cover = childFree;
            for (int j = 0; j < Ahead; ++j) {
                const __m256i f = _mm256_andnot_si256(
                    _mm256_or_si256(_mm256_or_si256(_mm256_srlv_epi32(l, byAhead[j]),
                                                    _mm256_sllv_epi32(r, byAhead[j])),
                                    d),
                    ahead[j]);
                least = _mm256_min_epu32(least, f);
                if constexpr (Columns)
                    cover = _mm256_or_si256(cover, f);
            }
            unsigned born = ~static_cast<unsigned>(_mm256_movemask_ps(
                                _mm256_castsi256_ps(_mm256_cmpeq_epi32(least, zero))))
                & 0xFFu;
            if constexpr (Columns) {
                // Every free column must keep a square in some row left.
                const __m256i uncovered = _mm256_andnot_si256(_mm256_or_si256(d, cover), columns);
                born &= static_cast<unsigned>(
                    _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(uncovered, zero))));
            }
            if constexpr (Penultimate) {
                // Two columns are left: the children's queen on each in turn, and the last row.
                const __m256i first
                    = _mm256_and_si256(childFree, _mm256_sub_epi32(zero, childFree));
                const __m256i second = _mm256_xor_si256(childFree, first);
                const __m256i f1 = _mm256_andnot_si256(
                    _mm256_or_si256(
                        _mm256_or_si256(_mm256_srlv_epi32(_mm256_or_si256(l, first), byAhead[0]),
                                        _mm256_sllv_epi32(_mm256_or_si256(r, first), byAhead[0])),
                        _mm256_or_si256(d, first)),
                    ahead[0]);
                const __m256i f2 = _mm256_andnot_si256(
                    _mm256_or_si256(
                        _mm256_or_si256(_mm256_srlv_epi32(_mm256_or_si256(l, second), byAhead[0]),
                                        _mm256_sllv_epi32(_mm256_or_si256(r, second), byAhead[0])),
                        _mm256_or_si256(d, second)),
                    ahead[0]);
                const unsigned none1 = static_cast<unsigned>(
                    _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(f1, zero))));
                const unsigned none2
                    = static_cast<unsigned>(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_or_si256(
                        _mm256_cmpeq_epi32(f2, zero), _mm256_cmpeq_epi32(second, zero)))));
                solutions
                    += std::popcount(born & ~none1 & 0xFFu) + std::popcount(born & ~none2 & 0xFFu);
            } else if constexpr (LastRow) {
                solutions += std::popcount(born);
            } else {
                const __m256i lanes = keptLanes(born);
                storePacked(childLefts + pos, l, lanes);
                storePacked(childRights + pos, r, lanes);
                storePacked(childDowns + pos, d, lanes);
                storePacked(childFrees + pos, childFree, lanes);
                pos += std::popcount(born);
            }
            // The boards with squares left move to the front, in place: kept <= i.
            const unsigned more = ~static_cast<unsigned>(_mm256_movemask_ps(
                                      _mm256_castsi256_ps(_mm256_cmpeq_epi32(free, zero))))
                & 0xFFu;
            const __m256i lanes = keptLanes(more);
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
    const auto [lefts, rights, downs, frees, childLefts, childRights, childDowns, childFrees]
        = StepArrays(in, begin, out);
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
            const __mmask16 valid
                = live - i >= 16 ? __mmask16(0xFFFF) : __mmask16((1u << (live - i)) - 1);
            const __m512i left = _mm512_maskz_loadu_epi32(valid, lefts + i);
            const __m512i right = _mm512_maskz_loadu_epi32(valid, rights + i);
            const __m512i down = _mm512_maskz_loadu_epi32(valid, downs + i);
            __m512i free = _mm512_maskz_loadu_epi32(valid, frees + i);
            const __m512i bit
                = _mm512_and_si512(free, _mm512_sub_epi32(_mm512_setzero_si512(), free));
            free = _mm512_xor_si512(free, bit);
            const __m512i l = _mm512_srlv_epi32(_mm512_or_si512(left, bit), by);
            const __m512i r = _mm512_sllv_epi32(_mm512_or_si512(right, bit), by);
            const __m512i d = _mm512_or_si512(down, bit);
            const __m512i childFree
                = _mm512_and_si512(_mm512_ternarylogic_epi32(l, r, d, kNor), next);
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
                const __m512i first = _mm512_and_si512(
                    childFree, _mm512_sub_epi32(_mm512_setzero_si512(), childFree));
                const __m512i second = _mm512_xor_si512(childFree, first);
                const __m512i f1
                    = _mm512_and_si512(_mm512_ternarylogic_epi32(
                                           _mm512_srlv_epi32(_mm512_or_si512(l, first), byAhead[0]),
                                           _mm512_sllv_epi32(_mm512_or_si512(r, first), byAhead[0]),
                                           _mm512_or_si512(d, first), kNor),
                                       ahead[0]);
                const __m512i f2 = _mm512_and_si512(
                    _mm512_ternarylogic_epi32(
                        _mm512_srlv_epi32(_mm512_or_si512(l, second), byAhead[0]),
                        _mm512_sllv_epi32(_mm512_or_si512(r, second), byAhead[0]),
                        _mm512_or_si512(d, second), kNor),
                    ahead[0]);
                const __mmask16 withSecond = _mm512_mask_test_epi32_mask(born, second, second);
                solutions += std::popcount(
                                 static_cast<unsigned>(_mm512_mask_test_epi32_mask(born, f1, f1)))
                    + std::popcount(static_cast<unsigned>(
                        _mm512_mask_test_epi32_mask(withSecond, f2, f2)));
            } else if constexpr (LastRow) {
                solutions += std::popcount(static_cast<unsigned>(born));
            } else {
                _mm512_storeu_si512(childLefts + pos, _mm512_maskz_compress_epi32(born, l));
                _mm512_storeu_si512(childRights + pos, _mm512_maskz_compress_epi32(born, r));
                _mm512_storeu_si512(childDowns + pos, _mm512_maskz_compress_epi32(born, d));
                _mm512_storeu_si512(childFrees + pos, _mm512_maskz_compress_epi32(born, childFree));
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

constexpr LevelKernel kAvx2Kernel {
    stepAvx2<false, 2, false>,
    stepAvx2<true, 0, false>,
    stepAvx2<false, 1, false, true>,
    { stepAvx2<true, 0, false>, stepAvx2<false, 1, true>, stepAvx2<false, 2, true>,
      stepAvx2<false, 3, true>, stepAvx2<false, 4, true> },
};

constexpr LevelKernel kAvx512Kernel {
    stepAvx512<false, 2, false>,
    stepAvx512<true, 0, false>,
    stepAvx512<false, 1, false, true>,
    { stepAvx512<true, 0, false>, stepAvx512<false, 1, true>, stepAvx512<false, 2, true>,
      stepAvx512<false, 3, true>, stepAvx512<false, 4, true> },
};

} // namespace

std::int64_t searchAvx2(const Rows &rows, std::uint32_t full, std::uint32_t *buffer, int capacity,
                        const std::atomic_bool *cancel)
{
    return searchLevels(rows, kAvx2Kernel, full, buffer, capacity, cancel);
}

std::int64_t searchAvx512(const Rows &rows, std::uint32_t full, std::uint32_t *buffer, int capacity,
                          const std::atomic_bool *cancel)
{
    return searchLevels(rows, kAvx512Kernel, full, buffer, capacity, cancel);
}

} // namespace nq::counterdetail

#endif
