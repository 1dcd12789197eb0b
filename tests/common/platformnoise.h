// SPDX-License-Identifier: GPL-3.0-or-later
// The offscreen platform says at every full-screen toggle that it "does not support
// propagateSizeHints()": a fact about the test platform, not the program. Left in, it fills
// QtTest's budget of messages and silences the verbose log that comes after.
#pragma once

#include <QString>
#include <QtGlobal>

namespace nq::test {

inline QtMessageHandler &platformNoiseNext()
{
    static QtMessageHandler next = nullptr;
    return next;
}

inline void dropPlatformNoise(QtMsgType type, const QMessageLogContext &context,
                              const QString &message)
{
    if (type == QtWarningMsg
        && message.endsWith(QLatin1StringView("does not support propagateSizeHints()")))
        return;
    if (platformNoiseNext())
        platformNoiseNext()(type, context, message);
}

/// Installs the filter in front of the handler in place (QtTest's); returns that handler, to
/// put back. Installed twice, it stays in front of the same one.
inline QtMessageHandler filterPlatformNoise()
{
    const QtMessageHandler previous = qInstallMessageHandler(dropPlatformNoise);
    if (previous != dropPlatformNoise)
        platformNoiseNext() = previous;
    return platformNoiseNext();
}

} // namespace nq::test
