// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile input, each row run under a memory limit (address space, 1 GiB) and a time limit, so
// an unbounded read or an enumeration before a refusal fails a test rather than the machine:
// every bad-input row of both programs, devices and endless streams given as files, and
// requests for outputs far past their budgets. Each must answer with one line, the status it
// documents, nothing written, and (where measured) little memory.
#include "clirun.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>

#include <ctime>

namespace {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true; // the sanitizers map terabytes: no address-space limit then
#else
constexpr bool kSanitized = false;
#endif

constexpr rlim_t kAddressSpace = rlim_t(1) << 30;

struct Limited
{
    int status = -1; ///< exit status, -1 when killed by a signal
    bool timedOut = false; ///< still running at the wall-clock limit (then killed)
    QByteArray out, err;
    long maxRssKb = 0;
    double seconds = 0;
};

QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Runs program with args in `dir` under the limits, stdin from `input` (or /dev/null); measures
// the child's own peak memory (wait4) and wall time.
Limited runLimited(const QString &program, const QStringList &args, const QString &dir,
                   int wallSeconds, const QString &input = QStringLiteral("/dev/null"),
                   const QList<QPair<QByteArray, QByteArray>> &env = {})
{
    Limited r;
    const QByteArray outPath = QFile::encodeName(dir + QStringLiteral("/.stdout"));
    const QByteArray errPath = QFile::encodeName(dir + QStringLiteral("/.stderr"));
    std::vector<QByteArray> argBytes { QFile::encodeName(program) };
    for (const QString &a : args)
        argBytes.push_back(a.toUtf8());
    std::vector<char *> argv;
    for (QByteArray &a : argBytes)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray inPath = QFile::encodeName(input), dirPath = QFile::encodeName(dir);
    QElapsedTimer clock;
    clock.start();
    const pid_t pid = fork();
    if (pid == 0) {
        if (!kSanitized) {
            const rlimit as { kAddressSpace, kAddressSpace };
            setrlimit(RLIMIT_AS, &as);
        }
        // CPU time adds up over threads: room for every core, the wall clock bounds the rest.
        const rlim_t cpuSeconds = rlim_t(wallSeconds) * rlim_t(kSanitized ? 3 : 1)
            * rlim_t(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
        const rlimit cpu { cpuSeconds, cpuSeconds };
        setrlimit(RLIMIT_CPU, &cpu);
        // glibc gives each thread an arena of 64 MiB of address space: two are plenty here, so
        // the limit measures the program, not the number of cores.
        setenv("MALLOC_ARENA_MAX", "2", 1);
        for (const auto &[name, value] : env)
            setenv(name.constData(), value.constData(), 1);
        if (chdir(dirPath.constData()) != 0)
            _exit(120);
        const int in = open(inPath.constData(), O_RDONLY);
        const int out = open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int err = open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (in < 0 || out < 0 || err < 0)
            _exit(121);
        dup2(in, 0);
        dup2(out, 1);
        dup2(err, 2);
        execv(argv[0], argv.data());
        _exit(122);
    }
    int status = 0;
    rusage usage {};
    for (;;) {
        const pid_t done = wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        // A sanitizer runs the program several times slower (107 s for a 100 s row under
        // ASan on the 2-core machine of 2026-11-28): its limit is three times as long.
        if (clock.elapsed() > wallSeconds * 1000 * (kSanitized ? 3 : 1)) {
            r.timedOut = true;
            kill(pid, SIGKILL);
            wait4(pid, &status, 0, &usage);
            break;
        }
        const timespec tick { 0, 5 * 1000 * 1000 };
        nanosleep(&tick, nullptr); // a test's own wait for its child, not a GUI thread
    }
    r.seconds = clock.elapsed() / 1000.0;
    r.status = !r.timedOut && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.maxRssKb = usage.ru_maxrss;
    r.out = slurp(QFile::decodeName(outPath));
    r.err = slurp(QFile::decodeName(errPath));
    QFile::remove(QFile::decodeName(outPath));
    QFile::remove(QFile::decodeName(errPath));
    return r;
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void commandLine_data();
    void commandLine();
    void helpAndVersionWithoutADisplay();
    void windowArguments_data();
    void windowArguments();
    void windowLessonsThatAreNotALesson_data();
    void windowLessonsThatAreNotALesson();
    void windowSettingsThatAreNotAFile_data();
    void windowSettingsThatAreNotAFile();
    void quizLinesAreBounded();
    void interruptedFolderIsAsItWas();
    void interruptedFilmLeavesNothing();

private:
    QTemporaryDir m_dir;
};

void TestHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A part file of 2 MiB (the budget is 1 MiB), and a folder.
    QFile big(m_dir.filePath(QStringLiteral("big.json")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    big.write(QByteArray(2 << 20, ' '));
    big.close();
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("folder")));
    // A lesson of 3 MiB (the budget is 2 MiB), and one cut short.
    QFile bigLesson(m_dir.filePath(QStringLiteral("big.nqlesson")));
    QVERIFY(bigLesson.open(QIODevice::WriteOnly));
    bigLesson.write(QByteArray(3 << 20, ' '));
    bigLesson.close();
    QFile damaged(m_dir.filePath(QStringLiteral("damaged.nqlesson")));
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("{\"format\": \"nqueens-lesson\", \"version\": 1, \"scenes\": [{\"setup\"");
    damaged.close();
    // Lessons that read as JSON but say something a lesson must not: each a row below.
    const auto lesson = [&](const char *name, const QByteArray &setup, const QByteArray &position,
                            const QByteArray &extra = {}) {
        QFile f(m_dir.filePath(QString::fromLatin1(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"nqueens-lesson\", \"version\": 1, " + extra
                + "\"scenes\": [{\"setup\": {" + setup + "}, \"position\": {" + position + "}}]}");
    };
    const QByteArray step0 = "\"kind\": \"step\", \"step\": 0";
    lesson("number-algorithm.nqlesson", "\"algorithm\": 5, \"size\": 6", step0);
    lesson("number-dock.nqlesson", "\"algorithm\": \"backtracking\", \"size\": 6, \"docks\": [1]",
           step0);
    lesson("twice.nqlesson", "\"algorithm\": \"backtracking\", \"size\": 6, \"size\": 7", step0);
    static const char nul[] = "\"algorithm\": \"back\0tracking\", \"size\": 6";
    lesson("nul.nqlesson", QByteArray(nul, sizeof nul - 1), step0);
    lesson("slow.nqlesson", "\"algorithm\": \"backtracking\", \"size\": 6, \"speed\": 1e-300",
           step0);
    lesson("past-the-end.nqlesson", "\"algorithm\": \"backtracking\", \"size\": 4",
           "\"kind\": \"step\", \"step\": 999999");
    lesson("no-solution.nqlesson", "\"algorithm\": \"backtracking\", \"size\": 4",
           "\"kind\": \"browser\", \"queens\": \"1 2 3 4\"");
    // A note of 4,000 characters without a space, drawn at 4,096 pixels: a picture past the
    // budget, refused from its words before it is drawn.
    lesson("long-note.nqlesson", "\"algorithm\": \"backtracking\", \"size\": 8",
           step0 + "}, \"note\": {\"en\": \"" + QByteArray(4000, 'x') + "\"");
    QFile none(m_dir.filePath(QStringLiteral("no-scene.nqlesson")));
    QVERIFY(none.open(QIODevice::WriteOnly));
    none.write("{\"format\": \"nqueens-lesson\", \"version\": 1, \"scenes\": []}");
}

void TestHostile::commandLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("mentions");
    QTest::addColumn<int>("maxRssMb"); // 0: not measured
    auto hostile = [](const char *name, std::initializer_list<const char *> a, const char *mentions,
                      int rss, const char *input = "/dev/null") {
        QStringList args;
        for (const char *s : a)
            args << QString::fromUtf8(s);
        QTest::newRow(name) << args << QString::fromUtf8(input) << QString::fromUtf8(mentions)
                            << rss;
    };
    auto row = [&](const char *name, std::initializer_list<const char *> a, const char *mentions) {
        hostile(name, a, mentions, 0);
    };
    // Files that are not part files, and streams without end.
    hostile("sum /dev/zero", { "sum", "/dev/zero" }, "'/dev/zero' is a device, not a part file",
            50);
    hostile("sum /dev/urandom", { "sum", "/dev/urandom" }, "'/dev/urandom' is a device", 50);
    hostile("sum a folder", { "sum", "folder" }, "'folder' is a folder, not a part file", 50);
    hostile("sum a file past the budget", { "sum", "big.json" },
            "'big.json' is larger than 1 MiB, the most a part file can be", 50);
    hostile("sum an endless stdin", { "sum", "-" }, "'-' is larger than 1 MiB", 50, "/dev/zero");
    hostile("lesson check /dev/zero", { "lesson", "check", "/dev/zero" },
            "'/dev/zero' is a device, not a lesson file", 80);
    hostile("lesson render an endless stream",
            { "lesson", "render", "/dev/urandom", "-o", "l.pdf" },
            "'/dev/urandom' is a device, not a lesson file", 80);
    hostile("lesson check a folder", { "lesson", "check", "folder" },
            "'folder' is a folder, not a lesson file", 80);
    hostile("lesson check a file past the budget", { "lesson", "check", "big.nqlesson" },
            "'big.nqlesson' is larger than 2 MiB, the most a lesson file can be", 80);
    hostile("lesson check a damaged file", { "lesson", "check", "damaged.nqlesson" },
            "Cannot open the lesson damaged.nqlesson: it is not a lesson (damaged or cut short",
            80);
    // Outputs far past their budgets, refused from a count before any work.
    hostile("sheet 16", { "sheet", "16", "-o", "s16.pdf" }, "16 x 16 has 14772512", 200);
    hostile("solve every solution of 16", { "solve", "16", "--all" },
            "solve would print 14772512 solutions of 16 x 16", 100);
    hostile("solve every solution of 30", { "solve", "30" }, "more than 5000000 solutions", 100);
    hostile("solve with a limit past the budget", { "solve", "20", "--limit", "999999999999" },
            "--limit must be from 1 to 5000000, not 999999999999", 100);
    hostile("list 64 million covering sets", { "dominate", "8", "--queens", "7", "--list" },
            "64759120 covering sets", 100);
    hostile("list 8 million classes of covering sets",
            { "dominate", "8", "--queens", "7", "--list", "--unique" },
            "would print 8099687 classes of covering sets", 100);
    hostile("list covering sets too many to count soon",
            { "dominate", "9", "--queens", "10", "--list" },
            "would print more than 5000000 covering sets of 9 x 9 with 10 queens", 100);
    hostile("count past 63 bits", { "dominate", "16", "--queens", "128", "--count" },
            "more than 9223372036854775807 sets of 128 queens cover the 16 x 16 board", 100);
    hostile("trace every step of 16", { "trace", "16", "--algorithm", "backtracking" },
            "more than 5000000 steps", 100);
    // 8^8 boards, each a step: refused before the first line, not after 5,000,000 of them.
    hostile("trace brute force 8", { "trace", "8", "--algorithm", "brute-force" },
            "at least 16,777,216 steps", 100);
    hostile("trace permutations 11", { "trace", "11", "--algorithm", "permutations" },
            "at least 39,916,800 steps", 100);
    // Every bad-input row of the command line.
    row("zero", { "count", "0" }, "from 1 to 28");
    row("negative", { "count", "-4" }, "from 1 to 28");
    row("too big for the counter", { "count", "29" }, "from 1 to 28 for the default counter");
    row("not a number", { "count", "eight" }, "'eight'");
    row("fraction", { "count", "8.5" }, "whole number");
    row("too big for bitmask", { "count", "33", "--algorithm", "bitmask" },
        "from 1 to 32 for bitmask");
    row("threads zero", { "count", "12", "--threads", "0" }, "--threads");
    row("threads too many", { "count", "12", "--threads", "257" }, "from 1 to 256");
    row("part past parts", { "count", "12", "--part", "5", "--parts", "4" }, "--part");
    row("part without parts", { "count", "12", "--part", "0" }, "--parts");
    row("parts zero", { "count", "12", "--parts", "0", "--part", "0" }, "--parts");
    row("parts with algorithm",
        { "count", "8", "--algorithm", "bitmask", "--parts", "2", "--part", "0" }, "--parts");
    row("sum option", { "sum", "--fast" }, "unknown option '--fast'");
    row("too big for brute-force", { "solve", "11", "--algorithm", "brute-force" }, "from 1 to 10");
    row("unknown algorithm", { "count", "8", "--algorithm", "quantum" },
        "unknown algorithm 'quantum'");
    row("unknown option", { "count", "8", "--fast" }, "unknown option '--fast'");
    row("missing size", { "count" }, "missing the board size");
    row("extra argument", { "count", "8", "9" }, "unexpected argument '9'");
    row("unknown command", { "counts", "8" }, "unknown command 'counts'");
    row("limit zero", { "solve", "8", "--limit", "0" }, "--limit");
    row("limit words", { "solve", "8", "--limit", "many" }, "--limit");
    row("two modes", { "solve", "8", "--first", "--all" }, "--first");
    row("bad format", { "solve", "8", "--format", "xml" }, "--format");
    row("option without value", { "solve", "8", "--algorithm" }, "needs a value");
    row("count with min-conflicts", { "count", "8", "--algorithm", "min-conflicts" },
        "cannot count");
    row("trace without algorithm", { "trace", "6" }, "--algorithm");
    row("queens zero", { "dominate", "8", "--queens", "0" }, "from 1 to 64");
    row("queens too many", { "dominate", "8", "--queens", "65" }, "from 1 to 64");
    row("queens missing", { "dominate", "8" }, "--queens");
    row("domination too big", { "dominate", "17", "--queens", "5" }, "from 1 to 16");
    // (A short placement is a partial board, its last rows empty, as everywhere else.)
    row("placement too long", { "render", "4", "--placement", "2,4,1,3,2", "-o", "x.png" },
        "--placement");
    row("squares off the board", { "render", "4", "--placement", "1,1 5,2", "-o", "x.png" },
        "row,column from 1 to 4");
    row("placement repeats", { "render", "4", "--placement", "1,1,2,3", "-o", "x.png" },
        "at most once");
    row("placement words", { "render", "4", "--placement", "a,b,c,d", "-o", "x.png" }, "'a,b,c,d'");
    row("placement off the board", { "render", "4", "--placement", "1,2,3,5", "-o", "x.png" },
        "from 1 to 4");
    row("placement negative", { "render", "4", "--placement", "1,-2,3,4", "-o", "x.png" },
        "'1,-2,3,4'");
    row("render without output", { "render", "4", "--placement", "2,4,1,3" }, "-o FILE");
    row("render unknown format", { "render", "4", "--placement", "2,4,1,3", "-o", "x.gif" },
        "'x.gif'");
    row("sheet too many", { "sheet", "12", "-o", "x.pdf" }, "try --unique");
    row("sheet counted first", { "sheet", "16", "-o", "x.pdf" },
        "16 x 16 has 14772512 (try --unique)");
    row("unknown page", { "render", "4", "--placement", "2,4,1,3", "--page", "a3", "-o", "x.pdf" },
        "--page must be a4, letter or board, not 'a3'");
    row("newline in an option", { "count", "8", "--fa\nst" }, "unknown option '--fa?st'");
    row("flag with a value", { "count", "8", "--unique=yes" }, "'--unique' takes no value");
    row("unknown option with a value", { "count", "8", "--fa=3" }, "unknown option '--fa' for");
    row("grouped short options", { "count", "8", "-xyz" }, "unknown option '-xyz'");
    row("negative after --", { "count", "--", "-4" }, "not -4");
    row("negative limit", { "solve", "6", "--limit", "-3" }, "not '-3'");
    row("output without value", { "sheet", "6", "-o" }, "option '-o' needs a value");
    row("sheet too big", { "sheet", "17", "--unique", "-o", "x.pdf" }, "from 1 to 16");
    // What a lesson may hold: a field of the wrong type, a key twice, a raw NUL, a speed that
    // is no speed, no scene; and what `check`, `render` and the window refuse alike.
    row("lesson algorithm a number", { "lesson", "check", "number-algorithm.nqlesson" },
        "\"algorithm\" must be text");
    row("lesson dock a number", { "lesson", "check", "number-dock.nqlesson" },
        "\"docks\" must be a list of panel names, each a text");
    row("lesson key twice", { "lesson", "check", "twice.nqlesson" },
        "the field \"size\" is given twice in one object");
    row("lesson raw NUL", { "lesson", "check", "nul.nqlesson" }, "raw control character (code 0)");
    row("lesson speed 1e-300", { "lesson", "check", "slow.nqlesson" },
        "\"speed\" must be steps a second, from");
    row("lesson check no scene", { "lesson", "check", "no-scene.nqlesson" },
        "the lesson has no scene");
    row("lesson render past the end",
        { "lesson", "render", "past-the-end.nqlesson", "-o", "out.pdf" },
        "scene 1: step 999,999 is past the end of its run");
    row("lesson render no solution", { "lesson", "render", "no-solution.nqlesson", "-o", "out" },
        "scene 1: the board picked is not a solution of 4 × 4");
    row("lesson render a picture too large",
        { "lesson", "render", "long-note.nqlesson", "--size", "4096", "-o", "out" },
        "choose a smaller --size");
    row("lesson render wider than the most",
        { "lesson", "render", "long-note.nqlesson", "--size", "8192", "-o", "out" },
        "from 1 to 4096");
    // The film: a far step refused before its walk, sizes said with their real range.
    row("film far from",
        { "film", "--algorithm", "bitmask", "32", "--from", "999999995001", "-o", "x.gif" },
        "at most 100,000,000 steps");
    row("film size 0", { "film", "--algorithm", "backtracking", "6", "--size", "0", "-o", "x.gif" },
        "--size must be a whole number of pixels from 120 to 1920, not 0");
    row("film handout size",
        { "film", "--algorithm", "backtracking", "6", "--size", "600", "-o", "x.pdf" },
        "a handout (.pdf) is sized by its paper");
    row("trace until nothing", { "trace", "6", "--algorithm", "backtracking", "--until", "=" },
        "the kind of stop is missing before \"=\"");
}

void TestHostile::commandLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, input);
    QFETCH(QString, mentions);
    QFETCH(int, maxRssMb);
    const QStringList before = QDir(m_dir.path()).entryList(QDir::Files);
    const Limited r = runLimited(QStringLiteral(NQUEENS_BIN), args, m_dir.path(), 60, input);
    qInfo("%s: status %d in %.2f s, %ld MB", qPrintable(args.join(u' ')), r.status, r.seconds,
          r.maxRssKb / 1024);
    QVERIFY2(!r.timedOut, "ran past its time limit");
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.count('\n') == 1 && r.err.endsWith('\n'), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), before); // nothing written
    if (maxRssMb > 0 && !kSanitized)
        QVERIFY2(r.maxRssKb < maxRssMb * 1024L, qPrintable(QString::number(r.maxRssKb)));
}

