// SPDX-License-Identifier: GPL-3.0-or-later
// A folder of numbered PNG frames (frame-00001.png on), for any video tool: made in a folder of
// its own next to the target and renamed into place when all are written, so a failed or
// cancelled recording leaves nothing.
#include "filmwriter.h"

#include "wholefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageWriter>
#include <QTemporaryDir>

#include <memory>

namespace nq {

namespace {

class PngFrames final : public FilmWriter
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    PngFrames(const QString &path, const FilmSpec &spec)
        : m_path(QDir::cleanPath(path)),
          m_digits(std::max(5, int(QString::number(spec.frames()).size())))
    { }

    bool open(QSize, QString *error) override
    {
        const QFileInfo target(m_path);
        if (target.exists() && (!target.isDir() || !QDir(m_path).isEmpty()))
            return fail(error, tr("it is there already and not an empty folder"));
        const QString parent = target.absolutePath();
        if (!QFileInfo(parent).isDir())
            return fail(error, tr("the folder %1 does not exist").arg(parent));
        m_work = std::make_unique<QTemporaryDir>(
            QDir(parent).filePath(QStringLiteral(".%1.nqpart-XXXXXX").arg(target.fileName())));
        if (!m_work->isValid())
            return fail(error, m_work->errorString());
        return true;
    }

    bool add(const FilmFrame &frame, QString *error) override
    {
        ++m_count;
        const QString name = QStringLiteral("frame-%1.png").arg(m_count, m_digits, 10, QChar(u'0'));
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        if (!writer.write(frame.image))
            return fail(error, writer.errorString());
        return WholeFile::write(m_work->filePath(name), bytes, error);
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        if (cancel && cancel->load())
            return false;
        // An empty folder of that name gives way to the full one.
        if (QFileInfo(m_path).isDir() && !QDir().rmdir(m_path))
            return fail(error, tr("the empty folder there cannot be replaced"));
        // An ordinary folder, not the private one a temporary folder is.
        QFile::setPermissions(m_work->path(),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                  | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther
                                  | QFile::ExeOther);
        if (!QDir().rename(m_work->path(), m_path))
            return fail(error, tr("the frames could not be moved into place"));
        m_work->setAutoRemove(false);
        return true;
    }

private:
    bool fail(QString *error, const QString &why)
    {
        if (error)
            *error = WholeFile::cannotWrite(m_path, why);
        return false;
    }

    QString m_path;
    int m_digits;
    int m_count = 0;
    std::unique_ptr<QTemporaryDir> m_work;
};

} // namespace

std::unique_ptr<FilmWriter> makePngFrames(const QString &path, const FilmSpec &spec)
{
    return std::make_unique<PngFrames>(path, spec);
}

} // namespace nq
