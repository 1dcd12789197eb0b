// SPDX-License-Identifier: GPL-3.0-or-later
// The class session's rules as plain logic: what a student's message may be, who may join, the
// lock-out for guessed codes, votes in two rounds counted exactly, and the results.
#include "classmessage.h"
#include "classroom.h"

#include <QTest>

using namespace nq;
using namespace nq::ClassMessage;

class TestClassRoom : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEachKindOfMessage()
    {
        const Message j = parse(R"({"t":"join","code":"012345","nick":"  Ann   Lee "})");
        QVERIFY(std::holds_alternative<Join>(j));
        QCOMPARE(std::get<Join>(j).code, QStringLiteral("012345"));
        QCOMPARE(std::get<Join>(j).nick, QStringLiteral("Ann Lee"));
        QVERIFY(std::get<Join>(j).token.isEmpty());
        const Message back = parse(
            R"({"t":"join","code":"012345","nick":"学生","token":"0123456789abcdef0123456789abcdef"})");
        QCOMPARE(std::get<Join>(back).token, QStringLiteral("0123456789abcdef0123456789abcdef"));
        QCOMPARE(std::get<Join>(back).nick, QStringLiteral("学生"));
        const Message v = parse(R"({"t":"vote","q":3,"r":2,"a":"2,5"})");
        QCOMPARE(std::get<Vote>(v).question, 3);
        QCOMPARE(std::get<Vote>(v).round, 2);
        QCOMPARE(std::get<Vote>(v).answer, QStringLiteral("2,5"));
        QVERIFY(std::holds_alternative<Ping>(parse(R"({"t":"ping"})")));
    }

    void refusesWhatIsNotAMessage_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not json") << QByteArray("join 123456") << "not a JSON object";
        QTest::newRow("array") << QByteArray("[1]") << "not a JSON object";
        QTest::newRow("unknown") << QByteArray(R"({"t":"shout"})") << "an unknown type";
        QTest::newRow("short code")
            << QByteArray(R"({"t":"join","code":"1234","nick":"A"})") << "a code is 6 digits";
        QTest::newRow("code letters")
            << QByteArray(R"({"t":"join","code":"12345a","nick":"A"})") << "a code is 6 digits";
        QTest::newRow("code a number") << QByteArray(R"({"t":"join","code":123456,"nick":"A"})")
                                       << "a join's fields are not text";
        QTest::newRow("blank nick")
            << QByteArray(R"({"t":"join","code":"123456","nick":"   "})") << "not a nickname";
        QTest::newRow("long nick")
            << QByteArray(R"({"t":"join","code":"123456","nick":"abcdefghijklmnopqrstuvwxy"})")
            << "not a nickname";
        QTest::newRow("control in nick")
            << QByteArray("{\"t\":\"join\",\"code\":\"123456\",\"nick\":\"A\\u0007B\"}")
            << "not a nickname";
        QTest::newRow("bidi override")
            << QByteArray("{\"t\":\"join\",\"code\":\"123456\",\"nick\":\"A\\u202eB\"}")
            << "not a nickname";
        QTest::newRow("lone surrogate")
            << QByteArray("{\"t\":\"join\",\"code\":\"123456\",\"nick\":\"A\\ud800\"}")
            << "not a nickname";
        QTest::newRow("bad token")
            << QByteArray(R"({"t":"join","code":"123456","nick":"A","token":"XYZ"})")
            << "not a token";
        QTest::newRow("extra field")
            << QByteArray(R"({"t":"join","code":"123456","nick":"A","admin":true})")
            << "a join without its fields";
        QTest::newRow("round 3") << QByteArray(R"({"t":"vote","q":1,"r":3,"a":"1"})")
                                 << "a vote's question or round out of range";
        QTest::newRow("fraction") << QByteArray(R"({"t":"vote","q":1.5,"r":1,"a":"1"})")
                                  << "a vote's question or round out of range";
        QTest::newRow("markup answer")
            << QByteArray(R"({"t":"vote","q":1,"r":1,"a":"<b>"})") << "not an answer";
        QTest::newRow("ping with more")
            << QByteArray(R"({"t":"ping","x":1})") << "a ping with other fields";
        QTest::newRow("oversize") << QByteArray("{\"t\":\"vote\",\"q\":1,\"r\":1,\"a\":\""
                                                + QByteArray(1100, '1') + "\"}")
                                  << "longer than 1024 bytes";
    }
    void refusesWhatIsNotAMessage()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, reason);
        const Message m = parse(text);
        QVERIFY(std::holds_alternative<Error>(m));
        QCOMPARE(std::get<Error>(m).reason, reason);
    }

    void joinsWithTheCodeAndComesBack()
    {
        ClassRoom room(QStringLiteral("482913"), 3);
        const auto ann = room.join({ QStringLiteral("482913"), QStringLiteral("Ann"), {} },
                                   QStringLiteral("10.0.0.2"), 0);
        QCOMPARE(ann.status, ClassRoom::Joined::Accepted);
        QCOMPARE(ann.token.size(), kTokenDigits);
        // A second "Ann" is told apart; a wrong code joins nobody.
        const auto ann2 = room.join({ QStringLiteral("482913"), QStringLiteral("Ann"), {} },
                                    QStringLiteral("10.0.0.3"), 0);
        QCOMPARE(ann2.nick, QStringLiteral("Ann (2)"));
        QCOMPARE(room.join({ QStringLiteral("111111"), QStringLiteral("Bo"), {} },
                           QStringLiteral("10.0.0.4"), 0)
                     .status,
                 ClassRoom::Joined::WrongCode);
        QCOMPARE(room.joined(), 2);
        // Ann's phone sleeps and comes back with its token: the same student.
        room.left(ann.token);
        QCOMPARE(room.connected(), 1);
        const auto back
            = room.join({ QStringLiteral("482913"), QStringLiteral("Other"), ann.token },
                        QStringLiteral("10.0.0.9"), 5);
        QCOMPARE(back.status, ClassRoom::Joined::Back);
        QCOMPARE(back.nick, QStringLiteral("Ann"));
        QCOMPARE(room.joined(), 2);
        QCOMPARE(room.connected(), 2);
        // The third seat, then full.
        QCOMPARE(room.join({ QStringLiteral("482913"), QStringLiteral("Cy"), {} },
                           QStringLiteral("10.0.0.5"), 0)
                     .status,
                 ClassRoom::Joined::Accepted);
        QCOMPARE(room.join({ QStringLiteral("482913"), QStringLiteral("Di"), {} },
                           QStringLiteral("10.0.0.6"), 0)
                     .status,
                 ClassRoom::Joined::Full);
    }

    void tenWrongCodesLockAnAddressOutForAMinute()
    {
        ClassRoom room(QStringLiteral("000042"));
        const ClassMessage::Join wrong { QStringLiteral("999999"), QStringLiteral("Eve"), {} };
        const ClassMessage::Join right { QStringLiteral("000042"), QStringLiteral("Eve"), {} };
        const QString eve = QStringLiteral("10.0.0.66");
        for (int k = 0; k < ClassRoom::kWrongCodes; ++k)
            QCOMPARE(room.join(wrong, eve, 1000).status, ClassRoom::Joined::WrongCode);
        // Locked: even the right code is refused, from that address only.
        QCOMPARE(room.join(right, eve, 1000).status, ClassRoom::Joined::LockedOut);
        QCOMPARE(room.join(right, eve, 1000 + ClassRoom::kLockMs - 1).status,
                 ClassRoom::Joined::LockedOut);
        QCOMPARE(room.join(right, QStringLiteral("10.0.0.7"), 1000).status,
                 ClassRoom::Joined::Accepted);
        QCOMPARE(room.join(right, eve, 1000 + ClassRoom::kLockMs).status,
                 ClassRoom::Joined::Accepted);
        // Nine wrong and a right one: the count starts again.
        ClassRoom other(QStringLiteral("000042"));
        for (int k = 0; k < ClassRoom::kWrongCodes - 1; ++k)
            other.join(wrong, eve, 0);
        QCOMPARE(other.join(right, eve, 0).status, ClassRoom::Joined::Accepted);
        QCOMPARE(other.join(wrong, eve, 0).status, ClassRoom::Joined::WrongCode);
        QCOMPARE(other.join(right, eve, 0).status, ClassRoom::Joined::Accepted);
    }

    void twoRoundsAreCountedExactly()
    {
        ClassRoom room(QStringLiteral("123456"));
        QStringList tokens;
        for (int k = 0; k < 5; ++k)
            tokens << room.join({ QStringLiteral("123456"), QStringLiteral("S%1").arg(k), {} },
                                QStringLiteral("10.0.0.%1").arg(k), 0)
                          .token;
        QVERIFY(!room.vote(tokens[0], { 1, 1, QStringLiteral("0,1") }, 0)); // nothing asked
        const int q = room.ask(QStringLiteral("next-queen"), QStringLiteral("Where?"),
                               { QStringLiteral("1,3") }, 1000);
        QCOMPARE(q, 1);
        QVERIFY(room.vote(tokens[0], { q, 1, QStringLiteral("1,3") }, 3000));
        QVERIFY(room.vote(tokens[1], { q, 1, QStringLiteral("1,0") }, 4000));
        QVERIFY(room.vote(tokens[2], { q, 1, QStringLiteral("1,0") }, 4500));
        QVERIFY(room.vote(tokens[2], { q, 1, QStringLiteral("1,2") }, 5000)); // changed
        QVERIFY(!room.vote(tokens[3], { q, 2, QStringLiteral("1,3") }, 5000)); // not round 2
        QVERIFY(!room.vote(tokens[3], { q + 1, 1, QStringLiteral("1,3") }, 5000)); // no such
        QVERIFY(!room.vote(QString(32, u'f'), { q, 1, QStringLiteral("1,3") }, 5000)); // nobody
        QCOMPARE(room.answered(1), 3);
        const std::map<QString, int> first { { QStringLiteral("1,0"), 1 },
                                             { QStringLiteral("1,2"), 1 },
                                             { QStringLiteral("1,3"), 1 } };
        QCOMPARE(room.tally(1), first);
        room.closeRound();
        QVERIFY(!room.vote(tokens[4], { q, 1, QStringLiteral("1,3") }, 6000)); // closed
        QVERIFY(room.voteAgain(10'000));
        QVERIFY(!room.voteAgain(10'000));
        for (int k = 0; k < 4; ++k)
            QVERIFY(room.vote(tokens[k], { q, 2, QStringLiteral("1,3") }, 12'000 + k * 500));
        QVERIFY(!room.vote(tokens[0], { q, 1, QStringLiteral("1,0") }, 13'000)); // round 1 over
        QCOMPARE(room.answered(2), 4);
        QCOMPARE(room.tally(2), (std::map<QString, int> { { QStringLiteral("1,3"), 4 } }));
        QCOMPARE(room.tally(1), first); // kept as it was
        room.reveal();
        QVERIFY(!room.vote(tokens[4], { q, 2, QStringLiteral("1,3") }, 20'000));

        const std::vector<ClassRoom::Result> rows = room.results();
        QCOMPARE(rows.size(), std::size_t(4)); // S4 never answered
        QCOMPARE(rows[0].nick, QStringLiteral("S0"));
        QCOMPARE(rows[0].first, QStringLiteral("1,3"));
        QCOMPARE(rows[0].firstRight, std::optional<bool>(true));
        QCOMPARE(rows[0].firstSeconds, 2.0);
        QCOMPARE(rows[2].first, QStringLiteral("1,2"));
        QCOMPARE(rows[2].firstRight, std::optional<bool>(false));
        QCOMPARE(rows[2].firstSeconds, 4.0);
        QCOMPARE(rows[2].secondRight, std::optional<bool>(true));
        QCOMPARE(rows[2].secondSeconds, 3.0);
        QCOMPARE(rows[3].first, QString());
        QCOMPARE(rows[3].firstRight, std::optional<bool>());
        QCOMPARE(rows[3].second, QStringLiteral("1,3"));
    }

    void newCodesAreSixDigits()
    {
        QSet<QString> seen;
        for (int k = 0; k < 50; ++k) {
            const QString c = ClassRoom::newCode();
            QCOMPARE(c.size(), kCodeDigits);
            QVERIFY(std::all_of(c.begin(), c.end(), [](QChar ch) { return ch.isDigit(); }));
            seen << c;
        }
        QVERIFY(seen.size() > 40); // random, not one code
    }
};

QTEST_GUILESS_MAIN(TestClassRoom)
#include "tst_classroom.moc"
