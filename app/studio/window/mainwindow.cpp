// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "record/recordcontroller.h"
#include "speech/speechcontroller.h"

#include "actions/actionset.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "browser/countdialog.h"
#include "browser/solutionbrowser.h"
#include "compare/comparewindow.h"
#include "compare/racepage.h"
#include "explore/exploremode.h"
#include "explore/explorepanel.h"
#include "lessons/lessoncontroller.h"
#include "lessons/scenesview.h"
#include "modes/moderouter.h"
#include "panels/algorithmdataview.h"
#include "panels/boardfeed.h"
#include "panels/counterspanel.h"
#include "panels/legendwidget.h"
#include "panels/pseudocodeview.h"
#include "panels/steplog.h"
#include "panels/steptexts.h"
#include "platform/captionlabel.h"
#include "platform/fieldkeys.h"
#include "platform/language.h"
#include "platform/notebox.h"
#include "platform/settings.h"
#include "platform/themepalette.h"
#include "playback/jumpprogress.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"
#include "practice/practicepanel.h"
#include "predict/questionbar.h"
#include "tree/treepanel.h"
#include "window/boardcontrols.h"
#include "window/boardpresenter.h"
#include "window/docktabs.h"
#include "window/exportcontroller.h"
#include "window/focusmark.h"
#include "window/focusring.h"
#include "window/playbar.h"
#include "window/presentationlayout.h"
#include "window/problembar.h"
#include "window/problemcontroller.h"
#include "window/racecontroller.h"
#include "window/shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <cstdio>

namespace nq {

MainWindow::MainWindow(const StartupOptions &startup, const QString &settingsFile, QWidget *parent)
    : QMainWindow(parent), m_settings(new Settings(settingsFile))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/nqueens/icon.svg")));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    // The language given on the command line holds for this session; the setting stays.
    const QString language = startup.language.value_or(m_settings->language());
    Language::apply(language);
    m_player = new StepPlayer(this);
    m_scene = new BoardScene(this);
    m_actions = new ActionSet(this);
    m_actions->bindTransport(m_player);
    createCentral();
    m_problemBar = new ProblemBar(this);
    addToolBar(m_problemBar);
    addToolBarBreak();
    m_playBar = new PlayBar(m_actions, m_player, this);
    addToolBar(m_playBar);
    createDocks();
    QList<QAction *> toggles;
    for (QDockWidget *dock : std::as_const(m_docks))
        toggles << dock->toggleViewAction();
    toggles << m_problemBar->toggleViewAction() << m_playBar->toggleViewAction();
    m_actions->buildMenus(toggles, language);
    m_jump = new JumpProgress(m_player, m_actions->action(ActionId::CancelJump), this);
    statusBar()->addPermanentWidget(m_jump);

