// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson file: every field written is read back the same, and every kind of bad file is one
// message naming what is wrong.
#include "lessonfile.h"

#include "lessoncheck.h"
#include "linekeys.h"
#include "playbackclock.h"
#include "runwalk.h"
#include "sinks.h"
#include "solver.h"

#include "wholefile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace nq;

class TestLesson : public QObject
{
    Q_OBJECT

    static Lesson sample()
    {
        Lesson lesson;
        lesson.title.set(QStringLiteral("en"), QStringLiteral("Backtracking on 4 × 4"));
        lesson.title.set(QStringLiteral("ja"), QStringLiteral("4 × 4 のバックトラック"));

        LessonScene step;
        step.setup.run.algorithm = AlgorithmId::Backtracking;
        step.setup.run.problem = Problem::nonAttacking(4);
        step.setup.speedLevel = 3;
        step.setup.theme = QStringLiteral("dark");
        step.setup.docks = QStringList { QStringLiteral("pseudocode"), QStringLiteral("data") };
        step.setup.presentation = true;
        step.setup.askClass = QuestionKind::NextQueen;
        step.position.step = 12;
        Breakpoint take;
        take.line = LineKeys::lineOf(AlgorithmId::Backtracking, u"take");
        take.row = 2;
        take.every = 2;
        step.breakpoints.push_back(take);
        step.until = StopCondition::nextSolution();
        step.note.set(QStringLiteral("en"), QStringLiteral("Watch row 4 run out of squares."));
        step.note.set(QStringLiteral("zh_CN"), QStringLiteral("看第 4 行没有空格。"));
        lesson.scenes.push_back(step);

        LessonScene browse;
        browse.setup.run.algorithm = AlgorithmId::Bitmask;
        browse.setup.run.problem = Problem::nonAttacking(8);
        browse.setup.run.mode = SolveMode::First;
        browse.position.kind = ScenePosition::Kind::Browser;
        browse.position.queens
            = { { 0, 0 }, { 1, 4 }, { 2, 7 }, { 3, 5 }, { 4, 2 }, { 5, 6 }, { 6, 1 }, { 7, 3 } };
        browse.position.filter.required = { { 0, 0 } };
        browse.position.filter.symmetry = CatalogFilter::Symmetry::None;
        lesson.scenes.push_back(browse);

        LessonScene guard;
        guard.setup.run.algorithm = AlgorithmId::Domination;
        guard.setup.run.problem = Problem::domination(8, 5, false);
        guard.setup.predict = true;
        guard.position.kind = ScenePosition::Kind::Explore;
        guard.position.queens = { { 0, 0 }, { 0, 3 }, { 4, 4 } };
        lesson.scenes.push_back(guard);

        LessonScene practice;
        practice.setup.run.algorithm = AlgorithmId::MinConflicts;
        practice.setup.run.problem = Problem::nonAttacking(12);
        practice.setup.run.mode = SolveMode::First;
        practice.setup.run.seed = 18446744073709551557ULL;
        practice.setup.speedLevel = PlaybackClock::speedLevels() - 1;
        practice.position.kind = ScenePosition::Kind::Practice;
        practice.position.seed = 77;
        practice.position.fromStart = true;
        lesson.scenes.push_back(practice);
        return lesson;
    }

    // The sample with one field of the first scene replaced (or removed when `value` is
    // undefined), as bytes.
    static QByteArray withScene(const QString &object, const QString &field,
                                const QJsonValue &value)
    {
        QJsonObject root = QJsonDocument::fromJson(LessonFile::serialize(sample())).object();
        QJsonArray scenes = root.value(u"scenes").toArray();
        QJsonObject scene = scenes[0].toObject();
        QJsonObject part = object.isEmpty() ? scene : scene.value(object).toObject();
        if (value.isUndefined())
            part.remove(field);
        else
            part.insert(field, value);
        if (object.isEmpty())
            scene = part;
        else
            scene.insert(object, part);
        scenes[0] = scene;
        root.insert(QStringLiteral("scenes"), scenes);
        return QJsonDocument(root).toJson();
    }

