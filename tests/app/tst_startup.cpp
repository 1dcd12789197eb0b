// SPDX-License-Identifier: GPL-3.0-or-later
// The program's own command line (a bad value is refused) and its stored settings (a bad value
// falls back to the default).
#include "platform/processpolicies.h"
#include "platform/settings.h"
#include "platform/startupoptions.h"
#include "playback/stepplayer.h"
#include "sanitizers.h"

#include <QFile>
#include <QPixmap>
#include <QPixmapCache>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <cstdlib>
#include <sys/resource.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace nq;

class TestStartup : public QObject
{
    Q_OBJECT

private slots:
    void goodArguments();
    void helpAndVersion();
    void badArguments_data();
    void badArguments();
    void aSizeOverTheAlgorithmIsRefused_data();
    void aSizeOverTheAlgorithmIsRefused();
    void hostileSettingsFallBack();
    void settingsRoundTrip();
    void settingsOnAFullDiskStayWhole();
    void allocatorGivesBigBuffersBack();
    void pixmapCacheKeepsNoKeys();
};

void TestStartup::goodArguments()
{
    const StartupOptions o = StartupOptions::parse(
        { QStringLiteral("--algorithm"), QStringLiteral("bitmask"), QStringLiteral("--size=12"),
          QStringLiteral("--speed"), QStringLiteral("max"), QStringLiteral("--play") });
    QVERIFY(o.messages.isEmpty());
    QCOMPARE(int(*o.algorithm), int(AlgorithmId::Bitmask));
    QCOMPARE(*o.size, 12);
    QCOMPARE(*o.speedLevel, StepPlayer::speedLevels() - 1);
    QVERIFY(o.play);
    const StartupOptions slow
        = StartupOptions::parse({ QStringLiteral("--speed"), QStringLiteral("0.25") });
    QCOMPARE(*slow.speedLevel, 0);
    QCOMPARE(StepPlayer::stepsPerSecond(0), 0.25);
    const StartupOptions dom
        = StartupOptions::parse({ QStringLiteral("--dominate"), QStringLiteral("5"),
                                  QStringLiteral("--size=11"), QStringLiteral("--independent") });
    QVERIFY(dom.messages.isEmpty());
    QCOMPARE(*dom.dominationQueens, 5);
    QCOMPARE(*dom.size, 11); // domination boards go to 16, whatever the stored algorithm
    QVERIFY(dom.independent);
    // --class [PORT]: a number after it is its port; anything else is not.
    QVERIFY(!o.classPort);
    const StartupOptions first = StartupOptions::parse({ QStringLiteral("--class") });
    QVERIFY(first.messages.isEmpty());
    QCOMPARE(first.classPort, std::optional<int>(0));
    const StartupOptions port = StartupOptions::parse(
        { QStringLiteral("--class"), QStringLiteral("9000"), QStringLiteral("a.nqlesson") });
    QVERIFY(port.messages.isEmpty());
    QCOMPARE(port.classPort, std::optional<int>(9000));
    QCOMPARE(port.lesson, std::optional<QString>(QStringLiteral("a.nqlesson")));
    const StartupOptions lesson
        = StartupOptions::parse({ QStringLiteral("--class"), QStringLiteral("a.nqlesson") });
    QCOMPARE(lesson.classPort, std::optional<int>(0));
    QCOMPARE(lesson.lesson, std::optional<QString>(QStringLiteral("a.nqlesson")));
    QCOMPARE(StartupOptions::parse({ QStringLiteral("--class=8800") }).classPort,
             std::optional<int>(8800));
}

void TestStartup::helpAndVersion()
{
    const StartupOptions help = StartupOptions::parse({ QStringLiteral("--help") });
    for (const QCommandLineOption &option : StartupOptions::options()) {
        if (option.flags() & QCommandLineOption::HiddenFromHelp)
            continue; // --class-port: how "--class PORT" is read
        QVERIFY2(help.exitText.contains(QStringLiteral("--") + option.names().constLast()),
                 qPrintable(help.exitText));
    }
    QVERIFY(!help.play);
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    const StartupOptions version = StartupOptions::parse({ QStringLiteral("-v") });
    QVERIFY2(version.exitText.contains(QStringLiteral(" 9.8.7")), qPrintable(version.exitText));
    QVERIFY(StartupOptions::parse({ QStringLiteral("--play") }).exitText.isEmpty());
}

