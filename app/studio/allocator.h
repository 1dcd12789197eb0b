// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace nq {

/// The process's allocator policy, set once at start by main() (and by the tests that measure
/// memory, which never run main()). Big buffers (solution catalogues, run histories, the
/// browser's rows, images) come and go as the user changes boards; glibc raises its mmap
/// threshold each time such a buffer is freed, so later ones come from the heap and stay resident
/// after they are freed: an hour of use grew the program by over 100 MB. A fixed threshold gives
/// every buffer above kMmapThreshold back to the system when it is freed.
/// Returns whether the policy is in force (false where the C library has no such setting).
bool tuneAllocator();

inline constexpr int kMmapThreshold = 256 * 1024;

} // namespace nq
