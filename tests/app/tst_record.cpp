// SPDX-License-Identifier: GPL-3.0-or-later
// File > Record Steps in the window: Shift and a drag on the timeline mark the range (and leave
// the board where it is), [ and ] mark it at the step shown, Record takes it; the recording runs
// behind the window (the board stays on its step while it runs), writes the file, and a
// recording cancelled half-way leaves none.
#include "actions/actionset.h"
#include "board/boardscene.h"
#include "framepainter.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"
#include "record/recordcontroller.h"
#include "runwalk.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QImageReader>
#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

class TestRecord : public QObject
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
        m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
        m_window->recorder()->setDialogsEnabled(false);
    }
    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    void shiftDragMarksTheRange()
    {
        StepPlayer *player = m_window->player();
        player->seek(300);
        QTRY_COMPARE(player->position(), qint64(300));
        TimelineBar *timeline = m_window->timeline();
        TimelineSlider *slider = timeline->slider();
        QVERIFY(!timeline->hasRange());
        // From a quarter of the way to a half, with Shift held.
        const int y = slider->height() / 2;
        const QPoint a(slider->xOf(player->length() / 4), y);
        const QPoint b(slider->xOf(player->length() / 2), y);
        QTest::mousePress(slider, Qt::LeftButton, Qt::ShiftModifier, a);
        QMouseEvent move(QEvent::MouseMove, b, slider->mapToGlobal(b), Qt::NoButton, Qt::LeftButton,
                         Qt::ShiftModifier);
        QApplication::sendEvent(slider, &move);
        QTest::mouseRelease(slider, Qt::LeftButton, Qt::ShiftModifier, b);
        QVERIFY(timeline->hasRange());
        QCOMPARE(timeline->rangeFrom(), slider->stepAt(a.x()));
        QCOMPARE(timeline->rangeTo(), slider->stepAt(b.x()));
        QVERIFY(timeline->rangeTo() > timeline->rangeFrom());
        // The board stayed where it was; Record starts with the range.
        QCOMPARE(player->position(), qint64(300));
        const auto [from, to] = m_window->recorder()->defaultRange();
        QCOMPARE(from, timeline->rangeFrom());
        QCOMPARE(to, timeline->rangeTo());
        QVERIFY(slider->accessibleDescription().contains(QStringLiteral("Recording range")));
        // Another run clears it.
        m_window->setup(AlgorithmId::Bitmask, 6, SolveMode::All);
        QTRY_VERIFY(!timeline->hasRange());
    }

    void bracketsMarkTheRangeAtTheStepShown()
    {
        StepPlayer *player = m_window->player();
        RecordController *recorder = m_window->recorder();
        // Without a range: the 50 steps from the one shown (step 43 records 43 to 92).
        player->seek(43);
        QTRY_COMPARE(player->position(), qint64(43));
        QCOMPARE(recorder->defaultRange(), (std::pair<qint64, qint64> { 43, 92 }));
        player->seek(120);
        QTRY_COMPARE(player->position(), qint64(120));
        QCOMPARE(recorder->defaultRange(), (std::pair<qint64, qint64> { 120, 169 }));
        // [ marks the start: seen on the groove and said under it at once.
        TimelineSlider *slider = m_window->timeline()->slider();
        const QImage before = slider->grab().toImage();
        const QString words = m_window->timeline()->findChild<QLabel *>()->text();
        m_window->actions()->action(ActionId::RangeStart)->trigger();
        const QImage marked = slider->grab().toImage();
        int changed = 0;
        for (int y = 0; y < marked.height(); ++y) {
            for (int x = 0; x < marked.width(); ++x)
                changed += marked.pixel(x, y) != before.pixel(x, y);
        }
        QVERIFY2(changed >= 2 * slider->height(), qPrintable(QString::number(changed)));
        QStringList texts;
        for (const QLabel *label : m_window->timeline()->findChildren<QLabel *>())
            texts << label->text();
        QVERIFY2(texts.join(u'|').contains(QStringLiteral("recording from step 120")),
                 qPrintable(texts.join(u'|') + QStringLiteral(" / was ") + words));
        player->seek(140);
        QTRY_COMPARE(player->position(), qint64(140));
        m_window->actions()->action(ActionId::RangeEnd)->trigger();
        QCOMPARE(recorder->defaultRange(), (std::pair<qint64, qint64> { 120, 140 }));
        texts.clear();
        for (const QLabel *label : m_window->timeline()->findChildren<QLabel *>())
            texts << label->text();
        QVERIFY2(texts.join(u'|').contains(QStringLiteral("recording steps 120 to 140")),
                 qPrintable(texts.join(u'|')));
        m_window->actions()->action(ActionId::ClearRange)->trigger();
        QVERIFY(!m_window->timeline()->hasRange());
        QCOMPARE(m_window->actions()->action(ActionId::Record)->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::Key_R));
    }

    void recordsBehindTheWindow()
    {
        StepPlayer *player = m_window->player();
        player->seek(60);
        QTRY_COMPARE(player->position(), qint64(60));
        RecordController *recorder = m_window->recorder();
        RecordChoices choices;
        choices.format = FilmFormat::Gif;
        choices.size = 240;
        const FilmSpec spec = recorder->specFor(0, 60, choices);
        const QString path = m_dir->filePath(QStringLiteral("steps.gif"));
        QSignalSpy finished(recorder, &RecordController::finished);
        recorder->record(spec, path);
        QVERIFY(recorder->isRecording());
        QVERIFY(recorder->progressBar() && recorder->progressBar()->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).value<FilmRecorder::Outcome>(),
                 FilmRecorder::Outcome::Written);
        QCOMPARE(player->position(), qint64(60)); // the board did not move
        QImageReader gif(path);
        QCOMPARE(gif.imageCount(), 61);
        QVERIFY(!recorder->isRecording());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("steps.gif")));
    }

    void stepsAsAWebPage()
    {
        // File > Export Steps as Web Page: the range marked, as one page of its steps.
        StepPlayer *player = m_window->player();
        player->seek(40);
        QTRY_COMPARE(player->position(), qint64(40));
        m_window->actions()->action(ActionId::RangeStart)->trigger();
        player->seek(70);
        QTRY_COMPARE(player->position(), qint64(70));
        m_window->actions()->action(ActionId::RangeEnd)->trigger();
        RecordController *recorder = m_window->recorder();
        QSignalSpy finished(recorder, &RecordController::finished);
        m_window->actions()->action(ActionId::ExportStepsPage)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).value<FilmRecorder::Outcome>(),
                 FilmRecorder::Outcome::Written);
        const QString path = finished.first().at(1).toString();
        QVERIFY2(path.endsWith(QStringLiteral("-40-70.html")), qPrintable(path));
        QFile page(path);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QByteArray html = page.readAll();
        page.close();
        QFile::remove(path);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("default-src 'none'"));
        // Its steps: 40 to 70, each with its position.
        QVERIFY(html.contains("\"s\":\"40\"") && html.contains("\"s\":\"70\""));
        QVERIFY(!html.contains("\"s\":\"39\"") && !html.contains("\"s\":\"71\""));
        QVERIFY(!html.contains("\"questions\""));
        // With Predict on, the page asks Predict's questions over the range.
        QAction *predict = m_window->actions()->action(ActionId::Predict);
        predict->trigger();
        QVERIFY(predict->isChecked());
        const FilmSpec asked = recorder->specFor(40, 70, RecordChoices { FilmFormat::WebPage });
        QVERIFY(asked.questions.has_value());
        m_window->actions()->action(ActionId::ExportStepsPage)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
        QFile withQuestions(finished.at(1).at(1).toString());
        QVERIFY(withQuestions.open(QIODevice::ReadOnly));
        QVERIFY(withQuestions.readAll().contains("\"questions\":[{"));
        withQuestions.remove();
        predict->trigger();
        QVERIFY(!predict->isChecked());
    }

    void framesMarkWhatTheBoardMarks()
    {
        // With View > Show Attacked Squares off, the frames leave attacked squares plain too.
        RecordController *recorder = m_window->recorder();
        RecordChoices choices;
        choices.caption = false;
        const FilmSpec on = recorder->specFor(0, 5, choices);
        QVERIFY(on.view.attacks && on.view.heat);
        m_window->actions()->action(ActionId::Attacks)->trigger();
        const FilmSpec off = recorder->specFor(0, 5, choices);
        QVERIFY(!off.view.attacks);
        // Step 2 of 8 x 8 backtracking: a queen on row 1, column 1; row 1, column 2 is attacked.
        const PlayState state = RunWalk::to(off.run, 2);
        QCOMPARE(state.depth(), 1);
        const FramePainter withMarks(on), plain(off);
        const QImage a = withMarks.image(state), b = plain.image(state);
        const BoardPicture picture = plain.picture(state);
        const qreal s = a.width() / BoardRenderer::extent(picture);
        const qreal m = BoardRenderer::margin(picture) * s;
        const QPoint corner(int(m + 1.1 * s), int(m + 0.1 * s)); // row 1, column 2, off the cross
        QVERIFY(a.pixelColor(corner) != b.pixelColor(corner));
        QCOMPARE(b.pixelColor(corner), m_window->scene()->theme().darkSquare);
    }

    void cancelledHalfWayLeavesNoFile()
    {
        RecordController *recorder = m_window->recorder();
        RecordChoices choices;
        choices.format = FilmFormat::Mp4;
        const FilmSpec spec = recorder->specFor(0, 2000, choices);
        const QString path = m_dir->filePath(QStringLiteral("steps.mp4"));
        QSignalSpy finished(recorder, &RecordController::finished);
        recorder->record(spec, path);
        QTRY_VERIFY(recorder->progressBar() && recorder->progressBar()->value() > 0);
        recorder->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).value<FilmRecorder::Outcome>(),
                 FilmRecorder::Outcome::Cancelled);
        QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(
            QDir(m_dir->path()).entryList({ QStringLiteral("*.mp4*") }, QDir::Files | QDir::Hidden),
            QStringList {});
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("cancelled")));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestRecord)
#include "tst_record.moc"
