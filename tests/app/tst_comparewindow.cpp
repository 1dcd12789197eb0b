// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare window's ladder, as a teacher opens it: filled behind the window on first show,
// its table and chart holding the figures of the algorithms' own runs, brute force estimated
// past the time allowed (and said so), the measure switched, a fill cancelled at once, and the
// chart and table exported as PNG, SVG, PDF and CSV that real readers open.
#include "board/boardview.h"
#include "compare/comparewindow.h"
#include "compare/estimatechart.h"
#include "compare/estimatepage.h"
#include "compare/ladderchart.h"
#include "compare/ladderpage.h"
#include "compare/probeframes.h"
#include "compare/racelane.h"
#include "compare/racepage.h"
#include "platform/captionlabel.h"
#include "playback/racetransport.h"
#include "tree/treepanel.h"
#include "tree/treeview.h"
#include "window/mainwindow.h"

#include "knowncounts.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QXYSeries>
#include <QtTest>

using namespace nq;

class TestCompareWindow : public QObject
{
    Q_OBJECT

private slots:
    void fillsWhenFirstShown();
    void measuresSwitch();
    void overlappingLinesAreToldApart();
    void cancelAnswersAtOnce();
    void ladderWaitsForItsTab();
    void exports();
    void opensFromTheViewMenu();
    void raceOnTheBoards();
    void playAndPauseHoldTheirPlace();
    void fourBoardsAtFullSpeedTakeTurns();
    void boardsHoldTheirSize();
    void aStepIsPaintedInItsFrame();
    void estimateConverges();
    void oneProbeRowByRow();
    void probeWalksTheMainWindowsTree();
    void probeBoardNumbersTheRowItNames();

private:
    static QString cell(const LadderPage *page, AlgorithmId id, int n);
};

QString TestCompareWindow::cell(const LadderPage *page, AlgorithmId id, int n)
{
    const std::vector<AlgorithmId> ids = LadderSpec::defaultAlgorithms();
    const int row = int(std::find(ids.begin(), ids.end(), id) - ids.begin());
    const QTableWidgetItem *item = page->table()->item(row, n - 4);
    return item ? item->text() : QString();
}

void TestCompareWindow::fillsWhenFirstShown()
{
    CompareWindow window;
    LadderPage *page = window.ladder();
    QSignalSpy filled(page, &LadderPage::filled);
    window.show();
    QVERIFY(page->isFilling());
    QTRY_VERIFY_WITH_TIMEOUT(filled.count() == 1, 60000);
    QVERIFY(!page->isFilling());
    // Nine algorithms on seven sizes, 4 x 4 to 10 x 10.
    QCOMPARE(page->rungs().size(), std::size_t(9 * 7));
    QCOMPARE(page->table()->rowCount(), 9);
    QCOMPARE(page->table()->columnCount(), 7);
    const QLocale locale;
    // The figures are the runs' own: bitmask puts the tree's 35,538 queens on 10 x 10,
    // permutations test 8! boards on 8 x 8.
    QCOMPARE(cell(page, AlgorithmId::Bitmask, 10), locale.toString(35538.0, 'f', 0));
    QCOMPARE(cell(page, AlgorithmId::Permutations, 8), locale.toString(40320.0, 'f', 0));
    QCOMPARE(
        cell(page, AlgorithmId::Backtracking, 8),
        locale.toString(
            double(Ladder::count(AlgorithmId::Backtracking, 8, SolveMode::All).stats.placements),
            'f', 0));
    // Brute force on 10 x 10 would test 10^10 boards: estimated, marked and said so.
    QVERIFY(cell(page, AlgorithmId::BruteForce, 10).startsWith(QStringLiteral("≈")));
    QVERIFY(page->note()->text().contains(QStringLiteral("Knuth")));
    QVERIFY(page->note()->text().contains(Algorithms::info(AlgorithmId::BruteForce).displayName()));
    // A line per algorithm, a dashed part for each estimated past its last size counted (brute
    // force at least), and n^n and n!.
    int dashed = 0;
    for (const AlgorithmId id : LadderSpec::defaultAlgorithms()) {
        bool counted = false, estimated = false;
        for (const LadderRung &r : page->rungs()) {
            counted |= r.algorithm == id && r.kind == RungKind::Counted;
            estimated |= r.algorithm == id && r.kind == RungKind::Estimated;
        }
        dashed += counted && estimated ? 1 : 0;
    }
    QVERIFY(dashed >= 1);
    QCOMPARE(page->chart()->seriesCount(), 9 + dashed + 2);
}

