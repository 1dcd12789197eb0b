// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace nq {

/// User input as it may be echoed in a one-line message: control characters (a newline, say)
/// become '?', and a long text is cut at `limit` characters with "…".
inline QString printable(QStringView text, qsizetype limit = 80)
{
    QString out;
    out.reserve(std::min(text.size(), limit) + 1);
    for (const QChar c : text.left(limit))
        out += (c.category() == QChar::Other_Control || c == QChar::LineSeparator
                || c == QChar::ParagraphSeparator)
            ? QChar(u'?')
            : c;
    if (text.size() > limit)
        out += QChar(0x2026);
    return out;
}

/// The time a long count has left, in the words of its progress line: "about 40 s left",
/// "about 3 min 5 s left", "about 2 h 10 min left".
inline QString timeLeftText(double seconds)
{
    const qint64 s = qRound64(seconds);
    if (s < 60)
        return QCoreApplication::translate("nq::MessageText", "about %1 s left").arg(s);
    if (s < 3600)
        return QCoreApplication::translate("nq::MessageText", "about %1 min %2 s left")
            .arg(s / 60)
            .arg(s % 60);
    return QCoreApplication::translate("nq::MessageText", "about %1 h %2 min left")
        .arg(s / 3600)
        .arg(s % 3600 / 60);
}

} // namespace nq
