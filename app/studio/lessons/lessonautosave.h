// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace nq {

class LessonDocument;

/**
 * Keeps a copy of the open lesson while it has unsaved changes: every minute (kIntervalMs) the
 * lesson is written whole to the program's data folder, beside a note of the file it belongs
 * to. A save, a close or a discard removes the copy; a copy found when the program starts is
 * what a crash left, offered back by the lesson controller.
 */
class LessonAutosave : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 60000;
    /// `folder` empty: the program's data folder (QStandardPaths::AppDataLocation).
    LessonAutosave(LessonDocument *document, const QString &folder = {}, QObject *parent = nullptr);

    /// The copy a crash left: the lesson and the file it was of (empty for an untitled one).
    struct Left
    {
        Lesson lesson;
        QString path;
    };
    std::optional<Left> leftBehind() const;
    /// Writes the copy now (the timer does it every minute while the lesson is modified).
    bool write();
    /// Removes the copy.
    void discard();
    QString file() const;
    void setInterval(int ms) { m_timer.setInterval(ms); }
    /// Why the last copy could not be written (empty: it was, or none was due).
    QString failure() const { return m_failure; }

signals:
    /// A copy could not be written (the disk is full, the folder cannot be made): the user
    /// must not believe a crash would keep the changes. `error` says why in one sentence.
    void failed(const QString &error);
    /// The copy is written again after a failure, or it is no longer needed.
    void recovered();

private:
    void setFailure(const QString &error);

    void onChanged();

    LessonDocument *m_document;
    QString m_folder;
    QTimer m_timer;
    QString m_failure;
};

} // namespace nq