void TestCompareWindow::measuresSwitch()
{
    CompareWindow window;
    LadderPage *page = window.ladder();
    page->setTo(7);
    QSignalSpy filled(page, &LadderPage::filled);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(filled.count() == 1, 60000);
    page->setMeasure(LadderMeasure::Tested);
    const QLocale locale;
    QCOMPARE(cell(page, AlgorithmId::Backtracking, 7), locale.toString(3584.0, 'f', 0));
    // Bitmask tests a whole row at once: a test a queen put.
    QCOMPARE(cell(page, AlgorithmId::Bitmask, 7), locale.toString(551.0, 'f', 0));
    // Without n^n and n!, which count boards.
    QCOMPARE(page->chart()->seriesCount(), 9);
    page->setMeasure(LadderMeasure::Time);
    QVERIFY(cell(page, AlgorithmId::Bitmask, 7).endsWith(QStringLiteral("s")));
    // All solutions or the first: the first needs far less.
    page->setFirst(true);
    page->fill();
    QTRY_VERIFY_WITH_TIMEOUT(filled.count() == 2, 60000);
    page->setMeasure(LadderMeasure::Visited);
    QCOMPARE(
        cell(page, AlgorithmId::Backtracking, 7),
        locale.toString(
            double(Ladder::count(AlgorithmId::Backtracking, 7, SolveMode::First).stats.placements),
            'f', 0));
}

// The ladder's lines that lie on one another (brute force under n^n, the backtracking
// variants together) are told apart by a marker shape each, and a click on a name in the
// legend hides its lines, its dashed estimate too, and shows them again. On F11 the window's
// words take the main window's projector sizes: the legend, the axes, the table.
void TestCompareWindow::overlappingLinesAreToldApart()
{
    CompareWindow window;
    LadderPage *page = window.ladder();
    page->setTo(7);
    QSignalSpy filled(page, &LadderPage::filled);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(filled.count() == 1, 60000);
    QChart *chart = page->chart()->chart();
    QList<QImage> markers;
    int lines = 0;
    for (QAbstractSeries *s : chart->series()) {
        auto *line = qobject_cast<QXYSeries *>(s);
        QVERIFY(line);
        if (line->pen().style() != Qt::SolidLine)
            continue; // an estimate's part (dashed), or n^n and n!
        ++lines;
        QVERIFY(!line->lightMarker().isNull());
        QVERIFY2(!markers.contains(line->lightMarker()), qPrintable(s->name())); // none alike
        markers << line->lightMarker();
    }
    QCOMPARE(lines, 9);
    const QString brute = Algorithms::info(AlgorithmId::BruteForce).displayName();
    // The legend lays its entries out after the lines are added (later on a slow machine).
    QLegendMarker *entry = nullptr;
    const auto findEntry = [&] {
        for (QLegendMarker *m : chart->legend()->markers()) {
            if (m->label() == brute && m->isVisible())
                entry = m;
        }
        return entry != nullptr;
    };
    QTRY_VERIFY(findEntry());
    emit entry->clicked();
    QVERIFY(!page->chart()->isShown(brute));
    for (QAbstractSeries *s : chart->series()) {
        if (s->name().startsWith(brute))
            QVERIFY2(!s->isVisible(), qPrintable(s->name()));
    }
    QVERIFY(entry->isVisible()); // greyed in the legend, to be clicked back
    emit entry->clicked();
    QVERIFY(page->chart()->isShown(brute));

    window.setPresenting(true);
    QTRY_VERIFY(window.isFullScreen());
    const int rows = std::max(768, window.screen()->geometry().height());
    const int projector = int(CompareWindow::kProjectorPx * rows / 768.0 + 0.5);
    QCOMPARE(chart->legend()->font().pixelSize(), projector * 4 / 5);
    for (QAbstractAxis *axis : chart->axes())
        QCOMPARE(axis->labelsFont().pixelSize(), projector);
    QVERIFY2(QFontInfo(page->table()->font()).pixelSize() >= projector - 1,
             qPrintable(QString::number(QFontInfo(page->table()->font()).pixelSize())));
    window.setPresenting(false);
    QTRY_VERIFY(!window.isFullScreen());
    QVERIFY(QFontInfo(page->table()->font()).pixelSize() < projector);
}

