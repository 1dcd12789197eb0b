// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"
#include "quiz.h"
#include "theme.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>

namespace nq {

/**
 * A lesson as one web page (`nqueens lesson web`, File > Export Lesson as Web Page): each scene
 * a part of the page with its heading and note, in every language the lesson and the program's
 * catalogues have. A scene at a step plays from it as the window plays it: to where its "play
 * until" or a breakpoint of its own holds (that step included), else to the run's end, at most
 * kSceneSteps steps; a board placed by hand, picked or practised is one picture. A scene with
 * Predict on asks Predict's questions (PageQuestions) as the window would from its step.
 */
class LessonPage
{
    Q_DECLARE_TR_FUNCTIONS(nq::LessonPage)
public:
    /// The most steps a scene plays on the page after its own.
    static constexpr std::int64_t kSceneSteps = 500;

    /// Which questions a scene with Predict on asks, and how often, unless told otherwise:
    /// the window's own defaults (every kind, about one occasion in two, seed 1).
    static QuizSettings defaultQuiz();

    /// The page of `lesson` (`name`: its title when it has none), its scenes with Predict on
    /// asking as `quiz` says; empty when `cancel` was set or the program's page files are
    /// missing.
    static QByteArray html(const Lesson &lesson, const QString &name, Theme::Kind theme,
                           const QuizSettings &quiz = defaultQuiz(),
                           const std::atomic_bool *cancel = nullptr);
    /// What a page is written as: its colours, its questions, and whether it goes into a
    /// SCORM 1.2 package for a learning platform (a .zip) or stands alone (a .html).
    struct Output
    {
        Theme::Kind theme = Theme::Light;
        QuizSettings quiz = defaultQuiz();
        bool scorm = false;
    };
    /// Writes the page (or its package) to `path`, whole or not at all; false, and `error`
    /// says why, when not.
    static bool write(const Lesson &lesson, const QString &name, const Output &output,
                      const QString &path, QString *error,
                      const std::atomic_bool *cancel = nullptr);
};

} // namespace nq
