// SPDX-License-Identifier: GPL-3.0-or-later
// Inside SolutionCatalog: what its two builders (solutions, covering sets) share.
#pragma once

#include "solutioncatalog.h"

#include <algorithm>

namespace nq {

// Orders the entries by their canonical form (ties by index: the representative, the smallest
// member, comes first) and cuts them into classes.
template <class Key> void SolutionCatalog::groupClasses(const std::vector<Key> &canon)
{
    const std::size_t count = canon.size();
    m_members.resize(count);
    for (std::size_t i = 0; i < count; ++i)
        m_members[i] = std::uint32_t(i);
    std::sort(m_members.begin(), m_members.end(), [&](std::uint32_t a, std::uint32_t b) {
        return canon[a] != canon[b] ? canon[a] < canon[b] : a < b;
    });
    m_classOf.resize(count);
    for (std::size_t j = 0; j < count;) {
        std::size_t e = j;
        while (e < count && canon[m_members[e]] == canon[m_members[j]])
            ++e;
        SolutionClass c;
        c.first = std::uint32_t(j);
        c.size = std::uint8_t(e - j);
        for (std::size_t m = j; m < e; ++m)
            m_classOf[m_members[m]] = std::uint32_t(m_classes.size());
        m_classes.push_back(c);
        j = e;
    }
}

} // namespace nq