void TestCompareWindow::cancelAnswersAtOnce()
{
    CompareWindow window;
    LadderPage *page = window.ladder();
    page->setTo(16);
    window.show(); // fills up to 16 x 16: seconds of work
    QVERIFY(page->isFilling());
    QElapsedTimer t;
    t.start();
    page->cancel();
    // Never waits for the thread, which would take seconds more (a second allowed for a
    // machine under the sanitizers).
    QVERIFY(t.elapsed() < 1000);
    QVERIFY(!page->isFilling());
    // Filled again, then the window closed under a fill: nothing hangs.
    page->fill();
    QVERIFY(page->isFilling());
}

void TestCompareWindow::ladderWaitsForItsTab()
{
    // Opened on the race (View > Race): the ladder is neither filled nor drawn behind it, the
    // GUI thread being the race's.
    CompareWindow window;
    LadderPage *page = window.ladder();
    page->setTo(6);
    window.showRace();
    window.show();
    QVERIFY(!page->isFilling());
    QVERIFY(page->rungs().empty());
    // Filled while hidden: the rungs are taken, the chart and table drawn only when seen.
    QSignalSpy filled(page, &LadderPage::filled);
    page->fill();
    QTRY_VERIFY_WITH_TIMEOUT(filled.count() == 1, 60000);
    QCOMPARE(page->rungs().size(), std::size_t(9 * 3));
    QCOMPARE(page->table()->rowCount(), 0);
    QCOMPARE(page->chart()->seriesCount(), 0);
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(page);
    QCOMPARE(page->table()->rowCount(), 9);
    QCOMPARE(page->table()->columnCount(), 3);
    QCOMPARE(cell(page, AlgorithmId::Bitmask, 6),
             QLocale().toString(
                 double(Ladder::count(AlgorithmId::Bitmask, 6, SolveMode::All).stats.placements),
                 'f', 0));
    QVERIFY(page->chart()->seriesCount() >= 9 + 2);
    // Seen once filled, it is not filled again.
    QVERIFY(!page->isFilling());
    QCOMPARE(filled.count(), 1);
}

