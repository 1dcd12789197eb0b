// SPDX-License-Identifier: GPL-3.0-or-later
#include "boundedfile.h"

#include <QFile>
#include <QFileInfo>

// On POSIX systems a file is opened without waiting and judged by what its descriptor is;
// elsewhere (Windows) QFileInfo tells a folder, a regular file and anything else.
#if defined(Q_OS_UNIX)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <cerrno>
#include <cstring>

#include <cstdio>

namespace nq {

FileBudget BoundedFile::partFile()
{
    return { 1 << 20, tr("a part file"), true };
}

FileBudget BoundedFile::settingsFile()
{
    return { 1 << 20, tr("a settings file"), false };
}

QString BoundedFile::sizeText(qint64 bytes)
{
    if (bytes >= (1 << 20) && bytes % (1 << 20) == 0)
        return tr("%1 MiB").arg(bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return tr("%1 KiB").arg(bytes >> 10);
    return tr("%n byte(s)", nullptr, int(bytes));
}

#if defined(Q_OS_UNIX)
namespace {

// Why a file of this kind may not be read under the budget, or nothing.
std::optional<QString> refusalOf(const struct stat &st, const QString &path,
                                 const FileBudget &budget)
{
    if (S_ISDIR(st.st_mode))
        return BoundedFile::tr("'%1' is a folder, not %2").arg(path, budget.what);
    if (S_ISFIFO(st.st_mode)) {
        if (budget.streams)
            return std::nullopt;
        return BoundedFile::tr("'%1' is a pipe, not %2: only regular files are read")
            .arg(path, budget.what);
    }
    if (!S_ISREG(st.st_mode))
        return BoundedFile::tr("'%1' is a device, not %2: only regular files are read")
            .arg(path, budget.what);
    if (st.st_size > budget.maxBytes)
        return BoundedFile::tr("'%1' is larger than %2, the most %3 can be")
            .arg(path, BoundedFile::sizeText(budget.maxBytes), budget.what);
    return std::nullopt;
}

} // namespace

std::optional<QString> BoundedFile::refusal(const QString &path, const FileBudget &budget)
{
    if (budget.streams && path == u"-")
        return std::nullopt;
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt; // missing or unreachable: the reader says so in its own words
    return refusalOf(st, path, budget);
}

std::optional<QByteArray> BoundedFile::read(const QString &path, const FileBudget &budget,
                                            QString *error)
{
    QFile file;
    bool opened = false;
    struct stat st
    {
    };
    const QByteArray name = QFile::encodeName(path);
    if (budget.streams && path == u"-") {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else if (budget.streams && ::stat(name.constData(), &st) == 0 && S_ISFIFO(st.st_mode)) {
        file.setFileName(path); // a pipe: wait for its writer, as cat does
        opened = file.open(QIODevice::ReadOnly);
    } else {
        // Opened without waiting and judged by what the descriptor is: a pipe or a device (even
        // one swapped in for a checked path) is refused, never waited on.
        const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) {
            *error = tr("cannot read '%1': %2")
                         .arg(path, QString::fromLocal8Bit(std::strerror(errno)));
            return std::nullopt;
        }
        if (::fstat(fd, &st) != 0) {
            ::close(fd);
            *error = tr("cannot read '%1'").arg(path);
            return std::nullopt;
        }
        if (const std::optional<QString> why
            = refusalOf(st, path, { budget.maxBytes, budget.what, false })) {
            ::close(fd);
            *error = *why;
            return std::nullopt;
        }
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        opened = file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle);
        if (!opened)
            ::close(fd);
    }
#else
namespace {

// Why a file of this kind may not be read under the budget, or nothing.
std::optional<QString> refusalOf(const QFileInfo &info, const QString &path,
                                 const FileBudget &budget)
{
    if (info.isDir())
        return BoundedFile::tr("'%1' is a folder, not %2").arg(path, budget.what);
    if (!info.isFile())
        return BoundedFile::tr("'%1' is a device, not %2: only regular files are read")
            .arg(path, budget.what);
    if (info.size() > budget.maxBytes)
        return BoundedFile::tr("'%1' is larger than %2, the most %3 can be")
            .arg(path, BoundedFile::sizeText(budget.maxBytes), budget.what);
    return std::nullopt;
}

} // namespace

std::optional<QString> BoundedFile::refusal(const QString &path, const FileBudget &budget)
{
    if (budget.streams && path == u"-")
        return std::nullopt;
    const QFileInfo info(path);
    if (!info.exists())
        return std::nullopt; // missing or unreachable: the reader says so in its own words
    return refusalOf(info, path, budget);
}

std::optional<QByteArray> BoundedFile::read(const QString &path, const FileBudget &budget,
                                            QString *error)
{
    QFile file;
    bool opened = false;
    if (budget.streams && path == u"-") {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        if (const std::optional<QString> why
            = refusalOf(QFileInfo(path), path, { budget.maxBytes, budget.what, false });
            why && QFileInfo::exists(path)) {
            *error = *why;
            return std::nullopt;
        }
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
#endif
    if (!opened) {
        *error = tr("cannot read '%1': %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // A file can grow after the check, and a pipe has no size: read at most one byte past the
    // budget, then judge.
    QByteArray bytes;
    while (bytes.size() <= budget.maxBytes) {
        const QByteArray chunk
            = file.read(std::min<qint64>(1 << 16, budget.maxBytes + 1 - bytes.size()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (bytes.size() > budget.maxBytes) {
        *error = tr("'%1' is larger than %2, the most %3 can be")
                     .arg(path, sizeText(budget.maxBytes), budget.what);
        return std::nullopt;
    }
    if (file.error() != QFileDevice::NoError) {
        *error = tr("cannot read '%1': %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return bytes;
}

} // namespace nq
