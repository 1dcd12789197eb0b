// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"
#include "playbackclock.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QDockWidget;

namespace nq {

class BreakpointStore;
class ExplorePanel;
class PracticeMode;
class RunCursor;
class Settings;
class SolutionBrowser;
class StepPlayer;

/**
 * Puts a lesson's scene on the window, and reads the window back as a scene. Applying starts
 * the scene's run aside (the settings untouched: the lesson controller keeps them overlaid),
 * shows its panels, speed, theme, projector layout and breakpoints, and takes it to its
 * position: a step, a board placed in Explore, a board picked in the browser (with its filter),
 * a practice exercise. Playing from a scene with "play until" pauses where it holds.
 */
class SceneStage : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        Settings *settings;
        StepPlayer *player;
        BreakpointStore *breakpoints;
        ExplorePanel *explore;
        SolutionBrowser *browser;
        PracticeMode *practice;
        /// Starts a run without writing the settings (the problem controller's startAside).
        std::function<void(const RunDescription &)> startRun;
        /// The run the window shows.
        std::function<RunDescription()> run;
        /// Lists the run's problem in the browser.
        std::function<void()> listInBrowser;
        /// The board picked in the browser that the board shows, if it shows one.
        std::function<std::optional<std::vector<Square>>()> pickedBoard;
        QAction *predict; ///< checkable: Predict on
        QAction *present; ///< checkable: the projector layout
        QList<QDockWidget *> docks;
        std::function<void(int /*Theme::Kind*/)> setTheme;
        /// Asks the class this kind of question (a class session runs, else nothing).
        std::function<void(QuestionKind)> askClass;
    };
    explicit SceneStage(const Parts &parts, QObject *parent = nullptr);
    ~SceneStage() override;

    /// Shows `scene` as it was saved.
    void apply(const LessonScene &scene);
    /// The window as a scene (its note and "play until" are the caller's to keep).
    LessonScene capture() const;
    /// Forgets the scene's "play until" (the lesson is closed).
    void release();

    /// The dock a lesson key names ("call-stack": callStackDock), or nullptr.
    QDockWidget *dock(const QString &key) const;
    static QString keyOf(const QDockWidget *dock);

private:
    PlaybackClock::Hold hold(RunCursor *cursor);
    void arm(const StopCondition &until, std::int64_t from);

    Parts m_parts;
    /// The player the hold is set on; the window may destroy it before the stage.
    QPointer<StepPlayer> m_player;
    StopCondition m_until; ///< the scene's "play until", while armed
    bool m_armed = false;
    std::int64_t m_from = 0; ///< the scene's step: the condition is met after it
    int m_depthBefore = 0; ///< queens on the board before the step just taken
};

} // namespace nq
