// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonfile.h"

#include "lessonfields.h"
#include "messagetext.h"
#include "playbackclock.h"
#include "queenstext.h"
#include "stoptext.h"
#include "wholefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <vector>

namespace nq {

using lessonfields::Reader;

namespace {

const char *const kFormat = "nqueens-lesson";

const char *positionKey(ScenePosition::Kind kind)
{
    switch (kind) {
    case ScenePosition::Kind::Step:
        return "step";
    case ScenePosition::Kind::Explore:
        return "explore";
    case ScenePosition::Kind::Browser:
        return "browser";
    case ScenePosition::Kind::Practice:
        return "practice";
    }
    return "step";
}

QJsonObject textObject(const LessonText &text)
{
    QJsonObject o;
    for (const LessonText::Version &v : text.versions)
        o.insert(v.language, v.text);
    return o;
}

QJsonObject setupObject(const SceneSetup &s)
{
    QJsonObject o;
    const RunDescription &run = s.run;
    o.insert(QStringLiteral("algorithm"), Algorithms::info(run.algorithm).idString());
    o.insert(QStringLiteral("size"), run.n());
    if (run.isDomination()) {
        o.insert(QStringLiteral("queens"), run.problem.queens);
        o.insert(QStringLiteral("independent"), run.problem.independent);
    }
    o.insert(QStringLiteral("solutions"),
             run.mode == SolveMode::First ? QStringLiteral("first") : QStringLiteral("all"));
    if (run.algorithm == AlgorithmId::MinConflicts || run.seed != RunDescription {}.seed)
        o.insert(QStringLiteral("seed"), QString::number(run.seed));
    if (s.speedLevel) {
        const double perSecond = PlaybackClock::stepsPerSecond(*s.speedLevel);
        o.insert(QStringLiteral("speed"),
                 perSecond <= 0 ? QJsonValue(QStringLiteral("max")) : QJsonValue(perSecond));
    }
    if (!s.theme.isEmpty())
        o.insert(QStringLiteral("theme"), s.theme);
    if (s.docks)
        o.insert(QStringLiteral("docks"), QJsonArray::fromStringList(*s.docks));
    if (s.presentation)
        o.insert(QStringLiteral("presentation"), true);
    if (s.predict)
        o.insert(QStringLiteral("predict"), true);
    if (s.askClass)
        o.insert(QStringLiteral("askClass"), QString::fromLatin1(questionKindKey(*s.askClass)));
    return o;
}

QJsonObject positionObject(const ScenePosition &p, const RunDescription &run)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), QString::fromLatin1(positionKey(p.kind)));
    switch (p.kind) {
    case ScenePosition::Kind::Step:
        o.insert(QStringLiteral("step"), double(p.step));
        break;
    case ScenePosition::Kind::Explore:
    case ScenePosition::Kind::Browser:
        o.insert(QStringLiteral("queens"), queensToText(p.queens, run.n(), run.isDomination()));
        if (p.kind == ScenePosition::Kind::Browser && !p.filter.isEmpty()) {
            QJsonObject f;
            if (!p.filter.required.empty())
                f.insert(QStringLiteral("queens"), squaresToText(p.filter.required));
            f.insert(QStringLiteral("symmetry"),
                     QString::fromLatin1(CatalogFilter::symmetryKey(p.filter.symmetry)));
            o.insert(QStringLiteral("filter"), f);
        }
        break;
    case ScenePosition::Kind::Practice:
        o.insert(QStringLiteral("seed"), QString::number(p.seed));
        o.insert(QStringLiteral("from-start"), p.fromStart);
        break;
    }
    return o;
}

} // namespace

FileBudget LessonFile::budget()
{
    return { 2 << 20, tr("a lesson file"), false };
}

const QStringList &LessonFile::dockKeys()
{
    static const QStringList keys { QStringLiteral("pseudocode"), QStringLiteral("counters"),
                                    QStringLiteral("data"),       QStringLiteral("log"),
                                    QStringLiteral("browser"),    QStringLiteral("tree"),
                                    QStringLiteral("explore"),    QStringLiteral("legend"),
                                    QStringLiteral("call-stack"), QStringLiteral("breakpoints"),
                                    QStringLiteral("score"),      QStringLiteral("practice"),
                                    QStringLiteral("scenes") };
    return keys;
}

const QStringList &LessonFile::themeKeys()
{
    static const QStringList keys { QStringLiteral("light"), QStringLiteral("dark"),
                                    QStringLiteral("print") };
    return keys;
}

