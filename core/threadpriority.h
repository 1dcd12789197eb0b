// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#if defined(__linux__)
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace nq {

/// How much nicer than the window a worker thread is.
inline constexpr int kBackgroundNiceness = 10;

/// Puts the calling thread behind the GUI thread when the cores are busy: a solver, a listing
/// or a count runs as fast as ever on an idle core, but on a machine with fewer free cores than
/// busy threads the window still gets the time it needs to answer at once. Threads the caller
/// starts afterwards inherit the setting (Linux keeps a niceness per thread).
inline void runBehindTheWindow()
{
#if defined(__linux__)
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, tid);
    if (errno == 0 && now < 19)
        setpriority(PRIO_PROCESS, tid, now + kBackgroundNiceness > 19 ? 19 : now + kBackgroundNiceness);
#endif
}

/// The niceness of a thread of this process (Linux), or 0 where that cannot be told.
inline int threadNiceness(long tid)
{
#if defined(__linux__)
    errno = 0;
    const int value = getpriority(PRIO_PROCESS, static_cast<id_t>(tid));
    return errno == 0 ? value : 0;
#else
    (void)tid;
    return 0;
#endif
}

} // namespace nq
