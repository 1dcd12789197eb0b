// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classserver.h"

#include <QObject>
#include <QThread>
#include <QUrl>

#include <functional>

namespace nq {

/**
 * A class session as the window holds it: the server on a thread of its own, driven by queued
 * calls, and its news (listening, counts, results) delivered back on the window's thread. The
 * window never waits: start() returns at once and listening() or failed() follows. Ending the
 * session (stop(), or destroying this) closes the port; nothing about the students is kept.
 */
class ClassSession : public QObject
{
    Q_OBJECT

public:
    /// A session with a new code, taking at most `maxStudents`, serving `page`.
    ClassSession(QByteArray page, int maxStudents = ClassRoom::kDefaultMaxStudents,
                 QObject *parent = nullptr);
    ~ClassSession() override;

    const QString &code() const { return m_code; }
    /// The address students open: the machine's address on the school's network (or the
    /// loopback where it has none) and the port; empty until listening.
    QUrl url() const { return m_url; }
    bool isListening() const { return !m_url.isEmpty(); }

    /// Listens on `address` (every interface by default) at `port` (0: the first free from
    /// ClassServer::kDefaultPort).
    void start(const QString &address = QStringLiteral("0.0.0.0"), int port = 0);
    void showStep(const QByteArray &step);
    void ask(const QJsonObject &question, const QString &kind, const QString &words);
    void showVotes();
    void voteAgain();
    void reveal();
    void requestResults();
    /// Ends the session: the pages are told, the port closed, the thread ended.
    void stop();

    /// The address of this machine that students on the same network reach.
    static QString lanAddress();

Q_SIGNALS:
    void listening(const QUrl &url);
    void failed(const QString &why);
    void countsChanged(const nq::ClassCounts &counts);
    void results(const std::vector<nq::ClassRoom::Result> &rows);
    void stopped();

private:
    void listened(quint16 port);
    /// Runs `call` with the server, on the server's thread, after every call before it.
    void onServer(std::function<void(ClassServer *)> call);

    QString m_code;
    QByteArray m_page;
    int m_maxStudents;
    QString m_address;
    QUrl m_url;
    QThread m_thread;
    /// Lives on the server's thread and holds the server, made there (its sockets with it).
    QObject *m_host = nullptr;
};

} // namespace nq
