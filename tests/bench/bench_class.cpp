// SPDX-License-Identifier: GPL-3.0-or-later
// The class session under a full class: 200 students (real WebSockets, in a second process so
// their memory is not the server's) join a session on the loopback and answer 20 questions
// while the teacher's board plays at 60 steps a second. Printed: every vote counted; from Ask
// to each student's page receiving it (median and 99th percentile; target under 200 ms), to
// the last student's; from the last vote to the teacher's count; the longest gap between the
// teacher's thread's 16 ms frames (target 33 ms); the process's memory with the server
// running (resident, its growth from before the session). Every wait is bounded.
//
//   bench_class [STUDENTS] [QUESTIONS]
#include "classpage.h"
#include "classsession.h"
#include "memory.h"
#include "runcursor.h"
#include "statepicture.h"
#include "stepcaption.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QThread>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <vector>

using namespace nq;

namespace {

/// Nanoseconds of the machine's monotonic clock: the same in both processes.
qint64 now()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/// The students' side (the child process): `count` pages on `port` that join with `code` and
/// answer each question at once; told "done" on standard input, it prints what it heard:
/// "ask Q T" (a page received question Q at T), "vote Q T" (and answered at T).
int students(quint16 port, const QString &code, int count)
{
    std::vector<std::unique_ptr<QWebSocket>> pages;
    std::vector<std::pair<int, qint64>> asks, votes;
    int welcomed = 0;
    for (int i = 0; i < count; ++i) {
        auto page = std::make_unique<QWebSocket>(QStringLiteral("http://127.0.0.1:%1").arg(port));
        QWebSocket *ws = page.get();
        QObject::connect(ws, &QWebSocket::connected, ws, [ws, code, i] {
            ws->sendTextMessage(QString::fromUtf8(
                QJsonDocument(
                    QJsonObject { { QStringLiteral("t"), QStringLiteral("join") },
                                  { QStringLiteral("code"), code },
                                  { QStringLiteral("nick"), QStringLiteral("S%1").arg(i) } })
                    .toJson(QJsonDocument::Compact)));
        });
        QObject::connect(ws, &QWebSocket::textMessageReceived, ws, [&, ws, i](const QString &t) {
            const QJsonObject m = QJsonDocument::fromJson(t.toUtf8()).object();
            const QString type = m.value(QStringLiteral("t")).toString();
            if (type == u"welcome") {
                if (++welcomed == count)
                    std::printf("joined\n"), std::fflush(stdout);
            } else if (type == u"ask" && m.value(QStringLiteral("open")).toBool()
                       && m.value(QStringLiteral("r")).toInt() == 1) {
                const int q = m.value(QStringLiteral("q")).toInt();
                asks.push_back({ q, now() });
                ws->sendTextMessage(QString::fromUtf8(
                    QJsonDocument(
                        QJsonObject { { QStringLiteral("t"), QStringLiteral("vote") },
                                      { QStringLiteral("q"), q },
                                      { QStringLiteral("r"), 1 },
                                      { QStringLiteral("a"), QStringLiteral("%1,0").arg(i % 4) } })
                        .toJson(QJsonDocument::Compact)));
                votes.push_back({ q, now() });
            }
        });
        ws->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
        pages.push_back(std::move(page));
    }
    // The parent says "done" when the questions are over: read on a thread of its own.
    QThread *reader = QThread::create([] {
        char line[16];
        if (std::fgets(line, sizeof line, stdin))
            QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    });
    reader->start();
    QTimer::singleShot(300'000, qApp, &QCoreApplication::quit); // bounded
    QCoreApplication::exec();
    reader->wait(1000);
    for (const auto &[q, t] : asks)
        std::printf("ask %d %lld\n", q, static_cast<long long>(t));
    for (const auto &[q, t] : votes)
        std::printf("vote %d %lld\n", q, static_cast<long long>(t));
    std::fflush(stdout);
    return 0;
}

/// Runs the event loop (never sleeping: the frames are measured meanwhile) until `done` or
/// `ms` have passed; whether it is done.
bool waitUntil(const std::function<bool()> &done, int ms)
{
    if (done())
        return true;
    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || clock.elapsed() > ms)
            loop.quit();
    });
    poll.start(1);
    loop.exec();
    return done();
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto k
        = std::size_t(std::clamp(p * double(v.size() - 1) + 0.5, 0.0, double(v.size() - 1)));
    return v[k];
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc >= 2 && QByteArray(argv[1]) == "--students") {
        QCoreApplication app(argc, argv);
        return students(quint16(QByteArray(argv[2]).toInt()), QString::fromLatin1(argv[3]),
                        QByteArray(argv[4]).toInt());
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int count = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 200;
    const int questions = argc > 2 ? std::max(1, QByteArray(argv[2]).toInt()) : 20;
    const double rssBefore = test::processMemoryMb("VmRSS");

    // The teacher's side: the session, and a board playing 8 x 8 backtracking.
    ClassPage page;
    ClassSession session(page.html(), std::max(count, ClassRoom::kDefaultMaxStudents));
    ClassCounts counts;
    std::map<int, qint64> asked, counted;
    QObject::connect(&session, &ClassSession::countsChanged, [&](const ClassCounts &c) {
        counts = c;
        if (c.question > 0 && c.answered[0] == count && !counted.count(c.question))
            counted[c.question] = now(); // the teacher's count of the last vote
    });
    bool listening = false;
    QObject::connect(&session, &ClassSession::listening, [&] { listening = true; });
    session.start(QStringLiteral("127.0.0.1"), 0);
    if (!waitUntil([&] { return listening; }, 10'000)) {
        std::printf("the session did not listen\n");
        return 1;
    }
    RunDescription run;
    run.algorithm = AlgorithmId::Backtracking;
    run.problem.n = 8;
    RunCursor cursor;
    cursor.start(run.algorithm, run.options());
    // Steps at 60 a second, and the frames' gaps measured on this (the window's) thread.
    qint64 lastFrame = now(), longestFrame = 0;
    QTimer frames;
    frames.setTimerType(Qt::PreciseTimer);
    QObject::connect(&frames, &QTimer::timeout, [&] {
        const qint64 t = now();
        longestFrame = std::max(longestFrame, t - lastFrame);
        lastFrame = t;
        cursor.advance();
        const PlayState &state = cursor.state();
        session.showStep(page.step(StatePicture::ofRun(state, run, {}), state, run, [&] {
            return state.position == 0 ? StepCaption::start()
                                       : StepCaption::describe(state.last, state, run.algorithm);
        }));
    });

    QProcess children;
    children.setProcessChannelMode(QProcess::SeparateChannels);
    children.start(QCoreApplication::applicationFilePath(),
                   { QStringLiteral("--students"), QString::number(session.url().port()),
                     session.code(), QString::number(count) });
    if (!waitUntil([&] { return counts.joined >= count; }, 60'000)) {
        std::printf("only %d of %d students joined\n", counts.joined, count);
        return 1;
    }
    const double rssJoined = test::processMemoryMb("VmRSS");
    frames.start(16);
    lastFrame = now();
    int allCounted = 0;
    const QJsonObject question {
        { QStringLiteral("ask"),
          QJsonObject { { QStringLiteral("en"), QStringLiteral("Where?") } } },
        { QStringLiteral("right"), QJsonArray { QStringLiteral("0,0") } }
    };
    for (int q = 1; q <= questions; ++q) {
        asked[q] = now();
        session.ask(question, QStringLiteral("next-queen"), QStringLiteral("Where?"));
        if (!waitUntil([&] { return counted.count(q) > 0; }, 20'000))
            counted[q] = now();
        if (counts.question == q && counts.answered[0] == count) {
            int sum = 0;
            for (const auto &[answer, n] : counts.tally[0])
                sum += n;
            if (sum == count)
                ++allCounted;
        }
        session.showVotes();
        session.reveal();
    }
    frames.stop();
    const double rssPeak = test::processMemoryMb("VmHWM");
    children.write("done\n");
    children.waitForFinished(60'000);

    std::vector<double> receive;
    std::map<int, qint64> lastReceive, lastVote;
    for (const QByteArray &line : children.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() != 3)
            continue;
        const int q = f[1].toInt();
        const qint64 t = f[2].toLongLong();
        if (f[0] == "ask") {
            receive.push_back(double(t - asked[q]) / 1e6);
            lastReceive[q] = std::max(lastReceive[q], t);
        } else if (f[0] == "vote") {
            lastVote[q] = std::max(lastVote[q], t);
        }
    }
    std::vector<double> toLast, toCount;
    for (int q = 1; q <= questions; ++q) {
        toLast.push_back(double(lastReceive[q] - asked[q]) / 1e6);
        toCount.push_back(double(counted[q] - lastVote[q]) / 1e6);
    }
    std::printf("class session: %d students on the loopback, %d questions, board at 60 steps/s\n",
                count, questions);
    std::printf("questions_with_every_vote_counted %d of %d\n", allCounted, questions);
    std::printf("pages_that_received_a_question %zu of %d\n", receive.size(), count * questions);
    std::printf("ask_to_page_ms median %.1f p99 %.1f (target < 200)\n", percentile(receive, 0.5),
                percentile(receive, 0.99));
    std::printf("ask_to_last_page_ms median %.1f max %.1f\n", percentile(toLast, 0.5),
                percentile(toLast, 1.0));
    std::printf("last_vote_to_teacher_count_ms median %.1f max %.1f\n", percentile(toCount, 0.5),
                percentile(toCount, 1.0));
    std::printf("longest_frame_ms %.1f (target <= 33)\n", double(longestFrame) / 1e6);
    std::printf("rss_mb before %.1f joined %.1f peak %.1f (server's growth %.1f)\n", rssBefore,
                rssJoined, rssPeak, rssPeak - rssBefore);
    return allCounted == questions ? 0 : 1;
}
