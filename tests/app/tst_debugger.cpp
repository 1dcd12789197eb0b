// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger's view as a teacher uses it: a breakpoint set in the pseudocode's gutter (or
// with F9) stops playing at maximum speed where the run says, the caption says why, the Call
// Stack shows the calls in progress, Run Back Until goes to the 92nd solution of 8 x 8, and the
// breakpoints survive a restart and a change of language.
#include "board/boardview.h"
#include "callstack.h"
#include "debugger/breakpointstore.h"
#include "debugger/breakpointsview.h"
#include "debugger/callstackview.h"
#include "debugger/codeview.h"
#include "debugger/debugcontroller.h"
#include "debugger/rununtildialog.h"
#include "lessons/lessoncontroller.h"
#include "modes/boardmode.h"
#include "modes/moderouter.h"
#include "panels/pseudocodeview.h"
#include "playback/stepplayer.h"
#include "playbackclock.h"
#include "solvers/backtracking.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace nq;

class TestDebugger : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void aGutterClickStopsAtTheFirstBacktrack();
    void f9TogglesTheLineUnderTheCursor();
    void breakpointsSurviveARestartAndJapanese();
    void aStoredLineThatCannotStopIsDropped();
    void runBackUntilTheLastSolution();
    void aFrameGoesWhereItsCallBegan();
    void theDockCountsHitsAndEditsConditions();
    void aBreakpointSetInTheCppCodeStopsThere();
    void runUntilASquarePickedOnTheBoard();
    void spaceAfterAConditionPlaysAndKeepsThem();
    void removeAllAsksAndUndoBringsThemBack();
    void theEmptyListSaysHowWhole();
    void theCallStacksEndIsSaidWhole();
    void variablesAreShownWhole();
    void dockTabsSayTheirTitlesWhole();
    void debuggerAndLessonFitAScreenInChinese();

