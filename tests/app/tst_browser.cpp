// SPDX-License-Identifier: GPL-3.0-or-later
// The solution browser as a student uses it: classes with thumbnails, members turning into one
// another on the board, filters, and exports of what is shown.
#include "board/boardscene.h"
#include "boardexport.h"
#include "browser/catalogmodel.h"
#include "browser/filterbar.h"
#include "browser/orbitview.h"
#include "browser/solutionbrowser.h"
#include "browser/squarepicker.h"
#include "playback/stepplayer.h"
#include "solutioncatalog.h"
#include "theme.h"
#include "window/mainwindow.h"
#include "worksheet.h"

#include "export/exportdialog.h"
#include "platform/backgroundjob.h"
#include "platform/settings.h"
#include "window/exportcontroller.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardItemModel>

#include "symmetry.h"
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QWheelEvent>

#include <QtTest>

#include <QStatusBar>

#include <csignal>
#include <optional>
#include <set>
#include <sys/resource.h>

using namespace nq;

namespace {

Placement sceneBoard(const BoardScene *scene, int n)
{
    Placement board(std::size_t(n), -1);
    for (const Square &s : scene->queenSquares())
        board[std::size_t(s.row)] = s.col;
    return board;
}

// The words of a PDF, by pdftotext; nothing when it is not installed (scripts/setup installs
// it). A pdftotext that does not finish gives no words, which the checks then refuse.
std::optional<QString> pdfWords(const QString &pdf)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return std::nullopt;
    QProcess text;
    text.start(pdftotext, { pdf, QStringLiteral("-") });
    text.waitForFinished(10000);
    return QString::fromUtf8(text.readAllStandardOutput());
}

} // namespace

class TestBrowser : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void eightByEightClasses();
    void membersTurnIntoEachOther();
    void filtersAndJump();
    void readableRows();
    void classesWhenSetsAreTooMany();
    void exportsWhatIsShown();
    void newWorksheetWritesPuzzlesAndKey();
    void theLastExportToAPathWins();
    void aFullDiskSaysSoAndLeavesNoFile();
    void sheetWithoutTheSolutionsPanel();
    void exportDialogRemembers();
    void sheetFromTheDialog();
    void followsTheBoardSize();
    void leavingABigListing();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    SolutionBrowser *m_browser = nullptr;
};

void TestBrowser::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_window = std::make_unique<MainWindow>(StartupOptions {},
                                            m_dir->filePath(QStringLiteral("settings.ini")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    m_browser = m_window->browser();
    m_window->findChild<QDockWidget *>(QStringLiteral("browserDock"))->raise();
    QTRY_VERIFY_WITH_TIMEOUT(m_browser->isReady() && m_browser->problem().n == 8, 10000);
}

void TestBrowser::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestBrowser::eightByEightClasses()
{
    QCOMPARE(m_browser->summary(), QStringLiteral("92 solutions in 12 classes (11 × 8 + 1 × 4)"));
    CatalogModel *model = m_browser->model();
    QCOMPARE(model->rowCount(), 12);
    int fours = 0;
    for (int row = 0; row < 12; ++row) {
        const QModelIndex cls = model->index(row, 0);
        fours += model->rowCount(cls) == 4;
        QVERIFY(model->rowCount(cls) == 8 || model->rowCount(cls) == 4);
        const QPixmap thumb = cls.data(Qt::DecorationRole).value<QPixmap>();
        QCOMPARE(thumb.size(), QSize(CatalogModel::kThumbnail, CatalogModel::kThumbnail));
    }
    QCOMPARE(fours, 1);
}

void TestBrowser::membersTurnIntoEachOther()
{
    CatalogModel *model = m_browser->model();
    QTreeView *view = m_browser->view();
    const QModelIndex cls = model->index(0, 0);
    view->expand(cls);
    view->setCurrentIndex(model->index(0, 0, cls));
    const SolutionCatalog *catalog = m_browser->catalog().get();
    const qint64 first = model->index(0, 0, cls).data(CatalogModel::SolutionRole).toLongLong();
    QCOMPARE(sceneBoard(m_window->scene(), 8), catalog->solution(first));
    const QModelIndex other = model->index(5, 0, cls);
    view->setCurrentIndex(other);
    // The board shows the symmetry moving the queens, then the new member.
    QVERIFY(m_window->scene()->isTransforming());
    // The list and the caption say the same of the pair, and what they say is so: the named
    // symmetry takes the representative onto the member.
    const qint64 member = other.data(CatalogModel::SolutionRole).toLongLong();
    const QString label = other.data(CatalogModel::NameRole).toString();
    std::optional<Transform> named;
    for (int t = 1; t < 8; ++t) {
        if (label.endsWith(Symmetry::name(Transform(t))))
            named = Transform(t);
    }
    QVERIFY2(named, qPrintable(label));
    QCOMPARE(Symmetry::apply(*named, catalog->solution(first)), catalog->solution(member));
    const QString said = QStringLiteral("Solution %1 is solution %2 %3.")
                             .arg(member + 1)
                             .arg(first + 1)
                             .arg(Symmetry::name(*named));
    QVERIFY2(m_window->caption().contains(said),
             qPrintable(m_window->caption() + QStringLiteral(" / ") + said));
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->scene()->isTransforming(), 5000);
    const qint64 second = other.data(CatalogModel::SolutionRole).toLongLong();
    QCOMPARE(sceneBoard(m_window->scene(), 8), catalog->solution(second));
    QCOMPARE(m_window->shownPlacement(), catalog->solution(second));
}

