// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "platform/backgroundjob.h"
#include "platform/settings.h"

#include <QString>
#include <QVariantHash>

#include <condition_variable>
#include <mutex>

namespace nq {

// The writing side, on its own thread, so that writing the file and waiting for the disk never
// holds up the window. The file is written whole or not at all: QSettings writes its own INI
// (every type as it encodes it) to a scratch file beside the target, which is read back and
// checked key by key (QSettings does not notice a write cut short by a full disk), and only
// then do the bytes replace the file, through WholeFile.
class Settings::Writer
{
public:
    Writer(const QString &fileName, const QVariantHash &values)
        : m_fileName(fileName), m_all(values), m_job([this](BackgroundJob &job) { run(job); })
    {
        m_job.setWake([this] {
            {
                const std::lock_guard lock(m_mutex);
            }
            m_wake.notify_one();
        });
        m_job.start();
    }
    ~Writer()
    {
        m_job.stop(); // the loop writes what is still pending, then ends; the job waits for it
    }
    void post(const QString &key, const QVariant &value)
    {
        {
            const std::lock_guard lock(m_mutex);
            m_pending.insert(key, value);
        }
        m_wake.notify_one();
    }

private:
    void run(BackgroundJob &job)
    {
        const QString target = m_fileName.isEmpty() ? Settings::defaultFileName() : m_fileName;
        for (;;) {
            QVariantHash batch;
            bool quit = false;
            {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [&] { return job.isStopping() || !m_pending.isEmpty(); });
                batch.swap(m_pending);
                quit = job.isStopping();
            }
            for (auto it = batch.cbegin(); it != batch.cend(); ++it)
                m_all.insert(it.key(), it.value());
            if (!batch.isEmpty())
                writeWhole(target, m_all);
            if (quit && batch.isEmpty())
                return;
        }
    }

    static bool writeWhole(const QString &target, const QVariantHash &all);

    QString m_fileName;
    QVariantHash m_all; // every value, as the file should hold them (written on the worker only)
    std::mutex m_mutex;
    std::condition_variable m_wake;
    QVariantHash m_pending; // the latest value of each key changed since the last write
    BackgroundJob m_job; // last: it stops and is waited for before the rest goes
};

} // namespace nq
