// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/transport.h"

#include "playbackclock.h"

namespace nq {

int Transport::speedLevels()
{
    return PlaybackClock::speedLevels();
}

double Transport::stepsPerSecond(int level)
{
    return PlaybackClock::stepsPerSecond(level);
}

int Transport::levelFor(double sps)
{
    return PlaybackClock::levelFor(sps);
}

QString Transport::speedLabel(int level)
{
    const double sps = stepsPerSecond(level);
    if (sps <= 0)
        return tr("Maximum");
    if (sps < 1)
        return tr("1 step every %1 s").arg(1.0 / sps);
    if (sps == 1)
        return tr("1 step per second");
    return tr("%L1 steps per second").arg(sps, 0, 'f', 0);
}

void Transport::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

} // namespace nq
