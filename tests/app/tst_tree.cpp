// SPDX-License-Identifier: GPL-3.0-or-later
// The Search Tree panel in the window, as a teacher uses it: it grows with the run, a click on a
// node takes the player (board, counters) to the step that entered it, stepping back shrinks it,
// the arrows walk the tree, and the profile under it is the tree's.
#include "playback/stepplayer.h"
#include "searchtree.h"
#include "tree/profilechart.h"
#include "tree/treepanel.h"
#include "tree/treeview.h"
#include "treelayout.h"
#include "window/exportcontroller.h"
#include "window/mainwindow.h"

#include <QAbstractAxis>
#include <QChart>
#include <QDockWidget>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace nq;

class TestTree : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void growsWithTheRun();
    void clickSeeksTheNode();
    void keyboardWalksTheTree();
    void foldAndProfile();
    void foldFinishedAfterAJumpKeepsNodesInView();
    void notATree();
    void theProfileIsTheRunsSoFar();
    void exportsTheTree();
    void theCurrentNodeStaysInSight();

private:
    void open(AlgorithmId id, int n)
    {
        QSignalSpy built(m_panel, &TreePanel::built);
        m_window->setup(id, n, SolveMode::All);
        QTRY_VERIFY_WITH_TIMEOUT(built.count() >= 1 && !m_panel->isBuilding(), 20000);
    }
    /// Opens the run and plays it to its end.
    void openAtEnd(AlgorithmId id, int n)
    {
        open(id, n);
        StepPlayer *player = m_window->player();
        player->seek(m_panel->tree()->steps());
        QTRY_COMPARE_WITH_TIMEOUT(player->position(), m_panel->tree()->steps(), 5000);
    }
    /// Nodes entered by the step, read off the tree.
    int entered(std::int64_t step) const
    {
        int count = 0;
        for (const SearchTree::Node &node : m_panel->tree()->nodes())
            count += node.entered <= step;
        return count;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    TreePanel *m_panel = nullptr;
};

void TestTree::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->setWindowState(Qt::WindowNoState); // a small screen starts maximized
    m_window->resize(1400, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_panel = m_window->treePanel();
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("treeDock"));
    QVERIFY(dock);
    dock->show();
    dock->raise();
}

void TestTree::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestTree::growsWithTheRun()
{
    // 6 x 6 backtracking: 153 nodes (152 queens put on + the empty board). At each step the
    // panel says how many are entered, and the tree's counts match the counters: nodes are the
    // queens placed + 1, solutions the solutions found so far.
    open(AlgorithmId::Backtracking, 6);
    const SearchTree *tree = m_panel->tree().get();
    QVERIFY(tree);
    StepPlayer *player = m_window->player();
    QCOMPARE(tree->keptNodes(), 153);
    QVERIFY2(m_panel->status().startsWith(QStringLiteral("1 of 153 nodes entered")),
             qPrintable(m_panel->status()));
    for (std::int64_t step : { std::int64_t(40), std::int64_t(600), std::int64_t(1200) }) {
        player->seek(step);
        QTRY_COMPARE_WITH_TIMEOUT(player->position(), step, 5000);
        QCOMPARE(m_panel->view()->step(), step);
        // nodes = queens placed so far + 1, as the counters count them
        QCOMPARE(entered(step), int(player->state().counters.placements) + 1);
        QVERIFY2(m_panel->status().startsWith(QStringLiteral("%1 of 153").arg(entered(step))),
                 qPrintable(m_panel->status()));
        // One solution is "1 solution" (issue 38: "1 solutions").
        const qint64 solutions = player->state().counters.solutions;
        QVERIFY2(m_panel->status().contains(QStringLiteral("and %1 %2 so far")
                                                .arg(solutions)
                                                .arg(solutions == 1 ? QStringLiteral("solution")
                                                                    : QStringLiteral("solutions"))),
                 qPrintable(m_panel->status()));
    }
    // Back and forth again gives the same tree.
    player->seek(5);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), 5, 5000);
    QCOMPARE(m_panel->view()->step(), 5);
    player->seek(1200);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), 1200, 5000);
    QVERIFY(m_panel->status().startsWith(QStringLiteral("%1 of 153").arg(entered(1200))));
    // At the end: solutions and dead ends as the run counted them.
    player->seek(tree->steps());
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), tree->steps(), 5000);
    QCOMPARE(tree->total().solutions, player->state().counters.solutions);
    QCOMPARE(tree->total().solutions, 4);
}

