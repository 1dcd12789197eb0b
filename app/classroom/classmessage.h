// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

#include <variant>

namespace nq {

/**
 * What a student's page may say to the class session, read from one WebSocket text message.
 * Everything from the network is checked here, once: a message is bounded in size, is one JSON
 * object of a known type with exactly its fields, each of its kind and in its range; anything
 * else is an error with its reason, and the server closes that connection only.
 *
 *   {"t":"join","code":"482913","nick":"Ann","token":"<32 hex digits, or absent>"}
 *   {"t":"vote","q":3,"r":1,"a":"2,5"}
 *   {"t":"ping"}
 */
namespace ClassMessage {

/// The most bytes a student's message may hold.
constexpr qsizetype kMaxBytes = 1024;
/// The most characters of a nickname, after its spaces are trimmed.
constexpr qsizetype kMaxNick = 24;
/// The most characters of an answer's key ("r,c", a row, a column list, a count, a word).
constexpr qsizetype kMaxAnswer = 160;
/// The digits of a session's code.
constexpr qsizetype kCodeDigits = 6;
/// The hexadecimal digits of a student's token (a reconnecting page shows it to be itself).
constexpr qsizetype kTokenDigits = 32;

struct Join
{
    QString code; ///< kCodeDigits digits
    QString nick; ///< trimmed, 1..kMaxNick characters, no control characters
    QString token; ///< empty for a first join, else kTokenDigits lower-case hex digits
};

struct Vote
{
    int question = 0; ///< the question's number in the session, from 1
    int round = 1; ///< 1, or 2 after "Discuss and Vote Again"
    QString answer; ///< the key: digits, lower-case letters and commas, at most kMaxAnswer
};

struct Ping
{
};

struct Error
{
    QString reason; ///< in English, for the log: the page never sends a bad message itself
};

using Message = std::variant<Join, Vote, Ping, Error>;

/// Reads one message; an Error says why it is not one.
Message parse(QByteArrayView text);

/// A nickname as the session keeps it: spaces trimmed and collapsed; empty when it is not one
/// (too long, control characters, nothing left).
QString nickname(const QString &typed);

} // namespace ClassMessage

} // namespace nq
