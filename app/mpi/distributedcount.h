// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "journal.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

namespace nq {

/// What nqueens-mpi was asked for.
struct DistributedOptions
{
    int n = 0;
    int units = 0; ///< 0: the default split for n
    int threads = 0; ///< per counting rank; 0: every core of the node
    bool unique = false;
    bool json = false;
    QString journal; ///< empty: none
};

/// The count split into units, counted by the ranks of an MPI job: rank 0 hands out units on
/// demand and keeps the journal; the others count (with one rank, rank 0 counts too). The same
/// units as `nqueens count N --parts U --part I`.
class DistributedCount
{
    Q_DECLARE_TR_FUNCTIONS(nq::DistributedCount)
public:
    /// The default split of n x n: 64 units below 17, then 256 growing fourfold with n to 65,536,
    /// never more than the counter's tasks.
    static int defaultUnits(int n);
    /// Counts unit `unit` of `units` on `threads` threads; nothing when cancelled.
    static std::optional<UnitCount> countUnit(int n, int units, int unit, int threads,
                                              const std::atomic_bool *cancel);
    /// The whole job; returns the program's exit status. Call between MPI_Init and
    /// MPI_Finalize, on every rank.
    static int run(const DistributedOptions &options, const std::atomic_bool *stop);
};

} // namespace nq
