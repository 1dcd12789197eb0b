// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "startconstellation.h"
#include "symmetry.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace nq {

/// Counts the solutions that complete a start constellation: a bitmask search over the rows the
/// border queens leave free, seen from whichever of the eight sides prunes best. Where the
/// processor has AVX2 it expands eight partial boards per instruction. One per thread.
class CompletionSearch
{
public:
    /// `portable` keeps to the one-board-at-a-time search even where AVX2 is there (for tests).
    explicit CompletionSearch(int n, bool portable = false);

    /// The number of solutions whose border queens are c's, or -1 if *cancel got set.
    std::int64_t count(const StartConstellation &c, const std::atomic_bool *cancel);
    /// Of those solutions, how many t maps onto themselves (t maps c onto itself); -1 if cancelled.
    std::int64_t countFixed(const StartConstellation &c, Transform t,
                            const std::atomic_bool *cancel) const;
    /// True when count() runs the AVX2 search.
    bool vectorised() const { return m_vectorised; }
    /// True when this processor can run the AVX2 search.
    static bool vectorAvailable();

private:
    int m_n = 0;
    bool m_vectorised = false;
    std::vector<std::uint32_t> m_buffer; // the AVX2 search's partial boards, level by level
};

} // namespace nq
