// SPDX-License-Identifier: GPL-3.0-or-later
// `nqueens quiz`: the same options ask the same questions; answers read from standard input are
// judged right, wrong or skipped as the run shows; the CSV has the documented columns and one
// row per answer, read back with Python's csv module; bad input changes nothing.
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int status = -1;
    QString out, err;
};

Run quiz(const QStringList &args, const QByteArray &input)
{
    QProcess p;
    p.start(QStringLiteral(NQUEENS_BIN), QStringList { QStringLiteral("quiz") } + args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

} // namespace

class TestQuiz : public QObject
{
    Q_OBJECT
private slots:
    void theSameOptionsAskTheSameQuestions();
    void answersAreJudgedAndWrittenAsCsv();
    void badInputChangesNothing();
    void aKilledQuizKeepsItsAnswers();
    void theBoardSaysWhatItsMarksMean();
};

void TestQuiz::theSameOptionsAskTheSameQuestions()
{
    const QStringList args { QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("7") };
    const Run first = quiz(args, {});
    const Run second = quiz(args, {});
    QCOMPARE(first.status, 0);
    QCOMPARE(first.out, second.out);
    QVERIFY2(first.out.contains(QStringLiteral("Step 1, question 1:")), qPrintable(first.out));
    QVERIFY(first.out.contains(QStringLiteral("Where will the next queen go?")));
    QVERIFY(first.out.contains(QStringLiteral("Asked 0, right 0")));
    // Another seed asks at other steps.
    const Run other = quiz({ QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("8"),
                             QStringLiteral("--every"), QStringLiteral("5") },
                           "skip\nskip\nskip\n");
    QCOMPARE(other.status, 0);
    QVERIFY(other.out != first.out);
}

void TestQuiz::answersAreJudgedAndWrittenAsCsv()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("answers.csv"));
    // 6 x 6 backtracking, seed 7: the first queen goes on (1, 1); (2, 1) is attacked by it, so
    // "no" is wrong; testing (2, 1) then is a conflict. A line that is no answer is asked again.
    const Run r = quiz({ QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("7"),
                         QStringLiteral("--csv"), csv },
                       "1,1\nno\nmaybe\nc\nskip\nquit\n");
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Right! The next queen goes on row 1, column 1")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("Not quite: you said no. The queen on row 1, column 1 "
                                          "attacks row 2, column 1.")));
    QVERIFY(r.out.contains(QStringLiteral("That is not an answer here")));
    QVERIFY(r.out.contains(QStringLiteral("Right! A conflict")));
    QVERIFY(r.out.contains(QStringLiteral("Skipped: it counts as asked and not right, and the "
                                          "streak starts again.")));
    QVERIFY(r.out.contains(QStringLiteral("Asked 4, right 2, best streak 1.")));
    // A wrong square is explained as well as the right one.
    const Run wrong = quiz({ QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("7") },
                           "2,1\nquit\n");
    QVERIFY2(wrong.out.contains(QStringLiteral("Not quite: you said row 2, column 1. That square "
                                               "is free, but the search puts a queen in row 1 "
                                               "first. The next queen goes on row 1, column 1")),
             qPrintable(wrong.out));

    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "no python3");
    QProcess py;
    py.start(python,
             { QStringLiteral("-c"),
               QStringLiteral("import csv, sys\n"
                              "rows = list(csv.DictReader(open(sys.argv[1], "
                              "encoding='utf-8', newline='')))\n"
                              "print(len(rows))\n"
                              "print(','.join(rows[0].keys()))\n"
                              "for r in rows: print(r['step'], r['question_kind'], "
                              "r['answer'], '|', r['right_answer'], r['result'])\n"),
               csv });
    QVERIFY(py.waitForFinished(30000));
    QCOMPARE(py.exitCode(), 0);
    const QStringList lines = QString::fromUtf8(py.readAllStandardOutput()).split(u'\n');
    QCOMPARE(lines.value(0), QStringLiteral("4"));
    QCOMPARE(lines.value(1),
             QStringLiteral("time,mode,algorithm,size,seed,step,question_kind,"
                            "question,answer,right_answer,accepted_answers,result"));
    QCOMPARE(lines.value(2),
             QStringLiteral("1 next-queen row 1, column 1 | row 1, column 1 right"));
    QCOMPARE(lines.value(3),
             QStringLiteral("3 attacked no | yes, the queen on row 1, column 1 wrong"));
    QCOMPARE(lines.value(4), QStringLiteral("4 what-next a conflict | a conflict right"));
    QVERIFY2(lines.value(5).endsWith(QStringLiteral("skipped")), qPrintable(lines.value(5)));
}

