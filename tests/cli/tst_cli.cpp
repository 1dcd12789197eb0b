// SPDX-License-Identifier: GPL-3.0-or-later
// The `nqueens` command line, run as a user would: outputs, messages and exit statuses.
#include "clirun.h"
#include "linekeys.h"
#include "placement.h"
#include "plaindomination.h"
#include "reference.h"

#include "linekeys.h"
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <QtTest>

#include <csignal>
#include <sys/types.h>

using namespace Qt::StringLiterals;

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void count_data();
    void count();
    void countKernels();
    void countParts();
    void sum_data();
    void sum();
    void solve();
    void classes();
    void trace();
    void traceFromWhereAConditionHolds();
    void codePrintsAListing();
    void tracesPastTheBudgetAreRefusedFirst_data();
    void tracesPastTheBudgetAreRefusedFirst();
    void dominate();
    void ctrlCStopsALongCount_data();
    void ctrlCStopsALongCount();
    void algorithms();
    void help();
    void renderAndSheet();
    void aPdfIsInPrintColoursByDefault();
    void worksheetWithItsAnswerKey();
    void handoutsAsAsked();
    void sheetsToPrint();

private:
    using Run = nq::test::CliRun;
    static Run run(const QStringList &args)
    {
        return nq::test::runCli(QStringLiteral(NQUEENS_BIN), args);
    }
    static QStringList lines(const QString &text) { return text.split(u'\n', Qt::SkipEmptyParts); }
};

void TestCli::ctrlCStopsALongCount_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("said");
    QTest::newRow("count 20 (two minutes)")
        << QStringList { QStringLiteral("count"), QStringLiteral("20") }
        << QStringLiteral("nqueens: count not finished: interrupted\n");
    QTest::newRow("covering sets of 9 x 9 with 10 queens (hours)")
        << QStringList { QStringLiteral("dominate"), QStringLiteral("9"),
                         QStringLiteral("--queens"), QStringLiteral("10"),
                         QStringLiteral("--count") }
        << QStringLiteral("nqueens: dominate not finished: interrupted\n");
    // Commands with nothing of their own to say: the one word, and 130.
    QTest::newRow("tree 14 breadth-first (seconds, 800 MB)")
        << QStringList { QStringLiteral("tree"), QStringLiteral("14"),
                         QStringLiteral("--algorithm"), QStringLiteral("breadth-first"),
                         QStringLiteral("--profile") }
        << QStringLiteral("nqueens: interrupted\n");
    QTest::newRow("tree 14 backtracking (27 million nodes)")
        << QStringList { QStringLiteral("tree"), QStringLiteral("14"),
                         QStringLiteral("--algorithm"), QStringLiteral("backtracking"),
                         QStringLiteral("--profile") }
        << QStringLiteral("nqueens: interrupted\n");
}

void TestCli::ctrlCStopsALongCount()
{
    // Ctrl-C during a long count: a word on stderr, nothing on stdout, status 130, soon.
    QFETCH(QStringList, args);
    QFETCH(QString, said);
    QProcess p;
    p.start(QStringLiteral(NQUEENS_BIN), args);
    QVERIFY(p.waitForStarted());
    // Once it catches SIGINT (its mask of caught signals in /proc), it is counting.
    QTRY_VERIFY_WITH_TIMEOUT(nq::test::catchesInterrupt(p.processId()), 30000);
    QCOMPARE(p.state(), QProcess::Running);
    ::kill(pid_t(p.processId()), SIGINT);
    QVERIFY2(p.waitForFinished(20000), "still counting after Ctrl-C");
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()), said);
    QVERIFY(p.readAllStandardOutput().isEmpty());
}

void TestCli::count_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const auto ref = nq::test::queensCounts();
    QTest::newRow("12") << QStringList { QStringLiteral("count"), QStringLiteral("12") }
                        << QString::number(ref.value(12).a);
    QTest::newRow("8 unique") << QStringList { QStringLiteral("count"), QStringLiteral("8"),
                                               QStringLiteral("--unique") }
                              << QString::number(ref.value(8).b);
    QTest::newRow("11 unique backtracking")
        << QStringList { QStringLiteral("count"), QStringLiteral("11"),
                         QStringLiteral("--algorithm=backtracking"), QStringLiteral("--unique") }
        << QString::number(ref.value(11).b);
    QTest::newRow("6 brute-force")
        << QStringList { QStringLiteral("count"), QStringLiteral("6"),
                         QStringLiteral("--algorithm"), QStringLiteral("brute-force") }
        << QString::number(ref.value(6).a);
    QTest::newRow("3") << QStringList { QStringLiteral("count"), QStringLiteral("3") }
                       << QStringLiteral("0");
    QTest::newRow("13") << QStringList { QStringLiteral("count"), QStringLiteral("13") }
                        << QString::number(ref.value(13).a);
    QTest::newRow("12 unique") << QStringList { QStringLiteral("count"), QStringLiteral("12"),
                                                QStringLiteral("--unique") }
                               << QString::number(ref.value(12).b);
    // QCommandLineParser's conventions: "--" ends the options, a short option takes its value
    // joined ("-o" is tested with sheets), and the order of options and N is free.
    QTest::newRow("after --") << QStringList { QStringLiteral("count"), QStringLiteral("--"),
                                               QStringLiteral("8") }
                              << QString::number(ref.value(8).a);
    QTest::newRow("options first")
        << QStringList { QStringLiteral("count"), QStringLiteral("--unique"), QStringLiteral("9") }
        << QString::number(ref.value(9).b);
    QTest::newRow("13 one thread") << QStringList { QStringLiteral("count"), QStringLiteral("13"),
                                                    QStringLiteral("--threads=1") }
                                   << QString::number(ref.value(13).a);
    QTest::newRow("14 plain kernel")
        << QStringList { QStringLiteral("count"), QStringLiteral("14"), QStringLiteral("--kernel"),
                         QStringLiteral("plain") }
        << QString::number(ref.value(14).a);
    QTest::newRow("12 bitmask") << QStringList { QStringLiteral("count"), QStringLiteral("12"),
                                                 QStringLiteral("--algorithm"),
                                                 QStringLiteral("bitmask") }
                                << QString::number(ref.value(12).a);
}

void TestCli::count()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run r = run(args);
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, expected + u'\n');
    QVERIFY(r.err.isEmpty());
}

