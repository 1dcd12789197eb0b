// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons in the window: every scene of a saved lesson comes back exactly (the step, the board
// picked in the browser with its filter, the board placed in Explore, the panels, the speed,
// the breakpoints, the note in each language); a damaged or newer file leaves the open lesson
// as it was; the user's settings are never written while a lesson is open and come back when
// it closes; Page Down goes through the 4 x 4 example (read through the board's accessibility
// table); the examples open in all three languages; a save killed midway leaves the old file
// whole, and the autosave a killed program left is offered and restores the lesson.
#include "actions/actionset.h"
#include "board/boardview.h"
#include "browser/solutionbrowser.h"
#include "debugger/breakpointstore.h"
#include "explore/explorepanel.h"
#include "lessonfile.h"
#include "lessonpage.h"
#include "lessons/lessonautosave.h"
#include "lessons/lessoncontroller.h"
#include "lessons/lessondocument.h"
#include "lessons/lessonpageexport.h"
#include "lessons/scenestage.h"
#include "lessons/scenesview.h"
#include "linekeys.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "playbackclock.h"
#include "window/mainwindow.h"

#include <QAccessible>
#include <QAccessibleTableInterface>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <cstdio>

#include <signal.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>

using namespace nq;

namespace {

// The child process of the crash tests: it is given a mode and a folder.
constexpr const char *kChildMode = "NQ_LESSON_CHILD";

Lesson sampleLesson()
{
    Lesson lesson;
    lesson.title.set(QStringLiteral("en"), QStringLiteral("Sample"));
    LessonScene step;
    step.setup.run.algorithm = AlgorithmId::Backtracking;
    step.setup.run.problem = Problem::nonAttacking(6);
    step.setup.speedLevel = 2;
    step.setup.theme = QStringLiteral("dark");
    step.setup.docks = QStringList { QStringLiteral("scenes"), QStringLiteral("pseudocode"),
                                     QStringLiteral("tree") };
    step.position.step = 40;
    Breakpoint take;
    take.line = LineKeys::lineOf(AlgorithmId::Backtracking, u"take");
    take.row = 2;
    step.breakpoints.push_back(take);
    step.note.set(QStringLiteral("en"), QStringLiteral("Row 3 runs out."));
    step.note.set(QStringLiteral("ja"), QStringLiteral("3 行目が尽きます。"));
    lesson.scenes.push_back(step);

    LessonScene browse;
    browse.setup.run.algorithm = AlgorithmId::Bitmask;
    browse.setup.run.problem = Problem::nonAttacking(8);
    browse.setup.speedLevel = 4;
    browse.setup.theme = QStringLiteral("light");
    browse.setup.docks = QStringList { QStringLiteral("scenes"), QStringLiteral("browser") };
    browse.position.kind = ScenePosition::Kind::Browser;
    browse.position.queens
        = { { 0, 2 }, { 1, 4 }, { 2, 1 }, { 3, 7 }, { 4, 0 }, { 5, 6 }, { 6, 3 }, { 7, 5 } };
    browse.position.filter.symmetry = CatalogFilter::Symmetry::HalfTurn;
    browse.note.set(QStringLiteral("zh_CN"), QStringLiteral("转半圈不变。"));
    lesson.scenes.push_back(browse);

    LessonScene explore;
    explore.setup.run.algorithm = AlgorithmId::Domination;
    explore.setup.run.problem = Problem::domination(8, 5);
    explore.setup.speedLevel = 4;
    explore.setup.theme = QStringLiteral("light");
    explore.setup.docks = QStringList { QStringLiteral("scenes"), QStringLiteral("explore") };
    explore.position.kind = ScenePosition::Kind::Explore;
    explore.position.queens = { { 3, 3 }, { 4, 4 } };
    lesson.scenes.push_back(explore);
    return lesson;
}

// The scene as the window can show it: the note and "play until" are the lesson's own.
LessonScene shown(LessonScene scene)
{
    scene.note = {};
    scene.until = {};
    return scene;
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void overlayKeepsTheUsersSettings();
    void savedLessonComesBackSceneByScene();
    void badFilesLeaveTheOpenLessonAlone();
    void closingGivesTheUsersSetupBack();
    void pageDownThroughTheFourByFourExample();
    void examplesOpenInEveryLanguage();
    void playUntilPausesWhereItHolds();
    void scenesDockEditsTheLesson();
    void theScenesListStaysInFront();
    void killedSaveLeavesTheOldFileWhole();
    void autosaveOfAKilledProgramIsOffered();
    void windowRefusesWhatCheckRefuses_data();
    void windowRefusesWhatCheckRefuses();
    void aLongCheckRunsBehindTheWindow();
    void aLongNoteKeepsTheWindowOnScreen();
    void anOversizedGeometryIsNeverRestored();
    void aFailedAutosaveIsSaid();
    void saveAsWritesIntoADevice();
    void exportLessonAsWebPage();

private:
    void open();
    QString settingsFile() const { return m_dir->filePath(QStringLiteral("settings.ini")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestLessons::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    // The autosave goes to the program's data folder: this test's own.
    qputenv("XDG_DATA_HOME", m_dir->filePath(QStringLiteral("data")).toLocal8Bit());
}

void TestLessons::cleanup()
{
    if (m_window)
        m_window->lessons()->closeLesson(true);
    m_window.reset();
    m_dir.reset();
}

void TestLessons::open()
{
    m_window = std::make_unique<MainWindow>(StartupOptions {}, settingsFile());
    m_window->setWindowState(Qt::WindowNoState);
    m_window->resize(1400, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->lessons()->setDialogsEnabled(false);
}

void TestLessons::overlayKeepsTheUsersSettings()
{
    {
        Settings settings(settingsFile());
        settings.setSpeedLevel(7);
        settings.beginOverlay();
        settings.setSpeedLevel(2);
        settings.setRecentLessons({ QStringLiteral("/tmp/a.nqlesson") });
        QCOMPARE(settings.speedLevel(), 2); // read back while the lesson is open
        settings.endOverlay();
        QCOMPARE(settings.speedLevel(), 7);
    }
    Settings again(settingsFile());
    QCOMPARE(again.speedLevel(), 7);
    QCOMPARE(again.recentLessons(), QStringList { QStringLiteral("/tmp/a.nqlesson") });
}

void TestLessons::savedLessonComesBackSceneByScene()
{
    open();
    const QString path = m_dir->filePath(QStringLiteral("sample.nqlesson"));
    QString error;
    QVERIFY2(LessonFile::write(path, sampleLesson(), &error), qPrintable(error));
    LessonController *lessons = m_window->lessons();
    QVERIFY(lessons->openFile(path));
    const Lesson lesson = sampleLesson();
    for (int i = 0; i < int(lesson.scenes.size()); ++i) {
        lessons->goTo(i);
        QCOMPARE(m_window->lessonDocument()->current(), i);
        // Each scene read back from the window is the scene saved.
        const LessonScene want = shown(lesson.scenes[std::size_t(i)]);
        QVERIFY2(QTest::qWaitFor([&] { return m_window->sceneStage()->capture() == want; }, 15000),
                 qPrintable(QString::fromUtf8(
                     LessonFile::serialize({ {}, { m_window->sceneStage()->capture(), want } }))));
    }
    // The note in the window's language, else English, else the first.
    lessons->goTo(0);
    QCOMPARE(m_window->lessonNote(), QStringLiteral("Row 3 runs out."));
    lessons->goTo(1);
    QCOMPARE(m_window->lessonNote(), QStringLiteral("转半圈不变。"));
    lessons->goTo(2);
    QVERIFY(m_window->lessonNote().isEmpty());

    // Updated from the window, saved, opened again: the same scenes.
    m_window->explorePanel()->clickSquare({ 0, 0 });
    lessons->updateScene();
    QVERIFY(m_window->lessonDocument()->isModified());
    const QString copy = m_dir->filePath(QStringLiteral("copy.nqlesson"));
    QVERIFY(lessons->saveAs(copy));
    QVERIFY(!m_window->lessonDocument()->isModified());
    const std::optional<Lesson> back = LessonFile::read(copy, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->scenes.size(), std::size_t(3));
    QVERIFY(back->scenes[0] == lesson.scenes[0]);
    QVERIFY(back->scenes[1] == lesson.scenes[1]);
    const std::vector<Square> three { { 0, 0 }, { 3, 3 }, { 4, 4 } };
    QCOMPARE(back->scenes[2].position.queens, three);
}

void TestLessons::badFilesLeaveTheOpenLessonAlone()
{
    open();
    const QString path = m_dir->filePath(QStringLiteral("sample.nqlesson"));
    QString error;
    QVERIFY(LessonFile::write(path, sampleLesson(), &error));
    LessonController *lessons = m_window->lessons();
    QVERIFY(lessons->openFile(path));
    lessons->goTo(1);
    const Lesson before = m_window->lessonDocument()->lesson();

    QByteArray bytes = LessonFile::serialize(sampleLesson());
    QFile newer(m_dir->filePath(QStringLiteral("newer.nqlesson")));
    QVERIFY(newer.open(QIODevice::WriteOnly));
    newer.write(QByteArray(bytes).replace("\"version\": 1", "\"version\": 3"));
    newer.close();
    QFile damaged(m_dir->filePath(QStringLiteral("damaged.nqlesson")));
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write(bytes.left(bytes.size() / 3));
    damaged.close();
    const std::pair<QString, QString> rows[] = {
        { newer.fileName(), QStringLiteral("written by a newer N-Queens Studio (lesson format 3") },
        { damaged.fileName(), QStringLiteral("damaged or cut short") },
        { QStringLiteral("/dev/zero"), QStringLiteral("is a device, not a lesson file") },
        { m_dir->filePath(QStringLiteral("missing.nqlesson")), QStringLiteral("missing.nqlesson") },
    };
    for (const auto &[file, mentions] : rows) {
        QVERIFY(!lessons->openFile(file));
        QVERIFY2(lessons->lastMessage().contains(mentions), qPrintable(lessons->lastMessage()));
        QVERIFY2(lessons->lastMessage().contains(QFileInfo(file).fileName()),
                 qPrintable(lessons->lastMessage()));
        QVERIFY(m_window->lessonDocument()->lesson() == before);
        QCOMPARE(m_window->lessonDocument()->current(), 1);
        QCOMPARE(m_window->lessonDocument()->path(), QFileInfo(path).absoluteFilePath());
    }
}

void TestLessons::closingGivesTheUsersSetupBack()
{
    {
        Settings settings(settingsFile());
        settings.setSpeedLevel(6);
        settings.setTheme(Theme::Light);
        settings.setAlgorithm(AlgorithmId::Bitmask);
        settings.setBoardSize(7);
    }
    open();
    QTRY_COMPARE(m_window->player()->size(), 7);
    const QString path = m_dir->filePath(QStringLiteral("sample.nqlesson"));
    QString error;
    QVERIFY(LessonFile::write(path, sampleLesson(), &error));
    QVERIFY(m_window->lessons()->openFile(path));
    // The first scene: backtracking on 6 x 6, dark, slower, a breakpoint on "take".
    QCOMPARE(m_window->player()->size(), 6);
    QCOMPARE(m_window->player()->speedLevel(), 2);
    QCOMPARE(m_window->breakpointStore()->list(AlgorithmId::Backtracking).size(), std::size_t(1));
    QVERIFY(m_window->action(QStringLiteral("themeDark"))->isChecked());
    QVERIFY(m_window->lessons()->closeLesson());
    // The user's own again, and the settings file as the user left it.
    QTRY_COMPARE(m_window->player()->size(), 7);
    QCOMPARE(m_window->player()->algorithm(), AlgorithmId::Bitmask);
    QCOMPARE(m_window->player()->speedLevel(), 6);
    QVERIFY(m_window->action(QStringLiteral("themeLight"))->isChecked());
    QVERIFY(m_window->breakpointStore()->list(AlgorithmId::Backtracking).empty());
    QVERIFY(m_window->lessonNote().isEmpty());
    m_window.reset(); // writes what it keeps on close
    Settings after(settingsFile());
    QCOMPARE(after.speedLevel(), 6);
    QCOMPARE(after.algorithm(), AlgorithmId::Bitmask);
    QCOMPARE(after.boardSize(), 7);
    QCOMPARE(after.theme(), Theme::Light);
    QVERIFY(after.breakpoints(AlgorithmId::Backtracking).isEmpty());
    QCOMPARE(after.recentLessons(), QStringList { QFileInfo(path).absoluteFilePath() });
}

void TestLessons::pageDownThroughTheFourByFourExample()
{
    open();
    QVERIFY(m_window->lessons()->openExample(
        QStringLiteral(":/nqueens/lessons/backtracking-4x4.nqlesson")));
    const Lesson &lesson = m_window->lessonDocument()->lesson();
    QCOMPARE(lesson.scenes.size(), std::size_t(4));
    // The queens each scene names: the empty board, the dead end and the backtrack of (1,1)
    // and (2,3), (1,1) alone, the first solution 2 4 1 3.
    const std::vector<std::vector<Square>> queens {
        {}, { { 0, 0 }, { 1, 2 } }, { { 0, 0 } }, { { 0, 1 }, { 1, 3 }, { 2, 0 }, { 3, 2 } }
    };
    const std::int64_t steps[] = { 0, 16, 17, 57 };
    m_window->activateWindow();
    m_window->boardView()->setFocus();
    for (int i = 0; i < 4; ++i) {
        if (i > 0)
            QTest::keyClick(m_window->boardView(), Qt::Key_PageDown);
        QTRY_COMPARE(m_window->lessonDocument()->current(), i);
        QTRY_COMPARE(m_window->player()->position(), steps[i]);
        // The board as a screen reader reads it, square by square.
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(m_window->boardView());
        QVERIFY(board);
        QAccessibleTableInterface *table = board->tableInterface();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 4);
        std::vector<Square> read;
        for (int r = 0; r < 4; ++r) {
            for (int c = 0; c < 4; ++c) {
                QAccessibleInterface *cell = table->cellAt(r, c);
                QVERIFY(cell);
                if (cell->text(QAccessible::Name).contains(QStringLiteral(": queen")))
                    read.push_back({ r, c });
            }
        }
        QCOMPARE(read, queens[std::size_t(i)]);
        // The step as a screen reader reads it under the board.
        QStringList said;
        for (QLabel *label : m_window->findChildren<QLabel *>()) {
            QAccessibleInterface *a = QAccessible::queryAccessibleInterface(label);
            const QString words = a ? a->text(QAccessible::Name) : QString();
            if (words.startsWith(QStringLiteral("Step ")))
                said << words;
        }
        const QRegularExpression step(QStringLiteral("^Step %1( of|$)").arg(steps[i]));
        QVERIFY2(!said.filter(step).isEmpty(), qPrintable(said.join(u'|')));
        QCOMPARE(m_window->lessonNote(),
                 lesson.scenes[std::size_t(i)].note.in(QStringLiteral("en")));
    }
    // In the room: F11 stays on through the scenes, and its layout keeps the panels.
    QAction *present = m_window->action(QStringLiteral("present"));
    present->trigger();
    QVERIFY(m_window->isPresenting());
    m_window->lessons()->goTo(1);
    QVERIFY(m_window->isPresenting());
    QCOMPARE(m_window->lessonNote(), lesson.scenes[1].note.in(QStringLiteral("en")));
    present->trigger();
    QVERIFY(!m_window->isPresenting());
    m_window->lessons()->goTo(3);
    QTRY_COMPARE(m_window->player()->position(), std::int64_t(57));
    // Past the last scene Page Down does nothing; Page Up goes back.
    QTest::keyClick(m_window->boardView(), Qt::Key_PageDown);
    QCOMPARE(m_window->lessonDocument()->current(), 3);
    QTest::keyClick(m_window->boardView(), Qt::Key_PageUp);
    QTRY_COMPARE(m_window->lessonDocument()->current(), 2);
    QTRY_COMPARE(m_window->player()->position(), std::int64_t(17));
}

void TestLessons::examplesOpenInEveryLanguage()
{
    open();
    for (const char *language : { "en", "ja", "zh_CN" }) {
        m_window->chooseLanguage(QString::fromLatin1(language));
        for (const char *name : { "backtracking-4x4", "symmetry-8x8", "domination-8x8" }) {
            const QString resource
                = QStringLiteral(":/nqueens/lessons/%1.nqlesson").arg(QLatin1StringView(name));
            QVERIFY2(m_window->lessons()->openExample(resource), qPrintable(resource));
            QVERIFY2(m_window->lessons()->lastMessage().isEmpty(),
                     qPrintable(m_window->lessons()->lastMessage()));
            const LessonDocument *d = m_window->lessonDocument();
            QVERIFY(d->sceneCount() >= 3);
            QCOMPARE(d->current(), 0);
            // The note in the window's language.
            const QString note = d->scene(0).note.in(QString::fromLatin1(language));
            QVERIFY(!note.isEmpty());
            QCOMPARE(m_window->lessonNote(), note);
            if (QByteArray(language) != "en")
                QVERIFY(note != d->scene(0).note.in(QStringLiteral("en")));
            QVERIFY(m_window->lessons()->closeLesson(true));
        }
    }
    m_window->chooseLanguage(QStringLiteral("en"));
}

void TestLessons::playUntilPausesWhereItHolds()
{
    open();
    QVERIFY(m_window->lessons()->openExample(
        QStringLiteral(":/nqueens/lessons/backtracking-4x4.nqlesson")));
    // The first scene plays until the first backtrack (step 17), the third until the first
    // solution (step 57); faster here than the scene's one step a second.
    StepPlayer *player = m_window->player();
    player->setSpeedLevel(PlaybackClock::speedLevels() - 2);
    player->play();
    QTRY_VERIFY(!player->isPlaying());
    QCOMPARE(player->position(), std::int64_t(17));
    // Once met, playing goes on as in any run.
    player->play();
    QTRY_VERIFY(player->position() > 17);
    player->pause();
    m_window->lessons()->goTo(2);
    QTRY_COMPARE(player->position(), std::int64_t(17));
    player->setSpeedLevel(PlaybackClock::speedLevels() - 1); // flat out, too
    player->play();
    QTRY_VERIFY(!player->isPlaying());
    QCOMPARE(player->position(), std::int64_t(57));
    QCOMPARE(player->state().counters.solutions, std::int64_t(1));
}

void TestLessons::scenesDockEditsTheLesson()
{
    open();
    const QString path = m_dir->filePath(QStringLiteral("sample.nqlesson"));
    QString error;
    QVERIFY(LessonFile::write(path, sampleLesson(), &error));
    QVERIFY(m_window->lessons()->openFile(path));
    LessonDocument *d = m_window->lessonDocument();
    QListWidget *list = m_window->scenesView()->list();
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Row 3 runs out."));
    // The thumbnails are drawn behind the window.
    QTRY_VERIFY(!list->item(2)->icon().isNull());
    // The note edited in place, in the window's language.
    list->item(2)->setText(QStringLiteral("Two queens in the middle."));
    QCOMPARE(d->scene(2).note.in(QStringLiteral("en")),
             QStringLiteral("Two queens in the middle."));
    QVERIFY(d->isModified());
    // A drag: the first scene goes last.
    QVERIFY(list->model()->moveRow(QModelIndex(), 0, QModelIndex(), 3));
    QTRY_COMPARE(d->scene(2).note.in(QStringLiteral("en")), QStringLiteral("Row 3 runs out."));
    QCOMPARE(d->scene(0).setup.run.algorithm, AlgorithmId::Bitmask);
    // Delete removes the scene selected.
    list->setCurrentRow(0);
    m_window->activateWindow();
    list->setFocus();
    QTRY_VERIFY(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Delete);
    QCOMPARE(d->sceneCount(), 2);
    QCOMPARE(d->scene(0).setup.run.algorithm, AlgorithmId::Domination);
    QTRY_COMPARE(list->count(), 2);
    // Saved and read back as edited.
    QVERIFY(m_window->lessons()->save());
    const std::optional<Lesson> back = LessonFile::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->scenes.size(), std::size_t(2));
    QCOMPARE(back->scenes[0].note.in(QStringLiteral("en")),
             QStringLiteral("Two queens in the middle."));
    QCOMPARE(back->scenes[1].note.in(QStringLiteral("ja")), QStringLiteral("3 行目が尽きます。"));
}

// A teacher clicks through the scenes in their list: the list stays in front of its tab group
// (the scenes raise the Search Tree and the Solutions, its neighbours), a double click edits a
// note in place without a warning, and the note over the board says the new words at once.
void TestLessons::theScenesListStaysInFront()
{
    open();
    QTest::failOnWarning(QRegularExpression(QStringLiteral("closeEditor")));
    const QString path = m_dir->filePath(QStringLiteral("sample.nqlesson"));
    QString error;
    QVERIFY(LessonFile::write(path, sampleLesson(), &error));
    QVERIFY(m_window->lessons()->openFile(path));
    LessonDocument *d = m_window->lessonDocument();
    auto *scenesDock = m_window->findChild<QDockWidget *>(QStringLiteral("scenesDock"));
    QListWidget *list = m_window->scenesView()->list();
    QTRY_VERIFY(scenesDock->isVisible() && list->isVisible());
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    for (const int i : { 1, 2, 0, 1 }) {
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(i)).center());
        QTRY_COMPARE(d->current(), i);
        QTest::qWait(50);
        QVERIFY2(list->isVisible() && !list->visibleRegion().isEmpty(),
                 qPrintable(QStringLiteral("scene %1 hid the list").arg(i + 1)));
    }
    // The scene's own tab is in front where the list is not: scene 2 shows the Solutions.
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("browserDock"))
                ->isVisibleTo(m_window.get()));
    // A double click edits the note in place (the scene chosen by its first click keeps the
    // keys in the list).
    const QRect row = list->visualItemRect(list->item(0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
    QTRY_COMPARE(d->current(), 0);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, row.center());
    QLineEdit *editor = nullptr;
    QTRY_VERIFY((editor = list->viewport()->findChild<QLineEdit *>()) && editor->isVisible());
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("A dead end in row 3."));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(d->scene(0).note.in(QStringLiteral("en")), QStringLiteral("A dead end in row 3."));
    QTRY_COMPARE(list->item(0)->text(), QStringLiteral("A dead end in row 3."));
    QCOMPARE(d->current(), 0);
    QTRY_COMPARE(m_window->lessonNote(), QStringLiteral("A dead end in row 3."));
}

