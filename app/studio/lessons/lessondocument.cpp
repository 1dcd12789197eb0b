// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/lessondocument.h"

#include <QFileInfo>

#include <algorithm>

namespace nq {

QString LessonDocument::displayName(const QString &language) const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    const QString title = m_lesson.title.in(language);
    return title.isEmpty() ? tr("Untitled lesson") : title;
}

void LessonDocument::open(Lesson lesson, const QString &path, bool modified)
{
    const bool was = m_open;
    m_lesson = std::move(lesson);
    m_path = path;
    m_open = true;
    m_modified = modified;
    m_current = -1;
    if (!was)
        emit openChanged(true);
    emit changed();
    emit currentChanged(m_current);
}

void LessonDocument::close()
{
    if (!m_open)
        return;
    m_lesson = {};
    m_path.clear();
    m_open = false;
    m_modified = false;
    m_current = -1;
    emit openChanged(false);
    emit changed();
    emit currentChanged(-1);
}

void LessonDocument::setPath(const QString &path)
{
    m_path = path;
    emit changed();
}

void LessonDocument::markSaved()
{
    m_modified = false;
    emit changed();
}

void LessonDocument::touch()
{
    m_modified = true;
    emit changed();
}

void LessonDocument::add(const LessonScene &scene)
{
    const int at = std::clamp(m_current + 1, 0, sceneCount());
    m_lesson.scenes.insert(m_lesson.scenes.begin() + at, scene);
    m_current = at;
    touch();
    emit currentChanged(m_current);
}

void LessonDocument::update(int index, const LessonScene &scene)
{
    if (index < 0 || index >= sceneCount())
        return;
    LessonScene &old = m_lesson.scenes[std::size_t(index)];
    LessonScene updated = scene;
    updated.note = old.note;
    updated.until = old.until;
    updated.setup.askClass = old.setup.askClass; // a class's question, not the window's state
    if (updated == old)
        return;
    old = updated;
    touch();
}

void LessonDocument::remove(int index)
{
    if (index < 0 || index >= sceneCount())
        return;
    m_lesson.scenes.erase(m_lesson.scenes.begin() + index);
    if (m_current >= sceneCount())
        m_current = sceneCount() - 1;
    else if (m_current > index)
        --m_current;
    touch();
    emit currentChanged(m_current);
}

void LessonDocument::move(int from, int to)
{
    if (from < 0 || from >= sceneCount() || to < 0 || to >= sceneCount() || from == to)
        return;
    LessonScene scene = m_lesson.scenes[std::size_t(from)];
    m_lesson.scenes.erase(m_lesson.scenes.begin() + from);
    m_lesson.scenes.insert(m_lesson.scenes.begin() + to, std::move(scene));
    if (m_current == from)
        m_current = to;
    else if (from < m_current && to >= m_current)
        --m_current;
    else if (from > m_current && to <= m_current)
        ++m_current;
    touch();
    emit currentChanged(m_current);
}

void LessonDocument::reorder(const std::vector<int> &order)
{
    if (int(order.size()) != sceneCount())
        return;
    std::vector<bool> seen(order.size(), false);
    for (const int from : order) {
        if (from < 0 || from >= sceneCount() || seen[std::size_t(from)])
            return;
        seen[std::size_t(from)] = true;
    }
    std::vector<LessonScene> scenes;
    scenes.reserve(order.size());
    int current = m_current;
    for (std::size_t i = 0; i < order.size(); ++i) {
        scenes.push_back(m_lesson.scenes[std::size_t(order[i])]);
        if (order[i] == m_current)
            current = int(i);
    }
    if (std::equal(scenes.begin(), scenes.end(), m_lesson.scenes.begin()))
        return;
    m_lesson.scenes = std::move(scenes);
    m_current = current;
    touch();
    emit currentChanged(m_current);
}

void LessonDocument::setNote(int index, const QString &language, const QString &text)
{
    if (index < 0 || index >= sceneCount())
        return;
    LessonText &note = m_lesson.scenes[std::size_t(index)].note;
    if (note.in(language) == text && !text.isEmpty())
        return;
    note.set(language, text);
    touch();
}

void LessonDocument::setCurrent(int index)
{
    if (index < -1 || index >= sceneCount() || index == m_current)
        return;
    m_current = index;
    emit currentChanged(index);
}

} // namespace nq