// count --kernel: each kernel this processor runs counts right; one it does not is refused with
// the kernel it would run instead; a name that is no kernel, in one line.
void TestCli::countKernels()
{
    const auto ref = nq::test::queensCounts();
    for (const QString &kernel :
         { QStringLiteral("avx512"), QStringLiteral("avx2"), QStringLiteral("plain") }) {
        const Run r = run(
            { QStringLiteral("count"), QStringLiteral("13"), QStringLiteral("--kernel"), kernel });
        if (r.status == 2) {
            QVERIFY2(r.err.contains(QStringLiteral("cannot run the")), qPrintable(r.err));
            QVERIFY(kernel != u"plain"); // the portable kernel runs everywhere
            continue;
        }
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString::number(ref.value(13).a) + u'\n');
    }
    Run r = run({ QStringLiteral("count"), QStringLiteral("13"), QStringLiteral("--kernel"),
                  QStringLiteral("sse") });
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, QStringLiteral("nqueens: --kernel must be avx512, avx2 or plain, not 'sse'\n"));
    r = run({ QStringLiteral("count"), QStringLiteral("13"), QStringLiteral("--algorithm"),
              QStringLiteral("bitmask"), QStringLiteral("--kernel"), QStringLiteral("avx2") });
    QCOMPARE(r.status, 2);
}

// count --parts P --part I --json: one JSON object per part, and the parts add up.
void TestCli::countParts()
{
    const auto ref = nq::test::queensCounts();
    qint64 total = 0, unique = 0;
    for (int part = 0; part < 4; ++part) {
        const Run r
            = run({ QStringLiteral("count"), QStringLiteral("12"), QStringLiteral("--parts"),
                    QStringLiteral("4"), QStringLiteral("--part"), QString::number(part),
                    QStringLiteral("--json") });
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(lines(r.out).size(), 1);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(u"n").toInteger(), 12);
        QCOMPARE(o.value(u"parts").toInteger(), 4);
        QCOMPARE(o.value(u"part").toInteger(), part);
        QVERIFY(o.value(u"total").toInteger() > 0);
        total += o.value(u"total").toInteger();
        unique += o.value(u"unique").toInteger();
    }
    QCOMPARE(total, ref.value(12).a);
    QCOMPARE(unique, ref.value(12).b);

    // Without --parts: the whole count as part 0 of 1.
    const Run r = run({ QStringLiteral("count"), QStringLiteral("11"), QStringLiteral("--json") });
    QCOMPARE(r.status, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(u"parts").toInteger(), 1);
    QCOMPARE(o.value(u"part").toInteger(), 0);
    QCOMPARE(o.value(u"total").toInteger(), ref.value(11).a);
    QCOMPARE(o.value(u"unique").toInteger(), ref.value(11).b);
}

void TestCli::sum_data()
{
    // Files: "pK" is part K of 4 of n = 12, "q0" part 0 of 4 of n = 13, "bad" malformed JSON,
    // "none" a file that does not exist. `mentions` is "" for a good sum.
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("mentions");
    const auto row = [](const char *name, QStringList files, const char *mentions) {
        QTest::newRow(name) << files << QString::fromUtf8(mentions);
    };
    row("all four",
        { QStringLiteral("p2"), QStringLiteral("p0"), QStringLiteral("p3"), QStringLiteral("p1") },
        "");
    row("missing part", { QStringLiteral("p0"), QStringLiteral("p1"), QStringLiteral("p3") },
        "part 2 of 4");
    row("duplicate part",
        { QStringLiteral("p0"), QStringLiteral("p1"), QStringLiteral("p1"), QStringLiteral("p2"),
          QStringLiteral("p3") },
        "part 1 of 4");
    row("mismatched n",
        { QStringLiteral("p0"), QStringLiteral("p1"), QStringLiteral("p2"), QStringLiteral("q0") },
        "q0");
    row("malformed",
        { QStringLiteral("p0"), QStringLiteral("bad"), QStringLiteral("p2"), QStringLiteral("p3") },
        "bad");
    row("unreadable", { QStringLiteral("p0"), QStringLiteral("none") }, "none");
    row("no files", {}, "sum needs");
}

void TestCli::sum()
{
    QFETCH(QStringList, files);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    for (int part = 0; part < 4; ++part) {
        const Run r
            = run({ QStringLiteral("count"), QStringLiteral("12"), QStringLiteral("--parts=4"),
                    QStringLiteral("--part=%1").arg(part), QStringLiteral("--json") });
        QCOMPARE(r.status, 0);
        write(QStringLiteral("p%1").arg(part), r.out.toUtf8());
    }
    const Run q = run({ QStringLiteral("count"), QStringLiteral("13"), QStringLiteral("--parts=4"),
                        QStringLiteral("--part=0"), QStringLiteral("--json") });
    write(QStringLiteral("q0"), q.out.toUtf8());
    write(QStringLiteral("bad"), QByteArrayLiteral("{\"n\":12,\"parts\":4,\"part\":1,\"total\":"));

    QStringList args { QStringLiteral("sum") };
    for (const QString &f : files)
        args << dir.filePath(f);
    const Run r = run(args);
    if (mentions.isEmpty()) {
        const auto ref = nq::test::queensCounts();
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QStringLiteral("%1\n%2\n").arg(ref.value(12).a).arg(ref.value(12).b));
        QVERIFY(r.err.isEmpty());
        return;
    }
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.err.endsWith(u'\n') && r.err.count(u'\n') == 1, qPrintable(r.err));
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
}

