// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classroom.h"

#include <QAbstractHttpServer>
#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QTimer>

#include <memory>

class QWebSocket;

namespace nq {

/// What the teacher's side is told of the session: counts and, once shown, the votes.
struct ClassCounts
{
    int joined = 0, connected = 0;
    int question = 0, round = 0; ///< the question being asked (0: none), its round
    int answered[2] = { 0, 0 }; ///< votes in each round
    bool open = false, revealed = false;
    bool shown[2] = { false, false }; ///< each round's votes shown to the class
    std::map<QString, int> tally[2]; ///< the votes of each round
};

/**
 * The class session's server: one port on the school's network that serves the student's page
 * and its WebSocket, and nothing else. It lives on a thread of its own (ClassSession moves it
 * there), so the window never waits on the network. Every student's message is read by
 * ClassMessage and decided by ClassRoom; a bad one closes that connection only. Steps are
 * sent at most ten a second (the latest wins); the counts go back to the window at most ten
 * times a second.
 */
class ClassServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    /// Messages a student may send in kRateWindowMs before the connection is closed.
    static constexpr int kRateMessages = 40;
    static constexpr qint64 kRateWindowMs = 10'000;
    /// The least time between two steps (or two counts) sent.
    static constexpr int kFrameMs = 100;
    /// The first port tried when none is chosen, and how many after it.
    static constexpr quint16 kDefaultPort = 8765;
    static constexpr int kPortsTried = 20;

    /// A server for `room` that serves `page` at "/".
    ClassServer(const QString &code, int maxStudents, QByteArray page, QObject *parent = nullptr);
    ~ClassServer() override;

    /// The session's state: read it on the server's thread only (tests, after its signals).
    const ClassRoom &room() const { return m_room; }

public Q_SLOTS:
    /// Listens on `address`:`port` (0: the first free from kDefaultPort up); emits listening()
    /// or failed().
    void start(const QString &address, int port);
    /// The teacher's board: the step's picture and words as data (WebPage's step message).
    void showStep(const QByteArray &step);
    /// Asks the class `question` (PageQuestions' data, its "right" the answers judged right).
    void ask(const QJsonObject &question, const QString &kind, const QString &words);
    /// Closes the round and shows its votes, on the projector and on every page.
    void showVotes();
    /// Opens the second round (the first round's votes stay hidden until shown).
    void voteAgain();
    /// Reveals the right answer on every page.
    void reveal();
    /// Ends the session: every page is told, the port is closed.
    void stop();
    /// Asks for the results as ClassRoom keeps them (answered by results()).
    void requestResults();

Q_SIGNALS:
    void listening(quint16 port);
    void failed(const QString &why);
    void countsChanged(const nq::ClassCounts &counts);
    void results(const std::vector<nq::ClassRoom::Result> &rows);
    void stopped();

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    struct Peer
    {
        QWebSocket *socket = nullptr;
        QString token; ///< empty until joined
        QString address;
        int messages = 0;
        qint64 windowStart = 0;
    };

    void accept();
    void received(QWebSocket *socket, const QString &text);
    void drop(QWebSocket *socket, const QString &why);
    void send(QWebSocket *socket, const QJsonObject &message);
    void sendAll(const QByteArray &message);
    QByteArray questionMessage(const QString &token) const;
    void countsLater();
    void resendQuestion();
    void flush();

    ClassRoom m_room;
    QByteArray m_page;
    QHash<QWebSocket *, Peer> m_peers;
    QElapsedTimer m_clock;
    QTimer m_frame; ///< sends the latest step and counts, at most every kFrameMs
    QByteArray m_step; ///< the latest step, as sent
    bool m_stepWaiting = false;
    bool m_countsWaiting = false;
    QJsonObject m_question; ///< the question asked, as the pages get it
    bool m_shown[2] = { false, false }; ///< each round's votes shown
    quint16 m_port = 0;
};

} // namespace nq

Q_DECLARE_METATYPE(nq::ClassCounts)
