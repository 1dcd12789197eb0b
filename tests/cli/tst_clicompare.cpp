// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens ladder and nqueens estimate: the ladder's table in three formats, with the reference
// counts; the estimate near the counted tree, repeated for a seed, with its depths; bad input
// refused in one line with status 2.
#include "clirun.h"
#include "reference.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class TestCliCompare : public QObject
{
    Q_OBJECT

private slots:
    void ladderCsv();
    void ladderJsonAndText();
    void estimate();
    void estimateTwentyAnswersAtOnce();
    void refusals();

private:
    using Run = nq::test::CliRun;
    static Run run(const QStringList &args)
    {
        return nq::test::runCli(QStringLiteral(NQUEENS_BIN), args);
    }
};

void TestCliCompare::ladderCsv()
{
    const Run r = run({ QStringLiteral("ladder"), QStringLiteral("--to"), QStringLiteral("8"),
                        QStringLiteral("--format"), QStringLiteral("csv") });
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    // A header, then five sizes for each of the nine algorithms with a tree.
    QCOMPARE(lines.size(), 1 + 5 * 9);
    const QStringList header = lines[0].split(u',');
    QCOMPARE(header.indexOf(QStringLiteral("solutions")), 7);
    int bitmaskRows = 0;
    for (const QString &line : lines.mid(1)) {
        const QStringList f = line.split(u',');
        QCOMPARE(f.size(), header.size());
        const int n = f[1].toInt();
        if (f[2] != u"counted")
            continue;
        // Every algorithm counted finds the published number of solutions.
        QCOMPARE(f[7].toLongLong(), nq::test::queensCounts().value(n).a);
        QCOMPARE(f[9].toDouble(), std::pow(double(n), double(n)));
        if (f[0] == u"bitmask") {
            ++bitmaskRows;
            if (n == 8)
                QCOMPARE(f[3], QStringLiteral("2056")); // queens put: the tree's 2057 nodes
        }
        if (f[0] == u"permutations" && n == 8)
            QCOMPARE(f[3], QStringLiteral("40320")); // 8! boards
    }
    QCOMPARE(bitmaskRows, 5);
}

void TestCliCompare::ladderJsonAndText()
{
    const Run json
        = run({ QStringLiteral("ladder"), QStringLiteral("--to"), QStringLiteral("6"),
                QStringLiteral("--first"), QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(json.status, 0);
    const QJsonArray rungs = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(rungs.size(), 3 * 9);
    for (const QJsonValue &v : rungs) {
        const QJsonObject o = v.toObject();
        QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("counted"));
        QCOMPARE(o.value(QStringLiteral("solutions")).toInteger(), 1); // --first
    }
    const Run text = run({ QStringLiteral("ladder"), QStringLiteral("--to"), QStringLiteral("9"),
                           QStringLiteral("--budget"), QStringLiteral("1") });
    QCOMPARE(text.status, 0);
    // Brute force on 9 x 9 (387 million boards) is past a second: estimated, marked so.
    const QString nine = text.out.split(u'\n')
                             .filter(QRegularExpression(QStringLiteral("^brute-force +9 ")))
                             .value(0);
    // Its 9^9 boards are no guess (its tree prunes nothing): not marked; nor is "tested 0";
    // its time, a real estimate, keeps the mark ("~12.8").
    QVERIFY2(nine.contains(QRegularExpression(QStringLiteral("^brute-force +9  387420489 +0 +~"))),
             qPrintable(nine));
}

void TestCliCompare::estimate()
{
    const QStringList args { QStringLiteral("estimate"), QStringLiteral("10"),
                             QStringLiteral("--probes"), QStringLiteral("100000"),
                             QStringLiteral("--seed"),   QStringLiteral("42"),
                             QStringLiteral("--json") };
    const Run a = run(args), b = run(args);
    QCOMPARE(a.status, 0);
    QCOMPARE(a.out.section(QStringLiteral("\"seconds\""), 0, 0),
             b.out.section(QStringLiteral("\"seconds\""), 0, 0)); // the same seed, the same figures
    const QJsonObject o = QJsonDocument::fromJson(a.out.toUtf8()).object();
    const double nodes = o.value(QStringLiteral("nodes")).toDouble();
    const double error = o.value(QStringLiteral("standardError")).toDouble();
    QCOMPARE(o.value(QStringLiteral("known")).toInteger(), 35539);
    QVERIFY(error > 0);
    QVERIFY(std::abs(nodes - 35539) < 3 * error);
    const QJsonArray depths = o.value(QStringLiteral("depths")).toArray();
    QCOMPARE(depths.size(), 11);
    QCOMPARE(depths[0].toDouble(), 1.0);
    QCOMPARE(depths[1].toDouble(), 10.0); // every probe has the ten squares of row 1
    // The text form: the estimate with its error, and the count beside it.
    const Run text = run({ QStringLiteral("estimate"), QStringLiteral("8") });
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.contains(QStringLiteral("± one standard error: an estimate made with "
                                              "another seed lands this close about two times "
                                              "in three")),
             qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("the tree has 2,057 nodes (counted): the estimate "
                                              "is ")),
             qPrintable(text.out));
    // Whole numbers, grouped, rounded to what the error leaves: never "8.535e+05".
    QVERIFY2(!text.out.contains(QStringLiteral("e+")), qPrintable(text.out));
    const QRegularExpressionMatch about
        = QRegularExpression(QStringLiteral("about ([\\d,]+) nodes, give or take ([\\d,]+)\\n"))
              .match(text.out);
    QVERIFY2(about.hasMatch(), qPrintable(text.out));
    const double said = about.captured(1).remove(u',').toDouble();
    const double margin = about.captured(2).remove(u',').toDouble();
    QVERIFY(margin > 0);
    QVERIFY(std::abs(said - 2057) < 4 * margin);
    // Brute force's tree prunes nothing: exact.
    const Run brute
        = run({ QStringLiteral("estimate"), QStringLiteral("5"), QStringLiteral("--algorithm"),
                QStringLiteral("brute-force"), QStringLiteral("--json") });
    QCOMPARE(QJsonDocument::fromJson(brute.out.toUtf8())
                 .object()
                 .value(QStringLiteral("nodes"))
                 .toDouble(),
             1.0 + 5 + 25 + 125 + 625 + 3125);
}