void TestCli::solve()
{
    // JSON: one document, an array of solutions counted from 0; JSON Lines: one a line.
    Run r = run({ QStringLiteral("solve"), QStringLiteral("4"), QStringLiteral("--format"),
                  QStringLiteral("json") });
    QCOMPARE(r.status, 0);
    QJsonParseError error;
    const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(all, QJsonArray({ QJsonArray({ 1, 3, 0, 2 }), QJsonArray({ 2, 0, 3, 1 }) }));
    r = run({ QStringLiteral("solve"), QStringLiteral("4"), QStringLiteral("--format"),
              QStringLiteral("jsonl") });
    QCOMPARE(r.out, QStringLiteral("[1,3,0,2]\n[2,0,3,1]\n"));
    r = run({ QStringLiteral("solve"), QStringLiteral("4") });
    QCOMPARE(r.out, QStringLiteral("2 4 1 3\n3 1 4 2\n"));
    r = run({ QStringLiteral("solve"), QStringLiteral("8"), QStringLiteral("--first"),
              QStringLiteral("--format=jsonl") });
    QCOMPARE(r.out, QStringLiteral("[0,4,7,5,2,6,1,3]\n"));
    // What solve prints, render and solve --placement read back (spaces or commas).
    r = run({ QStringLiteral("solve"), QStringLiteral("8"), QStringLiteral("--first") });
    const QString first = r.out.trimmed();
    QCOMPARE(first, QStringLiteral("1 5 8 6 3 7 2 4"));
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("first.png"));
    r = run({ QStringLiteral("render"), QStringLiteral("8"), QStringLiteral("--placement"), first,
              QStringLiteral("-o"), png });
    QCOMPARE(r.status, 0);
    QVERIFY(!QImage(png).isNull());
    // The solutions that keep queens: those of the reference that agree with them.
    r = run({ QStringLiteral("solve"), QStringLiteral("8"), QStringLiteral("--placement"),
              QStringLiteral("1, - ,-,-,-,-,-,-") });
    QCOMPARE(r.status, 0);
    QCOMPARE(lines(r.out),
             QStringList({ QStringLiteral("1 5 8 6 3 7 2 4"), QStringLiteral("1 6 8 3 7 4 2 5"),
                           QStringLiteral("1 7 4 6 8 2 5 3"), QStringLiteral("1 7 5 8 2 4 6 3") }));
    r = run({ QStringLiteral("solve"), QStringLiteral("8"), QStringLiteral("--placement"), first });
    QCOMPARE(r.out.trimmed(), first);
    // Kept queens no solution completes, and queens that attack each other.
    r = run({ QStringLiteral("solve"), QStringLiteral("4"), QStringLiteral("--placement"),
              QStringLiteral("1 - - -") });
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(QStringLiteral("keeps the queens")), qPrintable(r.err));
    r = run({ QStringLiteral("solve"), QStringLiteral("8"), QStringLiteral("--placement"),
              QStringLiteral("1 2 - - - - - -") });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("attack each other")), qPrintable(r.err));
    // Every board without a solution says so (status 1), as the construction does.
    for (const QString &n : { QStringLiteral("2"), QStringLiteral("3") }) {
        r = run({ QStringLiteral("solve"), n });
        QCOMPARE(r.status, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err, QStringLiteral("nqueens: the %1 x %1 board has no solution\n").arg(n));
    }
    r = run({ QStringLiteral("solve"), QStringLiteral("8"), QStringLiteral("--limit"),
              QStringLiteral("5"), QStringLiteral("--algorithm"), QStringLiteral("bitmask") });
    QCOMPARE(lines(r.out).size(), 5);
    r = run({ QStringLiteral("solve"), QStringLiteral("10"), QStringLiteral("--all"),
              QStringLiteral("--algorithm"), QStringLiteral("breadth-first") });
    QCOMPARE(lines(r.out).size(), 724);
    r = run({ QStringLiteral("solve"), QStringLiteral("200"), QStringLiteral("--algorithm"),
              QStringLiteral("min-conflicts"), QStringLiteral("--format"),
              QStringLiteral("json") });
    QCOMPARE(r.status, 0);
    const QJsonArray board = QJsonDocument::fromJson(r.out.toUtf8()).array().at(0).toArray();
    QCOMPARE(board.size(), 200);
    // Past a million rows min-conflicts shares its counting with a second thread; on one
    // (--threads 1, as under qemu) the run, so the solution, is the same.
    const QStringList huge { QStringLiteral("solve"), QStringLiteral("1100000"),
                             QStringLiteral("--algorithm"), QStringLiteral("min-conflicts") };
    const Run shared = run(huge);
    const Run alone = run(huge + QStringList { QStringLiteral("--threads"), QStringLiteral("1") });
    QCOMPARE(shared.status, 0);
    QCOMPARE(alone.status, 0);
    QCOMPARE(lines(alone.out).size(), 1);
    QCOMPARE(alone.out.count(u' ') + 1, 1100000);
    QVERIFY(alone.out == shared.out);
    // min-conflicts on a board without solution: a clear message and status 1.
    r = run({ QStringLiteral("solve"), QStringLiteral("3"), QStringLiteral("--algorithm"),
              QStringLiteral("min-conflicts") });
    QCOMPARE(r.status, 1);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(lines(r.err).size(), 1);
}

void TestCli::classes()
{
    const Run r = run({ QStringLiteral("classes"), QStringLiteral("8") });
    QCOMPARE(r.status, 0);
    const QStringList rows = lines(r.out);
    QCOMPARE(rows.size(), 12);
    int eights = 0, fours = 0;
    for (const QString &row : rows) {
        const QStringList f = row.split(u'\t');
        QCOMPARE(f.size(), 2);
        eights += f[0] == u"8";
        fours += f[0] == u"4";
        // The representative as solve prints it: a solution, columns from 1.
        const std::optional<nq::Placement> p = nq::parsePlacement(f[1], 8);
        QVERIFY2(p && nq::isSolution(*p), qPrintable(f[1]));
    }
    QCOMPARE(eights, 11);
    QCOMPARE(fours, 1);
    // JSON: one document of {size, representative} objects, the columns from 0.
    const Run json = run({ QStringLiteral("classes"), QStringLiteral("8"),
                           QStringLiteral("--format"), QStringLiteral("json") });
    const QJsonArray objects = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(objects.size(), 12);
    QCOMPARE(objects.at(0).toObject().value(u"representative").toArray().size(), 8);
    QCOMPARE(nq::parsePlacement(rows.at(0).split(u'\t').at(1), 8)->at(0),
             objects.at(0).toObject().value(u"representative").toArray().at(0).toInt());
    // On one thread (or three), the same classes in the same order; no thread is refused.
    for (const char *threads : { "1", "3" }) {
        const Run one = run({ QStringLiteral("classes"), QStringLiteral("8"),
                              QStringLiteral("--threads"), QString::fromLatin1(threads) });
        QCOMPARE(one.status, 0);
        QCOMPARE(one.out, r.out);
    }
    QCOMPARE(run({ QStringLiteral("classes"), QStringLiteral("8"), QStringLiteral("--threads"),
                   QStringLiteral("0") })
                 .status,
             2);
    // Past the catalogue: one clean line, no stray space.
    const Run big = run({ QStringLiteral("classes"), QStringLiteral("17") });
    QCOMPARE(big.status, 2);
    QCOMPARE(big.err, QStringLiteral("nqueens: the board size N must be from 1 to 16, not 17\n"));
}

void TestCli::tracesPastTheBudgetAreRefusedFirst_data()
{
    QTest::addColumn<QString>("args");
    QTest::addColumn<QString>("advice");
    QTest::newRow("permutations 10 (10! boards)")
        << QStringLiteral("trace 10 --algorithm permutations")
        << QStringLiteral("use --first or --limit K");
    QTest::newRow("branch-columns 9") << QStringLiteral("trace 9 --algorithm branch-columns")
                                      << QStringLiteral("use --first or --limit K");
    QTest::newRow("brute force 9, first")
        << QStringLiteral("trace 9 --algorithm brute-force --first")
        << QStringLiteral("use a smaller board");
}

