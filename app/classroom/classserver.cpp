// SPDX-License-Identifier: GPL-3.0-or-later
#include "classserver.h"

#include <QHostAddress>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>
#include <QWebSocket>

namespace nq {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject tallyJson(const std::map<QString, int> &tally)
{
    QJsonObject o;
    for (const auto &[answer, count] : tally)
        o.insert(answer, count);
    return o;
}

} // namespace

ClassServer::ClassServer(const QString &code, int maxStudents, QByteArray page, QObject *parent)
    : QAbstractHttpServer(parent), m_room(code, maxStudents), m_page(std::move(page)), m_frame(this)
{
    qRegisterMetaType<nq::ClassCounts>();
    m_clock.start();
    m_frame.setInterval(kFrameMs);
    m_frame.setSingleShot(true);
    connect(&m_frame, &QTimer::timeout, this, &ClassServer::flush);
    connect(this, &QAbstractHttpServer::newWebSocketConnection, this, &ClassServer::accept);
}

ClassServer::~ClassServer()
{
    for (auto it = m_peers.begin(); it != m_peers.end(); ++it) {
        it.key()->disconnect(this);
        it.key()->abort();
        delete it.key();
    }
}

void ClassServer::start(const QString &address, int port)
{
    const QHostAddress host(address);
    if (port > 0) {
        m_port = listen(host, quint16(port));
    } else {
        for (int k = 0; k < kPortsTried && m_port == 0; ++k)
            m_port = listen(host, quint16(kDefaultPort + k));
    }
    if (m_port == 0) {
        const QList<QTcpServer *> tried = servers();
        const QString why = tried.isEmpty() ? QString() : tried.constLast()->errorString();
        for (QTcpServer *s : tried)
            s->close();
        Q_EMIT failed(why.isEmpty() ? QStringLiteral("no port could be opened") : why);
        return;
    }
    Q_EMIT listening(m_port);
}

bool ClassServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // Only the page, at "/" (and "/index.html"), and its WebSocket at "/ws"; everything else
    // is not found.
    const QString path = request.url().path();
    if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) {
        // Qt hands the socket to the WebSocket server when this answers true and writes
        // nothing; a page from elsewhere (its Origin not this address) is not found.
        const QUrl origin(QString::fromLatin1(request.value("origin")));
        const QString host = QString::fromLatin1(request.value("host"));
        return path == u"/ws" && origin.scheme() == u"http" && !host.isEmpty()
            && origin.authority().compare(host, Qt::CaseInsensitive) == 0;
    }
    if (request.method() != QHttpServerRequest::Method::Get
        || (path != u"/" && path != u"/index.html"))
        return false;
    QHttpServerResponder responder = makeResponder(request, socket);
    responder.write(m_page,
                    { { "Content-Type", "text/html; charset=utf-8" },
                      { "Cache-Control", "no-store" },
                      { "X-Content-Type-Options", "nosniff" },
                      { "Referrer-Policy", "no-referrer" } },
                    QHttpServerResponder::StatusCode::Ok);
    return true;
}

void ClassServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    makeResponder(request, socket)
        .write(QByteArrayLiteral("Not found\n"), { { "Content-Type", "text/plain" } },
               QHttpServerResponder::StatusCode::NotFound);
}

void ClassServer::accept()
{
    while (hasPendingWebSocketConnections()) {
        QWebSocket *socket = nextPendingWebSocketConnection().release();
        if (!socket)
            continue;
        socket->setParent(this);
        socket->setMaxAllowedIncomingMessageSize(ClassMessage::kMaxBytes);
        socket->setMaxAllowedIncomingFrameSize(ClassMessage::kMaxBytes);
        // Only the session's own page may open it: its origin is the address it was served at.
        const QUrl origin(socket->origin());
        const QUrl asked = socket->requestUrl();
        const bool sameOrigin = origin.scheme() == u"http" && !asked.host().isEmpty()
            && origin.host().compare(asked.host(), Qt::CaseInsensitive) == 0
            && origin.port(80) == asked.port(80) && asked.path() == u"/ws";
        if (!sameOrigin) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("not this session's page"));
            socket->deleteLater();
            continue;
        }
        m_peers.insert(socket,
                       { socket, {}, socket->peerAddress().toString(), 0, m_clock.elapsed() });
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { received(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket](const QByteArray &) { drop(socket, QStringLiteral("binary")); });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] {
            const auto peer = m_peers.constFind(socket);
            if (peer != m_peers.cend() && !peer->token.isEmpty()) {
                m_room.left(peer->token);
                countsLater();
            }
            m_peers.remove(socket);
            socket->deleteLater();
        });
    }
}

