// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens tree, as a teacher preparing a lesson would use it: the profile ends in the published
// counts, DOT renders with Graphviz, the SVG opens in librsvg, JSON names every node, and a
// tree too big for its output is refused with its size.
#include "clirun.h"
#include "reference.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TestCliTree : public QObject
{
    Q_OBJECT

private slots:
    void profileEndsInTheReference();
    void dotRendersWithGraphviz();
    void jsonNamesEveryNode();
    void pictures();
    void refusals();
    void treesPastTheCapAreRefusedFirst();

private:
    using Run = nq::test::CliRun;
    static Run run(const QStringList &args)
    {
        return nq::test::runCli(QStringLiteral(NQUEENS_BIN), args);
    }
    static QStringList tree(int n, const QString &algorithm, const QStringList &more)
    {
        return QStringList { QStringLiteral("tree"), QString::number(n),
                             QStringLiteral("--algorithm"), algorithm }
        + more;
    }
};

void TestCliTree::profileEndsInTheReference()
{
    // A header, one line per depth, then the total; the deepest line holds the solutions;
    // depth-first with a stack has backtracking's profile.
    for (int n = 4; n <= 10; ++n) {
        const Run r = run(tree(n, QStringLiteral("backtracking"), { QStringLiteral("--profile") }));
        QCOMPARE(r.status, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), n + 3);
        QCOMPARE(lines.first(), QStringLiteral("depth\tnodes\tdead_ends\tsolutions"));
        QCOMPARE(lines[1], QStringLiteral("0\t1\t0\t0"));
        const QStringList last = lines[n + 1].split(u'\t');
        QCOMPARE(last[0], QString::number(n));
        QCOMPARE(last[3].toLongLong(), nq::test::queensCounts().value(n).a);
        QCOMPARE(last[1].toLongLong(), nq::test::queensCounts().value(n).a);
        QVERIFY(lines.last().startsWith(QStringLiteral("total\t")));
        if (n == 8) {
            QCOMPARE(lines.last(), QStringLiteral("total\t2057\t644\t92"));
            const Run stack = run(
                tree(8, QStringLiteral("depth-first-stack"), { QStringLiteral("--profile") }));
            QCOMPARE(stack.out, r.out);
        }
    }
}

void TestCliTree::dotRendersWithGraphviz()
{
    const QString dot = QStandardPaths::findExecutable(QStringLiteral("dot"));
    if (dot.isEmpty())
        QSKIP("Graphviz (which scripts/setup installs) is missing");
    for (int n : { 4, 5 }) {
        const Run r = run(tree(n, QStringLiteral("backtracking"),
                               { QStringLiteral("--format"), QStringLiteral("dot") }));
        QCOMPARE(r.status, 0);
        const int nodes = int(r.out.count(QStringLiteral("[label=")));
        QCOMPARE(nodes, n == 4 ? 17 : 54);
        QProcess graphviz;
        graphviz.start(dot, { QStringLiteral("-Tsvg") });
        graphviz.write(r.out.toUtf8());
        graphviz.closeWriteChannel();
        QVERIFY(graphviz.waitForFinished(30000));
        QCOMPARE(graphviz.exitCode(), 0);
        const QString svg = QString::fromUtf8(graphviz.readAllStandardOutput());
        QCOMPARE(int(svg.count(QStringLiteral("class=\"node\""))), nodes);
        QVERIFY(svg.contains(QStringLiteral(">1,1</text>")));
    }
}

