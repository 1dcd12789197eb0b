// SPDX-License-Identifier: GPL-3.0-or-later
// A catalogue of the classes of covering sets only, for problems with more sets than the browser
// lists one by one: every set is looked at once and kept only when it is its class's
// representative (the smallest of its eight images).
#include "domination.h"
#include "solutioncatalog.h"
#include "symmetry.h"

#include <algorithm>
#include <array>

namespace nq {

bool SolutionCatalog::buildDominationClasses(int n, int k, bool independent, std::int64_t total,
                                             const std::atomic_bool *cancel, QString *error)
{
    DominationOptions options;
    options.n = n;
    options.queens = k;
    options.independent = independent;
    options.cancel = cancel;
    std::vector<std::uint8_t> representatives;
    std::vector<std::uint8_t> sizes;
    std::int64_t seen = 0;
    bool tooMany = false;
    std::vector<int> ids(static_cast<std::size_t>(k));
    std::vector<int> image(static_cast<std::size_t>(k));
    std::array<std::vector<int>, 8> images;
    const DominationResult result
        = Domination::enumerate(options, [&](std::span<const Square> set, bool) {
              ++seen;
              for (std::size_t i = 0; i < set.size(); ++i)
                  ids[i] = set[i].row * n + set[i].col;
              std::sort(ids.begin(), ids.end());
              // Its images: kept when none is smaller; the distinct ones are its class.
              int distinct = 0;
              for (std::size_t t = 0; t < kAllTransforms.size(); ++t) {
                  for (std::size_t i = 0; i < set.size(); ++i) {
                      const Square s = Symmetry::apply(kAllTransforms[t], set[i], n);
                      image[i] = s.row * n + s.col;
                  }
                  std::sort(image.begin(), image.end());
                  if (image < ids)
                      return true; // not the representative: its class is listed by that one
                  if (std::find(images.begin(), images.begin() + distinct, image)
                      == images.begin() + distinct)
                      images[std::size_t(distinct++)] = image;
              }
              if (std::int64_t(sizes.size()) >= kMaxSets) {
                  tooMany = true;
                  return false;
              }
              for (const int id : ids)
                  representatives.push_back(std::uint8_t(id));
              sizes.push_back(std::uint8_t(distinct));
              return true;
          });
    if (result.cancelled || (cancel && cancel->load()))
        return false;
    if (tooMany) {
        if (error)
            *error = tr("%L1 sets of %2 queens cover the %3 × %3 board, in more than %L4 "
                        "classes: too many to list. Choose fewer queens.")
                         .arg(total)
                         .arg(k)
                         .arg(n)
                         .arg(kMaxSets);
        return false;
    }
    // Sorted by representative, as every catalogue's classes are.
    const std::size_t count = sizes.size(), width = std::size_t(k);
    std::vector<std::uint32_t> order(count);
    for (std::size_t i = 0; i < count; ++i)
        order[i] = std::uint32_t(i);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return std::lexicographical_compare(
            representatives.begin() + std::ptrdiff_t(a * width),
            representatives.begin() + std::ptrdiff_t((a + 1) * width),
            representatives.begin() + std::ptrdiff_t(b * width),
            representatives.begin() + std::ptrdiff_t((b + 1) * width));
    });
    m_n = n;
    m_k = k;
    m_independent = independent;
    m_classesOnly = true;
    m_boards = seen;
    m_sets.reserve(representatives.size());
    m_classes.reserve(count);
    for (std::size_t j = 0; j < count; ++j) {
        const std::uint32_t i = order[j];
        m_sets.insert(m_sets.end(), representatives.begin() + std::ptrdiff_t(i * width),
                      representatives.begin() + std::ptrdiff_t((i + 1) * width));
        SolutionClass c;
        c.first = std::uint32_t(j);
        c.size = sizes[i];
        c.listed = 1;
        m_classes.push_back(c);
    }
    m_codes.assign(count, 0); // unused for sets; keeps solutionCount()
    m_transform.assign(count, 0);
    m_classOf.resize(count);
    m_members.resize(count);
    for (std::size_t j = 0; j < count; ++j)
        m_classOf[j] = m_members[j] = std::uint32_t(j);
    return true;
}

} // namespace nq