void TestTree::clickSeeksTheNode()
{
    // A click on a dead end moves the player to the step that entered it: the board then holds
    // exactly that node's queens.
    openAtEnd(AlgorithmId::Backtracking, 6);
    const SearchTree *tree = m_panel->tree().get();
    StepPlayer *player = m_window->player();
    TreeView *view = m_panel->view();
    std::int32_t deadEnd = -1;
    for (std::int32_t id = 1; id < std::int32_t(tree->keptNodes()) && deadEnd < 0; ++id) {
        if (tree->stateAt(id, tree->steps()) == SearchTree::State::DeadEnd
            && tree->node(id).depth >= 3)
            deadEnd = id;
    }
    QVERIFY(deadEnd > 0);
    view->reveal(deadEnd);
    const QPoint at = view->viewportPoint(deadEnd).toPoint();
    QCOMPARE(view->nodeAt(at), deadEnd);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), tree->node(deadEnd).entered, 5000);
    Placement expected(6, -1);
    for (const Square &s : tree->squares(deadEnd))
        expected[std::size_t(s.row)] = s.col;
    QCOMPARE(m_window->shownPlacement(), expected);
    QCOMPARE(tree->currentAt(player->position()), deadEnd);
    // Stepping back removes it and what was entered after it.
    player->stepBack();
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), tree->node(deadEnd).entered - 1, 5000);
    QCOMPARE(tree->stateAt(deadEnd, view->step()), SearchTree::State::Unborn);
    QCOMPARE(view->nodeAt(at), -1);
}

void TestTree::keyboardWalksTheTree()
{
    // The arrows walk parent, children and siblings and take the player there; the node is
    // read out ("Row 1, column 1: …, entered at step 2").
    openAtEnd(AlgorithmId::Backtracking, 6);
    const SearchTree *tree = m_panel->tree().get();
    StepPlayer *player = m_window->player();
    TreeView *view = m_panel->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Home);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->focusedNode(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), tree->node(1).entered, 5000);
    QVERIFY2(view->accessibleDescription().startsWith(QStringLiteral("Row 1, column 1:")),
             qPrintable(view->accessibleDescription()));
    QVERIFY(view->accessibleDescription().endsWith(QStringLiteral("entered at step 2")));
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->focusedNode(), tree->node(1).nextSibling);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), tree->node(view->focusedNode()).entered, 5000);
    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(view->focusedNode(), 0);
    // Ctrl++ zooms the tree, not the board, while the tree has the keyboard.
    const qreal zoom = view->zoom();
    QTest::keyClick(view, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(view->zoom() > zoom);
}

void TestTree::foldAndProfile()
{
    // 8 x 8: 2,057 nodes. Folding finished subtrees at the end leaves the 8 first queens as
    // boxes; a click unfolds one. The profile under the tree is the tree's, ending in 92.
    openAtEnd(AlgorithmId::Backtracking, 8);
    const SearchTree *tree = m_panel->tree().get();
    QCOMPARE(tree->keptNodes(), 2057);
    TreeView *view = m_panel->view();
    view->foldFinished();
    QCOMPARE(view->layout()->nodeCount(), 9);
    QVERIFY(view->layout()->standsForSubtree(1));
    const QPoint at = view->viewportPoint(1).toPoint();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(!view->isFolded(1)); // one level: its children show, folded in turn
    QCOMPARE(view->layout()->nodeCount(), 9 + tree->node(1).children);
    QVERIFY(view->isFolded(tree->node(1).firstChild)
            || tree->node(tree->node(1).firstChild).children == 0);
    const auto &values = m_panel->chart()->values();
    QCOMPARE(int(values.size()), 9);
    for (std::size_t d = 0; d < values.size(); ++d)
        QCOMPARE(values[d], tree->profile()[d]);
    QCOMPARE(values[8].solutions, 92);
    // The chart can be read: as tall as it needs, its numbers whole (not "...").
    ProfileChart *chart = m_panel->chart();
    QVERIFY(chart->isVisible());
    QTRY_VERIFY(chart->height() >= chart->readableHeight());
    for (QAbstractAxis *axis : chart->chart()->axes())
        QVERIFY(!axis->labelsTruncated());
}