void TestBrowser::filtersAndJump()
{
    // A partial placement typed in the filter, as a student would: queens in the corner of
    // row 1 stand in 4 of the 92 solutions; the header says so and the list holds them only.
    FilterBar *bar = m_browser->filterBar();
    QSignalSpy applied(m_browser, &SolutionBrowser::filterApplied);
    bar->queensEdit()->setFocus();
    bar->queensEdit()->selectAll();
    QTest::keyClicks(bar->queensEdit(), QStringLiteral("1,-,-,-,-,-,-,-"));
    QTest::keyClick(bar->queensEdit(), Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 10000);
    const SolutionCatalog *catalog = m_browser->catalog().get();
    CatalogModel *model = m_browser->model();
    model->setMode(CatalogModel::Mode::AllSolutions);
    QCOMPARE(model->rowCount(), 4);
    std::set<qint64> classes;
    for (int row = 0; row < 4; ++row) {
        const QModelIndex i = model->index(row, 0);
        QCOMPARE(catalog->solution(i.data(CatalogModel::SolutionRole).toLongLong())[0], 0);
        classes.insert(i.data(CatalogModel::ClassRole).toLongLong());
    }
    QCOMPARE(m_browser->matchesText(),
             QStringLiteral("4 solutions match, in %1 classes.").arg(classes.size()));
    // A malformed placement is refused with a word and changes nothing.
    bar->queensEdit()->setText(QStringLiteral("9,-,-,-,-,-,-,-"));
    QTest::keyClick(bar->queensEdit(), Qt::Key_Return);
    QVERIFY2(bar->error().contains(QStringLiteral("9")), qPrintable(bar->error()));
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(applied.count(), 1);
    // Fewer columns than rows leave the last rows free: "1" is the filter already applied.
    bar->queensEdit()->setText(QStringLiteral("1"));
    QTest::keyClick(bar->queensEdit(), Qt::Key_Return);
    QCOMPARE(bar->error(), QString());
    QCOMPARE(bar->queensEdit()->text(), QStringLiteral("1 - - - - - - -"));
    QCOMPARE(applied.count(), 1);
    // Clicking squares of the small board: a second queen, on row 2 column 5 (1 5 … is the
    // start of a solution: 1 5 8 6 3 7 2 4).
    bar->findChild<QToolButton *>()->click(); // Pick…
    SquarePicker *picker = bar->picker();
    QVERIFY(picker->isVisible());
    QTest::mouseClick(picker, Qt::LeftButton, {}, picker->centreOf({ 1, 4 }));
    QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 2, 10000);
    QCOMPARE(bar->queensEdit()->text(), QStringLiteral("1 5 - - - - - -"));
    CatalogFilter asked;
    asked.required = { { 0, 0 }, { 1, 4 } };
    QCOMPARE(model->rowCount(), int(completions(Placement { 0, 4, -1, -1, -1, -1, -1, -1 }, 100)));
    QCOMPARE(m_browser->filter(), asked);
    // Symmetry: the half turn keeps one class of 4; with the corner queen, none.
    QComboBox *symmetry = bar->symmetryBox();
    symmetry->setCurrentIndex(2);
    emit symmetry->activated(2);
    QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 3, 10000);
    QCOMPARE(model->rowCount(), 0);
    QCOMPARE(m_browser->matchesText(), QStringLiteral("No solution matches."));
    m_browser->setFilter({ {}, CatalogFilter::Symmetry::HalfTurn });
    QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 4, 10000);
    QCOMPARE(model->rowCount(), 4);
    model->setMode(CatalogModel::Mode::Classes);
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(m_browser->matchesText(), QStringLiteral("4 solutions match, in 1 class."));
    m_browser->setFilter({});
    QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 5, 10000);
    QCOMPARE(model->rowCount(), 12);
    QVERIFY(m_browser->matchesText().isEmpty());
    // Jump by number: solution 50, then class 7.
    model->setMode(CatalogModel::Mode::AllSolutions);
    m_browser->selectSolution(49);
    QCOMPARE(m_browser->view()->currentIndex().data(CatalogModel::SolutionRole).toLongLong(), 49);
    QCOMPARE(m_window->shownPlacement(), m_browser->catalog()->solution(49));
    model->setMode(CatalogModel::Mode::Classes);
    m_browser->selectSolution(49);
    QCOMPARE(m_browser->view()->currentIndex().data(CatalogModel::SolutionRole).toLongLong(), 49);
    auto *kind = m_browser->findChildren<QComboBox *>().last();
    QVERIFY(kind->itemText(1) == QStringLiteral("Class"));
    kind->setCurrentIndex(1);
    emit kind->activated(1);
    auto *number = m_browser->findChild<QSpinBox *>();
    number->setValue(7);
    QTest::keyClick(number, Qt::Key_Return);
    QCOMPARE(m_browser->view()->currentIndex().data(CatalogModel::ClassRole).toLongLong(), 6);
    QVERIFY(!m_browser->view()->currentIndex().parent().isValid());
}

