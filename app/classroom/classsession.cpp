// SPDX-License-Identifier: GPL-3.0-or-later
#include "classsession.h"

#include <QHostAddress>
#include <QNetworkInterface>

namespace nq {

ClassSession::ClassSession(QByteArray page, int maxStudents, QObject *parent)
    : QObject(parent), m_code(ClassRoom::newCode()), m_page(std::move(page)),
      m_maxStudents(maxStudents)
{
    qRegisterMetaType<std::vector<nq::ClassRoom::Result>>();
    qRegisterMetaType<nq::ClassCounts>();
    m_thread.setObjectName(QStringLiteral("class session"));
    m_host = new QObject;
    m_host->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_host, &QObject::deleteLater);
    m_thread.start();
}

ClassSession::~ClassSession()
{
    // The server ends on its own thread: its sockets are closed there, then the thread ends
    // and the server goes with its host.
    onServer([](ClassServer *s) { s->stop(); });
    m_thread.quit();
    m_thread.wait();
}

void ClassSession::onServer(std::function<void(ClassServer *)> call)
{
    QObject *host = m_host;
    QMetaObject::invokeMethod(
        host,
        [host, call = std::move(call)] {
            if (auto *s = host->findChild<ClassServer *>(QString(), Qt::FindDirectChildrenOnly))
                call(s);
        },
        Qt::QueuedConnection);
}

void ClassSession::start(const QString &address, int port)
{
    m_address = address;
    // The server is made on its own thread, so its sockets live there too.
    QObject *host = m_host;
    QMetaObject::invokeMethod(
        host,
        [this, host, address, port, code = m_code, page = m_page, most = m_maxStudents] {
            if (host->findChild<ClassServer *>(QString(), Qt::FindDirectChildrenOnly))
                return;
            auto *server = new ClassServer(code, most, page, host);
            connect(server, &ClassServer::listening, this, [this](quint16 p) { listened(p); });
            connect(server, &ClassServer::failed, this, &ClassSession::failed);
            connect(server, &ClassServer::countsChanged, this, &ClassSession::countsChanged);
            connect(server, &ClassServer::results, this, &ClassSession::results);
            connect(server, &ClassServer::stopped, this, [this] {
                m_url.clear();
                Q_EMIT stopped();
            });
            server->start(address, port);
        },
        Qt::QueuedConnection);
}

void ClassSession::listened(quint16 port)
{
    const bool everywhere = m_address == u"0.0.0.0" || m_address == u"::";
    m_url.setScheme(QStringLiteral("http"));
    m_url.setHost(everywhere ? lanAddress() : m_address);
    m_url.setPort(port);
    m_url.setPath(QStringLiteral("/"));
    Q_EMIT listening(m_url);
}

void ClassSession::showStep(const QByteArray &step)
{
    onServer([step](ClassServer *s) { s->showStep(step); });
}

void ClassSession::ask(const QJsonObject &question, const QString &kind, const QString &words)
{
    onServer([=](ClassServer *s) { s->ask(question, kind, words); });
}

void ClassSession::showVotes()
{
    onServer([](ClassServer *s) { s->showVotes(); });
}

void ClassSession::voteAgain()
{
    onServer([](ClassServer *s) { s->voteAgain(); });
}

void ClassSession::reveal()
{
    onServer([](ClassServer *s) { s->reveal(); });
}

void ClassSession::requestResults()
{
    onServer([](ClassServer *s) { s->requestResults(); });
}

void ClassSession::stop()
{
    onServer([](ClassServer *s) { s->stop(); });
}

QString ClassSession::lanAddress()
{
    // The first IPv4 address of an interface that is up, runs and is not the loopback.
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning)
            || (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries()) {
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                return e.ip().toString();
        }
    }
    return QStringLiteral("127.0.0.1");
}

} // namespace nq
