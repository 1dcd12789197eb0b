// SPDX-License-Identifier: GPL-3.0-or-later
// The class session's server with real WebSocket clients on the loopback: the page served and
// nothing else, the code and the lock-out, a page from elsewhere refused, oversize and
// malformed messages closing that connection only, a phone that drops mid-vote coming back
// with its votes, two rounds counted exactly, steps sent at most ten a second, and the session
// ending under load with its port closed. Every wait is bounded.
#include "classsession.h"
#include "classstudent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include <memory>

using namespace nq;
using nqtest::Student;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kPage = QByteArrayLiteral("<!DOCTYPE html><title>class</title>");

} // namespace

class TestClassServer : public QObject
{
    Q_OBJECT

    std::unique_ptr<ClassSession> m_session;
    quint16 m_port = 0;
    nq::ClassCounts m_counts;

    /// A session on the loopback at a free port; false when it did not listen within 5 s.
    bool open(int maxStudents = ClassRoom::kDefaultMaxStudents)
    {
        m_session = std::make_unique<ClassSession>(kPage, maxStudents);
        connect(m_session.get(), &ClassSession::countsChanged, this,
                [this](const ClassCounts &c) { m_counts = c; });
        QSignalSpy listening(m_session.get(), &ClassSession::listening);
        m_session->start(QStringLiteral("127.0.0.1"), 0);
        if (!listening.wait(5000))
            return false;
        m_port = quint16(m_session->url().port());
        return m_port != 0 && m_session->url().host() == u"127.0.0.1";
    }
    QByteArray get(const QString &path,
                   QNetworkAccessManager::Operation op = QNetworkAccessManager::GetOperation,
                   int *status = nullptr)
    {
        QNetworkAccessManager net;
        QNetworkRequest request(
            QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path)));
        QNetworkReply *reply = op == QNetworkAccessManager::GetOperation
            ? net.get(request)
            : net.post(request, QByteArrayLiteral("x"));
        if (!QTest::qWaitFor([&] { return reply->isFinished(); }, 5000))
            return {};
        if (status)
            *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->readAll();
        delete reply;
        return body;
    }