void TestBrowser::classesWhenSetsAreTooMany()
{
    // 8 x 8 with 6 queens: the 1,352,644 sets are too many to list, their 169,760 classes are
    // listed one row each (no member rows, no flat list of sets), and they filter like sets.
    QSignalSpy finished(m_browser, &SolutionBrowser::listingFinished);
    m_browser->setProblem(Problem { 8, 6, false });
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    QVERIFY(finished.first().first().toBool());
    QVERIFY2(m_browser->summary().contains(QStringLiteral("1,352,644"))
                 && m_browser->summary().contains(QStringLiteral("169,760")),
             qPrintable(m_browser->summary()));
    CatalogModel *model = m_browser->model();
    QCOMPARE(model->mode(), CatalogModel::Mode::Classes);
    QCOMPARE(model->rowCount(), 169760);
    QCOMPARE(model->rowCount(model->index(0, 0)), 0);
    auto *items = qobject_cast<QStandardItemModel *>(m_browser->findChild<QComboBox *>()->model());
    QVERIFY(items && !items->item(1)->isEnabled()); // "All sets" cannot be chosen
    // Exports list the sets themselves: the browser's classes are not handed to them.
    QVERIFY(!m_browser->listingOf(Problem { 8, 6, false }));
    QSignalSpy applied(m_browser, &SolutionBrowser::filterApplied);
    m_browser->setFilter({ { { 0, 0 } }, CatalogFilter::Symmetry::Any });
    QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 20000);
    QVERIFY2(m_browser->matchesText().contains(QStringLiteral("covering sets match, in")),
             qPrintable(m_browser->matchesText()));
    QVERIFY(model->rowCount() > 0 && model->rowCount() < 169760);
    // Picking a class shows its representative on the board.
    m_browser->view()->setCurrentIndex(model->index(0, 0));
    QCOMPARE(m_browser->view()->currentIndex().data(CatalogModel::ClassRole).toLongLong(),
             qint64(model->index(0, 0).data(CatalogModel::ClassRole).toLongLong()));
}

