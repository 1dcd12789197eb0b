// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonfields.h"

#include "lessonfile.h"
#include "messagetext.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace nq::lessonfields {

bool Reader::fail(const QString &message)
{
    *m_error = m_scene + message;
    return false;
}

bool Reader::onlyKnown(const QJsonObject &o, std::initializer_list<const char *> known,
                       const QString &where)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool found = false;
        for (const char *k : known)
            found = found || it.key() == QLatin1StringView(k);
        if (!found)
            return fail(tr("unknown field \"%1\" in %2").arg(printable(it.key(), 40), where));
    }
    return true;
}

std::optional<QJsonValue> Reader::required(const QJsonObject &o, const char *field,
                                           const QString &where)
{
    const QJsonValue v = o.value(QLatin1StringView(field));
    if (v.isUndefined()) {
        fail(tr("%1 has no field %2").arg(where, quoted(field)));
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> Reader::integer(const QJsonValue &v, const QString &field, qint64 least,
                                      qint64 most)
{
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < double(least) || d > double(most)) {
        fail(tr("%1 must be a whole number from %L2 to %L3").arg(field).arg(least).arg(most));
        return std::nullopt;
    }
    return qint64(d);
}

std::optional<QString> Reader::string(const QJsonValue &v, const QString &field, int maxChars)
{
    if (!v.isString()) {
        fail(tr("%1 must be text").arg(field));
        return std::nullopt;
    }
    const QString s = v.toString();
    if (s.size() > maxChars) {
        fail(tr("%1 is %L2 characters long; at most %L3 are read")
                 .arg(field)
                 .arg(s.size())
                 .arg(maxChars));
        return std::nullopt;
    }
    return s;
}

std::optional<bool> Reader::boolean(const QJsonValue &v, const QString &field)
{
    if (!v.isBool()) {
        fail(tr("%1 must be true or false").arg(field));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<std::uint64_t> Reader::seed(const QJsonValue &v, const QString &field)
{
    // Seeds are 64-bit: written as text, since JSON numbers lose digits past 2^53.
    bool ok = v.isString();
    const std::uint64_t s = ok ? v.toString().toULongLong(&ok) : 0;
    if (!ok || s == 0) {
        fail(tr("%1 must be a seed from 1 to %2, written as text (\"42\")")
                 .arg(field)
                 .arg(std::numeric_limits<std::uint64_t>::max()));
        return std::nullopt;
    }
    return s;
}

bool Reader::text(const QJsonValue &v, const QString &field, int maxChars, LessonText *out)
{
    static const QRegularExpression language(QStringLiteral("^[a-z]{2,3}(_[A-Z]{2})?$"));
    if (!v.isObject())
        return fail(tr("%1 must be an object of texts by language ({\"en\": \"…\"})").arg(field));
    const QJsonObject o = v.toObject();
    if (o.size() > LessonFile::kMaxLanguages)
        return fail(tr("%1 has %2 languages; at most %3 are read")
                        .arg(field)
                        .arg(o.size())
                        .arg(LessonFile::kMaxLanguages));
    out->versions.clear();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!language.match(it.key()).hasMatch())
            return fail(tr("%1: \"%2\" is not a language (write \"en\", \"ja\", \"zh_CN\")")
                            .arg(field, printable(it.key(), 20)));
        const std::optional<QString> s
            = string(it.value(), QStringLiteral("%1 (%2)").arg(field, it.key()), maxChars);
        if (!s)
            return false;
        out->versions.push_back({ it.key(), *s });
    }
    return true;
}

std::optional<Lesson> Reader::lesson(const QJsonObject &root)
{
    const QString file = tr("the lesson");
    if (!onlyKnown(root, { "format", "version", "title", "scenes" }, file))
        return std::nullopt;
    const std::optional<QJsonValue> format = required(root, "format", file);
    if (!format)
        return std::nullopt;
    if (format->toString() != u"nqueens-lesson") {
        fail(tr("it is not a lesson (its \"format\" is not \"nqueens-lesson\")"));
        return std::nullopt;
    }
    const std::optional<QJsonValue> version = required(root, "version", file);
    if (!version)
        return std::nullopt;
    const std::optional<qint64> v = integer(*version, quoted("version"), 1, 1000000);
    if (!v)
        return std::nullopt;
    if (*v > LessonFile::kVersion) {
        fail(tr("it was written by a newer N-Queens Studio (lesson format %1; this one reads up "
                "to %2)")
                 .arg(*v)
                 .arg(LessonFile::kVersion));
        return std::nullopt;
    }
    Lesson lesson;
    if (root.contains(u"title")
        && !text(root.value(u"title"), quoted("title"), LessonFile::kMaxTitleChars, &lesson.title))
        return std::nullopt;
    const std::optional<QJsonValue> scenes = required(root, "scenes", file);
    if (!scenes)
        return std::nullopt;
    if (!scenes->isArray()) {
        fail(tr("\"scenes\" must be a list"));
        return std::nullopt;
    }
    const QJsonArray list = scenes->toArray();
    if (list.size() > LessonFile::kMaxScenes) {
        fail(tr("it has %L1 scenes; at most %L2 are read")
                 .arg(list.size())
                 .arg(LessonFile::kMaxScenes));
        return std::nullopt;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        m_scene = tr("scene %1: ").arg(i + 1);
        if (!list[i].isObject()) {
            fail(tr("a scene must be an object"));
            return std::nullopt;
        }
        LessonScene s;
        if (!scene(list[i].toObject(), &s))
            return std::nullopt;
        lesson.scenes.push_back(std::move(s));
    }
    m_scene.clear();
    return lesson;
}

bool Reader::scene(const QJsonObject &o, LessonScene *s)
{
    if (!onlyKnown(o, { "setup", "position", "breakpoints", "until", "note" }, tr("a scene")))
        return false;
    const std::optional<QJsonValue> setupValue = required(o, "setup", tr("the scene"));
    if (!setupValue)
        return false;
    if (!setupValue->isObject())
        return fail(tr("\"setup\" must be an object"));
    if (!setup(setupValue->toObject(), &s->setup))
        return false;
    if (o.contains(u"position")) {
        if (!o.value(u"position").isObject())
            return fail(tr("\"position\" must be an object"));
        if (!position(o.value(u"position").toObject(), s->setup.run, &s->position))
            return false;
    }
    if (!stops(o, s))
        return false;
    return !o.contains(u"note")
        || text(o.value(u"note"), quoted("note"), LessonFile::kMaxNoteChars, &s->note);
}

} // namespace nq::lessonfields
