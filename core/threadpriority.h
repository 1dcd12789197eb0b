// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#if defined(__linux__)
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <algorithm>

namespace nq {

/// How much nicer than the window a worker thread is.
inline constexpr int kBackgroundNiceness = 10;

/// The calling thread's id as the kernel knows it (Linux), or 0.
inline long currentThreadId()
{
#if defined(__linux__)
    return static_cast<long>(syscall(SYS_gettid));
#else
    return 0;
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

/// Puts the calling thread behind the GUI thread when the cores are busy: a solver, a listing
/// or a count runs as fast as ever on an idle core, but on a machine with fewer free cores than
/// busy threads the window still gets the time it needs to answer at once. Threads the caller
/// starts afterwards inherit the setting (Linux keeps a niceness per thread).
inline void runBehindTheWindow()
{
#if defined(__linux__)
    const long tid = currentThreadId();
    const int niceness = threadNiceness(tid);
    if (niceness < 19)
        setpriority(PRIO_PROCESS, static_cast<id_t>(tid),
                    std::min(19, niceness + kBackgroundNiceness));
#endif
}

} // namespace nq
