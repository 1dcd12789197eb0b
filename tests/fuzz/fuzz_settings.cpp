// SPDX-License-Identifier: GPL-3.0-or-later
// Stored settings, corrupted or hostile: the input is the settings file. Every value read back
// must be one the program can use.
#include "platform/settings.h"
#include "playback/stepplayer.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

namespace {
QTemporaryDir *dir = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    dir = new QTemporaryDir;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = dir->filePath(QStringLiteral("settings.ini"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        f.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    nq::Settings s(path);
    const nq::AlgorithmId a = s.algorithm();
    const int n = s.boardSize();
    if (n < 1 || n > nq::Settings::maxSizeFor(a))
        std::abort();
    const int speed = s.speedLevel();
    if (speed < 0 || speed >= nq::StepPlayer::speedLevels())
        std::abort();
    const nq::Theme::Kind theme = s.theme();
    if (theme != nq::Theme::Light && theme != nq::Theme::Dark)
        std::abort();
    const QString language = s.language();
    if (!language.isEmpty() && language != u"en" && language != u"ja" && language != u"zh_CN")
        std::abort();
    const int dn = s.dominationSize(), dk = s.dominationQueens();
    if (dn < 1 || dn > nq::Algorithms::domination().maxSize || dk < 1 || dk > dn)
        std::abort();
    (void)s.domination();
    (void)s.dominationIndependent();
    (void)s.showHeat();
    (void)s.mode();
    (void)s.startPaused();
    (void)s.showCoordinates();
    (void)s.showAttacks();
    (void)s.geometry();
    (void)s.windowState();
    return 0;
}
