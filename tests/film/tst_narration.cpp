// SPDX-License-Identifier: GPL-3.0-or-later
// A narrated film: `nqueens film 6 --algorithm backtracking --from 0 --to 20 --narrate` with no
// display and no sound card. ffprobe finds an AAC (MP4) or Opus (WebM) stream as long as the
// video; FFmpeg's silencedetect finds about one spoken segment a step; each step is held until
// its sentence ends; the handout prints the words spoken; GIF, WebP and a language no voice
// reads are refused with one line, status 2 and no file.
#include "narrationvoice.h"

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;
using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int status = -1;
    QString out, err;
};

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        env.remove(QString::fromLatin1(name)); // as over ssh
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(180000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

Run nqueens(const QStringList &args)
{
    return run(QStringLiteral(NQUEENS_BIN), args);
}

// Each stream's codec and where its last packet ends (WebM keeps no stream durations).
struct Streams
{
    QString video, audio;
    double videoSeconds = 0, audioSeconds = 0;
    int audioRate = 0;
};

double streamEnd(const QString &path, const QString &stream)
{
    const Run r = run(u"ffprobe"_s,
                      { u"-v"_s, u"error"_s, u"-select_streams"_s, stream, u"-show_entries"_s,
                        u"packet=pts_time,duration_time"_s, u"-of"_s, u"csv=p=0"_s, path });
    double end = 0;
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList f = line.split(u',');
        if (f.size() >= 2)
            end = std::max(end, f[0].toDouble() + f[1].toDouble());
    }
    return end;
}

Streams probe(const QString &path)
{
    const Run r
        = run(u"ffprobe"_s,
              { u"-v"_s, u"error"_s, u"-show_entries"_s,
                u"stream=codec_type,codec_name,sample_rate"_s, u"-of"_s, u"csv=p=0"_s, path });
    Streams s;
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList f = line.split(u',');
        if (f.contains(u"video"_s)) {
            s.video = f[0];
        } else if (f.contains(u"audio"_s)) {
            s.audio = f[0];
            s.audioRate = f.value(2).toInt(); // codec_name,codec_type,sample_rate
        }
    }
    s.videoSeconds = streamEnd(path, u"v:0"_s);
    s.audioSeconds = streamEnd(path, u"a:0"_s);
    return s;
}

// The spoken stretches of the sound: silencedetect's silences, each following one.
int spokenSegments(const QString &path, double *silentSeconds)
{
    const Run r = run(u"ffmpeg"_s,
                      { u"-hide_banner"_s, u"-nostats"_s, u"-i"_s, path, u"-af"_s,
                        u"silencedetect=n=-40dB:d=0.35"_s, u"-f"_s, u"null"_s, u"-"_s });
    int segments = 0;
    *silentSeconds = 0;
    static const QRegularExpression end(u"silence_end: [0-9.]+ \\| silence_duration: ([0-9.]+)"_s);
    for (auto it = end.globalMatch(r.err); it.hasNext();) {
        *silentSeconds += it.next().captured(1).toDouble();
        ++segments;
    }
    return segments;
}

} // namespace

