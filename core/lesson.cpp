// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include <memory>

namespace nq {

QString LessonText::in(const QString &language) const
{
    if (versions.empty())
        return {};
    // "zh_CN" matches a "zh" version, and "zh" a "zh_CN" one.
    const QString base = language.section(u'_', 0, 0);
    const Version *near = nullptr;
    for (const Version &v : versions) {
        if (v.language == language)
            return v.text;
        if (!near && !base.isEmpty() && v.language.section(u'_', 0, 0) == base)
            near = &v;
    }
    if (near)
        return near->text;
    // A file's JSON object keeps its languages sorted, not in the order written: English, the
    // program's source language, comes before the first.
    for (const Version &v : versions) {
        if (v.language == u"en")
            return v.text;
    }
    return versions.front().text;
}

void LessonText::set(const QString &language, const QString &text)
{
    for (auto it = versions.begin(); it != versions.end(); ++it) {
        if (it->language != language)
            continue;
        if (text.isEmpty())
            versions.erase(it);
        else
            it->text = text;
        return;
    }
    if (!text.isEmpty())
        versions.push_back({ language, text });
}

StopCondition LessonScene::playUntil() const
{
    if (breakpoints.empty())
        return until;
    auto list = std::make_shared<const std::vector<Breakpoint>>(breakpoints);
    if (until.kind == StopCondition::Kind::Never)
        return StopCondition::anyOf(list);
    return until.orAt(list);
}

} // namespace nq