void TestHostile::windowArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    auto row = [](const char *name, std::initializer_list<const char *> a, const char *mentions) {
        QStringList args;
        for (const char *s : a)
            args << QString::fromUtf8(s);
        QTest::newRow(name) << args << QString::fromUtf8(mentions);
    };
    row("size zero", { "--size", "0" }, "--size");
    row("size words", { "--size=big" }, "'big'");
    row("size past the window's limit", { "--size", "1000000" }, "--size");
    row("size over the algorithm", { "--algorithm=brute-force", "--size=20" }, "1 to 10");
    row("algorithm", { "--algorithm", "magic" }, "'magic'");
    row("speed", { "--speed", "-3" }, "--speed");
    row("option", { "--colour" }, "--colour");
    row("missing value", { "--size" }, "needs a value");
    row("dominate zero", { "--dominate=0" }, "--dominate");
    row("dominate board too big", { "--dominate=5", "--size=17" }, "1 to 16");
    row("dominate more queens than rows", { "--dominate=9", "--size=4" }, "at least 9");
    row("step below zero", { "--step=-4" }, "--step");
    row("step words", { "--step", "end" }, "'end'");
    row("panel", { "--panel", "chart" }, "tree, log, data or browser");
    row("theme", { "--theme=pink" }, "light or dark");
    row("language", { "--language", "fr" }, "en, ja, zh_CN");
}