void TestLessons::killedSaveLeavesTheOldFileWhole()
{
    // A child writes two lessons over one file, in turn, as fast as it can; it is killed at
    // random moments. The file is always one of the two, whole.
    const QString path = m_dir->filePath(QStringLiteral("saved.nqlesson"));
    Lesson small = sampleLesson();
    small.scenes.resize(1);
    QString error;
    QVERIFY(LessonFile::write(path, small, &error));
    for (int round = 0; round < 6; ++round) {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildMode), QStringLiteral("save"));
        env.insert(QStringLiteral("NQ_LESSON_PATH"), path);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        QTest::qWait(150 + 70 * round);
        QVERIFY(child.state() == QProcess::Running);
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished());
        const std::optional<Lesson> read = LessonFile::read(path, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->scenes.size() == 1 || read->scenes.size() == 120);
    }
    // (A process killed mid-save cannot remove its temporary file, saved.nqlesson.XXXXXX: it
    // is left beside the lesson, which is whole.)
}

void TestLessons::autosaveOfAKilledProgramIsOffered()
{
    // A child opens the window, makes a lesson of two scenes and is killed once the autosave
    // has run (every 100 ms here, every minute for users).
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildMode), QStringLiteral("autosave"));
    env.insert(QStringLiteral("NQ_AUTOSAVE_MS"), QStringLiteral("1"));
    env.insert(QStringLiteral("NQ_LESSON_SETTINGS"), settingsFile());
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir->filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForStarted());
    QVERIFY(child.waitForReadyRead(30000));
    QCOMPARE(child.readLine().trimmed(), QByteArray("autosaved"));
    ::kill(pid_t(child.processId()), SIGKILL);
    QVERIFY(child.waitForFinished());

    open();
    LessonController *lessons = m_window->lessons();
    QVERIFY(lessons->hasRecovery());
    QVERIFY(!m_window->lessonDocument()->isOpen());
    lessons->recover();
    const LessonDocument *d = m_window->lessonDocument();
    QVERIFY(d->isOpen());
    QCOMPARE(d->sceneCount(), 2);
    QVERIFY(d->isModified()); // not saved yet
    QCOMPARE(d->scene(1).setup.run.n(), 5);
    QCOMPARE(d->scene(1).position.step, std::int64_t(12));
    // Saved: the copy goes.
    QVERIFY(lessons->saveAs(m_dir->filePath(QStringLiteral("recovered.nqlesson"))));
    QVERIFY(!lessons->hasRecovery());
}

