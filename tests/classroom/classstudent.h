// SPDX-License-Identifier: GPL-3.0-or-later
// A student's page as the class session's server can tell it: a WebSocket on the loopback that
// says and hears JSON. Every wait is bounded (5 s).
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QTest>
#include <QWebSocket>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace nqtest {

/// A student's page, as far as the server can tell: a WebSocket that says and hears JSON.
class Student : public QObject
{
public:
    Student(quint16 port, QString origin = {})
        : m_socket(origin.isNull() ? QStringLiteral("http://127.0.0.1:%1").arg(port) : origin)
    {
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &t) {
            m_heard.append(QJsonDocument::fromJson(t.toUtf8()).object());
        });
        m_socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
    }
    bool waitOpen()
    {
        return QTest::qWaitFor([&] { return isOpen(); }, 5000);
    }
    bool isOpen() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    bool isClosed() const { return m_socket.state() == QAbstractSocket::UnconnectedState; }
    void say(const QString &text) { m_socket.sendTextMessage(text); }
    void join(const QString &code, const QString &nick, const QString &token = {})
    {
        QJsonObject o { { u"t"_s, u"join"_s }, { u"code"_s, code }, { u"nick"_s, nick } };
        if (!token.isEmpty())
            o.insert(u"token"_s, token);
        say(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    void vote(int q, int round, const QString &answer)
    {
        say(QString::fromUtf8(QJsonDocument(QJsonObject { { u"t"_s, u"vote"_s },
                                                          { u"q"_s, q },
                                                          { u"r"_s, round },
                                                          { u"a"_s, answer } })
                                  .toJson(QJsonDocument::Compact)));
    }
    /// The last message of type `t` heard within 5 s (after `after` messages), or {}.
    QJsonObject heard(const QString &t, qsizetype after = 0)
    {
        QJsonObject found;
        (void)QTest::qWaitFor(
            [&] {
                for (qsizetype i = m_heard.size() - 1; i >= after; --i) {
                    if (m_heard[i].value(u"t"_s).toString() == t) {
                        found = m_heard[i];
                        return true;
                    }
                }
                return false;
            },
            5000);
        return found;
    }
    qsizetype count(const QString &t) const
    {
        return std::count_if(m_heard.begin(), m_heard.end(),
                             [&](const QJsonObject &o) { return o.value(u"t"_s).toString() == t; });
    }
    qsizetype size() const { return m_heard.size(); }
    QString token() { return heard(u"welcome"_s).value(u"token"_s).toString(); }
    QWebSocket &socket() { return m_socket; }
    const QList<QJsonObject> &all() const { return m_heard; }

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_heard;
};

} // namespace nqtest