// Over ssh there is no display: --help and --version still answer, with status 0.
void TestHostile::helpAndVersionWithoutADisplay()
{
    for (const QString &option : { QStringLiteral("--help"), QStringLiteral("--version") }) {
        const Limited r = runLimited(
            QStringLiteral(STUDIO_BIN), { option }, m_dir.path(), 20, QStringLiteral("/dev/null"),
            { { "QT_QPA_PLATFORM", "xcb" }, { "DISPLAY", ":98765" }, { "WAYLAND_DISPLAY", "" } });
        QVERIFY2(r.status == 0, qPrintable(option + u' ' + QString::fromUtf8(r.err)));
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(option == u"--help" ? out.contains(QStringLiteral("--size"))
                                     : out.contains(QStringLiteral("nqueens-studio")),
                 qPrintable(out));
    }
}

// A bad start-up value is refused as the command line refuses one: one line on stderr, status 2,
// and no window (nothing written to the settings either).
void TestHostile::windowArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Limited r = runLimited(
        QStringLiteral(STUDIO_BIN), args, m_dir.path(), 4, QStringLiteral("/dev/null"),
        { { "QT_QPA_PLATFORM", "offscreen" },
          { "XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("config"))) } });
    qInfo("%s: %s after %.2f s, %ld MB", qPrintable(args.join(u' ')),
          r.timedOut ? "running" : "ended", r.seconds, r.maxRssKb / 1024);
    QVERIFY2(!r.timedOut && r.status == 2, r.err.constData());
    QVERIFY2(r.err.count('\n') == 1 && r.err.endsWith('\n'), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("config"))));
}

