// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boundedfile.h"
#include "lesson.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace nq {

/**
 * The `.nqlesson` file: JSON, documented in the README. Reading trusts nothing: the file comes
 * through BoundedFile within its own budget, every object may hold only its known fields, each
 * value is checked against the algorithm and the board (line keys resolved to lines here, so a
 * key the algorithm lacks is a message), and the first problem found is one message naming the
 * file, the scene and what is wrong. Writing goes through WholeFile: the whole file or nothing.
 */
class LessonFile
{
    Q_DECLARE_TR_FUNCTIONS(nq::LessonFile)
public:
    /// The format version written, and the newest read.
    static constexpr int kVersion = 1;
    /// The most a lesson may hold.
    static constexpr int kMaxScenes = 500;
    static constexpr int kMaxNoteChars = 4000; ///< per language
    static constexpr int kMaxTitleChars = 200;
    static constexpr int kMaxLanguages = 16;
    static constexpr int kMaxBreakpoints = 64;
    /// A scene's step: a lesson's scenes are met by replaying the run from its start.
    static constexpr std::int64_t kMaxStep = 1000000;

    /// Lesson files: a few kilobytes a scene.
    static FileBudget budget();
    /// The keys of the panels a scene may show ("pseudocode", "counters", …).
    static const QStringList &dockKeys();
    /// The themes a scene may set.
    static const QStringList &themeKeys();

    /// The lesson in `bytes`; nothing when anything is wrong, and `error` says what (the scene
    /// and the field, not the file).
    static std::optional<Lesson> parse(const QByteArray &bytes, QString *error);
    static QByteArray serialize(const Lesson &lesson);

    /// Reads the file at `path`; nothing, and `error` names the file and what is wrong.
    static std::optional<Lesson> read(const QString &path, QString *error);
    /// Writes the lesson whole or not at all; false, and `error` says why.
    static bool write(const QString &path, const Lesson &lesson, QString *error);
};

} // namespace nq