void TestStartup::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("size zero") << QStringList { QStringLiteral("--size"), QStringLiteral("0") }
                               << QStringLiteral("--size");
    QTest::newRow("size words") << QStringList { QStringLiteral("--size=big") }
                                << QStringLiteral("'big'");
    QTest::newRow("algorithm") << QStringList { QStringLiteral("--algorithm"),
                                                QStringLiteral("magic") }
                               << QStringLiteral("'magic'");
    QTest::newRow("speed") << QStringList { QStringLiteral("--speed"), QStringLiteral("-3") }
                           << QStringLiteral("--speed");
    QTest::newRow("option") << QStringList { QStringLiteral("--colour") }
                            << QStringLiteral("--colour");
    QTest::newRow("control characters") << QStringList { QStringLiteral("-\n\x1f") }
                                        << QStringLiteral("'-?"
                                                          "?'");
    QTest::newRow("class port words")
        << QStringList { QStringLiteral("--class=http") } << QStringLiteral("--class takes a port");
    QTest::newRow("class port zero")
        << QStringList { QStringLiteral("--class"), QStringLiteral("0") }
        << QStringLiteral("not '0'");
    QTest::newRow("class port high")
        << QStringList { QStringLiteral("--class"), QStringLiteral("70000") }
        << QStringLiteral("not '70000'");
    QTest::newRow("missing value")
        << QStringList { QStringLiteral("--size") } << QStringLiteral("needs a value");
    QTest::newRow("dominate zero")
        << QStringList { QStringLiteral("--dominate=0") } << QStringLiteral("--dominate");
    QTest::newRow("dominate words")
        << QStringList { QStringLiteral("--dominate"), QStringLiteral("five") }
        << QStringLiteral("'five'");
    QTest::newRow("dominate board too big")
        << QStringList { QStringLiteral("--dominate=5"), QStringLiteral("--size=17") }
        << QStringLiteral("1 to 16");
    QTest::newRow("flag with a value") << QStringList { QStringLiteral("--play=yes") }
                                       << QStringLiteral("'--play' takes no value");
    QTest::newRow("grouped short options")
        << QStringList { QStringLiteral("-xyz") } << QStringLiteral("'-xyz'");
    QTest::newRow("dominate more queens than rows")
        << QStringList { QStringLiteral("--dominate=9"), QStringLiteral("--size=4") }
        << QStringLiteral("at least 9 × 9");
}

void TestStartup::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const StartupOptions o = StartupOptions::parse(args);
    QCOMPARE(o.messages.size(), 1);
    QVERIFY2(o.messages.first().contains(mentions), qPrintable(o.messages.first()));
    QVERIFY(!o.size.has_value() || o.size.value() >= 1);
    if (args.first().startsWith(u"--size") || args.size() > 1)
        QVERIFY(!o.size.has_value());
}

void TestStartup::aSizeOverTheAlgorithmIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("brute force") << QStringList { QStringLiteral("--algorithm=brute-force"),
                                                  QStringLiteral("--size=20") }
                                 << QStringLiteral("1 to 10");
    QTest::newRow("min-conflicts") << QStringList { QStringLiteral("--algorithm=min-conflicts"),
                                                    QStringLiteral("--size=50000001") }
                                   << QStringLiteral("1 to 50000000");
}

// Past the algorithm's largest board the size is refused with the range it takes (main quits
// with status 2: tst_hostile).
void TestStartup::aSizeOverTheAlgorithmIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const StartupOptions o = StartupOptions::parse(args);
    QCOMPARE(o.messages.size(), 1);
    QVERIFY2(o.messages.first().contains(mentions), qPrintable(o.messages.first()));
    QVERIFY(!o.size.has_value());
}

void TestStartup::hostileSettingsFallBack()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("run/algorithm"), QStringLiteral("rm -rf /"));
        raw.setValue(QStringLiteral("run/size"), QStringLiteral("99999999999"));
        raw.setValue(QStringLiteral("run/speed"), -7);
        raw.setValue(QStringLiteral("run/startPaused"), QStringLiteral("perhaps"));
        raw.setValue(QStringLiteral("view/theme"), 42);
    }
    Settings s(file);
    QCOMPARE(int(s.algorithm()), int(Settings::kDefaultAlgorithm));
    QCOMPARE(s.boardSize(), Settings::kDefaultSize);
    QCOMPARE(s.speedLevel(), Settings::kDefaultSpeed);
    QVERIFY(s.startPaused());
    QCOMPARE(int(s.theme()), int(Theme::Light));
}

void TestStartup::settingsRoundTrip()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    {
        Settings s(file);
        s.setAlgorithm(AlgorithmId::MinConflicts);
        s.setBoardSize(500);
        s.setSpeedLevel(7);
        s.setTheme(Theme::Dark);
        s.setStartPaused(false);
        s.setMode(SolveMode::First);
        QCOMPARE(int(s.theme()), int(Theme::Dark)); // the window sees a change at once
        // The file follows while the program runs (written on the settings' own thread), not
        // only when it closes.
        auto onDisk = [&file] {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QTRY_VERIFY(onDisk().contains("theme=dark") && onDisk().contains("size=500"));
        s.setTheme(Theme::Light);
        QTRY_VERIFY(onDisk().contains("theme=light"));
        s.setTheme(Theme::Dark); // the last change before closing is not lost
    }
    Settings s(file);
    QCOMPARE(int(s.algorithm()), int(AlgorithmId::MinConflicts));
    QCOMPARE(s.boardSize(), 500);
    QCOMPARE(s.speedLevel(), 7);
    QCOMPARE(int(s.theme()), int(Theme::Dark));
    QVERIFY(!s.startPaused());
    QCOMPARE(int(s.mode()), int(SolveMode::First));
    // A size the stored algorithm does not accept falls back.
    s.setAlgorithm(AlgorithmId::BruteForce);
    QCOMPARE(s.boardSize(), Settings::kDefaultSize);
}

