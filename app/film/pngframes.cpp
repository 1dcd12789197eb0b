// SPDX-License-Identifier: GPL-3.0-or-later
// A folder of numbered PNG frames (frame-00001.png on), for any video tool: made in a folder of
// its own next to the target and put in place whole when all are written (FolderOutput), so a
// failed or cancelled recording leaves nothing and an older folder of frames stays until then.
#include "filmwriter.h"

#include "folderoutput.h"
#include "wholefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageWriter>

#include <memory>

namespace nq {

namespace {

class PngFrames final : public FilmWriter
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    PngFrames(const QString &path, const FilmSpec &spec)
        : m_path(QDir::cleanPath(path)),
          m_digits(std::max(5, int(QString::number(spec.frames()).size()))),
          m_folder(m_path, pngFrameNames())
    { }

    bool open(QSize, QString *error) override { return m_folder.create(error); }

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
        if (WholeFile::write(m_folder.filePath(name), bytes, error))
            return true;
        if (error)
            *error = m_folder.told(*error);
        return false;
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        return m_folder.commit(error, cancel);
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
    FolderOutput m_folder;
};

} // namespace

QRegularExpression pngFrameNames()
{
    return QRegularExpression(QStringLiteral("^frame-[0-9]+\\.png$"));
}

std::unique_ptr<FilmWriter> makePngFrames(const QString &path, const FilmSpec &spec)
{
    return std::make_unique<PngFrames>(path, spec);
}

} // namespace nq
