// SPDX-License-Identifier: GPL-3.0-or-later
// Practice as a student does it: a 5 x 5 exercise finished by hand on the board with two
// deliberate mistakes, both reported beside the right action and corrected; the results export
// as CSV rows; the run cannot be moved meanwhile; Watch the Algorithm plays the algorithm's own
// run from where the exercise began; the same seed gives the same exercise; breadth-first and
// min-conflicts take their own actions from the keyboard and the board.
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "modes/moderouter.h"
#include "playback/stepplayer.h"
#include "practice/practicecontroller.h"
#include "practice/practicemode.h"
#include "practice/practicepanel.h"
#include "predict/predictcontroller.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

class TestPracticeMode : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void fiveByFiveByHandWithTwoMistakes();
    void theSameSeedGivesTheSameExercise();
    void breadthFirstAndMinConflictsByKeyboard();
    void markAttackedMarksTheSquareTested();
    void minConflictsGoesOnFromTheStudentsPick();

private:
    void open();
    void start(const PracticeSetup &setup);
    void click(Square s, Qt::KeyboardModifiers modifiers = {})
    {
        BoardView *view = m_window->boardView();
        const QPointF centre = BoardItem::squareRect(s.row, s.col).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, view->mapFromScene(centre));
    }
    void key(int k) { QTest::keyClick(m_window->boardView(), Qt::Key(k)); }
    QPushButton *button(const char *name) const
    {
        return m_window->practicePanel()->findChild<QPushButton *>(QString::fromLatin1(name));
    }
    PracticeMode *mode() const { return m_window->practice()->mode(); }
    StepPlayer *player() const { return m_window->player(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestPracticeMode::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestPracticeMode::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestPracticeMode::open()
{
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->setWindowState(Qt::WindowNoState);
    m_window->resize(1400, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPracticeMode::start(const PracticeSetup &setup)
{
    m_window->action(QStringLiteral("practice"))->trigger();
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("practiceDock"))->isVisible());
    m_window->practicePanel()->setSetup(setup);
    button("practiceStart")->click(); // made behind the board, then it takes the board
    QTRY_VERIFY(mode()->running());
    QCOMPARE(m_window->modes()->active(), mode());
    QTRY_COMPARE(player()->position(), mode()->exercise()->startPosition());
    m_window->boardView()->setFocus();
}

void TestPracticeMode::fiveByFiveByHandWithTwoMistakes()
{
    open();
    m_window->resize(1024, 768); // a projector's screen: the dock is short
    PracticeSetup setup;
    setup.algorithm = AlgorithmId::Backtracking;
    setup.problem.n = 5;
    setup.seed = 3;
    setup.fromStart = true;
    start(setup);
    QCOMPARE(player()->size(), 5);
    QVERIFY2(m_window->caption().startsWith(QStringLiteral("Your turn:")),
             qPrintable(m_window->caption()));
    // Nothing else moves the run meanwhile.
    player()->seek(30);
    player()->play();
    QTest::qWait(50);
    QCOMPARE(player()->position(), 0);
    int mistakes = 0;
    int takes = 0;
    // The dock says what the exercise holds: a take-back among it.
    const QLabel *progress
        = m_window->practicePanel()->findChild<QLabel *>(QStringLiteral("practiceProgress"));
    QVERIFY(progress);
    QVERIFY2(progress->text().contains(QStringLiteral("This exercise holds")),
             qPrintable(progress->text()));
    QVERIFY2(QRegularExpression(QStringLiteral("\\b[1-9]\\d* queens? to take back"))
                 .match(progress->text())
                 .hasMatch(),
             qPrintable(progress->text()));
    while (mode()->running()) {
        const PracticeStep expected = *mode()->exercise()->expected();
        const Square s = expected.action.square;
        switch (expected.action.kind) {
        case PracticeActionKind::Put:
            if (mistakes < 2) {
                // A deliberate mistake: say the square is attacked where a queen goes.
                click(s, Qt::ShiftModifier);
                ++mistakes;
                QVERIFY2(m_window->caption().startsWith(
                             QStringLiteral("Not quite: you chose to mark row %1, column %2 as "
                                            "attacked. The algorithm would put a queen on row "
                                            "%1, column %2")
                                 .arg(s.row + 1)
                                 .arg(s.col + 1)),
                         qPrintable(m_window->caption()));
                const BoardMarker marker = m_window->scene()->board()->marker();
                QCOMPARE(marker.wrong, s);
                QCOMPARE(marker.right, std::vector<Square> { s });
            } else {
                click(s);
                QVERIFY2(m_window->caption().startsWith(QStringLiteral("Right:")),
                         qPrintable(m_window->caption()));
            }
            break;
        case PracticeActionKind::Take:
            click(s);
            ++takes;
            break;
        case PracticeActionKind::MarkAttacked:
            while (mode()->cursor().row != s.row)
                key(mode()->cursor().row < s.row ? Qt::Key_Down : Qt::Key_Up);
            while (mode()->cursor().col != s.col)
                key(mode()->cursor().col < s.col ? Qt::Key_Right : Qt::Key_Left);
            key(Qt::Key_A);
            break;
        case PracticeActionKind::Solution:
            button("practiceSolution")->click();
            break;
        default:
            QFAIL("flag backtracking has no such action");
        }
        // The run follows: the player stands where the algorithm's own action took it.
        QTRY_COMPARE(player()->position(), expected.position);
    }
    const Exercise &x = *mode()->exercise();
    QCOMPARE(x.mistakes(), 2);
    QCOMPARE(x.helped(), 0);
    // 1 3 5 2 4 comes without a take-back; the exercise goes on to 1 4 2 5 3, taking queens
    // back on the way.
    QVERIFY(takes >= 1);
    QCOMPARE(player()->state().board(), (Placement { 0, 3, 1, 4, 2 }));
    QVERIFY2(m_window->caption().contains(QStringLiteral("Finished: %1 steps done, 2 mistakes, 0 "
                                                         "shown on request")
                                              .arg(x.done())),
             qPrintable(m_window->caption()));
    QVERIFY(button("practiceWatch")->isVisible());
    // Scrolled to in the short dock: Watch can be seen, not only reached.
    QTRY_VERIFY(!button("practiceWatch")->visibleRegion().isEmpty());
    // The summary above it is read whole, not cut by the dock's edge; and Watch is whole.
    auto *summary = m_window->findChild<QLabel *>(QStringLiteral("practiceProgress"));
    QVERIFY(summary->isVisible());
    QTRY_COMPARE(summary->visibleRegion().boundingRect(), summary->rect());
    QTRY_COMPARE(button("practiceWatch")->visibleRegion().boundingRect(),
                 button("practiceWatch")->rect());
    // The results: one CSV row per action, the two mistakes among them.
    const QString path = m_dir->filePath(QStringLiteral("results.csv"));
    QString error;
    QVERIFY2(m_window->predict()->exportResults(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines
        = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + x.done());
    QCOMPARE(lines.filter(QStringLiteral(",practice,backtracking,5,3,")).size(), x.done());
    QCOMPARE(lines.filter(QRegularExpression(QStringLiteral(",wrong$"))).size(), 2);
    QVERIFY(lines.last().contains(QStringLiteral(",solution,")));
    // And as a teacher's script reads it: Python's csv module.
    QProcess py;
    py.start(QStringLiteral("python3"),
             { QStringLiteral("-c"),
               QStringLiteral("import csv, sys\n"
                              "rows = list(csv.DictReader(open(sys.argv[1], encoding='utf-8', "
                              "newline='')))\n"
                              "print(len(rows), sum(r['result'] == 'wrong' for r in rows), "
                              "rows[-1]['question_kind'], rows[0]['mode'])\n"),
               path });
    QVERIFY(py.waitForFinished(30000));
    QCOMPARE(py.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(py.readAllStandardOutput()).trimmed(),
             QStringLiteral("%1 2 solution practice").arg(x.done()));
    // Watch the Algorithm: its own run from where the exercise began, in the ordinary player.
    // It plays at once, from there.
    button("practiceWatch")->click();
    QCOMPARE(m_window->modes()->active(), m_window->modes()->watching());
    QVERIFY(player()->isPlaying());
    QVERIFY(player()->position() <= 1);
    QTRY_VERIFY(player()->position() >= 2);
}

void TestPracticeMode::theSameSeedGivesTheSameExercise()
{
    open();
    PracticeSetup setup;
    setup.algorithm = AlgorithmId::Backtracking;
    setup.problem.n = 8;
    setup.seed = 7;
    start(setup);
    const std::int64_t first = mode()->exercise()->startPosition();
    const Placement board = player()->state().board();
    QVERIFY(first > 0);
    button("practiceStop")->click();
    QVERIFY(!mode()->exercise());
    QCOMPARE(m_window->modes()->active(), m_window->modes()->watching());
    start(setup);
    QCOMPARE(mode()->exercise()->startPosition(), first);
    QCOMPARE(player()->state().board(), board);
    // Show the Next Step: counted as help, and the run moves on.
    const PracticeStep next = *mode()->exercise()->expected();
    key(Qt::Key_H);
    QCOMPARE(mode()->exercise()->helped(), 1);
    QTRY_COMPARE(player()->position(), next.position);
    QVERIFY2(m_window->caption().startsWith(QStringLiteral("Shown: the algorithm would")),
             qPrintable(m_window->caption()));
    // An exercise that cannot be made says why in the dock; the one running goes on.
    PracticeSetup tiny;
    tiny.algorithm = AlgorithmId::BreadthFirst; // 1 to 14 rows
    tiny.problem.n = 20;
    m_window->practicePanel()->setSetup(tiny);
    button("practiceStop")->click();
    button("practiceStart")->click();
    auto *message
        = m_window->practicePanel()->findChild<QLabel *>(QStringLiteral("practiceMessage"));
    QTRY_VERIFY2(message->text().contains(QStringLiteral("not 20")), qPrintable(message->text()));
    QVERIFY(!mode()->running());
}

void TestPracticeMode::breadthFirstAndMinConflictsByKeyboard()
{
    open();
    PracticeSetup bfs;
    bfs.algorithm = AlgorithmId::BreadthFirst;
    bfs.problem.n = 4;
    bfs.seed = 2;
    start(bfs);
    QVERIFY(button("practiceNextBoard")->isVisible());
    int boards = 0;
    for (int i = 0; i < 40 && mode()->running(); ++i) {
        const PracticeStep expected = *mode()->exercise()->expected();
        switch (expected.action.kind) {
        case PracticeActionKind::NextBoard:
            key(Qt::Key_N);
            ++boards;
            break;
        case PracticeActionKind::Put:
            click(expected.action.square);
            break;
        case PracticeActionKind::MarkAttacked:
            click(expected.action.square, Qt::ShiftModifier);
            break;
        case PracticeActionKind::Solution:
            key(Qt::Key_S);
            break;
        default:
            QFAIL("breadth-first has no such action");
        }
        QTRY_COMPARE(player()->position(), expected.position);
    }
    QVERIFY(boards >= 2);
    QCOMPARE(mode()->exercise()->mistakes(), 0);

    PracticeSetup moves;
    moves.algorithm = AlgorithmId::MinConflicts;
    moves.problem.n = 8;
    moves.seed = 4;
    start(moves);
    QVERIFY(!button("practiceMark")->isVisible());
    for (int i = 0; i < 30 && mode()->running(); ++i) {
        const PracticeStep expected = *mode()->exercise()->expected();
        if (expected.action.kind == PracticeActionKind::Solution)
            button("practiceSolution")->click();
        else
            click(expected.action.square); // a pick, then its move
        QTRY_COMPARE(player()->position(), expected.position);
    }
    QCOMPARE(mode()->exercise()->mistakes(), 0);
}

// Min-conflicts draws among equals: a student who picks another attacked queen is right, the
// board shows that queen picked, and the exercise goes on from it to a solution the player's
// run reaches too.
void TestPracticeMode::minConflictsGoesOnFromTheStudentsPick()
{
    open();
    PracticeSetup moves;
    moves.algorithm = AlgorithmId::MinConflicts;
    moves.problem.n = 8;
    moves.seed = 5;
    start(moves);
    int otherPicks = 0;
    for (int i = 0; i < 200 && mode()->running(); ++i) {
        const PracticeStep expected = *mode()->exercise()->expected();
        if (expected.action.kind == PracticeActionKind::Solution) {
            button("practiceSolution")->click();
            break;
        }
        Square target = expected.action.square;
        if (expected.action.kind == PracticeActionKind::Pick && otherPicks < 2) {
            for (Square q : mode()->exercise()->state().queens()) {
                if (!(q == target) && mode()->exercise()->state().model.isQueenAttacked(q)) {
                    target = q;
                    break;
                }
            }
        }
        click(target);
        QTRY_COMPARE(player()->position(), expected.position);
        if (!(target == expected.action.square)) {
            ++otherPicks;
            QVERIFY2(m_window->caption().startsWith(
                         QStringLiteral("Right: the queen on row %1, column %2 is attacked too.")
                             .arg(target.row + 1)
                             .arg(target.col + 1)),
                     qPrintable(m_window->caption()));
            // The board shows the student's pick: the run played is the one with it.
            QCOMPARE(player()->state().last.kind, EventKind::Consider);
            QCOMPARE((Square { player()->state().last.row, player()->state().last.col }), target);
        }
    }
    QCOMPARE(otherPicks, 2);
    QTRY_VERIFY(mode()->exercise()->finished());
    QCOMPARE(mode()->exercise()->mistakes(), 0);
    QTRY_COMPARE(player()->position(), mode()->exercise()->position());
    QCOMPARE(player()->state().last.kind, EventKind::Solution);
    QCOMPARE(player()->state().model, mode()->exercise()->state().model);
}

// Mark Attacked marks the square the caption names, the one tested: by the panel's button (and
// the keys stay with the board after it), by A, and by A after a mistake left the cursor on
// another square.
void TestPracticeMode::markAttackedMarksTheSquareTested()
{
    open();
    PracticeSetup setup;
    setup.algorithm = AlgorithmId::Backtracking;
    setup.problem.n = 6;
    setup.seed = 3;
    setup.fromStart = true;
    start(setup);
    const auto stepToMark = [&] {
        // The algorithm's own actions, given right, until a square tested is attacked.
        for (int i = 0; i < 200 && mode()->running(); ++i) {
            const PracticeStep due = *mode()->exercise()->expected();
            if (due.action.kind == PracticeActionKind::MarkAttacked)
                return due.action.square;
            mode()->act(due.action);
        }
        return Square {};
    };
    const auto lastRight = [&] { return mode()->exercise()->records().back().right; };
    Square tested = stepToMark();
    QVERIFY(tested.row >= 0);
    QTest::mouseClick(button("practiceMark"), Qt::LeftButton);
    QVERIFY2(lastRight(), qPrintable(m_window->caption()));
    QCOMPARE(m_window->focusWidget(), m_window->boardView()); // the keys stay with the board

    tested = stepToMark();
    QVERIFY(tested.row >= 0);
    QTest::keyClick(m_window->focusWidget(), Qt::Key_A);
    QVERIFY2(lastRight(), qPrintable(m_window->caption()));

    // A mistake first (a queen put elsewhere), then A: the square tested is marked, not the one
    // clicked.
    tested = stepToMark();
    QVERIFY(tested.row >= 0);
    const Square elsewhere { tested.row, (tested.col + 2) % 6 };
    click(elsewhere);
    QVERIFY(!lastRight());
    if (mode()->exercise()->expected()->action.kind == PracticeActionKind::MarkAttacked) {
        QCOMPARE(mode()->tested(), mode()->exercise()->expected()->action.square);
        QVERIFY(mode()->cursor() != mode()->tested());
        QTest::keyClick(m_window->focusWidget(), Qt::Key_A);
        QVERIFY2(lastRight(), qPrintable(m_window->caption()));
    }
}

QTEST_MAIN(TestPracticeMode)
#include "tst_practicemode.moc"
