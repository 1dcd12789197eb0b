// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <optional>

/// The lesson file's reader, field by field (LessonFile's own; not an interface).
namespace nq::lessonfields {

/// A field's name as messages quote it: "size".
inline QString quoted(const char *field)
{
    return QStringLiteral("\"%1\"").arg(QLatin1StringView(field));
}

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(nq::LessonFile)
public:
    explicit Reader(QString *error) : m_error(error) { }
    std::optional<Lesson> lesson(const QJsonObject &root);

private:
    bool scene(const QJsonObject &o, LessonScene *scene);
    bool setup(const QJsonObject &o, SceneSetup *setup);
    bool position(const QJsonObject &o, const RunDescription &run, ScenePosition *position);
    bool stops(const QJsonObject &o, LessonScene *scene);
    bool text(const QJsonValue &v, const QString &field, int maxChars, LessonText *out);

    /// False (and says which) when `o` holds a field not in `known`.
    bool onlyKnown(const QJsonObject &o, std::initializer_list<const char *> known,
                   const QString &where);
    /// The field's value, which must be there.
    std::optional<QJsonValue> required(const QJsonObject &o, const char *field,
                                       const QString &where);
    std::optional<qint64> integer(const QJsonValue &v, const QString &field, qint64 least,
                                  qint64 most);
    std::optional<QString> string(const QJsonValue &v, const QString &field, int maxChars);
    std::optional<bool> boolean(const QJsonValue &v, const QString &field);
    std::optional<std::uint64_t> seed(const QJsonValue &v, const QString &field);
    bool fail(const QString &message);

    QString *m_error;
    QString m_scene; ///< "scene 3: ", prefixed to messages about a scene
};

} // namespace nq::lessonfields
