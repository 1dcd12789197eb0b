// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classmessage.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace nq {

/**
 * A class session's state, decided here and nowhere else: who joined (by a token each page
 * keeps, so a phone that reconnects is the same student with the same votes), the session's
 * code and who is locked out for guessing it, the question asked, its rounds and the votes of
 * each round, and the results. No network and no clock of its own: the server hands it each
 * message with the time, so it is tested as plain logic.
 */
class ClassRoom
{
public:
    /// Wrong codes from one address before it is locked out, and for how long.
    static constexpr int kWrongCodes = 10;
    static constexpr qint64 kLockMs = 60'000;
    /// Students a session takes unless told otherwise.
    static constexpr int kDefaultMaxStudents = 200;

    /// A session with `code` (kCodeDigits digits), taking at most `maxStudents`.
    explicit ClassRoom(QString code, int maxStudents = kDefaultMaxStudents);

    /// A new session's code: six random digits.
    static QString newCode();

    const QString &code() const { return m_code; }
    int maxStudents() const { return m_maxStudents; }

    enum class Joined { Accepted, Back, WrongCode, LockedOut, Full };
    struct JoinResult
    {
        Joined status = Joined::WrongCode;
        QString token; ///< the student's, when accepted (kept by the page)
        QString nick; ///< as shown: unique in the session ("Ann (2)" beside "Ann")
    };
    /// A page asks to join from `address` at `nowMs`.
    JoinResult join(const ClassMessage::Join &join, const QString &address, qint64 nowMs);
    /// The student's page went away (it may come back with its token).
    void left(const QString &token);

    int joined() const { return int(m_students.size()); }
    int connected() const;
    QString nickOf(const QString &token) const;

    /// A question, as the session asks it.
    struct Question
    {
        int number = 0; ///< from 1, in the order asked
        QString kind; ///< questionKindKey: "next-queen", ...
        QString words; ///< the question in the teacher's language, for the results
        QStringList right; ///< every answer judged right
        qint64 askedMs = 0;
    };
    /// Asks a question (the one before, if any, is over); returns its number.
    int ask(QString kind, QString words, QStringList right, qint64 nowMs);
    /// The question being asked, if any.
    const Question *current() const;
    /// 1, or 2 after voteAgain(); 0 with no question.
    int round() const { return m_round; }
    /// True while the round takes votes (until its votes are shown or the answer revealed).
    bool open() const { return m_open; }

    /// A student's vote: counted when it is for the question and round open now (a student may
    /// change it until the round closes). False when it is not counted.
    bool vote(const QString &token, const ClassMessage::Vote &vote, qint64 nowMs);
    /// Votes in the round so far, of the students joined.
    int answered(int round) const;
    /// How many chose each answer in `round`.
    std::map<QString, int> tally(int round) const;
    /// The student's answer in `round`, empty when none.
    QString answerOf(const QString &token, int round) const;

    /// Closes the round: its votes may be shown.
    void closeRound() { m_open = false; }
    /// Opens the second round ("Discuss and Vote Again").
    bool voteAgain(qint64 nowMs);
    /// Reveals the right answer: the question is over, its results kept.
    void reveal();
    bool revealed() const { return m_revealed; }

    /// One student's answers to one question.
    struct Result
    {
        QString nick;
        int question = 0;
        QString kind, words;
        QString first, second; ///< answers, empty when none
        std::optional<bool> firstRight, secondRight;
        double firstSeconds = -1, secondSeconds = -1; ///< from the round's start
    };
    /// Every student's answers to every question asked, in the order asked, then by nickname.
    std::vector<Result> results() const;

private:
    struct Ballot
    {
        QString answer;
        qint64 ms = 0; ///< from the round's start
    };
    struct Asked
    {
        Question question;
        QHash<QString, Ballot> votes[2]; ///< by token, each round
    };
    struct Student
    {
        QString nick;
        bool connected = true;
    };
    struct Guesses
    {
        int wrong = 0;
        qint64 lockedUntil = 0;
    };

    QString uniqueNick(const QString &nick) const;

    QString m_code;
    int m_maxStudents;
    QHash<QString, Student> m_students; ///< by token
    QHash<QString, Guesses> m_guesses; ///< by address
    std::vector<Asked> m_asked;
    int m_round = 0;
    bool m_open = false;
    bool m_revealed = false;
    qint64 m_roundStartMs = 0;
};

} // namespace nq
