// SPDX-License-Identifier: GPL-3.0-or-later
// Files whole or not at all: every kind of file `nqueens` writes, written where the disk takes
// only a few kilobytes (a file-size limit, RLIMIT_FSIZE, with SIGXFSZ ignored, as a full disk
// behaves: the write stops short, then fails). Each must fail with status 1 and one line naming
// the file and the system's reason, and leave nothing behind, neither the file nor a temporary.
#include "clirun.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

constexpr rlim_t kLimit = 4 * 1024;

struct Outcome
{
    int status = -1;
    QString err;
};

Outcome runLimited(const QStringList &args, const QString &dir, bool limited)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    if (limited) {
        p.setChildProcessModifier([] {
            // As on a full disk: the write that passes the limit is cut short, the next fails
            // with EFBIG, and nothing is killed.
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit { kLimit, kLimit };
            setrlimit(RLIMIT_FSIZE, &limit);
        });
    }
    p.start(QStringLiteral(NQUEENS_BIN), args);
    if (!p.waitForFinished(120000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardError()) };
}

// Every command that writes a file, with NODE where the output goes (run in a folder of its own).
QList<QPair<QString, QStringList>> writers()
{
    const auto split = [](const char *line) { return QString::fromLatin1(line).split(u' '); };
    return {
        { QStringLiteral("render png"), split("render 8 --placement 1,5,8,6,3,7,2,4 -o NODE.png") },
        { QStringLiteral("render svg"), split("render 8 --placement 1,5,8,6,3,7,2,4 -o NODE.svg") },
        { QStringLiteral("render pdf"), split("render 8 --placement 1,5,8,6,3,7,2,4 -o NODE.pdf") },
        { QStringLiteral("sheet"), split("sheet 6 -o NODE.png") },
        { QStringLiteral("worksheet"),
          split("worksheet 6 --given 2 --count 2 --seed 1 -o NODE.pdf") },
        { QStringLiteral("tree"), split("tree 5 --algorithm backtracking -o NODE.svg") },
        { QStringLiteral("quiz csv"), split("quiz 6 --seed 7 --csv NODE.csv") },
        { QStringLiteral("film gif"), split("film --algorithm backtracking 4 --to 5 -o NODE.gif") },
    };
}

// The command with nothing on its standard input (the quiz ends at once).
nq::test::CliRun runClosed(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NQUEENS_BIN), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

// NODE.EXT in the arguments made `node`.EXT.
QStringList withNode(QStringList args, const QString &node)
{
    for (QString &a : args) {
        if (a.startsWith(QStringLiteral("NODE")))
            a = node + a.mid(4);
    }
    return args;
}

// The ending the command's output has (".png").
QString endingOf(const QStringList &args)
{
    for (const QString &a : args) {
        if (a.startsWith(QStringLiteral("NODE")))
            return a.mid(4);
    }
    return {};
}

// The file type of `path` (its own, not a link's target): S_IFCHR, S_IFIFO, S_IFREG...
mode_t typeOf(const QString &path)
{
    struct stat st
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return 0;
    return st.st_mode & S_IFMT;
}

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT

private slots:
    void everyFormat_data();
    void everyFormat();
    void devicesAreWrittenInto_data();
    void devicesAreWrittenInto();
    void fifosAreWrittenInto_data();
    void fifosAreWrittenInto();
    void whatIsNoFileIsRefused_data();
    void whatIsNoFileIsRefused();
    void aLinkReplacesItsFile();
    void standardOutputIsChecked_data();
    void standardOutputIsChecked();
    void aClosedPipeIsSilent();
    void aFolderOnAFullDiskIsKept();
    void outputsAreCheckedBeforeTheWork_data();
    void outputsAreCheckedBeforeTheWork();
};

void TestFullDisk::devicesAreWrittenInto_data()
{
    QTest::addColumn<QStringList>("args");
    for (const auto &[name, args] : writers())
        QTest::newRow(qPrintable(name)) << args;
}