void TestHostile::windowLessonsThatAreNotALesson_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero")
                               << QStringLiteral("is a device, not a lesson file");
    QTest::newRow("/dev/urandom, endless")
        << QStringLiteral("/dev/urandom") << QStringLiteral("is a device, not a lesson file");
    QTest::newRow("a lesson past 2 MiB")
        << QStringLiteral("big.nqlesson") << QStringLiteral("is larger than 2 MiB");
    QTest::newRow("a damaged lesson")
        << QStringLiteral("damaged.nqlesson") << QStringLiteral("damaged or cut short");
}

// `nqueens-studio FILE.nqlesson` (a double click) on what is not a lesson: the window opens
// all the same, says why on stderr (and in a dialog), within its memory.
void TestHostile::windowLessonsThatAreNotALesson()
{
    QFETCH(QString, target);
    QFETCH(QString, mentions);
    const QString path = target.startsWith(u'/') ? target : m_dir.filePath(target);
    const Limited r = runLimited(
        QStringLiteral(STUDIO_BIN), { path }, m_dir.path(), 4, QStringLiteral("/dev/null"),
        { { "QT_QPA_PLATFORM", "offscreen" },
          { "XDG_CONFIG_HOME",
            QFile::encodeName(m_dir.filePath(QStringLiteral("lesson-config"))) } });
    qInfo("lesson %s: %s after %.2f s, %ld MB", qPrintable(target),
          r.timedOut ? "running" : "ended", r.seconds, r.maxRssKb / 1024);
    QVERIFY2(r.timedOut, r.err.constData()); // still running: the window is up
    QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("nqueens-studio: "))
                 && QString::fromUtf8(r.err).contains(mentions),
             r.err.constData());
    if (!kSanitized)
        QVERIFY2(r.maxRssKb < 400 * 1024L, qPrintable(QString::number(r.maxRssKb)));
}