namespace {

// A lesson file of the given scenes (each "setup", "position" as JSON members).
QString writeLesson(const QString &path, const QList<QPair<QByteArray, QByteArray>> &scenes,
                    const QByteArray &note = {})
{
    QByteArray list;
    for (const auto &[setup, position] : scenes) {
        list += QByteArray(list.isEmpty() ? "" : ",") + "{\"setup\": {" + setup
            + "}, \"position\": {" + position + "}"
            + (note.isEmpty() ? QByteArray() : ", \"note\": {\"en\": \"" + note + "\"}") + "}";
    }
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write("{\"format\": \"nqueens-lesson\", \"version\": 1, \"scenes\": [" + list + "]}");
    return path;
}

} // namespace

void TestLessons::windowRefusesWhatCheckRefuses_data()
{
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<QByteArray>("position");
    QTest::addColumn<QString>("says");
    const QByteArray four = "\"algorithm\": \"backtracking\", \"size\": 4";
    QTest::newRow("a step past the end")
        << four << QByteArray("\"kind\": \"step\", \"step\": 999999")
        << QStringLiteral("scene 1: step 999,999 is past the end of its run");
    QTest::newRow("a board that is no solution")
        << four << QByteArray("\"kind\": \"browser\", \"queens\": \"1 2 3 4\"")
        << QStringLiteral("scene 1: the board picked is not a solution of 4 × 4");
    QTest::newRow("no scene") << QByteArray() << QByteArray()
                              << QStringLiteral("the lesson has no scene");
}

