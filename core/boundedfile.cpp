// SPDX-License-Identifier: GPL-3.0-or-later
#include "boundedfile.h"

#include <QFile>

#include <sys/stat.h>

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

std::optional<QString> BoundedFile::refusal(const QString &path, const FileBudget &budget)
{
    if (budget.streams && path == u"-")
        return std::nullopt;
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt; // missing or unreachable: the reader says so in its own words
    if (S_ISDIR(st.st_mode))
        return tr("'%1' is a folder, not %2").arg(path, budget.what);
    if (S_ISFIFO(st.st_mode)) {
        if (budget.streams)
            return std::nullopt;
        return tr("'%1' is a pipe, not %2: only regular files are read").arg(path, budget.what);
    }
    if (!S_ISREG(st.st_mode))
        return tr("'%1' is a device, not %2: only regular files are read").arg(path, budget.what);
    if (st.st_size > budget.maxBytes)
        return tr("'%1' is larger than %2, the most %3 can be")
                .arg(path, sizeText(budget.maxBytes), budget.what);
    return std::nullopt;
}

std::optional<QByteArray> BoundedFile::read(const QString &path, const FileBudget &budget,
                                            QString *error)
{
    if (const std::optional<QString> why = refusal(path, budget)) {
        *error = *why;
        return std::nullopt;
    }
    QFile file;
    const bool stdinput = budget.streams && path == u"-";
    const bool opened = stdinput ? file.open(stdin, QIODevice::ReadOnly)
                                 : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        *error = tr("cannot read '%1': %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // A file can grow after the check, and a pipe has no size: read at most one byte past the
    // budget, then judge.
    QByteArray bytes;
    while (bytes.size() <= budget.maxBytes) {
        const QByteArray chunk = file.read(std::min<qint64>(1 << 16, budget.maxBytes + 1 - bytes.size()));
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
