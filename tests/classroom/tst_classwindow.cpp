// SPDX-License-Identifier: GPL-3.0-or-later
// A class session run from the window, as a teacher runs it, with three students' pages on the
// loopback (real WebSockets): the join address in the QR code (read back by zbarimg), the
// teacher's board on every page, "where will the next queen go" asked, voted differently,
// shown on the chart and the board, voted again, revealed (the right square ringed), the
// results in the dock and the CSV, the run going on, and the session ended with its port
// closed. And nqueens-studio --class [PORT] saying where it listens.
#include "actions/actionset.h"
#include "classroom/classcontroller.h"
#include "classroom/classdock.h"
#include "classroom/voteoverlay.h"
#include "classroom/voteschart.h"
#include "classsession.h"
#include "classstudent.h"
#include "lesson.h"
#include "lessons/scenestage.h"
#include "platform/startupoptions.h"
#include "playback/stepplayer.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFontInfo>
#include <QJsonArray>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace nq;
using nqtest::Student;

class TestClassWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;

    ClassController *classroom() const { return m_window->classroom(); }
    QAction *action(ActionId id) const { return m_window->actions()->action(id); }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<MainWindow>(StartupOptions {},
                                                m_dir->filePath(QStringLiteral("settings.ini")));
        m_window->resize(1280, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->setup(AlgorithmId::Backtracking, 8, SolveMode::All);
    }
    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    void aClassVotesTwiceAndSeesTheAnswer()
    {
        StepPlayer *player = m_window->player();
        ClassController *c = classroom();
        QVERIFY(!action(ActionId::AskClass)->isEnabled()); // no session yet
        ClassController::Choices choices;
        choices.address = QStringLiteral("127.0.0.1");
        QSignalSpy listening(c, &ClassController::listening);
        QVERIFY(c->start(choices));
        QVERIFY(listening.wait(5000));
        const QUrl join = c->joinUrl();
        QCOMPARE(join.host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(join.fragment(), c->code());
        const auto port = quint16(join.port());
        QVERIFY(action(ActionId::AskClass)->isEnabled());

        // The dock: the code in large figures, and a QR code that reads back as the address.
        ClassDock *dock = m_window->classDock();
        QCOMPARE(dock->codeLabel()->text().remove(QChar(0x2009)), c->code());
        const QString zbar = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
        QVERIFY2(!zbar.isEmpty(), "zbarimg (zbar-tools) is installed by scripts/setup");
        const QString qrFile = m_dir->filePath(QStringLiteral("qr.png"));
        QVERIFY(dock->qrLabel()->pixmap().toImage().save(qrFile));
        QProcess read;
        read.start(zbar, { QStringLiteral("--raw"), QStringLiteral("-q"), qrFile });
        QVERIFY(read.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(read.readAllStandardOutput()).trimmed(), join.toString());

        // Step on to where a queen was put and the search goes on (the tenth step).
        for (int i = 0; i < 10; ++i) {
            action(ActionId::StepForward)->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(player->position(), qint64(i + 1), 5000);
        }

        // Three students join and see the teacher's board.
        std::vector<std::unique_ptr<Student>> students;
        for (const QString &nick :
             { QStringLiteral("Ann"), QStringLiteral("Bo"), QStringLiteral("Cy") }) {
            students.push_back(std::make_unique<Student>(port));
            QVERIFY(students.back()->waitOpen());
            students.back()->join(c->code(), nick);
            QCOMPARE(students.back()->heard(u"welcome"_s).value(u"nick"_s).toString(), nick);
        }
        QTRY_COMPARE_WITH_TIMEOUT(c->counts().joined, 3, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(dock->countsLabel()->isVisible(), 5000);
        const PlayState &state = player->state();
        for (auto &s : students) {
            QTRY_VERIFY_WITH_TIMEOUT(s->heard(u"step"_s).value(u"s"_s).toString()
                                         == QString::number(state.position),
                                     5000);
            const QJsonArray queens
                = s->heard(u"step"_s).value(u"board"_s).toObject().value(u"q"_s).toArray();
            QCOMPARE(queens.size(), qsizetype(state.model.queenCount()));
        }

        // "Where will the next queen go?", at the first step from here where it can be asked.
        QCOMPARE(dock->kinds()->currentIndex(), 0);
        // Asked where it can be: the run steps on to the next step where it is asked.
        const qint64 before = player->position();
        action(ActionId::AskClass)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->question().has_value(), 10000);
        QVERIFY(player->position() > before); // (not at the tenth step: a queen is tested there)
        QVERIFY(c->question());
        QCOMPARE(c->question()->kind, QuestionKind::NextQueen);
        const Square right = c->question()->right.square;
        QStringList rightKeys;
        QJsonObject asked;
        for (auto &s : students) {
            asked = s->heard(u"ask"_s);
            QCOMPARE(asked.value(u"q"_s).toInt(), 1);
        }
        for (const QJsonValue &k :
             asked.value(u"question"_s).toObject().value(u"right"_s).toArray())
            rightKeys << k.toString();
        const QString rightKey = QStringLiteral("%1,%2").arg(right.row).arg(right.col);
        QVERIFY2(rightKeys.contains(rightKey), qPrintable(rightKeys.join(u' ')));
        // Two wrong squares: in the answer's row, the columns either side of it.
        const QString wrong1 = QStringLiteral("%1,%2").arg(right.row).arg((right.col + 1) % 8);
        const QString wrong2 = QStringLiteral("%1,%2").arg(right.row).arg((right.col + 2) % 8);
        QVERIFY(!rightKeys.contains(wrong1) && !rightKeys.contains(wrong2));

        // Round one: Ann right, Bo and Cy wrong; not shown on the projector until asked.
        students[0]->vote(1, 1, rightKey);
        students[1]->vote(1, 1, wrong1);
        students[2]->vote(1, 1, wrong2);
        QTRY_COMPARE_WITH_TIMEOUT(c->counts().answered[0], 3, 5000);
        QVERIFY(!dock->chart()->isVisible());
        QCOMPARE(c->overlay()->votesAt(right.row, right.col), 0);
        QVERIFY(action(ActionId::ShowVotes)->isEnabled());
        action(ActionId::ShowVotes)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->counts().shown[0] && dock->chart()->isVisible(), 5000);
        QCOMPARE(dock->chart()->shown().size(), std::size_t(1));
        QCOMPARE(dock->chart()->shown()[0], (std::vector<int> { 1, 1, 1 }));
        QCOMPARE(c->overlay()->votesAt(right.row, right.col), 1);
        QCOMPARE(c->overlay()->votesAt(right.row, (right.col + 1) % 8), 1);

        // Discuss and vote again: two come round to the right square.
        action(ActionId::VoteAgain)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->counts().round == 2 && c->counts().open, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!dock->chart()->isVisible(), 5000); // hidden until shown
        students[0]->vote(1, 2, rightKey);
        students[1]->vote(1, 2, rightKey);
        students[2]->vote(1, 2, wrong2);
        QTRY_COMPARE_WITH_TIMEOUT(c->counts().answered[1], 3, 5000);
        action(ActionId::ShowVotes)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(dock->chart()->shown().size() == 2, 5000);
        QCOMPARE(c->overlay()->votesAt(right.row, right.col), 2);

        // Reveal: the right square ringed, every page told.
        action(ActionId::Reveal)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->counts().revealed, 5000);
        const auto &ringed = c->overlay()->ringed();
        QVERIFY(std::find(ringed.begin(), ringed.end(), std::pair(right.row, right.col))
                != ringed.end());
        for (auto &s : students)
            QTRY_VERIFY_WITH_TIMEOUT(s->heard(u"ask"_s).value(u"revealed"_s).toBool(), 5000);

        // The results: three students, two rounds, in the dock and in the CSV.
        QTRY_COMPARE_WITH_TIMEOUT(dock->results()->rowCount(), 3, 5000);
        QVERIFY(action(ActionId::ExportClassResults)->isEnabled());
        const QString csvPath = m_dir->filePath(QStringLiteral("class.csv"));
        // The results come from the server's thread a moment after the last vote: written once
        // they hold the second round.
        QStringList lines;
        const auto written = [&] {
            QString error;
            if (!c->exportResults(csvPath, &error))
                return false;
            QFile csv(csvPath);
            if (!csv.open(QIODevice::ReadOnly))
                return false;
            lines = QString::fromUtf8(csv.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts);
            return lines.size() == 4 && lines[2].contains(u",right,"_s);
        };
        QTRY_VERIFY_WITH_TIMEOUT(written(), 5000);
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines[0].startsWith(u"nickname,question,step,question_kind,question_text,"
                                    "first_answer,first_result,first_seconds,second_answer,"
                                    "second_result,second_seconds,right_answer"_s));
        QVERIFY2(lines[1].startsWith(u"Ann,1,"_s) && lines[1].contains(u",right,"_s),
                 qPrintable(lines[1]));
        QVERIFY(lines[2].startsWith(u"Bo,1,"_s));
        QVERIFY2(lines[2].contains(u"next-queen"_s), qPrintable(lines[2]));
        QVERIFY2(lines[2].indexOf(u",wrong,"_s) < lines[2].indexOf(u",right,"_s),
                 qPrintable(lines[2]));
        QVERIFY2(lines[3].startsWith(u"Cy,1,"_s) && !lines[3].contains(u",right,"_s),
                 qPrintable(lines[3]));

        // The run goes on: the board's votes go with the step.
        action(ActionId::StepForward)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(c->overlay()->isEmpty(), 5000);

        // Ending the session closes every page and the port.
        action(ActionId::ClassSession)->trigger();
        QVERIFY(!c->isRunning());
        for (auto &s : students)
            QTRY_VERIFY_WITH_TIMEOUT(s->isClosed(), 5000);
        QTcpSocket probe;
        probe.connectToHost(QStringLiteral("127.0.0.1"), port);
        QVERIFY(!probe.waitForConnected(2000));
        QVERIFY(!action(ActionId::AskClass)->isEnabled());
    }

    void onTheWallTheCodeTakesTheDataPlace()
    {
        ClassController *c = classroom();
        auto *classDock = m_window->findChild<QDockWidget *>(QStringLiteral("classDock"));
        auto *dataDock = m_window->findChild<QDockWidget *>(QStringLiteral("dataDock"));
        action(ActionId::Present)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(dataDock->isVisible() && !classDock->isVisible(), 5000);
        ClassController::Choices choices;
        choices.address = QStringLiteral("127.0.0.1");
        QSignalSpy listening(c, &ClassController::listening);
        QVERIFY(c->start(choices));
        QVERIFY(listening.wait(5000));
        // The Class dock in the column, the code in sight, larger than the column's text.
        QTRY_VERIFY_WITH_TIMEOUT(classDock->isVisible() && !dataDock->isVisible(), 5000);
        QLabel *code = m_window->classDock()->codeLabel();
        QTRY_VERIFY_WITH_TIMEOUT(!code->visibleRegion().isEmpty(), 5000);
        QVERIFY(QFontInfo(code->font()).pixelSize()
                >= 2 * QFontInfo(m_window->font()).pixelSize() - 1);
        QVERIFY(!m_window->classDock()->qrLabel()->visibleRegion().isEmpty());
        const QRect shown(code->mapTo(m_window.get(), QPoint(0, 0)), code->size());
        QVERIFY2(m_window->rect().contains(shown.topLeft()), "the code is on the screen");
        // The session ends: the data come back in its place.
        action(ActionId::ClassSession)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(dataDock->isVisible() && !classDock->isVisible(), 5000);
        action(ActionId::Present)->trigger();
        // A session started at the desk, then the wall: the same.
        QSignalSpy again(c, &ClassController::listening);
        QVERIFY(c->start(choices));
        QVERIFY(again.wait(5000));
        action(ActionId::Present)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(classDock->isVisible() && !dataDock->isVisible(), 5000);
        QTest::qWait(300); // nothing shows the data again after the layout
        QVERIFY(!dataDock->isVisible());
        action(ActionId::Present)->trigger();
        c->stop();
    }

    void aLessonSceneAsksTheClass()
    {
        ClassController *c = classroom();
        LessonScene scene;
        scene.setup.run.algorithm = AlgorithmId::Backtracking;
        scene.setup.run.problem = Problem::nonAttacking(6);
        scene.setup.askClass = QuestionKind::NextQueen;
        // No session: the scene is shown, nothing is asked.
        m_window->sceneStage()->apply(scene);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->player()->size(), 6, 5000);
        QVERIFY(!c->question());
        ClassController::Choices choices;
        choices.address = QStringLiteral("127.0.0.1");
        QSignalSpy listening(c, &ClassController::listening);
        QVERIFY(c->start(choices));
        QVERIFY(listening.wait(5000));
        Student ann(quint16(c->joinUrl().port()));
        QVERIFY(ann.waitOpen());
        ann.join(c->code(), QStringLiteral("Ann"));
        QVERIFY(!ann.token().isEmpty());
        // In a session the scene asks its question of the class at its step.
        m_window->sceneStage()->apply(scene);
        QTRY_VERIFY_WITH_TIMEOUT(c->question().has_value(), 5000);
        QCOMPARE(c->question()->kind, QuestionKind::NextQueen);
        const QJsonObject asked = ann.heard(u"ask"_s);
        QCOMPARE(asked.value(u"q"_s).toInt(), 1);
        QCOMPARE(asked.value(u"question"_s).toObject().value(u"kind"_s).toString(),
                 QStringLiteral("next-queen"));
        QCOMPARE(asked.value(u"question"_s).toObject().value(u"right"_s).toArray(),
                 QJsonArray { u"0,0"_s }); // the first queen of 6 x 6 backtracking
        c->stop();
    }

    void theSessionEndsWhenIdleOrWithTheWindow()
    {
        ClassController *c = classroom();
        ClassController::Choices choices;
        choices.address = QStringLiteral("127.0.0.1");
        choices.idleSeconds = 1;
        QSignalSpy running(c, &ClassController::runningChanged);
        QVERIFY(c->start(choices));
        QVERIFY(running.wait(5000));
        const auto port = quint16(c->joinUrl().port());
        // Nothing happens for a second: the session ends by itself and closes its port.
        QTRY_VERIFY_WITH_TIMEOUT(!c->isRunning(), 5000);
        QCOMPARE(running.constLast().at(0).toBool(), false);
        QTcpSocket probe;
        probe.connectToHost(QStringLiteral("127.0.0.1"), port);
        QVERIFY(!probe.waitForConnected(2000));

        // Closing the window ends a session too.
        choices.idleSeconds = 3600;
        QSignalSpy again(c, &ClassController::listening);
        QVERIFY(c->start(choices));
        QVERIFY(again.wait(5000));
        const auto second = quint16(c->joinUrl().port());
        Student ann(second);
        QVERIFY(ann.waitOpen());
        ann.join(c->code(), QStringLiteral("Ann"));
        QVERIFY(!ann.token().isEmpty());
        m_window.reset();
        QTRY_VERIFY_WITH_TIMEOUT(ann.isClosed(), 5000);
        QTcpSocket closed;
        closed.connectToHost(QStringLiteral("127.0.0.1"), second);
        QVERIFY(!closed.waitForConnected(2000));
    }

    void commandLineSaysWhereItListens()
    {
        // A free port, found and let go.
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            port = probe.serverPort();
        }
        QProcess studio;
        studio.setProcessEnvironment([&] {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       m_dir->filePath(QStringLiteral("config")));
            return env;
        }());
        studio.start(QStringLiteral(NQUEENS_STUDIO_BIN),
                     { QStringLiteral("--class"), QString::number(port), QStringLiteral("--size"),
                       QStringLiteral("6") });
        QVERIFY(studio.waitForStarted(10000));
        QVERIFY(QTest::qWaitFor([&] { return studio.canReadLine(); }, 20000));
        const QString line = QString::fromUtf8(studio.readLine()).trimmed();
        const QRegularExpressionMatch m
            = QRegularExpression(QStringLiteral("^class: (http://[^ ]+:(\\d+)/) code (\\d{6})$"))
                  .match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(2).toInt(), int(port));
        // The page it serves, from the loopback.
        QNetworkAccessManager net;
        QNetworkReply *reply
            = net.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port))));
        QVERIFY(QTest::qWaitFor([&] { return reply->isFinished(); }, 10000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        const QByteArray page = reply->readAll();
        QVERIFY(page.contains("<input id=\"code\"")); // the student's page: its join form
        QVERIFY(page.contains("connect-src 'self'")); // talking only to where it came from
        delete reply;
        studio.kill();
        QVERIFY(studio.waitForFinished(10000));

        // A port out of range is refused before any window opens.
        QProcess bad;
        bad.start(QStringLiteral(NQUEENS_STUDIO_BIN), { QStringLiteral("--class=99999") });
        QVERIFY(bad.waitForFinished(20000));
        QCOMPARE(bad.exitCode(), 2);
        QVERIFY(bad.readAllStandardError().contains("--class takes a port from 1 to 65535"));
    }
};

QTEST_MAIN(TestClassWindow)
#include "tst_classwindow.moc"
