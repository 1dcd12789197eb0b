// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QVariant>

namespace nq::settingsvalues {

/// What a stored text reads as; anything else (a hand-edited file, another version's value)
/// reads as `fallback`, so a settings file never changes more than its own bad line.
inline int readInt(const QVariant &value, int fallback, int min, int max)
{
    bool ok = false;
    const int v = value.toInt(&ok);
    return ok && v >= min && v <= max ? v : fallback;
}

inline bool readBool(const QVariant &v, bool fallback)
{
    if (!v.isValid())
        return fallback;
    const QString text = v.toString();
    if (text == u"true" || text == u"1")
        return true;
    if (text == u"false" || text == u"0")
        return false;
    return fallback;
}

inline QString readChoice(const QVariant &v, const QStringList &allowed, const QString &fallback)
{
    const QString text = v.toString();
    return allowed.contains(text) ? text : fallback;
}

} // namespace nq::settingsvalues
