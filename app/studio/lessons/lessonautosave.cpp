// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/lessonautosave.h"

#include "lessonfile.h"
#include "lessons/lessondocument.h"
#include "wholefile.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace nq {

namespace {
const char *const kCopy = "autosave.nqlesson";
const char *const kOf = "autosave.path"; // the file the copy belongs to, as UTF-8
} // namespace

LessonAutosave::LessonAutosave(LessonDocument *document, const QString &folder, QObject *parent)
    : QObject(parent), m_document(document),
      m_folder(folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                : folder)
{
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &LessonAutosave::write);
    connect(document, &LessonDocument::changed, this, &LessonAutosave::onChanged);
}

QString LessonAutosave::file() const
{
    return QDir(m_folder).filePath(QString::fromLatin1(kCopy));
}

void LessonAutosave::onChanged()
{
    if (m_document->isOpen() && m_document->isModified()) {
        if (!m_timer.isActive())
            m_timer.start();
    } else {
        m_timer.stop();
        discard();
    }
}

bool LessonAutosave::write()
{
    if (!m_document->isOpen() || !m_document->isModified())
        return false;
    if (!QDir().mkpath(m_folder)) {
        setFailure(WholeFile::cannotWrite(m_folder, tr("the folder cannot be made")));
        return false;
    }
    QString error;
    // The note first: a copy is never found without it.
    const bool written = WholeFile::write(QDir(m_folder).filePath(QString::fromLatin1(kOf)),
                                          m_document->path().toUtf8(), &error)
        && LessonFile::write(file(), m_document->lesson(), &error);
    setFailure(written ? QString() : error);
    return written;
}

void LessonAutosave::setFailure(const QString &error)
{
    const bool was = !m_failure.isEmpty();
    m_failure = error;
    if (!error.isEmpty())
        emit failed(error);
    else if (was)
        emit recovered();
}

void LessonAutosave::discard()
{
    setFailure({});
    QFile::remove(file());
    QFile::remove(QDir(m_folder).filePath(QString::fromLatin1(kOf)));
}

std::optional<LessonAutosave::Left> LessonAutosave::leftBehind() const
{
    if (!QFile::exists(file()))
        return std::nullopt;
    QString error;
    std::optional<Lesson> lesson = LessonFile::read(file(), &error);
    if (!lesson)
        return std::nullopt;
    QFile of(QDir(m_folder).filePath(QString::fromLatin1(kOf)));
    QString path;
    if (of.open(QIODevice::ReadOnly))
        path = QString::fromUtf8(of.read(4096));
    return Left { std::move(*lesson), path };
}

} // namespace nq
