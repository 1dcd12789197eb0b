// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputtarget.h"

#include "wholefile.h"

#include <QDir>
#include <QFileInfo>

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace nq {

OutputTarget OutputTarget::of(const QString &path)
{
    OutputTarget t;
    t.m_path = path;
    const auto refuse = [&](const QString &why) {
        t.m_kind = Kind::Refused;
        t.m_refusal = why;
        return t;
    };
#if defined(Q_OS_UNIX)
    const QByteArray name = QFile::encodeName(path);
    struct stat st
    {
    };
    if (::lstat(name.constData(), &st) != 0)
        return t; // nothing there yet: a new file
    if (S_ISLNK(st.st_mode)) {
        if (::stat(name.constData(), &st) != 0) {
            if (errno == ELOOP)
                return refuse(tr("it is a loop of links"));
            return refuse(tr("it is a link to %1, which does not exist")
                              .arg(QFileInfo(path).symLinkTarget()));
        }
        // The bytes go to what the link points to; the link stays.
        t.m_path = QFileInfo(path).canonicalFilePath();
    }
    if (S_ISREG(st.st_mode))
        return t;
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
        t.m_kind = Kind::Stream;
        t.m_fifo = S_ISFIFO(st.st_mode);
        return t;
    }
    if (S_ISDIR(st.st_mode))
        return refuse(tr("it is a folder"));
    if (S_ISSOCK(st.st_mode))
        return refuse(tr("it is a socket"));
    if (S_ISBLK(st.st_mode))
        return refuse(tr("it is a disk (a block device); a picture is never written onto one"));
    return refuse(tr("it is not a file"));
#else
    const QFileInfo info(path);
    if (info.isSymLink() && !info.exists())
        return refuse(tr("it is a link to %1, which does not exist").arg(info.symLinkTarget()));
    if (!info.exists())
        return t;
    if (info.isSymLink())
        t.m_path = info.canonicalFilePath();
    if (info.isDir())
        return refuse(tr("it is a folder"));
    if (!info.isFile())
        t.m_kind = Kind::Stream;
    return t;
#endif
}

QString OutputTarget::problem(const QString &path)
{
    const OutputTarget target = of(path);
    if (target.kind() == Kind::Refused)
        return WholeFile::cannotWrite(path, target.refusal());
    if (target.kind() == Kind::Stream)
        return {};
    const QFileInfo file(target.path());
    const QString folder = file.absolutePath();
    const QFileInfo where(folder);
    if (!where.exists())
        return WholeFile::cannotWrite(
            path, tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(folder)));
    if (!where.isDir())
        return WholeFile::cannotWrite(
            path, tr("%1 is not a folder").arg(QDir::toNativeSeparators(folder)));
#if defined(Q_OS_UNIX)
    // The file is made beside the target and renamed: the folder itself must take a new file.
    if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0)
        return WholeFile::cannotWrite(path,
                                      tr("the folder %1 cannot be written to (%2)")
                                          .arg(QDir::toNativeSeparators(folder),
                                               QString::fromLocal8Bit(std::strerror(errno))));
#endif
    return {};
}

} // namespace nq