void TestQuiz::badInputChangesNothing()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("kept.csv"));
    QFile kept(csv);
    QVERIFY(kept.open(QIODevice::WriteOnly));
    kept.write("mine\n");
    kept.close();
    const struct
    {
        QStringList args;
        QString said;
    } cases[] = {
        { { QStringLiteral("3") }, QStringLiteral("from 4 to 16") },
        { { QStringLiteral("6"), QStringLiteral("--algorithm"), QStringLiteral("quick") },
          QStringLiteral("unknown algorithm 'quick'") },
        { { QStringLiteral("6"), QStringLiteral("--questions"), QStringLiteral("free-columns") },
          QStringLiteral("'free-columns' is not asked of backtracking; it asks next-queen, "
                         "attacked, what-next, back-to-row") },
        { { QStringLiteral("6"), QStringLiteral("--every"), QStringLiteral("0") },
          QStringLiteral("--every must be a whole number from 1 to 1000, not '0'") },
        { { QStringLiteral("6"), QStringLiteral("--csv"), csv, QStringLiteral("--seed"),
            QStringLiteral("x") },
          QStringLiteral("--seed must be a whole number") },
    };
    for (const auto &c : cases) {
        const Run r = quiz(c.args, "1,1\n");
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(c.said), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("mine\n"));
    // A CSV that cannot be written: status 1 and the reason, after the quiz.
    const Run r = quiz({ QStringLiteral("6"), QStringLiteral("--csv"),
                         dir.filePath(QStringLiteral("no/such/dir/a.csv")) },
                       "quit\n");
    QCOMPARE(r.status, 1);
    QVERIFY2(r.err.contains(QStringLiteral("Cannot write")), qPrintable(r.err));
}

// The answers' file is written after each answer: a quiz killed in the middle keeps them.
void TestQuiz::aKilledQuizKeepsItsAnswers()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("answers.csv"));
    QProcess p;
    p.start(QStringLiteral(NQUEENS_BIN),
            { QStringLiteral("quiz"), QStringLiteral("6"), QStringLiteral("--seed"),
              QStringLiteral("7"), QStringLiteral("--csv"), csv });
    QVERIFY(p.waitForStarted());
    // The file is there, with its header, before the first question is answered.
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(csv).size() > 0, 20000);
    p.write("1,1\nno\n");
    const auto rows = [&] {
        QFile f(csv);
        return f.open(QIODevice::ReadOnly) ? f.readAll().count('\n') : 0;
    };
    QTRY_COMPARE_WITH_TIMEOUT(rows(), 3, 20000); // the header and two answers
    p.kill(); // SIGKILL: no chance to write anything more
    QVERIFY(p.waitForFinished(20000));
    QCOMPARE(rows(), 3);
}

// The terminal's board has a legend for its marks, and a square off the board is called so.
void TestQuiz::theBoardSaysWhatItsMarksMean()
{
    const Run r = quiz({ QStringLiteral("6"), QStringLiteral("--seed"), QStringLiteral("7") },
                       "9,9\nquit\n");
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Q a queen, . an empty square, ? the square asked "
                                           "about, * the square tested last")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("9,9 is off the board: rows and columns go from 1 to "
                                           "6.")),
             qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
