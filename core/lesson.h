// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "breakpoint.h"
#include "catalogfilter.h"
#include "placement.h"
#include "question.h"
#include "rundescription.h"
#include "stopcondition.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace nq {

/// A text in several languages ("en", "ja", "zh_CN"): the one of the window's language is
/// shown, else the English one, else the first.
struct LessonText
{
    struct Version
    {
        QString language;
        QString text;
        friend bool operator==(const Version &, const Version &) = default;
    };
    std::vector<Version> versions;

    bool isEmpty() const { return versions.empty(); }
    /// The version in `language` ("ja", or "zh_CN", whose "zh" also matches), else the English
    /// one, else the first; empty when there is none.
    QString in(const QString &language) const;
    /// Sets the version in `language` (added at the end when new; removed when `text` is empty).
    void set(const QString &language, const QString &text);
    friend bool operator==(const LessonText &, const LessonText &) = default;
};

/// How a scene sets the window up: the run, and what it changes of the user's view while the
/// lesson is open. What it leaves unset stays as the user has it.
struct SceneSetup
{
    RunDescription run; ///< algorithm, problem (domination's queens and variant), all or first
    std::optional<int> speedLevel; ///< PlaybackClock's level
    QString theme; ///< "light", "dark", "print", or empty: the user's
    /// The panels shown, by their keys (LessonFormat::dockKeys()); unset: as the user has them.
    std::optional<QStringList> docks;
    bool presentation = false; ///< the projector layout
    bool predict = false; ///< Predict asks its questions from here
    /// In a class session, the class is asked this kind of question at the scene's step.
    std::optional<QuestionKind> askClass;
    friend bool operator==(const SceneSetup &, const SceneSetup &) = default;
};

/// Where a scene stands.
struct ScenePosition
{
    enum class Kind : std::uint8_t {
        Step, ///< a step of the run (`step`, 0: before the first)
        Explore, ///< a board placed by hand in Explore (`queens`)
        Browser, ///< a solution or covering set picked in the browser (`queens`, `filter`)
        Practice, ///< a practice exercise of the run's algorithm (`seed`, `fromStart`)
    };
    Kind kind = Kind::Step;
    std::int64_t step = 0;
    std::vector<Square> queens;
    CatalogFilter filter;
    std::uint64_t seed = 1;
    bool fromStart = false;
    friend bool operator==(const ScenePosition &, const ScenePosition &) = default;
};

/// One situation of a lesson: a run set up, a position in it, where it stops, and a note.
struct LessonScene
{
    SceneSetup setup;
    ScenePosition position;
    std::vector<Breakpoint> breakpoints; ///< lines by the run's Line enum (keys in the file)
    StopCondition until; ///< "play until" (Never: none)
    LessonText note; ///< the banner over the caption

    /// The stop condition playing from the scene meets: `until` and the breakpoints.
    StopCondition playUntil() const;
    friend bool operator==(const LessonScene &a, const LessonScene &b)
    {
        return a.setup == b.setup && a.position == b.position && a.breakpoints == b.breakpoints
            && a.until.kind == b.until.kind && a.until.line == b.until.line
            && a.until.square == b.until.square && a.until.count == b.until.count
            && a.note == b.note;
    }
};

/// A lesson: its title and its scenes, in order.
struct Lesson
{
    LessonText title;
    std::vector<LessonScene> scenes;
    friend bool operator==(const Lesson &, const Lesson &) = default;
};

} // namespace nq
