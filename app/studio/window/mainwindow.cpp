// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "panels/algorithmdataview.h"
#include "boardexport.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "browser/countdialog.h"
#include "panels/counterspanel.h"
#include "explore/explorepanel.h"
#include "board/items/boarditem.h"
#include "export/exportdialog.h"
#include "platform/language.h"
#include "panels/legendwidget.h"
#include "window/playbackicons.h"
#include "panels/pseudocodeview.h"
#include "platform/settings.h"
#include "browser/solutionbrowser.h"
#include "solutioncatalog.h"
#include "counter/solutioncounter.h"
#include "panels/stepcaption.h"
#include "playback/steplog.h"
#include "playback/stepplayer.h"
#include "platform/themepalette.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QComboBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QScreen>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

namespace nq {

namespace {
constexpr int kTimelineSteps = 1000000;
} // namespace

MainWindow::MainWindow(const StartupOptions &startup, const QString &settingsFile, QWidget *parent)
    : QMainWindow(parent), m_settings(new Settings(settingsFile))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/nqueens/icon.svg")));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    Language::apply(m_settings->language());
    m_player = new StepPlayer(this);
    m_scene = new BoardScene(this);
    createActions();
    createCentral();
    createToolBar();
    createDocks();
    createMenus();

    m_busyLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_busyLabel);

    connect(m_player, &StepPlayer::stepped, this, &MainWindow::onStepped);
    connect(m_player, &StepPlayer::timelineChanged, this, &MainWindow::onTimeline);
    connect(m_player, &StepPlayer::playingChanged, this, [this](bool playing) {
        QAction *play = action(QStringLiteral("play"));
        play->setText(playing ? tr("&Pause") : tr("&Play"));
        Q_UNUSED(play);
        updatePlayIcon(); // the others do not change with playing
    });
    connect(m_player, &StepPlayer::busyChanged, this, [this](bool busy) {
        m_busyLabel->setText(busy ? tr("Replaying the run to reach that step…") : QString());
    });
    connect(m_player, &StepPlayer::speedChanged, this, [this](int level) {
        const QSignalBlocker block(m_speedSlider);
        m_speedSlider->setValue(level);
        m_speedLabel->setText(StepPlayer::speedLabel(level));
        m_settings->setSpeedLevel(level);
    });

    // Stored settings first, then what the command line asked for.
    AlgorithmId algorithm = m_settings->algorithm();
    int n = m_settings->boardSize();
    if (startup.algorithm)
        algorithm = *startup.algorithm;
    if (startup.size)
        n = *startup.size;
    n = std::clamp(n, 1, Settings::maxSizeFor(algorithm));
    m_player->setSpeedLevel(startup.speedLevel.value_or(m_settings->speedLevel()));
    m_speedSlider->setValue(m_player->speedLevel());
    m_speedLabel->setText(StepPlayer::speedLabel(m_player->speedLevel()));
    action(QStringLiteral("startPaused"))->setChecked(m_settings->startPaused());
    m_player->setStartPaused(!startup.play && m_settings->startPaused()); // --play: this once
    action(QStringLiteral("coordinates"))->setChecked(m_settings->showCoordinates());
    action(QStringLiteral("attacks"))->setChecked(m_settings->showAttacks());
    action(QStringLiteral("heat"))->setChecked(m_settings->showHeat());
    m_scene->board()->setShowHeat(m_settings->showHeat());
    m_scene->setShowCoordinates(m_settings->showCoordinates());
    m_scene->setShowAttacks(m_settings->showAttacks());
    applyTheme(m_settings->theme());

    if (!restoreGeometry(m_settings->geometry())) {
        const QRect screen = QApplication::primaryScreen()
                ? QApplication::primaryScreen()->availableGeometry()
                : QRect(0, 0, 1600, 1000);
        resize(screen.size() * 0.92);
    }
    restoreState(m_settings->windowState());

    if (startup.dominationQueens) {
        const int dn = startup.size.value_or(std::max(m_settings->dominationSize(), *startup.dominationQueens));
        setupDomination(dn, *startup.dominationQueens, startup.independent, m_settings->mode());
    } else if (m_settings->domination() && !startup.algorithm) {
        const int dn = startup.size ? std::clamp(*startup.size, 1, Algorithms::domination().maxSize)
                                    : m_settings->dominationSize();
        setupDomination(dn, std::min(m_settings->dominationQueens(), dn),
                        m_settings->dominationIndependent(), m_settings->mode());
    } else {
        setup(algorithm, n, m_settings->mode());
    }
    m_player->setStartPaused(m_settings->startPaused());
    retranslate();
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    m_player->stop();
    delete m_settings;
}

QAction *MainWindow::action(const QString &name) const
{
    return m_actions.value(name);
}