void ClassServer::drop(QWebSocket *socket, const QString &why)
{
    auto peer = m_peers.find(socket);
    if (peer == m_peers.end())
        return;
    if (!peer->token.isEmpty()) {
        m_room.left(peer->token);
        countsLater();
    }
    m_peers.erase(peer);
    socket->disconnect(this);
    socket->close(QWebSocketProtocol::CloseCodePolicyViolated, why.left(100));
    socket->deleteLater();
}

void ClassServer::send(QWebSocket *socket, const QJsonObject &message)
{
    socket->sendTextMessage(QString::fromUtf8(compact(message)));
}

void ClassServer::sendAll(const QByteArray &message)
{
    const QString text = QString::fromUtf8(message);
    for (auto it = m_peers.cbegin(); it != m_peers.cend(); ++it) {
        if (!it->token.isEmpty())
            it.key()->sendTextMessage(text);
    }
}

void ClassServer::received(QWebSocket *socket, const QString &text)
{
    auto peer = m_peers.find(socket);
    if (peer == m_peers.end())
        return;
    const qint64 now = m_clock.elapsed();
    if (now - peer->windowStart > kRateWindowMs) {
        peer->windowStart = now;
        peer->messages = 0;
    }
    if (++peer->messages > kRateMessages)
        return drop(socket, QStringLiteral("too many messages"));
    const ClassMessage::Message message = ClassMessage::parse(text.toUtf8());
    if (const auto *error = std::get_if<ClassMessage::Error>(&message))
        return drop(socket, error->reason);
    if (std::holds_alternative<ClassMessage::Ping>(message)) {
        send(socket, { { QStringLiteral("t"), QStringLiteral("pong") } });
        return;
    }
    if (const auto *join = std::get_if<ClassMessage::Join>(&message)) {
        if (!peer->token.isEmpty())
            return drop(socket, QStringLiteral("joined twice"));
        const ClassRoom::JoinResult r = m_room.join(*join, peer->address, now);
        if (r.status != ClassRoom::Joined::Accepted && r.status != ClassRoom::Joined::Back) {
            const char *why = r.status == ClassRoom::Joined::WrongCode ? "code"
                : r.status == ClassRoom::Joined::LockedOut             ? "locked"
                                                                       : "full";
            send(socket,
                 { { QStringLiteral("t"), QStringLiteral("refused") },
                   { QStringLiteral("why"), QLatin1String(why) } });
            m_peers.erase(peer);
            socket->disconnect(this);
            socket->close(QWebSocketProtocol::CloseCodeNormal, QLatin1String(why));
            socket->deleteLater();
            return;
        }
        // A page that comes back replaces the connection it had.
        for (auto it = m_peers.begin(); it != m_peers.end(); ++it) {
            if (it.key() != socket && it->token == r.token) {
                it->token.clear();
                it.key()->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("replaced"));
            }
        }
        peer->token = r.token;
        send(socket,
             { { QStringLiteral("t"), QStringLiteral("welcome") },
               { QStringLiteral("token"), r.token },
               { QStringLiteral("nick"), r.nick } });
        if (!m_step.isEmpty())
            socket->sendTextMessage(QString::fromUtf8(m_step));
        if (m_room.current())
            socket->sendTextMessage(QString::fromUtf8(questionMessage(r.token)));
        countsLater();
        return;
    }
    const auto &vote = std::get<ClassMessage::Vote>(message);
    if (peer->token.isEmpty())
        return drop(socket, QStringLiteral("a vote before joining"));
    const bool counted = m_room.vote(peer->token, vote, now);
    send(socket,
         { { QStringLiteral("t"), QStringLiteral("voted") },
           { QStringLiteral("q"), vote.question },
           { QStringLiteral("r"), vote.round },
           { QStringLiteral("a"), vote.answer },
           { QStringLiteral("counted"), counted } });
    if (counted)
        countsLater();
}

