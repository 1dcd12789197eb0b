// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens-mpi run by mpirun as a user would: totals on 1 to 4 ranks against the reference, a job
// stopped halfway and started again with its journal, and journals it must refuse.
#include "nqversion.h"
#include "reference.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {

QStringList mpirun(int ranks)
{
    QStringList args { QStringLiteral("--oversubscribe"), QStringLiteral("-np"),
                       QString::number(ranks) };
    if (geteuid() == 0)
        args.prepend(QStringLiteral("--allow-run-as-root"));
    return args;
}

QProcessEnvironment environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Containers often forbid the cross-memory attach of the shared-memory transport; the
    // messages here are a few bytes, copied anyway.
    env.insert(QStringLiteral("OMPI_MCA_btl_vader_single_copy_mechanism"), QStringLiteral("none"));
    // Under AddressSanitizer: Open MPI keeps allocations to the end of the process, partly in
    // plugins it has unloaded by then (which no suppression can name), so leak checking is off
    // for the job; every other check stays on. Our journal is leak-checked in tst_journal.
    if (env.contains(QStringLiteral("ASAN_OPTIONS")))
        env.insert(QStringLiteral("ASAN_OPTIONS"),
                   env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
    return env;
}

struct Run
{
    int status = -1;
    QString out, err;
};

Run run(int ranks, const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(environment());
    p.start(QStringLiteral(MPIRUN_BIN),
            mpirun(ranks) + QStringList { QStringLiteral(NQUEENS_MPI_BIN) } + args);
    if (!p.waitForFinished(300000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

int journalUnits(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? int(f.readAll().count("\nunit ")) : 0;
}

} // namespace

class TestMpi : public QObject
{
    Q_OBJECT

private slots:
    void countsOnAnyNumberOfRanks_data();
    void countsOnAnyNumberOfRanks();
    void stoppedAndStartedAgain();
    void refusesForeignJournals();
    void badArguments();
    void versionAndHelp();

private:
    QTemporaryDir m_dir;
};

void TestMpi::countsOnAnyNumberOfRanks_data()
{
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("n");
    for (int ranks = 1; ranks <= 4; ++ranks)
        for (int n = 8; n <= 15; ++n)
            QTest::addRow("%d ranks, %d", ranks, n) << ranks << n;
}

void TestMpi::countsOnAnyNumberOfRanks()
{
    QFETCH(int, ranks);
    QFETCH(int, n);
    const auto reference = nq::test::readReference(QStringLiteral("nqueens-counts.tsv"));
    const Run r = run(ranks,
                      { QString::number(n), QStringLiteral("--threads"), QStringLiteral("1"),
                        QStringLiteral("--json") });
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("total")).toInteger(), reference.value(n).a);
    if (reference.value(n).b >= 0)
        QCOMPARE(o.value(QStringLiteral("unique")).toInteger(), reference.value(n).b);
    QCOMPARE(o.value(QStringLiteral("ranks")).toInt(), ranks);
    // Plain output is what 'nqueens count' prints: the total, or with --unique the classes.
    if (n == 12) {
        QCOMPARE(run(ranks, { QStringLiteral("12") }).out, QStringLiteral("14200\n"));
        QCOMPARE(run(ranks, { QStringLiteral("12"), QStringLiteral("--unique") }).out,
                 QStringLiteral("1787\n"));
    }
}