private:
    void open();
    void clickGutter(int line);
    QString settingsFile() const { return m_dir->filePath(QStringLiteral("settings.ini")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestDebugger::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestDebugger::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestDebugger::open()
{
    m_window = std::make_unique<MainWindow>(StartupOptions {}, settingsFile());
    m_window->setWindowState(Qt::WindowNoState);
    m_window->resize(1400, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestDebugger::clickGutter(int line)
{
    PseudocodeView *code = m_window->pseudocode();
    const QRect row = code->visualItemRect(code->item(line));
    QTest::mouseClick(code->viewport(), Qt::LeftButton, {},
                      QPoint(code->gutterWidth() / 2, row.center().y()));
}

void TestDebugger::aGutterClickStopsAtTheFirstBacktrack()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    auto *breakpointsDock = m_window->findChild<QDockWidget *>(QStringLiteral("breakpointsDock"));
    auto *stackDock = m_window->findChild<QDockWidget *>(QStringLiteral("callStackDock"));
    QVERIFY(!breakpointsDock->isVisible() && !stackDock->isVisible());
    const int take = solvers::backtracking::Take;
    clickGutter(take);
    QCOMPARE(m_window->breakpointStore()->indexOf(AlgorithmId::Backtracking, take), 0);
    QCOMPARE(m_window->pseudocode()->markAt(take), PseudocodeView::Mark::Enabled);
    // The first breakpoint brings the debugger's panels out.
    QTRY_VERIFY(breakpointsDock->isVisible() && stackDock->isVisible());
    QCOMPARE(m_window->breakpointsView()->list()->topLevelItemCount(), 1);

    StepPlayer *player = m_window->player();
    player->setSpeedLevel(PlaybackClock::speedLevels() - 1); // maximum
    player->play();
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy() && player->position() > 0);
    QCOMPARE(player->position(), 43);
    QCOMPARE(player->state().last.kind, EventKind::Remove);
    QVERIFY2(m_window->caption().startsWith(
                 QStringLiteral("Stopped at breakpoint: line 7, take the queen off")),
             qPrintable(m_window->caption()));
    QVERIFY2(m_window->caption().contains(QStringLiteral("(hit 1)")),
             qPrintable(m_window->caption()));
    QCOMPARE(m_window->pseudocode()->currentLine(), take);
    // The Call Stack: five calls, solve(r = 5) on top with c = 4, counted from 1.
    const QListWidget *frames = m_window->callStack()->frameList();
    QCOMPARE(frames->count(), 5);
    QCOMPARE(frames->item(0)->text(), QStringLiteral("solve(r = 5)   c = 4"));
    QCOMPARE(frames->item(4)->text(), QStringLiteral("solve(r = 1)   c = 1"));
    // The variables: the flag arrays, the one this step cleared highlighted.
    const QTreeWidget *vars = m_window->callStack()->variableList();
    QList<QTreeWidgetItem *> col = vars->findItems(QStringLiteral("col[1..6]"), Qt::MatchExactly);
    QCOMPARE(col.size(), 1);
    QCOMPARE(col.front()->text(1).count(QLatin1Char('1')), 4);
    QVERIFY(col.front()->background(1).color().isValid());
    // Playing on stops at the next hit, and says so.
    player->play();
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy() && player->position() > 43);
    QVERIFY2(m_window->caption().contains(QStringLiteral("(hit 2)")),
             qPrintable(m_window->caption()));
}

void TestDebugger::f9TogglesTheLineUnderTheCursor()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    PseudocodeView *code = m_window->pseudocode();
    QAction *f9 = m_window->action(QStringLiteral("toggleBreakpoint"));
    QVERIFY(f9);
    QCOMPARE(f9->shortcut(), QKeySequence(Qt::Key_F9));
    code->setFocus();
    QTRY_VERIFY(code->hasFocus());
    code->setCurrentRow(solvers::backtracking::IfFlagged);
    f9->trigger();
    QCOMPARE(m_window->breakpointStore()->indexOf(AlgorithmId::Backtracking,
                                                  solvers::backtracking::IfFlagged),
             0);
    f9->trigger();
    QCOMPARE(m_window->breakpointStore()->list(AlgorithmId::Backtracking).size(), std::size_t(0));
    // "solve(r + 1)" makes no step of its own: no breakpoint, and a word why.
    code->setCurrentRow(solvers::backtracking::Recurse);
    f9->trigger();
    QVERIFY(m_window->breakpointStore()->list(AlgorithmId::Backtracking).empty());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("no step of its own")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestDebugger::breakpointsSurviveARestartAndJapanese()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    Breakpoint b;
    b.line = solvers::backtracking::Take;
    b.row = 3;
    b.every = 2;
    m_window->breakpointStore()->add(AlgorithmId::Backtracking, b);
    m_window.reset(); // the settings are on disk once the window is gone
    QSettings stored(settingsFile(), QSettings::IniFormat);
    QCOMPARE(stored.value(QStringLiteral("breakpoints/backtracking")).toString(),
             QStringLiteral("take row=4 every=2"));
    open();
    m_window->chooseLanguage(QStringLiteral("ja"));
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    const std::vector<Breakpoint> &list
        = m_window->breakpointStore()->list(AlgorithmId::Backtracking);
    QCOMPARE(list.size(), std::size_t(1));
    QCOMPARE(list.front(), b);
    QCOMPARE(m_window->pseudocode()->markAt(solvers::backtracking::Take),
             PseudocodeView::Mark::Enabled);
    // It stops where it says: the second queen taken off row 4.
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(PlaybackClock::speedLevels() - 1);
    player->play();
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy() && player->position() > 0);
    QCOMPARE(player->state().last.kind, EventKind::Remove);
    QCOMPARE(player->state().last.row, 3);
    QCOMPARE(player->state().hits.front(), 2);
    m_window->chooseLanguage(QStringLiteral("en"));
}

void TestDebugger::aStoredLineThatCannotStopIsDropped()
{
    {
        QSettings stored(settingsFile(), QSettings::IniFormat);
        stored.setValue(QStringLiteral("breakpoints/backtracking"),
                        QStringLiteral("recurse;take;nonsense row=2"));
    }
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    const std::vector<Breakpoint> &list
        = m_window->breakpointStore()->list(AlgorithmId::Backtracking);
    QCOMPARE(list.size(), std::size_t(1));
    QCOMPARE(list.front().line, int(solvers::backtracking::Take));
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("dropped")),
                 qPrintable(m_window->statusBar()->currentMessage()));
}

