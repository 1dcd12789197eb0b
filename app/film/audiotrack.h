// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "narrationvoice.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

struct AVCodecContext;
struct AVFormatContext;
struct AVFrame;
struct AVPacket;
struct AVStream;
struct SwrContext;

namespace nq {

/**
 * A film's sound track: the narration's sentences, each at the start of its step, with silence
 * to the step's end, encoded as AAC (MP4) or Opus (WebM) by FFmpeg's libraries (libswresample
 * brings eSpeak's 22,050 Hz to the encoder's 48,000) into the video's container.
 */
class AudioTrack
{
    Q_DECLARE_TR_FUNCTIONS(nq::AudioTrack)
public:
    static constexpr int kRate = 48000;
    AudioTrack() = default;
    ~AudioTrack();
    AudioTrack(const AudioTrack &) = delete;
    AudioTrack &operator=(const AudioTrack &) = delete;

    /// Adds the track's stream to `format` (before its header is written); `opus`: Opus, else
    /// AAC. False, and `error` says why, when this FFmpeg cannot.
    bool open(AVFormatContext *format, bool opus, QString *error);
    /// Adds `speech` from where the track is, then silence until sample `end` (the step's end
    /// in the film, at kRate). False, and `error` says why, when the encoder failed.
    bool add(const SpokenWords &speech, std::int64_t end, QString *error);
    /// Sends what is left (the last packets); false on a failure.
    bool finish(QString *error);
    /// The samples written so far (48,000 a second).
    std::int64_t samples() const { return m_sent + std::int64_t(m_pending.size()); }

private:
    bool encodeFull(bool flush, QString *error);
    bool send(AVFrame *frame, QString *error);

    AVFormatContext *m_format = nullptr; // not owned
    AVStream *m_stream = nullptr;
    AVCodecContext *m_codec = nullptr;
    AVFrame *m_frame = nullptr;
    AVPacket *m_packet = nullptr;
    SwrContext *m_resample = nullptr;
    int m_inRate = 0; // the rate m_resample was made for
    std::vector<float> m_pending; // mono samples not yet encoded
    std::int64_t m_sent = 0; // samples handed to the encoder
};

} // namespace nq
