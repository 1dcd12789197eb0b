// SPDX-License-Identifier: GPL-3.0-or-later
// Domination in the window, as a student would use it: the problem switch, the animated search
// with its coverage marks and heat map, the browser's 638 classes of 8 x 8, the plain message
// below the domination number, exploring toward a covering set, and exporting a set.
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "boardexport.h"
#include "browser/catalogmodel.h"
#include "browser/solutionbrowser.h"
#include "domination.h"
#include "explore/explorepanel.h"
#include "panels/counterspanel.h"
#include "playback/stepplayer.h"
#include "reference.h"
#include "solutioncatalog.h"
#include "window/mainwindow.h"

#include "window/exportcontroller.h"

#include "browser/filterbar.h"
#include "browser/squarepicker.h"
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

namespace {

// How many queens of the set occupy or attack the square.
int coverOf(const std::vector<Square> &queens, int r, int c)
{
    int count = 0;
    for (const Square &q : queens)
        count += q.row == r || q.col == c || q.row - q.col == r - c || q.row + q.col == r + c;
    return count;
}

} // namespace

class TestDominationMode : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void switchShowsTheControls();
    void searchMarksCoverage();
    void independentRunFindsTheSets();
    void browserListsTheClasses();
    void belowTheDominationNumber();
    void exploreTowardACoveringSet();
    void twoQueensOnARowReachTheBrowser();
    void exportsTheSet();
    void problemIsRemembered();