void TestBrowser::readableRows()
{
    // Every row says its queens as text; Ctrl+wheel over the list grows the thumbnails; the
    // context menu copies the placement and the board, and shows the eight images.
    CatalogModel *model = m_browser->model();
    QTreeView *view = m_browser->view();
    const QModelIndex row = model->index(0, 0);
    const SolutionCatalog *catalog = m_browser->catalog().get();
    const QString text = placementToText(catalog->solution(catalog->member(0, 0)));
    QVERIFY(row.data(Qt::DisplayRole).toString().endsWith(u'\n' + text));
    QVERIFY(row.data(Qt::ToolTipRole).toString().contains(text));
    const int before = model->thumbnailSize();
    QWheelEvent wheel(QPointF(10, 10), view->viewport()->mapToGlobal(QPointF(10, 10)), {},
                      QPoint(0, 240), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &wheel);
    QCOMPARE(model->thumbnailSize(), before + 32);
    QCOMPARE(view->iconSize().width(), before + 32);
    QCOMPARE(model->index(0, 0).data(Qt::DecorationRole).value<QPixmap>().width(), before + 32);
    QVERIFY(view->visualRect(model->index(0, 0)).height() >= before + 32);

    QMenu *menu = m_browser->menuFor(row);
    QVERIFY(menu);
    menu->findChild<QAction *>(QStringLiteral("copyPlacement"))->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), text);
    menu->findChild<QAction *>(QStringLiteral("copyBoard"))->trigger();
    const QImage copied = QGuiApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    QCOMPARE(copied.width(), 512);
    menu->findChild<QAction *>(QStringLiteral("showImages"))->trigger();
    auto *orbit = m_window->findChild<OrbitView *>(QStringLiteral("orbitView"));
    QVERIFY(orbit);
    QCOMPARE(int(orbit->orbit().size()), 8);
    QVERIFY2(orbit->summary().contains(QStringLiteral("no symmetry")),
             qPrintable(orbit->summary()));
    QCOMPARE(orbit->captionOf(1), QStringLiteral("The board turned 90° clockwise"));
    orbit->close();
    delete menu;
    // The symmetric class: the half turn is marked as giving the same board.
    m_browser->setFilter({ {}, CatalogFilter::Symmetry::HalfTurn });
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 1, 10000);
    menu = m_browser->menuFor(model->index(0, 0));
    menu->findChild<QAction *>(QStringLiteral("showImages"))->trigger();
    orbit = m_window->findChild<OrbitView *>(QStringLiteral("orbitView"));
    QVERIFY(orbit);
    QCOMPARE(orbit->captionOf(2), QStringLiteral("The board turned 180°: the same board"));
    QVERIFY2(orbit->summary().contains(QStringLiteral("8 / 2 = 4")), qPrintable(orbit->summary()));
    orbit->close();
    delete menu;
    // The images are drawn in the window's theme: its squares' colours, none of the light one's.
    const auto squareShare = [](const QImage &image, const Theme &theme) {
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        qint64 hits = 0;
        for (int y = 0; y < rgb.height(); ++y) {
            for (int x = 0; x < rgb.width(); ++x) {
                const QRgb c = rgb.pixel(x, y);
                hits += c == theme.lightSquare.rgb() || c == theme.darkSquare.rgb();
            }
        }
        return double(hits) / double(rgb.width() * rgb.height());
    };
    const Theme dark = Theme::of(Theme::Dark);
    const Theme light = Theme::of(Theme::Light);
    m_browser->setTheme(dark);
    menu = m_browser->menuFor(model->index(0, 0));
    menu->findChild<QAction *>(QStringLiteral("showImages"))->trigger();
    orbit = m_window->findChildren<OrbitView *>(QStringLiteral("orbitView")).constLast();
    const QImage drawn = orbit->picture(3).toImage();
    QVERIFY2(squareShare(drawn, dark) > 0.5, qPrintable(QString::number(squareShare(drawn, dark))));
    QCOMPARE(squareShare(drawn, light), 0.0);
    orbit->close();
    delete menu;
    m_browser->setTheme(light);
}