// A private copy of /dev/null and /dev/full as the output: the bytes go into the device (or
// fail there, with the device's reason), and the node stays a device.
void TestFullDisk::devicesAreWrittenInto()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString null = dir.filePath(QStringLiteral("null") + endingOf(args));
    const QString full = dir.filePath(QStringLiteral("full") + endingOf(args));
    if (::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0
        || ::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
        QSKIP("mknod is not allowed here (not root, or a container without it)");
    const nq::test::CliRun swallowed
        = runClosed(withNode(args, null.chopped(endingOf(args).size())));
    QCOMPARE(swallowed.status, 0);
    QVERIFY2(swallowed.err.isEmpty(), qPrintable(swallowed.err));
    QCOMPARE(typeOf(null), mode_t(S_IFCHR));
    const nq::test::CliRun refused = runClosed(withNode(args, full.chopped(endingOf(args).size())));
    QCOMPARE(refused.status, 1);
    QVERIFY2(refused.err.contains(QStringLiteral("No space left on device")),
             qPrintable(refused.err));
    QVERIFY2(refused.err.contains(full), qPrintable(refused.err));
    QCOMPARE(typeOf(full), mode_t(S_IFCHR));
    QCOMPARE(QDir(dir.path())
                 .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
             (QStringList { QFileInfo(full).fileName(), QFileInfo(null).fileName() }));
}

void TestFullDisk::fifosAreWrittenInto_data()
{
    devicesAreWrittenInto_data();
}

// A FIFO as the output: what the command writes is read from it whole, and it stays a FIFO.
void TestFullDisk::fifosAreWrittenInto()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pipe") + endingOf(args));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // The reader opens first (without waiting), so the writer finds it.
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(fd >= 0);
    QProcess p;
    p.start(QStringLiteral(NQUEENS_BIN), withNode(args, dir.filePath(QStringLiteral("pipe"))));
    p.closeWriteChannel();
    QByteArray got;
    char buffer[65536];
    QElapsedTimer clock;
    clock.start();
    bool finished = false;
    while (!finished && clock.elapsed() < 60000) {
        finished = p.waitForFinished(20);
        for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
            got.append(buffer, n);
    }
    ::close(fd);
    QVERIFY(finished);
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(p.readAllStandardError().isEmpty(), "said something");
    QVERIFY2(got.size() > 40, qPrintable(QString::number(got.size())));
    // The bytes are the file's: the same command to a file writes the same ones.
    const QString file = dir.filePath(QStringLiteral("file") + endingOf(args));
    QCOMPARE(runClosed(withNode(args, dir.filePath(QStringLiteral("file")))).status, 0);
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    if (!args.contains(QStringLiteral("--csv"))) // the quiz's CSV has the same rows, not bytes
        QCOMPARE(got, written.readAll());
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

void TestFullDisk::whatIsNoFileIsRefused_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("says");
    QTest::newRow("a folder") << QStringLiteral("folder") << QStringLiteral("it is a folder");
    QTest::newRow("a socket") << QStringLiteral("socket") << QStringLiteral("it is a socket");
    QTest::newRow("a link to nothing")
        << QStringLiteral("dangling") << QStringLiteral("which does not exist");
}

// A socket, a folder or a link to nothing as the output: one line, status 1, and it is as it
// was (no file made where the link points).
void TestFullDisk::whatIsNoFileIsRefused()
{
    QFETCH(QString, what);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString node = dir.filePath(QStringLiteral("out.png"));
    const QString named = dir.filePath(QStringLiteral("out"));
    int sock = -1;
    if (what == u"folder") {
        QVERIFY(QDir().mkdir(node));
    } else if (what == u"socket") {
        sock = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray name = QFile::encodeName(node);
        QVERIFY(size_t(name.size()) < sizeof address.sun_path);
        std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
        QCOMPARE(::bind(sock, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
    } else {
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere.png")), node));
    }
    const mode_t before = typeOf(node);
    for (const auto &[name, args] : writers()) {
        if (!args.last().endsWith(QStringLiteral(".png")))
            continue;
        const nq::test::CliRun r = runClosed(withNode(args, named));
        QCOMPARE(r.status, 1);
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(says), qPrintable(r.err));
        QCOMPARE(typeOf(node), before);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("nowhere.png"))));
    }
    if (sock >= 0)
        ::close(sock);
}

