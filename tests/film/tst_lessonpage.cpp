// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson as one web page (LessonPage, `nqueens lesson web`): every scene a part, played from
// its step to where the window stops it, each step's picture the scene's; its words in every
// language, asked of the catalogues on the thread that writes the page while the program goes
// on speaking its own; the command line writes the same bytes.
#include "catalogues.h"
#include "lessonfile.h"
#include "lessonpage.h"
#include "quiz.h"
#include "runwalk.h"
#include "scenepicture.h"
#include "stepcaption.h"
#include "steppicture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <ctime>

using namespace nq;

namespace {

QString exampleLesson()
{
    return QStringLiteral(NQ_SOURCE_DIR "/resources/lessons/backtracking-4x4.nqlesson");
}

QJsonObject dataOf(const QByteArray &html)
{
    const QRegularExpression json(
        QStringLiteral("<script type=\"application/json\" id=\"nq-data\">(.*?)</script>"),
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch found = json.match(QString::fromUtf8(html));
    return found.hasMatch() ? QJsonDocument::fromJson(found.captured(1).toUtf8()).object()
                            : QJsonObject();
}

bool hasKana(const QString &text)
{
    static const QRegularExpression kana(QStringLiteral("[\\x{3040}-\\x{30ff}]"));
    return text.contains(kana);
}

} // namespace

class TestLessonPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (const QString &code : Catalogues::codes())
            QVERIFY2(Catalogues::available(code), qPrintable(code));
        Catalogues::use(QStringLiteral("en"));
    }

    // A worker writing a page speaks Japanese while the program's own thread goes on in
    // English, and back in the program's language once done.
    void aThreadSpeaksItsOwnLanguage()
    {
        const QString english = StepCaption::start();
        QVERIFY(!hasKana(english));
        QString during, after;
        QStringList meanwhile;
        std::atomic_bool speaking { false }, done { false };
        QThread *worker = QThread::create([&] {
            {
                const Catalogues::Speaking ja(QStringLiteral("ja"));
                speaking = true;
                during = StepCaption::start();
                while (!done)
                    QThread::yieldCurrentThread();
            }
            after = StepCaption::start();
        });
        worker->start();
        QTRY_VERIFY(speaking.load());
        for (int i = 0; i < 100; ++i)
            meanwhile << StepCaption::start();
        done = true;
        QVERIFY(worker->wait(10000));
        delete worker;
        QVERIFY2(hasKana(during), qPrintable(during));
        QCOMPARE(after, english);
        QCOMPARE(meanwhile.size(), 100);
        for (const QString &words : meanwhile)
            QCOMPARE(words, english);
        // Nested: the inner language, then the outer one again.
        {
            const Catalogues::Speaking zh(QStringLiteral("zh_CN"));
            const QString chinese = StepCaption::start();
            {
                const Catalogues::Speaking ja(QStringLiteral("ja"));
                QVERIFY(hasKana(StepCaption::start()));
            }
            QCOMPARE(StepCaption::start(), chinese);
            QVERIFY(chinese != english && !hasKana(chinese));
        }
        QCOMPARE(StepCaption::start(), english);
    }

    // The example lesson: four scenes, each played from its step to where the window stops it
    // ("play until", its breakpoints, or the run's end), every step the scene's picture, its
    // captions the catalogues' in each language.
    void everySceneAsTheWindowPlaysIt()
    {
        QString error;
        const std::optional<Lesson> lesson = LessonFile::read(exampleLesson(), &error);
        QVERIFY2(lesson, qPrintable(error));
        const QJsonObject data
            = dataOf(LessonPage::html(*lesson, QStringLiteral("x"), Theme::Light));
        const QJsonArray parts = data.value(QStringLiteral("parts")).toArray();
        QCOMPARE(parts.size(), qsizetype(lesson->scenes.size()));
        QCOMPARE(data.value(QStringLiteral("title")).toObject().value(QStringLiteral("ja")),
                 QJsonValue(lesson->title.in(QStringLiteral("ja"))));
        const QJsonArray looks = data.value(QStringLiteral("looks")).toArray();
        const int first = data.value(QStringLiteral("firstLook")).toInt();
        const Theme theme = Theme::of(Theme::Light);
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const LessonScene &scene = lesson->scenes[std::size_t(i)];
            const QJsonObject part = parts.at(i).toObject();
            const QJsonArray steps = part.value(QStringLiteral("steps")).toArray();
            const QJsonObject captions = part.value(QStringLiteral("captions")).toObject();
            QCOMPARE(part.value(QStringLiteral("note")).toObject().value(QStringLiteral("zh_CN")),
                     QJsonValue(scene.note.in(QStringLiteral("zh_CN"))));
            const StopCondition until = scene.playUntil();
            const std::int64_t from = scene.position.step;
            int k = 0, depthBefore = 0;
            bool stopped = false;
            QString problem;
            RunWalk::through(
                scene.setup.run, from, from + LessonPage::kSceneSteps, [&](const PlayState &state) {
                    if (k >= steps.size()) {
                        problem
                            = QStringLiteral("the page ends at step %1").arg(state.position - 1);
                        return false;
                    }
                    const QJsonObject step = steps.at(k).toObject();
                    const StepPicture picture
                        = BoardRenderer::stepPicture(ScenePicture::of(scene, state, theme));
                    const QJsonObject expected = picture.toJson();
                    const QString squares = step.value(QStringLiteral("m")).toString();
                    bool looksAlike = squares.size() == picture.n() * picture.n();
                    for (int s = 0; looksAlike && s < squares.size(); ++s) {
                        const QJsonArray look = looks.at(squares.at(s).unicode() - first).toArray();
                        looksAlike = look.at(0).toInt()
                            == int(picture.at({ s / picture.n(), s % picture.n() }).tint);
                    }
                    if (step.value(QStringLiteral("q")) != expected.value(QStringLiteral("queens"))
                        || step.value(QStringLiteral("h"))
                            != expected.value(QStringLiteral("shapes"))
                        || !looksAlike
                        || step.value(QStringLiteral("s")).toString()
                            != QString::number(state.position)) {
                        problem
                            = QStringLiteral("step %1: the picture differs").arg(state.position);
                        return false;
                    }
                    if (state.position > 0) {
                        const Catalogues::Speaking ja(QStringLiteral("ja"));
                        const QString words
                            = StepCaption::describe(state.last, state, scene.setup.run.algorithm);
                        if (captions.value(QStringLiteral("ja")).toArray().at(k).toString() != words
                            || !hasKana(words)) {
                            problem = QStringLiteral("step %1: the Japanese caption differs")
                                          .arg(state.position);
                            return false;
                        }
                    }
                    ++k;
                    stopped = state.position > from && !until.isNever()
                        && until.matches(state.last, depthBefore, state);
                    depthBefore = state.depth();
                    return !stopped;
                });
            QVERIFY2(problem.isEmpty(),
                     qPrintable(QStringLiteral("scene %1: %2").arg(i + 1).arg(problem)));
            QCOMPARE(k, steps.size());
            // Scenes with "play until" or breakpoints stop there, the last plays to the end.
            if (!until.isNever())
                QVERIFY2(stopped, qPrintable(QStringLiteral("scene %1").arg(i + 1)));
            else
                QVERIFY(steps.size() < LessonPage::kSceneSteps);
        }
        // Scene 2 (step 16, a breakpoint on taking a queen back) stops at the next take.
        QCOMPARE(parts.at(1).toObject().value(QStringLiteral("steps")).toArray().size(), 2);
    }

    // The example's last scene has Predict on: its questions are asked at its steps, the next
    // queen's square and what happens next are the run's own (read here from its events), and
    // the verdict's words are the window's, in each language.
    void predictScenesAskTheRunsQuestions()
    {
        QString error;
        const std::optional<Lesson> lesson = LessonFile::read(exampleLesson(), &error);
        QVERIFY2(lesson, qPrintable(error));
        QVERIFY(lesson->scenes[3].setup.predict && !lesson->scenes[0].setup.predict);
        const QJsonObject data
            = dataOf(LessonPage::html(*lesson, QStringLiteral("x"), Theme::Light));
        const QJsonArray parts = data.value(QStringLiteral("parts")).toArray();
        QVERIFY(!parts.at(0).toObject().contains(QStringLiteral("questions")));
        const QJsonObject last = parts.at(3).toObject();
        const QJsonArray questions = last.value(QStringLiteral("questions")).toArray();
        const QJsonArray steps = last.value(QStringLiteral("steps")).toArray();
        QVERIFY2(questions.size() >= 10, qPrintable(QString::number(questions.size())));
        const RunDescription &run = lesson->scenes[3].setup.run;
        const std::int64_t from = lesson->scenes[3].position.step;
        // The run's events from the scene's step on.
        std::vector<StoredEvent> events;
        RunWalk::through(run, from + 1, from + steps.size() + 100, [&](const PlayState &state) {
            events.push_back(state.last);
            return true;
        });
        int checked = 0, previous = -1;
        for (const QJsonValue &value : questions) {
            const QJsonObject q = value.toObject();
            const int at = q.value(QStringLiteral("at")).toInt();
            QVERIFY(at > previous && at + 1 < steps.size()); // in order, the next step shown
            previous = at;
            const QString kind = q.value(QStringLiteral("kind")).toString();
            const QJsonArray right = q.value(QStringLiteral("right")).toArray();
            QVERIFY2(!right.isEmpty(), qPrintable(kind));
            QVERIFY(hasKana(
                q.value(QStringLiteral("ask")).toObject().value(QStringLiteral("ja")).toString()));
            const StoredEvent &next = events[std::size_t(at)];
            if (kind == u"next-queen") {
                const auto place
                    = std::find_if(events.begin() + at, events.end(),
                                   [](const StoredEvent &e) { return e.kind == EventKind::Place; });
                QVERIFY(place != events.end());
                QCOMPARE(right,
                         QJsonArray { QStringLiteral("%1,%2").arg(place->row).arg(place->col) });
                ++checked;
            } else if (kind == u"what-next") {
                const QString expected = next.kind == EventKind::Place ? QStringLiteral("place")
                    : next.kind == EventKind::Conflict                 ? QStringLiteral("conflict")
                    : next.kind == EventKind::Remove                   ? QStringLiteral("back")
                    : next.kind == EventKind::Solution                 ? QStringLiteral("solution")
                                                                       : QString();
                if (!expected.isEmpty()) {
                    QCOMPARE(right, QJsonArray { expected });
                    ++checked;
                }
            }
        }
        QVERIFY2(checked >= 3, qPrintable(QString::number(checked)));
        // A verdict in the window's words: "Right! …" and "Not quite: you said %1. …".
        const QJsonObject first = questions.at(0).toObject();
        QVERIFY(first.value(QStringLiteral("rightSaid"))
                    .toObject()
                    .value(QStringLiteral("en"))
                    .toString()
                    .startsWith(QStringLiteral("Right! ")));
        QVERIFY(first.value(QStringLiteral("wrongSaid"))
                    .toObject()
                    .value(QStringLiteral("en"))
                    .toString()
                    .startsWith(QStringLiteral("Not quite: you said %1. ")));
        // Another seed draws other occasions.
        QuizSettings other = LessonPage::defaultQuiz();
        other.seed = 7;
        const QJsonArray drawn
            = dataOf(LessonPage::html(*lesson, QStringLiteral("x"), Theme::Light, other))
                  .value(QStringLiteral("parts"))
                  .toArray()
                  .at(3)
                  .toObject()
                  .value(QStringLiteral("questions"))
                  .toArray();
        QVERIFY(drawn != questions);
    }

    // A board placed by hand is one picture with the scene's words, no step and no counters.
    void aBoardPlacedByHandIsOnePicture()
    {
        Lesson lesson;
        LessonScene scene;
        scene.setup.run.algorithm = AlgorithmId::Backtracking;
        scene.setup.run.problem = Problem::nonAttacking(6);
        scene.position.kind = ScenePosition::Kind::Explore;
        scene.position.queens = { { 0, 1 }, { 1, 3 }, { 2, 5 } };
        // (Words that read like the page's own fields stay words.)
        scene.note.set(QStringLiteral("en"),
                       QStringLiteral("Three queens, put by hand. {{SCRIPT}} {{DATA}}"));
        // A step past its run's end (a file made elsewhere) keeps its part: the run's end.
        LessonScene late = scene;
        late.position.kind = ScenePosition::Kind::Step;
        late.position.step = 1'000'000;
        late.setup.run.problem = Problem::nonAttacking(4);
        lesson.scenes = { scene, late };
        const QJsonObject data
            = dataOf(LessonPage::html(lesson, QStringLiteral("hand"), Theme::Light));
        const QJsonArray parts = data.value(QStringLiteral("parts")).toArray();
        QCOMPARE(parts.size(), 2);
        const QJsonArray lateSteps
            = parts.at(1).toObject().value(QStringLiteral("steps")).toArray();
        QCOMPARE(lateSteps.size(), 1);
        QCOMPARE(lateSteps.at(0).toObject().value(QStringLiteral("s")).toString(),
                 QString::number(RunWalk::to(late.setup.run, 1'000'000).position));
        const QJsonArray steps = parts.at(0).toObject().value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 1);
        const QJsonObject step = steps.at(0).toObject();
        QCOMPARE(step.value(QStringLiteral("q")).toArray().size(), 3);
        QVERIFY(!step.contains(QStringLiteral("s")) && !step.contains(QStringLiteral("k")));
        // No title: the file's name in every language.
        QCOMPARE(data.value(QStringLiteral("title")).toObject().value(QStringLiteral("ja")),
                 QJsonValue(QStringLiteral("hand")));
        // The note in English where the lesson has no other.
        QCOMPARE(parts.at(0)
                     .toObject()
                     .value(QStringLiteral("note"))
                     .toObject()
                     .value(QStringLiteral("ja")),
                 QJsonValue(QStringLiteral("Three queens, put by hand. {{SCRIPT}} {{DATA}}")));
    }

    // `nqueens lesson web` writes the bytes the library makes; bad input is one line.
    void theCommandLineWritesTheSameBytes()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("lesson.html"));
        QProcess p;
        p.start(QStringLiteral(NQUEENS_BIN),
                { QStringLiteral("lesson"), QStringLiteral("web"), exampleLesson(),
                  QStringLiteral("-o"), out });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<Lesson> lesson = LessonFile::read(exampleLesson(), &error);
        QVERIFY(lesson);
        QCOMPARE(file.readAll(),
                 LessonPage::html(*lesson, QStringLiteral("backtracking-4x4"), Theme::Light));

        // --scorm: the same page in a package; a package named .html is refused.
        const QString zip = dir.filePath(QStringLiteral("lesson.zip"));
        // In another time zone than this process's: the same bytes.
        QProcessEnvironment tokyo = QProcessEnvironment::systemEnvironment();
        tokyo.insert(QStringLiteral("TZ"), QStringLiteral("Asia/Tokyo"));
        p.setProcessEnvironment(tokyo);
        p.start(QStringLiteral(NQUEENS_BIN),
                { QStringLiteral("lesson"), QStringLiteral("web"), exampleLesson(),
                  QStringLiteral("--scorm"), QStringLiteral("-o"), zip });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QFile package(zip);
        QVERIFY(package.open(QIODevice::ReadOnly));
        LessonPage::Output scorm;
        scorm.scorm = true;
        qputenv("TZ", "UTC");
        tzset();
        const QString made = dir.filePath(QStringLiteral("made.zip"));
        QVERIFY(
            LessonPage::write(*lesson, QStringLiteral("backtracking-4x4"), scorm, made, &error));
        QFile same(made);
        QVERIFY(same.open(QIODevice::ReadOnly));
        const QByteArray bytes = package.readAll();
        QVERIFY(bytes.startsWith("PK\x03\x04"));
        QCOMPARE(bytes, same.readAll());
        p.start(QStringLiteral(NQUEENS_BIN),
                { QStringLiteral("lesson"), QStringLiteral("web"), exampleLesson(),
                  QStringLiteral("--scorm"), QStringLiteral("-o"), out });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral(".zip")));

        const QString text = dir.filePath(QStringLiteral("lesson.txt"));
        p.start(QStringLiteral(NQUEENS_BIN),
                { QStringLiteral("lesson"), QStringLiteral("web"), exampleLesson(),
                  QStringLiteral("-o"), text });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString said = QString::fromUtf8(p.readAllStandardError()).trimmed();
        QVERIFY2(said.contains(QStringLiteral(".html")) && !said.contains(u'\n'), qPrintable(said));
        QVERIFY(!QFile::exists(text));
    }
};

QTEST_MAIN(TestLessonPage)
#include "tst_lessonpage.moc"
