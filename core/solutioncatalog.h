// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "problem.h"

#include "placement.h"
#include "stepevent.h"
#include "symmetry.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace nq {

/// Squares that must hold queens, prepared for SolutionCatalog::holds().
struct SquareTest
{
    std::uint64_t mask = 0; ///< placements: the rows' 4-bit fields to look at
    std::uint64_t value = 0; ///< placements: the columns they must hold
    std::vector<int> ids; ///< square sets: row * n + col, ascending
    bool impossible = false; ///< a square off the board
    bool sharedRow = false; ///< two queens asked of one row: no placement has them, a set may
};

/// One symmetry class of a catalogue: its members are members()[first, first + size).
struct SolutionClass
{
    std::uint32_t first = 0;
    std::uint8_t size = 0; ///< 8, 4, 2 (1 for n = 1): the boards of the class
    /// The members the catalogue holds when not all `size` (a catalogue of classes only: 1,
    /// the representative); 0 when it holds them all.
    std::uint8_t listed = 0;
    /// The members held: member(k, j) exists for j < members().
    int members() const { return listed ? listed : size; }
    /// Invariant under a quarter turn (class of 2) or a half turn (class of 4 or 2).
    bool quarterTurn() const { return size <= 2; }
    bool halfTurn() const { return size <= 4; }
};

/**
 * Every solution of one board size, held compactly (a solution is one 64-bit word: 4 bits per
 * row; about 17 bytes each with its class), in lexicographic order, grouped into symmetry
 * classes. Built on all cores: half the solutions are found by search, the other half as mirror
 * images of the first.
 */
class SolutionCatalog
{
    Q_DECLARE_TR_FUNCTIONS(nq::SolutionCatalog)
public:
    static constexpr int kMaxSize = 16;

    /// Square-set catalogues (dominating sets) hold at most this many sets.
    static constexpr std::int64_t kMaxSets = 1000000;
    /// A catalogue of classes only is made of up to this many sets (each class of at most 8 is
    /// then listed once, so at most kMaxSets classes).
    static constexpr std::int64_t kMaxClassesOnlySets = 8 * kMaxSets;

    /// Lists and groups all solutions of n x n; false when cancelled (the catalogue is empty).
    /// `progress` (0..1) may be called from worker threads.
    bool build(int n, const std::atomic_bool *cancel = nullptr,
               const std::function<void(double)> &progress = {}, int threads = 0);

    /// Lists and groups every dominating set of k queens on n x n (independent: no two attack);
    /// false when cancelled or when there are more than kMaxSets (then `error` says so).
    bool buildDomination(int n, int k, bool independent, const std::atomic_bool *cancel = nullptr,
                         QString *error = nullptr);
    /// As buildDomination, but where the sets are more than kMaxSets (and at most
    /// kMaxClassesOnlySets), lists their classes only: each class's representative, with the
    /// number of sets in it (8 x 8 with 6 queens: 169,760 classes of 1,352,644 sets).
    bool buildDominationOrClasses(int n, int k, bool independent,
                                  const std::atomic_bool *cancel = nullptr,
                                  QString *error = nullptr);
    /// True for a catalogue of classes only: entries are the representatives, one a class.
    bool isClassesOnly() const { return m_classesOnly; }
    /// Every board of the problem: solutionCount(), or for a catalogue of classes only the sets
    /// of all its classes.
    std::int64_t boardCount() const { return m_classesOnly ? m_boards : solutionCount(); }

    int n() const { return m_n; }
    /// 0 for a catalogue of placements; the number of queens of each set for dominating sets.
    int queens() const { return m_k; }
    /// The problem whose answers it lists.
    Problem problem() const { return Problem { m_n, m_k, m_independent }; }
    bool isSquareSets() const { return m_k > 0; }
    /// The queens of entry `index`, sorted by row then column (placements and sets alike).
    std::vector<Square> squares(std::int64_t index) const;
    /// The test for entries with queens on every one of `required`.
    SquareTest squareTest(const std::vector<Square> &required) const;
    /// True when entry `index` has a queen on every square of the test.
    bool holds(std::int64_t index, const SquareTest &test) const;
    std::int64_t solutionCount() const { return std::int64_t(m_codes.size()); }
    std::int64_t classCount() const { return std::int64_t(m_classes.size()); }
    /// Solution `index` (0-based, lexicographic order of the columns row by row); for square
    /// sets, a placement with the first queen of each row (use squares()).
    Placement solution(std::int64_t index) const;
    /// The class of a solution and the transform that maps it onto the class's representative.
    std::uint32_t classOf(std::int64_t index) const { return m_classOf[std::size_t(index)]; }
    Transform transformOf(std::int64_t index) const
    {
        return Transform(m_transform[std::size_t(index)]);
    }
    const SolutionClass &symmetryClass(std::int64_t k) const { return m_classes[std::size_t(k)]; }
    /// The j-th member (solution index) of class k; member 0 is the representative.
    std::int64_t member(std::int64_t k, int j) const
    {
        return m_members[m_classes[std::size_t(k)].first + std::size_t(j)];
    }
    Placement representative(std::int64_t k) const { return solution(member(k, 0)); }
    /// The class counts by size: "92 solutions in 12 classes (11 × 8 + 1 × 4)".
    QString summary() const;
    /// Bytes held.
    std::size_t bytes() const;

    /// A full placement (n <= 16) as one word, row 0 in the highest 4 bits.
    static std::uint64_t pack(std::span<const int> placement);
    static Placement unpack(std::uint64_t code, int n);

private:
    template <class Key> void groupClasses(const std::vector<Key> &canon);
    bool buildSets(int n, int k, bool independent, const std::atomic_bool *cancel, QString *error,
                   bool classesIfMany);
    bool buildDominationClasses(int n, int k, bool independent, std::int64_t total,
                                const std::atomic_bool *cancel, QString *error);

    int m_n = 0;
    int m_k = 0; // square sets: queens per set
    bool m_independent = false;
    bool m_classesOnly = false;
    std::int64_t m_boards = 0; // classes only: the sets of all classes
    std::vector<std::uint8_t> m_sets; // square sets: m_k square indices (row * n + col) each
    std::vector<std::uint64_t> m_codes; // sorted
    std::vector<std::uint32_t> m_classOf;
    std::vector<std::uint8_t> m_transform;
    std::vector<std::uint32_t> m_members; // grouped by class, representative first
    std::vector<SolutionClass> m_classes; // sorted by representative
};

} // namespace nq