void TestDebugger::runBackUntilTheLastSolution()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    StepPlayer *player = m_window->player();
    player->toEnd();
    QTRY_VERIFY(!player->isBusy() && player->state().finished);
    QAction *back = m_window->action(QStringLiteral("runBackUntil"));
    QCOMPARE(back->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    back->trigger();
    RunUntilDialog *dialog = m_window->debugger()->dialog();
    QVERIFY(dialog && dialog->isVisible());
    dialog->setCondition(StopCondition::nextSolution());
    dialog->accept();
    QTRY_VERIFY(!player->isBusy() && player->state().last.kind == EventKind::Solution);
    QCOMPARE(player->state().counters.solutions, 92);
    QVERIFY2(m_window->caption().startsWith(QStringLiteral("Went back to a solution.")),
             qPrintable(m_window->caption()));
    // From before the first solution there is none: it stays, and says so.
    player->seek(10);
    QTRY_VERIFY(!player->isBusy());
    back->trigger();
    m_window->debugger()->dialog()->accept();
    QTRY_VERIFY2(m_window->caption().startsWith(QStringLiteral("No earlier step with a solution")),
                 qPrintable(m_window->caption()));
    QCOMPARE(player->position(), 10);
    // Run Until… the 3rd solution, forward.
    m_window->action(QStringLiteral("runUntil"))->trigger();
    m_window->debugger()->dialog()->setCondition(StopCondition::nthSolution(3));
    m_window->debugger()->dialog()->accept();
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy()
                && player->state().counters.solutions == 3);
    QCOMPARE(player->state().last.kind, EventKind::Solution);
    QVERIFY2(m_window->caption().startsWith(QStringLiteral("Stopped at solution 3.")),
             qPrintable(m_window->caption()));
}

void TestDebugger::aFrameGoesWhereItsCallBegan()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    StepPlayer *player = m_window->player();
    player->seek(43);
    QTRY_COMPARE(player->position(), 43);
    m_window->findChild<QDockWidget *>(QStringLiteral("callStackDock"))->show();
    QTRY_COMPARE(m_window->callStack()->frameList()->count(), 5);
    // solve(r = 3) began when row 2's queen was put; it returns when that queen is taken off.
    const CallStack stack = m_window->callStack()->stack();
    m_window->debugger()->goToStart(stack.frames[2]);
    QTRY_VERIFY(!player->isBusy() && player->position() < 43);
    QCOMPARE(player->state().last.kind, EventKind::Place);
    QCOMPARE(player->state().last.row, 1);
    QCOMPARE(m_window->callStack()->frameList()->count(), 2);
    m_window->debugger()->goToReturn(stack.frames[2]);
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy() && player->position() > 43);
    QCOMPARE(player->state().last.kind, EventKind::Remove);
    QCOMPARE(player->state().last.row, 1);
}