void TestCompareWindow::exports()
{
    CompareWindow window;
    LadderPage *page = window.ladder();
    page->setTo(8);
    QSignalSpy filled(page, &LadderPage::filled);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(filled.count() == 1, 60000);
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath(QStringLiteral("ladder.png"));
    QVERIFY2(page->exportTo(png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(image.width() >= 1600 && image.height() >= 1000); // twice the chart's size
    // Not blank: the lines and labels draw dark pixels on the white page.
    int dark = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            dark += qGray(image.pixel(x, y)) < 128 ? 1 : 0;
    QVERIFY(dark > 500);
    const QString svg = dir.filePath(QStringLiteral("ladder.svg"));
    QVERIFY2(page->exportTo(svg, &error), qPrintable(error));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    const QString pdf = dir.filePath(QStringLiteral("ladder.pdf"));
    QVERIFY2(page->exportTo(pdf, &error), qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(5) == "%PDF-");
    const QString csv = dir.filePath(QStringLiteral("ladder.csv"));
    QVERIFY2(page->exportTo(csv, &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(csvFile.readAll()), Ladder::csv(page->rungs()));
    // A name with no format, and a folder that does not exist: a message, no file.
    QVERIFY(!page->exportTo(dir.filePath(QStringLiteral("ladder.txt")), &error));
    QVERIFY(error.contains(QStringLiteral(".png, .svg, .pdf or .csv")));
    QVERIFY(!page->exportTo(dir.filePath(QStringLiteral("no/such/ladder.png")), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("ladder.txt"))));
}

void TestCompareWindow::opensFromTheViewMenu()
{
    QTemporaryDir dir;
    MainWindow main(StartupOptions {}, dir.filePath(QStringLiteral("settings.ini")));
    main.show();
    QAction *compare = main.action(QStringLiteral("compare"));
    QVERIFY(compare);
    QCOMPARE(compare->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_M));
    compare->trigger();
    CompareWindow *window = main.compareWindow();
    QVERIFY(window->isVisible());
    QVERIFY(window->ladder()->isFilling());
    compare->trigger(); // again: the same window, not a second one
    QCOMPARE(main.compareWindow(), window);
}

void TestCompareWindow::raceOnTheBoards()
{
    CompareWindow window;
    window.show();
    window.showRace();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RacePage *page = window.race();
    // The default race: three boards on 8 x 8, a queen a tick.
    QCOMPARE(page->lanesShown(), 3);
    QVERIFY(!page->lane(3)->isVisible());
    page->choose(6, { AlgorithmId::Backtracking, AlgorithmId::Bitmask }, PaceUnit::Queen);
    QCOMPARE(page->lanesShown(), 2);
    QVERIFY(!page->lane(2)->isVisible());
    RaceTransport *race = page->race();
    // The keys drive every board: Right is a tick, Space plays.
    window.activateWindow();
    QTest::keyClick(&window, Qt::Key_Right);
    QTRY_COMPARE(race->position(), std::int64_t(1));
    for (int r = 0; r < 2; ++r) {
        QCOMPARE(race->cursor(r)->state().counters.placements, std::int64_t(1));
        QVERIFY(page->lane(r)->counters().contains(QStringLiteral("1")));
        QVERIFY(!page->lane(r)->caption().isEmpty());
    }
    race->setSpeedLevel(PlaybackClock::speedLevels() - 1);
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(race->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!race->isPlaying() && race->lengthKnown(), 30000);
    // Both put the tree's 152 queens: they finish together, first.
    for (int r = 0; r < 2; ++r) {
        QVERIFY2(page->lane(r)->result().contains(QLocale().toString(152)),
                 qPrintable(page->lane(r)->result()));
        QVERIFY(page->lane(r)->counters().contains(QStringLiteral("4")));
    }
    // Home: both boards back at the start.
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(race->position(), std::int64_t(0));
    QCOMPARE(race->cursor(0)->position(), std::int64_t(0));
    QCOMPARE(race->cursor(1)->position(), std::int64_t(0));
    QVERIFY(page->lane(0)->result().isEmpty());
}

void TestCompareWindow::playAndPauseHoldTheirPlace()
{
    // Play turns to Pause and back: the buttons and the speed beside them stay where they are.
    CompareWindow window;
    window.show();
    window.showRace();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RacePage *page = window.race();
    RaceTransport *race = page->race();
    auto *speed = page->findChild<QSlider *>();
    QVERIFY(speed);
    QTest::qWait(20);
    const QRect before = speed->geometry();
    race->setSpeedLevel(PlaybackClock::levelFor(2));
    race->play();
    QVERIFY(race->isPlaying());
    QTest::qWait(50); // laid out again, had anything changed size
    QCOMPARE(speed->geometry(), before);
    race->pause();
    QTest::qWait(50);
    QCOMPARE(speed->geometry(), before);
}

void TestCompareWindow::fourBoardsAtFullSpeedTakeTurns()
{
    CompareWindow window;
    window.show();
    window.showRace();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RacePage *page = window.race();
    // Four runs of like length (35,538 queens for the first two, a few times that for the
    // others): at maximum speed the longest takes about 180 frames, so none finishes in the
    // first frames, however many ticks a busy machine fits in one.
    page->choose(10,
                 { AlgorithmId::Backtracking, AlgorithmId::Bitmask, AlgorithmId::BreadthFirst,
                   AlgorithmId::DepthFirstStack },
                 PaceUnit::Queen);
    RaceTransport *race = page->race();
    const auto current
        = [&](int lane) { return page->lane(lane)->shownStep() == race->cursor(lane)->position(); };
    // Playing at maximum speed, a frame shows the even boards or the odd ones, in turn (this
    // slot runs after the page's).
    int frames = 0, inTurn = 0;
    // The slots' context, ended before what they count, whatever way the test returns.
    auto watch = std::make_unique<QObject>();
    connect(race, &RaceTransport::moved, watch.get(), [&](const StepChange &change) {
        if (change.reset || !race->isPlaying())
            return;
        for (int r = 0; r < 4; ++r) {
            if (race->cursor(r)->finished())
                return;
        }
        ++frames;
        const bool even = current(0) && current(2) && !current(1) && !current(3);
        const bool odd = current(1) && current(3) && !current(0) && !current(2);
        inTurn += even || odd ? 1 : 0;
    });
    race->setSpeedLevel(PlaybackClock::speedLevels() - 1);
    race->play();
    QTRY_VERIFY_WITH_TIMEOUT(frames >= 6 || !race->isPlaying(), 30000);
    race->pause();
    QVERIFY2(frames >= 6, qPrintable(QString::number(frames)));
    QCOMPARE(inTurn, frames);
    // A pause shows every board where its run stands.
    for (int r = 0; r < 4; ++r)
        QVERIFY2(current(r), qPrintable(QString::number(r)));
    // A step shows all four.
    race->stepForward();
    QTRY_VERIFY(current(0) && current(1) && current(2) && current(3));
    // Two boards are drawn together at any speed.
    page->choose(10, { AlgorithmId::Backtracking, AlgorithmId::Bitmask }, PaceUnit::Queen);
    int both = 0, pairs = 0;
    watch.reset();
    const QObject pairWatch;
    connect(race, &RaceTransport::moved, &pairWatch, [&] {
        if (!race->isPlaying() || race->cursor(0)->finished() || race->cursor(1)->finished())
            return;
        ++pairs;
        both += current(0) && current(1) ? 1 : 0;
    });
    race->play();
    QTRY_VERIFY_WITH_TIMEOUT(pairs >= 6 || !race->isPlaying(), 30000);
    race->pause();
    QVERIFY(pairs >= 6);
    QCOMPARE(both, pairs);
}

void TestCompareWindow::boardsHoldTheirSize()
{
    // A lane's words change at every frame and its result comes when it finishes: none of it
    // moves or resizes its board (which would draw the board and its queens afresh).
    CompareWindow window;
    window.resize(1024, 700); // four lanes of about 250 pixels: the words wrap
    window.show();
    window.showRace();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RacePage *page = window.race();
    page->choose(8,
                 { AlgorithmId::Backtracking, AlgorithmId::Bitmask, AlgorithmId::BreadthFirst,
                   AlgorithmId::Permutations },
                 PaceUnit::Step);
    RaceTransport *race = page->race();
    QTest::qWait(50); // the lanes laid out
    std::vector<QRect> boards;
    for (int r = 0; r < 4; ++r)
        boards.push_back(page->lane(r)->view()->geometry());
    // Nor is a word cut: a title or caption that needs more lines is set smaller to fit.
    int moved = 0, cut = 0, captions = 0;
    QString cutText;
    const QObject watch; // the slot's context, ended before what it counts
    connect(race, &RaceTransport::moved, &watch, [&] {
        for (int r = 0; r < 4; ++r) {
            moved += page->lane(r)->view()->geometry() != boards[std::size_t(r)] ? 1 : 0;
            for (CaptionLabel *label : page->lane(r)->findChildren<CaptionLabel *>()) {
                ++captions;
                if (label->heightForWidth(label->width()) > label->height()) {
                    ++cut;
                    cutText = label->text();
                }
            }
        }
    });
    // Step by step: a caption a step, of any length.
    for (int i = 0; i < 40; ++i)
        race->stepForward();
    QTest::qWait(20);
    for (int r = 0; r < 4; ++r)
        QCOMPARE(page->lane(r)->view()->geometry(), boards[std::size_t(r)]);
    // Then to the end at full speed: three finish before the last, each saying so.
    race->setSpeedLevel(PlaybackClock::speedLevels() - 1);
    race->play();
    QTRY_VERIFY_WITH_TIMEOUT(!race->isPlaying(), 60000);
    QTest::qWait(20);
    for (int r = 0; r < 4; ++r) {
        QVERIFY2(!page->lane(r)->result().isEmpty(), qPrintable(QString::number(r)));
        QCOMPARE(page->lane(r)->view()->geometry(), boards[std::size_t(r)]);
    }
    QCOMPARE(moved, 0);
    QVERIFY(captions > 0);
    QVERIFY2(cut == 0, qPrintable(cutText));
}

namespace {

/// Counts the paint events its widget gets.
class PaintCounter : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        paints += event->type() == QEvent::Paint ? 1 : 0;
        return false;
    }
};

} // namespace

