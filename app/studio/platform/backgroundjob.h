// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>
#include <thread>

namespace nq {

/**
 * One piece of work on a thread of its own, behind the window (10 steps nicer, see
 * threadpriority.h): it reads a stop flag, may report progress from 0 to 1, and says `finished`
 * on the GUI thread once its thread is done; what it made travels in the work's own captures,
 * safe to read then. The listing of solutions, the count dialog and the settings writer run on
 * it.
 *
 * Stopping never waits: stop() asks, and release() lets a job that still runs finish on its own
 * and delete itself. Destroying a job that still runs asks it to stop and waits for it (the end
 * of the program, or of its owner).
 */
class BackgroundJob : public QObject
{
    Q_OBJECT
public:
    /// The work; it gets the job to read isStopping() and call setProgress().
    using Work = std::function<void(BackgroundJob &job)>;

    explicit BackgroundJob(Work work, QObject *parent = nullptr);
    ~BackgroundJob() override;

    /// Starts the work; with `progressMs` > 0, `progressed` is signalled that often meanwhile.
    void start(int progressMs = 0);
    /// Asks the work to stop (it looks at the flag when it can); `wake` is called too, for work
    /// that waits on something of its own.
    void stop();
    /// Called by stop() after the flag is set: wakes work that sleeps on a condition.
    void setWake(std::function<void()> wake) { m_wake = std::move(wake); }
    /// The owner lets go: the job deletes itself once its thread ends (at once if it has).
    void release();
    bool isStopping() const { return m_stop.load(std::memory_order_relaxed); }
    /// The flag itself, for core functions that take one.
    const std::atomic_bool *stopFlag() const { return &m_stop; }
    /// True from start() until `finished` (or the end of a stopped job).
    bool isRunning() const { return m_thread.joinable(); }

    /// From the work: how far it is, 0 to 1.
    void setProgress(double fraction) { m_progress.store(fraction, std::memory_order_relaxed); }
    double progress() const { return m_progress.load(std::memory_order_relaxed); }

signals:
    /// The work is done, or stopped, and its thread joined (not signalled once released).
    void finished();
    /// Every `progressMs` while the work runs.
    void progressed(double fraction);

private:
    void onThreadDone();

    Work m_work;
    std::function<void()> m_wake;
    std::thread m_thread;
    std::atomic_bool m_stop { false };
    std::atomic<double> m_progress { 0.0 };
    bool m_released = false;
    QTimer m_poll;
};

} // namespace nq