void TestDebugger::theDockCountsHitsAndEditsConditions()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    BreakpointStore *store = m_window->breakpointStore();
    Breakpoint put;
    put.line = solvers::backtracking::Put;
    put.enabled = false;
    store->add(AlgorithmId::Backtracking, put);
    m_window->findChild<QDockWidget *>(QStringLiteral("breakpointsDock"))->show();
    StepPlayer *player = m_window->player();
    player->seek(43);
    QTRY_COMPARE(player->position(), 43);
    // Disabled, it stops nowhere but counts: a hit for each queen put in the first 43 steps.
    QTreeWidget *list = m_window->breakpointsView()->list();
    QCOMPARE(player->state().counters.placements, 5);
    QTRY_COMPARE(list->topLevelItem(0)->text(2), QStringLiteral("5"));
    QCOMPARE(list->topLevelItem(0)->checkState(0), Qt::Unchecked);
    QCOMPARE(m_window->pseudocode()->markAt(put.line), PseudocodeView::Mark::Disabled);
    list->topLevelItem(0)->setCheckState(0, Qt::Checked);
    QVERIFY(store->list(AlgorithmId::Backtracking).front().enabled);
    QCOMPARE(m_window->pseudocode()->markAt(put.line), PseudocodeView::Mark::Enabled);
    // A condition: only on row 3. The next stop is the next queen put on row 3.
    Breakpoint row3 = store->list(AlgorithmId::Backtracking).front();
    row3.row = 2;
    store->replace(AlgorithmId::Backtracking, 0, row3);
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("row 3"));
    player->setSpeedLevel(PlaybackClock::speedLevels() - 1);
    player->play();
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy() && player->position() > 43);
    QCOMPARE(player->state().last.kind, EventKind::Place);
    QCOMPARE(player->state().last.row, 2);
    store->removeAll(AlgorithmId::Backtracking);
    QCOMPARE(m_window->pseudocode()->markAt(put.line), PseudocodeView::Mark::None);
}

void TestDebugger::aBreakpointSetInTheCppCodeStopsThere()
{
    // The acceptance: the breakpoint is put on "take the queen off" in the C++ tab.
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    QAction *show
        = m_window->findChild<QDockWidget *>(QStringLiteral("cppCodeDock"))->toggleViewAction();
    show->trigger();
    CodeView *cpp = m_window->codeView(false);
    QTRY_VERIFY(cpp->isVisible());
    QVERIFY(cpp->listing());
    const int take = solvers::backtracking::Take;
    const int line = cpp->listing()->lineOf(take);
    QVERIFY(line > 0);
    QVERIFY(cpp->toPlainText().split(u'\n').at(line).contains(QStringLiteral("= 0;")));
    // The gutter: left of the text, at the line's height.
    QWidget *gutter = nullptr;
    for (QWidget *w : cpp->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (w != cpp->viewport() && w->width() == cpp->gutterWidth() && w->isVisible())
            gutter = w;
    }
    QVERIFY(gutter);
    cpp->verticalScrollBar()->setValue(0);
    cpp->centerCursor();
    const int y = cpp->lineCentre(line) + cpp->viewport()->y() - gutter->y();
    QTest::mouseClick(gutter, Qt::LeftButton, {}, QPoint(4, y));
    QCOMPARE(m_window->breakpointStore()->indexOf(AlgorithmId::Backtracking, take), 0);
    QCOMPARE(m_window->pseudocode()->markAt(take), PseudocodeView::Mark::Enabled);
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(PlaybackClock::speedLevels() - 1);
    player->play();
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy() && player->position() > 0);
    QCOMPARE(player->position(), 43);
    QCOMPARE(cpp->currentLine(), line);
    QCOMPARE(m_window->pseudocode()->currentLine(), take);
    QCOMPARE(m_window->codeView(true)->currentLine(),
             m_window->codeView(true)->listing()->lineOf(take));
    // The same breakpoint, cleared from the pseudocode, leaves the code's gutter too.
    m_window->debugger()->toggle(take);
    QVERIFY(m_window->breakpointStore()->list(AlgorithmId::Backtracking).empty());
}

void TestDebugger::runUntilASquarePickedOnTheBoard()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    m_window->action(QStringLiteral("runUntil"))->trigger();
    RunUntilDialog *dialog = m_window->debugger()->dialog();
    QVERIFY(dialog);
    dialog->setCondition(StopCondition::placeOn({ 0, 0 }));
    // "Pick on the Board": the dialog steps aside, the board takes the click.
    QPushButton *pick = nullptr;
    for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
        if (b->text().remove(u'&') == QStringLiteral("Pick on the Board"))
            pick = b;
    }
    QVERIFY(pick);
    pick->click();
    QTRY_VERIFY(!dialog->isVisible());
    QCOMPARE(m_window->modes()->active()->id(), QStringLiteral("pick-square"));
    QVERIFY(!m_window->action(QStringLiteral("play"))->isEnabled());
    m_window->modes()->boardClicked({ 2, 3 }); // row 3, column 4
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(m_window->modes()->active(), m_window->modes()->watching());
    QCOMPARE(dialog->condition(), StopCondition::placeOn({ 2, 3 }));
    dialog->accept();
    StepPlayer *player = m_window->player();
    QTRY_VERIFY(!player->isPlaying() && !player->isBusy() && player->position() > 0);
    QCOMPARE(player->state().last.kind, EventKind::Place);
    QCOMPARE(player->state().last.row, 2);
    QCOMPARE(player->state().last.col, 3);
    QVERIFY2(m_window->caption().startsWith(QStringLiteral("Stopped at a queen put on (3, 4).")),
             qPrintable(m_window->caption()));
}