void TestCli::tracesPastTheBudgetAreRefusedFirst()
{
    // Refused before a byte is printed (they printed 360-450 MB before), with the budget, and
    // advice that fits what was asked (no "--first" to a run that has it).
    QFETCH(QString, args);
    QFETCH(QString, advice);
    const Run r = run(args.split(u' '));
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.contains(QStringLiteral("more than 5,000,000 steps")), qPrintable(r.err));
    QVERIFY2(r.err.contains(advice), qPrintable(r.err));
}

void TestCli::trace()
{
    const Run r = run({ QStringLiteral("trace"), QStringLiteral("4"), QStringLiteral("--algorithm"),
                        QStringLiteral("backtracking"), QStringLiteral("--first") });
    QCOMPARE(r.status, 0);
    const QStringList rows = lines(r.out);
    QVERIFY(rows.size() > 10);
    QStringList kinds;
    int queens[4] = { -1, -1, -1, -1 };
    for (const QString &row : rows) {
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(row.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(o.contains(u"line"));
        const QString kind = o.value(u"kind").toString();
        kinds << kind;
        if (kind == u"place")
            queens[o.value(u"row").toInt()] = o.value(u"col").toInt();
        if (kind == u"remove") {
            QCOMPARE(queens[o.value(u"row").toInt()], o.value(u"col").toInt());
            queens[o.value(u"row").toInt()] = -1;
        }
        if (kind == u"conflict")
            QVERIFY(o.value(u"by").toArray().size() == 2 && o.contains(u"reason"));
        if (kind == u"solution")
            QCOMPARE(o.value(u"placement").toArray(),
                     QJsonArray({ queens[0], queens[1], queens[2], queens[3] }));
    }
    // Steps are counted as the window counts them: the first is step 1.
    QCOMPARE(QJsonDocument::fromJson(rows.first().toUtf8()).object().value(u"step").toInt(), 1);
    QCOMPARE(QJsonDocument::fromJson(rows.last().toUtf8()).object().value(u"step").toInt(),
             rows.size());
    QCOMPARE(kinds.first(), QStringLiteral("consider"));
    QCOMPARE(kinds.count(QStringLiteral("solution")), 1);
    QCOMPARE(kinds.last(), QStringLiteral("finished"));
    QCOMPARE(kinds.at(kinds.size() - 2), QStringLiteral("solution"));
    QVERIFY(kinds.contains(QStringLiteral("conflict")));
    QVERIFY(kinds.contains(QStringLiteral("remove")));
}

void TestCli::traceFromWhereAConditionHolds()
{
    // The whole trace of 6 x 6, then one from each line's first (and, --back, last) step.
    auto steps = [](const QString &out) {
        std::vector<QJsonObject> o;
        for (const QString &row : lines(out))
            o.push_back(QJsonDocument::fromJson(row.toUtf8()).object());
        return o;
    };
    const Run whole = run({ QStringLiteral("trace"), QStringLiteral("6"),
                            QStringLiteral("--algorithm"), QStringLiteral("backtracking") });
    QCOMPARE(whole.status, 0);
    const std::vector<QJsonObject> all = steps(whole.out);
    for (const QString &key :
         { QStringLiteral("if-full"), QStringLiteral("loop"), QStringLiteral("if-flagged"),
           QStringLiteral("put"), QStringLiteral("take") }) {
        const int line = nq::LineKeys::lineOf(nq::AlgorithmId::Backtracking, key);
        int first = -1, last = -1;
        for (const QJsonObject &o : all) {
            if (o.value(u"line").toInt() == line) {
                last = o.value(u"step").toInt();
                if (first < 0)
                    first = o.value(u"step").toInt();
            }
        }
        for (const bool back : { false, true }) {
            QStringList args { QStringLiteral("trace"),       QStringLiteral("6"),
                               QStringLiteral("--algorithm"), QStringLiteral("backtracking"),
                               QStringLiteral("--until"),     QStringLiteral("line=") + key };
            if (back)
                args << QStringLiteral("--back");
            const Run r = run(args);
            QCOMPARE(r.status, 0);
            const std::vector<QJsonObject> from = steps(r.out);
            QCOMPARE(from.front().value(u"step").toInt(), back ? last : first);
            QCOMPARE(from.front().value(u"line").toInt(), line);
            QCOMPARE(int(from.size()), int(all.size()) - (back ? last : first) + 1);
        }
    }
    // The acceptance's first backtrack, and the 92nd solution of 8 x 8 from the end.
    Run r = run({ QStringLiteral("trace"), QStringLiteral("6"), QStringLiteral("--algorithm"),
                  QStringLiteral("backtracking"), QStringLiteral("--until"),
                  QStringLiteral("backtrack") });
    QCOMPARE(steps(r.out).front().value(u"step").toInt(), 43);
    r = run({ QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--algorithm"),
              QStringLiteral("backtracking"), QStringLiteral("--until"), QStringLiteral("solution"),
              QStringLiteral("--back") });
    QCOMPARE(r.status, 0);
    const std::vector<QJsonObject> tail = steps(r.out);
    QCOMPARE(tail.front().value(u"kind").toString(), QStringLiteral("solution"));
    QCOMPARE(std::count_if(
                 tail.begin(), tail.end(),
                 [](const QJsonObject &o) { return o.value(u"kind").toString() == u"solution"; }),
             1);
    QCOMPARE(tail.back().value(u"stats").toObject().value(u"solutions").toInt(), 92);
    // A line that makes no step, a square off the board, a condition that never holds.
    r = run({ QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--algorithm"),
              QStringLiteral("backtracking"), QStringLiteral("--until"),
              QStringLiteral("line=recurse") });
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral("makes no step of its own")), qPrintable(r.err));
    r = run({ QStringLiteral("trace"), QStringLiteral("8"), QStringLiteral("--algorithm"),
              QStringLiteral("backtracking"), QStringLiteral("--until"),
              QStringLiteral("place=9,1") });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("from 1 to 8")), qPrintable(r.err));
    r = run({ QStringLiteral("trace"), QStringLiteral("4"), QStringLiteral("--algorithm"),
              QStringLiteral("backtracking"), QStringLiteral("--until"),
              QStringLiteral("nth-solution=3") });
    QCOMPARE(r.status, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral("never holds")), qPrintable(r.err));
    r = run({ QStringLiteral("trace"), QStringLiteral("4"), QStringLiteral("--algorithm"),
              QStringLiteral("backtracking"), QStringLiteral("--back") });
    QCOMPARE(r.status, 2);
}

