// SPDX-License-Identifier: GPL-3.0-or-later
// The vector completion searches (x86-64 with AVX2 or AVX-512), behind CompletionSearch.
#pragma once

#include "completionrows.h"

#include <atomic>
#include <cstdint>

namespace nq::counterdetail {

#if NQ_COUNTER_X86
/// The solutions completing `rows`, expanding 8 (AVX2) or 16 (AVX-512) partial boards per
/// instruction; `buffer`, aligned to kBufferAlign, holds 4 * (rows.count) levels of `capacity`
/// boards (levelCapacity), so that every level's arrays start on a cache line.
/// -1 if *cancel got set. The processor must have the instructions (CompletionSearch::available).
std::int64_t searchAvx2(const Rows &rows, std::uint32_t full, std::uint32_t *buffer, int capacity,
                        const std::atomic_bool *cancel);
std::int64_t searchAvx512(const Rows &rows, std::uint32_t full, std::uint32_t *buffer, int capacity,
                          const std::atomic_bool *cancel);
#endif

} // namespace nq::counterdetail
