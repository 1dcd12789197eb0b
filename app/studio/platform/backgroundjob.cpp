// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/backgroundjob.h"

#include "threadpriority.h"

namespace nq {

BackgroundJob::BackgroundJob(Work work, QObject *parent) : QObject(parent), m_work(std::move(work))
{
    connect(&m_poll, &QTimer::timeout, this, [this] { emit progressed(progress()); });
}

BackgroundJob::~BackgroundJob()
{
    if (m_thread.joinable()) {
        stop();
        m_thread.join(); // told to stop: the work looks at the flag every few thousand steps
    }
}

void BackgroundJob::start(int progressMs)
{
    if (m_thread.joinable())
        return;
    m_thread = std::thread([this] {
        runBehindTheWindow(); // and the threads the work starts
        m_work(*this);
        QMetaObject::invokeMethod(this, &BackgroundJob::onThreadDone, Qt::QueuedConnection);
    });
    if (progressMs > 0) {
        m_poll.setInterval(progressMs);
        m_poll.start();
    }
}

void BackgroundJob::stop()
{
    m_stop = true;
    m_poll.stop();
    if (m_wake)
        m_wake();
}

void BackgroundJob::release()
{
    m_released = true;
    stop();
    if (!m_thread.joinable())
        deleteLater();
}

void BackgroundJob::onThreadDone()
{
    if (!m_thread.joinable())
        return;
    m_thread.join(); // the work has said its last word: this returns at once
    m_poll.stop();
    if (m_released) {
        deleteLater();
        return;
    }
    emit finished();
}

} // namespace nq
