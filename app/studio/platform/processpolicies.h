// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace nq {

/// Policies for the whole process, set once by main() right after the QApplication is made (and
/// by the tests that measure memory, which never run main()): tuneAllocator() and
/// limitPixmapCache(). Each answers growth that an hour of use measured.
void applyProcessPolicies();

/// Big buffers (solution catalogues, run histories, the browser's rows, images) come and go as
/// the user changes boards; glibc raises its mmap threshold each time such a buffer is freed, so
/// later ones come from the heap and stay resident after they are freed: an hour of use grew the
/// program by over 100 MB. A fixed threshold gives every buffer above kMmapThreshold back to the
/// system when it is freed. Returns whether the policy is in force (false where the C library
/// has no such setting).
bool tuneAllocator();
inline constexpr int kMmapThreshold = 256 * 1024;

/// Qt 6.4's QPixmapCache keeps the string key of every entry it has evicted: neither its flush
/// nor clear() lets go of them (measured: about 165 bytes a key, for ever). Styles and icons key
/// their pixmaps by palette, size and pixmap, so every theme switch and every new thumbnail adds
/// keys, and the storm grew by about 0.08 MB a thousand actions. With no room in the cache
/// nothing is inserted and no key is kept; the style paints directly instead.
void limitPixmapCache();

} // namespace nq