void TestCli::codePrintsAListing()
{
    Run r = run({ QStringLiteral("code"), QStringLiteral("bitmask"), QStringLiteral("--language"),
                  QStringLiteral("python") });
    QCOMPARE(r.status, 0);
    QVERIFY(
        r.out.contains(QStringLiteral("def solve(row: int, left: int, down: int, right: int)")));
    QVERIFY(!r.out.contains(QStringLiteral("@")));
    r = run({ QStringLiteral("code"), QStringLiteral("backtracking") });
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(QStringLiteral("int main(int argc, char **argv)")));
    r = run({ QStringLiteral("code"), QStringLiteral("domination"), QStringLiteral("--language"),
              QStringLiteral("python") });
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(QStringLiteral("def cover(covered: int, taken: int)")));
    for (const QStringList &bad :
         { QStringList { QStringLiteral("code"), QStringLiteral("min-conflicts") },
           QStringList { QStringLiteral("code"), QStringLiteral("jump") },
           QStringList { QStringLiteral("code"), QStringLiteral("bitmask"),
                         QStringLiteral("--language"), QStringLiteral("rust") },
           QStringList { QStringLiteral("code") } }) {
        r = run(bad);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count(u'\n'), 1);
    }
}

void TestCli::dominate()
{
    const auto ref = nq::test::dominationCounts();
    Run r = run({ QStringLiteral("dominate"), QStringLiteral("8"), QStringLiteral("--queens"),
                  QStringLiteral("5"), QStringLiteral("--count") });
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QString::number(ref.value(8).b) + u'\n');
    r = run({ QStringLiteral("dominate"), QStringLiteral("8"), QStringLiteral("--queens"),
              QStringLiteral("5"), QStringLiteral("--unique") });
    QCOMPARE(r.out, QString::number(ref.value(8).c) + u'\n');
    // --threads: one thread (as on a machine where threads cannot run) or several, the same
    // counts; none is refused with a word.
    for (const char *threads : { "1", "2", "3" }) {
        r = run({ QStringLiteral("dominate"), QStringLiteral("8"), QStringLiteral("--queens"),
                  QStringLiteral("5"), QStringLiteral("--threads"), QString::fromLatin1(threads) });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString::number(ref.value(8).b) + u'\n');
        r = run({ QStringLiteral("dominate"), QStringLiteral("8"), QStringLiteral("--queens"),
                  QStringLiteral("5"), QStringLiteral("--unique"), QStringLiteral("--threads"),
                  QString::fromLatin1(threads) });
        QCOMPARE(r.out, QString::number(ref.value(8).c) + u'\n');
    }
    r = run({ QStringLiteral("dominate"), QStringLiteral("8"), QStringLiteral("--queens"),
              QStringLiteral("5"), QStringLiteral("--threads"), QStringLiteral("0") });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--threads")), qPrintable(r.err));
    r = run({ QStringLiteral("dominate"), QStringLiteral("5"), QStringLiteral("--queens"),
              QStringLiteral("3"), QStringLiteral("--list"), QStringLiteral("--unique") });
    const QStringList sets = lines(r.out);
    QCOMPARE(sets.size(), int(ref.value(5).c));
    // A set as text: each queen's row,column from 1; as JSON, [row, col] pairs from 0.
    QCOMPARE(sets.first().split(u' ').size(), 3);
    QVERIFY2(
        QRegularExpression(QStringLiteral("^([1-5],[1-5] ?){3}$")).match(sets.first()).hasMatch(),
        qPrintable(sets.first()));
    r = run({ QStringLiteral("dominate"), QStringLiteral("5"), QStringLiteral("--queens"),
              QStringLiteral("3"), QStringLiteral("--list"), QStringLiteral("--unique"),
              QStringLiteral("--format"), QStringLiteral("json") });
    const QJsonArray jsonSets = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(jsonSets.size(), int(ref.value(5).c));
    const QJsonArray firstSquare = jsonSets.at(0).toArray().at(0).toArray();
    QCOMPARE(QStringLiteral("%1,%2")
                 .arg(firstSquare.at(0).toInt() + 1)
                 .arg(firstSquare.at(1).toInt() + 1),
             sets.first().split(u' ').first());
    // Every size of the reference, with and without --unique, and --list agrees with --count.
    for (int n = 1; n <= 8; ++n) {
        const QString size = QString::number(n), k = QString::number(ref.value(n).a);
        r = run({ QStringLiteral("dominate"), size, QStringLiteral("--queens"), k,
                  QStringLiteral("--count") });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString::number(ref.value(n).b) + u'\n');
        r = run({ QStringLiteral("dominate"), size, QStringLiteral("--queens"), k,
                  QStringLiteral("--unique") });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString::number(ref.value(n).c) + u'\n');
        if (n <= 6) {
            r = run({ QStringLiteral("dominate"), size, QStringLiteral("--queens"), k,
                      QStringLiteral("--list") });
            QCOMPARE(lines(r.out).size(), int(ref.value(n).b));
        }
    }
    // The independent variant against the slow count written in the test.
    for (const auto &[n, k] : { std::pair { 4, 3 }, std::pair { 5, 3 }, std::pair { 6, 4 } }) {
        r = run({ QStringLiteral("dominate"), QString::number(n), QStringLiteral("--queens"),
                  QString::number(k), QStringLiteral("--independent"), QStringLiteral("--count") });
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, QString::number(nq::test::plainDominationCount(n, k, true)) + u'\n');
    }
}

