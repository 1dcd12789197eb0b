// SPDX-License-Identifier: GPL-3.0-or-later
// Recordings read back as a player would: the GIF's frames, delays and loop through giflib, the
// WebP's through libwebp's demuxer, the MP4 and WebM through ffprobe and ffmpeg, the handout
// through pdfinfo and pdffonts; every frame's squares against the board at its step, and every
// bad input or cancel leaving no file.
#include "algorithmwords.h"
#include "filmrecorder.h"
#include "framepainter.h"
#include "framesample.h"
#include "lessonpage.h"
#include "runwalk.h"
#include "statepicture.h"
#include "steppicture.h"

#include <gif_lib.h>
#include <webp/demux.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;
using nq::test::farthest;

namespace {

FilmSpec backtracking8(std::int64_t from, std::int64_t to)
{
    FilmSpec spec;
    spec.run.algorithm = AlgorithmId::Backtracking;
    spec.run.problem = Problem::nonAttacking(8);
    spec.from = from;
    spec.to = to;
    spec.fps = 5;
    spec.size = 480;
    return spec;
}

// The frame times of steps from..to: each step held as the recording holds it.
std::int64_t frameTimes(const FilmSpec &spec)
{
    std::int64_t times = 0;
    RunWalk::through(spec.run, spec.from, spec.to, [&](const PlayState &s) {
        times += s.position == 0 ? 1 : FilmSpec::holdOf(s.last);
        return true;
    });
    return times;
}

// The GIF's frames as a player shows them (each drawn over the one before), with their delays.
struct GifRead
{
    std::vector<QImage> frames;
    std::vector<int> delays;
    bool loops = false;
};

GifRead readGif(const QString &path)
{
    GifRead out;
    int code = 0;
    GifFileType *gif = DGifOpenFileName(QFile::encodeName(path).constData(), &code);
    if (!gif || DGifSlurp(gif) != GIF_OK)
        return out;
    QImage canvas(gif->SWidth, gif->SHeight, QImage::Format_RGB32);
    canvas.fill(Qt::black);
    const auto loopIn = [&](const ExtensionBlock *blocks, int count) {
        for (int i = 0; i + 1 < count; ++i) {
            if (blocks[i].Function == APPLICATION_EXT_FUNC_CODE && blocks[i].ByteCount == 11
                && std::memcmp(blocks[i].Bytes, "NETSCAPE2.0", 11) == 0
                && blocks[i + 1].ByteCount == 3 && blocks[i + 1].Bytes[1] == 0
                && blocks[i + 1].Bytes[2] == 0)
                out.loops = true;
        }
    };
    loopIn(gif->ExtensionBlocks, gif->ExtensionBlockCount);
    for (int i = 0; i < gif->ImageCount; ++i) {
        const SavedImage &image = gif->SavedImages[i];
        loopIn(image.ExtensionBlocks, image.ExtensionBlockCount);
        const ColorMapObject *map
            = image.ImageDesc.ColorMap ? image.ImageDesc.ColorMap : gif->SColorMap;
        const GifImageDesc &d = image.ImageDesc;
        GraphicsControlBlock control {};
        control.TransparentColor = NO_TRANSPARENT_COLOR;
        DGifSavedExtensionToGCB(gif, i, &control);
        for (int y = 0; y < d.Height; ++y)
            for (int x = 0; x < d.Width; ++x) {
                const int index = image.RasterBits[y * d.Width + x];
                if (index == control.TransparentColor)
                    continue; // the frame before shows through
                const GifColorType c = map->Colors[index];
                canvas.setPixel(d.Left + x, d.Top + y, qRgb(c.Red, c.Green, c.Blue));
            }
        out.frames.push_back(canvas.copy());
        out.delays.push_back(control.DelayTime);
    }
    DGifCloseFile(gif, &code);
    return out;
}

QMap<QString, QString> probe(const QString &path)
{
    QProcess p;
    p.start(
        QStringLiteral("ffprobe"),
        { QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
          QStringLiteral("-select_streams"), QStringLiteral("v:0"), QStringLiteral("-show_entries"),
          QStringLiteral("stream=codec_name,pix_fmt,width,height,nb_read_frames:format=duration"),
          QStringLiteral("-of"), QStringLiteral("default=nw=1"), path });
    p.waitForFinished(60000);
    QMap<QString, QString> values;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            values.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
    }
    return values;
}