void TestBrowser::exportsWhatIsShown()
{
    m_browser->selectSolution(0);
    const QString svg = m_dir->filePath(QStringLiteral("board.svg"));
    QString error;
    QVERIFY2(m_window->exporter()->exportBoard(svg, BoardPicture {}, 0, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QCOMPARE(text.count(QStringLiteral("class=\"queen\"")), 8);
    QCOMPARE(text.count(QStringLiteral("class=\"attacked\"")), 0);
    // As the board shows it: a full board's empty squares are plain there, and in the file
    // with the export's defaults (issue 56: the export alone tinted them)...
    const ExportChoices choices;
    const QString asShown = m_dir->filePath(QStringLiteral("shown.svg"));
    QVERIFY2(m_window->exporter()->exportBoard(asShown, ExportController::boardStyle(choices), 0,
                                               &error),
             qPrintable(error));
    QFile shownFile(asShown);
    QVERIFY(shownFile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(shownFile.readAll()).count(QStringLiteral("class=\"attacked\"")), 0);
    // ... and View > Attacked Squares on Full Boards Too marks the 56 empty squares of a
    // solution on the board and in the file, as nqueens render --attacks does.
    QAction *fullBoards = m_window->findChild<QAction *>(QStringLiteral("fullBoardAttacks"));
    fullBoards->setChecked(true);
    const QString marked = m_dir->filePath(QStringLiteral("marked.svg"));
    QVERIFY2(
        m_window->exporter()->exportBoard(marked, ExportController::boardStyle(choices), 0, &error),
        qPrintable(error));
    QFile markedFile(marked);
    QVERIFY(markedFile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(markedFile.readAll()).count(QStringLiteral("class=\"attacked\"")),
             56);
    fullBoards->setChecked(false);
    const QString pdf = m_dir->filePath(QStringLiteral("classes.pdf"));
    QSignalSpy written(m_window->exporter(), &ExportController::written);
    m_window->exporter()->startSheet(pdf, true, BoardPicture {});
    QVERIFY(written.wait(20000));
    QVERIFY2(written.takeFirst().at(0).toBool(), qPrintable(error));
    QFile sheet(pdf);
    QVERIFY(sheet.open(QIODevice::ReadOnly));
    QVERIFY(sheet.read(4) == QByteArray("%PDF"));
    const QString csv = m_dir->filePath(QStringLiteral("all.csv"));
    m_window->exporter()->startSolutions(csv, false);
    QVERIFY(written.wait(20000));
    QVERIFY(written.takeFirst().at(0).toBool());
    QFile list(csv);
    QVERIFY(list.open(QIODevice::ReadOnly));
    QCOMPARE(list.readAll().count('\n'), 93);
    // An unwritable place: a message, and no file.
    const QString blocked = csv + QStringLiteral("/board.png");
    QVERIFY(!m_window->exporter()->exportBoard(blocked, BoardPicture {}, 300, &error));
    QVERIFY(error.contains(u"Cannot write"));
    QVERIFY(!QFile::exists(blocked));
}

void TestBrowser::theLastExportToAPathWins()
{
    // Two sheets asked for one after the other to one path: the first is given up, and however
    // the two jobs' threads run, the file ends as the second (the 12 classes, not the 92).
    const QString svg = m_dir->filePath(QStringLiteral("sheet.svg"));
    QSignalSpy written(m_window->exporter(), &ExportController::written);
    m_window->exporter()->startSheet(svg, false, BoardPicture {});
    m_window->exporter()->startSheet(svg, true, BoardPicture {});
    QTRY_VERIFY_WITH_TIMEOUT(!written.isEmpty() && !written.last().at(1).toString().isEmpty(),
                             20000);
    QVERIFY2(written.last().at(0).toBool(), qPrintable(written.last().at(2).toString()));
    // The given-up job ends on its own and deletes itself; then the file is what stays.
    QTRY_VERIFY_WITH_TIMEOUT(m_window->exporter()->findChildren<BackgroundJob *>().isEmpty(),
                             20000);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()).count(QStringLiteral("class=\"queen\"")), 12 * 8);
}