    // The parts, and what ties them together.
    m_problems = new ProblemController(m_problemBar, m_player, m_settings, this);
    m_presenter
        = new BoardPresenter({ m_player, m_scene, m_view, m_title, m_caption, m_feed, m_browser,
                               findChild<QDockWidget *>(QStringLiteral("browserDock")), m_actions },
                             this);
    // The board's modes: watching the run, and each way of using the board by hand.
    m_modes = new ModeRouter(m_actions, this);
    m_modes->add(new ExploreMode(m_explore, m_player, m_presenter, m_feed,
                                 findChild<QDockWidget *>(QStringLiteral("exploreDock")), m_view));
    connect(m_explore, &ExplorePanel::listRequested, m_presenter, &BoardPresenter::listKeeping);
    m_view->setInput(m_modes);
    m_presenter->setModes(m_modes);
    createDebugger();
    createPredict();
    createLessons(startup);
    m_focusMark = new FocusMark(this);
    new DockTabs(this); // grouped docks' tabs say their titles whole
    m_export = new ExportController(this, m_actions, m_presenter, m_browser, m_player, m_settings);
    m_export->setTreePanel(m_tree);
    m_record = new RecordController({ this, m_actions, m_player, m_timeline, m_settings }, this);
    m_presentation
        = new PresentationLayout({ this, m_problemBar, m_playBar, m_docks, m_pseudocode, m_counters,
                                   m_data, m_title, m_caption, m_scene, m_view, m_timeline, m_feed,
                                   m_actions->action(ActionId::Present), m_tree },
                                 this);
    createRace();
    createClassroom(startup);
    // The words under the board, announced to a screen reader and, when asked, spoken.
    m_speech = new SpeechController({ this, m_view, m_player, m_player->clock(), m_settings,
                                      m_actions->action(ActionId::SpeakCaptions),
                                      m_actions->action(ActionId::SpeechSettings), startup.speak },
                                    this);
    connect(m_presenter, &BoardPresenter::wordsShown, m_speech, &SpeechController::showWords);
    connect(m_problems, &ProblemController::aboutToStart, m_presenter, &BoardPresenter::prepare);
    connect(m_problems, &ProblemController::started, this,
            [this] { m_presenter->started(m_problems->title()); });
    connect(m_explore, &ExplorePanel::solveFromHere, m_problems, &ProblemController::solveFrom);
    connect(m_problems, &ProblemController::notice, this,
            [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    connect(m_actions, &ActionSet::languageChosen, this, &MainWindow::chooseLanguage);
    connect(m_actions->action(ActionId::Count), &QAction::triggered, this,
            [this] { CountDialog::countInteractively(m_player->size(), this); });
    connect(m_actions->action(ActionId::StartPaused), &QAction::toggled, this, [this](bool on) {
        m_player->setStartPaused(on);
        m_settings->setStartPaused(on);
    });
    connect(m_actions->action(ActionId::ThemeLight), &QAction::triggered, this,
            [this] { applyTheme(Theme::Light); });
    connect(m_actions->action(ActionId::ThemeDark), &QAction::triggered, this,
            [this] { applyTheme(Theme::Dark); });
    connect(m_actions->action(ActionId::About), &QAction::triggered, this, &MainWindow::showAbout);
    bindBoardControls(m_actions, m_scene, m_view, m_feed, m_settings, statusBar());
    connect(m_actions->action(ActionId::Shortcuts), &QAction::triggered, this,
            [this] { ShortcutsDialog::open(m_actions, this); });
    connect(m_actions->action(ActionId::Compare), &QAction::triggered, this, [this] {
        CompareWindow *w = compareWindow();
        // One race at a time: the window's race gives the board back when Compare comes.
        if (m_raceControl->isOn())
            m_raceControl->setOn(false);
        w->show();
        w->raise();
        w->activateWindow();
    });
    FieldKeys::install(); // one-key shortcuts leave a focused control the keys it uses
    connect(m_actions->action(ActionId::GoToStep), &QAction::triggered, m_timeline,
            &TimelineBar::focusGoToStep);
    connect(m_timeline, &TimelineBar::doneTyping, m_view, [this] {
        // The keys go back to what the timeline moves: the board, or the race in its place.
        if (m_raceControl && m_raceControl->isOn())
            m_racePage->setFocus();
        else
            m_view->setFocus();
    });
    connect(m_feed, &BoardFeed::shown, m_timeline,
            [this](const PlayState &, const StepChange &, BoardFeed::Owner owner) {
                m_timeline->setRunShown(owner == BoardFeed::Owner::Run);
            });
    connect(m_player, &StepPlayer::speedChanged, this,
            [this](int level) { m_settings->setSpeedLevel(level); });

    // Stored settings, then what the command line asked for.
    m_player->setSpeedLevel(startup.speedLevel.value_or(m_settings->speedLevel()));
    m_actions->action(ActionId::StartPaused)->setChecked(m_settings->startPaused());
    m_player->setStartPaused(!startup.play && m_settings->startPaused()); // --play: this once
    if (startup.dark) // this session's colours; the setting stays
        applyTheme(*startup.dark ? Theme::Dark : Theme::Light, false);
    else
        applyTheme(m_settings->theme());
    // A geometry larger than the screen (one a note once stretched) is never restored.
    if (!restoreGeometry(m_settings->geometry()) || !fitsScreen(geometry())) {
        const QRect screen = QApplication::primaryScreen()
            ? QApplication::primaryScreen()->availableGeometry()
            : QRect(0, 0, 1600, 1000);
        resize(screen.size() * 0.92);
        // On a small screen (a school laptop, a 1024 x 768 projector) every pixel counts: the
        // first start fills it, as a user would.
        if (screen.width() < 1280 || screen.height() < 800)
            setWindowState(windowState() | Qt::WindowMaximized);
    }
    m_fitDesk = !restoreState(m_settings->windowState());
    m_problems->begin(startup);
    m_player->setStartPaused(m_settings->startPaused());
    if (startup.panel) {
        if (auto *dock = findChild<QDockWidget *>(*startup.panel)) {
            dock->show();
            dock->raise();
        }
    }
    if (startup.step)
        m_player->seek(*startup.step); // a far step is reached on the worker, with progress
    if (startup.present) { // once the window is on screen
        QTimer::singleShot(0, this, [this, panel = startup.panel.value_or(QString())] {
            m_actions->action(ActionId::Present)->trigger();
            // --panel log: the step log beside the board there too (the tree in sight stays
            // by itself; the column's panels always show).
            // (No --panel: nothing. findChild("") would find any dock, a hidden one too.)
            auto *dock = panel.isEmpty() ? nullptr : findChild<QDockWidget *>(panel);
            if (dock && !dock->isVisible())
                dock->toggleViewAction()->trigger();
        });
    }
    retranslate();
    orderTabs();
    m_view->setFocus();
    if (!m_settings->problem().isEmpty()) {
        const QString text = tr("The settings were not read (%1); this session starts from the "
                                "defaults and leaves that file as it is.")
                                 .arg(m_settings->problem());
        statusBar()->showMessage(text, 30000);
        std::fprintf(stderr, "nqueens-studio: %s\n",
                     text.toLocal8Bit().constData()); // and the terminal
    }
}

MainWindow::~MainWindow()
{
    m_player->stop();
    delete m_settings;
}

bool MainWindow::isPresenting() const
{
    return m_presentation->isOn();
}

QAction *MainWindow::action(const QString &name) const
{
    return m_actions->find(name);
}

QString MainWindow::caption() const
{
    return m_caption->text();
}

void MainWindow::setup(AlgorithmId algorithm, int n, SolveMode mode)
{
    m_problems->setup(algorithm, n, mode);
}

void MainWindow::setupDomination(int n, int queens, bool independent, SolveMode mode)
{
    m_problems->setupDomination(n, queens, independent, mode);
}

bool MainWindow::isDomination() const
{
    return m_problems->isDomination();
}

Placement MainWindow::shownPlacement() const
{
    return m_presenter->shownPlacement();
}

std::vector<Square> MainWindow::shownSquares() const
{
    return m_presenter->shownSquares();
}

void MainWindow::createCentral()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(6);
    m_title = new QLabel(central);
    m_title->setObjectName(QStringLiteral("title"));
    layout->addWidget(m_title);
    m_lessonNote = new NoteBox(central); // a lesson's note for the scene, over the caption
    m_lessonNote->setObjectName(QStringLiteral("lessonNote"));
    m_lessonNote->hide();
    layout->addWidget(m_lessonNote);
    m_caption = new CaptionLabel(central);
    m_caption->setObjectName(QStringLiteral("caption"));
    layout->addWidget(m_caption);
    m_questionBar = new QuestionBar(central); // Predict's answers, under its question
    layout->addWidget(m_questionBar);
    m_view = new BoardView(m_scene, central);
    m_questionBar->setKeysGoTo(m_view);
    layout->addWidget(m_view, 1);
    m_timeline = new TimelineBar(m_player, central);
    layout->addWidget(m_timeline);
    setCentralWidget(central);
}

void MainWindow::applyTheme(Theme::Kind kind, bool remember)
{
    const Theme theme = Theme::of(kind);
    QApplication::setPalette(ThemePalette::of(theme));
    m_scene->setTheme(theme);
    if (m_racePage)
        m_racePage->setTheme(theme);
    if (m_compare)
        m_compare->race()->setTheme(theme);
    m_legend->setTheme(theme);
    m_tree->setTheme(theme);
    m_browser->setTheme(theme);
    m_data->setTheme(theme);
    m_pseudocode->setHighlightColor(theme.consider);
    themeDebugger(theme);
    m_timeline->setMarkColor(theme.solution);
    m_view->setBackgroundBrush(theme.background);
    setPalette(ThemePalette::of(theme));
    m_actions->setIconColor(palette().color(QPalette::ButtonText));
    m_actions->action(kind == Theme::Dark ? ActionId::ThemeDark : ActionId::ThemeLight)
        ->setChecked(true);
    if (remember)
        m_settings->setTheme(kind);
}

bool MainWindow::fitsScreen(const QRect &rect) const
{
    const QScreen *where = screen() ? screen() : QApplication::primaryScreen();
    if (!where)
        return true;
    const QSize room = where->availableVirtualGeometry().size();
    return rect.width() <= room.width() && rect.height() <= room.height();
}

void MainWindow::retranslate()
{
    updateTitle();
    // A tool bar's "»" (Qt's, shown when its controls do not all fit) says what it holds.
    for (QToolBar *bar : findChildren<QToolBar *>()) {
        if (auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
            more->setAccessibleName(tr("More of %1").arg(bar->windowTitle()));
    }
    m_actions->retranslate();
    m_problemBar->retranslate();
    m_playBar->retranslate();
    // Not a name: the caption's own text is what a screen reader reads, each time it changes.
    m_caption->setAccessibleDescription(tr("What the last step did"));
    for (qsizetype i = 0; i < m_docks.size(); ++i)
        m_docks[i]->setWindowTitle(tr(m_panelTitles[i]));
    m_browser->retranslate();
    m_tree->retranslate();
    m_explore->retranslate();
    m_timeline->retranslate();
    m_jump->retranslate();
    m_presenter->retranslate(m_problems->title());
    // A lesson's notes are written in several languages: the window's is shown.
    m_scenes->retranslate();
    if (m_lessons)
        m_lessons->retranslate();
}

void MainWindow::chooseLanguage(const QString &setting)
{
    m_settings->setLanguage(setting);
    Language::apply(setting); // every widget gets a LanguageChange and retranslates itself
    m_actions->checkLanguage(setting);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_presenter)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About N-Queens Studio"),
                       tr("<h3>N-Queens Studio</h3><p>Watch the classic algorithms solve the "
                          "N-Queens problem step by step, from trying all n<sup>n</sup> boards to "
                          "bitmask backtracking.</p>"));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Unsaved changes to a lesson are asked about; the user's own setup is stored, not the
    // lesson's.
    if (!m_lessons->closeLesson()) {
        event->ignore();
        return;
    }
    m_player->stop();
    m_browser->cancel();
    m_presentation->setOn(false);
    m_raceControl->setOn(false); // the desk's panels are kept, not the race's
    // ... nor saved: the last size that fitted is kept.
    if (fitsScreen(geometry()))
        m_settings->setGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    event->accept();
}

} // namespace nq
