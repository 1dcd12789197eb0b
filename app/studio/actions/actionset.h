// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QObject>

#include <array>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace nq {

class Transport;

/// Every command of the window, by id. The object name of each action is its id in text
/// ("play", "stepForward"), for settings, tests and the storm.
enum class ActionId {
    Play,
    StepForward,
    StepBack,
    ToStart,
    ToEnd,
    GoToStep,
    CancelJump,
    NextSolution,
    NextBacktrack,
    ToggleBreakpoint,
    RunUntil,
    RunBackUntil,
    UndoBreakpoint,
    RedoBreakpoint,
    Predict,
    Practice,
    Faster,
    Slower,
    StartPaused,
    Count,
    Present,
    ThemeLight,
    ThemeDark,
    Coordinates,
    Attacks,
    Heat,
    FullBoardAttacks,
    ZoomIn,
    ZoomOut,
    ZoomFit,
    ExportBoard,
    CopyBoard,
    ExportSheet,
    ExportTree,
    NewWorksheet,
    ExportSolutions,
    ExportResults,
    NewLesson,
    OpenLesson,
    SaveLesson,
    SaveLessonAs,
    CloseLesson,
    AddScene,
    UpdateScene,
    NextScene,
    PreviousScene,
    Record,
    ExportStepsPage,
    ExportLessonPage,
    RangeStart,
    RangeEnd,
    ClearRange,
    Compare,
    Race,
    ClassSession,
    AskClass,
    ShowVotes,
    VoteAgain,
    Reveal,
    ExportClassResults,
    SpeakCaptions,
    SpeechSettings,
    Quit,
    Shortcuts,
    About,
    LanguageSystem,
};
inline constexpr int kActionCount = int(ActionId::LanguageSystem) + 1;

/**
 * The window's actions, menus and playback tool bar: their texts in the current language,
 * shortcuts and icons. It decides nothing: the player's commands are bound here because they are
 * the player's own slots; every other action is connected by the part that handles it.
 */
class ActionSet : public QObject
{
    Q_OBJECT
public:
    /// Creates the actions on `window` (so their shortcuts work anywhere in it).
    explicit ActionSet(QMainWindow *window);

    QAction *action(ActionId id) const { return m_actions[std::size_t(id)]; }
    /// File > Open Recent and File > Example Lessons (the lesson controller fills them).
    QMenu *recentMenu() const { return m_recentMenu; }
    QMenu *examplesMenu() const { return m_examplesMenu; }
    QMenu *rangeMenu() const { return m_rangeMenu; }
    /// An action by object name ("play", "language_ja"), or nullptr.
    QAction *find(const QString &name) const;

    /// Play, steps, run-to-next and speed act on `transport` (and no longer on the one bound
    /// before); Play says Pause while it plays.
    void bindTransport(Transport *transport);
    /// Builds the menu bar; the Panels menu holds `panelToggles`, the Language menu the
    /// languages (`current`: "" for the system's, "en", "ja", "zh_CN").
    void buildMenus(const QList<QAction *> &panelToggles, const QString &current);
    /// Puts the playback actions on `bar`.
    void fillPlayBar(QToolBar *bar) const;
    /// Draws the playback icons in `color` (the theme's button text).
    void setIconColor(const QColor &color);
    /// Checks the language's menu entry ("" for the system's).
    void checkLanguage(const QString &code);
    /// Sets every text again in the current language.
    void retranslate();

signals:
    /// The user picked a language in the menu ("" = the system's).
    void languageChosen(const QString &code);
    /// The actions' words were set again in the current language.
    void retranslated();

private:
    void updatePlayAction();

    QMainWindow *m_window;
    Transport *m_transport = nullptr;
    QList<QMetaObject::Connection> m_bound; ///< to the transport
    std::array<QAction *, kActionCount> m_actions {};
    QList<QAction *> m_languages;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr; ///< File > Open Recent, filled by the lesson controller
    QMenu *m_examplesMenu = nullptr; ///< File > Example Lessons, filled by the lesson controller
    QMenu *m_rangeMenu = nullptr; ///< File > Recording Range
    QMenu *m_editMenu = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QColor m_iconColor;
};

} // namespace nq
