// SPDX-License-Identifier: GPL-3.0-or-later
#include "classmessage.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace nq::ClassMessage {

namespace {

bool allOf(const QString &s, bool (*ok)(char16_t))
{
    for (const QChar c : s) {
        if (!ok(c.unicode()))
            return false;
    }
    return true;
}

bool isDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}
bool isHex(char16_t c)
{
    return isDigit(c) || (c >= u'a' && c <= u'f');
}
bool isKeyChar(char16_t c)
{
    return isDigit(c) || (c >= u'a' && c <= u'z') || c == u',';
}

/// True when `o` has exactly the fields `required` and perhaps some of `optional`.
bool hasFields(const QJsonObject &o, const QSet<QString> &required, const QSet<QString> &optional)
{
    for (const QString &k : required) {
        if (!o.contains(k))
            return false;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!required.contains(it.key()) && !optional.contains(it.key()))
            return false;
    }
    return true;
}

/// An integer of JSON in [low, high], or -1.
int integer(const QJsonValue &v, int low, int high)
{
    if (!v.isDouble())
        return -1;
    const double d = v.toDouble();
    if (d != double(qint64(d)) || d < low || d > high)
        return -1;
    return int(d);
}

} // namespace

QString nickname(const QString &typed)
{
    const QString nick = typed.simplified();
    if (nick.isEmpty() || nick.size() > kMaxNick)
        return {};
    for (const QChar c : nick) {
        // No control, format (bidi overrides), surrogate halves alone or unassigned points.
        const QChar::Category k = c.category();
        if (k == QChar::Other_Control || k == QChar::Other_Format || k == QChar::Other_NotAssigned
            || k == QChar::Other_PrivateUse)
            return {};
    }
    // A lone surrogate half is not text.
    for (qsizetype i = 0; i < nick.size(); ++i) {
        if (nick.at(i).isHighSurrogate()) {
            if (i + 1 >= nick.size() || !nick.at(i + 1).isLowSurrogate())
                return {};
            ++i;
        } else if (nick.at(i).isLowSurrogate()) {
            return {};
        }
    }
    return nick;
}

Message parse(QByteArrayView text)
{
    if (text.size() > kMaxBytes)
        return Error { QStringLiteral("longer than %1 bytes").arg(kMaxBytes) };
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error { QStringLiteral("not a JSON object") };
    const QJsonObject o = doc.object();
    const QString type = o.value(QStringLiteral("t")).toString();
    if (type == u"ping") {
        if (!hasFields(o, { QStringLiteral("t") }, {}))
            return Error { QStringLiteral("a ping with other fields") };
        return Ping {};
    }
    if (type == u"join") {
        if (!hasFields(o, { QStringLiteral("t"), QStringLiteral("code"), QStringLiteral("nick") },
                       { QStringLiteral("token") }))
            return Error { QStringLiteral("a join without its fields") };
        const QJsonValue code = o.value(QStringLiteral("code"));
        const QJsonValue nick = o.value(QStringLiteral("nick"));
        const QJsonValue token = o.value(QStringLiteral("token"));
        if (!code.isString() || !nick.isString() || (o.contains(u"token") && !token.isString()))
            return Error { QStringLiteral("a join's fields are not text") };
        Join j { code.toString(), nickname(nick.toString()), token.toString() };
        if (j.code.size() != kCodeDigits || !allOf(j.code, isDigit))
            return Error { QStringLiteral("a code is %1 digits").arg(kCodeDigits) };
        if (j.nick.isEmpty())
            return Error { QStringLiteral("not a nickname") };
        if (!j.token.isEmpty() && (j.token.size() != kTokenDigits || !allOf(j.token, isHex)))
            return Error { QStringLiteral("not a token") };
        return j;
    }
    if (type == u"vote") {
        if (!hasFields(o,
                       { QStringLiteral("t"), QStringLiteral("q"), QStringLiteral("r"),
                         QStringLiteral("a") },
                       {}))
            return Error { QStringLiteral("a vote without its fields") };
        Vote v;
        v.question = integer(o.value(QStringLiteral("q")), 1, 1'000'000);
        v.round = integer(o.value(QStringLiteral("r")), 1, 2);
        const QJsonValue a = o.value(QStringLiteral("a"));
        if (v.question < 0 || v.round < 0)
            return Error { QStringLiteral("a vote's question or round out of range") };
        if (!a.isString() || a.toString().size() > kMaxAnswer || !allOf(a.toString(), isKeyChar))
            return Error { QStringLiteral("not an answer") };
        v.answer = a.toString();
        return v;
    }
    return Error { QStringLiteral("an unknown type") };
}

} // namespace nq::ClassMessage