void TestCli::algorithms()
{
    const Run r = run({ QStringLiteral("algorithms") });
    QCOMPARE(r.status, 0);
    const QStringList rows = lines(r.out);
    QCOMPARE(rows.size(), 11);
    QVERIFY(rows.contains(QStringLiteral("bitmask\t1-32\tBitmask backtracking")));
    QVERIFY(rows.contains(QStringLiteral("construction\t1-100000000\tConstruction by formula")));
    // The construction writes a solution of any size; 2 and 3 have none (status 1).
    const Run big = run({ QStringLiteral("solve"), QStringLiteral("100000"),
                          QStringLiteral("--algorithm"), QStringLiteral("construction"),
                          QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(big.status, 0);
    QVERIFY(big.out.startsWith(u'['));
    const Run none = run({ QStringLiteral("solve"), QStringLiteral("3"),
                           QStringLiteral("--algorithm"), QStringLiteral("construction") });
    QCOMPARE(none.status, 1);
    QVERIFY2(none.err.contains(QStringLiteral("3 x 3 board has no solution")),
             qPrintable(none.err));
    for (const QString &row : rows)
        QCOMPARE(row.split(u'\t').size(), 3);
}

void TestCli::help()
{
    for (const QString &command :
         { QStringLiteral("count"), QStringLiteral("sum"), QStringLiteral("solve"),
           QStringLiteral("classes"), QStringLiteral("trace"), QStringLiteral("dominate"),
           QStringLiteral("algorithms") }) {
        const Run r = run({ command, QStringLiteral("--help") });
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("Usage: nqueens ") + command), qPrintable(r.out));
    }
    const Run r = run({ QStringLiteral("--help") });
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(u"dominate"));
    // render and sheet say what every option of theirs does, not only that it exists.
    for (const auto &[command, options] :
         { std::pair { QStringLiteral("solve"),
                       QStringList { QStringLiteral("--placement"), QStringLiteral("--format") } },
           std::pair { QStringLiteral("render"),
                       QStringList { QStringLiteral("--theme"), QStringLiteral("--transparent"),
                                     QStringLiteral("--no-coordinates"), QStringLiteral("--page"),
                                     QStringLiteral("--caption"), QStringLiteral("--attacks"),
                                     QStringLiteral("--allow-conflicts") } },
           std::pair { QStringLiteral("trace"),
                       QStringList { QStringLiteral("--first"), QStringLiteral("--limit") } },
           std::pair { QStringLiteral("sheet"),
                       QStringList { QStringLiteral("--theme"), QStringLiteral("--unique"),
                                     QStringLiteral("--no-coordinates"),
                                     QStringLiteral("--no-answers"), QStringLiteral("--title"),
                                     QStringLiteral("--page"), QStringLiteral("--size") } } }) {
        const Run help = run({ command, QStringLiteral("--help") });
        QCOMPARE(help.status, 0);
        if (command == u"trace") // what a reader of the JSON must know (issue 38)
            QVERIFY(help.out.contains(QStringLiteral("\"line\" counted from 0"))
                    && help.out.contains(QStringLiteral("K counts solutions")));
        for (const QString &option : options)
            QVERIFY2(help.out.contains(QStringLiteral("\n  ") + option + u' '),
                     qPrintable(command + u' ' + option));
    }
}

void TestCli::aPdfIsInPrintColoursByDefault()
{
    // A PDF goes to paper: without --theme it is drawn in the print theme (greys), a PNG in the
    // screen's (tan squares); --theme light makes the PDF tan too. Read back with poppler.
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty())
        QSKIP("pdftoppm (poppler-utils, which scripts/setup installs) is missing");
    QTemporaryDir dir;
    auto colourful = [&](const QStringList &extra, const QString &name) {
        const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
        const Run made = run(QStringList { QStringLiteral("render"), QStringLiteral("6"),
                                           QStringLiteral("--placement=2,4,6,1,3,5"),
                                           QStringLiteral("-o"), pdf }
                             + extra);
        if (made.status != 0)
            return -1;
        QProcess::execute(pdftoppm,
                          { QStringLiteral("-r"), QStringLiteral("20"), QStringLiteral("-png"),
                            QStringLiteral("-singlefile"), pdf, dir.filePath(name) });
        const QImage page(dir.filePath(name + QStringLiteral(".png")));
        if (page.isNull())
            return -1;
        int count = 0; // pixels far from grey
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x) {
                const QColor c = page.pixelColor(x, y);
                if (std::max({ c.red(), c.green(), c.blue() })
                        - std::min({ c.red(), c.green(), c.blue() })
                    > 40)
                    ++count;
            }
        return count;
    };
    QCOMPARE(colourful({}, QStringLiteral("default")), 0);
    QVERIFY(
        colourful({ QStringLiteral("--theme"), QStringLiteral("light") }, QStringLiteral("light"))
        > 1000);
}

void TestCli::renderAndSheet()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("board.png"));
    Run r = run({ QStringLiteral("render"), QStringLiteral("8"), QStringLiteral("--placement"),
                  QStringLiteral("1,5,8,6,3,7,2,4"), QStringLiteral("-o"), png,
                  QStringLiteral("--size"), QStringLiteral("320") });
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QFile file(png);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(8) == QByteArray("\x89PNG\r\n\x1a\n"));
    // Attacking queens are allowed: drawn with their conflicts.
    const QString svg = dir.filePath(QStringLiteral("diagonal.svg"));
    r = run({ QStringLiteral("render"), QStringLiteral("5"),
              QStringLiteral("--placement=1,2,3,4,5"), QStringLiteral("-o"), svg });
    QCOMPARE(r.status, 0);
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svgFile.readAll());
    QCOMPARE(text.count(QStringLiteral("class=\"queen\"")), 5);
    QCOMPARE(text.count(QStringLiteral("class=\"conflict\"")), 5);
    // A board to complete: two queens, empty rows as - or 0, drawn plain (no marks).
    auto svgOf = [&](const QStringList &args) {
        const QString file = dir.filePath(QStringLiteral("worksheet.svg"));
        QFile::remove(file);
        const Run made = run(QStringList { QStringLiteral("render") } + args
                             + QStringList { QStringLiteral("-o"), file });
        QFile f(file);
        return made.status == 0 && f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll())
                                                               : QString();
    };
    const QString partial
        = svgOf({ QStringLiteral("6"), QStringLiteral("--placement=2,4,-,0,-,-") });
    QCOMPARE(partial.count(QStringLiteral("class=\"queen\"")), 2);
    QCOMPARE(partial.count(QStringLiteral("class=\"attacked\"")), 0);
    // --attacks marks the attacked squares: of the partial board, and of a full solution too.
    const QString marked = svgOf({ QStringLiteral("6"), QStringLiteral("--placement=2,4,-,0,-,-"),
                                   QStringLiteral("--attacks") });
    QVERIFY(marked.count(QStringLiteral("class=\"attacked\"")) > 10);
    const QString solved = svgOf({ QStringLiteral("4"), QStringLiteral("--placement=2,4,1,3") });
    const QString solvedMarked = svgOf({ QStringLiteral("4"), QStringLiteral("--placement=2,4,1,3"),
                                         QStringLiteral("--attacks") });
    QCOMPARE(solved.count(QStringLiteral("class=\"attacked\"")), 0);
    QCOMPARE(solvedMarked.count(QStringLiteral("class=\"attacked\"")), 12); // every empty square
    // Two queens in one column for a lesson: refused unless asked for, then drawn with the
    // conflict marked.
    QVERIFY(svgOf({ QStringLiteral("4"), QStringLiteral("--placement=1,1,-,-") }).isEmpty());
    const QString column = svgOf({ QStringLiteral("4"), QStringLiteral("--placement=1,1,-,-"),
                                   QStringLiteral("--allow-conflicts") });
    QCOMPARE(column.count(QStringLiteral("class=\"queen\"")), 2);
    QVERIFY(column.count(QStringLiteral("class=\"conflict\"")) >= 1);
    // A caption under the board, its lines split at \n.
    const QString captioned = svgOf(
        { QStringLiteral("6"), QStringLiteral("--placement=2,4,-,-,-,-"),
          QStringLiteral("--caption"), QStringLiteral("Complete this board\\nName: ____") });
    QVERIFY(captioned.contains(QStringLiteral(">Complete this board</text>")));
    QVERIFY(captioned.contains(QStringLiteral(">Name: ____</text>")));
    // A sheet of the 12 classes of 8 x 8 on one PDF page.
    const QString pdf = dir.filePath(QStringLiteral("classes.pdf"));
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("-o"), pdf });
    QCOMPARE(r.status, 0);
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(4) == QByteArray("%PDF"));
    // The same sheet counted and listed on one thread.
    const QString single = dir.filePath(QStringLiteral("single.svg"));
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("--threads"), QStringLiteral("1"), QStringLiteral("-o"), single });
    QCOMPARE(r.status, 0);
    QFile singleFile(single);
    QVERIFY(singleFile.open(QIODevice::ReadOnly));
    QVERIFY(singleFile.readAll().contains("<svg"));
    // An unwritable place: one line, status 1, no file.
    const QString blocked = dir.filePath(QStringLiteral("board.png")) + QStringLiteral("/x.pdf");
    r = run({ QStringLiteral("sheet"), QStringLiteral("6"), QStringLiteral("-o"), blocked });
    QCOMPARE(r.status, 1);
    QCOMPARE(lines(r.err).size(), 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(blocked));
}