void TestHostile::windowSettingsThatAreNotAFile_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("is a device");
    QTest::newRow("/dev/urandom") << QStringLiteral("/dev/urandom")
                                  << QStringLiteral("is a device");
    QTest::newRow("a file past 1 MiB")
        << QStringLiteral("big.json") << QStringLiteral("is larger than 1 MiB");
    QTest::newRow("a pipe no one writes") << QStringLiteral("fifo") << QStringLiteral("is a pipe");
}

// The settings file is a device (through a link) or far too large: the window starts from the
// defaults within its memory, and the file is left as it was.
void TestHostile::windowSettingsThatAreNotAFile()
{
    QFETCH(QString, target);
    QFETCH(QString, mentions);
    const QString config = m_dir.filePath(QStringLiteral("hostile-config"));
    QDir(config).removeRecursively();
    QVERIFY(QDir().mkpath(config + QStringLiteral("/NQueensStudio")));
    const QString settings = config + QStringLiteral("/NQueensStudio/nqueens-studio.conf");
    const QString pointed = target.startsWith(u'/') ? target : m_dir.filePath(target);
    if (target == u"fifo")
        QVERIFY(mkfifo(QFile::encodeName(settings).constData(), 0600)
                == 0); // a read would wait for ever
    else
        QVERIFY(QFile::link(pointed, settings));
    const QByteArray before
        = target.startsWith(u'/') || target == u"fifo" ? QByteArray() : slurp(pointed);
    const Limited r = runLimited(
        QStringLiteral(STUDIO_BIN), {}, m_dir.path(), 4, QStringLiteral("/dev/null"),
        { { "QT_QPA_PLATFORM", "offscreen" }, { "XDG_CONFIG_HOME", QFile::encodeName(config) } });
    qInfo("settings -> %s: %s after %.2f s, %ld MB", qPrintable(target),
          r.timedOut ? "running" : "ended", r.seconds, r.maxRssKb / 1024);
    QVERIFY2(r.timedOut, r.err.constData());
    // It said why, so it got past the settings rather than hanging on them.
    QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("The settings were not read"))
                 && QString::fromUtf8(r.err).contains(mentions),
             r.err.constData());
    if (!kSanitized)
        QVERIFY2(r.maxRssKb < 400 * 1024L, qPrintable(QString::number(r.maxRssKb)));
    // Not replaced by a file of its own.
    QVERIFY(target == u"fifo" ? QFileInfo(settings).isFile() == false
                              : QFileInfo(settings).isSymLink());
    if (!before.isEmpty() && target != u"fifo")
        QCOMPARE(slurp(pointed), before);
}