// What `nqueens lesson check` refuses, the window refuses too, in its words, and the lesson
// open stays as it was.
void TestLessons::windowRefusesWhatCheckRefuses()
{
    QFETCH(QByteArray, setup);
    QFETCH(QByteArray, position);
    QFETCH(QString, says);
    open();
    const QString bad = writeLesson(
        m_dir->filePath(QStringLiteral("bad.nqlesson")),
        setup.isEmpty() ? QList<QPair<QByteArray, QByteArray>> {}
                        : QList<QPair<QByteArray, QByteArray>> { { setup, position } });
    QVERIFY(!m_window->lessons()->openFile(bad));
    QVERIFY2(m_window->lessons()->lastMessage().contains(says),
             qPrintable(m_window->lessons()->lastMessage()));
    QVERIFY(!m_window->lessonDocument()->isOpen());
}

// A lesson whose scenes walk millions of steps is checked behind the window: the window
// answers meanwhile, and the lesson opens (or is refused) when the check is done.
void TestLessons::aLongCheckRunsBehindTheWindow()
{
    open();
    const QByteArray twelve = "\"algorithm\": \"backtracking\", \"size\": 12";
    const QByteArray far = "\"kind\": \"step\", \"step\": 1000000";
    const QString good = writeLesson(m_dir->filePath(QStringLiteral("long.nqlesson")),
                                     { { twelve, far }, { twelve, far }, { twelve, far } });
    QVERIFY(m_window->lessons()->openFile(good));
    QVERIFY(m_window->lessons()->checking());
    QVERIFY(!m_window->lessonDocument()->isOpen());
    QTRY_VERIFY_WITH_TIMEOUT(m_window->lessonDocument()->isOpen(), 60000);
    QCOMPARE(m_window->lessonDocument()->sceneCount(), 3);
    QVERIFY(m_window->lessons()->closeLesson(true));
    // The same, with a last scene past its run's end: refused once checked.
    const QString bad = writeLesson(m_dir->filePath(QStringLiteral("long-bad.nqlesson")),
                                    { { twelve, far },
                                      { twelve, far },
                                      { "\"algorithm\": \"backtracking\", \"size\": 5", far } });
    QVERIFY(m_window->lessons()->openFile(bad));
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->lessons()->checking(), 60000);
    QVERIFY2(m_window->lessons()->lastMessage().contains(QStringLiteral("scene 3: step 1,000,000 "
                                                                        "is past the end")),
             qPrintable(m_window->lessons()->lastMessage()));
    QVERIFY(!m_window->lessonDocument()->isOpen());
}