// A link to a regular file: the file it points to is replaced, the link stays a link.
void TestFullDisk::aLinkReplacesItsFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString real = dir.filePath(QStringLiteral("real.svg"));
    const QString link = dir.filePath(QStringLiteral("link.svg"));
    QFile old(real);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    QVERIFY(QFile::link(real, link));
    const nq::test::CliRun r = nq::test::runCli(
        QStringLiteral(NQUEENS_BIN),
        { QStringLiteral("render"), QStringLiteral("6"), QStringLiteral("--placement"),
          QStringLiteral("2,4,6,1,3,5"), QStringLiteral("-o"), link });
    QCOMPARE(r.status, 0);
    QCOMPARE(typeOf(link), mode_t(S_IFLNK));
    QFile now(real);
    QVERIFY(now.open(QIODevice::ReadOnly));
    QVERIFY(now.readAll().startsWith("<?xml"));
}

void TestFullDisk::standardOutputIsChecked_data()
{
    QTest::addColumn<QStringList>("args");
    const auto split = [](const char *line) { return QString::fromLatin1(line).split(u' '); };
    QTest::newRow("solve") << split("solve 8 --all");
    QTest::newRow("count") << split("count 8");
    QTest::newRow("code") << split("code backtracking");
    QTest::newRow("trace") << split("trace 5 --algorithm backtracking");
    QTest::newRow("quiz") << split("quiz 6 --seed 7");
    QTest::newRow("ladder") << split("ladder --to 6");
    QTest::newRow("lesson check") << QStringList {
        QStringLiteral("lesson"), QStringLiteral("check"),
        QStringLiteral(LESSONS_DIR "/backtracking-4x4.nqlesson")
    };
    QTest::newRow("algorithms") << split("algorithms");
}

// Standard output on a full device: status 1 and the system's reason, never 0.
void TestFullDisk::standardOutputIsChecked()
{
    QFETCH(QStringList, args);
    QProcess p;
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start(QStringLiteral(NQUEENS_BIN), args);
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 1);
    QVERIFY2(err.contains(QStringLiteral("cannot write to standard output: No space left on "
                                         "device")),
             qPrintable(err));
    QCOMPARE(err.count(u'\n'), 1);
}

// A reader that stops early (| head): the listing stops, silently.
void TestFullDisk::aClosedPipeIsSilent()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString err = dir.filePath(QStringLiteral("err"));
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"),
                { QStringLiteral("-c"),
                  QStringLiteral("'%1' solve 12 --all 2>'%2' | head -n 2")
                      .arg(QStringLiteral(NQUEENS_BIN), err) });
    QVERIFY(shell.waitForFinished(60000));
    QCOMPARE(QFileInfo(err).size(), 0); // nothing said
    const QStringList lines
        = QString::fromUtf8(shell.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.first(), QStringLiteral("1 3 5 8 10 12 6 11 2 7 9 4"));
}

// A folder of pictures on a full disk: the old folder is kept as it was, nothing beside it.
void TestFullDisk::aFolderOnAFullDiskIsKept()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList render { QStringLiteral("lesson"),
                               QStringLiteral("render"),
                               QStringLiteral(LESSONS_DIR "/symmetry-8x8.nqlesson"),
                               QStringLiteral("--size"),
                               QStringLiteral("200"),
                               QStringLiteral("-o"),
                               QStringLiteral("out") };
    QCOMPARE(runLimited(render, dir.path(), false).status, 0);
    const QDir out(dir.filePath(QStringLiteral("out")));
    const QStringList before = out.entryList(QDir::Files);
    QVERIFY(before.size() >= 2);
    QFile first(out.filePath(before.first()));
    QVERIFY(first.open(QIODevice::ReadOnly));
    const QByteArray firstBytes = first.readAll();
    first.close();
    QStringList bigger = render;
    bigger[4] = QStringLiteral("900"); // each PNG past the limit
    const Outcome cut = runLimited(bigger, dir.path(), true);
    QCOMPARE(cut.status, 1);
    QVERIFY2(cut.err.contains(QStringLiteral("File too large")), qPrintable(cut.err));
    QVERIFY2(!cut.err.contains(QStringLiteral("nqpart")), qPrintable(cut.err));
    QCOMPARE(out.entryList(QDir::Files), before);
    QVERIFY(first.open(QIODevice::ReadOnly));
    QCOMPARE(first.readAll(), firstBytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList { QStringLiteral("out") });
}

