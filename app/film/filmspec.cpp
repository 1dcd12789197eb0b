// SPDX-License-Identifier: GPL-3.0-or-later
#include "filmspec.h"

#include <QFileInfo>

namespace nq {

int FilmSpec::holdOf(const StoredEvent &event)
{
    return event.kind == EventKind::Solution || event.kind == EventKind::Finished ? 4 : 1;
}

std::optional<FilmFormat> FilmSpec::formatOf(const QString &path)
{
    const QString lower = path.toLower();
    if (lower.endsWith(u".mp4"))
        return FilmFormat::Mp4;
    if (lower.endsWith(u".webm"))
        return FilmFormat::WebM;
    if (lower.endsWith(u".gif"))
        return FilmFormat::Gif;
    if (lower.endsWith(u".webp"))
        return FilmFormat::WebP;
    if (lower.endsWith(u".pdf"))
        return FilmFormat::Handout;
    if (lower.endsWith(u".html") || lower.endsWith(u".htm"))
        return FilmFormat::WebPage;
    if (path.endsWith(u'/') || QFileInfo(path).isDir())
        return FilmFormat::PngFrames;
    return std::nullopt;
}

QString FilmSpec::problem() const
{
    if (from < 0)
        return tr("the first step must be 0 or more, not %L1").arg(from);
    if (to < from)
        return tr("the last step (%L1) comes before the first (%L2)").arg(to).arg(from);
    if (to > kMaxWalk)
        return tr("a recording walks the run from its start to its last step, at most %L1 "
                  "steps; step %L2 is further")
            .arg(kMaxWalk)
            .arg(to);
    if (frames() > kMaxFrames)
        return tr("%L1 steps is more than one recording holds (%L2): record a shorter range")
            .arg(frames())
            .arg(kMaxFrames);
    if (size < kMinSize || size > kMaxSize)
        return tr("the size must be from %1 to %2 pixels, not %3")
            .arg(kMinSize)
            .arg(kMaxSize)
            .arg(size);
    if (!(fps >= kMinFps && fps <= kMaxFps))
        return tr("the frame rate must be from %1 to %2 frames a second, not %3")
            .arg(kMinFps)
            .arg(kMaxFps)
            .arg(fps);
    if (columns < 1 || columns > 6 || rows < 1 || rows > 8)
        return tr("the handout's grid must be 1 to 6 frames across and 1 to 8 down");
    return {};
}

QString FilmSpec::narrationProblem(FilmFormat format) const
{
    if (narration.isEmpty())
        return {};
    switch (format) {
    case FilmFormat::Mp4:
    case FilmFormat::WebM:
    case FilmFormat::Handout:
        return {};
    case FilmFormat::Gif:
        return tr("a GIF has no sound: narrate an .mp4 or .webm film");
    case FilmFormat::WebP:
        return tr("a WebP animation has no sound: narrate an .mp4 or .webm film");
    case FilmFormat::PngFrames:
    case FilmFormat::WebPage:
        break;
    }
    return tr("only a film (.mp4, .webm) is narrated, and a handout (.pdf) prints the words");
}

} // namespace nq
