// SPDX-License-Identifier: GPL-3.0-or-later
// One picture of a state: the picture StatePicture makes of step k of a run (what a film's
// frame, a lesson's handout and an export draw) has, square by square, the colours the window's
// board shows at step k, for a whole short run of every algorithm, domination with its heat map
// and the independent variant's conflicts, min-conflicts with its counted row.
#include "board/boardscene.h"
#include "board/items/boarditem.h"
#include "playback/stepplayer.h"
#include "squaremeans.h"
#include "statepicture.h"
#include "window/mainwindow.h"

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
        BoardScene *scene = m_window->scene();
        scene->setShowCoordinates(false);
        BoardItem *board = scene->board();
        StepPlayer *player = m_window->player();
        BoardPicture style;
        style.coordinates = false;
        style.theme = scene->theme();
        style.marks.attacks = board->markOptions().attacks;
        style.marks.heat = board->markOptions().heat;
        QVERIFY(style.marks.attacks && style.marks.heat); // the window's defaults

        // Every step of a short run (up to 60), and the step after the run's end.
        int compared = 0, marked = 0;
        for (std::int64_t k = 1; k <= 60; ++k) {
            player->seek(k);
            QTRY_VERIFY(player->position() == k || player->state().finished);
            const PlayState &state = player->state();
            const BoardPicture picture = StatePicture::ofRun(state, run, style);
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
            const MarkPolicy policy(state.model, state.squareSet, picture.marks);
            marked += !policy.shapes(picture.step).empty();
            if (state.finished)
                break;
        }
        qInfo("%d steps compared, %d with marks of their own", compared, marked);
        QVERIFY(compared >= 5);
        QVERIFY(marked > 0);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestStatePicture)
#include "tst_statepicture.moc"