// A note of 4,000 characters without a space, or of 4,000 lines, sits in a box of bounded
// size: the window keeps its width and height, and the note scrolls.
void TestLessons::aLongNoteKeepsTheWindowOnScreen()
{
    open();
    const QSize before = m_window->size();
    const QByteArray four = "\"algorithm\": \"backtracking\", \"size\": 4";
    const QByteArray start = "\"kind\": \"step\", \"step\": 0";
    for (const QByteArray &note :
         { QByteArray(4000, 'x'), QByteArray(4000, 'n').replace('n', "\\n") }) {
        const QString path = writeLesson(m_dir->filePath(QStringLiteral("note.nqlesson")),
                                         { { four, start } }, note.left(8000));
        QVERIFY(m_window->lessons()->openFile(path));
        QVERIFY(!m_window->lessonNote().isEmpty());
        QApplication::processEvents(); // a test's wait for the layout, not the program's
        QVERIFY2(m_window->minimumSizeHint().width() < before.width(),
                 qPrintable(QString::number(m_window->minimumSizeHint().width())));
        QVERIFY2(m_window->minimumSizeHint().height() < before.height(),
                 qPrintable(QString::number(m_window->minimumSizeHint().height())));
        QCOMPARE(m_window->size(), before);
        auto *box = m_window->findChild<QWidget *>(QStringLiteral("lessonNote"));
        QVERIFY(box);
        QVERIFY2(box->height() < 200, qPrintable(QString::number(box->height())));
        QVERIFY(m_window->lessons()->closeLesson(true));
    }
}