void TestTree::foldFinishedAfterAJumpKeepsNodesInView()
{
    // Issue 38: 6 x 6, Ctrl+G 1000, Fold Finished left the panel blank; Fit did not bring it
    // back. The nodes entered by then are drawn in the view, the current one (or the box
    // standing for it) among them, after the fold and after Fit.
    open(AlgorithmId::Backtracking, 6);
    StepPlayer *player = m_window->player();
    player->seek(1000);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), qint64(1000), 5000);
    TreeView *view = m_panel->view();
    const SearchTree *tree = m_panel->tree().get();
    auto inView = [&] {
        int count = 0;
        for (const std::int32_t id : view->layout()->shown()) {
            if (tree->node(id).entered <= 1000
                && view->viewport()->rect().contains(view->viewportPoint(id).toPoint()))
                ++count;
        }
        return count;
    };
    auto currentInView = [&] {
        std::int32_t shown = tree->currentAt(1000);
        while (shown > 0 && !view->layout()->isShown(shown))
            shown = tree->node(shown).parent;
        return view->viewport()->rect().contains(view->viewportPoint(shown).toPoint());
    };
    QVERIFY(inView() > 0);
    view->foldFinished();
    QVERIFY2(inView() > 1, qPrintable(QString::number(inView())));
    QVERIFY(currentInView());
    view->resetZoom(); // Fit
    QVERIFY2(inView() > 1, qPrintable(QString::number(inView())));
    QVERIFY(currentInView());
    view->unfoldAll();
    QVERIFY(currentInView());
}

void TestTree::notATree()
{
    // Min-conflicts: a chart of attacked queens by step, ending at 0 (solved); the construction:
    // a word instead of a tree.
    open(AlgorithmId::MinConflicts, 8);
    QVERIFY(!m_panel->tree());
    const auto &values = m_panel->chart()->values();
    QVERIFY(values.size() > 2);
    QCOMPARE(values.back().nodes, 0);
    QVERIFY(values[1].nodes > 0);
    // No tree, so nothing to fold or fit: the buttons are gone (issue 38).
    for (QToolButton *b : m_panel->findChildren<QToolButton *>())
        QVERIFY2(!b->isVisibleTo(m_panel), qPrintable(b->text()));
    m_window->setup(AlgorithmId::Construction, 8, SolveMode::All);
    QTRY_VERIFY_WITH_TIMEOUT(!m_panel->isBuilding(), 5000);
    bool said = false;
    for (QLabel *label : m_panel->findChildren<QLabel *>())
        said = said || label->text().contains(QStringLiteral("formula"));
    QVERIFY(said);
}

void TestTree::theProfileIsTheRunsSoFar()
{
    // Issue 38: at step 30 of 6 x 6 the chart already showed the run's 4 solutions, with a
    // scale ending at 426 (ticks like "426"). The bars count what the run has made by the step,
    // read off the tree node by node, on a scale of round figures; stepping back lowers them.
    open(AlgorithmId::Backtracking, 6);
    StepPlayer *player = m_window->player();
    const SearchTree *tree = m_panel->tree().get();
    for (const std::int64_t step : { 30, 400, 1200, 30 }) {
        player->seek(step);
        QTRY_COMPARE_WITH_TIMEOUT(player->position(), qint64(step), 5000);
        std::vector<SearchTree::Counts> byDepth(tree->profile().size());
        for (std::int32_t id = 0; id < std::int32_t(tree->nodes().size()); ++id) {
            const SearchTree::Node &node = tree->node(id);
            SearchTree::Counts &c = byDepth[node.depth];
            c.nodes += node.entered <= step;
            c.deadEnds += tree->stateAt(id, step) == SearchTree::State::DeadEnd;
            c.solutions += tree->stateAt(id, step) == SearchTree::State::Solution;
        }
        const auto &values = m_panel->chart()->values();
        QCOMPARE(values.size(), std::size_t(7));
        for (std::size_t d = 0; d < values.size(); ++d) {
            QCOMPARE(values[d].nodes, byDepth[d].nodes);
            QCOMPARE(values[d].deadEnds, byDepth[d].deadEnds);
            QCOMPARE(values[d].solutions, byDepth[d].solutions);
        }
        if (step == 30)
            QCOMPARE(values[6].solutions, 0);
    }
    const auto *y
        = qobject_cast<QValueAxis *>(m_panel->chart()->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(y);
    const double top = y->max();
    const double magnitude = std::pow(10.0, std::floor(std::log10(top)));
    const double lead = top / magnitude;
    QVERIFY2(std::abs(lead - std::round(lead)) < 1e-9 && top >= 46,
             qPrintable(QString::number(top))); // the widest depth holds 46 nodes
    // Min-conflicts: a dashed line stands at the step the run is at.
    open(AlgorithmId::MinConflicts, 8);
    player->seek(12);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), qint64(12), 5000);
    QTRY_COMPARE(m_panel->chart()->markerAt(), 12.0);
    player->stepBack();
    QTRY_COMPARE(m_panel->chart()->markerAt(), 11.0);
}

