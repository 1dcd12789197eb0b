// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/presentationlayout.h"

#include "tree/treepanel.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "panels/algorithmdataview.h"
#include "panels/boardfeed.h"
#include "panels/counterspanel.h"
#include "panels/pseudocodeview.h"
#include "platform/captionlabel.h"
#include "playback/timelinebar.h"
#include "window/columnfit.h"
#include "window/focusmark.h"
#include "window/playbar.h"
#include "window/projectorsplit.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>

#include <algorithm>
#include <memory>

namespace nq {

namespace {
/// The three panels of the column under the caption, top to bottom.
constexpr const char *kColumn[] = { "pseudocodeDock", "countersDock", "dataDock" };
/// The board's side as a share of the screen's height, where the column needs the width.
constexpr double kBoardShare = 0.705;
/// The column's least width (on 768 rows) when the step log is shown beside the board.
constexpr int kLeastColumn = 340;
/// The board's side as a share of the screen's height with the step log or the search tree
/// beside it: the board stays the largest thing in sight.
constexpr double kSideBoardShare = 0.61;
/// The step log's or the tree's least width (on 768 rows): what is left past it goes to them.
constexpr int kLeastSide = 150;
/// The step log's least width beside the board (on 768 rows): narrower, it goes under the
/// board, as wide as the board's column, where its rows read in a line or two.
constexpr int kLeastLogBeside = 300;
/// The step log's least height under the board (on 768 rows): two rows of a line, so the board
/// keeps its 61 % of the height.
constexpr int kLeastLogHeight = 50;
/// A column as wide as this (on 768 rows) holds every pseudocode with few lines wrapped: on a
/// wider screen the board takes the rest, up to the screen's height.
constexpr int kComfortableColumn = 560;
/// Room a dock takes around its panel (as the column is measured).
constexpr int kDockSlack = ColumnFit::kDockSlack;
/// The column's room kept free of text: what the docks' layout rounds away.
constexpr int kColumnSlack = 8;
} // namespace

PresentationLayout::PresentationLayout(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{
    // Data of another height (a frontier, another size, another width) get their room again
    // on a projector.
    connect(parts.data, &AlgorithmDataView::neededHeightChanged, this,
            &PresentationLayout::relayoutSoon);
    for (const char *name : { "logDock", "treeDock" }) {
        QDockWidget *side = dock(name);
        if (!side)
            continue;
        // A tree that finishes building beside the board can be given the width the dock had
        // before (the log's): the side panel's width is set again.
        side->installEventFilter(this);
        connect(side->toggleViewAction(), &QAction::toggled, this, [this, side](bool shown) {
            // One side panel beside the board on a projector: the other one makes way.
            if (m_on && shown) {
                QDockWidget *other
                    = dock(side->objectName() == u"logDock" ? "treeDock" : "logDock");
                if (other && other->isVisible())
                    other->hide();
            }
            relayoutSoon(); // its width, and the column's again
        });
    }
    // The menu bar is gone on a projector: a right click on the play bar offers the panels
    // (the step log, the legend…) as the tool bars' and docks' menu does at the desk.
    connect(parts.playBar, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (!m_on)
            return;
        std::unique_ptr<QMenu> menu(m_parts.window->createPopupMenu());
        if (menu)
            menu->exec(m_parts.playBar->mapToGlobal(at));
    });
    // Another algorithm's code, counters and data take other room.
    connect(parts.feed, &BoardFeed::runStarting, this, &PresentationLayout::relayoutSoon);
    connect(parts.present, &QAction::toggled, this, &PresentationLayout::setOn);
    scaleFonts();
    // A board of another size takes another width at the same height.
    connect(parts.scene, &QGraphicsScene::sceneRectChanged, this,
            &PresentationLayout::relayoutSoon);
}

PresentationLayout::~PresentationLayout()
{
    if (m_on)
        QApplication::setFont(m_menuFontBefore, "QMenu");
}

void PresentationLayout::setOn(bool on)
{
    if (on)
        enter();
    else
        leave();
    const QSignalBlocker block(m_parts.present);
    m_parts.present->setChecked(on);
}

void PresentationLayout::setRaceShown(bool race)
{
    if (race == m_race)
        return;
    m_race = race;
    if (!m_on)
        return;
    // Made again in place: the full screen and the desk to come back to are kept.
    for (QDockWidget *d : m_parts.docks) {
        const bool inColumn
            = std::any_of(std::begin(kColumn), std::end(kColumn),
                          [d](const char *name) { return d->objectName() == QLatin1String(name); });
        if (race || inColumn)
            d->setVisible(!race);
    }
    if (m_captionDock)
        m_captionDock->setVisible(!race);
    if (!race)
        m_parts.playBar->setSpareShown(true);
    relayoutSoon();
}

void PresentationLayout::relayoutSoon()
{
    if (m_on && !m_relayoutDue) {
        m_relayoutDue = true;
        QTimer::singleShot(0, this, &PresentationLayout::relayout);
    }
}

void PresentationLayout::setLastPanel(QDockWidget *panel)
{
    if (m_lastPanel.set(panel, m_on && !m_race) && m_on && !m_race) {
        placeLastPanel();
        relayoutSoon();
    }
}

QDockWidget *PresentationLayout::lastPanel() const
{
    return m_lastPanel.shown(dock(kColumn[2]));
}

void PresentationLayout::placeLastPanel()
{
    m_lastPanel.place(m_parts.window, dock(kColumn[1]), dock(kColumn[2]));
}

QDockWidget *PresentationLayout::dock(const char *name) const
{
    for (QDockWidget *d : m_parts.docks) {
        if (d->objectName() == QLatin1String(name))
            return d;
    }
    return nullptr;
}

void PresentationLayout::enter()
{
    if (m_on)
        return;
    m_on = true;
    QMainWindow *w = m_parts.window;
    m_stateBefore = w->saveState();
    m_fontBefore = w->font();
    m_geometryBefore = w->normalGeometry();
    m_maximizedBefore = w->isMaximized();
    // The wall is as large whatever the projector's resolution: sizes grow with the screen's
    // height from those chosen for 768 rows.
    const QScreen *where = w->screen();
    m_scale = std::max(1.0, (where ? where->geometry().height() : 768) / 768.0);
    // The search tree in sight stays: it is what the teacher was pointing at. The step log,
    // in sight at the desk by default, is shown again from the play bar's menu (one side panel
    // on a projector: showing one puts the other away).
    QDockWidget *tree = dock("treeDock");
    QDockWidget *side
        = tree && tree->isVisible() && !tree->visibleRegion().isEmpty() ? tree : nullptr;
    for (QDockWidget *d : m_parts.docks) {
        const bool inColumn
            = std::any_of(std::begin(kColumn), std::end(kColumn),
                          [d](const char *name) { return d->objectName() == QLatin1String(name); });
        d->setVisible(!m_race && (inColumn || d == side)); // a race: the boards alone
        if (inColumn)
            d->setTitleBarWidget(new QWidget(d)); // the panels speak for themselves
    }
    if (auto *mark = w->findChild<FocusMark *>())
        mark->setThickness(px(4)); // seen from the back of the room
    w->menuBar()->hide(); // every action keeps its key: they are the window's too
    w->statusBar()->hide();
    m_parts.problemBar->hide();
    // The projector's text once the desk's panels are gone: in their larger text they would
    // ask for more than the screen has, and a window without a window manager would keep it.
    QFont body = w->font();
    body.setPixelSize(px(kBodyPx));
    w->setFont(body);
    // Popup menus are windows of their own and keep the application's font: on a wall they
    // take the projector's text too (the play bar's panels menu, the tree's, the browser's).
    m_menuFontBefore = QApplication::font("QMenu");
    QApplication::setFont(body, "QMenu");
    m_parts.playBar->setPresenting(true);
    m_parts.timeline->setCompact(true);
    m_parts.board->setTightFit(true);
    m_parts.counters->setLeaveOutUnused(true); // no row of dashes on a wall
    m_parts.data->setCodeInSight(true);
    // The code is given the height of all its lines: a scroll bar would only narrow it and
    // wrap its lines again (the wheel still scrolls should a line ever not fit).
    m_parts.pseudocode->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    if (auto *area = qobject_cast<QAbstractScrollArea *>(dock(kColumn[2])->widget()))
        area->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the same for the data
    m_parts.scene->setMinimumLabelPixels(px(kLabelPx));
    moveCaption(true);
    if (m_race)
        m_captionDock->hide(); // each board of the race has its own caption
    // The column keeps the whole height: a panel under the board stays under the board.
    m_cornerBefore = w->corner(Qt::BottomRightCorner);
    w->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget *code = dock(kColumn[0]);
    w->splitDockWidget(m_captionDock, code, Qt::Vertical);
    w->splitDockWidget(code, dock(kColumn[1]), Qt::Vertical);
    w->splitDockWidget(dock(kColumn[1]), dock(kColumn[2]), Qt::Vertical);
    if (!m_race)
        placeLastPanel();
    relayout(); // the text fitted first: the panels ask no more than the screen has
    w->installEventFilter(this);
    w->showFullScreen();
}

void PresentationLayout::relayout()
{
    m_relayoutDue = false;
    if (!m_on)
        return;
    QMainWindow *w = m_parts.window;
    if (m_race) { // the boards have the whole width, the play bar under them
        m_parts.playBar->setSpareShown(false);
        m_parts.playBar->setIconSize(QSize(40, 40));
        return;
    }
    const QScreen *screen = w->screen();
    const int height = screen ? screen->geometry().height() : w->height();
    const int width = screen ? screen->geometry().width() : w->width();
    // The board: as high as the play bar and the timeline leave, square, but for the column.
    QLayout *central = m_parts.board->parentWidget()->layout();
    const QMargins m = central->contentsMargins();
    const int bar = m_parts.playBar->sizeHint().height();
    const int separator = w->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, w);
    const QWidget *readout
        = m_parts.board->parentWidget()->findChild<QLabel *>(QStringLiteral("readout"));
    const int high = height - bar - m.top() - m.bottom() - 3 * central->spacing()
        - m_parts.timeline->sizeHint().height() - (readout ? readout->minimumHeight() : 0);
    // The step log or the search tree, when the teacher shows one, takes its width from the
    // board: the tree, a picture to point at, more of it.
    QDockWidget *log = dock("logDock");
    QDockWidget *tree = dock("treeDock");
    if (!(log && log->isVisible()) && tree && tree->isVisible())
        log = tree;
    const bool logShown = log && log->isVisible();
    m_parts.tree->setPresenting(tree && log == tree, m_scale);
    ProjectorSplit::Room space;
    space.width = width;
    space.height = height;
    space.high = high;
    space.margins = m.left() + m.right();
    space.separator = separator;
    space.boardView70 = m_parts.board->sideFor(int(std::ceil(height * kBoardShare)));
    space.boardView61 = m_parts.board->sideFor(int(std::ceil(height * kSideBoardShare)));
    space.leastColumn = px(kLeastColumn);
    space.comfortableColumn = px(kComfortableColumn);
    space.leastSide = px(kLeastSide);
    space.leastLogBeside = px(kLeastLogBeside);
    space.leastLogHeight = px(kLeastLogHeight);
    space.logTrim = m_logTrim;
    const ProjectorSplit::Side side = !logShown ? ProjectorSplit::Side::None
        : log == tree                           ? ProjectorSplit::Side::Tree
                                                : ProjectorSplit::Side::Log;
    ProjectorSplit split
        = ProjectorSplit::of(space, side, w->centralWidget()->minimumSizeHint().width());
    // The play bar under the board fits its width: its icons a little smaller beside a side
    // panel on a narrow screen, rather than the speed in an overflow menu.
    // What it leaves out first is its own choice, never the switch of the mode in use.
    m_parts.playBar->fitWidth(split.view - space.margins, { 40, 34, 30 });
    split = ProjectorSplit::of(space, side, w->centralWidget()->minimumSizeHint().width());
    // The step log beside the board while it has room to be read there, else under it.
    if (split.under != m_logUnder && log && log != tree) {
        m_logUnder = split.under;
        w->addDockWidget(split.under ? Qt::BottomDockWidgetArea : Qt::LeftDockWidgetArea, log);
        log->setVisible(logShown);
    }
    const int logWidth = split.sideWidth;
    const int logHeight = split.logHeight;
    const int column = split.column;
    // The column's text: the largest at which its four parts fit the screen's height.
    const int room = height - 3 * separator - 4 * kDockSlack - kColumnSlack;
    const ColumnFit fit(
        { w, m_parts.caption, m_captionBox, m_parts.pseudocode, m_parts.counters, m_parts.data });
    const int least = px(kLeastPx);
    m_bodyPx = fit.bodyPx(least, px(kBodyPx), column, room);
    const QList<int> parts = fit.heights(m_bodyPx, column, room, least);
    m_parts.pseudocode->setFont(fit.font(m_bodyPx, true, least));
    m_parts.data->setFont(fit.font(m_bodyPx, false, least));
    m_parts.caption->fitLines(ColumnFit::kCaptionLines, ColumnFit::captionPx(m_bodyPx), least);
    // The docks are sized once the window has the screen: asked for earlier, they would make
    // the window larger than the screen. A side panel shown in full screen can widen the window
    // at once, before its parts are made smaller, and Qt then takes it out of full screen: it is
    // given the screen again, and sized then.
    if (!screen || w->size() != screen->geometry().size()) {
        if (screen && m_fitTries < 5) {
            ++m_fitTries;
            w->setGeometry(screen->geometry());
            w->showFullScreen();
            relayoutSoon();
        }
        return;
    }
    m_fitTries = 0;
    m_sideWidth = 0;
    if (logShown && logHeight > 0) {
        QFont body = w->font();
        body.setPixelSize(px(kLeastReadPx)); // a few rows of words under the board
        log->widget()->setFont(body);
        w->resizeDocks({ m_captionDock }, { column }, Qt::Horizontal);
        // Under the board the log needs no title bar (its rows say what it is), and may be as
        // low as three rows.
        if (!log->titleBarWidget())
            log->setTitleBarWidget(new QWidget(log));
        log->widget()->setMinimumHeight(px(kLeastLogHeight));
        w->resizeDocks({ log }, { logHeight }, Qt::Vertical);
        const int side = qRound(m_parts.board->squarePixels() * m_parts.scene->board()->size());
        const int target = int(std::ceil(height * kSideBoardShare));
        if (side < target && logHeight > px(kLeastLogHeight) && m_logTrim < px(200)) {
            m_logTrim += target - side;
            relayoutSoon();
        }
    } else if (logShown) {
        QFont body = w->font();
        body.setPixelSize(m_bodyPx);
        log->widget()->setFont(body);
        w->resizeDocks({ log, m_captionDock }, { logWidth, column }, Qt::Horizontal);
        m_sideWidth = logWidth;
    } else {
        w->resizeDocks({ m_captionDock }, { column }, Qt::Horizontal);
    }
    // The rest of the height goes to the data, whose chart of the frontier uses it.
    const int used = parts[0] + parts[1] + parts[2];
    w->resizeDocks({ m_captionDock, dock(kColumn[0]), dock(kColumn[1]), lastPanel() },
                   { parts[0] + kDockSlack, parts[1] + kDockSlack, parts[2] + kDockSlack,
                     std::max(parts[3], room - used) + kDockSlack },
                   Qt::Vertical);
}