void TestStartup::settingsOnAFullDiskStayWhole()
{
    // The settings file, then a disk that takes no more than it already holds (a file-size limit
    // on this process, SIGXFSZ ignored, as a full disk): the next settings, larger, are not
    // written, and the file keeps the last whole settings; no scratch file is left beside it.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    auto onDisk = [&file] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    {
        Settings s(file);
        s.setBoardSize(11);
        s.setTheme(Theme::Dark);
    }
    const QByteArray whole = onDisk();
    QVERIFY(whole.contains("size=11") && whole.contains("theme=dark"));
    rlimit before {};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &before), 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limit = before;
    limit.rlim_cur = rlim_t(whole.size() + 8);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limit), 0);
    {
        Settings s(file);
        ExportChoices choices = s.exportChoices();
        choices.folder = QString(300, u'f'); // pushes the file past the limit
        s.setExportChoices(choices);
        s.setBoardSize(12);
    } // the writer has finished
    setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, previous);
    QCOMPARE(onDisk(), whole);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList { QStringLiteral("s.ini") });
    // With room again, the next change is written.
    {
        Settings s(file);
        s.setBoardSize(12);
    }
    QVERIFY(onDisk().contains("size=12"));
}

namespace {
// Kept where the compiler cannot see them go unused, so the allocations below really happen.
char *volatile bigBuffer = nullptr;
char *volatile nextBuffer = nullptr;
} // namespace

void TestStartup::allocatorGivesBigBuffersBack()
{
#if defined(__GLIBC__)
    if (test::kSanitized)
        QSKIP("the sanitizers bring an allocator of their own");
    QVERIFY(tuneAllocator());
    // With glibc's own policy, freeing an 8 MB buffer raises the mmap threshold to 8 MB, so the
    // 1 MB buffer after it would come from the heap and stay resident once freed.
    bigBuffer = static_cast<char *>(std::malloc(8 << 20));
    QVERIFY(bigBuffer);
    bigBuffer[0] = 1;
    std::free(bigBuffer);
    const std::size_t mappedBefore = mallinfo2().hblks;
    nextBuffer = static_cast<char *>(std::malloc(1 << 20));
    QVERIFY(nextBuffer);
    nextBuffer[0] = 1;
    const std::size_t mappedDuring = mallinfo2().hblks;
    std::free(nextBuffer);
    QCOMPARE(mappedDuring, mappedBefore + 1); // a mapping of its own: freed, it goes back
    QCOMPARE(std::size_t(mallinfo2().hblks), mappedBefore);
    // Below the threshold buffers come from the heap as usual.
    nextBuffer = static_cast<char *>(std::malloc(kMmapThreshold / 2));
    QCOMPARE(std::size_t(mallinfo2().hblks), mappedBefore);
    std::free(nextBuffer);
#else
    QVERIFY(!tuneAllocator());
#endif
}

void TestStartup::pixmapCacheKeepsNoKeys()
{
#if defined(__GLIBC__)
    if (test::kSanitized)
        QSKIP("the sanitizers bring an allocator of their own");
    // What a style does when it paints: a pixmap under a string key made of palette, size and
    // state. Under Qt's default limit the keys of evicted pixmaps pile up (Qt 6.4).
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::red);
    auto growthOf = [&pixmap](const QString &prefix) {
        const std::size_t before = mallinfo2().uordblks;
        for (int i = 0; i < 20000; ++i)
            QPixmapCache::insert(prefix + QString::number(i), pixmap.copy());
        return double(mallinfo2().uordblks) - double(before);
    };
    const std::size_t start = mallinfo2().uordblks;
    const double withDefault = growthOf(QStringLiteral("default-limit-key-"));
    QPixmapCache::clear(); // the pixmaps go; what stays is what Qt keeps of the keys
    const double keptAfterClear = double(mallinfo2().uordblks) - double(start);
    limitPixmapCache();
    QCOMPARE(QPixmapCache::cacheLimit(), 0);
    const double withPolicy = growthOf(QStringLiteral("with-the-policy-key-"));
    qInfo("heap growth over 20,000 keys: %.2f MB under the default limit (%.2f MB of it still "
          "held after clear()), %.2f MB with the policy",
          withDefault / 1048576.0, keptAfterClear / 1048576.0, withPolicy / 1048576.0);
    QVERIFY2(withDefault > 2.0 * 1048576, "the measurement sees what the default limit keeps");
    QVERIFY(withPolicy < 0.1 * 1048576);
    QPixmap found;
    QVERIFY(!QPixmapCache::find(QStringLiteral("with-the-policy-key-7"), &found));
#else
    QSKIP("measured with glibc's mallinfo2");
#endif
}

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