// An endless line on the quiz's input: refused with one line, within its memory.
void TestHostile::quizLinesAreBounded()
{
    const Limited r = runLimited(QStringLiteral(NQUEENS_BIN),
                                 { QStringLiteral("quiz"), QStringLiteral("6"),
                                   QStringLiteral("--seed"), QStringLiteral("7") },
                                 m_dir.path(), 30, QStringLiteral("/dev/zero"));
    qInfo("quiz < /dev/zero: status %d in %.2f s, %ld MB", r.status, r.seconds, r.maxRssKb / 1024);
    QVERIFY2(!r.timedOut, "ran past its time limit");
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.count('\n') == 1, r.err.constData());
    QVERIFY2(r.err.contains("a line of input is longer than 4,096 bytes"), r.err.constData());
    if (!kSanitized)
        QVERIFY2(r.maxRssKb < 150 * 1024L, qPrintable(QString::number(r.maxRssKb)));
}

namespace {

// The files of a folder and their bytes.
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::Hidden))
        files.insert(name, slurp(QDir(folder).filePath(name)));
    return files;
}

} // namespace

// Ctrl-C at random points of a render into a folder that holds an older render: afterwards the
// folder is the old render or the new one, whole, and nothing else is left beside it.
void TestHostile::interruptedFolderIsAsItWas()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray scenes;
    for (int i = 0; i < 120; ++i) {
        scenes += QByteArray(i ? "," : "")
            + "{\"setup\": {\"algorithm\": \"backtracking\", \"size\": 6}, \"position\": "
              "{\"kind\": \"step\", \"step\": "
            + QByteArray::number(i * 7) + "}}";
    }
    QFile lesson(dir.filePath(QStringLiteral("big.nqlesson")));
    QVERIFY(lesson.open(QIODevice::WriteOnly));
    lesson.write("{\"format\": \"nqueens-lesson\", \"version\": 1, \"scenes\": [" + scenes + "]}");
    lesson.close();
    const auto render = [&](int size, const QString &out) {
        return QStringList { QStringLiteral("lesson"),
                             QStringLiteral("render"),
                             lesson.fileName(),
                             QStringLiteral("--size"),
                             QString::number(size),
                             QStringLiteral("-o"),
                             out };
    };
    // The two renders the folder may hold, made whole first; then the larger timed once more
    // into a scratch folder, the shorter of its two times kept: a first run on a new machine
    // (fonts not yet cached) can take many times as long, and Ctrl-C drawn up to that would
    // mostly come after the end.
    const int sizes[] = { 120, 160 };
    QMap<QString, QByteArray> whole[2];
    qint64 longest = 0;
    for (int k = 0; k < 3; ++k) {
        QElapsedTimer clock;
        clock.start();
        const QString folder = dir.filePath(QStringLiteral("whole-%1").arg(k));
        QProcess p;
        p.start(QStringLiteral(NQUEENS_BIN), render(sizes[std::min(k, 1)], folder));
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        if (k == 2) {
            longest = std::min(longest, clock.elapsed());
            QVERIFY(QDir(folder).removeRecursively());
            break;
        }
        longest = std::max(longest, clock.elapsed());
        whole[k] = snapshot(folder);
        QCOMPARE(whole[k].size(), 120);
    }
    const QString out = dir.filePath(QStringLiteral("out"));
    QVERIFY(QDir().rename(dir.filePath(QStringLiteral("whole-0")), out));
    int held = 0; // which render the folder holds
    QRandomGenerator random(20261202);
    int interrupted = 0;
    for (int run = 0; run < 20; ++run) {
        const int next = 1 - held;
        const int after = int(random.bounded(int(longest * 12 / 10) + 1));
        QProcess p;
        p.start(QStringLiteral(NQUEENS_BIN), render(sizes[next], out));
        QVERIFY(p.waitForStarted());
        if (!p.waitForFinished(after)) {
            ::kill(pid_t(p.processId()), SIGINT);
            QVERIFY(p.waitForFinished(60000));
        }
        const QByteArray err = p.readAllStandardError();
        const QMap<QString, QByteArray> now = snapshot(out);
        // Ended by the signal itself (it came while Qt started, before the program catches it)
        // or by its handler.
        const bool killed = p.exitStatus() == QProcess::CrashExit && p.exitCode() == SIGINT;
        QVERIFY2(killed || p.exitStatus() == QProcess::NormalExit, "it crashed");
        if (killed || p.exitCode() == 130) {
            ++interrupted;
            QVERIFY2(killed || err == "nqueens: interrupted\n", err.constData());
            QVERIFY2(now == whole[held],
                     qPrintable(QStringLiteral("run %1 at %2 ms").arg(run).arg(after)));
        } else {
            QCOMPARE(p.exitCode(), 0);
            QVERIFY2(now == whole[next], qPrintable(QStringLiteral("run %1").arg(run)));
            held = next;
        }
        // Nothing beside it: no hidden folder of a render in progress, no old one aside.
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 (QStringList { QStringLiteral("big.nqlesson"), QStringLiteral("out"),
                                QStringLiteral("whole-1") }));
    }
    qInfo("20 renders of %lld ms at most: %d interrupted, the rest finished", longest, interrupted);
    QVERIFY2(interrupted >= 5, qPrintable(QStringLiteral("%1 interrupted").arg(interrupted)));
}

// Ctrl-C while a film's frames are made: "interrupted", status 130, and no folder, hidden or
// not, left behind.
void TestHostile::interruptedFilmLeavesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const int after : { 300, 600, 900 }) {
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral(NQUEENS_BIN),
                { QStringLiteral("film"), QStringLiteral("--algorithm"),
                  QStringLiteral("backtracking"), QStringLiteral("8"), QStringLiteral("--to"),
                  QStringLiteral("4000"), QStringLiteral("--size"), QStringLiteral("1200"),
                  QStringLiteral("-o"), QStringLiteral("frames/") });
        QVERIFY(p.waitForStarted());
        // Once it catches SIGINT (its mask of caught signals in /proc) it has started its work;
        // a sanitizer's slow start is not counted in `after`.
        QTRY_VERIFY_WITH_TIMEOUT(nq::test::catchesInterrupt(p.processId()), 30000);
        QVERIFY2(!p.waitForFinished(after), "the film was made before it could be stopped");
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QCOMPARE(p.readAllStandardError(), QByteArray("nqueens: interrupted\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
    }
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