void TestCliTree::jsonNamesEveryNode()
{
    // 6 x 6 backtracking: one JSON document; ids, parents and depths hang together, the kinds
    // add up to the profile, and the squares count from 0.
    const Run r = run(tree(6, QStringLiteral("backtracking"),
                           { QStringLiteral("--format"), QStringLiteral("json") }));
    QCOMPARE(r.status, 0);
    const QJsonArray nodes = QJsonDocument::fromJson(r.out.toUtf8()).array();
    const QStringList profile
        = run(tree(6, QStringLiteral("backtracking"), { QStringLiteral("--profile") }))
              .out.split(u'\n', Qt::SkipEmptyParts)
              .last()
              .split(u'\t');
    QCOMPARE(nodes.size(), profile[1].toInt());
    int deadEnds = 0, solutions = 0;
    for (int i = 0; i < nodes.size(); ++i) {
        const QJsonObject node = nodes[i].toObject();
        QCOMPARE(node[QStringLiteral("id")].toInt(), i);
        const QString kind = node[QStringLiteral("kind")].toString();
        deadEnds += kind == u"dead-end";
        solutions += kind == u"solution";
        if (i == 0) {
            QVERIFY(node[QStringLiteral("parent")].isNull());
            QCOMPARE(kind, QStringLiteral("root"));
            continue;
        }
        const int parent = node[QStringLiteral("parent")].toInt();
        QVERIFY(parent < i);
        QCOMPARE(node[QStringLiteral("depth")].toInt(),
                 nodes[parent].toObject()[QStringLiteral("depth")].toInt() + 1);
        const QJsonArray square = node[QStringLiteral("square")].toArray();
        QCOMPARE(square[0].toInt(), node[QStringLiteral("depth")].toInt() - 1); // row by row
        QVERIFY(node[QStringLiteral("step")].toInt()
                > nodes[parent].toObject()[QStringLiteral("step")].toInt());
    }
    QCOMPARE(deadEnds, profile[2].toInt());
    QCOMPARE(solutions, 4);
    // Cut at depth 2: the nodes to depth 2, each at depth 2 standing for its subtree.
    const Run cut = run(tree(6, QStringLiteral("backtracking"),
                             { QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--depth"), QStringLiteral("2") }));
    const QJsonArray top = QJsonDocument::fromJson(cut.out.toUtf8()).array();
    qint64 under = 0;
    for (const QJsonValue &v : top) {
        QVERIFY(v.toObject()[QStringLiteral("depth")].toInt() <= 2);
        if (v.toObject()[QStringLiteral("depth")].toInt() == 2)
            under += v.toObject()[QStringLiteral("subtree")]
                         .toObject()[QStringLiteral("nodes")]
                         .toInt(1);
    }
    qint64 twoOrLess = 0;
    for (const QJsonValue &v : top)
        twoOrLess += v.toObject()[QStringLiteral("depth")].toInt() < 2;
    QCOMPARE(twoOrLess + under, profile[1].toLongLong()); // nothing lost
}

void TestCliTree::pictures()
{
    // The 4 x 4 tree as SVG (librsvg reads it), PDF and PNG.
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("t.svg"));
    Run r = run(tree(4, QStringLiteral("backtracking"), { QStringLiteral("-o"), svg }));
    QCOMPARE(r.status, 0);
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QCOMPARE(int(text.count(QStringLiteral("class=\"node "))), 17);
    QCOMPARE(int(text.count(QStringLiteral("class=\"node solution\""))), 2);
    QCOMPARE(int(text.count(QStringLiteral("class=\"node dead-end\""))), 4); // the profile's total
    const QString rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    if (!rsvg.isEmpty()) {
        QProcess convert;
        convert.start(rsvg, { svg, QStringLiteral("-o"), dir.filePath(QStringLiteral("r.png")) });
        QVERIFY(convert.waitForFinished(30000));
        QCOMPARE(convert.exitCode(), 0);
        QVERIFY(QImage(dir.filePath(QStringLiteral("r.png"))).width() > 100);
    }
    const QString png = dir.filePath(QStringLiteral("t.png"));
    QCOMPARE(run(tree(5, QStringLiteral("bitmask"), { QStringLiteral("-o"), png })).status, 0);
    QVERIFY(QImage(png).width() > 200);
    const QString pdf = dir.filePath(QStringLiteral("t.pdf"));
    QCOMPARE(run(tree(5, QStringLiteral("breadth-first"), { QStringLiteral("-o"), pdf })).status,
             0);
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.read(4) == "%PDF");
    // 8 x 8 on A4: one page, and a line on stderr says what was left out to fit it.
    const QString eight = dir.filePath(QStringLiteral("8.pdf"));
    r = run(tree(8, QStringLiteral("backtracking"), { QStringLiteral("-o"), eight }));
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.contains(QStringLiteral("1,506 nodes")), qPrintable(r.err));
    QFile eightFile(eight);
    QVERIFY(eightFile.open(QIODevice::ReadOnly));
    QCOMPARE(eightFile.readAll().count("/Type /Page\n"), 1);
    // As a strip it is the whole tree, one row of 736 leaves.
    const QString strip = dir.filePath(QStringLiteral("8.svg"));
    r = run(
        tree(8, QStringLiteral("backtracking"),
             { QStringLiteral("-o"), strip, QStringLiteral("--page"), QStringLiteral("strip") }));
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    QFile stripFile(strip);
    QVERIFY(stripFile.open(QIODevice::ReadOnly));
    QCOMPARE(stripFile.readAll().count("class=\"node "), 2057);
}

