// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/processpolicies.h"

#include <QPixmapCache>

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace nq {

void applyProcessPolicies()
{
    tuneAllocator();
    limitPixmapCache();
}

bool tuneAllocator()
{
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, kMmapThreshold) == 1;
#else
    return false;
#endif
}

void limitPixmapCache()
{
    QPixmapCache::setCacheLimit(0);
}

} // namespace nq