private Q_SLOTS:
    void cleanup() { m_session.reset(); }

    void servesThePageAndNothingElse()
    {
        QVERIFY(open());
        int status = 0;
        QCOMPARE(get(u"/"_s, QNetworkAccessManager::GetOperation, &status), kPage);
        QCOMPARE(status, 200);
        get(u"/../../etc/passwd"_s, QNetworkAccessManager::GetOperation, &status);
        QCOMPARE(status, 404);
        get(u"/favicon.ico"_s, QNetworkAccessManager::GetOperation, &status);
        QCOMPARE(status, 404);
        get(u"/"_s, QNetworkAccessManager::PostOperation, &status);
        QCOMPARE(status, 404);
    }

    void joinsWithTheCodeOnly()
    {
        QVERIFY(open());
        Student ann(m_port);
        QVERIFY(ann.waitOpen());
        ann.join(m_session->code(), u"Ann"_s);
        const QJsonObject welcome = ann.heard(u"welcome"_s);
        QCOMPARE(welcome.value(u"nick"_s).toString(), QStringLiteral("Ann"));
        QCOMPARE(welcome.value(u"token"_s).toString().size(), ClassMessage::kTokenDigits);
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.joined, 1, 5000);

        const QString wrong = m_session->code() == u"000000" ? u"000001"_s : u"000000"_s;
        Student eve(m_port);
        QVERIFY(eve.waitOpen());
        eve.join(wrong, u"Eve"_s);
        QCOMPARE(eve.heard(u"refused"_s).value(u"why"_s).toString(), QStringLiteral("code"));
        QTRY_VERIFY_WITH_TIMEOUT(eve.isClosed(), 5000);
        // Nine more wrong codes from the same address lock it out, the right code too.
        for (int k = 1; k < ClassRoom::kWrongCodes; ++k) {
            Student guess(m_port);
            QVERIFY(guess.waitOpen());
            guess.join(wrong, u"Eve"_s);
            QCOMPARE(guess.heard(u"refused"_s).value(u"why"_s).toString(), QStringLiteral("code"));
        }
        Student locked(m_port);
        QVERIFY(locked.waitOpen());
        locked.join(m_session->code(), u"Eve"_s);
        QCOMPARE(locked.heard(u"refused"_s).value(u"why"_s).toString(), QStringLiteral("locked"));
        QVERIFY(ann.isOpen());
        QCOMPARE(m_counts.joined, 1);
    }

    void aPageFromElsewhereIsRefused()
    {
        QVERIFY(open());
        Student other(m_port, QStringLiteral("http://evil.example"));
        QSignalSpy connected(&other.socket(), &QWebSocket::connected);
        QSignalSpy disconnected(&other.socket(), &QWebSocket::disconnected);
        QVERIFY(disconnected.wait(5000) || other.isClosed());
        QCOMPARE(connected.size(), 0); // the handshake was refused: never open
        Student none(m_port, QStringLiteral("")); // no Origin at all (not a browser's page)
        QTRY_VERIFY_WITH_TIMEOUT(none.isClosed(), 5000);
    }

    void aBadMessageClosesThatConnectionOnly()
    {
        QVERIFY(open());
        Student ann(m_port), bo(m_port), cy(m_port), di(m_port);
        for (Student *s : { &ann, &bo, &cy, &di })
            QVERIFY(s->waitOpen());
        ann.join(m_session->code(), u"Ann"_s);
        QVERIFY(!ann.token().isEmpty());
        bo.say(uR"({"t":"vote","q":1,"r":1,"a":"1"})"_s); // a vote before joining
        cy.say(uR"({"t":"join","code":")"_s + m_session->code() + uR"(","nick":"x")"_s
               + QString(2000, u' ') + u"}"_s); // over 1 KiB
        di.say(u"not json at all"_s);
        QTRY_VERIFY_WITH_TIMEOUT(bo.isClosed() && cy.isClosed() && di.isClosed(), 5000);
        QVERIFY(ann.isOpen());
        ann.say(uR"({"t":"ping"})"_s);
        QVERIFY(!ann.heard(u"pong"_s).isEmpty());
        // Too many messages in a short time close it as well.
        for (int k = 0; k <= ClassServer::kRateMessages; ++k)
            ann.say(uR"({"t":"ping"})"_s);
        QTRY_VERIFY_WITH_TIMEOUT(ann.isClosed(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.connected, 0, 5000);
    }

    void twoRoundsCountedExactlyAndAPhoneComesBack()
    {
        QVERIFY(open());
        std::vector<std::unique_ptr<Student>> students;
        for (int k = 0; k < 12; ++k) {
            students.push_back(std::make_unique<Student>(m_port));
            QVERIFY(students.back()->waitOpen());
            students.back()->join(m_session->code(),
                                  QStringLiteral("S%1").arg(k, 2, 10, QChar(u'0')));
            QVERIFY(!students.back()->token().isEmpty());
        }
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.joined, 12, 5000);
        const QJsonObject question { { u"ask"_s, QJsonObject { { u"en"_s, u"Where?"_s } } },
                                     { u"right"_s, QJsonArray { u"1,3"_s } } };
        m_session->ask(question, u"next-queen"_s, u"Where?"_s);
        for (auto &s : students)
            QCOMPARE(s->heard(u"ask"_s).value(u"q"_s).toInt(), 1);
        // Round 1: 5 say u"1,3"_s, 4 say u"1,0"_s, 3 say u"1,2"_s; S11 changes its mind before the
        // end.
        for (int k = 0; k < 12; ++k)
            students[k]->vote(1, 1, k < 5 ? u"1,3"_s : k < 9 ? u"1,0"_s : u"1,2"_s);
        // S03 drops mid-vote and comes back with its token: its vote is kept, and shown to it.
        const QString token3 = students[3]->token();
        QVERIFY(students[3]->heard(u"voted"_s).value(u"counted"_s).toBool());
        students[3]->socket().abort();
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.connected, 11, 5000);
        students[3] = std::make_unique<Student>(m_port);
        QVERIFY(students[3]->waitOpen());
        students[3]->join(m_session->code(), u"someone else"_s, token3);
        QCOMPARE(students[3]->heard(u"welcome"_s).value(u"nick"_s).toString(),
                 QStringLiteral("S03"));
        const QJsonObject again = students[3]->heard(u"ask"_s);
        QCOMPARE(again.value(u"mine"_s).toArray().at(0).toString(), QStringLiteral("1,3"));
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.answered[0], 12, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.connected, 12, 5000);
        QCOMPARE(m_counts.joined, 12);
        QCOMPARE(m_counts.tally[0],
                 (std::map<QString, int> { { u"1,0"_s, 4 }, { u"1,2"_s, 3 }, { u"1,3"_s, 5 } }));
        QVERIFY(!m_counts.shown[0]); // the projector has not shown them yet

        m_session->showVotes();
        QTRY_VERIFY_WITH_TIMEOUT(m_counts.shown[0] && !m_counts.open, 5000);
        const QJsonObject shown = students[0]->heard(u"ask"_s, students[0]->size() - 1);
        QCOMPARE(shown.value(u"tallies"_s).toArray().at(0).toObject().value(u"1,3"_s).toInt(), 5);
        students[0]->vote(1, 1, u"1,0"_s); // closed: not counted
        QCOMPARE(students[0]->heard(u"voted"_s, students[0]->size()).value(u"counted"_s).toBool(),
                 false);

        m_session->voteAgain();
        QTRY_VERIFY_WITH_TIMEOUT(m_counts.round == 2 && m_counts.open && !m_counts.shown[0], 5000);
        for (int k = 0; k < 12; ++k)
            students[k]->vote(1, 2, k < 10 ? u"1,3"_s : u"1,0"_s);
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.answered[1], 12, 5000);
        QCOMPARE(m_counts.tally[1], (std::map<QString, int> { { u"1,0"_s, 2 }, { u"1,3"_s, 10 } }));
        QCOMPARE(m_counts.tally[0].at(u"1,3"_s), 5); // the first round as it was
        m_session->showVotes();
        QTRY_VERIFY_WITH_TIMEOUT(m_counts.shown[0] && m_counts.shown[1], 5000);
        m_session->reveal();
        QTRY_VERIFY_WITH_TIMEOUT(m_counts.revealed, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(students[11]->heard(u"ask"_s).value(u"revealed"_s).toBool(), 5000);

        QSignalSpy results(m_session.get(), &ClassSession::results);
        m_session->requestResults();
        QVERIFY(results.wait(5000));
        const auto rows = results.at(0).at(0).value<std::vector<ClassRoom::Result>>();
        QCOMPARE(rows.size(), std::size_t(12));
        QCOMPARE(rows[3].nick, QStringLiteral("S03"));
        QCOMPARE(rows[3].first, QStringLiteral("1,3"));
        QCOMPARE(rows[3].firstRight, std::optional<bool>(true));
        QCOMPARE(rows[7].first, QStringLiteral("1,0"));
        QCOMPARE(rows[7].second, QStringLiteral("1,3"));
        QCOMPARE(rows[7].secondRight, std::optional<bool>(true));
        QCOMPARE(rows[11].second, QStringLiteral("1,0"));
        QCOMPARE(rows[11].secondRight, std::optional<bool>(false));
    }

    void stepsAreSentAtMostTenASecond()
    {
        QVERIFY(open());
        Student ann(m_port);
        QVERIFY(ann.waitOpen());
        ann.join(m_session->code(), u"Ann"_s);
        QVERIFY(!ann.token().isEmpty());
        QElapsedTimer clock;
        clock.start();
        for (int k = 0; k < 200; ++k)
            m_session->showStep(uR"({"t":"step","s":%1})"_s.arg(k).toUtf8());
        QTRY_COMPARE_WITH_TIMEOUT(ann.heard(u"step"_s).value(u"s"_s).toInt(), 199, 5000);
        const double seconds = double(clock.elapsed()) / 1000.0;
        // The first goes at once, the latest last; in between at most one each 100 ms.
        QVERIFY2(
            ann.count(u"step"_s) <= 2 + int(seconds * 10),
            qPrintable(QStringLiteral("%1 steps in %2 s").arg(ann.count(u"step"_s)).arg(seconds)));
        // A page joining late gets the board as it is.
        Student late(m_port);
        QVERIFY(late.waitOpen());
        late.join(m_session->code(), u"Late"_s);
        QCOMPARE(late.heard(u"step"_s).value(u"s"_s).toInt(), 199);
    }

    void endsUnderLoadAndClosesThePort()
    {
        QVERIFY(open(50));
        std::vector<std::unique_ptr<Student>> students;
        for (int k = 0; k < 50; ++k) {
            students.push_back(std::make_unique<Student>(m_port));
            QVERIFY(students.back()->waitOpen());
            students.back()->join(m_session->code(), QStringLiteral("S%1").arg(k));
        }
        QTRY_COMPARE_WITH_TIMEOUT(m_counts.joined, 50, 5000);
        Student extra(m_port);
        QVERIFY(extra.waitOpen());
        extra.join(m_session->code(), u"One too many"_s);
        QCOMPARE(extra.heard(u"refused"_s).value(u"why"_s).toString(), QStringLiteral("full"));
        m_session->ask(QJsonObject { { u"right"_s, QJsonArray { u"0"_s } } }, u"back-to-row"_s,
                       u"Row?"_s);
        for (int k = 0; k < 50; ++k)
            students[k]->vote(1, 1, QString::number(k % 4)); // voting while it ends
        QSignalSpy stopped(m_session.get(), &ClassSession::stopped);
        m_session->stop();
        QVERIFY(stopped.wait(5000));
        QVERIFY(!m_session->isListening());
        for (auto &s : students)
            QTRY_VERIFY_WITH_TIMEOUT(s->isClosed(), 5000);
        QVERIFY(students[0]->count(u"end"_s) == 1
                || students[0]->socket().closeCode() == QWebSocketProtocol::CloseCodeGoingAway);
        // The port no longer listens.
        QTcpSocket probe;
        probe.connectToHost(QStringLiteral("127.0.0.1"), m_port);
        QVERIFY(!probe.waitForConnected(2000));
    }
};

QTEST_GUILESS_MAIN(TestClassServer)
#include "tst_classserver.moc"
