// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace nq {

class SolutionCatalog;

/// Which entries of a catalogue a student asks for: those with queens on given squares, of
/// classes with a given symmetry.
struct CatalogFilter
{
    /// What symmetry the entry's class must have.
    enum class Symmetry {
        Any,
        None, ///< no symmetry at all (a class of 8)
        HalfTurn, ///< the board is the same turned half round (and maybe a quarter)
        QuarterTurn, ///< the board is the same turned a quarter round
    };
    std::vector<Square> required; ///< queens that must stand on these squares
    Symmetry symmetry = Symmetry::Any;

    bool isEmpty() const { return required.empty() && symmetry == Symmetry::Any; }
    bool operator==(const CatalogFilter &) const = default;
    /// The squares of a partial placement ("2,4,-,…": columns from 1, "-" a free row).
    static std::vector<Square> squaresOf(const Placement &partial);
    /// The filter in words: "a queen on (1, 1), symmetric under a half turn".
    QString describe() const;
    /// The symmetry as files write it ("any", "none", "half-turn", "quarter-turn"), and back.
    static const char *symmetryKey(Symmetry symmetry);
    static std::optional<Symmetry> symmetryNamed(QStringView key);
};

/// The entries of a catalogue that a filter keeps, in the catalogue's order.
struct CatalogSelection
{
    CatalogFilter filter;
    std::vector<std::uint32_t> classes; ///< classes with at least one entry kept, ascending
    /// For each of `classes`, bit j set when its member j is kept.
    std::vector<std::uint8_t> members;
    std::vector<std::uint32_t> entries; ///< every entry kept, ascending
    /// The boards that match: the entries kept, or in a catalogue of classes only the images
    /// of their representatives that match.
    std::int64_t boards = 0;
    std::int64_t matches() const { return boards; }
    std::int64_t classCount() const { return std::int64_t(classes.size()); }
    /// "4 match in 1 class", "No solution matches", for solutions or covering sets.
    QString summary(bool sets) const;
};

/// Filters whole catalogues; the big ones (14.7 million solutions of 16 × 16) take about a
/// second, so the window runs it on a worker.
class CatalogFilterRun
{
    Q_DECLARE_TR_FUNCTIONS(nq::CatalogFilter)
public:
    /// The entries that `filter` keeps; nothing once `cancel` is set. `progress` (0..1) is
    /// called now and then.
    static std::optional<CatalogSelection> select(const SolutionCatalog &catalog,
                                                  const CatalogFilter &filter,
                                                  const std::atomic_bool *cancel = nullptr,
                                                  const std::function<void(double)> &progress = {});
    /// True when the class's boards are the same under the transform (checked on its
    /// representative).
    static bool classInvariant(const SolutionCatalog &catalog, std::int64_t k, int quarterTurns);
};

} // namespace nq