void TestFullDisk::outputsAreCheckedBeforeTheWork_data()
{
    QTest::addColumn<QStringList>("args");
    for (const auto &[name, args] : writers())
        QTest::newRow(qPrintable(name)) << args;
    QTest::newRow("film frames")
        << QString::fromLatin1("film --algorithm backtracking 4 --to 5 -o NODE/").split(u' ');
    QTest::newRow("lesson render")
        << QStringList { QStringLiteral("lesson"), QStringLiteral("render"),
                         QStringLiteral(LESSONS_DIR "/backtracking-4x4.nqlesson"),
                         QStringLiteral("-o"), QStringLiteral("NODE") };
}

// An output in a folder that does not exist is said first, before the work: the quiz asks
// nothing, the film draws nothing.
void TestFullDisk::outputsAreCheckedBeforeTheWork()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("missing/out"));
    QStringList given = args;
    for (QString &a : given) {
        if (a.startsWith(QStringLiteral("NODE")))
            a = missing + a.mid(4);
    }
    const nq::test::CliRun r = runClosed(given);
    QCOMPARE(r.status, 1);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // no question asked
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList());
}

void TestFullDisk::everyFormat_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("file");
    const QString render = QStringLiteral("render 8 --placement 1,5,8,6,3,7,2,4 --size 1200 -o ");
    for (const QString &ext :
         { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") }) {
        const QString name = QStringLiteral("board.") + ext;
        QTest::addRow("render %s", qPrintable(ext)) << (render + name).split(u' ') << name;
        const QString sheet = QStringLiteral("sheet.") + ext;
        QTest::addRow("sheet %s", qPrintable(ext))
            << QStringLiteral("sheet 8 -o %1").arg(sheet).split(u' ') << sheet;
        const QString tree = QStringLiteral("tree.") + ext;
        QTest::addRow("tree %s", qPrintable(ext))
            << QStringLiteral("tree 6 --algorithm backtracking -o %1").arg(tree).split(u' ')
            << tree;
    }
    QTest::addRow("worksheet pdf")
        << QStringLiteral("worksheet 8 --given 3 --count 6 --seed 1 -o work.pdf").split(u' ')
        << QStringLiteral("work.pdf");
}

void TestFullDisk::everyFormat()
{
    QFETCH(QStringList, args);
    QFETCH(QString, file);
    // Unlimited first: the file is written, and is larger than the limit (else the limited run
    // below would prove nothing).
    QTemporaryDir roomy;
    QVERIFY(roomy.isValid());
    const Outcome whole = runLimited(args, roomy.path(), false);
    QCOMPARE(whole.status, 0);
    QVERIFY2(whole.err.isEmpty(), qPrintable(whole.err));
    const qint64 size = QFileInfo(roomy.filePath(file)).size();
    QVERIFY2(size > qint64(kLimit), qPrintable(QString::number(size)));

    QTemporaryDir full;
    QVERIFY(full.isValid());
    const Outcome cut = runLimited(args, full.path(), true);
    QCOMPARE(cut.status, 1);
    const QStringList lines = cut.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().contains(QStringLiteral("Cannot write ")), qPrintable(cut.err));
    QVERIFY2(lines.first().contains(file), qPrintable(cut.err));
    QVERIFY2(lines.first().contains(QStringLiteral("File too large")), qPrintable(cut.err));
    // Nothing left: no file and no temporary beside it.
    QCOMPARE(QDir(full.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList());
}

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_fulldisk.moc"