private:
    void click(int row, int col)
    {
        BoardView *view = m_window->boardView();
        const QPointF centre = BoardItem::squareRect(row, col).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centre));
    }
    void openBrowser()
    {
        m_window->findChild<QDockWidget *>(QStringLiteral("browserDock"))->raise();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->browser()->isReady(), 20000);
    }
    // The colour at the corner of a square as the view shows it (away from numbers and rings).
    QRgb squarePixel(int row, int col)
    {
        QImage image(400, 400, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        const QRectF board = m_window->scene()->board()->boardRect();
        m_window->scene()->render(&p, QRectF(0, 0, 400, 400), board);
        p.end();
        const qreal side = 400.0 / m_window->player()->size();
        return image.pixel(int(col * side + side * 0.12), int(row * side + side * 0.12));
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestDominationMode::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window
        = std::make_unique<MainWindow>(StartupOptions {}, m_dir->filePath(QStringLiteral("s.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestDominationMode::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestDominationMode::switchShowsTheControls()
{
    auto *problem = m_window->findChild<QComboBox *>(QStringLiteral("problemBox"));
    auto *queens = m_window->findChild<QSpinBox *>(QStringLiteral("queensBox"));
    QVERIFY(problem && queens);
    QVERIFY(!m_window->isDomination());
    QVERIFY(!queens->isVisible());
    problem->setCurrentIndex(1);
    emit problem->activated(1);
    QVERIFY(m_window->isDomination());
    QTRY_VERIFY(queens->isVisible()); // the toolbar lays itself out on the next pass
    QCOMPARE(m_window->player()->algorithm(), AlgorithmId::Domination);
    QCOMPARE(queens->maximum(), m_window->player()->size()); // k from 1 to n
    queens->setValue(3);
    QCOMPARE(m_window->player()->problem().queens, 3);
    // The title counts the queens in words that fit any number: "1 queen", "an 8 x 8" avoided.
    m_window->chooseLanguage(QStringLiteral("en"));
    auto *title = m_window->findChild<QLabel *>(QStringLiteral("title"));
    const int n = m_window->player()->size();
    QCOMPARE(title->text(), QStringLiteral("Domination: 3 queens on the %1 × %1 board").arg(n));
    queens->setValue(1);
    QCOMPARE(title->text(), QStringLiteral("Domination: 1 queen on the %1 × %1 board").arg(n));
    problem->setCurrentIndex(0);
    emit problem->activated(0);
    QVERIFY(!m_window->isDomination());
    QTRY_VERIFY(!queens->isVisible());
    QVERIFY(m_window->player()->algorithm() != AlgorithmId::Domination);
    QVERIFY2(title->text().endsWith(
                 QStringLiteral(" on the %1 × %1 board").arg(m_window->player()->size())),
             qPrintable(title->text()));
}

void TestDominationMode::searchMarksCoverage()
{
    m_window->setupDomination(8, 5, false, SolveMode::All);
    StepPlayer *player = m_window->player();
    BoardItem *board = m_window->scene()->board();
    QVERIFY(board->isSquareSet());
    const QRgb plain = Theme::of(Theme::Light).lightSquare.rgb();
    // Nothing covered yet: the top left square is marked as uncovered.
    const QRgb uncovered = squarePixel(0, 0);
    QVERIFY(uncovered != plain);

    player->runUntil(StopCondition::nextSolution());
    QTRY_COMPARE_WITH_TIMEOUT(player->state().counters.solutions, 1, 20000);
    QTRY_VERIFY(!player->isPlaying());
    const std::vector<Square> queens = m_window->scene()->queenSquares();
    QCOMPARE(int(queens.size()), 5);
    QCOMPARE(player->state().uncovered(), 0);
    int most = 0;
    for (int r = 0; r < 8; ++r) {
        for (int c = 0; c < 8; ++c) {
            const int expected = coverOf(queens, r, c);
            QVERIFY2(expected > 0, "the set found covers every square");
            QCOMPARE(board->coverAt(r, c), expected); // the heat map's numbers
            most = std::max(most, expected);
        }
    }
    QVERIFY(most > 1);
    // The heat map tints a covered square, unlike a plain or an uncovered one.
    for (int r = 0; r < 8; ++r) {
        for (int c = 0; c < 8; ++c) {
            if (((r + c) & 1) || coverOf(queens, r, c) == 0
                || std::find(queens.begin(), queens.end(), Square { r, c }) != queens.end())
                continue;
            const QRgb heat = squarePixel(r, c);
            QVERIFY(heat != plain);
            QVERIFY(heat != uncovered);
            r = c = 8;
        }
    }
    // The counters panel names the covering sets and shows what is uncovered.
    QCOMPARE(m_window->counters()->value(QStringLiteral("solutions")), QStringLiteral("1"));
    QCOMPARE(m_window->counters()->value(QStringLiteral("uncovered")), QStringLiteral("0"));
    QVERIFY(m_window->caption().contains(QStringLiteral("Covering set 1")));
}

void TestDominationMode::independentRunFindsTheSets()
{
    m_window->setupDomination(5, 3, true, SolveMode::All);
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished, 20000);
    DominationOptions o;
    o.n = 5;
    o.queens = 3;
    o.independent = true;
    QCOMPARE(player->state().counters.solutions, Domination::count(o).sets);
    QVERIFY(player->state().counters.solutions > 0);
}

void TestDominationMode::browserListsTheClasses()
{
    m_window->setupDomination(8, 5, false, SolveMode::All);
    openBrowser();
    SolutionBrowser *browser = m_window->browser();
    const auto reference = test::dominationCounts().value(8);
    QCOMPARE(browser->catalog()->solutionCount(), reference.b);
    QCOMPARE(browser->catalog()->classCount(), reference.c);
    QCOMPARE(browser->model()->rowCount(), int(reference.c)); // one row per class
    QVERIFY2(browser->summary().contains(QStringLiteral("638")), qPrintable(browser->summary()));
    // Picking a set shows its queens on the board.
    browser->selectSolution(17);
    const std::vector<Square> expected = browser->catalog()->squares(17);
    QTRY_COMPARE(int(m_window->scene()->queenSquares().size()), 5);
    std::vector<Square> shown = m_window->shownSquares();
    QCOMPARE(shown, expected);
    // The counters tell of the board shown: the set's five queens, nothing uncovered.
    QCOMPARE(m_window->counters()->value(QStringLiteral("depth")), QStringLiteral("5"));
    QCOMPARE(m_window->counters()->value(QStringLiteral("uncovered")), QStringLiteral("0"));
    // Back to non-attacking queens: the browser lists solutions again.
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    QTRY_VERIFY_WITH_TIMEOUT(browser->isReady(), 20000);
    QCOMPARE(browser->catalog()->solutionCount(), 92);
}

void TestDominationMode::belowTheDominationNumber()
{
    m_window->setupDomination(8, 4, false, SolveMode::All);
    openBrowser();
    QCOMPARE(m_window->browser()->catalog()->solutionCount(), 0);
    QCOMPARE(m_window->browser()->summary(),
             QStringLiteral("No set of 4 queens covers the 8 × 8 board: the search tried every "
                            "possibility."));
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(player->state().finished, 20000);
    QCOMPARE(player->state().counters.solutions, 0);
    QVERIFY(m_window->caption().contains(QStringLiteral("no set of these queens covers")));
}

void TestDominationMode::exploreTowardACoveringSet()
{
    m_window->setupDomination(8, 5, false, SolveMode::All);
    ExplorePanel *panel = m_window->explorePanel();
    panel->setActive(true);
    QVERIFY(panel->isDomination());
    QVERIFY(panel->extensionsText().contains(QStringLiteral("4,860"))
            || panel->extensionsText().contains(QStringLiteral("4860")));
    click(0, 0);
    click(0, 1); // two queens in one row: allowed here
    QCOMPARE(int(panel->squares().size()), 2);
    QCOMPARE(int(m_window->scene()->queenSquares().size()), 2);
    QVERIFY(m_window->scene()->board()->isAttacked(7, 7));
    QVERIFY(!m_window->scene()->board()->isAttacked(2, 4)); // uncovered
    QCOMPARE(m_window->scene()->board()->coverAt(2, 4), 0);
    panel->undo();
    panel->undo();
    QVERIFY(panel->squares().empty());
    // Following the hints reaches a covering set, and Check says so.
    for (int i = 0; i < 5; ++i) {
        panel->hint();
        QVERIFY2(panel->message().startsWith(QStringLiteral("Hint:")),
                 qPrintable(panel->message()));
        const Explorer::Hint h = panel->explorer().coverHint(5, false);
        QCOMPARE(h.kind, Explorer::Hint::Place);
        click(h.square.row, h.square.col);
    }
    panel->check();
    QVERIFY2(panel->message().startsWith(QStringLiteral("Covered!")), qPrintable(panel->message()));
    // Take one back: Check counts the uncovered squares.
    panel->undo();
    panel->check();
    QVERIFY2(panel->message().startsWith(QStringLiteral("Not yet:")), qPrintable(panel->message()));
    // The live count is exact when the sets are many: 8 x 8 with 6 queens, the empty board.
    m_window->setupDomination(8, 6, false, SolveMode::All);
    panel->setActive(true);
    QVERIFY2(panel->extensionsText().endsWith(
                 QStringLiteral("Covering sets of 6 queens that hold these queens: 1,352,644")),
             qPrintable(panel->extensionsText()));
}

void TestDominationMode::twoQueensOnARowReachTheBrowser()
{
    // Covering sets may hold two queens on a row: Explore counts them, "Show Them" lists
    // exactly those, the field shows them as squares, and what Copy writes reads back.
    m_window->setupDomination(8, 5, false, SolveMode::All);
    openBrowser();
    ExplorePanel *panel = m_window->explorePanel();
    panel->setActive(true);
    click(0, 0);
    click(0, 1);
    const std::int64_t count = panel->explorer().coveringSets(5, false);
    QVERIFY(count > 0);
    SolutionBrowser *browser = m_window->browser();
    QSignalSpy applied(browser, &SolutionBrowser::filterApplied);
    QPushButton *button = nullptr;
    for (QPushButton *b : panel->findChildren<QPushButton *>())
        if (b->text().startsWith(QStringLiteral("Show ")) && b->isVisible())
            button = b;
    QVERIFY(button);
    button->click();
    QTRY_VERIFY_WITH_TIMEOUT(applied.count() >= 1 && !browser->isFiltering(), 10000);
    browser->model()->setMode(CatalogModel::Mode::AllSolutions);
    QCOMPARE(browser->model()->rowCount(), int(count));
    FilterBar *bar = browser->findChild<FilterBar *>();
    QVERIFY(bar);
    QCOMPARE(bar->queensEdit()->text(), QStringLiteral("1,1 1,2"));
    // The small board holds both queens of the row.
    QCOMPARE(int(bar->picker()->queens().size()), 2);
    // Typed, in the spelling Copy writes (and the older one): the same sets.
    const std::int64_t first
        = browser->model()->index(0, 0).data(CatalogModel::SolutionRole).toLongLong();
    const QString copied = CatalogModel::entryText(browser->catalog().get(), first);
    QVERIFY2(QRegularExpression(QStringLiteral("^(\\d,\\d ){4}\\d,\\d$")).match(copied).hasMatch(),
             qPrintable(copied));
    bar->queensEdit()->setText(copied);
    QTest::keyClick(bar->queensEdit(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!browser->isFiltering() && browser->model()->rowCount() == 1, 10000);
    QCOMPARE(bar->error(), QString());
    bar->queensEdit()->setText(QStringLiteral("(1, 1) (1, 2)"));
    QTest::keyClick(bar->queensEdit(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!browser->isFiltering() && browser->model()->rowCount() == int(count),
                             10000);
    QCOMPARE(bar->queensEdit()->text(), QStringLiteral("1,1 1,2"));
}

void TestDominationMode::exportsTheSet()
{
    m_window->setupDomination(8, 5, false, SolveMode::All);
    openBrowser();
    m_window->browser()->selectSolution(0);
    QTRY_COMPARE(int(m_window->shownSquares().size()), 5);
    const QString svg = m_dir->filePath(QStringLiteral("set.svg"));
    BoardPicture style;
    style.marks = MarkOptions::sheet(true);
    QString error;
    QVERIFY2(m_window->exporter()->exportBoard(svg, style, 400, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QCOMPARE(text.count("<use class=\"queen\""), 5);
    QVERIFY(!text.contains("class=\"uncovered\"")); // a covering set leaves none
    QCOMPARE(text.count("class=\"conflict\""), 0); // queens may attack each other here
    const QString sheet = m_dir->filePath(QStringLiteral("classes.csv"));
    QSignalSpy written(m_window->exporter(), &ExportController::written);
    m_window->exporter()->startSolutions(sheet, true);
    QVERIFY(written.wait(20000));
    QVERIFY2(written.first().at(0).toBool(), qPrintable(written.first().at(2).toString()));
    QFile csv(sheet);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 638);
    QVERIFY(lines.first().startsWith("set,class,class_size,transform,queen1_row"));
}

void TestDominationMode::problemIsRemembered()
{
    m_window->setupDomination(7, 4, true, SolveMode::First);
    m_window->close();
    m_window.reset();
    m_window
        = std::make_unique<MainWindow>(StartupOptions {}, m_dir->filePath(QStringLiteral("s.ini")));
    QVERIFY(m_window->isDomination());
    QCOMPARE(m_window->player()->size(), 7);
    QCOMPARE(m_window->player()->problem().queens, 4);
    QVERIFY(m_window->player()->problem().independent);
}

QTEST_MAIN(TestDominationMode)
#include "tst_dominationmode.moc"