QString MainWindow::caption() const
{
    return m_caption->text();
}

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QKeySequence &key) {
        auto *a = new QAction(this);
        a->setObjectName(name);
        if (!key.isEmpty())
            a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        addAction(a);
        m_actions.insert(name, a);
        return a;
    };
    connect(make(QStringLiteral("play"), Qt::Key_Space),
            &QAction::triggered, m_player, &StepPlayer::togglePlay);
    connect(make(QStringLiteral("stepForward"), Qt::Key_Right),
            &QAction::triggered, m_player, &StepPlayer::stepForward);
    connect(make(QStringLiteral("stepBack"), Qt::Key_Left),
            &QAction::triggered, m_player, &StepPlayer::stepBack);
    connect(make(QStringLiteral("toStart"), Qt::Key_Home),
            &QAction::triggered, m_player, &StepPlayer::toStart);
    connect(make(QStringLiteral("toEnd"), Qt::Key_End),
            &QAction::triggered, m_player, &StepPlayer::toEnd);
    connect(make(QStringLiteral("nextSolution"), Qt::Key_S),
            &QAction::triggered, this,
            [this] { m_player->runUntil(StepPlayer::Until::Solution); });
    connect(make(QStringLiteral("nextBacktrack"), Qt::Key_B),
            &QAction::triggered, this,
            [this] { m_player->runUntil(StepPlayer::Until::Backtrack); });
    connect(make(QStringLiteral("count"), QKeySequence(Qt::CTRL | Qt::Key_K)),
            &QAction::triggered, this, [this] {
                const int n = m_player->size();
                if (n > SolutionCounter::kMaxSize) {
                    QMessageBox::information(this, tr("Count Solutions"),
                                             tr("The counter counts boards up to %1 × %1.")
                                                     .arg(SolutionCounter::kMaxSize));
                    return;
                }
                auto *dialog = new CountDialog(n, this);
                dialog->setObjectName(QStringLiteral("countDialog"));
                dialog->start();
            });
    QAction *faster = make(QStringLiteral("faster"), Qt::Key_Plus);
    faster->setShortcuts({ QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal) });
    connect(faster, &QAction::triggered, m_player, &StepPlayer::speedUp);
    connect(make(QStringLiteral("slower"), Qt::Key_Minus), &QAction::triggered,
            m_player, &StepPlayer::slowDown);
    QAction *paused = make(QStringLiteral("startPaused"), {});
    paused->setCheckable(true);
    connect(paused, &QAction::toggled, this, [this](bool on) {
        m_player->setStartPaused(on);
        m_settings->setStartPaused(on);
    });
    QAction *present = make(QStringLiteral("present"), Qt::Key_F11);
    present->setCheckable(true);
    connect(present, &QAction::toggled, this, &MainWindow::setPresenting);
    QAction *coords = make(QStringLiteral("coordinates"), {});
    coords->setCheckable(true);
    connect(coords, &QAction::toggled, this, [this](bool on) {
        m_scene->setShowCoordinates(on);
        m_settings->setShowCoordinates(on);
    });
    QAction *attacks = make(QStringLiteral("attacks"), {});
    attacks->setCheckable(true);
    connect(attacks, &QAction::toggled, this, [this](bool on) {
        m_scene->setShowAttacks(on);
        m_settings->setShowAttacks(on);
    });
    QAction *heat = make(QStringLiteral("heat"), Qt::Key_H);
    heat->setCheckable(true);
    connect(heat, &QAction::toggled, this, [this](bool on) {
        m_scene->board()->setShowHeat(on);
        m_settings->setShowHeat(on);
    });
    auto *themes = new QActionGroup(this);
    for (const Theme::Kind kind : { Theme::Light, Theme::Dark }) {
        QAction *a = make(kind == Theme::Light ? QStringLiteral("themeLight")
                                               : QStringLiteral("themeDark"),
                          {});
        a->setCheckable(true);
        themes->addAction(a);
        connect(a, &QAction::triggered, this, [this, kind] { applyTheme(kind); });
    }
    connect(make(QStringLiteral("quit"), QKeySequence::Quit), &QAction::triggered,
            this, &QWidget::close);
    connect(make(QStringLiteral("exportBoard"), QKeySequence(Qt::CTRL | Qt::Key_E)),
            &QAction::triggered, this, &MainWindow::exportBoardInteractively);
    connect(make(QStringLiteral("copyBoard"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)),
            &QAction::triggered, this, &MainWindow::copyBoard);
    connect(make(QStringLiteral("exportSheet"), {}),
            &QAction::triggered, this, &MainWindow::exportSheetInteractively);
    connect(make(QStringLiteral("exportSolutions"), {}),
            &QAction::triggered, this, &MainWindow::exportSolutionsInteractively);
    connect(make(QStringLiteral("about"), {}), &QAction::triggered,
            this, &MainWindow::showAbout);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("N-Queens Studio"));
    const std::pair<const char *, QString> actions[] = {
        { "play", tr("&Play") },
        { "stepForward", tr("Step &Forward") },
        { "stepBack", tr("Step &Back") },
        { "toStart", tr("To &Start") },
        { "toEnd", tr("To &End") },
        { "nextSolution", tr("Run to Next &Solution") },
        { "nextBacktrack", tr("Run to Next Back&track") },
        { "count", tr("&Count Solutions…") },
        { "faster", tr("&Faster") },
        { "slower", tr("S&lower") },
        { "startPaused", tr("Start &Paused") },
        { "present", tr("&Presentation Mode") },
        { "coordinates", tr("Show &Coordinates") },
        { "attacks", tr("Show &Attacked Squares") },
        { "quit", tr("&Quit") },
        { "exportBoard", tr("&Export Board…") },
        { "copyBoard", tr("&Copy Board as Picture") },
        { "exportSheet", tr("Export &Sheet of Solutions…") },
        { "exportSolutions", tr("Export Solutions as &Text or CSV…") },
        { "about", tr("&About N-Queens Studio") },
        { "themeLight", tr("&Light Theme") },
        { "themeDark", tr("&Dark Theme") },
        { "heat", tr("Show &Heat Map") },
    };
    for (const auto &[name, text] : actions)
        action(QString::fromLatin1(name))->setText(text);
    action(QStringLiteral("play"))->setText(m_player->isPlaying() ? tr("&Pause") : tr("&Play"));
    m_fileMenu->setTitle(tr("&File"));
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_panelsMenu->setTitle(tr("&Panels"));
    m_helpMenu->setTitle(tr("&Help"));
    m_languageMenu->setTitle(tr("&Language"));
    action(QStringLiteral("languageSystem"))->setText(tr("&System Language"));
    m_setupBar->setWindowTitle(tr("Problem"));
    m_playBar->setWindowTitle(tr("Playback"));
    m_algorithmLabel->setText(tr("Algorithm:") + u' ');
    m_sizeLabel->setText(tr("Board size:") + u' ');
    m_speedTitle->setText(tr("Speed:") + u' ');
    m_timelineTitle->setText(tr("Timeline:"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    m_caption->setAccessibleName(tr("What the last step did"));
    m_timeline->setAccessibleName(tr("Timeline"));
    m_modeBox->setItemText(0, tr("All solutions"));
    m_modeBox->setItemText(1, tr("First solution"));
    for (int i = 0; i < m_algorithmBox->count(); ++i) {
        if (const AlgorithmInfo *info = Algorithms::find(m_algorithmBox->itemData(i).toString()))
            m_algorithmBox->setItemText(i, info->displayName());
    }
    const std::pair<const char *, QString> docks[] = {
        { "pseudocodeDock", tr("Pseudocode") }, { "countersDock", tr("Counters") },
        { "dataDock", tr("Algorithm Data") },   { "logDock", tr("Step Log") },
        { "browserDock", tr("Solutions") },     { "legendDock", tr("Legend") },
        { "exploreDock", tr("Explore") },
    };
    for (const auto &[name, title] : docks) {
        if (auto *dock = findChild<QDockWidget *>(QString::fromLatin1(name)))
            dock->setWindowTitle(title);
    }
    m_speedLabel->setText(StepPlayer::speedLabel(m_player->speedLevel()));
    m_counters->retranslate();
    m_browser->retranslate();
    m_explore->retranslate();
    m_data->update();
    m_legend->update();
    const AlgorithmInfo &info = Algorithms::info(m_player->algorithm());
    m_pseudocode->setLines(info.pseudocode());
    m_title->setText(problemTitle());
    m_problemLabel->setText(tr("Problem:") + u' ');
    m_problemBox->setItemText(0, tr("Non-attacking queens"));
    m_problemBox->setItemText(1, tr("Domination"));
    m_problemBox->setToolTip(tr("Non-attacking queens: n queens, no two attacking. Domination: "
                                "k queens that together occupy or attack every square."));
    m_queensLabel->setText(tr("Queens:") + u' ');
    m_variantBox->setItemText(0, tr("Standard"));
    m_variantBox->setItemText(1, tr("Independent"));
    m_variantBox->setToolTip(tr("Independent: the queens must also not attack each other."));
    onTimeline(m_player->position(), m_player->length(), m_player->lengthKnown());
    if (m_browsed.empty()) {
        StepChange change;
        change.reset = true;
        onStepped(change);
    } else {
        m_counters->showState(m_player->state()); // the board shows the student's or the browser's pick
    }
}

void MainWindow::chooseLanguage(const QString &setting)
{
    m_settings->setLanguage(setting);
    Language::apply(setting); // every widget gets a LanguageChange and retranslates itself
    const QString name = setting.isEmpty() ? QStringLiteral("languageSystem")
                                           : QStringLiteral("language_") + setting;
    if (QAction *a = action(name))
        a->setChecked(true);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::createMenus()
{
    QMenu *file = m_fileMenu = menuBar()->addMenu(QString());
    file->addAction(action(QStringLiteral("exportBoard")));
    file->addAction(action(QStringLiteral("copyBoard")));
    file->addAction(action(QStringLiteral("exportSheet")));
    file->addAction(action(QStringLiteral("exportSolutions")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu *run = m_runMenu = menuBar()->addMenu(QString());
    for (const char *name : { "play", "stepForward", "stepBack", "toStart", "toEnd" })
        run->addAction(action(QString::fromLatin1(name)));
    run->addSeparator();
    run->addAction(action(QStringLiteral("nextSolution")));
    run->addAction(action(QStringLiteral("nextBacktrack")));
    run->addSeparator();
    run->addAction(action(QStringLiteral("faster")));
    run->addAction(action(QStringLiteral("slower")));
    run->addSeparator();
    run->addAction(action(QStringLiteral("count")));
    run->addSeparator();
    run->addAction(action(QStringLiteral("startPaused")));

    QMenu *view = m_viewMenu = menuBar()->addMenu(QString());
    view->addAction(action(QStringLiteral("present")));
    view->addSeparator();
    view->addAction(action(QStringLiteral("themeLight")));
    view->addAction(action(QStringLiteral("themeDark")));
    view->addSeparator();
    view->addAction(action(QStringLiteral("coordinates")));
    view->addAction(action(QStringLiteral("attacks")));
    view->addAction(action(QStringLiteral("heat")));
    view->addSeparator();
    QMenu *panels = m_panelsMenu = view->addMenu(QString());
    for (QDockWidget *dock : std::as_const(m_docks))
        panels->addAction(dock->toggleViewAction());
    panels->addAction(m_setupBar->toggleViewAction());
    panels->addAction(m_playBar->toggleViewAction());

    m_languageMenu = view->addMenu(QString());
    auto *languages = new QActionGroup(this);
    QStringList settings { QString() };
    settings += Language::codes();
    for (const QString &code : settings) {
        auto *a = new QAction(code.isEmpty() ? QString() : Language::nativeName(code), this);
        a->setObjectName(code.isEmpty() ? QStringLiteral("languageSystem")
                                        : QStringLiteral("language_") + code);
        a->setCheckable(true);
        a->setChecked(code == m_settings->language());
        languages->addAction(a);
        m_languageMenu->addAction(a);
        m_actions.insert(a->objectName(), a);
        connect(a, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    }

    QMenu *help = m_helpMenu = menuBar()->addMenu(QString());
    help->addAction(action(QStringLiteral("about")));
}

void MainWindow::createToolBar()
{
    m_setupBar = addToolBar(QString());
    m_setupBar->setObjectName(QStringLiteral("setupBar"));
    m_setupBar->setMovable(false);
    m_problemLabel = new QLabel(this);
    m_setupBar->addWidget(m_problemLabel);
    m_problemBox = new QComboBox(this);
    m_problemBox->setObjectName(QStringLiteral("problemBox"));
    m_problemBox->addItem(QString(), QStringLiteral("non-attacking"));
    m_problemBox->addItem(QString(), QStringLiteral("domination"));
    m_problemBox->setFocusPolicy(Qt::ClickFocus);
    m_setupBar->addWidget(m_problemBox);
    m_setupBar->addSeparator();
    m_algorithmLabel = new QLabel(this);
    m_algorithmControls << m_setupBar->addWidget(m_algorithmLabel);
    m_algorithmBox = new QComboBox(this);
    for (const AlgorithmInfo &info : Algorithms::all())
        m_algorithmBox->addItem(info.displayName(), info.idString());
    m_algorithmBox->setFocusPolicy(Qt::ClickFocus);
    m_algorithmControls << m_setupBar->addWidget(m_algorithmBox);
    m_queensLabel = new QLabel(this);
    m_dominationControls << m_setupBar->addWidget(m_queensLabel);
    m_queensBox = new QSpinBox(this);
    m_queensBox->setObjectName(QStringLiteral("queensBox"));
    m_queensBox->setKeyboardTracking(false);
    m_queensBox->setFocusPolicy(Qt::ClickFocus);
    m_queensBox->setRange(1, 8);
    m_dominationControls << m_setupBar->addWidget(m_queensBox);
    m_variantBox = new QComboBox(this);
    m_variantBox->setObjectName(QStringLiteral("variantBox"));
    m_variantBox->addItem(QString(), false);
    m_variantBox->addItem(QString(), true);
    m_variantBox->setFocusPolicy(Qt::ClickFocus);
    m_dominationControls << m_setupBar->addWidget(m_variantBox);
    m_setupBar->addSeparator();
    m_sizeLabel = new QLabel(this);
    m_setupBar->addWidget(m_sizeLabel);
    m_sizeBox = new QSpinBox(this);
    m_sizeBox->setKeyboardTracking(false);
    m_sizeBox->setFocusPolicy(Qt::ClickFocus);
    m_sizeBox->setAccelerated(true);
    m_setupBar->addWidget(m_sizeBox);
    m_setupBar->addSeparator();
    m_modeBox = new QComboBox(this);
    m_modeBox->addItem(QString(), int(SolveMode::All));
    m_modeBox->addItem(QString(), int(SolveMode::First));
    m_modeBox->setFocusPolicy(Qt::ClickFocus);
    m_setupBar->addWidget(m_modeBox);
    connect(m_problemBox, &QComboBox::activated, this, [this] {
        // Each problem keeps its own board size.
        const QSignalBlocker b1(m_sizeBox), b2(m_queensBox), b3(m_variantBox);
        if (isDomination()) {
            m_sizeBox->setRange(1, Algorithms::domination().maxSize);
            m_sizeBox->setValue(m_settings->dominationSize());
            m_queensBox->setRange(1, m_sizeBox->value());
            m_queensBox->setValue(m_settings->dominationQueens());
            m_variantBox->setCurrentIndex(m_settings->dominationIndependent() ? 1 : 0);
        } else {
            const AlgorithmId id = m_settings->algorithm();
            m_sizeBox->setRange(1, Settings::maxSizeFor(id));
            m_sizeBox->setValue(m_settings->boardSize());
        }
        updateProblemControls();
        restart();
    });
    connect(m_queensBox, &QSpinBox::valueChanged, this, [this] { restart(); });
    connect(m_variantBox, &QComboBox::activated, this, [this] { restart(); });
    connect(m_algorithmBox, &QComboBox::activated, this, [this] { restart(); });
    connect(m_sizeBox, &QSpinBox::valueChanged, this, [this] { restart(); });
    connect(m_modeBox, &QComboBox::activated, this, [this] { restart(); });

    addToolBarBreak();
    m_playBar = addToolBar(QString());
    m_playBar->setObjectName(QStringLiteral("playBar"));
    m_playBar->setMovable(false);
    m_playBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_playBar->setIconSize(QSize(28, 28));
    for (const char *name : { "toStart", "stepBack", "play", "stepForward", "toEnd" })
        m_playBar->addAction(action(QString::fromLatin1(name)));
    m_playBar->addSeparator();
    m_playBar->addAction(action(QStringLiteral("nextSolution")));
    m_playBar->addAction(action(QStringLiteral("nextBacktrack")));
    m_playBar->addSeparator();
    m_speedTitle = new QLabel(this);
    m_playBar->addWidget(m_speedTitle);
    m_speedSlider = new QSlider(Qt::Horizontal, this);
    m_speedSlider->setRange(0, StepPlayer::speedLevels() - 1);
    m_speedSlider->setPageStep(1);
    m_speedSlider->setFixedWidth(200);
    m_speedSlider->setFocusPolicy(Qt::NoFocus);
    m_playBar->addWidget(m_speedSlider);
    m_speedLabel = new QLabel(this);
    m_speedLabel->setMinimumWidth(fontMetrics().horizontalAdvance(tr("%L1 steps per second").arg(250000)) + 12);
    m_playBar->addWidget(m_speedLabel);
    connect(m_speedSlider, &QSlider::valueChanged, m_player, &StepPlayer::setSpeedLevel);
}

void MainWindow::createCentral()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(6);
    m_title = new QLabel(central);
    m_title->setObjectName(QStringLiteral("title"));
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);
    m_caption = new QLabel(central);
    m_caption->setObjectName(QStringLiteral("caption"));
    m_caption->setWordWrap(true);
    QFont captionFont = font();
    captionFont.setPointSizeF(captionFont.pointSizeF() * 1.45);
    m_caption->setFont(captionFont);
    m_caption->setMinimumHeight(QFontMetrics(captionFont).height() * 2 + 8);
    m_caption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_caption);
    m_view = new BoardView(m_scene, central);
    layout->addWidget(m_view, 1);
    auto *timeline = new QHBoxLayout;
    m_timeline = new QSlider(Qt::Horizontal, central);
    m_timeline->setRange(0, 0);
    m_timeline->setFocusPolicy(Qt::NoFocus);
    m_timelineLabel = new QLabel(central);
    m_timelineLabel->setMinimumWidth(fontMetrics().horizontalAdvance(
                                             tr("Step %L1 of %L2 so far").arg(9999999).arg(99999999)));
    m_timelineLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_timelineTitle = new QLabel(central);
    timeline->addWidget(m_timelineTitle);
    timeline->addWidget(m_timeline, 1);
    timeline->addWidget(m_timelineLabel);
    layout->addLayout(timeline);
    setCentralWidget(central);

    auto toPosition = [this](int value) {
        return qint64(double(value) / kTimelineSteps * double(m_timelineLength) + 0.5);
    };
    connect(m_timeline, &QSlider::sliderMoved, this, [this, toPosition](int value) {
        m_timelineLabel->setText(tr("Step %L1 of %L2").arg(toPosition(value)).arg(m_timelineLength));
    });
    connect(m_timeline, &QSlider::sliderReleased, this,
            [this, toPosition] { m_player->seek(toPosition(m_timeline->value())); });
    connect(m_timeline, &QSlider::actionTriggered, this, [this, toPosition](int sliderAction) {
        if (sliderAction != QAbstractSlider::SliderMove)
            m_player->seek(toPosition(m_timeline->sliderPosition()));
    });
}

QDockWidget *MainWindow::addDock(const QString &name, const QString &title, QWidget *content,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setWidget(content);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                      | QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

void MainWindow::createDocks()
{
    m_pseudocode = new PseudocodeView(this);
    addDock(QStringLiteral("pseudocodeDock"), QString(), m_pseudocode, Qt::RightDockWidgetArea);
    m_counters = new CountersPanel(this);
    addDock(QStringLiteral("countersDock"), QString(), m_counters, Qt::RightDockWidgetArea);
    m_data = new AlgorithmDataView(this);
    addDock(QStringLiteral("dataDock"), QString(), m_data, Qt::RightDockWidgetArea);
    m_log = new StepLog(this);
    addDock(QStringLiteral("logDock"), QString(), m_log, Qt::LeftDockWidgetArea);
    m_browser = new SolutionBrowser(this);
    m_browserDock = addDock(QStringLiteral("browserDock"), QString(), m_browser,
                            Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_docks[3], m_browserDock);
    m_docks[3]->raise();
    connect(m_browser, &SolutionBrowser::solutionChosen, this, &MainWindow::onSolutionChosen);
    connect(m_browser, &SolutionBrowser::setChosen, this, &MainWindow::onSetChosen);
    connect(m_browserDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            listInBrowser();
    });
    m_explore = new ExplorePanel(this);
    QDockWidget *exploreDock = addDock(QStringLiteral("exploreDock"), QString(), m_explore,
                                       Qt::RightDockWidgetArea);
    tabifyDockWidget(m_docks[2], exploreDock);
    m_docks[2]->raise();
    connect(m_explore, &ExplorePanel::activeChanged, this, [this, exploreDock](bool active) {
        // While exploring, the arrows, Enter and Space belong to the board's cursor.
        for (const char *name : { "play", "stepForward", "stepBack", "toStart", "toEnd" })
            action(QString::fromLatin1(name))->setEnabled(!active);
        if (!active)
            return;
        m_player->pause();
        exploreDock->raise();
        m_view->setFocus();
    });
    connect(m_view, &BoardView::keyPressed, m_explore, &ExplorePanel::handleKey);
    connect(m_explore, &ExplorePanel::changed, this,
            [this](const Placement &placement, const Square &highlight) {
                m_browsed = placement; // exports and copies take the student's board
                m_browsedSolution = m_browsedClass = -1;
                if (m_explore->isDomination()) {
                    m_browsedSet = m_explore->squares();
                    m_scene->showSquareSet(int(placement.size()), m_browsedSet, highlight);
                } else {
                    m_scene->showPlacement(placement, highlight, true);
                }
                m_caption->setText(m_explore->message());
            });
    connect(m_view, &BoardView::squareClicked, m_explore, &ExplorePanel::clickSquare);
    connect(m_explore, &ExplorePanel::solveFromHere, this, [this](const Placement &placement) {
        // Flag backtracking, keeping the student's queens, to the first solution.
        const QSignalBlocker b1(m_algorithmBox), b2(m_modeBox);
        m_algorithmBox->setCurrentIndex(m_algorithmBox->findData(QStringLiteral("backtracking")));
        m_modeBox->setCurrentIndex(m_modeBox->findData(int(SolveMode::First)));
        m_browsed.clear();
        m_pseudocode->setLines(Algorithms::info(AlgorithmId::Backtracking).pseudocode());
        m_data->setAlgorithm(AlgorithmId::Backtracking);
        m_player->configure(AlgorithmId::Backtracking, int(placement.size()), SolveMode::First,
                            placement);
        m_player->play();
    });
    m_legend = new LegendWidget(m_scene->queenRenderer(), this);
    addDock(QStringLiteral("legendDock"), QString(), m_legend, Qt::LeftDockWidgetArea);
    resizeDocks({ m_docks[0], m_docks[3] }, { 480, 340 }, Qt::Horizontal);
    // The pseudocode is what a class reads: it gets the most room on the right.
    resizeDocks({ m_docks[0], m_docks[1], m_docks[2] }, { 360, 230, 260 }, Qt::Vertical);
}

void MainWindow::updatePlayIcon()
{
    action(QStringLiteral("play"))->setIcon(PlaybackIcons::icon(
            m_player->isPlaying() ? PlaybackIcons::Pause : PlaybackIcons::Play,
            palette().color(QPalette::ButtonText)));
}

void MainWindow::updateIcons()
{
    const QColor color = palette().color(QPalette::ButtonText);
    updatePlayIcon();
    const std::pair<const char *, PlaybackIcons::Kind> icons[] = {
        { "stepForward", PlaybackIcons::StepForward },
        { "stepBack", PlaybackIcons::StepBack },
        { "toStart", PlaybackIcons::ToStart },
        { "toEnd", PlaybackIcons::ToEnd },
        { "nextSolution", PlaybackIcons::NextSolution },
        { "nextBacktrack", PlaybackIcons::NextBacktrack },
    };
    for (const auto &[name, kind] : icons)
        action(QString::fromLatin1(name))->setIcon(PlaybackIcons::icon(kind, color));
}

void MainWindow::applyTheme(Theme::Kind kind)
{
    m_theme = kind;
    const Theme theme = Theme::of(kind);
    QApplication::setPalette(ThemePalette::of(theme));
    m_scene->setTheme(theme);
    m_legend->setTheme(theme);
    m_data->setTheme(theme);
    m_pseudocode->setHighlightColor(theme.consider);
    m_view->setBackgroundBrush(theme.background);
    setPalette(ThemePalette::of(theme));
    updateIcons();
    action(kind == Theme::Dark ? QStringLiteral("themeDark") : QStringLiteral("themeLight"))
            ->setChecked(true);
    m_settings->setTheme(kind);
}

bool MainWindow::isDomination() const
{
    return m_problemBox->currentIndex() == 1;
}

void MainWindow::updateProblemControls()
{
    const bool domination = isDomination();
    for (QAction *a : std::as_const(m_algorithmControls))
        a->setVisible(!domination);
    for (QAction *a : std::as_const(m_dominationControls))
        a->setVisible(domination);
    action(QStringLiteral("count"))->setEnabled(!domination);
    action(QStringLiteral("heat"))->setEnabled(domination);
}

void MainWindow::setupDomination(int n, int queens, bool independent, SolveMode mode)
{
    {
        const QSignalBlocker b1(m_problemBox), b2(m_sizeBox), b3(m_modeBox), b4(m_queensBox),
                b5(m_variantBox);
        m_problemBox->setCurrentIndex(1);
        m_sizeBox->setRange(1, Algorithms::domination().maxSize);
        m_sizeBox->setValue(n);
        m_queensBox->setRange(1, m_sizeBox->value());
        m_queensBox->setValue(queens);
        m_variantBox->setCurrentIndex(independent ? 1 : 0);
        m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode == SolveMode::First ? mode : SolveMode::All)));
    }
    updateProblemControls();
    restart();
}

