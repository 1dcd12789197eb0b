// SPDX-License-Identifier: GPL-3.0-or-later
// The board's modes: the active one takes the board's clicks and keys, leaves the keys it does
// not use to the view, and says which transport actions stay usable; Explore is one of them.
#include "actions/actionset.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "explore/explorepanel.h"
#include "modes/moderouter.h"
#include "panels/counterspanel.h"
#include "panels/pseudocodeview.h"
#include "panels/steplog.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

namespace {

// Takes clicks and the key Q only, and keeps the player from stepping forward.
class QuizMode : public BoardMode
{
public:
    using BoardMode::BoardMode;
    QList<Square> clicks;
    QList<int> keys;
    int entered = 0;
    int left = 0;

    QString id() const override { return QStringLiteral("quiz"); }
    void enter() override { ++entered; }
    void leave() override { ++left; }
    void clickSquare(Square s) override { clicks << s; }
    bool key(int key, Qt::KeyboardModifiers) override
    {
        if (key != Qt::Key_Q)
            return false;
        keys << key;
        return true;
    }
    bool allows(ActionId id) const override { return id != ActionId::StepForward; }
};

} // namespace

class TestModes : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void theActiveModeTakesTheBoardsInput();
    void aKeyItRefusesIsTheViews();
    void exploreIsAMode();

private:
    void click(int row, int col)
    {
        BoardView *view = m_window->boardView();
        const QPointF centre = BoardItem::squareRect(row, col).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centre));
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestModes::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window
        = std::make_unique<MainWindow>(StartupOptions {}, m_dir->filePath(QStringLiteral("s.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
}

void TestModes::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestModes::theActiveModeTakesTheBoardsInput()
{
    ModeRouter *modes = m_window->modes();
    QCOMPARE(modes->active()->id(), QStringLiteral("watch"));
    auto *quiz = new QuizMode;
    modes->add(quiz);
    QCOMPARE(modes->find(QStringLiteral("quiz")), quiz);

    // Watching, a click on the board is nobody's.
    click(2, 3);
    QVERIFY(quiz->clicks.isEmpty());

    emit quiz->activationRequested(true);
    QCOMPARE(modes->active(), quiz);
    QCOMPARE(quiz->entered, 1);
    click(2, 3);
    click(7, 0);
    QCOMPARE(quiz->clicks, (QList<Square> { { 2, 3 }, { 7, 0 } }));
    QTest::keyClick(m_window->boardView(), Qt::Key_Q);
    QCOMPARE(quiz->keys, QList<int> { Qt::Key_Q });

    // The transport it refuses is off while it is active, and on again after.
    QAction *forward = m_window->findChild<QAction *>(QStringLiteral("stepForward"));
    QVERIFY(!forward->isEnabled());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("stepBack"))->isEnabled());
    emit quiz->activationRequested(false);
    QCOMPARE(modes->active(), modes->watching());
    QCOMPARE(quiz->left, 1);
    QVERIFY(forward->isEnabled());
    click(0, 0);
    QCOMPARE(quiz->clicks.size(), 2);
}

void TestModes::aKeyItRefusesIsTheViews()
{
    auto *quiz = new QuizMode;
    m_window->modes()->add(quiz);
    m_window->modes()->activate(quiz);
    BoardView *view = m_window->boardView();
    view->zoomIn();
    view->zoomIn();
    QScrollBar *bar = view->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    bar->setValue(0);
    view->setFocus();
    // Page Down is not the mode's: the view scrolls the board zoomed in.
    QTest::keyClick(view, Qt::Key_PageDown);
    QVERIFY2(bar->value() > 0, qPrintable(QString::number(bar->value())));
    QVERIFY(quiz->keys.isEmpty());
    // Q is the mode's: the view does not move.
    const int at = bar->value();
    QTest::keyClick(view, Qt::Key_Q);
    QCOMPARE(bar->value(), at);
    QCOMPARE(quiz->keys.size(), 1);
}

void TestModes::exploreIsAMode()
{
    ModeRouter *modes = m_window->modes();
    ExplorePanel *panel = m_window->explorePanel();
    for (int i = 0; i < 9; ++i)
        m_window->player()->stepForward();
    QTRY_COMPARE(m_window->player()->position(), qint64(9));
    QVERIFY(m_window->pseudocode()->currentLine() >= 0);
    panel->setActive(true); // the panel's Explore button
    QCOMPARE(modes->active()->id(), QStringLiteral("explore"));
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("play"))->isEnabled());
    // The run had gone some steps; the board is now the student's.
    click(0, 4);
    QCOMPARE(panel->placement()[0], 4);
    // The panels say so: the run's counters wait, the board's follow it, no line is lit.
    CountersPanel *counters = m_window->counters();
    QCOMPARE(counters->value(QStringLiteral("step")), CountersPanel::dash());
    QCOMPARE(counters->value(QStringLiteral("depth")), QStringLiteral("1"));
    QVERIFY(!counters->note().isEmpty());
    QCOMPARE(m_window->pseudocode()->currentLine(), -1);
    // The log and the timeline say it too: the run's row is no longer lit, and the step line
    // says the run's step is not on the board (both showed the run's as the board's before).
    auto *log = m_window->findChild<StepLog *>();
    QVERIFY(!log->runShown());
    auto *timeline = m_window->findChild<TimelineBar *>();
    QVERIFY2(timeline->positionText().contains(QStringLiteral("not on the board")),
             qPrintable(timeline->positionText()));
    QCOMPARE(modes->active()->caption(), panel->message());
    // The arrows move its cursor, which it marks.
    QTest::keyClick(m_window->boardView(), Qt::Key_Down);
    QCOMPARE(modes->active()->marker().kind, BoardMarker::Cursor);
    QCOMPARE(modes->active()->marker().square, (Square { 1, 0 }));
    // A step of the run takes the board back to watching.
    m_window->findChild<QAction *>(QStringLiteral("nextSolution"))->trigger();
    QTRY_COMPARE(modes->active(), modes->watching());
    QVERIFY(!panel->isActive());
    QVERIFY(counters->note().isEmpty());
    QVERIFY(log->runShown());
    QVERIFY(!timeline->positionText().contains(QStringLiteral("not on the board")));
    QCOMPARE(counters->value(QStringLiteral("step")),
             QLocale().toString(m_window->player()->position()));
    QVERIFY(m_window->pseudocode()->currentLine() >= 0);
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("play"))->isEnabled());
}

QTEST_MAIN(TestModes)
#include "tst_modes.moc"
