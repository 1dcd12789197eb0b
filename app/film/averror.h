// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

extern "C" {
#include <libavutil/error.h>
}

#include <QString>

namespace nq {

/// FFmpeg's words for an error code, for a message (the video and the sound track say them).
inline QString avError(int code)
{
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromUtf8(text);
}

} // namespace nq