// A geometry larger than the screen (saved by an older version under a long note) is not
// restored: the window starts on the screen.
void TestLessons::anOversizedGeometryIsNeverRestored()
{
    {
        QWidget huge;
        huge.setGeometry(0, 0, 28866, 32000);
        Settings settings(settingsFile());
        settings.setGeometry(huge.saveGeometry());
    }
    m_window = std::make_unique<MainWindow>(StartupOptions {}, settingsFile());
    const QRect room = QApplication::primaryScreen()->availableVirtualGeometry();
    QVERIFY2(m_window->width() <= room.width() && m_window->height() <= room.height(),
             qPrintable(QStringLiteral("%1 x %2").arg(m_window->width()).arg(m_window->height())));
    // Nor saved: a window made larger than the screen leaves the last geometry that fitted.
    m_window->setWindowState(Qt::WindowNoState);
    m_window->resize(room.width() / 2, room.height() / 2);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->close();
    const QByteArray fitted = Settings(settingsFile()).geometry();
    m_window = std::make_unique<MainWindow>(StartupOptions {}, settingsFile());
    m_window->setWindowState(Qt::WindowNoState);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->resize(room.width() * 3, room.height() * 3);
    m_window->close();
    QCOMPARE(Settings(settingsFile()).geometry(), fitted);
}