void TestCompareWindow::aStepIsPaintedInItsFrame()
{
    // A lane's finish line (a progress bar) is drawn with the rest of the window, once a frame,
    // not painted and flushed on its own as each lane is told its step.
    CompareWindow window;
    window.show();
    window.showRace();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RacePage *page = window.race();
    page->choose(8, { AlgorithmId::Backtracking, AlgorithmId::Bitmask, AlgorithmId::Permutations },
                 PaceUnit::Queen);
    RaceTransport *race = page->race();
    QTRY_VERIFY(race->expected(2) > 0); // the finish lines are known: the bars show a value
    std::vector<std::unique_ptr<PaintCounter>> counters;
    for (int r = 0; r < 3; ++r) {
        auto *bar = page->lane(r)->findChild<QProgressBar *>();
        QVERIFY(bar);
        counters.push_back(std::make_unique<PaintCounter>());
        bar->installEventFilter(counters.back().get());
    }
    QTest::qWait(50);
    for (int i = 0; i < 3; ++i) {
        for (auto &c : counters)
            c->paints = 0;
        race->stepForward();
        for (int r = 0; r < 3; ++r)
            QCOMPARE(counters[std::size_t(r)]->paints, 0);
        // Then drawn in the frame that follows.
        QTRY_VERIFY(counters[2]->paints > 0);
    }
}

