// SPDX-License-Identifier: GPL-3.0-or-later
// The Code tab's listings are real programs: each C++ listing is compiled with the system's
// compiler and each Python listing run with python3, and what they print (every solution of
// 4 to 8, in order) is what the project's own algorithm finds. Their line maps cover every
// pseudocode line, and what a student copies carries no mark.
#include "codelisting.h"
#include "linekeys.h"
#include "playstate.h"
#include "sinks.h"
#include "solver.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

namespace {

// The covering sets of the project's own run, printed as the listing prints them: each set's
// squares in the order they were put.
QString expectedSets(const Problem &problem)
{
    RunOptions options;
    static_cast<Problem &>(options) = problem;
    PlayState state(Algorithms::domination(), problem.n);
    QString out;
    qint64 count = 0;
    StepSink sink { [&](const StepEvent &e) {
        state.apply(StoredEvent::from(e));
        if (e.kind != EventKind::Solution)
            return;
        ++count;
        QStringList squares;
        for (const Square &q : state.queens())
            squares << QStringLiteral("%1,%2").arg(q.row + 1).arg(q.col + 1);
        out += squares.join(u' ') + u'\n';
    } };
    runAlgorithm(AlgorithmId::Domination, sink, options);
    return out + QStringLiteral("%1 sets\n").arg(count);
}

// The solutions of the project's own run, printed as a listing prints them.
QString expectedOutput(AlgorithmId id, int n)
{
    RunOptions options;
    options.n = n;
    QString out;
    qint64 count = 0;
    StepSink sink { [&](const StepEvent &e) {
        if (e.kind != EventKind::Solution)
            return;
        ++count;
        QStringList cols;
        for (const int c : e.placement)
            cols << QString::number(c + 1);
        out += cols.join(u' ') + u'\n';
    } };
    runAlgorithm(id, sink, options);
    return out + QStringLiteral("%1 solutions\n").arg(count);
}

// The largest board each listing is run on: brute force tries n^n boards (Python slowly).
int largest(AlgorithmId id, CodeListing::Language language)
{
    if (id == AlgorithmId::BruteForce)
        return language == CodeListing::Language::Python ? 6 : 7;
    return 8;
}

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("FAILED: ") + QString::fromUtf8(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestListings : public QObject
{
    Q_OBJECT
private slots:
    void linesMapEveryPseudocodeLine_data();
    void linesMapEveryPseudocodeLine();
    void programsAgreeWithTheAlgorithm_data();
    void programsAgreeWithTheAlgorithm();
};

void TestListings::linesMapEveryPseudocodeLine_data()
{
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<int>("language");
    for (const AlgorithmId id : CodeListing::algorithms()) {
        for (const auto language : { CodeListing::Language::Cpp, CodeListing::Language::Python })
            QTest::addRow("%s %s", Algorithms::info(id).key, qPrintable(CodeListing::key(language)))
                << int(id) << int(language);
    }
}

void TestListings::linesMapEveryPseudocodeLine()
{
    QFETCH(int, algorithm);
    QFETCH(int, language);
    const auto id = AlgorithmId(algorithm);
    const std::optional<CodeListing> listing = CodeListing::of(id, CodeListing::Language(language));
    QVERIFY(listing);
    QVERIFY2(listing->unknownKeys().isEmpty(), qPrintable(listing->unknownKeys().join(u' ')));
    for (int line = 0; line < int(LineKeys::of(id).size()); ++line) {
        const int at = listing->lineOf(line);
        QVERIFY2(at >= 0, qPrintable(LineKeys::keyOf(id, line) + QStringLiteral(" unmapped")));
        QCOMPARE(listing->pseudocodeLineAt(at), line);
    }
    QVERIFY(!listing->text().contains(QStringLiteral(" @")));
    QVERIFY(listing->text().endsWith(u'\n'));
    QVERIFY(!CodeListing::of(AlgorithmId::MinConflicts, CodeListing::Language::Cpp));
}

void TestListings::programsAgreeWithTheAlgorithm_data()
{
    linesMapEveryPseudocodeLine_data();
}

void TestListings::programsAgreeWithTheAlgorithm()
{
    QFETCH(int, algorithm);
    QFETCH(int, language);
    const auto id = AlgorithmId(algorithm);
    const auto lang = CodeListing::Language(language);
    const std::optional<CodeListing> listing = CodeListing::of(id, lang);
    QVERIFY(listing);
    QTemporaryDir dir;
    const QString source = dir.filePath(listing->fileName());
    {
        QFile f(source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(listing->text().toUtf8());
    }
    QString program;
    QStringList prefix;
    if (lang == CodeListing::Language::Cpp) {
        const QString compiler = QStandardPaths::findExecutable(QStringLiteral("c++"));
        QVERIFY2(!compiler.isEmpty(), "no C++ compiler (build-essential)");
        program = dir.filePath(QStringLiteral("listing"));
        QProcess cc;
        cc.start(compiler,
                 { QStringLiteral("-std=c++17"), QStringLiteral("-O1"), QStringLiteral("-Wall"),
                   QStringLiteral("-Wextra"), QStringLiteral("-Werror"), source,
                   QStringLiteral("-o"), program });
        QVERIFY(cc.waitForFinished(120000));
        QVERIFY2(cc.exitCode() == 0, cc.readAllStandardError().constData());
    } else {
        program = QStandardPaths::findExecutable(QStringLiteral("python3"));
        QVERIFY2(!program.isEmpty(), "no python3");
        prefix << source;
    }
    if (id == AlgorithmId::Domination) {
        // The domination number of 4 to 8 (2, 3, 3, 4, 5 queens), and the independent variant.
        for (const Problem problem :
             { Problem::domination(4, 2), Problem::domination(5, 3), Problem::domination(6, 3),
               Problem::domination(7, 4), Problem::domination(8, 5),
               Problem::domination(5, 3, true), Problem::domination(6, 3, true) }) {
            QStringList args { QString::number(problem.n), QString::number(problem.queens) };
            if (problem.independent)
                args << QStringLiteral("independent");
            const QString got = run(program, prefix + args);
            const QString want = expectedSets(problem);
            QVERIFY2(got == want,
                     qPrintable(QStringLiteral("%1: %2 lines, the search's %3; %4")
                                    .arg(args.join(u' '))
                                    .arg(got.count(u'\n'))
                                    .arg(want.count(u'\n'))
                                    .arg(got.left(200))));
        }
        return;
    }
    for (int n = 4; n <= largest(id, lang); ++n) {
        const QString got = run(program, prefix + QStringList { QString::number(n) });
        const QString want = expectedOutput(id, n);
        QVERIFY2(got == want,
                 qPrintable(QStringLiteral("n = %1: %2 lines, the algorithm's %3; %4")
                                .arg(n)
                                .arg(got.count(u'\n'))
                                .arg(want.count(u'\n'))
                                .arg(got.left(200))));
    }
}

QTEST_GUILESS_MAIN(TestListings)
#include "tst_listings.moc"
