// SPDX-License-Identifier: GPL-3.0-or-later
#include "wholefile.h"

#include <QDir>

#include <cerrno>
#include <cstring>
#include <mutex>

namespace nq {

namespace {
constexpr qint64 kKept = 64 * 1024;
} // namespace

WholeFile::WholeFile(const QString &path) : m_path(path), m_file(path) { }

WholeFile::~WholeFile()
{
    if (!m_done)
        discard();
}

QString WholeFile::cannotWrite(const QString &path, const QString &reason)
{
    return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

bool WholeFile::create(QString *error)
{
    // Unbuffered: QSaveFile's own buffer is flushed as it closes, where a failure is not
    // remembered, and the target would be renamed into place truncated.
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = cannotWrite(m_path, m_file.errorString());
        m_done = true;
        return false;
    }
    return QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

bool WholeFile::pass(const char *data, qint64 length)
{
    while (length > 0) {
        errno = 0;
        const qint64 written = m_file.write(data, length);
        if (written <= 0) {
            const int code = errno;
            // The engine's words are the system's (strerror); a write refused without errno
            // is said as the device says it.
            m_failure
                = code != 0 ? QString::fromLocal8Bit(std::strerror(code)) : m_file.errorString();
            if (m_failure.isEmpty())
                m_failure = tr("the file system took no more bytes");
            return false;
        }
        data += written;
        length -= written;
    }
    return true;
}

bool WholeFile::drain()
{
    if (m_kept.isEmpty())
        return m_failure.isEmpty();
    const bool ok = m_failure.isEmpty() && pass(m_kept.constData(), m_kept.size());
    m_kept.clear();
    return ok;
}

qint64 WholeFile::writeData(const char *data, qint64 length)
{
    if (!m_failure.isEmpty())
        return -1;
    if (length >= kKept) {
        if (!drain() || !pass(data, length))
            return -1;
        return length;
    }
    m_kept.append(data, length);
    if (m_kept.size() >= kKept && !drain())
        return -1;
    return length;
}

bool WholeFile::commit(QString *error, const std::atomic_bool *cancel)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (m_done) {
        *error = cannotWrite(m_path, tr("the file was not open"));
        return false;
    }
    if (!drain()) {
        *error = cannotWrite(m_path, m_failure);
        discard();
        return false;
    }
    // Every file is committed under one lock and the stop flag is read under it: a job told to
    // stop before another one started can never land its file after that one's.
    static std::mutex committing;
    const std::lock_guard lock(committing);
    if (cancel && cancel->load()) {
        discard();
        error->clear();
        return false;
    }
    QIODevice::close();
    m_done = true;
    if (!m_file.commit()) {
        *error = cannotWrite(m_path, m_file.errorString());
        return false;
    }
    return true;
}

void WholeFile::discard()
{
    if (QIODevice::isOpen())
        QIODevice::close();
    if (m_file.isOpen()) {
        m_file.cancelWriting();
        m_file.commit(); // after cancelWriting, commit removes the temporary file
    }
    m_done = true;
}

bool WholeFile::write(const QString &path, const QByteArray &bytes, QString *error,
                      const std::atomic_bool *cancel)
{
    WholeFile file(path);
    if (!file.create(error))
        return false;
    file.QIODevice::write(bytes);
    return file.commit(error, cancel);
}

} // namespace nq