// A teacher sets a condition in its dialog and presses Space: the run plays, and the breakpoints
// are all still there (the focus went back to the board, not to Remove All).
void TestDebugger::spaceAfterAConditionPlaysAndKeepsThem()
{
    open();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    BreakpointStore *store = m_window->breakpointStore();
    QVERIFY(store->toggle(AlgorithmId::Backtracking, solvers::backtracking::Put));
    QVERIFY(store->toggle(AlgorithmId::Backtracking, solvers::backtracking::Take));
    m_window->findChild<QDockWidget *>(QStringLiteral("breakpointsDock"))->show();
    QWidget *board = m_window->boardView();
    board->setFocus();
    QTRY_COMPARE(m_window->focusWidget(), board);
    QTreeWidget *list = m_window->breakpointsView()->list();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->topLevelItem(0)).center());
    QTRY_COMPARE(m_window->focusWidget(), list);
    auto *condition = m_window->breakpointsView()->findChild<QPushButton *>(
        QStringLiteral("breakpointCondition"));
    QVERIFY(condition->isEnabled());
    bool edited = false;
    QTimer::singleShot(0, this, [&edited] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        const QList<QSpinBox *> boxes = dialog->findChildren<QSpinBox *>();
        QVERIFY(boxes.size() == 3);
        boxes.front()->setValue(3); // only on row 3
        dialog->accept();
        edited = true;
    });
    QTest::mouseClick(condition, Qt::LeftButton);
    QVERIFY(edited);
    QCOMPARE(store->list(AlgorithmId::Backtracking).size(), std::size_t(2));
    QCOMPARE(store->list(AlgorithmId::Backtracking).front().row, 2);
    auto *removeAll = m_window->breakpointsView()->findChild<QPushButton *>(
        QStringLiteral("removeAllBreakpoints"));
    QVERIFY(m_window->focusWidget() != removeAll);
    QTRY_COMPARE(m_window->focusWidget(), board);
    // (Offscreen, no window manager gives the window back its activation when the dialog
    // closes; a desktop does.)
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QCOMPARE(m_window->focusWidget(), board);
    StepPlayer *player = m_window->player();
    QTest::keyClick(m_window->focusWidget(), Qt::Key_Space);
    QTRY_VERIFY(player->position() > 0);
    QCOMPARE(store->list(AlgorithmId::Backtracking).size(), std::size_t(2));
    QVERIFY(!QApplication::activeModalWidget());
}