void TestCliCompare::estimateTwentyAnswersAtOnce()
{
    // The promise: "nqueens estimate 20 answers within a second with an error bar".
    // Timed loosely here (ten seconds, for a busy machine); bench_compare measures it.
    QElapsedTimer t;
    t.start();
    const Run r = run({ QStringLiteral("estimate"), QStringLiteral("20") });
    QCOMPARE(r.status, 0);
    QVERIFY(t.elapsed() < 10000);
    QVERIFY(r.out.startsWith(QStringLiteral("20 x 20, backtracking: about ")));
    QVERIFY(r.out.contains(QStringLiteral("±")));
}

void TestCliCompare::refusals()
{
    const struct
    {
        QStringList args;
        QString message;
    } cases[] = {
        { { QStringLiteral("ladder") }, QStringLiteral("ladder needs --to N") },
        { { QStringLiteral("ladder"), QStringLiteral("--to"), QStringLiteral("3") },
          QStringLiteral("--to must be a board size from 4 to 32, not '3'") },
        { { QStringLiteral("ladder"), QStringLiteral("--to"), QStringLiteral("8"),
            QStringLiteral("--format"), QStringLiteral("xml") },
          QStringLiteral("--format must be text, csv or json, not 'xml'") },
        { { QStringLiteral("ladder"), QStringLiteral("8") },
          QStringLiteral("unexpected argument '8'") },
        { { QStringLiteral("estimate"), QStringLiteral("8"), QStringLiteral("--algorithm"),
            QStringLiteral("min-conflicts") },
          QStringLiteral("min-conflicts does not search a tree") },
        { { QStringLiteral("estimate"), QStringLiteral("65") },
          QStringLiteral("the board size N must be from 1 to 64, not 65") },
        { { QStringLiteral("estimate"), QStringLiteral("8"), QStringLiteral("--probes"),
            QStringLiteral("0") },
          QStringLiteral("--probes must be a whole number from 1") },
        { { QStringLiteral("estimate"), QStringLiteral("8"), QStringLiteral("--seed"),
            QStringLiteral("x") },
          QStringLiteral("--seed must be a whole number") },
    };
    for (const auto &c : cases) {
        const Run r = run(c.args);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(c.message), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_clicompare.moc"
