// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace nq::test {

// Under a sanitizer the code runs several times slower and the allocator keeps freed memory in
// quarantine: time limits are scaled and memory figures are not judged there.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif
inline constexpr int kTimeScale = kSanitized ? 10 : 1;

} // namespace nq::test