// In the normal window at 1024 x 768 the tree follows the run: the current node is in sight
// after steps and jumps, and when its tab comes back to the front after the run went on
// behind it.
void TestTree::theCurrentNodeStaysInSight()
{
    m_window->resize(1024, 768);
    open(AlgorithmId::Backtracking, 8);
    StepPlayer *player = m_window->player();
    TreeView *view = m_panel->view();
    const auto currentInSight = [&] {
        const SearchTree *tree = m_panel->tree().get();
        std::int32_t shown = tree->currentAt(player->position());
        while (shown > 0 && !view->layout()->isShown(shown))
            shown = tree->node(shown).parent;
        return view->viewport()->rect().contains(view->viewportPoint(shown).toPoint());
    };
    for (const qint64 step : { 60, 400, 3000, 9000 }) {
        player->seek(step);
        QTRY_COMPARE_WITH_TIMEOUT(player->position(), step, 5000);
        QTRY_VERIFY2(currentInSight(), qPrintable(QStringLiteral("step %1").arg(step)));
    }
    for (int i = 0; i < 40; ++i)
        player->stepForward();
    QTRY_COMPARE(player->position(), qint64(9040));
    QTRY_VERIFY(currentInSight());
    // Put away while the run goes on, then shown again.
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("treeDock"));
    dock->hide();
    QTRY_VERIFY(!view->isVisible());
    player->seek(20000);
    QTRY_COMPARE_WITH_TIMEOUT(player->position(), qint64(20000), 5000);
    dock->show();
    dock->raise();
    QTRY_VERIFY(view->isVisible());
    QTRY_VERIFY2(currentInSight(), "the tree came back to the front away from the run");
}

void TestTree::exportsTheTree()
{
    // File > Export Search Tree: the 4 x 4 tree whole (17 nodes, librsvg opens it); 9 x 9's
    // 8,394 nodes are more than a picture draws, so it is cut at the deepest depth that fits.
    open(AlgorithmId::Backtracking, 4);
    QSignalSpy written(m_window->exporter(), &ExportController::written);
    const QString svg = m_dir->filePath(QStringLiteral("tree4.svg"));
    QString error;
    int cut = 0;
    QVERIFY2(m_window->exporter()->startTree(svg, &error, &cut), qPrintable(error));
    QCOMPARE(cut, -1);
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 10000);
    QVERIFY(written.first().first().toBool());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QCOMPARE(int(bytes.count("class=\"node ")), 17);
    const QString rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    if (!rsvg.isEmpty()) {
        QProcess convert;
        convert.start(rsvg,
                      { svg, QStringLiteral("-o"), m_dir->filePath(QStringLiteral("t.png")) });
        QVERIFY(convert.waitForFinished(30000));
        QCOMPARE(convert.exitCode(), 0);
    }
    open(AlgorithmId::Backtracking, 9);
    const QString big = m_dir->filePath(QStringLiteral("tree9.svg"));
    QVERIFY2(m_window->exporter()->startTree(big, &error, &cut), qPrintable(error));
    QVERIFY(cut >= 1 && cut < 9);
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 2, 10000);
    QFile bigFile(big);
    QVERIFY(bigFile.open(QIODevice::ReadOnly));
    const QByteArray bigBytes = bigFile.readAll();
    const TreeLayout expected(*m_panel->tree(), cut);
    QCOMPARE(qsizetype(bigBytes.count("class=\"node ")), qsizetype(expected.nodeCount()));
    QVERIFY(expected.nodeCount() <= 4000);
    QVERIFY(bigBytes.contains("class=\"count\"")); // each box with its subtree's nodes
    // The 8 x 8 tree as a PDF: one A4 page (the branches without a solution left out, which
    // the note says), its page count read from the file.
    open(AlgorithmId::Backtracking, 8);
    const QString pdf = m_dir->filePath(QStringLiteral("tree8.pdf"));
    QString note;
    QVERIFY2(m_window->exporter()->startTree(pdf, &error, &cut, &note), qPrintable(error));
    QCOMPARE(cut, -1);
    QVERIFY2(note.contains(QStringLiteral("1,506")), qPrintable(note));
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 3, 10000);
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    const QByteArray pdfBytes = pdfFile.readAll();
    QCOMPARE(pdfBytes.count("/Type /Page\n"), 1);
    QVERIFY(pdfBytes.contains("/MediaBox [0 0 842") || pdfBytes.contains("/MediaBox [0 0 595"));
    // A name that is no picture is refused with a word.
    QVERIFY(!m_window->exporter()->startTree(m_dir->filePath(QStringLiteral("t.gif")), &error));
    QVERIFY(error.contains(QStringLiteral(".svg")));
}

QTEST_MAIN(TestTree)
#include "tst_tree.moc"
