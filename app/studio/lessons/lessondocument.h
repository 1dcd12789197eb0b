// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QObject>
#include <QString>

#include <vector>

namespace nq {

/**
 * The lesson open in the window: its scenes, its file, whether it changed since it was saved,
 * and the scene shown. Edits come from the Scenes dock and the File menu; each is told by
 * changed(). Holds no widget and reads no file (the lesson controller does).
 */
class LessonDocument : public QObject
{
    Q_OBJECT
public:
    explicit LessonDocument(QObject *parent = nullptr) : QObject(parent) { }

    bool isOpen() const { return m_open; }
    const Lesson &lesson() const { return m_lesson; }
    int sceneCount() const { return int(m_lesson.scenes.size()); }
    const LessonScene &scene(int index) const { return m_lesson.scenes[std::size_t(index)]; }
    /// The file it was read from or saved to; empty for a new lesson (or an example).
    QString path() const { return m_path; }
    bool isModified() const { return m_modified; }
    /// The scene shown, or -1.
    int current() const { return m_current; }
    /// The file's name, or the title, or "Untitled lesson".
    QString displayName(const QString &language) const;

    void open(Lesson lesson, const QString &path, bool modified = false);
    void close();
    void setPath(const QString &path);
    void markSaved();

    /// Adds `scene` after the current one and makes it current.
    void add(const LessonScene &scene);
    /// Replaces scene `index` with `scene`, keeping its note and "play until".
    void update(int index, const LessonScene &scene);
    void remove(int index);
    void move(int from, int to);
    /// Puts the scenes in a new order: scene i is the one that was at order[i].
    void reorder(const std::vector<int> &order);
    void setNote(int index, const QString &language, const QString &text);
    void setCurrent(int index);

signals:
    /// The scenes, the file or the modified flag changed.
    void changed();
    void currentChanged(int index);
    void openChanged(bool open);

private:
    void touch();

    Lesson m_lesson;
    QString m_path;
    bool m_open = false;
    bool m_modified = false;
    int m_current = -1;
};

} // namespace nq
