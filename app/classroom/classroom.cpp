// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom.h"

#include <QRandomGenerator>

#include <algorithm>

namespace nq {

ClassRoom::ClassRoom(QString code, int maxStudents)
    : m_code(std::move(code)), m_maxStudents(std::max(1, maxStudents))
{ }

QString ClassRoom::newCode()
{
    const quint32 v = QRandomGenerator::system()->bounded(1'000'000u);
    return QStringLiteral("%1").arg(v, int(ClassMessage::kCodeDigits), 10, QLatin1Char('0'));
}

ClassRoom::JoinResult ClassRoom::join(const ClassMessage::Join &join, const QString &address,
                                      qint64 nowMs)
{
    Guesses &g = m_guesses[address];
    if (g.lockedUntil > nowMs)
        return { Joined::LockedOut, {}, {} };
    if (join.code != m_code) {
        if (++g.wrong >= kWrongCodes) {
            g.wrong = 0;
            g.lockedUntil = nowMs + kLockMs;
        }
        return { Joined::WrongCode, {}, {} };
    }
    g.wrong = 0;
    if (auto known = m_students.find(join.token);
        !join.token.isEmpty() && known != m_students.end()) {
        known->connected = true;
        return { Joined::Back, join.token, known->nick };
    }
    if (joined() >= m_maxStudents)
        return { Joined::Full, {}, {} };
    QString token;
    do {
        token.clear();
        for (int i = 0; i < 4; ++i)
            token += QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16,
                                              QLatin1Char('0'));
    } while (m_students.contains(token));
    const QString nick = uniqueNick(join.nick);
    m_students.insert(token, { nick, true });
    return { Joined::Accepted, token, nick };
}

QString ClassRoom::uniqueNick(const QString &nick) const
{
    auto taken = [&](const QString &n) {
        return std::any_of(m_students.begin(), m_students.end(),
                           [&](const Student &s) { return s.nick == n; });
    };
    if (!taken(nick))
        return nick;
    for (int k = 2;; ++k) {
        const QString n = QStringLiteral("%1 (%2)").arg(nick).arg(k);
        if (!taken(n))
            return n;
    }
}

void ClassRoom::left(const QString &token)
{
    if (auto s = m_students.find(token); s != m_students.end())
        s->connected = false;
}

int ClassRoom::connected() const
{
    return int(std::count_if(m_students.begin(), m_students.end(),
                             [](const Student &s) { return s.connected; }));
}

QString ClassRoom::nickOf(const QString &token) const
{
    return m_students.value(token).nick;
}

int ClassRoom::ask(QString kind, QString words, QStringList right, qint64 nowMs)
{
    Asked a;
    a.question
        = { int(m_asked.size()) + 1, std::move(kind), std::move(words), std::move(right), nowMs };
    m_asked.push_back(std::move(a));
    m_round = 1;
    m_open = true;
    m_revealed = false;
    m_roundStartMs = nowMs;
    return m_asked.back().question.number;
}

const ClassRoom::Question *ClassRoom::current() const
{
    return m_asked.empty() ? nullptr : &m_asked.back().question;
}

bool ClassRoom::vote(const QString &token, const ClassMessage::Vote &vote, qint64 nowMs)
{
    if (!m_open || m_asked.empty() || vote.question != m_asked.back().question.number
        || vote.round != m_round || !m_students.contains(token))
        return false;
    m_asked.back().votes[m_round - 1].insert(token, { vote.answer, nowMs - m_roundStartMs });
    return true;
}

int ClassRoom::answered(int round) const
{
    if (m_asked.empty() || round < 1 || round > 2)
        return 0;
    return int(m_asked.back().votes[round - 1].size());
}

std::map<QString, int> ClassRoom::tally(int round) const
{
    std::map<QString, int> out;
    if (m_asked.empty() || round < 1 || round > 2)
        return out;
    for (const Ballot &b : m_asked.back().votes[round - 1])
        ++out[b.answer];
    return out;
}

QString ClassRoom::answerOf(const QString &token, int round) const
{
    if (m_asked.empty() || round < 1 || round > 2)
        return {};
    return m_asked.back().votes[round - 1].value(token).answer;
}

bool ClassRoom::voteAgain(qint64 nowMs)
{
    if (m_asked.empty() || m_round != 1 || m_revealed)
        return false;
    m_round = 2;
    m_open = true;
    m_roundStartMs = nowMs;
    return true;
}

void ClassRoom::reveal()
{
    m_open = false;
    m_revealed = true;
}

std::vector<ClassRoom::Result> ClassRoom::results() const
{
    std::vector<Result> out;
    for (const Asked &a : m_asked) {
        std::vector<Result> rows;
        for (auto s = m_students.begin(); s != m_students.end(); ++s) {
            const auto f = a.votes[0].constFind(s.key());
            const auto g = a.votes[1].constFind(s.key());
            const Ballot *first = f != a.votes[0].cend() ? &*f : nullptr;
            const Ballot *second = g != a.votes[1].cend() ? &*g : nullptr;
            if (!first && !second)
                continue;
            Result r;
            r.nick = s->nick;
            r.question = a.question.number;
            r.kind = a.question.kind;
            r.words = a.question.words;
            if (first) {
                r.first = first->answer;
                r.firstRight = a.question.right.contains(first->answer);
                r.firstSeconds = double(first->ms) / 1000.0;
            }
            if (second) {
                r.second = second->answer;
                r.secondRight = a.question.right.contains(second->answer);
                r.secondSeconds = double(second->ms) / 1000.0;
            }
            rows.push_back(std::move(r));
        }
        std::sort(rows.begin(), rows.end(),
                  [](const Result &x, const Result &y) { return x.nick < y.nick; });
        out.insert(out.end(), rows.begin(), rows.end());
    }
    return out;
}

} // namespace nq