QByteArray ClassServer::questionMessage(const QString &token) const
{
    // The question, where it stands (round, open, shown, revealed) and the page's own votes.
    const ClassRoom::Question *q = m_room.current();
    QJsonObject o { { QStringLiteral("t"), QStringLiteral("ask") },
                    { QStringLiteral("q"), q->number },
                    { QStringLiteral("r"), m_room.round() },
                    { QStringLiteral("open"), m_room.open() },
                    { QStringLiteral("revealed"), m_room.revealed() },
                    { QStringLiteral("question"), m_question } };
    QJsonArray mine, shown;
    for (int round = 1; round <= 2; ++round) {
        mine.append(token.isEmpty() ? QString() : m_room.answerOf(token, round));
        shown.append(m_shown[round - 1] ? QJsonValue(tallyJson(m_room.tally(round)))
                                        : QJsonValue());
    }
    o.insert(QStringLiteral("mine"), mine);
    o.insert(QStringLiteral("tallies"), shown);
    return compact(o);
}

void ClassServer::showStep(const QByteArray &step)
{
    m_step = step;
    m_stepWaiting = true;
    if (!m_frame.isActive())
        flush();
}

void ClassServer::countsLater()
{
    m_countsWaiting = true;
    if (!m_frame.isActive())
        flush();
}

void ClassServer::flush()
{
    if (!m_stepWaiting && !m_countsWaiting)
        return;
    if (m_stepWaiting)
        sendAll(m_step);
    if (m_countsWaiting) {
        ClassCounts c;
        c.joined = m_room.joined();
        c.connected = m_room.connected();
        if (const ClassRoom::Question *q = m_room.current())
            c.question = q->number;
        c.round = m_room.round();
        c.open = m_room.open();
        c.shown[0] = m_shown[0];
        c.shown[1] = m_shown[1];
        c.revealed = m_room.revealed();
        for (int round = 1; round <= 2; ++round) {
            c.answered[round - 1] = m_room.answered(round);
            c.tally[round - 1] = m_room.tally(round);
        }
        Q_EMIT countsChanged(c);
    }
    m_stepWaiting = m_countsWaiting = false;
    m_frame.start(); // the next waits at least kFrameMs
}

void ClassServer::ask(const QJsonObject &question, const QString &kind, const QString &words)
{
    QStringList right;
    for (const QJsonValue &v : question.value(QStringLiteral("right")).toArray())
        right << v.toString();
    m_question = question;
    m_shown[0] = m_shown[1] = false;
    m_room.ask(kind, words, right, m_clock.elapsed());
    resendQuestion();
}

void ClassServer::resendQuestion()
{
    for (auto it = m_peers.cbegin(); it != m_peers.cend(); ++it) {
        if (!it->token.isEmpty())
            it.key()->sendTextMessage(QString::fromUtf8(questionMessage(it->token)));
    }
    countsLater();
}

void ClassServer::showVotes()
{
    if (!m_room.current() || m_room.revealed())
        return;
    m_room.closeRound();
    // After the second round both rounds are shown, side by side.
    m_shown[0] = true;
    m_shown[1] = m_room.round() == 2;
    resendQuestion();
}

void ClassServer::voteAgain()
{
    if (!m_room.voteAgain(m_clock.elapsed()))
        return;
    m_shown[0] = m_shown[1] = false; // the first round's votes hidden until shown again
    resendQuestion();
}

void ClassServer::reveal()
{
    if (!m_room.current())
        return;
    m_room.reveal();
    resendQuestion();
}

void ClassServer::requestResults()
{
    Q_EMIT results(m_room.results());
}

void ClassServer::stop()
{
    sendAll(compact({ { QStringLiteral("t"), QStringLiteral("end") } }));
    for (auto it = m_peers.begin(); it != m_peers.end(); ++it) {
        it.key()->disconnect(this);
        it.key()->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("session ended"));
        it.key()->deleteLater();
    }
    m_peers.clear();
    for (QTcpServer *s : servers())
        s->close();
    m_frame.stop();
    Q_EMIT stopped();
}

} // namespace nq
