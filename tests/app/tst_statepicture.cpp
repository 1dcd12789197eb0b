// SPDX-License-Identifier: GPL-3.0-or-later
// One picture of a state: the picture StatePicture makes of step k of a run (what a film's
// frame, a lesson's handout and an export draw) has, square by square, the colours the window's
// board shows at step k, for a whole short run of every algorithm, domination with its heat map
// and the independent variant's conflicts, min-conflicts with its counted row.
#include "board/boardscene.h"
#include "board/items/boarditem.h"
#include "platform/exportchoices.h"
#include "playback/stepplayer.h"
#include "squaremeans.h"
#include "statepicture.h"
#include "steppicture.h"
#include "window/exportcontroller.h"
#include "window/mainwindow.h"

#include <QJsonDocument>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

namespace {

constexpr int kSquarePx = 48;

} // namespace

class TestStatePicture : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<MainWindow>(StartupOptions {},
                                                m_dir->filePath(QStringLiteral("settings.ini")));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    void everyStepOfEveryFamily_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("queens"); // domination: its queens (0: not domination)
        QTest::addColumn<bool>("independent");
        for (const AlgorithmInfo &info : Algorithms::all())
            QTest::newRow(info.key)
                << int(info.id) << (info.acceptsSize(5) ? 5 : info.minSize) << 0 << false;
        QTest::newRow("domination") << int(AlgorithmId::Domination) << 5 << 3 << false;
        QTest::newRow("domination-independent") << int(AlgorithmId::Domination) << 5 << 3 << true;
    }

    void everyStepOfEveryFamily()
    {
        QFETCH(int, n);
        const RunDescription run = setUpRow();
        BoardScene *scene = m_window->scene();
        scene->setShowCoordinates(false);
        BoardItem *board = scene->board();
        StepPlayer *player = m_window->player();
        BoardPicture style;
        style.coordinates = false;
        style.theme = scene->theme();
        const ViewChoices choices = board->choices();
        QVERIFY(choices.attacks && choices.heat); // the window's defaults

        // Every step of a short run (up to 60), and the step after the run's end.
        int compared = 0, marked = 0;
        for (std::int64_t k = 1; k <= 60; ++k) {
            player->seek(k);
            QTRY_VERIFY(player->position() == k || player->state().finished);
            const PlayState &state = player->state();
            const BoardPicture picture = StatePicture::ofRun(state, run, choices, style);
            // The same options decide the marks...
            QVERIFY(picture.marks == board->markOptions());
            QVERIFY(picture.step.last.kind == board->stepMarks().last.kind);
            // ... and the same colours stand on every square.
            const QRectF source = board->mapRectToScene(board->boardRect());
            QImage shown(n * kSquarePx, n * kSquarePx, QImage::Format_ARGB32_Premultiplied);
            shown.fill(Qt::white);
            {
                QPainter painter(&shown);
                painter.setRenderHint(QPainter::Antialiasing);
                scene->render(&painter, QRectF(shown.rect()), source);
            }
            const int pixels = 8 * kSquarePx;
            const QImage drawn = BoardRenderer::image(picture, pixels);
            const qreal s = pixels / BoardRenderer::extent(picture);
            const qreal margin = BoardRenderer::margin(picture) * s;
            const std::vector<QColor> onBoard
                = test::squareMeans(shown, n, QPointF(0, 0), kSquarePx);
            const std::vector<QColor> inPicture
                = test::squareMeans(drawn, n, QPointF(margin, margin), s);
            for (std::size_t i = 0; i < onBoard.size(); ++i) {
                QVERIFY2(test::distance(onBoard[i], inPicture[i]) <= 16,
                         qPrintable(QStringLiteral("step %1, square (%2, %3): board %4, picture %5")
                                        .arg(k)
                                        .arg(i / std::size_t(n) + 1)
                                        .arg(i % std::size_t(n) + 1)
                                        .arg(onBoard[i].name(), inPicture[i].name())));
            }
            ++compared;
            marked += !BoardRenderer::stepPicture(picture).shapes().empty();
            if (state.finished)
                break;
        }
        qInfo("%d steps compared, %d with marks of their own", compared, marked);
        QVERIFY(compared >= 5);
        QVERIFY(marked > 0);
    }

    void oneValueForEveryStepOfWholeRuns_data() { everyStepOfEveryFamily_data(); }

    // Issue 56: what a step looks like is one value (StepPicture) decided once: the window's
    // board, a picture of the run's step (films, handouts, lessons, the page) and Export Board
    // with its defaults hold equal values at every step of whole runs (up to 1,000 steps), with
    // "Attacked Squares on Full Boards Too" off and on (it was the export's alone before, and
    // tinted full boards the screen never tints).
    void oneValueForEveryStepOfWholeRuns()
    {
        const RunDescription run = setUpRow();
        const BoardItem *board = m_window->scene()->board();
        StepPlayer *player = m_window->player();
        QAction *fullBoards = m_window->findChild<QAction *>(QStringLiteral("fullBoardAttacks"));
        QVERIFY(fullBoards && fullBoards->isCheckable() && !fullBoards->isChecked());
        const BoardPicture exported = ExportController::boardStyle(ExportChoices {});
        int compared = 0, full = 0, differ = 0;
        for (std::int64_t k = 1; k <= 1000; ++k) {
            fullBoards->setChecked(k % 2 == 1); // half the steps with full boards' attacks
            player->stepForward();
            // (Polled every millisecond: QTRY's 50 ms a step would take minutes here.)
            QElapsedTimer waited;
            waited.start();
            while (!(player->position() == k || player->state().finished)
                   && waited.elapsed() < 5000)
                QTest::qWait(1);
            QVERIFY(player->position() == k || player->state().finished);
            const PlayState &state = player->state();
            ViewChoices choices;
            choices.attacksOnFullBoard = fullBoards->isChecked();
            const StepPicture shown = board->picture();
            const StepPicture ofRun
                = BoardRenderer::stepPicture(StatePicture::ofRun(state, run, choices));
            QVERIFY2(
                shown == ofRun,
                qPrintable(
                    QStringLiteral("step %1: the board and the run's picture differ:\n"
                                   "%2\n%3")
                        .arg(player->position())
                        .arg(QString::fromUtf8(
                                 QJsonDocument(shown.toJson()).toJson(QJsonDocument::Compact)),
                             QString::fromUtf8(
                                 QJsonDocument(ofRun.toJson()).toJson(QJsonDocument::Compact)))));
            const StepPicture ofExport
                = BoardRenderer::stepPicture(m_window->exporter()->pictureToExport(exported));
            QVERIFY2(shown == ofExport,
                     qPrintable(QStringLiteral("step %1: the board and Export Board differ")
                                    .arg(player->position())));
            // The choice shows: a full board's empty squares tinted only when it is on.
            if (!state.squareSet && state.model.isFull()) {
                ++full;
                ViewChoices other = choices;
                other.attacksOnFullBoard = !choices.attacksOnFullBoard;
                differ += !(BoardRenderer::stepPicture(StatePicture::ofRun(state, run, other))
                            == shown);
            }
            ++compared;
            if (state.finished)
                break;
        }
        qInfo("%d steps compared, %d of them full boards", compared, full);
        QVERIFY(compared >= 5);
        QCOMPARE(differ, full);
    }

private:
    /// The window set up with the data row's run, which it returns.
    RunDescription setUpRow()
    {
        QFETCH(int, algorithm);
        QFETCH(int, n);
        QFETCH(int, queens);
        QFETCH(bool, independent);
        RunDescription run;
        run.algorithm = AlgorithmId(algorithm);
        if (queens > 0) {
            run.problem = Problem::domination(n, queens, independent);
            m_window->setupDomination(n, queens, independent, SolveMode::All);
        } else {
            run.problem = Problem::nonAttacking(n);
            m_window->setup(run.algorithm, n, SolveMode::All);
        }
        return run;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestStatePicture)
#include "tst_statepicture.moc"