void TestCli::sheetsToPrint()
{
    // A sheet without the answers, with a title, on US Letter: the captions name the classes
    // and give no placement; the page is 612 x 792 points. A PNG sheet takes a width and draws
    // its title in a line of its own above the boards.
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils, which scripts/setup installs) is missing");
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("find.pdf"));
    Run r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
                  QStringLiteral("--no-answers"), QStringLiteral("--title"),
                  QStringLiteral("Find the queens"), QStringLiteral("--page"),
                  QStringLiteral("letter"), QStringLiteral("-o"), pdf });
    QCOMPARE(r.status, 0);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("/MediaBox [0 0 612.000000 792.000000]"));
    QProcess text;
    text.start(pdftotext, { pdf, QStringLiteral("-") });
    QVERIFY(text.waitForFinished(10000));
    const QString words = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(words.startsWith(QStringLiteral("Find the queens")), qPrintable(words.left(80)));
    QCOMPARE(words.count(QStringLiteral("Class ")), 12);
    // (pdftotext may drop the spaces between the columns.)
    QVERIFY2(!QString(words).remove(u' ').contains(QStringLiteral("15863724")), qPrintable(words));
    // With the answers (the default), the first class's placement is there.
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("-o"), pdf });
    QCOMPARE(r.status, 0);
    text.start(pdftotext, { pdf, QStringLiteral("-") });
    QVERIFY(text.waitForFinished(10000));
    QVERIFY(QString::fromUtf8(text.readAllStandardOutput())
                .remove(u' ')
                .contains(QStringLiteral("15863724")));
    // PNG: the width asked for; the title line makes it taller than the same sheet untitled.
    const QString png = dir.filePath(QStringLiteral("s.png"));
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("--size"), QStringLiteral("900"), QStringLiteral("--title"),
              QStringLiteral("Twelve classes"), QStringLiteral("-o"), png });
    QCOMPARE(r.status, 0);
    const QImage titled(png);
    QCOMPARE(titled.width(), 900);
    // The title's dark text in the band above the first board; the band below it is plain.
    int dark = 0;
    for (int x = 0; x < 300; ++x)
        for (int y = 5; y < 35; ++y)
            dark += qGray(titled.pixel(x, y)) < 100;
    QVERIFY2(dark > 50, qPrintable(QString::number(dark)));
    // Bad options: one line each, status 2.
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--size"),
              QStringLiteral("100"), QStringLiteral("-o"), png });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("at least 320")), qPrintable(r.err));
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--size"),
              QStringLiteral("900"), QStringLiteral("-o"), pdf });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("not a PNG")), qPrintable(r.err));
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--page"),
              QStringLiteral("a3"), QStringLiteral("-o"), pdf });
    QCOMPARE(r.status, 2);
    QCOMPARE(lines(r.err).size(), 1);
}