QString MainWindow::problemTitle() const
{
    if (isDomination()) {
        const int n = m_player->size(), k = m_player->queens();
        return m_player->independent()
                ? tr("Independent domination: %n queen(s) on the %1 × %1 board", nullptr, k).arg(n)
                : tr("Domination: %n queen(s) on the %1 × %1 board", nullptr, k).arg(n);
    }
    return tr("%1 on the %2 × %2 board")
            .arg(Algorithms::info(m_player->algorithm()).displayName())
            .arg(m_player->size());
}

void MainWindow::listInBrowser()
{
    if (isDomination())
        m_browser->setProblem(m_player->size(), m_player->queens(), m_player->independent());
    else
        m_browser->setBoardSize(m_player->size());
}

void MainWindow::restartDomination()
{
    const AlgorithmInfo &info = Algorithms::domination();
    if (m_sizeBox->maximum() != info.maxSize) {
        const QSignalBlocker block(m_sizeBox);
        m_sizeBox->setRange(1, info.maxSize);
    }
    const int n = m_sizeBox->value();
    if (m_queensBox->maximum() != n) {
        const QSignalBlocker block(m_queensBox);
        m_queensBox->setRange(1, n);
    }
    const int k = m_queensBox->value();
    const bool independent = m_variantBox->currentIndex() == 1;
    const SolveMode mode = SolveMode(m_modeBox->currentData().toInt());
    m_modeBox->setEnabled(true);
    m_settings->setDomination(true);
    m_settings->setDominationSize(n);
    m_settings->setDominationQueens(k);
    m_settings->setDominationIndependent(independent);
    m_settings->setMode(mode);
    m_pseudocode->setLines(info.pseudocode());
    m_data->setAlgorithm(AlgorithmId::Domination);
    m_data->setDominationQueens(k);
    m_legend->setDomination(true);
    m_log->clear();
    m_browsed.clear();
    m_browsedSet.clear();
    m_explore->setActive(false);
    m_explore->setBoardSize(n);
    m_explore->setDomination(k, independent);
    m_scene->setMarkAttackingQueens(independent);
    m_player->configure(AlgorithmId::Domination, n, mode, {}, k, independent);
    m_title->setText(problemTitle());
    if (m_browserDock && !m_browserDock->visibleRegion().isEmpty())
        listInBrowser();
    m_view->setFocus();
}

