// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "startconstellation.h"
#include "symmetry.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace nq {

/// The ways CompletionSearch can run, fastest first. Fastest picks the best this processor has;
/// tests pin the others.
enum class SearchKernel : std::uint8_t {
    Fastest,
    Avx512, ///< sixteen boards per instruction (x86-64 with AVX-512F)
    Avx2, ///< eight boards per instruction (x86-64 with AVX2)
    Portable, ///< one board at a time, any processor
};

/// Counts the solutions that complete a start constellation: a bitmask search over the rows the
/// border queens leave free, seen from whichever of the eight sides prunes best. Where the
/// processor has AVX2 or AVX-512 it expands 8 or 16 partial boards per instruction. One per
/// thread.
class CompletionSearch
{
public:
    /// A kernel the processor lacks falls back to the next slower one.
    explicit CompletionSearch(int n, SearchKernel kernel = SearchKernel::Fastest);

    /// The number of solutions whose border queens are c's, or -1 if *cancel got set.
    std::int64_t count(const StartConstellation &c, const std::atomic_bool *cancel);
    /// Of those solutions, how many t maps onto themselves (t maps c onto itself); -1 if cancelled.
    std::int64_t countFixed(const StartConstellation &c, Transform t,
                            const std::atomic_bool *cancel) const;
    /// The kernel count() runs.
    SearchKernel kernel() const { return m_kernel; }
    /// True when this processor can run the kernel.
    static bool available(SearchKernel kernel);
    /// The kernel that Fastest stands for on this processor.
    static SearchKernel fastest();
    /// "AVX-512", "AVX2" or "portable".
    static const char *name(SearchKernel kernel);

private:
    int m_n = 0;
    SearchKernel m_kernel = SearchKernel::Portable;
    // Frees what the constructor allocated on a cache line.
    struct AlignedDelete
    {
        void operator()(std::uint32_t *buffer) const;
    };
    // The level search's partial boards, level by level, on a cache line; left uninitialised,
    // so that only the part a search reaches takes memory (a few hundred KB of the few MB
    // reserved).
    std::unique_ptr<std::uint32_t[], AlignedDelete> m_buffer;
};

} // namespace nq
