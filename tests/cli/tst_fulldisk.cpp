// SPDX-License-Identifier: GPL-3.0-or-later
// Files whole or not at all: every kind of file `nqueens` writes, written where the disk takes
// only a few kilobytes (a file-size limit, RLIMIT_FSIZE, with SIGXFSZ ignored, as a full disk
// behaves: the write stops short, then fails). Each must fail with status 1 and one line naming
// the file and the system's reason, and leave nothing behind, neither the file nor a temporary.
#include "clirun.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

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

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT

private slots:
    void everyFormat_data();
    void everyFormat();
};

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
