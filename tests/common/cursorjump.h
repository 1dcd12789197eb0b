// SPDX-License-Identifier: GPL-3.0-or-later
// A run cursor driven without a clock, as a clock's frames would drive it.
#pragma once

#include "runcursor.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace nq::test {

/// Takes the cursor's jump on until it ends (at most a minute); true when it ended.
inline bool finishJump(RunCursor &cursor)
{
    QElapsedTimer clock;
    clock.start();
    while (cursor.isBusy() && clock.elapsed() < 60000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QElapsedTimer frame;
        frame.start();
        cursor.pump(frame, 20);
    }
    return !cursor.isBusy();
}

/// Applies `k` steps as their events arrive (at most a minute); true when all were applied.
inline bool advanceBy(RunCursor &cursor, std::int64_t k)
{
    QElapsedTimer clock;
    clock.start();
    while (k > 0 && clock.elapsed() < 60000) {
        if (cursor.advance())
            --k;
        else
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return k == 0;
}

} // namespace nq::test
