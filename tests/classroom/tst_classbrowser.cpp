// SPDX-License-Identifier: GPL-3.0-or-later
// The acceptance of a class session with a real student's page: the window runs the session
// (on the loopback) as the teacher does, and tests/web/check_class.py is a student in headless
// Chromium on a 360 x 740 phone. Each side waits for the other a line at a time: the page
// joins and shows the teacher's board, answers "where will the next queen go" wrong on the
// board, sees the votes, sleeps and comes back with its vote, answers right in the second
// round, and reads the verdict after Reveal, in English and Japanese; the CSV has its two
// rounds. Every wait is bounded.
#include "actions/actionset.h"
#include "classroom/classcontroller.h"
#include "platform/startupoptions.h"
#include "playback/stepplayer.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nq;
using namespace Qt::StringLiterals;

class TestClassBrowser : public QObject
{
    Q_OBJECT

    QProcess m_student;

    /// The student's next line (its "fail: …" fails the test), within `ms`.
    QString next(int ms = 60000)
    {
        if (!QTest::qWaitFor([&] { return m_student.canReadLine(); }, ms))
            return QStringLiteral("(nothing: %1)")
                .arg(QString::fromUtf8(m_student.readAllStandardError()).right(2000));
        return QString::fromUtf8(m_student.readLine()).trimmed();
    }
    void tell(const QString &line) { m_student.write((line + u'\n').toUtf8()); }

private Q_SLOTS:
    void aStudentOnAPhoneVotesTwice()
    {
        QTemporaryDir dir;
        MainWindow window(StartupOptions {}, dir.filePath(QStringLiteral("settings.ini")));
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setup(AlgorithmId::Backtracking, 8, SolveMode::All);
        StepPlayer *player = window.player();
        ClassController *c = window.classroom();
        QAction *forward = window.actions()->action(ActionId::StepForward);
        for (int i = 0; i < 10; ++i) {
            forward->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(player->position(), qint64(i + 1), 5000);
        }
        ClassController::Choices choices;
        choices.address = QStringLiteral("127.0.0.1");
        QSignalSpy listening(c, &ClassController::listening);
        QVERIFY(c->start(choices));
        QVERIFY(listening.wait(5000));

        m_student.setProcessChannelMode(QProcess::SeparateChannels);
        m_student.start(
            QStringLiteral("/usr/bin/python3"),
            { QStringLiteral(NQ_SOURCE_DIR "/tests/web/check_class.py"), c->joinUrl().toString() });
        QVERIFY(m_student.waitForStarted(10000));
        QCOMPARE(next(), QStringLiteral("joined"));
        QTRY_COMPARE_WITH_TIMEOUT(c->counts().joined, 1, 5000);

        // Asked where it can be: the run steps on to the next step where it is asked.
        const qint64 before = player->position();
        window.actions()->action(ActionId::AskClass)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->question().has_value(), 10000);
        QVERIFY(player->position() > before); // (not at the tenth step: a queen is tested there)
        QVERIFY(c->question());
        const Square right = c->question()->right.square;
        QStringList queens;
        const PlayState &state = player->state();
        for (int r = 0; r < state.n; ++r) {
            if (state.model.columnOf(r) >= 0)
                queens << QStringLiteral("%1,%2").arg(r).arg(state.model.columnOf(r));
        }
        const QString rightKey = QStringLiteral("%1,%2").arg(right.row).arg(right.col);
        const QString wrongKey = QStringLiteral("%1,%2").arg(right.row).arg((right.col + 1) % 8);
        tell(QStringLiteral("asked %1 %2 %3").arg(queens.join(u';'), rightKey, wrongKey));
        QCOMPARE(next(), QStringLiteral("voted"));
        QTRY_COMPARE_WITH_TIMEOUT(c->counts().answered[0], 1, 5000);

        window.actions()->action(ActionId::ShowVotes)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->counts().shown[0], 5000);
        tell(QStringLiteral("shown"));
        QCOMPARE(next(), QStringLiteral("back"));
        QCOMPARE(c->counts().joined, 1); // the same student, come back

        window.actions()->action(ActionId::VoteAgain)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->counts().round == 2, 5000);
        tell(QStringLiteral("again"));
        QCOMPARE(next(), QStringLiteral("voted"));
        QTRY_COMPARE_WITH_TIMEOUT(c->counts().answered[1], 1, 5000);
        window.actions()->action(ActionId::ShowVotes)->trigger();
        window.actions()->action(ActionId::Reveal)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->counts().revealed, 5000);
        tell(QStringLiteral("revealed"));
        QCOMPARE(next(), QStringLiteral("done"));
        QVERIFY(m_student.waitForFinished(30000));
        QCOMPARE(m_student.exitCode(), 0);

        // The results: Dee, wrong then right.
        const QString csvPath = dir.filePath(QStringLiteral("class.csv"));
        // Written once the results from the server's thread hold the second round.
        QStringList lines;
        const auto written = [&] {
            QString error;
            if (!c->exportResults(csvPath, &error))
                return false;
            QFile csv(csvPath);
            if (!csv.open(QIODevice::ReadOnly))
                return false;
            lines = QString::fromUtf8(csv.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts);
            return lines.size() == 2 && lines[1].contains(u",right,"_s);
        };
        QTRY_VERIFY_WITH_TIMEOUT(written(), 5000);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[1].startsWith(u"Dee,1,"_s), qPrintable(lines[1]));
        QVERIFY2(lines[1].indexOf(u",wrong,"_s) >= 0
                     && lines[1].indexOf(u",wrong,"_s) < lines[1].indexOf(u",right,"_s),
                 qPrintable(lines[1]));
        c->stop();
    }

    void cleanup()
    {
        if (m_student.state() != QProcess::NotRunning) {
            m_student.kill();
            m_student.waitForFinished(5000);
        }
    }
};

QTEST_MAIN(TestClassBrowser)
#include "tst_classbrowser.moc"