// Remove All asks first (No is the default: Esc, Enter keep them), and Run > Undo (Ctrl+Z)
// brings them back; Redo removes them again. Each change of the list is a step of its own.
void TestDebugger::removeAllAsksAndUndoBringsThemBack()
{
    open();
    m_window->chooseLanguage(QStringLiteral("en")); // its plurals
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    BreakpointStore *store = m_window->breakpointStore();
    QVERIFY(store->toggle(AlgorithmId::Backtracking, solvers::backtracking::Put));
    QVERIFY(store->toggle(AlgorithmId::Backtracking, solvers::backtracking::Take));
    m_window->findChild<QDockWidget *>(QStringLiteral("breakpointsDock"))->show();
    auto *removeAll = m_window->breakpointsView()->findChild<QPushButton *>(
        QStringLiteral("removeAllBreakpoints"));
    const auto question = [this] {
        return m_window->breakpointsView()->findChild<QMessageBox *>(
            QStringLiteral("removeAllQuestion"));
    };
    for (const int key : { Qt::Key_Escape, Qt::Key_Return }) {
        QTest::mouseClick(removeAll, Qt::LeftButton);
        QTRY_VERIFY(question() && question()->isVisible());
        QVERIFY(question()->text().contains(QStringLiteral("2 breakpoints")));
        QTest::keyClick(question(), Qt::Key(key));
        QTRY_VERIFY(!question());
        QCOMPARE(store->list(AlgorithmId::Backtracking).size(), std::size_t(2));
    }
    QTest::mouseClick(removeAll, Qt::LeftButton);
    QTRY_VERIFY(question() && question()->isVisible());
    QTest::mouseClick(question()->button(QMessageBox::Yes), Qt::LeftButton);
    QTRY_VERIFY(store->list(AlgorithmId::Backtracking).empty());
    QAction *undo = m_window->action(QStringLiteral("undoBreakpoint"));
    QAction *redo = m_window->action(QStringLiteral("redoBreakpoint"));
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("&Undo Remove All Breakpoints"));
    undo->trigger();
    QCOMPARE(store->list(AlgorithmId::Backtracking).size(), std::size_t(2));
    QCOMPARE(m_window->pseudocode()->markAt(solvers::backtracking::Take),
             PseudocodeView::Mark::Enabled);
    QCOMPARE(undo->text(), QStringLiteral("&Undo Set Breakpoint"));
    undo->trigger();
    QCOMPARE(store->list(AlgorithmId::Backtracking).size(), std::size_t(1));
    redo->trigger();
    redo->trigger();
    QVERIFY(store->list(AlgorithmId::Backtracking).empty());
    QVERIFY(!redo->isEnabled());
    // Ctrl+Z from the board undoes too.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->boardView()->setFocus();
    QTest::keyClick(m_window->boardView(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(store->list(AlgorithmId::Backtracking).size(), std::size_t(2));
}

// With no breakpoint the dock says how to set one, in words wrapped to its width (a row of the
// list was cut at its edge at 1024 x 768); the list comes back with the first breakpoint.
void TestDebugger::theEmptyListSaysHowWhole()
{
    open();
    m_window->resize(1024, 768);
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("breakpointsDock"));
    dock->show();
    dock->raise();
    auto *words = m_window->breakpointsView()->findChild<QLabel *>(QStringLiteral("noBreakpoints"));
    QVERIFY(words);
    QTRY_VERIFY(words->isVisible());
    QVERIFY(!m_window->breakpointsView()->list()->isVisible());
    QVERIFY(words->text().contains(QStringLiteral("F9")));
    QTRY_VERIFY2(words->heightForWidth(words->width()) <= words->height(),
                 qPrintable(QStringLiteral("%1 px of words in %2 px")
                                .arg(words->heightForWidth(words->width()))
                                .arg(words->height())));
    QVERIFY(
        m_window->breakpointStore()->toggle(AlgorithmId::Backtracking, solvers::backtracking::Put));
    QTRY_VERIFY(m_window->breakpointsView()->list()->isVisible());
    QVERIFY(!words->isVisible());
}

// At the run's end no call is in progress: the Call Stack says so in words wrapped to the dock's
// width at 1024 x 768 (a row of its list was cut), and its calls come back with a step back.
void TestDebugger::theCallStacksEndIsSaidWhole()
{
    open();
    m_window->resize(1024, 768);
    m_window->setup(AlgorithmId::Backtracking, 5, SolveMode::All);
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("callStackDock"));
    dock->show();
    dock->raise();
    StepPlayer *player = m_window->player();
    player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished, 10000);
    auto *words = m_window->findChild<QLabel *>(QStringLiteral("callStackNote"));
    QVERIFY(words);
    QTRY_VERIFY(words->isVisible());
    QVERIFY2(words->text().contains(QStringLiteral("returned")), qPrintable(words->text()));
    QTRY_VERIFY2(words->heightForWidth(words->width()) <= words->height(),
                 qPrintable(QStringLiteral("%1 px of words in %2 px")
                                .arg(words->heightForWidth(words->width()))
                                .arg(words->height())));
    player->stepBack();
    QTRY_VERIFY(!words->isVisible());
}