void MainWindow::setup(AlgorithmId algorithm, int n, SolveMode mode)
{
    {
        const QSignalBlocker block(m_problemBox);
        m_problemBox->setCurrentIndex(0);
    }
    updateProblemControls();
    const QSignalBlocker b1(m_algorithmBox), b2(m_sizeBox), b3(m_modeBox);
    m_algorithmBox->setCurrentIndex(m_algorithmBox->findData(Algorithms::info(algorithm).idString()));
    m_sizeBox->setRange(1, Settings::maxSizeFor(algorithm));
    m_sizeBox->setValue(n);
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode)));
    const bool enumerates = Algorithms::info(algorithm).enumerates;
    m_modeBox->setEnabled(enumerates);
    restart();
}

void MainWindow::restart()
{
    if (isDomination()) {
        restartDomination();
        return;
    }
    const AlgorithmInfo *info = Algorithms::find(m_algorithmBox->currentData().toString());
    if (!info)
        return;
    m_settings->setDomination(false);
    m_legend->setDomination(false);
    m_explore->setDomination(0, false);
    m_browsedSet.clear();
    const int max = Settings::maxSizeFor(info->id);
    if (m_sizeBox->maximum() != max) {
        const QSignalBlocker block(m_sizeBox);
        m_sizeBox->setRange(1, max);
    }
    const int n = m_sizeBox->value();
    const SolveMode mode = info->enumerates ? SolveMode(m_modeBox->currentData().toInt())
                                            : SolveMode::First;
    m_modeBox->setEnabled(info->enumerates);
    m_settings->setAlgorithm(info->id);
    m_settings->setBoardSize(n);
    m_settings->setMode(mode);
    m_pseudocode->setLines(info->pseudocode());
    m_data->setAlgorithm(info->id);
    m_log->clear();
    m_browsed.clear();
    m_explore->setActive(false);
    m_explore->setBoardSize(n);
    m_player->configure(info->id, n, mode);
    m_title->setText(problemTitle());
    if (m_browserDock && !m_browserDock->visibleRegion().isEmpty())
        listInBrowser();
    m_view->setFocus();
}

