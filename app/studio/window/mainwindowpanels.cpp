// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's panels: each made, docked and sized at the desk.
#include "window/mainwindow.h"

#include "board/boardscene.h"
#include "browser/solutionbrowser.h"
#include "compare/comparewindow.h"
#include "compare/estimatepage.h"
#include "compare/racepage.h"
#include "debugger/breakpointstore.h"
#include "debugger/breakpointsview.h"
#include "debugger/callstackview.h"
#include "debugger/codeview.h"
#include "debugger/debugcontroller.h"
#include "explore/explorepanel.h"
#include "panels/algorithmdataview.h"
#include "panels/boardfeed.h"
#include "panels/counterspanel.h"
#include "panels/legendwidget.h"
#include "panels/pseudocodeview.h"
#include "panels/steplog.h"
#include "panels/steptexts.h"
#include "playback/racetransport.h"
#include "playback/stepplayer.h"
#include "tree/treepanel.h"
#include "tree/treeview.h"
#include "window/boardpresenter.h"
#include "window/racecontroller.h"

#include "knuthestimate.h"
#include "searchtree.h"

#include <QAction>
#include <QDockWidget>
#include <QScrollArea>
#include <QShowEvent>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace nq {

QWidget *MainWindow::scrolled(QWidget *panel)
{
    auto *area = new QScrollArea(panel->parentWidget());
    area->setWidget(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setFocusPolicy(Qt::NoFocus); // Tab goes to the panel's controls
    return area;
}

QDockWidget *MainWindow::addPanel(const char *name, const char *title, QWidget *content,
                                  Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(QString(), this);
    dock->setObjectName(QString::fromLatin1(name));
    dock->setWidget(content);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                      | QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    m_docks << dock;
    m_panelTitles << title;
    return dock;
}

void MainWindow::createDocks()
{
    // The panels: each follows the board's feed itself and retranslates itself; a new one is
    // its own file and a line here (the dock's name, its title, where it goes).
    m_feed = new BoardFeed(this);
    m_pseudocode = new PseudocodeView(this);
    m_pseudocode->follow(m_feed);
    QDockWidget *pseudocodeDock = addPanel("pseudocodeDock", QT_TR_NOOP("Pseudocode"), m_pseudocode,
                                           Qt::RightDockWidgetArea);
    m_counters = new CountersPanel(this);
    m_counters->follow(m_feed);
    QDockWidget *countersDock
        = addPanel("countersDock", QT_TR_NOOP("Counters"), m_counters, Qt::RightDockWidgetArea);
    m_data = new AlgorithmDataView(this);
    m_data->follow(m_feed);
    QDockWidget *dataDock = addPanel("dataDock", QT_TR_NOOP("Algorithm Data"),
                                     m_data->inScrollArea(), Qt::RightDockWidgetArea);
    m_log = new StepLog(new StepTexts(m_player, this), this);
    m_log->follow(m_feed);
    connect(m_log, &StepLog::stepChosen, m_player, [this](qint64 step) { m_player->seek(step); });
    QDockWidget *logDock
        = addPanel("logDock", QT_TR_NOOP("Step Log"), m_log, Qt::LeftDockWidgetArea);
    m_browser = new SolutionBrowser(this);
    tabifyDockWidget(
        logDock,
        addPanel("browserDock", QT_TR_NOOP("Solutions"), m_browser, Qt::LeftDockWidgetArea));
    // The search tree, a tab beside them; built when it comes in sight.
    m_tree = new TreePanel(this);
    m_tree->follow(m_feed);
    connect(m_tree, &TreePanel::stepChosen, m_player,
            [this](qint64 step) { m_player->seek(step); });
    QDockWidget *treeDock
        = addPanel("treeDock", QT_TR_NOOP("Search Tree"), m_tree, Qt::LeftDockWidgetArea);
    tabifyDockWidget(logDock, treeDock);
    connect(treeDock, &QDockWidget::visibilityChanged, m_tree, [this](bool visible) {
        if (visible)
            m_tree->build();
    });
    logDock->raise();
    m_explore = new ExplorePanel(this);
    tabifyDockWidget(dataDock,
                     addPanel("exploreDock", QT_TR_NOOP("Explore"), scrolled(m_explore),
                              Qt::RightDockWidgetArea));
    dataDock->raise();
    m_legend = new LegendWidget(m_scene->queenRenderer(), this);
    m_legend->follow(m_feed);
    addPanel("legendDock", QT_TR_NOOP("Legend"), m_legend, Qt::LeftDockWidgetArea);
    createDebugDocks(logDock, dataDock);
    createStudentDocks(dataDock);
    createLessonDock(logDock);
    // The programs, tabs beside the pseudocode (shown from the Panels menu).
    for (const bool python : { false, true }) {
        auto *view = new CodeView(
            python ? CodeListing::Language::Python : CodeListing::Language::Cpp, this);
        view->follow(m_feed);
        m_code[python ? 1 : 0] = view;
        QDockWidget *dock = addPanel(python ? "pythonCodeDock" : "cppCodeDock",
                                     python ? QT_TR_NOOP("Python Code") : QT_TR_NOOP("C++ Code"),
                                     view, Qt::RightDockWidgetArea);
        dock->hide();
        // Put beside the pseudocode when first shown (tabified hidden at the start, they moved
        // the other columns' splits).
        connect(dock->toggleViewAction(), &QAction::toggled, this,
                [this, dock, pseudocodeDock](bool on) {
                    if (!on || dock->property("placed").toBool() || isPresenting())
                        return;
                    dock->setProperty("placed", true);
                    tabifyDockWidget(pseudocodeDock, dock);
                    dock->show();
                    dock->raise();
                });
    }
    logDock->raise();
    dataDock->raise();
    resizeDocks({ pseudocodeDock, logDock }, { 480, 340 }, Qt::Horizontal);
    // The pseudocode is what a class reads: it gets the most room on the right.
    resizeDocks({ pseudocodeDock, countersDock, dataDock }, { 360, 230, 260 }, Qt::Vertical);
}

void MainWindow::createDebugDocks(QDockWidget *leftTabs, QDockWidget *rightTabs)
{
    // Made before the first run starts, so that it starts with its breakpoints.
    m_breakpointStore = new BreakpointStore(m_settings, this);
    BreakpointStore *store = m_breakpointStore;
    m_player->setBreakpointSource([store](AlgorithmId id) { return store->of(id); });
    m_callStack = new CallStackView(this);
    m_callStack->follow(m_feed);
    QDockWidget *stackDock
        = addPanel("callStackDock", QT_TR_NOOP("Call Stack"), m_callStack, Qt::LeftDockWidgetArea);
    tabifyDockWidget(leftTabs, stackDock);
    m_breakpoints = new BreakpointsView(m_breakpointStore, this);
    m_breakpoints->follow(m_feed);
    QDockWidget *breakpoints = addPanel("breakpointsDock", QT_TR_NOOP("Breakpoints"), m_breakpoints,
                                        Qt::RightDockWidgetArea);
    tabifyDockWidget(rightTabs, breakpoints);
    // The debugger's panels wait in their tabs until asked for (the Panels menu, Run Until,
    // a breakpoint set): the desk a class sees first stays as it was.
    stackDock->hide();
    breakpoints->hide();
}

void MainWindow::themeDebugger(const Theme &theme)
{
    m_callStack->setHighlightColor(theme.consider);
    for (CodeView *view : m_code)
        view->setColours(theme.consider, theme.kind == Theme::Dark);
}

void MainWindow::createDebugger()
{
    m_debug = new DebugController(
        { m_player, m_pseudocode, m_breakpointStore, m_actions, m_modes, m_feed, this }, this);

    connect(m_debug, &DebugController::note, m_presenter, &BoardPresenter::showNote);
    connect(m_debug, &DebugController::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    connect(m_debug, &DebugController::debugging, this, [this] {
        // The first breakpoint of a session brings the debugger's panels out.
        for (const char *name : { "breakpointsDock", "callStackDock" }) {
            auto *dock = findChild<QDockWidget *>(QString::fromLatin1(name));
            if (dock && !dock->isVisible() && !isPresenting()) {
                dock->show();
                dock->raise();
            }
        }
    });
    for (CodeView *view : m_code) {
        m_debug->addCode(view);
        connect(view, &CodeView::message, this,
                [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    }
    connect(m_callStack, &CallStackView::goToStart, m_debug, &DebugController::goToStart);
    connect(m_callStack, &CallStackView::goToReturn, m_debug, &DebugController::goToReturn);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // The first start (no layout kept): once the window has its size, the columns are shared
    // as the window really is.
    if (std::exchange(m_fitDesk, false))
        QTimer::singleShot(0, this, &MainWindow::fitDesk);
}

void MainWindow::fitDesk()
{
    // Made at construction, the docks' sizes were guesses (at 1024 x 768 the pseudocode kept
    // 3 lines, 190 px wide). The board keeps the middle, at least 46 % of the width; the
    // pseudocode, what a class reads, gets the right column's width (26 %) and as much of its
    // height as shows it whole, the counters their rows and the data the rest, at least a few
    // rows; the panels on the left 24 %.
    auto *code = findChild<QDockWidget *>(QStringLiteral("pseudocodeDock"));
    auto *counters = findChild<QDockWidget *>(QStringLiteral("countersDock"));
    auto *data = findChild<QDockWidget *>(QStringLiteral("dataDock"));
    if (isPresenting() || !code || !counters || !data || code->isFloating()
        || counters->isFloating() || data->isFloating() || !code->isVisible()
        || !counters->isVisible() || !data->isVisible()
        || dockWidgetArea(code) != dockWidgetArea(data)
        || dockWidgetArea(code) != dockWidgetArea(counters))
        return;
    const int codeWidth = width() * 26 / 100;
    QList<QDockWidget *> across { code };
    QList<int> widths { codeWidth };
    for (QDockWidget *dock : std::as_const(m_docks)) {
        if (dockWidgetArea(dock) == Qt::LeftDockWidgetArea && dock->isVisible()
            && !dock->isFloating()) {
            across << dock;
            widths << width() * 24 / 100;
            break;
        }
    }
    resizeDocks(across, widths, Qt::Horizontal);
    const int column = code->height() + counters->height() + data->height();
    const int countersNeed = counters->sizeHint().height();
    const int dataLeast = fontMetrics().height() * 9;
    const int codeWhole
        = m_pseudocode->heightFor(codeWidth - (code->width() - m_pseudocode->width()))
        + code->height() - m_pseudocode->height();
    const int codeHeight
        = std::max(code->height(), std::min(codeWhole, column - countersNeed - dataLeast));
    resizeDocks(
        { code, counters, data },
        { codeHeight, countersNeed, std::max(dataLeast, column - codeHeight - countersNeed) },
        Qt::Vertical);
}

CompareWindow *MainWindow::compareWindow()
{
    if (!m_compare) {
        m_compare = new CompareWindow(this);
        RacePage *page = m_compare->race();
        page->setTheme(m_scene->theme()); // the window's colours on its boards
        connect(page, &RacePage::toMainWindow, this, [this, page] {
            const RacePage::Choice chosen = page->choice();
            page->race()->pause();
            ensureRacePage()->choose(chosen.n, chosen.algorithms, chosen.unit);
            m_raceControl->setOn(true);
            // One race at a time: the race moves, the Compare window does not stay behind with
            // its own (F11 and the arrow keys went to the wrong one).
            m_compare->hide();
            raise();
            activateWindow();
        });
        // A probe shown there walks this window's Search Tree too, when it is the same tree.
        connect(m_compare->estimate(), &EstimatePage::probeStepped, this,
                [this](int n, AlgorithmId id, const std::vector<int> &columns) {
                    const std::shared_ptr<const SearchTree> tree = m_tree->tree();
                    if (tree && tree->n() == n && probeTreeOf(id)
                        && probeTreeOf(m_player->algorithm()) == probeTreeOf(id))
                        m_tree->view()->setLitPath(tree->pathOf(columns));
                });
    }
    return m_compare;
}

} // namespace nq