void TestDebugger::variablesAreShownWhole()
{
    // Issue 54: the values of 12 x 12's flag arrays ended in "…" in a dock at 1024 x 768. Every
    // value's words fit its column (which scrolls sideways where the dock is narrower).
    open();
    m_window->resize(1024, 768);
    m_window->setup(AlgorithmId::Backtracking, 12, SolveMode::All);
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("callStackDock"));
    dock->show();
    dock->raise();
    StepPlayer *player = m_window->player();
    player->seek(200);
    QTRY_COMPARE(player->position(), 200);
    QTreeWidget *vars = m_window->callStack()->variableList();
    QTRY_VERIFY(vars->topLevelItemCount() >= 3);
    QTRY_VERIFY(vars->isVisible());
    for (int i = 0; i < vars->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = vars->topLevelItem(i);
        for (int c = 0; c < 2; ++c) {
            const int needed = QFontMetrics(item->font(c)).horizontalAdvance(item->text(c));
            QVERIFY2(vars->header()->sectionSize(c) >= needed,
                     qPrintable(QStringLiteral("\"%1\" needs %2 px in a column of %3")
                                    .arg(item->text(c))
                                    .arg(needed)
                                    .arg(vars->header()->sectionSize(c))));
        }
    }
}

void TestDebugger::dockTabsSayTheirTitlesWhole()
{
    // Issue 54: with the debugger's panels out at 1024 x 768 the left group's tabs read
    // "Step …", "Soluti…", "Call St…". Every tab of every group of docks is as wide as its title.
    open();
    m_window->resize(1024, 768);
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    for (const char *name : { "callStackDock", "breakpointsDock" }) {
        auto *dock = m_window->findChild<QDockWidget *>(QString::fromLatin1(name));
        dock->show();
    }
    QTest::qWait(50);
    int tabs = 0;
    for (QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            const int needed = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
            QVERIFY2(bar->tabRect(i).width() >= needed,
                     qPrintable(QStringLiteral("the tab \"%1\" is %2 px, its title %3 px")
                                    .arg(bar->tabText(i))
                                    .arg(bar->tabRect(i).width())
                                    .arg(needed)));
            ++tabs;
        }
    }
    QVERIFY2(tabs >= 6, qPrintable(QString::number(tabs)));
}

void TestDebugger::debuggerAndLessonFitAScreenInChinese()
{
    // Issue 54: in Chinese with the debugger's and a lesson's panels out, the window asked for
    // more than 768 rows: not maximized on a 1366 x 768 screen, its status bar 16 px off it.
    StartupOptions startup;
    startup.language = QStringLiteral("zh_CN");
    m_window = std::make_unique<MainWindow>(startup, settingsFile());
    m_window->setWindowState(Qt::WindowNoState);
    m_window->resize(1366, 740);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->lessons()->openExample(
        QStringLiteral(":/nqueens/lessons/backtracking-4x4.nqlesson")));
    QTRY_VERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("scenesDock"))->isVisible());
    for (const char *name : { "callStackDock", "breakpointsDock" })
        m_window->findChild<QDockWidget *>(QString::fromLatin1(name))->show();
    m_window->player()->seek(20); // calls on the stack, flags in the variables
    QTRY_COMPARE(m_window->player()->position(), 20);
    QTest::qWait(50);
    // A window frame and a panel of the desktop take about 28 rows of 768.
    const QSize least = m_window->minimumSizeHint();
    QVERIFY2(least.height() <= 740 && least.width() <= 1366,
             qPrintable(QStringLiteral("the window needs at least %1 x %2")
                            .arg(least.width())
                            .arg(least.height())));
    QTRY_VERIFY2(m_window->height() <= 740,
                 qPrintable(QStringLiteral("the window is %1 px high").arg(m_window->height())));
}

QTEST_MAIN(TestDebugger)
#include "tst_debugger.moc"