void MainWindow::onStepped(const StepChange &change)
{
    m_browsed.clear(); // the run takes the board back
    m_browsedSet.clear();
    if (m_explore->isActive())
        m_explore->setActive(false); // the run takes the board back from the student too
    const PlayState &state = m_player->state();
    m_scene->showState(state, change);
    m_pseudocode->setCurrentLine(state.position == 0 ? -1 : state.last.line);
    m_caption->setText(state.position == 0
                               ? StepCaption::ready()
                               : StepCaption::describe(state.last, state, m_player->algorithm()));
    m_counters->showState(state);
    m_data->showState(state);
    if (change.reset) {
        if (state.position > 0)
            m_log->addLines({ tr("— at step %L1 —").arg(state.position) });
        return;
    }
    // Faster than anyone reads, the log waits: it shows the last steps when playback stops.
    constexpr std::size_t kShown = 8;
    if (change.recent.size() > kShown && m_player->isPlaying())
        return;
    QStringList lines;
    const std::size_t skip = change.recent.size() > kShown ? change.recent.size() - kShown : 0;
    if (skip > 0)
        lines << tr("… %Ln more step(s)", nullptr, qint64(skip));
    qint64 step = state.position - qint64(change.recent.size()) + qint64(skip);
    for (std::size_t i = skip; i < change.recent.size(); ++i) {
        ++step;
        lines << QStringLiteral("%1  %2").arg(step, 8).arg(StepCaption::describe(
                         change.recent[i], state, m_player->algorithm()));
    }
    m_log->addLines(lines);
}