void TestBrowser::aFullDiskSaysSoAndLeavesNoFile()
{
    // A disk that takes 4 KiB more (a file-size limit on this process, SIGXFSZ ignored: the
    // write that passes it stops short, the next fails, as on a full disk). The sheet of 92
    // boards, PDF and SVG, fails with the system's reason on the status bar, never "Saved", and
    // no file is left, neither the sheet nor a temporary.
    rlimit before {};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &before), 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN);
    for (const QString &name : { QStringLiteral("full.pdf"), QStringLiteral("full.svg") }) {
        const QString path = m_dir->filePath(QStringLiteral("full/") + name);
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("full")));
        QSignalSpy written(m_window->exporter(), &ExportController::written);
        rlimit limit = before;
        limit.rlim_cur = 4096;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
        m_window->exporter()->startSheet(path, false, BoardPicture {});
        const bool came = written.wait(30000);
        setrlimit(RLIMIT_FSIZE, &before);
        QVERIFY(came);
        const QList<QVariant> outcome = written.takeFirst();
        QVERIFY(!outcome.at(0).toBool());
        const QString error = outcome.at(2).toString();
        QVERIFY2(error.contains(QStringLiteral("Cannot write"))
                     && error.contains(QStringLiteral("File too large")),
                 qPrintable(error));
        QCOMPARE(m_window->statusBar()->currentMessage(), error);
        QCOMPARE(QDir(m_dir->filePath(QStringLiteral("full")))
                     .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
    }
    std::signal(SIGXFSZ, previous);
}

void TestBrowser::sheetWithoutTheSolutionsPanel()
{
    // The panel closed, the size changed: the browser lists nothing, and a sheet of the new size
    // is still made, every board captioned with its placement.
    m_window->findChild<QDockWidget *>(QStringLiteral("browserDock"))->close();
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    QVERIFY(!(m_browser->isReady() && m_browser->problem().n == 6));
    QSignalSpy written(m_window->exporter(), &ExportController::written);
    const QString svg = m_dir->filePath(QStringLiteral("six.svg"));
    m_window->exporter()->startSheet(svg, false, BoardPicture {});
    QVERIFY(m_window->exporter()->isBusy() || !written.isEmpty());
    QVERIFY(written.wait(20000));
    QVERIFY2(written.first().at(0).toBool(), qPrintable(written.first().at(2).toString()));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QCOMPARE(text.count(QStringLiteral("class=\"queen\"")), 4 * 6);
    // The four solutions of 6 x 6, their placements under them (columns from 1).
    for (const char *placement : { "2 4 6 1 3 5", "3 6 2 5 1 4", "4 1 5 2 6 3", "5 3 1 6 4 2" })
        QVERIFY2(text.contains(QString::fromLatin1(placement)), placement);
    QVERIFY(!(m_browser->isReady() && m_browser->problem().n == 6)); // the browser was not asked
    // Too many: refused from the count, before any listing, with the number it would hold.
    m_window->setup(AlgorithmId::Backtracking, 12, SolveMode::All);
    written.clear();
    m_window->exporter()->startSheet(m_dir->filePath(QStringLiteral("twelve.pdf")), false,
                                     BoardPicture {});
    QVERIFY(written.wait(20000));
    QVERIFY(!written.first().at(0).toBool());
    QCOMPARE(
        written.first().at(2).toString(),
        QStringLiteral("A PDF sheet holds at most 2,000 boards; 12 × 12 has 14,200 solutions."));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("twelve.pdf"))));
}