// Frame `index` of a video, decoded by ffmpeg.
QImage videoFrame(const QString &path, int index, const QString &png)
{
    QProcess p;
    p.start(QStringLiteral("ffmpeg"),
            { QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-i"), path,
              QStringLiteral("-vf"), QStringLiteral("select=eq(n\\,%1)").arg(index),
              QStringLiteral("-vframes"), QStringLiteral("1"), QStringLiteral("-y"), png });
    p.waitForFinished(60000);
    return QImage(png).convertToFormat(QImage::Format_RGB32);
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestFilm : public QObject
{
    Q_OBJECT

private slots:
    // Issue 56: the web page draws, at every step of its range, the picture the window's board
    // holds (StepPicture, compared there in tst_statepicture): its data decoded give each
    // square's mark, the queens and the shapes of the run's step, for whole runs of several
    // families (up to 1,000 steps); the page has every word it shows from the catalogue and a
    // policy that forbids outside fetches, with the hashes of its own script and style.
    void webPageHoldsEveryStepsPicture_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("queens");
        QTest::addColumn<int>("last");
        QTest::newRow("backtracking") << int(AlgorithmId::Backtracking) << 0 << 999;
        QTest::newRow("bitmask") << int(AlgorithmId::Bitmask) << 0 << 169;
        QTest::newRow("breadth-first") << int(AlgorithmId::BreadthFirst) << 0 << 547;
        QTest::newRow("min-conflicts") << int(AlgorithmId::MinConflicts) << 0 << 17;
        QTest::newRow("domination") << int(AlgorithmId::Domination) << 3 << 999;
    }
    void webPageHoldsEveryStepsPicture()
    {
        QFETCH(int, algorithm);
        QFETCH(int, queens);
        QFETCH(int, last);
        FilmSpec spec;
        spec.run.algorithm = AlgorithmId(algorithm);
        spec.run.problem = queens > 0 ? Problem::domination(5, queens) : Problem::nonAttacking(6);
        spec.from = 0;
        spec.to = last;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("steps.html"));
        QString error;
        QCOMPARE(FilmRecorder::record(spec, path, &error), FilmRecorder::Outcome::Written);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(file.readAll());
        QVERIFY(html.contains(QStringLiteral("default-src 'none'")));
        QVERIFY(html.contains(QStringLiteral("script-src 'sha256-")));
        const QRegularExpression json(
            QStringLiteral("<script type=\"application/json\" id=\"nq-data\">(.*?)</script>"),
            QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch found = json.match(html);
        QVERIFY(found.hasMatch());
        const QJsonObject data = QJsonDocument::fromJson(found.captured(1).toUtf8()).object();
        const QJsonArray parts = data.value(QStringLiteral("parts")).toArray();
        QCOMPARE(parts.size(), 1); // a run's range is one part
        const QJsonArray steps = parts.at(0).toObject().value(QStringLiteral("steps")).toArray();
        const QJsonArray looks = data.value(QStringLiteral("looks")).toArray();
        const int first = data.value(QStringLiteral("firstLook")).toInt();
        QCOMPARE(steps.size(), last + 1);
        int k = 0;
        RunWalk::through(spec.run, 0, last, [&](const PlayState &state) {
            const QJsonObject step = steps.at(k++).toObject();
            const StepPicture picture
                = BoardRenderer::stepPicture(StatePicture::ofRun(state, spec.run, spec.view));
            const QJsonObject expected = picture.toJson();
            if (step.value(QStringLiteral("q")) != expected.value(QStringLiteral("queens"))
                || step.value(QStringLiteral("h")) != expected.value(QStringLiteral("shapes"))) {
                error = QStringLiteral("step %1: queens or shapes differ").arg(state.position);
                return false;
            }
            const QString squares = step.value(QStringLiteral("m")).toString();
            const int n = picture.n();
            for (int i = 0; i < n * n; ++i) {
                const QJsonArray look = looks.at(squares.at(i).unicode() - first).toArray();
                const MarkPolicy::SquareMark mark = picture.at({ i / n, i % n });
                const int flags = (mark.badge ? 1 : 0) | (mark.conflict ? 2 : 0);
                if (look.at(0).toInt() != int(mark.tint) || look.at(1).toInt() != mark.figure
                    || look.at(2).toInt() != flags) {
                    error = QStringLiteral("step %1, square %2: the page's look differs")
                                .arg(state.position)
                                .arg(i);
                    return false;
                }
            }
            return true;
        });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(k, last + 1);
    }

    // A range's page with Predict's questions asks what a lesson's scene at the same steps
    // asks (one walk and one draw decide both), and none when not asked to.
    void aRangePageAsksAsALessonSceneDoes()
    {
        FilmSpec spec;
        spec.run.algorithm = AlgorithmId::Backtracking;
        spec.run.problem = Problem::nonAttacking(5);
        spec.from = 10;
        spec.to = 90;
        QuizSettings quiz;
        quiz.every = 2;
        quiz.seed = 3;
        spec.questions = quiz;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("asked.html"));
        QString error;
        QCOMPARE(FilmRecorder::record(spec, path, &error), FilmRecorder::Outcome::Written);
        const auto questionsIn = [](const QByteArray &html) {
            const QRegularExpression json(
                QStringLiteral("<script type=\"application/json\" id=\"nq-data\">(.*?)</script>"),
                QRegularExpression::DotMatchesEverythingOption);
            const QJsonObject data
                = QJsonDocument::fromJson(json.match(QString::fromUtf8(html)).captured(1).toUtf8())
                      .object();
            return data.value(QStringLiteral("parts"))
                .toArray()
                .at(0)
                .toObject()
                .value(QStringLiteral("questions"))
                .toArray();
        };
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray asked = questionsIn(file.readAll());
        QVERIFY2(asked.size() >= 10, qPrintable(QString::number(asked.size())));
        Lesson lesson;
        LessonScene scene;
        scene.setup.run = spec.run;
        scene.setup.predict = true;
        scene.position.step = 10;
        scene.until = StopCondition::step(90);
        lesson.scenes = { scene };
        const QJsonArray inScene
            = questionsIn(LessonPage::html(lesson, QStringLiteral("x"), Theme::Light, quiz));
        QCOMPARE(asked.size(), inScene.size());
        for (qsizetype i = 0; i < asked.size(); ++i) {
            for (const char *key : { "at", "kind", "right", "step" })
                QCOMPARE(asked.at(i).toObject().value(QLatin1StringView(key)),
                         inScene.at(i).toObject().value(QLatin1StringView(key)));
        }
        spec.questions.reset();
        QCOMPARE(FilmRecorder::record(spec, path, &error), FilmRecorder::Outcome::Written);
        QFile plain(path);
        QVERIFY(plain.open(QIODevice::ReadOnly));
        QVERIFY(questionsIn(plain.readAll()).isEmpty());
    }

    void initTestCase()
    {
        for (const char *tool : { "ffprobe", "ffmpeg", "pdfinfo", "pdffonts" })
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(), tool);
    }

    void gifFramesDelaysAndSquares()
    {
        // Steps 40 to B, B the first square tested from 52 on.
        std::int64_t b = 52;
        while (RunWalk::to(backtracking8(0, 0).run, b).last.kind != EventKind::Consider)
            ++b;
        const FilmSpec spec = backtracking8(40, b);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.gif"));
        QString error;
        QCOMPARE(FilmRecorder::record(spec, path, &error), FilmRecorder::Outcome::Written);
        const GifRead gif = readGif(path);
        QCOMPARE(std::int64_t(gif.frames.size()), spec.frames());
        QVERIFY(gif.loops);
        std::int64_t k = spec.from;
        for (const int delay : gif.delays) {
            const PlayState state = RunWalk::to(spec.run, k++);
            QCOMPARE(delay, 20 * FilmSpec::holdOf(state.last)); // 5 frames a second
        }
        // The first and last frames' squares are the board's at steps A and B.
        const FramePainter painter(spec);
        for (const auto &[at, frame] :
             { std::pair { spec.from, gif.frames.front() }, std::pair { b, gif.frames.back() } }) {
            const PlayState state = RunWalk::to(spec.run, at);
            const BoardPicture picture = painter.picture(state);
            const int off = farthest(test::frameSquares(frame, picture),
                                     test::frameSquares(painter.image(state), picture));
            QVERIFY2(off <= 6, qPrintable(QStringLiteral("step %1: %2").arg(at).arg(off)));
        }
        // The tested square's outline is in the last frame: without it the square differs.
        const PlayState last = RunWalk::to(spec.run, b);
        BoardPicture plain = painter.picture(last);
        plain.step = {};
        const QImage unmarked = BoardRenderer::image(plain, painter.frameSize().width());
        const std::size_t tested = std::size_t(last.last.row * 8 + last.last.col);
        QVERIFY(test::distance(test::frameSquares(gif.frames.back(), plain, 0.03)[tested],
                               test::frameSquares(unmarked, plain, 0.03)[tested])
                > 15);
    }

    void gifOfSixtyFramesStaysSmall()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.gif"));
        QString error;
        QCOMPARE(FilmRecorder::record(backtracking8(0, 59), path, &error),
                 FilmRecorder::Outcome::Written);
        const qint64 bytes = QFileInfo(path).size();
        qInfo("60 frames of 8 x 8 at 480 px: %lld bytes", bytes);
        QVERIFY(bytes < 1000 * 1000);
    }

    void videos_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("codec");
        QTest::newRow("mp4") << QStringLiteral("f.mp4") << QStringLiteral("h264");
        QTest::newRow("webm") << QStringLiteral("f.webm") << QStringLiteral("vp9");
    }

    void videos()
    {
        QFETCH(QString, name);
        QFETCH(QString, codec);
        // To the first solution of 6 x 6 (held four frame times) and a little past it.
        FilmSpec spec;
        spec.run.algorithm = AlgorithmId::Backtracking;
        spec.run.problem = Problem::nonAttacking(6);
        std::int64_t solution = 1;
        while (RunWalk::to(spec.run, solution).last.kind != EventKind::Solution)
            ++solution;
        spec.from = solution - 20;
        spec.to = solution + 5;
        spec.fps = 10;
        spec.size = 320;
        spec.caption = true;
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QString error;
        QCOMPARE(FilmRecorder::record(spec, path, &error), FilmRecorder::Outcome::Written);
        const FramePainter painter(spec);
        const QMap<QString, QString> info = probe(path);
        QCOMPARE(info.value(QStringLiteral("codec_name")), codec);
        QCOMPARE(info.value(QStringLiteral("pix_fmt")), QStringLiteral("yuv420p"));
        QCOMPARE(info.value(QStringLiteral("width")).toInt(), painter.frameSize().width());
        QCOMPARE(info.value(QStringLiteral("height")).toInt(), painter.frameSize().height());
        const std::int64_t times = frameTimes(spec);
        QCOMPARE(times, spec.frames() + 3); // the solution held for 4
        QCOMPARE(info.value(QStringLiteral("nb_read_frames")).toLongLong(), times);
        QVERIFY2(std::abs(info.value(QStringLiteral("duration")).toDouble() - times / spec.fps)
                     < 0.15,
                 qPrintable(info.value(QStringLiteral("duration"))));
        // Frame 20 is the solution: its squares are the board's (the frame around it too).
        const PlayState state = RunWalk::to(spec.run, solution);
        const QImage decoded = videoFrame(path, 20, dir.filePath(QStringLiteral("20.png")));
        QCOMPARE(decoded.size(), painter.frameSize());
        const BoardPicture picture = painter.picture(state);
        const int off = farthest(test::frameSquares(decoded, picture),
                                 test::frameSquares(painter.image(state), picture));
        QVERIFY2(off <= 12, qPrintable(QString::number(off)));
    }

    void webpAnimation()
    {
        const FilmSpec spec = backtracking8(10, 29);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.webp"));
        QString error;
        QCOMPARE(FilmRecorder::record(spec, path, &error), FilmRecorder::Outcome::Written);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        WebPData data { reinterpret_cast<const uint8_t *>(bytes.constData()),
                        std::size_t(bytes.size()) };
        WebPAnimDecoderOptions options;
        QVERIFY(WebPAnimDecoderOptionsInit(&options));
        options.color_mode = MODE_BGRA;
        WebPAnimDecoder *decoder = WebPAnimDecoderNew(&data, &options);
        QVERIFY(decoder);
        WebPAnimInfo info;
        QVERIFY(WebPAnimDecoderGetInfo(decoder, &info));
        QCOMPARE(std::int64_t(info.frame_count), spec.frames());
        QCOMPARE(int(info.loop_count), 0);
        uint8_t *pixels = nullptr;
        int timestamp = 0, frames = 0;
        QImage last;
        while (WebPAnimDecoderHasMoreFrames(decoder)) {
            QVERIFY(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp));
            ++frames;
            last = QImage(pixels, int(info.canvas_width), int(info.canvas_height),
                          QImage::Format_ARGB32)
                       .copy();
        }
        WebPAnimDecoderDelete(decoder);
        QCOMPARE(frames, int(spec.frames()));
        QCOMPARE(timestamp, int(frameTimes(spec) * 200)); // 200 ms a frame time at 5 fps
        // Lossless: the last frame is the board at step 29, pixel for pixel.
        const FramePainter painter(spec);
        const QImage expected = painter.image(RunWalk::to(spec.run, spec.to));
        QCOMPARE(last.convertToFormat(QImage::Format_RGB32), expected);
    }

    void pngFrames()
    {
        const FilmSpec spec = backtracking8(0, 11);
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("frames/"));
        QString error;
        QCOMPARE(FilmRecorder::record(spec, folder, &error), FilmRecorder::Outcome::Written);
        const QStringList names = QDir(folder).entryList(QDir::Files, QDir::Name);
        QCOMPARE(names.size(), 12);
        QCOMPARE(names.first(), QStringLiteral("frame-00001.png"));
        QCOMPARE(QImage(QDir(folder).filePath(names.at(5))).convertToFormat(QImage::Format_RGB32),
                 FramePainter(spec).image(RunWalk::to(spec.run, 5)));
        // Nothing else is left next to it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList { QStringLiteral("frames") });
    }

    void handoutPages()
    {
        FilmSpec spec = backtracking8(0, 11);
        spec.theme = Theme::Print;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.pdf"));
        QString error;
        QCOMPARE(FilmRecorder::record(spec, path, &error), FilmRecorder::Outcome::Written);
        QVERIFY(run(QStringLiteral("pdfinfo"), { path })
                    .contains(QRegularExpression(QStringLiteral("Pages:\\s+2\\n"))));
        const QStringList fonts
            = run(QStringLiteral("pdffonts"), { path }).split(u'\n', Qt::SkipEmptyParts).mid(2);
        QVERIFY(!fonts.isEmpty());
        for (const QString &font : fonts)
            QVERIFY2(font.split(u' ', Qt::SkipEmptyParts).value(4) == u"yes", qPrintable(font));
        // The boards are vectors: a page drawn at 150 dpi has the board's colours at its
        // squares, not a blurred picture (the first frame: the empty board).
        QVERIFY(run(QStringLiteral("pdftotext"), { path, QStringLiteral("-") })
                    .contains(QStringLiteral("Step 11")));
    }

    void everyCounterInEveryFrame_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("wide");
        for (const AlgorithmInfo &info : Algorithms::all()) {
            for (const bool wide : { false, true })
                QTest::addRow("%s %s", info.key, wide ? "wide" : "square") << int(info.id) << wide;
        }
    }

    // At 480 pixels, square or wide, every counter is in the frame whole ("Conflicts 23", not
    // cut after the third with "…"), however far the run has gone: the frame's own layout of
    // its lines says so. The caption is on unless left out.
    void everyCounterInEveryFrame()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, wide);
        FilmSpec spec;
        spec.run.algorithm = AlgorithmId(algorithm);
        spec.run.problem = AlgorithmId(algorithm) == AlgorithmId::Domination
            ? Problem::domination(8, 5)
            : Problem::nonAttacking(8);
        spec.size = 480;
        spec.wide = wide;
        spec.counters = true;
        spec.pseudocode = true;
        QVERIFY(spec.caption); // on by default
        const FramePainter painter(spec);
        if (wide)
            QCOMPARE(painter.frameSize(), QSize(480, 270)); // 16:9
        for (const std::int64_t step : { std::int64_t(1), std::int64_t(400), std::int64_t(5000) }) {
            const PlayState state = RunWalk::to(spec.run, step);
            const QStringList lines = painter.drawnLines(state);
            QCOMPARE(lines.size(), painter.lines());
            const QString all = lines.join(u'\n');
            int counters = 0;
            for (const CounterSpec &c :
                 AlgorithmWords::of(spec.run.algorithm).counters(spec.run.options())) {
                if (!c.value || c.ofTheBoard || !c.value(state))
                    continue;
                ++counters;
                const QString item = QStringLiteral("%1\u00a0%L2").arg(c.name).arg(*c.value(state));
                QVERIFY2(all.contains(item),
                         qPrintable(
                             QStringLiteral("step %1: '%2' not in:\n%3").arg(step).arg(item, all)));
            }
            QVERIFY(counters >= 3);
            // The line of pseudocode whole, wrapped onto its rows ("4  if col[c] or dpos[r+c]
            // or dne…" at 1280 px wide before).
            // (Compared without spaces: a row may end after a "-" of "r-c+n".)
            static const QRegularExpression space(QStringLiteral("\\s+"));
            const QString code = painter.words(state).last().remove(space);
            QVERIFY2(
                QString(all).remove(space).endsWith(code),
                qPrintable(
                    QStringLiteral("step %1: '%2' not whole in:\n%3").arg(step).arg(code, all)));
            // Only the caption's last line may be cut, never a counter.
            for (int k = 0; k < lines.size(); ++k) {
                if (lines.at(k).contains(u'…'))
                    QVERIFY2(lines.at(k) == lines.first() || k == 1 || k == lines.size() - 1
                                 || !lines.at(k).contains(u'·'),
                             qPrintable(lines.at(k)));
            }
            // Drawn: the words' lines stay inside the frame.
            const QImage frame = painter.image(state);
            QCOMPARE(frame.size(), painter.frameSize());
        }
    }

    void badInputLeavesNoFile_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("message");
        const int refused = int(FilmRecorder::Outcome::Refused);
        QTest::newRow("backwards")
            << 10 << 5 << 480 << QStringLiteral("f.gif") << refused
            << QStringLiteral("the last step (5) comes before the first (10)");
        QTest::newRow("past the budget")
            << 0 << 6000 << 480 << QStringLiteral("f.mp4") << refused
            << QStringLiteral("6,001 steps is more than one recording holds");
        QTest::newRow("small") << 0 << 5 << 50 << QStringLiteral("f.gif") << refused
                               << QStringLiteral(
                                      "the size must be from 120 to 1920 pixels, not 50");
        QTest::newRow("past the run") << 0 << 4000 << 480 << QStringLiteral("f.webp") << refused
                                      << QStringLiteral("the run has 504 steps");
        QTest::newRow("no format")
            << 0 << 5 << 480 << QStringLiteral("f.avi") << refused
            << QStringLiteral("a recording is a .mp4, .webm, .gif, .webp, .pdf or .html file");
        QTest::newRow("unwritable")
            << 0 << 5 << 480 << QStringLiteral("missing/f.gif")
            << int(FilmRecorder::Outcome::Failed) << QStringLiteral("Cannot write");
    }

    void badInputLeavesNoFile()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, size);
        QFETCH(QString, name);
        QFETCH(int, outcome);
        QFETCH(QString, message);
        FilmSpec spec = backtracking8(from, to);
        spec.run.problem = Problem::nonAttacking(5); // 5 x 5: a run of 504 steps
        spec.size = size;
        QTemporaryDir dir;
        QString error;
        QCOMPARE(int(FilmRecorder::record(spec, dir.filePath(name), &error)), outcome);
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList {});
    }

    void cancelledHalfWayLeavesNoFile_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : { "f.mp4", "f.gif", "f.webp", "f.pdf", "frames/" })
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void cancelledHalfWayLeavesNoFile()
    {
        QFETCH(QString, name);
        const FilmSpec spec = backtracking8(0, 39);
        QTemporaryDir dir;
        std::atomic_bool cancel { false };
        QString error = QStringLiteral("unset");
        std::int64_t seen = 0;
        const FilmRecorder::Outcome outcome = FilmRecorder::record(
            spec, dir.filePath(name), &error,
            [&](std::int64_t done, std::int64_t total) {
                seen = done;
                if (done == total / 2)
                    cancel = true;
            },
            &cancel);
        QCOMPARE(outcome, FilmRecorder::Outcome::Cancelled);
        QVERIFY(error.isEmpty());
        QCOMPARE(seen, 20);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList {});
    }
};

QTEST_MAIN(TestFilm)
#include "tst_film.moc"
