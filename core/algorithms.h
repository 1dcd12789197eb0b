// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace nq {

/// Every algorithm of the library; the ids below are used everywhere (CLI, settings, tests).
enum class AlgorithmId {
    BruteForce,
    BranchColumns,
    Permutations,
    Backtracking,
    BacktrackingCheck,
    BacktrackingIterative,
    Bitmask,
    BreadthFirst,
    DepthFirstStack,
    MinConflicts,
    /// Explicit solutions by the cases of n mod 6: one solution, no search.
    Construction,
    /// Queens domination (not in all(): a problem of its own, chosen by the problem switch).
    Domination,
};

/// What the program knows about one algorithm.
struct AlgorithmInfo
{
    AlgorithmId id;
    const char *key; ///< the id used on the command line and in settings, e.g. "bitmask"
    int minSize;
    int maxSize;
    bool enumerates; ///< can list every solution (min-conflicts finds one)
    const char *nameSource; ///< untranslated display name
    const char *descriptionSource; ///< untranslated two-sentence description
    std::vector<const char *> pseudocodeSource; ///< untranslated pseudocode lines
    /// Keeps partial boards in a queue or stack (the viewer counts them per depth and shows each
    /// board taken out as a whole).
    bool frontierSearch = false;
    /// Queens stand on any squares, several to a row (domination); else one per row.
    bool squareSet = false;

    QString idString() const { return QString::fromLatin1(key); }
    /// The display name in the current language.
    QString displayName() const;
    /// Two sentences on how the algorithm works, in the current language.
    QString description() const;
    /// The pseudocode, one line per entry, in the current language; events name these lines.
    QStringList pseudocode() const;
    bool acceptsSize(int n) const { return n >= minSize && n <= maxSize; }
    /// "1-32": the sizes it accepts.
    QString sizeRange() const;
};

/// The catalogue of algorithms.
class Algorithms
{
    Q_DECLARE_TR_FUNCTIONS(nq::Algorithms)
public:
    /// All algorithms, in teaching order.
    static const std::vector<AlgorithmInfo> &all();
    /// The algorithm with this id, or nullptr.
    static const AlgorithmInfo *find(QStringView key);
    static const AlgorithmInfo &info(AlgorithmId id);
    /// The queens domination search, which the window animates like the algorithms above.
    static const AlgorithmInfo &domination();
    /// The ids joined with ", " for messages.
    static QString keyList();
    /// The largest board the window (and a lesson) draws with the algorithm: the searches stop
    /// at 32 (beyond, they would run for ages), the others at kMaxDrawnSize.
    static int maxDrawnSize(AlgorithmId id);
    static constexpr int kMaxDrawnSize = 1000;
};

} // namespace nq