// An autosave that cannot be written (its folder cannot be made) is said in the status bar and
// the title, until the lesson is saved.
void TestLessons::aFailedAutosaveIsSaid()
{
    // The data folder is a file: the copy's folder cannot be made under it.
    QFile blocker(m_dir->filePath(QStringLiteral("data")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    open();
    m_window->lessons()->addScene(); // a new lesson with one scene: changed, not saved
    QVERIFY(m_window->lessonDocument()->isModified());
    auto *autosave = m_window->findChild<LessonAutosave *>();
    QVERIFY(autosave);
    QSignalSpy failed(autosave, &LessonAutosave::failed);
    QVERIFY(!autosave->write());
    QCOMPARE(failed.size(), 1);
    QVERIFY2(m_window->windowTitle().contains(QStringLiteral("(autosave failed)")),
             qPrintable(m_window->windowTitle()));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("autosave failed")),
             qPrintable(m_window->statusBar()->currentMessage()));
    // Saved: nothing is at risk, and nothing more is said.
    QVERIFY(m_window->lessons()->saveAs(m_dir->filePath(QStringLiteral("kept.nqlesson"))));
    QVERIFY(!m_window->windowTitle().contains(QStringLiteral("autosave")));
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty()
            || !m_window->statusBar()->currentMessage().contains(QStringLiteral("autosave")));
}

