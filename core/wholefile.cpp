// SPDX-License-Identifier: GPL-3.0-or-later
#include "wholefile.h"

#include "outputtarget.h"

#include <QDir>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>

#if defined(Q_OS_UNIX)
#include <fcntl.h>
#include <unistd.h>
#endif

namespace nq {

namespace {
constexpr qint64 kKept = 64 * 1024;
std::atomic_bool g_waitForReaders { false };
// Lock-free, so a signal handler may read and store them.
std::atomic_int g_committing { 0 };
std::atomic_int g_deferred { 0 };
static_assert(std::atomic_int::is_always_lock_free);
} // namespace

void WholeFile::setWaitForReaders(bool wait)
{
    g_waitForReaders = wait;
}

WholeFile::Committing::Committing()
{
    g_committing.fetch_add(1);
}

WholeFile::Committing::~Committing()
{
    if (g_committing.fetch_sub(1) == 1) {
        if (const int signal = g_deferred.exchange(0))
            std::raise(signal);
    }
}

bool WholeFile::deferSignal(int signal) noexcept
{
    if (g_committing.load() == 0)
        return false;
    g_deferred.store(signal);
    return true;
}

QFileDevice &WholeFile::out()
{
    if (m_streaming)
        return m_stream;
    return m_file;
}

bool WholeFile::openStream(const QString &path, bool fifo, QString *error)
{
    m_streaming = true;
#if defined(Q_OS_UNIX)
    // A FIFO is opened without waiting first: with no reader, the window refuses at once and
    // the command line waits, as cp does. Written into afterwards with blocking writes.
    const QByteArray name = QFile::encodeName(path);
    int fd = ::open(name.constData(), O_WRONLY | O_CLOEXEC | (fifo ? O_NONBLOCK : 0));
    if (fd < 0 && fifo && errno == ENXIO) {
        if (!g_waitForReaders.load()) {
            if (error)
                *error = cannotWrite(m_path, tr("it is a pipe that no program reads from"));
            m_done = true;
            return false;
        }
        fd = ::open(name.constData(), O_WRONLY | O_CLOEXEC);
    }
    if (fd < 0) {
        if (error)
            *error = cannotWrite(m_path, QString::fromLocal8Bit(std::strerror(errno)));
        m_done = true;
        return false;
    }
    if (fifo)
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const bool opened = m_stream.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered,
                                      QFileDevice::AutoCloseHandle);
#else
    Q_UNUSED(fifo);
    m_stream.setFileName(path);
    const bool opened
        = m_stream.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered);
#endif
    if (!opened) {
        if (error)
            *error = cannotWrite(m_path, m_stream.errorString());
        m_done = true;
        return false;
    }
    return QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

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
    const OutputTarget target = OutputTarget::of(m_path);
    switch (target.kind()) {
    case OutputTarget::Kind::Refused:
        if (error)
            *error = cannotWrite(m_path, target.refusal());
        m_done = true;
        return false;
    case OutputTarget::Kind::Stream:
        return openStream(target.path(), target.isFifo(), error);
    case OutputTarget::Kind::File:
        m_file.setFileName(target.path());
        break;
    }
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
        const qint64 written = out().write(data, length);
        if (written <= 0) {
            const int code = errno;
            // The engine's words are the system's (strerror); a write refused without errno
            // is said as the device says it.
            m_failure
                = code != 0 ? QString::fromLocal8Bit(std::strerror(code)) : out().errorString();
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
    if (m_streaming) {
        m_stream.close();
        if (m_stream.error() != QFileDevice::NoError) {
            *error = cannotWrite(m_path, m_stream.errorString());
            return false;
        }
        return true;
    }
    // Only a regular file (or none) is ever renamed over: what was put there since create()
    // is refused, not replaced.
    if (const OutputTarget now = OutputTarget::of(m_file.fileName());
        now.kind() != OutputTarget::Kind::File) {
        *error = cannotWrite(m_path,
                             now.kind() == OutputTarget::Kind::Refused
                                 ? now.refusal()
                                 : tr("it is no longer a regular file, so it is not replaced"));
        m_file.cancelWriting();
        m_file.commit();
        return false;
    }
    const Committing whole;
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
    m_stream.close();
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