void TestCompareWindow::estimateConverges()
{
    CompareWindow window;
    window.show();
    EstimatePage *page = window.estimate();
    page->choose(10, AlgorithmId::Backtracking, 2026);
    QCOMPARE(*page->truth(), double(*knownTreeNodes(10)));
    page->runProbes(100000);
    QVERIFY(page->isRunning()); // a batch a frame: the window stays live
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 60000);
    const KnuthEstimator &e = page->estimator();
    QCOMPARE(e.probes(), std::int64_t(100000));
    QVERIFY(std::abs(e.mean() - 35539) < 3 * e.standardError());
    // The same seed's estimate, made at once in core.
    KnuthEstimator same(10, ProbeTree::Queens, 2026);
    same.run(100000);
    QCOMPARE(e.mean(), same.mean());
    // Points spaced on the logarithmic axis, and the words under it.
    QVERIFY(page->chart()->points() > 50);
    QVERIFY(page->result().contains(QLocale().toString(35539)));
    QVERIFY(page->result().contains(QLocale().toString(100000)));
    // Permutations' tree prunes nothing: exact from the first probe.
    page->choose(6, AlgorithmId::Permutations, 1);
    page->runProbes(1000);
    QTRY_VERIFY(!page->isRunning());
    QCOMPARE(page->estimator().mean(), *page->truth());
}

void TestCompareWindow::oneProbeRowByRow()
{
    // The frames of a probe: for each row its choices, then the one taken; last, the leaf.
    KnuthEstimator e(8, ProbeTree::Queens, 5);
    const Probe probe = e.probe();
    const std::vector<ProbeFrame> frames = ProbeFrames::of(probe, 8, ProbeTree::Queens);
    QCOMPARE(frames.size(), 2 * probe.columns.size() + 1);
    for (std::size_t row = 0; row < probe.columns.size(); ++row) {
        const ProbeFrame &choose = frames[2 * row];
        QCOMPARE(int(choose.marker.picked.size()), probe.branching[row]);
        const ProbeFrame &take = frames[2 * row + 1];
        QCOMPARE(take.board[row], probe.columns[row]);
        QCOMPARE(take.marker.right.size(), std::size_t(1));
    }
    QVERIFY(frames.back().words.contains(QLocale().toString(probe.value, 'g', 6)));
    // On the page, a frame at a time: the probe counts in the estimate once shown.
    CompareWindow window;
    window.show();
    EstimatePage *page = window.estimate();
    page->choose(8, AlgorithmId::Backtracking, 5);
    page->animateProbe(1);
    QVERIFY(page->isAnimating());
    QTRY_VERIFY(!page->isAnimating());
    QCOMPARE(page->estimator().probes(), std::int64_t(1));
    QCOMPARE(page->estimator().mean(), probe.value); // the same seed, the same first probe
    QVERIFY(page->words().contains(QLocale().toString(probe.value, 'g', 6)));
    // In the search tree beside the board, the probe's path lit from the root down.
    QVERIFY(page->treeView()->tree());
    const std::vector<std::int32_t> &path = page->treeView()->litPath();
    QCOMPARE(path.size(), probe.columns.size() + 1);
    QCOMPARE(path.front(), 0);
    for (std::size_t row = 0; row < probe.columns.size(); ++row) {
        const SearchTree::Node &node = page->treeView()->tree()->node(path[row + 1]);
        QCOMPARE(int(node.row), int(row));
        QCOMPARE(int(node.col), probe.columns[row]);
        QCOMPARE(node.parent, path[row]);
    }
    // Past the nodes drawn, no tree: 12 x 12 has 856,189.
    page->choose(12, AlgorithmId::Backtracking, 5);
    QVERIFY(!page->treeView()->tree());
}

