// SPDX-License-Identifier: GPL-3.0-or-later
// The program's own arguments (nqueens-studio --algorithm --size --speed --play), split at NUL
// bytes: whatever comes, the options kept are usable (a size past the algorithm's largest is
// said) and each bad one gives one message.
#include "algorithms.h"
#include "platform/settings.h"
#include "platform/startupoptions.h"
#include "playbackclock.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QStringList args;
    for (const QByteArray &part : bytes.split('\0'))
        args << QString::fromUtf8(part);
    const nq::StartupOptions o = nq::StartupOptions::parse(args);
    const nq::AlgorithmId a = o.algorithm.value_or(nq::Settings::kDefaultAlgorithm);
    // A size is at least 1. Past what the algorithm takes it is kept for the window, which opens
    // the algorithm's largest board and says so; the command line was told too.
    if (o.size && *o.size < 1)
        std::abort();
    if (o.size && !o.dominationQueens && *o.size > nq::Algorithms::info(a).maxSize
        && o.messages.isEmpty())
        std::abort();
    if (o.speedLevel && (*o.speedLevel < 0 || *o.speedLevel >= nq::PlaybackClock::speedLevels()))
        std::abort();
    for (const QString &m : o.messages) {
        if (m.isEmpty() || m.contains(u'\n'))
            std::abort();
    }
    return 0;
}
