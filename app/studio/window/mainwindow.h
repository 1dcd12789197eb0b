// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "placement.h"
#include "runoptions.h"
#include "platform/startupoptions.h"
#include "theme.h"

#include <QMainWindow>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QSlider;
class QSpinBox;
class QToolBar;
class QProgressBar;

namespace nq {

class AlgorithmDataView;
class BoardScene;
class BoardView;
class CountersPanel;
class LegendWidget;
class PseudocodeView;
class ExplorePanel;
class Settings;
class SolutionBrowser;
struct BoardPicture;
class StepLog;
class StepPlayer;
struct StepChange;

/// The main window: the board in the middle, the controls above, the panels around it.
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
    PseudocodeView *pseudocode() const { return m_pseudocode; }
    CountersPanel *counters() const { return m_counters; }
    QString caption() const;
    bool isPresenting() const { return m_presenting; }

    SolutionBrowser *browser() const { return m_browser; }
    ExplorePanel *explorePanel() const { return m_explore; }
    BoardView *boardView() const { return m_view; }
    /// The placement on the board now: the browser's pick, or the run's board.
    Placement shownPlacement() const;
    /// Writes the board shown to `path` (format from the name); false with a message on failure.
    bool exportBoard(const QString &path, const BoardPicture &options, int pixels, QString *error);
    /// Writes the browser's solutions of the current size as a sheet or as text / CSV.
    bool exportSheet(const QString &path, bool unique, const BoardPicture &style, QString *error);
    bool exportSolutions(const QString &path, bool unique, QString *error);

    /// Switches algorithm, size and mode together and starts a new run.
    void setup(AlgorithmId algorithm, int n, SolveMode mode);
    /// Switches to queens domination: sets of `queens` queens covering n x n; starts a new run.
    void setupDomination(int n, int queens, bool independent, SolveMode mode);
    /// True while the window shows the domination problem.
    bool isDomination() const;
    /// The queens on the board now, for either problem.
    std::vector<Square> shownSquares() const;
    QAction *action(const QString &name) const;
    /// Switches the language at once ("" = the system's, "en", "ja", "zh_CN") and remembers it.
    void chooseLanguage(const QString &setting);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslate();
    void setLanguage(const QString &setting);
    void createMenus();
    void createToolBar();
    void createDocks();
    void createCentral();
    void applyTheme(Theme::Kind kind);
    void updatePlayIcon();
    void updateIcons();
    void restart();
    void onStepped(const StepChange &change);
    void onTimeline(qint64 position, qint64 length, bool final);
    void setPresenting(bool on);
    void showAbout();
    void onSolutionChosen(const Placement &placement, qint64 solution, qint64 symmetryClass);
    void onSetChosen(int n, const std::vector<Square> &queens, qint64 set, qint64 symmetryClass);
    void restartDomination();
    void updateProblemControls();
    void listInBrowser();
    QString problemTitle() const;
    BoardPicture shownPicture() const;
    void exportBoardInteractively();
    void exportSheetInteractively();
    void exportSolutionsInteractively();
    void copyBoard();
    QDockWidget *addDock(const QString &name, const QString &title, QWidget *content,
                         Qt::DockWidgetArea area);

    Settings *m_settings = nullptr;
    StepPlayer *m_player = nullptr;
    BoardScene *m_scene = nullptr;
    BoardView *m_view = nullptr;
    PseudocodeView *m_pseudocode = nullptr;
    CountersPanel *m_counters = nullptr;
    AlgorithmDataView *m_data = nullptr;
    LegendWidget *m_legend = nullptr;
    StepLog *m_log = nullptr;
    SolutionBrowser *m_browser = nullptr;
    ExplorePanel *m_explore = nullptr;
    QDockWidget *m_browserDock = nullptr;
    Placement m_browsed; // the browser's pick on the board, empty when the run is shown
    qint64 m_browsedSolution = -1;
    qint64 m_browsedClass = -1;
    QLabel *m_caption = nullptr;
    QLabel *m_title = nullptr;
    QSlider *m_timeline = nullptr;
    QLabel *m_timelineLabel = nullptr;
    QComboBox *m_problemBox = nullptr;
    QLabel *m_problemLabel = nullptr;
    QLabel *m_queensLabel = nullptr;
    QSpinBox *m_queensBox = nullptr;
    QComboBox *m_variantBox = nullptr;
    QList<QAction *> m_algorithmControls; // toolbar items of the non-attacking problem
    QList<QAction *> m_dominationControls; // toolbar items of domination
    std::vector<Square> m_browsedSet; // domination: the queens of the browser's or student's board
    QComboBox *m_algorithmBox = nullptr;
    QSpinBox *m_sizeBox = nullptr;
    QComboBox *m_modeBox = nullptr;
    QSlider *m_speedSlider = nullptr;
    QLabel *m_speedLabel = nullptr;
    QLabel *m_busyLabel = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QLabel *m_algorithmLabel = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_speedTitle = nullptr;
    QLabel *m_timelineTitle = nullptr;
    QToolBar *m_setupBar = nullptr;
    QToolBar *m_playBar = nullptr;
    QList<QDockWidget *> m_docks;
    QHash<QString, QAction *> m_actions;
    Theme::Kind m_theme = Theme::Light;
    bool m_presenting = false;
    QByteArray m_stateBeforePresenting;
    QFont m_fontBeforePresenting;
    qint64 m_timelineLength = 0;
};

} // namespace nq