void TestBrowser::sheetFromTheDialog()
{
    // Export Sheet…: a title, US Letter, no placements in the captions, written from the
    // window on its worker; then a PNG sheet of the width asked for. The choices are kept.
    ExportDialog dialog(ExportDialog::Sheet, ExportChoices {}, QStringLiteral("sheet"));
    dialog.findChild<QLineEdit *>(QStringLiteral("sheetTitle"))->setText(QStringLiteral("Quiz 2"));
    dialog.findChild<QCheckBox *>(QStringLiteral("sheetAnswers"))->setChecked(false);
    for (QComboBox *box : dialog.findChildren<QComboBox *>()) {
        const int letter = box->findText(QStringLiteral("US Letter"));
        if (letter >= 0)
            box->setCurrentIndex(letter);
    }
    const ExportChoices choices = dialog.choices();
    QVERIFY(!choices.answers);
    QCOMPARE(choices.page, BoardExport::Page::Letter);
    const BoardExport::SheetOptions layout = dialog.sheetOptions();
    QCOMPARE(layout.title, QStringLiteral("Quiz 2"));
    QSignalSpy written(m_window->exporter(), &ExportController::written);
    const QString pdf = m_dir->filePath(QStringLiteral("quiz.pdf"));
    m_window->exporter()->startSheet(pdf, true, BoardPicture {}, layout, choices.answers);
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 20000);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("/MediaBox [0 0 612.000000 792.000000]"));
    if (const std::optional<QString> read = pdfWords(pdf)) {
        const QString &words = *read;
        QVERIFY2(words.startsWith(QStringLiteral("Quiz 2")), qPrintable(words.left(60)));
        QCOMPARE(words.count(QStringLiteral("Class ")), 12);
        QVERIFY(!QString(words).remove(u' ').contains(QStringLiteral("15863724")));
    }
    BoardExport::SheetOptions wide;
    wide.pixels = 700;
    const QString png = m_dir->filePath(QStringLiteral("quiz.png"));
    m_window->exporter()->startSheet(png, true, BoardPicture {}, wide, true);
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 2, 20000);
    QCOMPARE(QImage(png).width(), 700);
}

void TestBrowser::exportDialogRemembers()
{
    // What one export chose is where the next one starts, through the settings file.
    const QString folder = m_dir->filePath(QStringLiteral("worksheets"));
    QVERIFY(QDir().mkpath(folder));
    ExportChoices chosen;
    {
        Settings settings(m_dir->filePath(QStringLiteral("export.ini")));
        ExportDialog dialog(ExportDialog::Board, settings.exportChoices(),
                            QStringLiteral("queens-8"), QStringLiteral("8 × 8: 1 5 8 6 3 7 2 4"));
        auto *path = dialog.findChild<QLineEdit *>();
        path->setText(QDir(folder).filePath(QStringLiteral("board.svg")));
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
            box->setChecked(!box->isChecked()); // every option turned round
        dialog.findChild<QSpinBox *>()->setValue(640);
        chosen = dialog.choices();
        QCOMPARE(dialog.caption(), QStringLiteral("8 × 8: 1 5 8 6 3 7 2 4"));
        settings.setExportChoices(chosen);
    }
    QCOMPARE(chosen.folder, QFileInfo(folder).absoluteFilePath());
    QCOMPARE(chosen.boardFormat, QStringLiteral("svg"));
    QCOMPARE(chosen.pixels, 640);
    QVERIFY(chosen.caption && !chosen.attacks && chosen.transparent && !chosen.coordinates);
    Settings again(m_dir->filePath(QStringLiteral("export.ini")));
    const ExportChoices read = again.exportChoices();
    QCOMPARE(read.folder, chosen.folder);
    QCOMPARE(read.pixels, 640);
    QCOMPARE(read.caption, true);
    QCOMPARE(read.coordinates, false);
    ExportDialog next(ExportDialog::Board, read, QStringLiteral("queens-10"));
    QCOMPARE(next.path(), QDir(folder).filePath(QStringLiteral("queens-10.svg")));
    QCOMPARE(next.findChild<QSpinBox *>()->value(), 640);
    // Save on a name that cannot be written keeps the dialog open, says why under the name and
    // keeps every choice; a good name closes it.
    QSignalSpy accepted(&next, &QDialog::accepted);
    auto *pathField = next.findChild<QLineEdit *>();
    pathField->setText(QDir(folder).filePath(QStringLiteral("board.gif")));
    next.accept();
    QCOMPARE(accepted.count(), 0);
    QVERIFY2(next.pathProblem().contains(QStringLiteral(".png, .svg or .pdf")),
             qPrintable(next.pathProblem()));
    pathField->setText(m_dir->filePath(QStringLiteral("no/such/folder/board.png")));
    next.accept();
    QCOMPARE(accepted.count(), 0);
    QVERIFY(next.pathProblem().contains(QStringLiteral("does not exist")));
    QCOMPARE(next.findChild<QSpinBox *>()->value(), 640);
    pathField->setText(m_dir->filePath(QStringLiteral("board.png")));
    next.accept();
    QCOMPARE(accepted.count(), 1);
    // A folder that is gone, or a value out of range, gives the default.
    QVERIFY(QDir(folder).removeRecursively());
    QSettings raw(m_dir->filePath(QStringLiteral("export.ini")), QSettings::IniFormat);
    raw.setValue(QStringLiteral("export/pixels"), 99999);
    raw.sync();
    const ExportChoices fallback
        = Settings(m_dir->filePath(QStringLiteral("export.ini"))).exportChoices();
    QVERIFY(fallback.folder.isEmpty());
    QCOMPARE(fallback.pixels, ExportChoices {}.pixels);
}