void TestCliTree::refusals()
{
    // Too big for the output: one line with the size and a depth that fits, status 2.
    Run r = run(tree(12, QStringLiteral("backtracking"),
                     { QStringLiteral("--format"), QStringLiteral("json") }));
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("856,189 nodes")) && r.err.contains(u"--depth")
                 && r.err.contains(u"--profile"),
             qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY(r.out.isEmpty());
    const QStringList bad[] = {
        { QStringLiteral("tree"), QStringLiteral("8"), QStringLiteral("--profile") },
        tree(8, QStringLiteral("min-conflicts"), { QStringLiteral("--profile") }),
        tree(8, QStringLiteral("backtracking"), {}),
        tree(8, QStringLiteral("backtracking"),
             { QStringLiteral("--profile"), QStringLiteral("--format"), QStringLiteral("dot") }),
        tree(8, QStringLiteral("backtracking"),
             { QStringLiteral("--format"), QStringLiteral("xml") }),
        tree(8, QStringLiteral("backtracking"), { QStringLiteral("-o"), QStringLiteral("t.gif") }),
        tree(8, QStringLiteral("backtracking"),
             { QStringLiteral("-o"), QStringLiteral("t.pdf"), QStringLiteral("--page"),
               QStringLiteral("a3") }),
        tree(8, QStringLiteral("backtracking"),
             { QStringLiteral("--profile"), QStringLiteral("--page"), QStringLiteral("a4") }),
        tree(8, QStringLiteral("backtracking"),
             { QStringLiteral("--profile"), QStringLiteral("--depth"), QStringLiteral("0") }),
        tree(40, QStringLiteral("backtracking"), { QStringLiteral("--profile") }),
    };
    for (const QStringList &args : bad) {
        r = run(args);
        QVERIFY2(r.status == 2, qPrintable(args.join(u' ') + QStringLiteral(": ") + r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
    }
    // --first: the tree up to the first solution.
    r = run(tree(8, QStringLiteral("backtracking"),
                 { QStringLiteral("--first"), QStringLiteral("--profile") }));
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.split(u'\n', Qt::SkipEmptyParts).last().endsWith(QStringLiteral("\t1")));
    QVERIFY(run(tree(8, QStringLiteral("backtracking"), { QStringLiteral("--help") }))
                .out.contains(QStringLiteral("--profile")));
}

void TestCliTree::treesPastTheCapAreRefusedFirst()
{
    // Past 100,000,000 nodes: refused from the size known (brute force: 10^0 + ... + 10^10) or
    // estimated (Knuth), before any work, with the size (they ran 40 and 85 s before).
    struct Case
    {
        QStringList args;
        QString said;
    };
    const Case cases[] = {
        { tree(16, QStringLiteral("backtracking"), { QStringLiteral("--profile") }),
          QStringLiteral("has about 1,1") },
        { tree(32, QStringLiteral("bitmask"), { QStringLiteral("--profile") }),
          QStringLiteral("has about ") },
        { tree(10, QStringLiteral("brute-force"), { QStringLiteral("--profile") }),
          QStringLiteral("has 11,111,111,111 nodes") },
    };
    for (const Case &c : cases) {
        const Run r = run(c.args);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(c.said) && r.err.contains(QStringLiteral("100,000,000")),
                 qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestCliTree)
#include "tst_clitree.moc"
