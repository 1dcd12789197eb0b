// SPDX-License-Identifier: GPL-3.0-or-later
// `nqueens lesson check` and `nqueens lesson render`: the examples pass; every problem of a bad
// lesson is a line naming the file and the scene, with status 2; the handout holds every scene
// with its note in the language asked for and its step's caption.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run
{
    int status = -1;
    QString out, err;
};

Run nqueens(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(NQUEENS_BIN), args);
    if (!p.waitForFinished(120000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

QString example(const char *name)
{
    return QStringLiteral(LESSONS_DIR "/%1.nqlesson").arg(QLatin1StringView(name));
}

} // namespace

class TestLessonCli : public QObject
{
    Q_OBJECT
private slots:
    void examplesPass()
    {
        const Run r = nqueens({ QStringLiteral("lesson"), QStringLiteral("check"),
                                example("backtracking-4x4"), example("symmetry-8x8"),
                                example("domination-8x8") });
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("backtracking-4x4.nqlesson: 4 scenes")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("symmetry-8x8.nqlesson: 3 scenes")));
        QVERIFY(r.out.contains(QStringLiteral("domination-8x8.nqlesson: 3 scenes")));
    }

    void problemsAreOneLineEach()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.nqlesson"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"nqueens-lesson","version":1,"scenes":[
            {"setup":{"algorithm":"backtracking","size":4},"position":{"kind":"step","step":60}},
            {"setup":{"algorithm":"backtracking","size":4},"position":{"kind":"step","step":900}},
            {"setup":{"algorithm":"bitmask","size":8},
             "position":{"kind":"browser","queens":"1 2 3 4 5 6 7 8"}},
            {"setup":{"algorithm":"bitmask","size":8},
             "position":{"kind":"browser","queens":"1 5 8 6 3 7 2 4",
                         "filter":{"symmetry":"half-turn"}}}]})");
        f.close();
        const Run r = nqueens({ QStringLiteral("lesson"), QStringLiteral("check"), path });
        QCOMPARE(r.status, 2);
        const QStringList lines = r.err.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].contains(QStringLiteral("bad.nqlesson: scene 2: step 900 is past the "
                                                  "end of its run, which ends at step 139")),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].contains(QStringLiteral("scene 3: the board picked is not a solution")),
                 qPrintable(lines[1]));
        QVERIFY2(lines[2].contains(QStringLiteral("scene 4: the browser's filter")),
                 qPrintable(lines[2]));

        // A file that is not a lesson: one line, status 2, and the render refuses it too.
        QFile damaged(dir.filePath(QStringLiteral("damaged.nqlesson")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\":\"nqueens-lesson\",\"vers");
        damaged.close();
        const Run d
            = nqueens({ QStringLiteral("lesson"), QStringLiteral("check"), damaged.fileName() });
        QCOMPARE(d.status, 2);
        QVERIFY2(d.err.startsWith(QStringLiteral("nqueens: Cannot open the lesson ")),
                 qPrintable(d.err));
        QCOMPARE(d.err.count(u'\n'), 1);
        const Run dr
            = nqueens({ QStringLiteral("lesson"), QStringLiteral("render"), damaged.fileName(),
                        QStringLiteral("-o"), dir.filePath(QStringLiteral("x.pdf")) });
        QCOMPARE(dr.status, 2);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.pdf"))));
        const Run unknown = nqueens({ QStringLiteral("lesson"), QStringLiteral("print") });
        QCOMPARE(unknown.status, 2);
        QVERIFY(
            unknown.err.contains(QStringLiteral("lesson can check, render or web, not 'print'")));
    }

    void renderDrawsEveryScene()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("scenes"));
        const Run r = nqueens({ QStringLiteral("lesson"), QStringLiteral("render"),
                                example("backtracking-4x4"), QStringLiteral("-o"), folder,
                                QStringLiteral("--size"), QStringLiteral("400") });
        QCOMPARE(r.status, 0);
        QCOMPARE(QDir(folder).entryList(QDir::Files),
                 QStringList({ QStringLiteral("scene-01.png"), QStringLiteral("scene-02.png"),
                               QStringLiteral("scene-03.png"), QStringLiteral("scene-04.png") }));
        const QImage first(QDir(folder).filePath(QStringLiteral("scene-01.png")));
        const QImage last(QDir(folder).filePath(QStringLiteral("scene-04.png")));
        QCOMPARE(first.width(), 400);
        QVERIFY(first != last); // the empty board, and the first solution

        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils, which scripts/setup installs) is missing");
        // A handout entirely in its language (headings, steps, the board's size; only numbers
        // are not words), with boards of at least 5 cm.
        for (const char *language : { "ja", "zh_CN" }) {
            const QString pdf
                = dir.filePath(QStringLiteral("handout-%1.pdf").arg(QLatin1StringView(language)));
            const Run j = nqueens({ QStringLiteral("lesson"), QStringLiteral("render"),
                                    example("backtracking-4x4"), QStringLiteral("-o"), pdf,
                                    QStringLiteral("--language"), QString::fromLatin1(language) });
            QCOMPARE(j.status, 0);
            QProcess text;
            text.start(pdftotext, { pdf, QStringLiteral("-") });
            QVERIFY(text.waitForFinished(30000));
            const QString words = QString::fromUtf8(text.readAllStandardOutput()).simplified();
            const QRegularExpression latin(QStringLiteral("[A-Za-z]{2,}"));
            QVERIFY2(!latin.match(words).hasMatch(),
                     qPrintable(latin.match(words).captured() + QStringLiteral(" in: ") + words));
            // (poppler gives some ideographs back as their Kangxi radicals: NFKC maps them.)
            QString joined = words.normalized(QString::NormalizationForm_KC);
            joined.remove(u' ');
            if (QLatin1StringView(language) == u"ja") {
                QVERIFY2(words.contains(QStringLiteral("4 × 4 のバックトラック")),
                         qPrintable(words));
                QVERIFY2(joined.contains(QStringLiteral("最初の行き止まり")), qPrintable(words));
                QVERIFY2(joined.contains(QStringLiteral("ステップ57")), qPrintable(words));
                QVERIFY2(joined.contains(QStringLiteral("ステップ16")), qPrintable(words));
            } else {
                QVERIFY2(joined.contains(QStringLiteral("第57步")), qPrintable(words));
            }
            // "4 × 4" is never split, and no line starts with a comma or a full stop.
            QProcess lines;
            lines.start(pdftotext, { QStringLiteral("-layout"), pdf, QStringLiteral("-") });
            QVERIFY(lines.waitForFinished(30000));
            for (const QString &line : QString::fromUtf8(lines.readAllStandardOutput())
                                           .split(u'\n', Qt::SkipEmptyParts)) {
                const QString t = line.trimmed();
                QVERIFY2(!t.startsWith(u'、') && !t.startsWith(u'。') && !t.startsWith(u'，'),
                         qPrintable(t));
                QVERIFY2(!t.endsWith(QStringLiteral("4 ×")), qPrintable(t));
            }
            // The boards' side, measured on the page drawn at 72 dpi (a pixel a point): the
            // longest run of ink along a row is a board's edge.
            const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
            QVERIFY(!pdftoppm.isEmpty());
            const QString stem
                = dir.filePath(QStringLiteral("page-%1").arg(QLatin1StringView(language)));
            QProcess draw;
            draw.start(pdftoppm,
                       { QStringLiteral("-r"), QStringLiteral("72"), QStringLiteral("-png"),
                         QStringLiteral("-singlefile"), pdf, stem });
            QVERIFY(draw.waitForFinished(30000));
            const QImage page(stem + QStringLiteral(".png"));
            QVERIFY(!page.isNull());
            int longest = 0;
            for (int y = 0; y < page.height(); ++y) {
                int run = 0;
                for (int x = 0; x < page.width(); ++x) {
                    run = qGray(page.pixel(x, y)) < 230 ? run + 1 : 0;
                    longest = std::max(longest, run);
                }
            }
            const double cm = longest / 72.0 * 2.54;
            qInfo("%s: boards of %.1f cm", language, cm);
            QVERIFY2(cm >= 5.0, qPrintable(QString::number(cm)));
        }
    }
};

QTEST_GUILESS_MAIN(TestLessonCli)
#include "tst_lessoncli.moc"
