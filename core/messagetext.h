// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

} // namespace nq