void MainWindow::onTimeline(qint64 position, qint64 length, bool final)
{
    m_timelineLength = std::max<qint64>(length, 1);
    if (!m_timeline->isSliderDown()) {
        const QSignalBlocker block(m_timeline);
        m_timeline->setRange(0, kTimelineSteps);
        m_timeline->setValue(int(double(position) / double(m_timelineLength) * kTimelineSteps));
    }
    m_timelineLabel->setText(final ? tr("Step %L1 of %L2").arg(position).arg(length)
                                   : tr("Step %L1 of %L2 so far").arg(position).arg(length));
}

void MainWindow::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (on) {
        m_stateBeforePresenting = saveState();
        m_fontBeforePresenting = font();
        QFont big = font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        setFont(big);
        for (QDockWidget *dock : std::as_const(m_docks)) {
            const QString name = dock->objectName();
            dock->setVisible(name == u"pseudocodeDock" || name == u"countersDock");
        }
        m_setupBar->hide();
        m_playBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
        m_playBar->setIconSize(QSize(48, 48));
        showFullScreen();
        resizeDocks({ m_docks[0] }, { width() / 3 }, Qt::Horizontal);
    } else {
        setFont(m_fontBeforePresenting);
        m_setupBar->show();
        m_playBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_playBar->setIconSize(QSize(28, 28));
        showNormal();
        restoreState(m_stateBeforePresenting);
    }
    {
        QFont captionFont = font();
        captionFont.setPointSizeF(captionFont.pointSizeF() * 1.45);
        m_caption->setFont(captionFont);
        m_caption->setMinimumHeight(QFontMetrics(captionFont).height() * 2 + 8);
        QFont titleFont = font();
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
        titleFont.setBold(true);
        m_title->setFont(titleFont);
        QFont mono = m_pseudocode->font();
        mono.setPointSizeF(font().pointSizeF() * 1.15);
        m_pseudocode->setFont(mono);
        m_pseudocode->setLines(Algorithms::info(m_player->algorithm()).pseudocode());
    }
    const QSignalBlocker block(action(QStringLiteral("present")));
    action(QStringLiteral("present"))->setChecked(on);
}

