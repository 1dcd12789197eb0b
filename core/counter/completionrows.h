// SPDX-License-Identifier: GPL-3.0-or-later
// What the completion searches share (core/counter/completionsearch.cpp, levelsearch.cpp,
// vectorsearch.cpp): the rows a search works on and the rows each step looks at. Internal to the
// counter.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

// A portable build (-DNQ_PORTABLE=ON) leaves the x86 kernels out, as on another processor.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(NQ_PORTABLE)
#define NQ_COUNTER_X86 1
#else
#define NQ_COUNTER_X86 0
#endif

namespace nq::counterdetail {

constexpr int kMaxRows = 32;
// Partial boards expanded per step of the level searches: large enough that the bookkeeping
// between steps is small against the work, small enough that the levels stay in the cache. Measured
// with AVX-512 on 2 threads: 256 took 2.21 s at n = 18 and 17.6 s at 19, 1024 took 1.98 s and 15.2
// s; 2048 was no faster and 8192 slower again.
constexpr int kChunk = 1024;
// How often the searches look at the cancel flag: every so many steps of up to kChunk boards, well
// under a millisecond apart.
constexpr unsigned kStepPollMask = 0xF;

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

// The vector searches' levels are aligned to this many bytes (a cache line), so that loads of a
// chunk that starts on a whole vector never straddle two lines: at n = 18 with AVX2, 2.64 s
// against 2.75 s.
constexpr std::size_t kBufferAlign = 64;

// The boards one level of the level search holds at most: less than a chunk waiting, the
// children of one chunk, and a vector's overhang of the unaligned stores; a multiple of 16 boards,
// so that every array of every level starts on a cache line.
inline std::size_t levelCapacity(int n)
{
    return static_cast<std::size_t>(kChunk) * static_cast<std::size_t>(n + 1) + 32;
}

// Within this many rows of the bottom, a step checks a child against all rows left and their
// columns; higher up, against the two rows below it (one, one board at a time): more costs more
// than it prunes there.
constexpr int kDeepRows = 4;

// The rows a step of the level search looks at: the children's row and up to kDeepRows below it
// (past the last row the children's row stands in again, a check that always passes).
struct StepRows
{
    std::uint32_t allowed[kDeepRows + 1];
    int shift[kDeepRows
              + 1]; // [0] from the parents' row to the children's, then from the children's
    std::uint32_t columns; // the columns the border queens leave
};

inline StepRows stepRows(const Rows &rows, int child, std::uint32_t full)
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

} // namespace nq::counterdetail
