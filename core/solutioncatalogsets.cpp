// SPDX-License-Identifier: GPL-3.0-or-later
// SolutionCatalog of covering sets: the queens domination problem's sets and their classes.
#include "solutioncatalog.h"
#include "solutioncatalog_p.h"

#include "domination.h"

#include <QLocale>

#include <algorithm>
#include <map>

namespace nq {

bool SolutionCatalog::buildDomination(int n, int k, bool independent,
                                      const std::atomic_bool *cancel, QString *error)
{
    return buildSets(n, k, independent, cancel, error, false);
}

bool SolutionCatalog::buildDominationOrClasses(int n, int k, bool independent,
                                               const std::atomic_bool *cancel, QString *error)
{
    return buildSets(n, k, independent, cancel, error, true);
}

bool SolutionCatalog::buildSets(int n, int k, bool independent, const std::atomic_bool *cancel,
                                QString *error, bool classesIfMany)
{
    *this = SolutionCatalog();
    if (n < Domination::kMinSize || n > Domination::kMaxSize || k < 1 || k > n * n)
        return false;
    // 1. Every set, each once, its squares sorted.
    std::vector<std::uint8_t> sets;
    bool tooMany = false;
    DominationOptions options;
    options.n = n;
    options.queens = k;
    options.independent = independent;
    options.cancel = cancel;
    // Counted first (fast when sets are many): a listing past the budget is refused with its
    // size before anything is listed; where the count would take long (9 x 9 with 10 queens:
    // hours), from a quiet listing that stops one past the budget.
    const Domination::Bound bound = Domination::countUpTo(options, false, kMaxSets);
    if (bound.cancelled || (cancel && cancel->load()))
        return false;
    if (bound.tooMany) {
        if (error)
            *error = tr("More sets of %1 queens cover the %2 × %2 board than can be counted. "
                        "Choose fewer queens.")
                         .arg(k)
                         .arg(n);
        return false;
    }
    if (bound.unknown) {
        if (error)
            *error = tr("How many sets of %1 queens cover the %2 × %2 board cannot be told in a "
                        "few seconds (%L3 found so far). Choose fewer queens.")
                         .arg(k)
                         .arg(n)
                         .arg(bound.total);
        return false;
    }
    auto tooManyToList = [&] {
        if (error)
            *error
                = tr("More than %L1 sets of %2 queens cover the %3 × %3 board: too many to list. "
                     "Choose fewer queens.")
                      .arg(kMaxSets)
                      .arg(k)
                      .arg(n);
        return false;
    };
    if (bound.total > kMaxSets && !bound.exact)
        return tooManyToList();
    if (bound.total > kMaxSets && classesIfMany && bound.total <= kMaxClassesOnlySets)
        return buildDominationClasses(n, k, independent, bound.total, cancel, error);
    if (bound.total > kMaxSets) {
        if (error)
            *error = tr("%L1 sets of %2 queens cover the %3 × %3 board, more than the %L4 the "
                        "browser lists. Choose fewer queens.")
                         .arg(bound.total)
                         .arg(k)
                         .arg(n)
                         .arg(kMaxSets);
        return false;
    }
    std::int64_t count = 0;
    const DominationResult result
        = Domination::enumerate(options, [&](std::span<const Square> set, bool) {
              if (++count > kMaxSets) {
                  tooMany = true;
                  return false;
              }
              for (const Square &q : set)
                  sets.push_back(std::uint8_t(q.row * n + q.col));
              return true;
          });
    if (result.cancelled || (cancel && cancel->load()))
        return false;
    if (tooMany) // the bound above keeps this from happening; the listing stops at it anyway
        return tooManyToList();
    // 2. In lexicographic order of their squares.
    const std::size_t total = std::size_t(count), width = std::size_t(k);
    std::vector<std::uint32_t> order(total);
    for (std::size_t i = 0; i < total; ++i)
        order[i] = std::uint32_t(i);
    auto less = [&](std::uint32_t a, std::uint32_t b) {
        return std::lexicographical_compare(sets.begin() + std::ptrdiff_t(a * width),
                                            sets.begin() + std::ptrdiff_t((a + 1) * width),
                                            sets.begin() + std::ptrdiff_t(b * width),
                                            sets.begin() + std::ptrdiff_t((b + 1) * width));
    };
    std::sort(order.begin(), order.end(), less);
    m_sets.reserve(sets.size());
    for (const std::uint32_t i : order)
        m_sets.insert(m_sets.end(), sets.begin() + std::ptrdiff_t(i * width),
                      sets.begin() + std::ptrdiff_t((i + 1) * width));
    std::vector<std::uint8_t>().swap(sets);
    m_n = n;
    m_k = k;
    m_independent = independent;

    // 3. Each set's smallest image and the transform that gives it; classes ordered by it.
    std::vector<std::vector<int>> canon(total);
    m_transform.assign(total, 0);
    m_codes.assign(total, 0); // unused for sets; keeps solutionCount()
    for (std::size_t i = 0; i < total; ++i) {
        if ((i & 0x3FF) == 0 && cancel && cancel->load()) {
            *this = SolutionCatalog();
            return false;
        }
        const std::vector<Square> set = squares(std::int64_t(i));
        std::vector<int> best;
        for (const Transform t : kAllTransforms) {
            const std::vector<Square> image = Symmetry::apply(t, set, n);
            std::vector<int> ids;
            for (const Square &q : image)
                ids.push_back(q.row * n + q.col);
            if (best.empty() || ids < best) {
                best = std::move(ids);
                m_transform[i] = std::uint8_t(t);
            }
        }
        canon[i] = std::move(best);
    }
    groupClasses(canon);
    return true;
}

} // namespace nq
