// SPDX-License-Identifier: GPL-3.0-or-later
// The level search that every kernel of the counter runs (core/counter/levelsearch.cpp): the
// partial boards wait level by level, and a kernel's steps expand a chunk of them at a time.
// Internal to the counter.
#pragma once

#include "completionrows.h"

#include <atomic>
#include <cstdint>

namespace nq::counterdetail {

// The partial boards of one level, as arrays (struct of arrays): the diagonal and column masks
// at the level's row and the squares still free there.
struct Level
{
    std::uint32_t *lefts;
    std::uint32_t *rights;
    std::uint32_t *downs;
    std::uint32_t *frees;
    int size;
};

// The arrays a step works on: the parents' from `begin` on, and the children's (null on the last
// two rows, where nothing is stored). Read once into a step's locals: stores through them could
// otherwise alias the levels and make every iteration read them again.
struct StepArrays
{
    std::uint32_t *lefts, *rights, *downs, *frees;
    std::uint32_t *childLefts, *childRights, *childDowns, *childFrees;

    StepArrays(Level &in, int begin, Level *out)
        : lefts(in.lefts + begin), rights(in.rights + begin), downs(in.downs + begin),
          frees(in.frees + begin), childLefts(out ? out->lefts : nullptr),
          childRights(out ? out->rights : nullptr), childDowns(out ? out->downs : nullptr),
          childFrees(out ? out->frees : nullptr)
    { }
};

// One step: takes each board of in[begin, begin + count) to its next free square, again and again
// until none is left, packing the boards that still have one to the front after each round. A
// child goes to `out` if its row and the `Ahead` rows below keep a free square, and with `Columns`
// (when those are all the rows left) if every free column keeps one too. On the last row, where a
// free square is a solution, children are only counted; into the row before it (the penultimate
// step), where two columns are left, each child's completions are counted and nothing is stored.
// The vector steps need a vector's room past begin + count in `in`.
using Step = std::int64_t (*)(Level &in, int begin, int count, const StepRows &rows, Level *out);

// The steps of one kernel: far from the bottom two rows ahead are checked (or one, one board at a
// time); within kDeepRows of it, all rows left and the columns (deep[k] with k rows below the
// children's; deep[0] is never taken, the last row has its own step).
struct LevelKernel
{
    Step step;
    Step lastStep;
    Step penultimate;
    Step deep[kDeepRows + 1];
};

/// The solutions completing `rows`, expanded by `kernel`; `buffer`, aligned to kBufferAlign, holds
/// 4 * (rows.count) levels of `capacity` boards (levelCapacity), so that every level's arrays
/// start on a cache line. -1 if *cancel got set.
std::int64_t searchLevels(const Rows &rows, const LevelKernel &kernel, std::uint32_t full,
                          std::uint32_t *buffer, int capacity, const std::atomic_bool *cancel);

/// The level search one board at a time, on any processor (the portable kernel).
std::int64_t searchScalar(const Rows &rows, std::uint32_t full, std::uint32_t *buffer, int capacity,
                          const std::atomic_bool *cancel);

} // namespace nq::counterdetail