void TestBrowser::followsTheBoardSize()
{
    m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    QTRY_VERIFY_WITH_TIMEOUT(m_browser->isReady() && m_browser->problem().n == 6, 10000);
    QCOMPARE(m_browser->summary(), QStringLiteral("4 solutions in 1 class (1 × 4)"));
}

void TestBrowser::leavingABigListing()
{
    // 14 x 14 (365,596 solutions) is left several times while it is being listed, at different
    // moments: each cancelled listing finishes on its own thread and is joined, and the browser
    // ends with the size chosen last, never with a stale one.
    for (int wait : { 0, 30, 120, 250 }) {
        m_window->setup(AlgorithmId::Backtracking, 14, SolveMode::All);
        QVERIFY(m_browser->hasWorker());
        QTest::qWait(wait);
        m_window->setup(AlgorithmId::Backtracking, 5, SolveMode::All);
    }
    QTRY_VERIFY_WITH_TIMEOUT(m_browser->isReady() && !m_browser->hasWorker(), 20000);
    QCOMPARE(m_browser->problem().n, 5);
    QCOMPARE(m_browser->catalog()->solutionCount(), 10);
    QCOMPARE(m_browser->summary(), QStringLiteral("10 solutions in 2 classes (1 × 8 + 1 × 2)"));
    QCOMPARE(m_browser->model()->rowCount(), 2);
    // The Cancel button stops a listing and the browser says so.
    m_window->setup(AlgorithmId::Backtracking, 14, SolveMode::All);
    m_browser->cancel();
    QVERIFY(!m_browser->isReady());
    QTRY_VERIFY_WITH_TIMEOUT(!m_browser->hasWorker(), 20000);
    QVERIFY(!m_browser->catalog());
}

void TestBrowser::newWorksheetWritesPuzzlesAndKey()
{
    // File > New Worksheet… writes on a worker what `nqueens worksheet` writes: the puzzles
    // under the title and a Name / Date line, the key on a page of its own (read back with
    // pdftotext), and a path that is no PDF is refused with a word.
    QVERIFY(m_window->action(QStringLiteral("newWorksheet")));
    QSignalSpy written(m_window->exporter(), &ExportController::written);
    WorksheetRequest request;
    request.n = 6;
    request.given = 2;
    request.count = 4;
    request.uniqueCompletion = true;
    const QString pdf = m_dir->filePath(QStringLiteral("sheet.pdf"));
    m_window->exporter()->startWorksheet(pdf, request, QStringLiteral("Class 4B"),
                                         BoardExport::Page::Letter);
    QVERIFY(written.wait(20000));
    QList<QVariant> outcome = written.takeFirst();
    QVERIFY2(outcome.at(0).toBool(), qPrintable(outcome.at(2).toString()));
    if (const std::optional<QString> read = pdfWords(pdf)) {
        const QString &words = *read;
        QVERIFY2(words.contains(QStringLiteral("Class 4B")) && words.contains(u"Name:")
                     && words.contains(QStringLiteral("Answers: Class 4B")),
                 qPrintable(words));
        QCOMPARE(words.count(QStringLiteral("Place the other 4 queens.")), 4);
    }
    m_window->exporter()->startWorksheet(m_dir->filePath(QStringLiteral("sheet.png")), request,
                                         QStringLiteral("x"), BoardExport::Page::A4);
    QVERIFY(written.wait(20000));
    outcome = written.takeFirst();
    QVERIFY(!outcome.at(0).toBool());
    QVERIFY2(outcome.at(2).toString().contains(QStringLiteral(".pdf")),
             qPrintable(outcome.at(2).toString()));
}

QTEST_MAIN(TestBrowser)
#include "tst_browser.moc"