Placement MainWindow::shownPlacement() const
{
    return m_browsed.empty() ? m_player->state().board : m_browsed;
}

std::vector<Square> MainWindow::shownSquares() const
{
    if (isDomination())
        return m_browsed.empty() ? m_player->state().queens : m_browsedSet;
    std::vector<Square> squares;
    const Placement p = shownPlacement();
    for (int r = 0; r < int(p.size()); ++r) {
        if (p[std::size_t(r)] >= 0)
            squares.push_back({ r, p[std::size_t(r)] });
    }
    return squares;
}

BoardPicture MainWindow::shownPicture() const
{
    BoardPicture picture;
    if (isDomination()) {
        picture.board.assign(std::size_t(m_player->size()), -1);
        picture.squareSet = true;
        picture.queens = shownSquares();
    } else {
        picture.board = shownPlacement();
    }
    return picture;
}

void MainWindow::onSetChosen(int n, const std::vector<Square> &queens, qint64 set,
                             qint64 symmetryClass)
{
    m_player->pause();
    const SolutionCatalog *catalog = m_browser->catalog().get();
    if (!catalog || n != m_player->size())
        return;
    const QString where = tr("Covering set %L1 of %L2, in class %L3.")
                                  .arg(set + 1)
                                  .arg(catalog->solutionCount())
                                  .arg(symmetryClass + 1);
    if (!m_browsed.empty() && !m_browsedSet.empty() && symmetryClass == m_browsedClass
        && set != m_browsedSolution) {
        const Transform t = Symmetry::compose(catalog->transformOf(m_browsedSolution),
                                              Symmetry::inverse(catalog->transformOf(set)));
        m_scene->animateTransform(n, m_browsedSet, queens, t, 1100);
        m_caption->setText(where + u' '
                           + tr("It is set %L1 after: %2.").arg(m_browsedSolution + 1).arg(Symmetry::name(t)));
    } else {
        m_scene->showSquareSet(n, queens);
        m_caption->setText(where);
    }
    m_browsed.assign(std::size_t(n), -1); // the board shows a pick, not the run
    m_browsedSet = queens;
    m_browsedSolution = set;
    m_browsedClass = symmetryClass;
}