void TestCompareWindow::probeBoardNumbersTheRowItNames()
{
    // Issue 54: on 12 x 12 the probe's small board numbered rows 2, 4, 6 (the ruler thinned
    // out) while its words named rows 1, 3, 5. Each frame's row keeps its number.
    CompareWindow window;
    window.resize(700, 500);
    window.show();
    EstimatePage *page = window.estimate();
    window.findChild<QTabWidget *>()->setCurrentWidget(page);
    page->choose(12, AlgorithmId::Backtracking, 5);
    auto *view = page->findChild<BoardView *>();
    QVERIFY(view);
    QTRY_VERIFY(view->isVisible());
    page->animateProbe(60); // every frame seen: the words polled every 5 ms
    const QRegularExpression rowNamed(QStringLiteral("^Row (\\d+) "));
    int thinned = 0;
    QString last;
    QElapsedTimer clock;
    clock.start();
    while (page->isAnimating() && clock.elapsed() < 30000) {
        QTest::qWait(5);
        if (page->words() == last)
            continue;
        last = page->words();
        const QRegularExpressionMatch m = rowNamed.match(last);
        if (!m.hasMatch())
            continue;
        const QList<QPair<int, bool>> ruler = view->rulerLabels();
        QList<int> rows;
        QStringList numbers;
        for (const auto &[number, column] : ruler) {
            if (!column) {
                rows << number;
                numbers << QString::number(number);
            }
        }
        if (rows.size() >= 12 || rows.isEmpty())
            continue; // the board's own numbers, every row
        ++thinned;
        const int row = m.captured(1).toInt();
        QVERIFY2(
            rows.contains(row),
            qPrintable(
                QStringLiteral("\"%1\": the ruler numbers rows %2").arg(last, numbers.join(u' '))));
        // As painted, too: the named row's number is not one that gave way.
        const QList<BoardView::RulerMark> marks = view->rulerMarks();
        QVERIFY(std::any_of(marks.begin(), marks.end(), [row](const BoardView::RulerMark &k) {
            return !k.column && k.number == row;
        }));
    }
    QVERIFY2(thinned >= 3,
             qPrintable(QStringLiteral("%1 frames with a thinned ruler").arg(thinned)));
}

void TestCompareWindow::probeWalksTheMainWindowsTree()
{
    // The window's Search Tree panel on 6 x 6 bitmask: the tree of free squares, the one a
    // backtracking probe walks; the probe's path is lit there too, frame by frame.
    QTemporaryDir dir;
    MainWindow main({}, dir.filePath(QStringLiteral("settings.ini")));
    main.show();
    main.setup(AlgorithmId::Bitmask, 6, SolveMode::All);
    auto *treeDock = main.findChild<QDockWidget *>(QStringLiteral("treeDock"));
    QVERIFY(treeDock);
    treeDock->show();
    treeDock->raise();
    main.treePanel()->build();
    QTRY_VERIFY_WITH_TIMEOUT(main.treePanel()->tree() && !main.treePanel()->isBuilding(), 20000);
    EstimatePage *page = main.compareWindow()->estimate();
    page->choose(6, AlgorithmId::Backtracking, 11);
    const Probe probe = KnuthEstimator(6, ProbeTree::Queens, 11).probe();
    page->animateProbe(1);
    QTRY_VERIFY(!page->isAnimating());
    const std::vector<std::int32_t> path = main.treePanel()->view()->litPath();
    QCOMPARE(path.size(), probe.columns.size() + 1);
    const SearchTree *tree = main.treePanel()->tree().get();
    for (std::size_t row = 0; row < probe.columns.size(); ++row) {
        QCOMPARE(int(tree->node(path[row + 1]).row), int(row));
        QCOMPARE(int(tree->node(path[row + 1]).col), probe.columns[row]);
    }
    // Another tree (permutations' free columns) or another size is not lit.
    main.treePanel()->view()->setLitPath({});
    page->choose(6, AlgorithmId::Permutations, 11);
    page->animateProbe(1);
    QTRY_VERIFY(!page->isAnimating());
    QVERIFY(main.treePanel()->view()->litPath().empty());
    page->choose(7, AlgorithmId::Backtracking, 11);
    page->animateProbe(1);
    QTRY_VERIFY(!page->isAnimating());
    QVERIFY(main.treePanel()->view()->litPath().empty());
}

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