    static QString errorOf(const QByteArray &bytes)
    {
        QString error;
        const std::optional<Lesson> lesson = LessonFile::parse(bytes, &error);
        return lesson ? QStringLiteral("(read)") : error;
    }

private slots:
    // A signal that would end the program waits while a file is put in place (a lesson is
    // saved through WholeFile): the handler is told to defer, and the signal comes again once
    // the commit is over.
    void aCommitHoldsOffASignal()
    {
        static std::atomic_int handled { 0 };
        static std::atomic_int deferred { 0 };
        const auto previous = std::signal(SIGUSR1, [](int signal) {
            if (WholeFile::deferSignal(signal))
                ++deferred;
            else
                ++handled;
        });
        {
            const WholeFile::Committing whole;
            std::raise(SIGUSR1);
            QCOMPARE(deferred.load(), 1);
            QCOMPARE(handled.load(), 0); // not while the file is put in place
        }
        QCOMPARE(handled.load(), 1); // raised again when it is
        std::raise(SIGUSR1);
        QCOMPARE(handled.load(), 2);
        QCOMPARE(deferred.load(), 1);
        std::signal(SIGUSR1, previous);
    }

    void roundTripKeepsEveryField()
    {
        const Lesson lesson = sample();
        const QByteArray bytes = LessonFile::serialize(lesson);
        QString error;
        const std::optional<Lesson> back = LessonFile::parse(bytes, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->scenes.size(), lesson.scenes.size());
        for (std::size_t i = 0; i < lesson.scenes.size(); ++i)
            QVERIFY2(back->scenes[i] == lesson.scenes[i], qPrintable(QString::number(i)));
        QCOMPARE(back->title.in(QStringLiteral("ja")), QStringLiteral("4 × 4 のバックトラック"));
        // Written again, the same bytes.
        QCOMPARE(LessonFile::serialize(*back), bytes);
        // The breakpoint is named by its key in the file.
        QVERIFY(bytes.contains("\"take row=3 every=2\""));
        QVERIFY(bytes.contains("\"until\": \"solution\""));
        QVERIFY(bytes.contains("\"seed\": \"18446744073709551557\""));
    }

    // A board with no queens (an Explore board cleared, on a board of squares too) is written
    // and read back as no queens; the fuzzer found a cleared covering set refused on reading.
    void emptyBoardsRoundTrip()
    {
        Lesson lesson = sample();
        lesson.scenes[1].position.queens.clear();
        lesson.scenes[2].position.queens.clear();
        QString error;
        const std::optional<Lesson> back = LessonFile::parse(LessonFile::serialize(lesson), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->scenes[1].position.queens.empty());
        QVERIFY(back->scenes[2].position.queens.empty());
        QVERIFY(*back == lesson);
    }

    void noteInTheWindowsLanguage()
    {
        const LessonText note = sample().scenes[0].note;
        QCOMPARE(note.in(QStringLiteral("zh_CN")), QStringLiteral("看第 4 行没有空格。"));
        QCOMPARE(note.in(QStringLiteral("zh")), QStringLiteral("看第 4 行没有空格。"));
        QCOMPARE(note.in(QStringLiteral("ja")), QStringLiteral("Watch row 4 run out of squares."));
        LessonText only;
        only.set(QStringLiteral("ja"), QStringLiteral("日本語"));
        QCOMPARE(only.in(QStringLiteral("en")), QStringLiteral("日本語"));
        only.set(QStringLiteral("ja"), QString());
        QVERIFY(only.isEmpty());
    }

    void playUntilStopsAtBreakpointsToo()
    {
        const LessonScene scene = sample().scenes[0];
        const StopCondition c = scene.playUntil();
        QCOMPARE(c.kind, StopCondition::Kind::Solution);
        QVERIFY(c.breakpoints);
        QCOMPARE(c.breakpoints->size(), std::size_t(1));
        LessonScene bare = sample().scenes[1];
        QCOMPARE(bare.playUntil().kind, StopCondition::Kind::Never);
    }