void TestCli::handoutsAsAsked()
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils, which scripts/setup installs) is missing");
    QTemporaryDir dir;
    auto bytes = [&](const QString &name) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    auto text = [&](const QString &name) {
        QProcess p;
        p.start(pdftotext, { dir.filePath(name), QStringLiteral("-") });
        p.waitForFinished(10000);
        return QString::fromUtf8(p.readAllStandardOutput());
    };
    const QStringList worksheet { QStringLiteral("worksheet"),
                                  QStringLiteral("12"),
                                  QStringLiteral("--given"),
                                  QStringLiteral("3"),
                                  QStringLiteral("--unique-completion"),
                                  QStringLiteral("--count"),
                                  QStringLiteral("20") };
    // The same seed, the same bytes (no clock in the PDF, fonts in a fixed order).
    QCOMPARE(run(worksheet + QStringList { QStringLiteral("-o"), dir.filePath(u"a.pdf"_s) }).status,
             0);
    QCOMPARE(run(worksheet + QStringList { QStringLiteral("-o"), dir.filePath(u"b.pdf"_s) }).status,
             0);
    QVERIFY(!bytes(u"a.pdf"_s).isEmpty());
    QCOMPARE(bytes(u"a.pdf"_s), bytes(u"b.pdf"_s));
    QVERIFY(!bytes(u"a.pdf"_s).contains("/CreationDate"));
    // 20 puzzles, six a page, and their key, twelve a page: six pages, every one numbered in
    // the whole, the key's too.
    const QString words = text(u"a.pdf"_s);
    for (int page = 1; page <= 6; ++page)
        QVERIFY2(words.contains(QStringLiteral("page %1 of 6").arg(page)), qPrintable(words));
    QVERIFY(!words.contains(QStringLiteral("of 4")));
    // A long title wraps (every word of it on the page), and past three lines is refused.
    const QString longTitle = QStringLiteral(
        "Place eight queens on the board so that no two queens share a row, a column or a "
        "diagonal, then check your answer with a partner");
    Run r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
                  QStringLiteral("--title"), longTitle, QStringLiteral("-o"),
                  dir.filePath(u"long.pdf"_s) });
    QCOMPARE(r.status, 0);
    const QString longWords = text(u"long.pdf"_s).simplified();
    QVERIFY2(longWords.contains(QStringLiteral("no two queens share")), qPrintable(longWords));
    QVERIFY(longWords.contains(QStringLiteral("with a partner")));
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("--title"), (longTitle + u' ' + longTitle).left(199),
              QStringLiteral("-o"), dir.filePath(u"longer.pdf"_s) });
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(QStringLiteral("more than the 3")), qPrintable(r.err));
    QVERIFY(!QFile::exists(dir.filePath(u"longer.pdf"_s)));
    // --no-answers: boards with no queen on them.
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("--no-answers"), QStringLiteral("-o"), dir.filePath(u"find.svg"_s) });
    QCOMPARE(r.status, 0);
    QCOMPARE(QString::fromUtf8(bytes(u"find.svg"_s)).count(QStringLiteral("class=\"queen\"")), 0);
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("-o"), dir.filePath(u"shown.svg"_s) });
    QCOMPARE(QString::fromUtf8(bytes(u"shown.svg"_s)).count(QStringLiteral("class=\"queen\"")),
             12 * 8);
    // Budgets: a caption of 100,000 characters is refused at once; so is an option given twice.
    r = run({ QStringLiteral("render"), QStringLiteral("8"), QStringLiteral("--placement"),
              QStringLiteral("1,5,8,6,3,7,2,4"), QStringLiteral("--caption"), QString(100000, u'x'),
              QStringLiteral("-o"), dir.filePath(u"big.png"_s) });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("100,000 characters")), qPrintable(r.err));
    QVERIFY(!QFile::exists(dir.filePath(u"big.png"_s)));
    r = run({ QStringLiteral("solve"), QStringLiteral("8"), QStringLiteral("--limit"),
              QStringLiteral("2"), QStringLiteral("--limit"), QStringLiteral("3") });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("'--limit' is given more than once")),
             qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    r = run({ QStringLiteral("sheet"), QStringLiteral("8"), QStringLiteral("--unique"),
              QStringLiteral("--unique"), QStringLiteral("-o"), dir.filePath(u"twice.pdf"_s) });
    QCOMPARE(r.status, 2);
    r = run({ QStringLiteral("render"), QStringLiteral("8"), QStringLiteral("--placement"),
              QStringLiteral("1,5,8,6,3,7,2,4"), QStringLiteral("-o"), dir.filePath(u"a.png"_s),
              QStringLiteral("--output"), dir.filePath(u"b.png"_s) });
    QCOMPARE(r.status, 2);
}

void TestCli::worksheetWithItsAnswerKey()
{
    // Six puzzles on a page under a title and a Name / Date line, the key on a page of its
    // own; the same seed, the same sheet. Read back with poppler's pdftotext.
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils, which scripts/setup installs) is missing");
    QTemporaryDir dir;
    auto sheet = [&](const QString &name, const QString &seed, const QStringList &more = {}) {
        const QString pdf = dir.filePath(name);
        const Run r = run(QStringList { QStringLiteral("worksheet"), QStringLiteral("8"),
                                        QStringLiteral("--given"), QStringLiteral("3"),
                                        QStringLiteral("--unique-completion"),
                                        QStringLiteral("--seed"), seed, QStringLiteral("--title"),
                                        QStringLiteral("Homework 3"), QStringLiteral("-o"), pdf }
                          + more);
        if (r.status != 0)
            return QStringList { r.err };
        QStringList pages;
        for (const QString &page : { QStringLiteral("1"), QStringLiteral("2") }) {
            QProcess text;
            text.start(pdftotext,
                       { QStringLiteral("-f"), page, QStringLiteral("-l"), page, pdf,
                         QStringLiteral("-") });
            text.waitForFinished(10000);
            pages << QString::fromUtf8(text.readAllStandardOutput());
        }
        return pages;
    };
    const QStringList first = sheet(QStringLiteral("a.pdf"), QStringLiteral("5"));
    QCOMPARE(first.size(), 2);
    QVERIFY2(first[0].contains(QStringLiteral("Homework 3")) && first[0].contains(u"Name:")
                 && first[0].contains(u"Date:"),
             qPrintable(first[0]));
    QCOMPARE(first[0].count(QStringLiteral("Place the other 5 queens.")), 6);
    QVERIFY(!first[0].contains(QStringLiteral("Answers")));
    // The key: six solutions, as solve prints them.
    QVERIFY(first[1].contains(QStringLiteral("Answers: Homework 3")));
    const QRegularExpression answer(QStringLiteral("(\\d)\\. ((?:[1-8] ){7}[1-8])"));
    int answers = 0;
    for (auto m = answer.globalMatch(first[1]); m.hasNext();) {
        const std::optional<nq::Placement> p = nq::parsePlacement(m.next().captured(2), 8);
        QVERIFY(p && nq::isSolution(*p));
        ++answers;
    }
    QCOMPARE(answers, 6);
    QCOMPARE(sheet(QStringLiteral("b.pdf"), QStringLiteral("5")), first);
    // Listed on one thread, the same sheet.
    QCOMPARE(sheet(QStringLiteral("t.pdf"), QStringLiteral("5"),
                   { QStringLiteral("--threads"), QStringLiteral("1") }),
             first);
    QVERIFY(sheet(QStringLiteral("c.pdf"), QStringLiteral("6")) != first);
    // Not a PDF, or a blank board that must complete one way: refused at once.
    Run r = run({ QStringLiteral("worksheet"), QStringLiteral("8"), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("sheet.png")) });
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral(".pdf")), qPrintable(r.err));
    r = run({ QStringLiteral("worksheet"), QStringLiteral("8"), QStringLiteral("--given"),
              QStringLiteral("0"), QStringLiteral("--unique-completion"), QStringLiteral("-o"),
              dir.filePath(QStringLiteral("blank.pdf")) });
    QCOMPARE(r.status, 2);
    // More boards than there are: status 1 and why.
    r = run({ QStringLiteral("worksheet"), QStringLiteral("4"), QStringLiteral("--given"),
              QStringLiteral("1"), QStringLiteral("--count"), QStringLiteral("9"),
              QStringLiteral("-o"), dir.filePath(QStringLiteral("four.pdf")) });
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(QStringLiteral("not 9")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
