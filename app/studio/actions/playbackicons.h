// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>

namespace nq {

/// The playback icons, drawn in the theme's text colour so they read on light and dark.
class PlaybackIcons
{
public:
    enum Kind {
        Play,
        Pause,
        StepForward,
        StepBack,
        ToStart,
        ToEnd,
        NextSolution,
        NextBacktrack,
        Predict,
    };
    /// The icon of a kind in a colour: the same QIcon (same cacheKey()) every time it is asked for.
    static QIcon icon(Kind kind, const QColor &color);
};

} // namespace nq