    void badFilesSayWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("mentions");
        const QByteArray good = LessonFile::serialize(sample());
        QByteArray newer = good;
        newer.replace("\"version\": 1", "\"version\": 7");
        QTest::newRow("newer version") << newer << "newer N-Queens Studio (lesson format 7";
        QTest::newRow("truncated") << good.left(good.size() / 2) << "damaged or cut short";
        QTest::newRow("not json") << QByteArray("\x89PNG\r\n\x1a\n") << "damaged or cut short";
        QTest::newRow("array") << QByteArray("[1,2]") << "no JSON object";
        QByteArray other = good;
        other.replace("nqueens-lesson", "something-else");
        QTest::newRow("other format") << other << "is not a lesson";
        QTest::newRow("unknown field")
            << withScene(QStringLiteral("setup"), QStringLiteral("colour"), QStringLiteral("red"))
            << "scene 1: unknown field \"colour\" in the setup";
        QTest::newRow("missing size")
            << withScene(QStringLiteral("setup"), QStringLiteral("size"), QJsonValue::Undefined)
            << "scene 1: the setup has no field \"size\"";
        QTest::newRow("size out of range")
            << withScene(QStringLiteral("setup"), QStringLiteral("size"), 99)
            << "scene 1: \"size\" must be a whole number from 1 to 32";
        QTest::newRow("size not whole")
            << withScene(QStringLiteral("setup"), QStringLiteral("size"), 4.5)
            << "\"size\" must be a whole number";
        QTest::newRow("unknown algorithm") << withScene(
            QStringLiteral("setup"), QStringLiteral("algorithm"), QStringLiteral("quantum"))
                                           << "there is no algorithm \"quantum\"";
        QTest::newRow("step out of range")
            << withScene(QStringLiteral("position"), QStringLiteral("step"), 1e9)
            << "\"step\" must be a whole number from 0 to 1,000,000";
        QTest::newRow("unknown line key")
            << withScene(QString(), QStringLiteral("breakpoints"),
                         QJsonArray { QStringLiteral("jump") })
            << "breakpoint \"jump\": backtracking has no line \"jump\"";
        QTest::newRow("bad until")
            << withScene(QString(), QStringLiteral("until"), QStringLiteral("place=9,9"))
            << "scene 1: \"until\" place=9,9";
        QTest::newRow("note of a megabyte")
            << withScene(QString(), QStringLiteral("note"),
                         QJsonObject { { QStringLiteral("en"), QString(1 << 20, u'x') } })
            << "\"note\" (en) is 1,048,576 characters long; at most 4,000";
        QTest::newRow("bad language")
            << withScene(QString(), QStringLiteral("note"),
                         QJsonObject { { QStringLiteral("klingon!"), QStringLiteral("x") } })
            << "\"klingon!\" is not a language";
        QTest::newRow("unknown dock") << withScene(QStringLiteral("setup"), QStringLiteral("docks"),
                                                   QJsonArray { QStringLiteral("minimap") })
                                      << "there is no panel \"minimap\"";
        QTest::newRow("queens on a queens problem")
            << withScene(QStringLiteral("setup"), QStringLiteral("queens"), 3)
            << "belong to a domination setup";
        QTest::newRow("bad position kind") << withScene(
            QStringLiteral("position"), QStringLiteral("kind"), QStringLiteral("dream"))
                                           << "must be step, explore, browser or practice";
        QTest::newRow("a class's question the algorithm never asks")
            << withScene(QStringLiteral("setup"), QStringLiteral("askClass"),
                         QStringLiteral("next-level"))
            << "\"askClass\" must be a question asked of backtracking: next-queen, attacked";
        QTest::newRow("a class's question not a name")
            << withScene(QStringLiteral("setup"), QStringLiteral("askClass"), 3) << "\"askClass\"";
        QTest::newRow("speed too fast")
            << withScene(QStringLiteral("setup"), QStringLiteral("speed"), 1e12)
            << "\"speed\" must be steps a second";
    }

    void badFilesSayWhatIsWrong()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, mentions);
        const QString error = errorOf(bytes);
        QVERIFY2(error.contains(mentions), qPrintable(error));
    }

    void walkReachesTheStepOfTheWindow()
    {
        // The run's events applied one by one, as the window's cursor does.
        RunDescription run;
        run.problem = Problem::nonAttacking(6);
        std::vector<StoredEvent> events;
        StepSink sink { [&](const StepEvent &e) { events.push_back(StoredEvent::from(e)); } };
        runAlgorithm(run.algorithm, sink, run.options());
        PlayState expected = PlayState::startOf(Algorithms::info(run.algorithm), run.options());
        for (std::int64_t k : { 0, 1, 57, 400, 893 }) {
            while (expected.position < k)
                expected.apply(events[std::size_t(expected.position)]);
            const PlayState walked = RunWalk::to(run, k);
            QCOMPARE(walked.position, k);
            QCOMPARE(walked.board(), expected.board());
            QCOMPARE(walked.counters.placements, expected.counters.placements);
            QCOMPARE(walked.last.kind, expected.last.kind);
        }
        // Past the end: the last step, whose counters hold the reference's 4 solutions.
        const PlayState end = RunWalk::to(run, 1000000);
        QCOMPARE(end.position, std::int64_t(events.size()));
        QVERIFY(end.finished);
        QCOMPARE(end.counters.solutions, std::int64_t(4));

        LessonScene past;
        past.setup.run = run;
        past.position.step = std::int64_t(events.size()) + 1;
        QCOMPARE(LessonCheck::problems(past).size(), qsizetype(1));
        past.position.step = std::int64_t(events.size());
        QVERIFY(LessonCheck::problems(past).isEmpty());
    }

    void pickedBoardsAreChecked()
    {
        const Problem eight = Problem::nonAttacking(8);
        const std::vector<Square> solution { { 0, 0 }, { 1, 4 }, { 2, 7 }, { 3, 5 },
                                             { 4, 2 }, { 5, 6 }, { 6, 1 }, { 7, 3 } };
        QVERIFY(LessonCheck::isAnswer(eight, solution));
        std::vector<Square> broken = solution;
        broken[7] = { 7, 4 };
        QVERIFY(!LessonCheck::isAnswer(eight, broken));
        // 3 5 2 8 1 7 4 6, the one class of four: the same after a half turn, not a quarter.
        const std::vector<Square> symmetric { { 0, 2 }, { 1, 4 }, { 2, 1 }, { 3, 7 },
                                              { 4, 0 }, { 5, 6 }, { 6, 3 }, { 7, 5 } };
        CatalogFilter filter;
        filter.symmetry = CatalogFilter::Symmetry::HalfTurn;
        QVERIFY(LessonCheck::keeps(filter, symmetric, 8));
        QVERIFY(!LessonCheck::keeps(filter, solution, 8));
        filter.symmetry = CatalogFilter::Symmetry::QuarterTurn;
        QVERIFY(!LessonCheck::keeps(filter, symmetric, 8));
        filter.symmetry = CatalogFilter::Symmetry::None;
        QVERIFY(LessonCheck::keeps(filter, solution, 8));
        QVERIFY(!LessonCheck::keeps(filter, symmetric, 8));
        filter.required = { { 0, 1 } };
        QVERIFY(!LessonCheck::keeps(filter, solution, 8));
        // Five queens covering 8 x 8 (1,1 1,2 2,6 5,1 6,5), and four that do not.
        const Problem guard = Problem::domination(8, 5);
        const std::vector<Square> five { { 0, 0 }, { 0, 1 }, { 1, 5 }, { 4, 0 }, { 5, 4 } };
        QVERIFY(LessonCheck::isAnswer(guard, five));
        QVERIFY(!LessonCheck::isAnswer(guard, { five.begin(), five.end() - 1 }));
    }

    void readAndWriteFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.nqlesson"));
        QString error;
        QVERIFY2(LessonFile::write(path, sample(), &error), qPrintable(error));
        const std::optional<Lesson> back = LessonFile::read(path, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(*back == sample());

        QFile damaged(dir.filePath(QStringLiteral("damaged.nqlesson")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write(LessonFile::serialize(sample()).left(100));
        damaged.close();
        QVERIFY(!LessonFile::read(damaged.fileName(), &error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot open the lesson ") + damaged.fileName()),
                 qPrintable(error));

        QVERIFY(!LessonFile::read(QStringLiteral("/dev/zero"), &error));
        QVERIFY2(error.contains(QStringLiteral("/dev/zero")), qPrintable(error));
        QVERIFY(!LessonFile::write(dir.filePath(QStringLiteral("no/such/folder/x.nqlesson")),
                                   sample(), &error));
        QVERIFY2(error.contains(QStringLiteral("no/such/folder")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