void MainWindow::onSolutionChosen(const Placement &placement, qint64 solution, qint64 symmetryClass)
{
    m_player->pause();
    const SolutionCatalog *catalog = m_browser->catalog().get();
    if (!catalog)
        return;
    const QString where = tr("Solution %L1 of %L2, in class %L3.")
                                  .arg(solution + 1)
                                  .arg(catalog->solutionCount())
                                  .arg(symmetryClass + 1);
    if (!m_browsed.empty() && symmetryClass == m_browsedClass && solution != m_browsedSolution) {
        // Another member of the same class: show the symmetry that turns one into the other.
        const Transform t = Symmetry::compose(catalog->transformOf(m_browsedSolution),
                                              Symmetry::inverse(catalog->transformOf(solution)));
        m_scene->animateTransform(m_browsed, placement, t, 1100);
        m_caption->setText(where + u' '
                           + tr("It is solution %L1 after: %2.")
                                     .arg(m_browsedSolution + 1)
                                     .arg(Symmetry::name(t)));
    } else {
        m_scene->showPlacement(placement);
        m_caption->setText(where);
    }
    m_browsed = placement;
    m_browsedSolution = solution;
    m_browsedClass = symmetryClass;
}

bool MainWindow::exportBoard(const QString &path, const BoardPicture &options, int pixels,
                             QString *error)
{
    BoardPicture picture = options;
    const BoardPicture shown = shownPicture();
    picture.board = shown.board;
    picture.squareSet = shown.squareSet;
    picture.queens = shown.queens;
    return BoardExport::writeBoard(path, picture, pixels, error);
}

bool MainWindow::exportSheet(const QString &path, bool unique, const BoardPicture &style,
                             QString *error)
{
    const std::shared_ptr<const SolutionCatalog> catalog = m_browser->catalog();
    if (!m_browser->isReady() || !catalog) {
        *error = tr("The solutions of this size are not listed yet: open the Solutions panel "
                    "and wait for the list.");
        return false;
    }
    std::vector<BoardPicture> boards;
    const std::int64_t count = unique ? catalog->classCount() : catalog->solutionCount();
    if (count > BoardExport::kMaxSheetBoards) {
        *error = tr("A sheet holds at most %L1 boards; this size has %L2. Choose one per class "
                    "or a smaller board.")
                         .arg(BoardExport::kMaxSheetBoards)
                         .arg(count);
        return false;
    }
    for (std::int64_t i = 0; i < count; ++i) {
        BoardPicture b = style;
        if (catalog->isSquareSets()) {
            const std::int64_t member = unique ? catalog->member(i, 0) : i;
            b.board.assign(std::size_t(catalog->n()), -1);
            b.squareSet = true;
            b.queens = catalog->squares(member);
            b.caption = unique ? tr("Class %1 (%2 sets)").arg(i + 1).arg(catalog->symmetryClass(i).size)
                               : tr("Set %1").arg(i + 1);
        } else if (unique) {
            b.board = catalog->representative(i);
            b.caption = tr("Class %1 (%2 solutions)").arg(i + 1).arg(catalog->symmetryClass(i).size);
        } else {
            b.board = catalog->solution(i);
            b.caption = tr("Solution %1").arg(i + 1);
        }
        boards.push_back(std::move(b));
    }
    const int n = catalog->n();
    QString title = unique ? tr("%1 × %1: one solution per symmetry class").arg(n)
                           : tr("%1 × %1: all solutions").arg(n);
    if (catalog->isSquareSets())
        title = unique ? tr("%1 × %1, %2 queens: one covering set per symmetry class")
                                 .arg(n)
                                 .arg(catalog->queens())
                       : tr("%1 × %1, %2 queens: every covering set").arg(n).arg(catalog->queens());
    return BoardExport::writeSheet(path, boards, title, error);
}

bool MainWindow::exportSolutions(const QString &path, bool unique, QString *error)
{
    const std::shared_ptr<const SolutionCatalog> catalog = m_browser->catalog();
    if (!m_browser->isReady() || !catalog) {
        *error = tr("The solutions of this size are not listed yet: open the Solutions panel "
                    "and wait for the list.");
        return false;
    }
    const bool csv = path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive);
    return BoardExport::writeBytes(path,
                                   csv ? BoardExport::solutionsCsv(*catalog, unique)
                                       : BoardExport::solutionsText(*catalog, unique),
                                   error);
}

void MainWindow::exportBoardInteractively()
{
    m_player->pause();
    ExportDialog dialog(ExportDialog::Board,
                        QDir::home().filePath(tr("queens-%1.png").arg(m_player->size())), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    BoardPicture options;
    options.coordinates = dialog.coordinates();
    options.attacks = dialog.attacks();
    options.transparent = dialog.transparent();
    options.theme = Theme::of(dialog.theme());
    QString error;
    if (!exportBoard(dialog.path(), options, dialog.pixels(), &error))
        QMessageBox::warning(this, tr("Export Board"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(dialog.path())), 5000);
}

void MainWindow::exportSheetInteractively()
{
    ExportDialog dialog(ExportDialog::Sheet,
                        QDir::home().filePath(tr("queens-%1-sheet.pdf").arg(m_player->size())),
                        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    BoardPicture style;
    style.coordinates = dialog.coordinates();
    style.theme = Theme::of(dialog.theme());
    QString error;
    if (!exportSheet(dialog.path(), dialog.unique(), style, &error))
        QMessageBox::warning(this, tr("Export Sheet"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(dialog.path())), 5000);
}

void MainWindow::exportSolutionsInteractively()
{
    ExportDialog dialog(ExportDialog::Solutions,
                        QDir::home().filePath(tr("queens-%1.csv").arg(m_player->size())), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!exportSolutions(dialog.path(), dialog.unique(), &error))
        QMessageBox::warning(this, tr("Export Solutions"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(dialog.path())), 5000);
}

void MainWindow::copyBoard()
{
    const BoardPicture picture = shownPicture();
    QApplication::clipboard()->setImage(BoardRenderer::image(picture, 800));
    statusBar()->showMessage(tr("The board is on the clipboard."), 3000);
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
    m_player->stop();
    m_browser->cancel();
    if (m_presenting)
        setPresenting(false);
    m_settings->setGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    event->accept();
}

} // namespace nq