void PresentationLayout::leave()
{
    if (!m_on)
        return;
    m_on = false;
    QMainWindow *w = m_parts.window;
    if (auto *mark = w->findChild<FocusMark *>())
        mark->setThickness(FocusMark::kDeskThickness);
    w->setFont(m_fontBefore);
    QApplication::setFont(m_menuFontBefore, "QMenu");
    for (QDockWidget *d : m_parts.docks) {
        if (QWidget *bar = d->titleBarWidget()) {
            d->setTitleBarWidget(nullptr);
            delete bar;
        }
    }
    for (const char *name : { "logDock", "treeDock" }) {
        if (QDockWidget *side = dock(name))
            side->widget()->setFont(QFont());
    }
    m_parts.tree->setPresenting(false);
    m_logUnder = false; // the desk's state puts the log back
    m_logTrim = 0;
    m_sideWidth = 0;
    if (QDockWidget *log = dock("logDock"))
        log->widget()->setMinimumHeight(0);
    m_parts.window->setCorner(Qt::BottomRightCorner, m_cornerBefore);
    moveCaption(false);
    w->menuBar()->show();
    w->statusBar()->show();
    m_parts.problemBar->show();
    m_parts.playBar->setPresenting(false);
    m_parts.playBar->setSpareShown(!m_race);
    m_parts.timeline->setCompact(false);
    m_parts.board->setTightFit(false);
    m_parts.counters->setColumns(1);
    m_parts.counters->setLeaveOutUnused(false);
    m_parts.data->setCodeInSight(false);
    m_parts.pseudocode->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    if (auto *area = qobject_cast<QAbstractScrollArea *>(dock(kColumn[2])->widget()))
        area->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    if (m_maximizedBefore)
        w->showMaximized();
    else
        w->showNormal();
    scaleFonts(); // the desk's text first: the panels' sizes are restored for it
    w->restoreState(m_stateBefore);
    emit deskRestored();
    // The window where and as large as it was, once the desk's layout has set its least size
    // again (a window manager would do it; without one the projector's size would stay).
    // (The platform may tell of the state's change later still, with a size of its own: the
    // window is put back then too.)
    if (!m_maximizedBefore && m_geometryBefore.isValid()) {
        m_restoring = true;
        QTimer::singleShot(0, this, &PresentationLayout::restoreGeometry);
    }
}

} // namespace nq