QByteArray LessonFile::serialize(const Lesson &lesson)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QString::fromLatin1(kFormat));
    root.insert(QStringLiteral("version"), kVersion);
    if (!lesson.title.isEmpty())
        root.insert(QStringLiteral("title"), textObject(lesson.title));
    QJsonArray scenes;
    for (const LessonScene &scene : lesson.scenes) {
        QJsonObject s;
        s.insert(QStringLiteral("setup"), setupObject(scene.setup));
        s.insert(QStringLiteral("position"), positionObject(scene.position, scene.setup.run));
        if (!scene.breakpoints.empty()) {
            QJsonArray list;
            for (const Breakpoint &b : scene.breakpoints)
                list.append(StopText::write(scene.setup.run.algorithm, b));
            s.insert(QStringLiteral("breakpoints"), list);
        }
        if (scene.until.kind != StopCondition::Kind::Never
            && scene.until.kind != StopCondition::Kind::Breakpoints)
            s.insert(QStringLiteral("until"),
                     StopText::write(scene.setup.run.algorithm, scene.until));
        if (!scene.note.isEmpty())
            s.insert(QStringLiteral("note"), textObject(scene.note));
        scenes.append(s);
    }
    root.insert(QStringLiteral("scenes"), scenes);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// What Qt's JSON reader lets pass that a lesson must not hold: a key twice in one object (which
// value counts would be a guess) and a raw control character in a string (JSON forbids them;
// a NUL would cut the text short elsewhere). Run on text Qt has read as JSON. Empty, or why.
QString strictProblem(const QByteArray &bytes)
{
    struct Level
    {
        bool object;
        bool keyNext;
        QSet<QByteArray> keys;
    };
    std::vector<Level> levels;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        switch (c) {
        case '{':
            levels.push_back({ true, true, {} });
            break;
        case '[':
            levels.push_back({ false, false, {} });
            break;
        case '}':
        case ']':
            if (!levels.empty())
                levels.pop_back();
            break;
        case ',':
            if (!levels.empty() && levels.back().object)
                levels.back().keyNext = true;
            break;
        case '"': {
            const qsizetype start = i;
            QByteArray text;
            for (++i; i < bytes.size() && bytes[i] != '"'; ++i) {
                if (static_cast<unsigned char>(bytes[i]) < 0x20)
                    return LessonFile::tr("a text holds a raw control character (code %1) at "
                                          "byte %2; write it escaped")
                        .arg(int(static_cast<unsigned char>(bytes[i])))
                        .arg(i);
                if (bytes[i] == '\\' && i + 1 < bytes.size())
                    text.append(bytes[i++]);
                text.append(bytes[i]);
            }
            if (!levels.empty() && levels.back().object && levels.back().keyNext) {
                levels.back().keyNext = false;
                if (levels.back().keys.contains(text))
                    return LessonFile::tr("the field \"%1\" is given twice in one object (byte "
                                          "%2)")
                        .arg(printable(QString::fromUtf8(text), 40))
                        .arg(start);
                levels.back().keys.insert(text);
            }
            break;
        }
        default:
            break;
        }
    }
    return {};
}

} // namespace

std::optional<Lesson> LessonFile::parse(const QByteArray &bytes, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    QJsonParseError jsonError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &jsonError);
    if (jsonError.error != QJsonParseError::NoError) {
        *error = tr("it is not a lesson (damaged or cut short: %1 at byte %2)")
                     .arg(jsonError.errorString())
                     .arg(jsonError.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = tr("it is not a lesson (no JSON object)");
        return std::nullopt;
    }
    if (const QString strict = strictProblem(bytes); !strict.isEmpty()) {
        *error = tr("it is not a lesson (%1)").arg(strict);
        return std::nullopt;
    }
    Reader reader(error);
    return reader.lesson(doc.object());
}

std::optional<Lesson> LessonFile::read(const QString &path, QString *error)
{
    QString why;
    const std::optional<QByteArray> bytes = BoundedFile::read(path, budget(), &why);
    if (!bytes) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    std::optional<Lesson> lesson = parse(*bytes, &why);
    if (!lesson && error)
        *error = tr("Cannot open the lesson %1: %2").arg(printable(path, 200), why);
    return lesson;
}

bool LessonFile::write(const QString &path, const Lesson &lesson, QString *error)
{
    return WholeFile::write(path, serialize(lesson), error);
}

} // namespace nq