// Save Lesson As onto a device (after the dialog's "replace?") writes into it and leaves it a
// device; a FIFO no program reads from is refused at once, never waited on.
void TestLessons::saveAsWritesIntoADevice()
{
    const QString null = m_dir->filePath(QStringLiteral("null.nqlesson"));
    if (::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
        QSKIP("mknod is not allowed here (not root, or a container without it)");
    open();
    m_window->lessons()->addScene();
    QVERIFY(m_window->lessons()->saveAs(null));
    struct stat st
    {
    };
    QCOMPARE(::lstat(QFile::encodeName(null).constData(), &st), 0);
    QVERIFY(S_ISCHR(st.st_mode));
    const QString fifo = m_dir->filePath(QStringLiteral("pipe.nqlesson"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(!m_window->lessons()->saveAs(fifo));
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY2(m_window->lessons()->lastMessage().contains(QStringLiteral("no program reads from")),
             qPrintable(m_window->lessons()->lastMessage()));
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    QVERIFY(S_ISFIFO(st.st_mode));
}

// The child processes of the crash tests.
static int childMain(int argc, char **argv)
{
    const QByteArray mode = qgetenv(kChildMode);
    if (mode == "save") {
        QCoreApplication app(argc, argv);
        Lesson small = sampleLesson();
        small.scenes.resize(1);
        Lesson big = sampleLesson();
        while (big.scenes.size() < 120)
            big.scenes.push_back(big.scenes[big.scenes.size() % 3]);
        const QString path = qEnvironmentVariable("NQ_LESSON_PATH");
        for (std::uint64_t i = 0;; ++i) {
            QString error;
            if (!LessonFile::write(path, (i % 2) ? big : small, &error))
                return 1;
        }
    }
    QApplication app(argc, argv);
    MainWindow window(StartupOptions {}, qEnvironmentVariable("NQ_LESSON_SETTINGS"));
    window.show();
    window.lessons()->setDialogsEnabled(false);
    window.setup(AlgorithmId::Backtracking, 6, SolveMode::All);
    window.lessons()->addScene();
    window.setup(AlgorithmId::Backtracking, 5, SolveMode::All);
    window.player()->seek(12);
    if (!QTest::qWaitFor([&] { return window.player()->position() == 12; }, 10000))
        return 3;
    window.lessons()->addScene();
    const QString copy = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                             .filePath(QStringLiteral("autosave.nqlesson"));
    // The copy of the lesson with both scenes: on a busy machine the autosave may already
    // have written the one-scene lesson while the cursor went to step 12.
    const auto autosaved = [&] {
        QString error;
        const std::optional<Lesson> saved = LessonFile::read(copy, &error);
        return saved && saved->scenes.size() == 2;
    };
    if (!QTest::qWaitFor(autosaved, 20000))
        return 4;
    std::printf("autosaved\n");
    std::fflush(stdout);
    return app.exec(); // until killed
}

// File > Export Lesson as Web Page: off with no lesson open; with the example open, the page
// is written behind the window, byte for byte what `nqueens lesson web` writes of it (the
// window's theme is the default, light).
void TestLessons::exportLessonAsWebPage()
{
    open();
    QAction *action = m_window->actions()->action(ActionId::ExportLessonPage);
    QVERIFY(!action->isEnabled());
    QVERIFY(m_window->lessons()->openExample(
        QStringLiteral(":/nqueens/lessons/backtracking-4x4.nqlesson")));
    QVERIFY(action->isEnabled());
    LessonPageExport *exporter = m_window->lessonPage();
    exporter->setDialogsEnabled(false);
    QSignalSpy finished(exporter, &LessonPageExport::finished);
    action->trigger();
    QVERIFY(exporter->isWriting());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(2).toString()));
    const QString path = finished.first().at(1).toString();
    QFile page(path);
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QByteArray html = page.readAll();
    page.close();
    QFile::remove(path);
    const Lesson &lesson = m_window->lessonDocument()->lesson();
    QCOMPARE(html, LessonPage::html(lesson, QFileInfo(path).completeBaseName(), Theme::Light));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QFileInfo(path).fileName()));
    // A .zip is the page's SCORM package.
    const QString zip = m_dir->filePath(QStringLiteral("lesson.zip"));
    exporter->write(zip);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QVERIFY2(finished.at(1).at(0).toBool(), qPrintable(finished.at(1).at(2).toString()));
    QFile package(zip);
    QVERIFY(package.open(QIODevice::ReadOnly));
    const QByteArray bytes = package.readAll();
    QVERIFY(bytes.startsWith("PK\x03\x04") && bytes.contains("imsmanifest.xml"));
    finished.clear();
    // An unwritable place: said in the status bar, nothing left there.
    const QString folder = m_dir->filePath(QStringLiteral("notafolder"));
    QFile file(folder);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    exporter->write(folder + QStringLiteral("/lesson.html"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QVERIFY(!finished.at(0).at(0).toBool());
    QVERIFY(!finished.at(0).at(2).toString().isEmpty());
    QCOMPARE(m_window->statusBar()->currentMessage(), finished.at(0).at(2).toString());
}

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsEmpty(kChildMode))
        return childMain(argc, argv);
    QApplication app(argc, argv);
    TestLessons test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_lessons.moc"