class TestNarration : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        for (const char *tool : { "ffprobe", "ffmpeg", "pdftotext" })
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(), tool);
    }

    void theVoiceSpeaksWithoutASoundCard()
    {
        const NarrationVoice voice(u"en"_s);
        QVERIFY2(voice.problem().isEmpty(), qPrintable(voice.problem()));
        const SpokenWords words = voice.say(u"Put a queen in row 1, column 1."_s);
        QCOMPARE(words.rate, 22050);
        // About two seconds of speech: not silence.
        QVERIFY2(words.seconds() > 1.0 && words.seconds() < 5.0,
                 qPrintable(QString::number(words.seconds())));
        int loud = 0;
        for (std::int16_t s : words.samples)
            loud += std::abs(int(s)) > 2000;
        QVERIFY(loud > int(words.samples.size() / 20));
        QVERIFY(voice.say(QString()).samples.empty());
        QVERIFY(!NarrationVoice(u"ja"_s).problem().isEmpty());
        QVERIFY(!NarrationVoice(u"zh_CN"_s).problem().isEmpty());
    }

    void narratedFilms_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("video");
        QTest::addColumn<QString>("audio");
        QTest::newRow("mp4") << u"f.mp4"_s << u"h264"_s << u"aac"_s;
        QTest::newRow("webm") << u"f.webm"_s << u"vp9"_s << u"opus"_s;
    }

    void narratedFilms()
    {
        QFETCH(QString, name);
        QFETCH(QString, video);
        QFETCH(QString, audio);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        const Run r = nqueens({ u"film"_s, u"6"_s, u"--algorithm"_s, u"backtracking"_s, u"--from"_s,
                                u"0"_s, u"--to"_s, u"20"_s, u"--narrate"_s, u"-o"_s, path });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const Streams s = probe(path);
        QCOMPARE(s.video, video);
        QCOMPARE(s.audio, audio);
        QCOMPARE(s.audioRate, 48000);
        const double length = s.videoSeconds;
        const double sound = s.audioSeconds;
        qInfo("%s: video %.2f s, sound %.2f s", qPrintable(name), length, sound);
        // Held until each sentence ends: far longer than 21 steps at 4 a second (5.25 s).
        QVERIFY2(length > 21 * 1.0, qPrintable(QString::number(length)));
        // As long as the video, to within one sound frame (Opus's is 20 ms, AAC's 21 ms).
        QVERIFY2(std::abs(sound - length) < 0.05, qPrintable(u"%1 %2"_s.arg(sound).arg(length)));
        // About one spoken stretch a step (21 steps: 0 to 20), each followed by silence.
        double silent = 0;
        const int segments = spokenSegments(path, &silent);
        qInfo("%s: %d spoken segments, %.1f s of silence", qPrintable(name), segments, silent);
        QVERIFY2(segments >= 19 && segments <= 26, qPrintable(QString::number(segments)));
        QVERIFY(silent < length / 2); // mostly speech
    }

    void handoutPrintsTheWordsSpoken()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.pdf"_s);
        const Run r = nqueens({ u"film"_s, u"6"_s, u"--algorithm"_s, u"backtracking"_s, u"--from"_s,
                                u"0"_s, u"--to"_s, u"5"_s, u"--narrate"_s, u"-o"_s, path });
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QString text = run(u"pdftotext"_s, { u"-layout"_s, path, u"-"_s }).out.simplified();
        // Each step's words whole, as said: the longest (step 4's) too, none cut short.
        for (const QString &said :
             { u"the search starts"_s, u"Try row 1, column 1."_s, u"Step 5"_s,
               u"Place a queen on row 1, column 1."_s, u"along its column."_s })
            QVERIFY2(text.contains(said), qPrintable(said + u" in: "_s + text));
        QVERIFY(!text.contains(u'…'));
    }

    void refusedWithOneLine_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("says");
        QTest::newRow("gif") << QStringList {} << u"f.gif"_s << u"a GIF has no sound"_s;
        QTest::newRow("webp") << QStringList {} << u"f.webp"_s << u"WebP animation has no sound"_s;
        QTest::newRow("html") << QStringList {} << u"f.html"_s << u"only a film"_s;
        QTest::newRow("japanese") << QStringList { u"--language"_s, u"ja"_s } << u"f.mp4"_s
                                  << u"eSpeak NG"_s; // said in Japanese
    }

    void refusedWithOneLine()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, name);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const Run r
            = nqueens(QStringList { u"film"_s, u"6"_s, u"--algorithm"_s, u"backtracking"_s,
                                    u"--to"_s, u"5"_s, u"--narrate"_s, u"-o"_s, dir.filePath(name) }
                      + extra);
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestNarration)
#include "tst_narration.moc"
