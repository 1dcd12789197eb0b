// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "placement.h"
#include "platform/startupoptions.h"
#include "runoptions.h"
#include "theme.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;

namespace nq {

class CaptionLabel;
class NoteBox;
class JumpProgress;
class PresentationLayout;
} // namespace nq

namespace nq {

class ActionSet;
class AlgorithmDataView;
class FocusMark;
class BoardPresenter;
class BoardScene;
class BoardView;
class BreakpointStore;
class BreakpointsView;
class CallStackView;
class CodeView;
class CountersPanel;
class DebugController;
class ExplorePanel;
class ExportController;
class ModeRouter;
class PracticeController;
class PracticePanel;
class PredictController;
class QuestionBar;
class ScoreView;
class ClassController;
class ClassDock;
class BoardFeed;
class LegendWidget;
class LessonAutosave;
class LessonController;
class LessonPageExport;
class LessonDocument;
class SceneStage;
class ScenesView;
class PlayBar;
class ProblemBar;
class ProblemController;
class PseudocodeView;
class Settings;
class SolutionBrowser;
class TreePanel;
class StepLog;
class StepPlayer;
class TimelineBar;
class RecordController;
class SpeechController;
class CompareWindow;
class RaceController;
class RacePage;

/// The main window: the board in the middle, the controls above, the panels around it. It lays
/// them out and hands each concern to its part: the actions (ActionSet), the problem and its run
/// (ProblemController), who owns the board and what the panels show (BoardPresenter), export
/// (ExportController).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Opens with the stored settings, overridden by `startup`; `settingsFile` is for tests.
    explicit MainWindow(const StartupOptions &startup = {}, const QString &settingsFile = {},
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    StepPlayer *player() const { return m_player; }
    BoardScene *scene() const { return m_scene; }
    BoardView *boardView() const { return m_view; }
    PseudocodeView *pseudocode() const { return m_pseudocode; }
    CountersPanel *counters() const { return m_counters; }
    SolutionBrowser *browser() const { return m_browser; }
    TreePanel *treePanel() const { return m_tree; }
    ExplorePanel *explorePanel() const { return m_explore; }
    BreakpointStore *breakpointStore() const { return m_breakpointStore; }
    BreakpointsView *breakpointsView() const { return m_breakpoints; }
    CallStackView *callStack() const { return m_callStack; }
    /// The Code tabs: C++ and Python.
    CodeView *codeView(bool python) const { return m_code[python ? 1 : 0]; }
    DebugController *debugger() const { return m_debug; }
    /// Predict: the mode, its question bar and the Score dock.
    PredictController *predict() const { return m_predict; }
    QuestionBar *questionBar() const { return m_questionBar; }
    ScoreView *scoreView() const { return m_score; }
    ClassController *classroom() const { return m_class; }
    ClassDock *classDock() const { return m_classDock; }
    /// Practice: the mode and its dock.
    PracticeController *practice() const { return m_practice; }
    PracticePanel *practicePanel() const { return m_practicePanel; }
    /// Lessons: the open lesson, its controller and the Scenes dock.
    LessonDocument *lessonDocument() const { return m_lesson; }
    LessonController *lessons() const { return m_lessons; }
    LessonPageExport *lessonPage() const { return m_lessonPage; }
    ScenesView *scenesView() const { return m_scenes; }
    SceneStage *sceneStage() const { return m_stage; }
    /// The banner over the caption: the note of the lesson's scene ("" when hidden).
    QString lessonNote() const;
    ActionSet *actions() const { return m_actions; }
    ProblemController *problems() const { return m_problems; }
    BoardPresenter *presenter() const { return m_presenter; }
    /// Which mode owns the board's clicks and keys.
    ModeRouter *modes() const { return m_modes; }
    ExportController *exporter() const { return m_export; }
    RecordController *recorder() const { return m_record; }
    SpeechController *speech() const { return m_speech; }
    /// View > Compare Algorithms: the window, made when first asked for.
    CompareWindow *compareWindow();
    TimelineBar *timeline() const { return m_timeline; }
    /// View > Race Algorithms in This Window: the race shown in the board's place (made the
    /// first time it is shown: null before).
    RacePage *racePage() const { return m_racePage; }
    RaceController *raceControl() const { return m_raceControl; }
    QString caption() const;
    bool isPresenting() const;
    /// An action by object name ("play", "language_ja"), or nullptr.
    QAction *action(const QString &name) const;

    // Shortcuts to the parts, for tests and the storm.
    void setup(AlgorithmId algorithm, int n, SolveMode mode);
    void setupDomination(int n, int queens, bool independent, SolveMode mode);
    bool isDomination() const;
    Placement shownPlacement() const;
    std::vector<Square> shownSquares() const;
    /// Switches the language at once ("" = the system's, "en", "ja", "zh_CN") and remembers it.
    void chooseLanguage(const QString &setting);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// Tab visits only what is on screen (FocusRing).
    bool focusNextPrevChild(bool next) override;

private:
    void createCentral();
    /// The race's controller, and what ends a race (mainwindowrace.cpp).
    void createRace();
    /// The race in the board's place (true) or the board again.
    void showRace(bool on);
    /// The race's page in the central part, made the first time.
    RacePage *ensureRacePage();
    void createDocks();
    /// The debugger's docks (beside the others, made with them).
    void createDebugDocks(QDockWidget *leftTabs, QDockWidget *rightTabs);
    /// Its commands, once the board's modes exist.
    void createDebugger();
    void themeDebugger(const Theme &theme);
    /// The students' docks (the Score, Practice), beside the panels on the right.
    void createStudentDocks(QDockWidget *rightTabs);
    /// Predict's and Practice's commands, once the board's modes exist.
    void createPredict();
    /// The class session's commands; with --class, a session from the start.
    void createClassroom(const StartupOptions &startup);
    /// The Scenes dock (beside the log), and the lesson commands once the parts exist.
    void createLessonDock(QDockWidget *leftTabs);
    void createLessons(const StartupOptions &startup);
    void keepUserSetup();
    void restoreUserSetup();
    /// The window's title: the open lesson's name, marked when changed and when its autosave
    /// failed.
    void updateTitle();
    /// Whether a window of `rect`'s size fits the screens' room.
    bool fitsScreen(const QRect &rect) const;
    /// At the first start, shares the right column as the window really is (the pseudocode
    /// whole when there is room).
    void fitDesk();
    /// Tab goes as a reader does: the problem, the playback, the board and its timeline, then
    /// the panels on the left and on the right.
    void orderTabs();
    /// `panel` in a frameless area that scrolls it up and down: a tab shares its least height
    /// with the tabs beside it (Explore's 183 px kept the pseudocode at 3 lines at 1024 x 768).
    static QWidget *scrolled(QWidget *panel);
    /// Puts a panel in a dock named `name`, titled `title` (translated each time).
    QDockWidget *addPanel(const char *name, const char *title, QWidget *content,
                          Qt::DockWidgetArea area);
    /// `remember`: kept in the settings (a theme given on the command line is for this session).
    void applyTheme(Theme::Kind kind, bool remember = true);
    void retranslate();
    void showAbout();

    Settings *m_settings = nullptr;
    StepPlayer *m_player = nullptr;
    BoardScene *m_scene = nullptr;
    ActionSet *m_actions = nullptr;
    ProblemBar *m_problemBar = nullptr;
    ProblemController *m_problems = nullptr;
    BoardPresenter *m_presenter = nullptr;
    ExportController *m_export = nullptr;
    ModeRouter *m_modes = nullptr;
    // The layout.
    QLabel *m_title = nullptr;
    CaptionLabel *m_caption = nullptr;
    BoardView *m_view = nullptr;
    TimelineBar *m_timeline = nullptr;
    RecordController *m_record = nullptr;
    SpeechController *m_speech = nullptr;
    CompareWindow *m_compare = nullptr;
    RacePage *m_racePage = nullptr;
    RaceController *m_raceControl = nullptr;
    PlayBar *m_playBar = nullptr;
    JumpProgress *m_jump = nullptr;
    PseudocodeView *m_pseudocode = nullptr;
    CountersPanel *m_counters = nullptr;
    AlgorithmDataView *m_data = nullptr;
    FocusMark *m_focusMark = nullptr;
    LegendWidget *m_legend = nullptr;
    StepLog *m_log = nullptr;
    SolutionBrowser *m_browser = nullptr;
    TreePanel *m_tree = nullptr;
    ExplorePanel *m_explore = nullptr;
    BreakpointStore *m_breakpointStore = nullptr;
    BreakpointsView *m_breakpoints = nullptr;
    CallStackView *m_callStack = nullptr;
    CodeView *m_code[2] = { nullptr, nullptr };
    DebugController *m_debug = nullptr;
    PredictController *m_predict = nullptr;
    QuestionBar *m_questionBar = nullptr;
    ScoreView *m_score = nullptr;
    ClassDock *m_classDock = nullptr;
    ClassController *m_class = nullptr;
    PracticeController *m_practice = nullptr;
    PracticePanel *m_practicePanel = nullptr;
    LessonDocument *m_lesson = nullptr;
    LessonController *m_lessons = nullptr;
    LessonPageExport *m_lessonPage = nullptr;
    LessonAutosave *m_autosave = nullptr;
    SceneStage *m_stage = nullptr;
    ScenesView *m_scenes = nullptr;
    NoteBox *m_lessonNote = nullptr;
    // The user's setup, kept while a lesson's scenes change the window.
    QByteArray m_userState;
    bool m_userPresenting = false;
    QList<QDockWidget *> m_docks;
    QList<const char *> m_panelTitles; // the docks' titles, untranslated
    BoardFeed *m_feed = nullptr;
    PresentationLayout *m_presentation = nullptr;
    bool m_fitDesk = false; // no layout was kept: fit the docks when first shown
};

} // namespace nq
