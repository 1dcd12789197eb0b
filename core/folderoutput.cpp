// SPDX-License-Identifier: GPL-3.0-or-later
#include "folderoutput.h"

#include "wholefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>

#if defined(__linux__) && defined(__GLIBC__)
#include <cstdio>
#include <fcntl.h>
#endif

namespace nq {

namespace {

QString systemReason()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// The folder the output really is: a link to a folder is followed (the link stays).
QString resolved(const QString &path)
{
    const QFileInfo info(path);
    return info.isSymLink() && info.isDir() ? info.canonicalFilePath() : QDir::cleanPath(path);
}

} // namespace

FolderOutput::FolderOutput(const QString &path, const QRegularExpression &ours)
    : m_path(path), m_ours(ours)
{ }

FolderOutput::~FolderOutput()
{
    discard();
}

QString FolderOutput::problem(const QString &path, const QRegularExpression &ours)
{
    const QFileInfo info(path);
    if (info.isSymLink() && !info.exists())
        return WholeFile::cannotWrite(
            path, tr("it is a link to %1, which does not exist").arg(info.symLinkTarget()));
    const QString target = resolved(path);
    const QFileInfo there(target);
    if (there.exists() && !there.isDir())
        return WholeFile::cannotWrite(path, tr("it is there already and not a folder"));
    if (there.isDir()) {
        const QFileInfoList entries = QDir(target).entryInfoList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        for (const QFileInfo &entry : entries) {
            if (!entry.isFile() || entry.isSymLink() || !ours.match(entry.fileName()).hasMatch())
                return WholeFile::cannotWrite(
                    path,
                    tr("the folder holds %1, which this command did not write; name a new or "
                       "empty folder, or one it wrote before")
                        .arg(entry.fileName()));
        }
    }
    const QString parent = QFileInfo(target).absolutePath();
    if (!QFileInfo(parent).isDir())
        return WholeFile::cannotWrite(
            path, tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(parent)));
    if (!QFileInfo(parent).isWritable())
        return WholeFile::cannotWrite(
            path, tr("the folder %1 cannot be written to").arg(QDir::toNativeSeparators(parent)));
    return {};
}

bool FolderOutput::create(QString *error)
{
    const QString why = problem(m_path, m_ours);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    const QString target = resolved(m_path);
    const QFileInfo info(target);
    m_work = std::make_unique<QTemporaryDir>(
        QDir(info.absolutePath())
            .filePath(QStringLiteral(".%1.nqpart-XXXXXX").arg(info.fileName())));
    if (!m_work->isValid()) {
        if (error)
            *error = WholeFile::cannotWrite(m_path, m_work->errorString());
        m_work.reset();
        return false;
    }
    return true;
}

QString FolderOutput::filePath(const QString &name) const
{
    return m_work ? m_work->filePath(name) : QString();
}

QString FolderOutput::told(QString message) const
{
    if (!m_work)
        return message;
    return message.replace(QDir::toNativeSeparators(m_work->path()),
                           QDir::toNativeSeparators(QDir::cleanPath(m_path)));
}

bool FolderOutput::commit(QString *error, const std::atomic_bool *cancel)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!m_work) {
        *error = WholeFile::cannotWrite(m_path, tr("the folder was not made"));
        return false;
    }
    if (cancel && cancel->load()) {
        discard();
        error->clear();
        return false;
    }
    // What is there now is checked again: a folder of the user's that appeared since is kept.
    const QString why = problem(m_path, m_ours);
    if (!why.isEmpty()) {
        *error = why;
        discard();
        return false;
    }
    // An ordinary folder, not the private one a temporary folder is.
    QFile::setPermissions(m_work->path(),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
                              | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
    const QString target = resolved(m_path);
    const QByteArray from = QFile::encodeName(m_work->path());
    const QByteArray to = QFile::encodeName(target);
    const WholeFile::Committing whole; // a signal waits until the folder is in place
    if (!QFileInfo::exists(target)) {
        if (std::rename(from.constData(), to.constData()) != 0) {
            *error = WholeFile::cannotWrite(m_path, systemReason());
            discard();
            return false;
        }
        m_work->setAutoRemove(false);
        m_work.reset();
        return true;
    }
#if defined(__linux__) && defined(__GLIBC__) && defined(RENAME_EXCHANGE)
    // The new folder and the old change places in one step; the old one, now hidden, goes.
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_EXCHANGE) == 0) {
        m_work.reset(); // removes what was the old folder
        return true;
    }
#endif
    // Elsewhere (or a file system without the exchange): the old folder steps aside first and
    // comes back if the new one cannot take its place.
    QTemporaryDir aside(QFileInfo(target).absolutePath() + QStringLiteral("/.")
                        + QFileInfo(target).fileName() + QStringLiteral(".nqold-XXXXXX"));
    const QByteArray old = QFile::encodeName(aside.path());
    if (!aside.isValid() || std::rename(to.constData(), old.constData()) != 0) {
        *error = WholeFile::cannotWrite(m_path, systemReason());
        discard();
        return false;
    }
    if (std::rename(from.constData(), to.constData()) != 0) {
        *error = WholeFile::cannotWrite(m_path, systemReason());
        std::rename(old.constData(), to.constData());
        aside.setAutoRemove(false);
        discard();
        return false;
    }
    m_work->setAutoRemove(false);
    m_work.reset();
    return true; // `aside`, the old folder, is removed as it goes
}

void FolderOutput::discard()
{
    m_work.reset(); // a QTemporaryDir removes itself and all in it
}

} // namespace nq