void TestMpi::stoppedAndStartedAgain()
{
    // 18 x 18 in 4,096 units on two counting ranks: SIGTERM to mpirun once the journal holds a
    // few units; started again with the journal, the job counts only the rest and ends with the
    // whole count.
    const QString journal = m_dir.filePath(QStringLiteral("j18.txt"));
    const QStringList args { QStringLiteral("18"),
                             QStringLiteral("--threads"),
                             QStringLiteral("1"),
                             QStringLiteral("--units"),
                             QStringLiteral("4096"),
                             QStringLiteral("--journal"),
                             journal };
    QProcess job;
    job.setProcessEnvironment(environment());
    job.start(QStringLiteral(MPIRUN_BIN),
              mpirun(3) + QStringList { QStringLiteral(NQUEENS_MPI_BIN) } + args);
    QVERIFY(job.waitForStarted());
    QElapsedTimer clock;
    clock.start();
    while (journalUnits(journal) < 5 && job.state() == QProcess::Running
           && clock.elapsed() < 120000)
        job.waitForFinished(20); // a test's own wait for the job's first units
    QVERIFY2(job.state() == QProcess::Running, "the job ended before it could be stopped");
    job.terminate(); // SIGTERM, as a scheduler at the wall-time limit
    QVERIFY(job.waitForFinished(60000));
    const int kept = journalUnits(journal);
    qInfo("stopped after %.2f s with %d of 4096 units in the journal: %s", clock.elapsed() / 1000.0,
          kept,
          qPrintable(QString::fromUtf8(job.readAllStandardError())
                         .trimmed()
                         .replace(u'\n', QStringLiteral(" | "))));
    QVERIFY(kept >= 5 && kept < 4096);
    const Run again = run(3, args);
    QVERIFY2(again.status == 0, qPrintable(again.err));
    QCOMPARE(again.out, QStringLiteral("666090624\n"));
    // Only the rest was counted: the journal's units are not counted again.
    QVERIFY2(again.err.contains(QStringLiteral("counted %1 of 4096 units").arg(4096 - kept))
                 && again.err.contains(QStringLiteral("(%1 from the journal)").arg(kept)),
             qPrintable(again.err));
    QCOMPARE(journalUnits(journal), 4096);
}

void TestMpi::refusesForeignJournals()
{
    const QString journal = m_dir.filePath(QStringLiteral("j10.txt"));
    Run r = run(2, { QStringLiteral("10"), QStringLiteral("--journal"), journal });
    QCOMPARE(r.out, QStringLiteral("724\n"));
    QFile file(journal);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    file.close();
    // Another board size: one message, status 2, the journal untouched.
    r = run(2, { QStringLiteral("11"), QStringLiteral("--journal"), journal });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("is the journal of 10 x 10")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    // Another split.
    r = run(2,
            { QStringLiteral("10"), QStringLiteral("--units"), QStringLiteral("3"),
              QStringLiteral("--journal"), journal });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("not of 10 x 10 in 3 units")), qPrintable(r.err));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), bytes);
    file.close();
    // A damaged middle line: refused.
    QByteArray damaged = bytes;
    const qsizetype third = damaged.indexOf("\nunit ", damaged.indexOf("\nunit ") + 1);
    damaged[third + 3] = 'X';
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(damaged);
    file.close();
    r = run(2, { QStringLiteral("10"), QStringLiteral("--journal"), journal });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("is damaged")), qPrintable(r.err));
    // A half-written last line: dropped with a word, its unit counted again, the same total.
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes.left(bytes.size() - 5));
    file.close();
    r = run(2, { QStringLiteral("10"), QStringLiteral("--journal"), journal });
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("724\n"));
    QVERIFY2(r.err.contains(QStringLiteral("was cut short"))
                 && r.err.contains(QStringLiteral("counted 1 of")),
             qPrintable(r.err));
}

void TestMpi::badArguments()
{
    Run r = run(2, { QStringLiteral("0") });
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err.count(QStringLiteral("nqueens-mpi:")), 1); // said once, by rank 0
    QVERIFY(r.err.contains(QStringLiteral("from 1 to 28, not '0'")));
    r = run(1, { QStringLiteral("8"), QStringLiteral("--fast") });
    QCOMPARE(r.status, 2);
    QVERIFY(r.err.contains(QStringLiteral("unknown option '--fast'")));
    r = run(1, { QStringLiteral("8"), QStringLiteral("--journal"), QStringLiteral("/dev/zero") });
    QCOMPARE(r.status, 2);
    QVERIFY(r.err.contains(QStringLiteral("is a device")));
}

void TestMpi::versionAndHelp()
{
    // As the other two programs answer: the name and version, said once, by rank 0.
    Run r = run(2, { QStringLiteral("--version") });
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("nqueens-mpi %1\n").arg(QLatin1String(NQ_VERSION)));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    r = run(1, { QStringLiteral("--help") });
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("Usage: mpirun -np P nqueens-mpi N")));
    QVERIFY(r.out.contains(QStringLiteral("--version")));
}

QTEST_GUILESS_MAIN(TestMpi)
#include "tst_mpi.moc"
