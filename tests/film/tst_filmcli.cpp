// SPDX-License-Identifier: GPL-3.0-or-later
// `nqueens film`: records with no display at all (the acceptance's
// `nqueens film 6 --algorithm backtracking --from 0 --to 40 -o f.mp4` over ssh), a handout in
// Japanese with its fonts embedded, and every bad input one line with status 2 (1 for a file
// that cannot be written) and no file left.
#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QStringList words(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *w : list)
        out << QString::fromUtf8(w);
    return out;
}

struct Run
{
    int status = -1;
    QString out, err;
};

// The command as over ssh: no display, no platform chosen.
Run nqueens(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM" })
        env.remove(QString::fromLatin1(name));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(NQUEENS_BIN), args);
    if (!p.waitForFinished(120000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

QString output(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

QStringList left(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

} // namespace

class TestFilmCli : public QObject
{
    Q_OBJECT
private slots:
    void recordsWithoutADisplay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.mp4"));
        const Run r = nqueens(
            { QStringLiteral("film"), QStringLiteral("6"), QStringLiteral("--algorithm"),
              QStringLiteral("backtracking"), QStringLiteral("--from"), QStringLiteral("0"),
              QStringLiteral("--to"), QStringLiteral("40"), QStringLiteral("-o"), path });
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // not a word from Qt or the encoders
        const QString probe = output(
            QStringLiteral("ffprobe"),
            { QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"),
              QStringLiteral("-show_entries"), QStringLiteral("stream=codec_name,nb_read_frames"),
              QStringLiteral("-of"), QStringLiteral("default=nw=1"), path });
        QVERIFY2(probe.contains(QStringLiteral("codec_name=h264")), qPrintable(probe));
        QVERIFY2(probe.contains(QStringLiteral("nb_read_frames=41")), qPrintable(probe));
    }

    void japaneseHandoutEmbedsItsFonts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.pdf"));
        const Run r
            = nqueens({ QStringLiteral("film"), QStringLiteral("5"), QStringLiteral("--algorithm"),
                        QStringLiteral("bitmask"), QStringLiteral("--from"), QStringLiteral("1"),
                        QStringLiteral("--to"), QStringLiteral("8"), QStringLiteral("--language"),
                        QStringLiteral("ja"), QStringLiteral("--page"), QStringLiteral("letter"),
                        QStringLiteral("-o"), path });
        QCOMPARE(r.status, 0);
        const QString fonts = output(QStringLiteral("pdffonts"), { path });
        const QStringList rows = fonts.split(u'\n', Qt::SkipEmptyParts).mid(2);
        QVERIFY2(rows.size() >= 2, qPrintable(fonts));
        for (const QString &row : rows)
            QVERIFY2(row.split(u' ', Qt::SkipEmptyParts).value(4) == u"yes", qPrintable(row));
        QVERIFY2(fonts.contains(QStringLiteral("CJK")), qPrintable(fonts));
        const QString text = output(QStringLiteral("pdftotext"), { path, QStringLiteral("-") });
        QVERIFY2(text.contains(QStringLiteral("ステップ")), qPrintable(text));
        QVERIFY(output(QStringLiteral("pdfinfo"), { path }).contains(QStringLiteral("612 x 792")));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QStringList base { QStringLiteral("film"), QStringLiteral("6"),
                                 QStringLiteral("--algorithm"), QStringLiteral("backtracking") };
        QTest::newRow("no output") << base << 2 << QStringLiteral("film needs -o FILE.mp4");
        QTest::newRow("format") << base + words({ "-o", "f.mov" }) << 2
                                << QStringLiteral("f.mov: a film is a .mp4");
        QTest::newRow("range past the run")
            << base + words({ "--from", "10", "--to", "3000", "-o", "f.gif" }) << 2
            << QStringLiteral("the run has 1,945 steps");
        QTest::newRow("budget") << base + words({ "--to", "9000", "-o", "f.gif" }) << 2
                                << QStringLiteral(
                                       "9,001 steps is more than one recording holds (5,000)");
        QTest::newRow("size")
            << base + words({ "--size", "4000", "-o", "f.gif" }) << 2
            << QStringLiteral(
                   "--size must be a whole number of pixels from 120 to 1920, not 4,000");
        QTest::newRow("fps") << base + words({ "--fps", "fast", "-o", "f.gif" }) << 2
                             << QStringLiteral("the frame rate must be from 0.25 to 60");
        QTest::newRow("step") << base + words({ "--from", "-3", "-o", "f.gif" }) << 2
                              << QStringLiteral("--from must be a step");
        QTest::newRow("language") << base + words({ "--language", "fr", "-o", "f.gif" }) << 2
                                  << QStringLiteral("--language must be en, ja or zh_CN");
        QTest::newRow("unwritable") << base + words({ "-o", "no/such/folder/f.gif" }) << 1
                                    << QStringLiteral("Cannot write");
        QTest::newRow("questions in a film")
            << base + words({ "--predict", "-o", "f.gif" }) << 2
            << QStringLiteral("--predict asks its questions in a web page: -o FILE.html");
        QTest::newRow("a seed without questions")
            << base + words({ "--seed", "4", "-o", "f.html" }) << 2
            << QStringLiteral("--seed and --every choose Predict's questions: add --predict");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        QFETCH(QString, message);
        QTemporaryDir dir;
        for (QString &a : args) {
            if (a.startsWith(u"f.") || a.startsWith(u"no/"))
                a = dir.filePath(a);
        }
        const Run r = nqueens(args);
        QCOMPARE(r.status, status);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1); // one line
        QCOMPARE(left(dir), QStringList {});
    }
};

QTEST_MAIN(TestFilmCli)
#include "tst_filmcli.moc"
