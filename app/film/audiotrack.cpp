// SPDX-License-Identifier: GPL-3.0-or-later
#include "audiotrack.h"

#include "averror.h"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
#include <libswresample/swresample.h>
}

#include <algorithm>
#include <cstring>

namespace nq {

namespace {

bool takes(const AVCodec *codec, AVSampleFormat format)
{
    if (!codec->sample_fmts)
        return false;
    for (const AVSampleFormat *f = codec->sample_fmts; *f != AV_SAMPLE_FMT_NONE; ++f) {
        if (*f == format)
            return true;
    }
    return false;
}

} // namespace

AudioTrack::~AudioTrack()
{
    avcodec_free_context(&m_codec);
    av_frame_free(&m_frame);
    av_packet_free(&m_packet);
    swr_free(&m_resample);
}

bool AudioTrack::open(AVFormatContext *format, bool opus, QString *error)
{
    m_format = format;
    const AVCodec *codec
        = opus ? avcodec_find_encoder_by_name("libopus") : avcodec_find_encoder(AV_CODEC_ID_AAC);
    if (!codec) {
        *error = tr("this FFmpeg has no %1 encoder")
                     .arg(opus ? QStringLiteral("Opus") : QStringLiteral("AAC"));
        return false;
    }
    // Mono: planar and interleaved are the same samples, so float goes to either as it is.
    AVSampleFormat sampleFormat = AV_SAMPLE_FMT_NONE;
    for (AVSampleFormat f : { AV_SAMPLE_FMT_FLTP, AV_SAMPLE_FMT_FLT }) {
        if (takes(codec, f)) {
            sampleFormat = f;
            break;
        }
    }
    m_stream = avformat_new_stream(format, nullptr);
    m_codec = avcodec_alloc_context3(codec);
    m_frame = av_frame_alloc();
    m_packet = av_packet_alloc();
    if (!m_stream || !m_codec || !m_frame || !m_packet) {
        *error = tr("out of memory");
        return false;
    }
    if (sampleFormat == AV_SAMPLE_FMT_NONE) {
        *error = tr("the sound encoder takes no samples this program makes");
        return false;
    }
    m_codec->sample_fmt = sampleFormat;
    m_codec->sample_rate = kRate;
    const AVChannelLayout mono = AV_CHANNEL_LAYOUT_MONO;
    av_channel_layout_copy(&m_codec->ch_layout, &mono);
    m_codec->bit_rate = opus ? 32000 : 64000; // speech
    m_codec->time_base = AVRational { 1, kRate };
    if (format->oformat->flags & AVFMT_GLOBALHEADER)
        m_codec->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    const int status = avcodec_open2(m_codec, codec, nullptr);
    if (status < 0) {
        *error = tr("the sound encoder did not start: %1").arg(avError(status));
        return false;
    }
    avcodec_parameters_from_context(m_stream->codecpar, m_codec);
    m_stream->time_base = m_codec->time_base;
    return true;
}

bool AudioTrack::add(const SpokenWords &speech, std::int64_t end, QString *error)
{
    if (!speech.samples.empty() && speech.rate > 0) {
        if (!m_resample || m_inRate != speech.rate) {
            swr_free(&m_resample);
            AVChannelLayout mono = AV_CHANNEL_LAYOUT_MONO; // FFmpeg 5 takes it by a plain pointer
            if (swr_alloc_set_opts2(&m_resample, &mono, AV_SAMPLE_FMT_FLT, kRate, &mono,
                                    AV_SAMPLE_FMT_S16, speech.rate, 0, nullptr)
                    < 0
                || swr_init(m_resample) < 0) {
                *error = tr("the narration's samples cannot be converted");
                return false;
            }
            m_inRate = speech.rate;
        } else if (swr_init(m_resample) < 0) { // a new sentence: the last one was flushed
            *error = tr("the narration's samples cannot be converted");
            return false;
        }
        const int in = int(speech.samples.size());
        const int room = swr_get_out_samples(m_resample, in) + kRate / 10;
        const std::size_t at = m_pending.size();
        m_pending.resize(at + std::size_t(room));
        auto *out = reinterpret_cast<uint8_t *>(m_pending.data() + at);
        const auto *source = reinterpret_cast<const uint8_t *>(speech.samples.data());
        int made = swr_convert(m_resample, &out, room, &source, in);
        if (made < 0) {
            *error = tr("the narration's samples cannot be converted");
            return false;
        }
        // What the resampler still holds of this sentence, before the silence.
        auto *rest = reinterpret_cast<uint8_t *>(m_pending.data() + at + std::size_t(made));
        const int flushed = swr_convert(m_resample, &rest, room - made, nullptr, 0);
        m_pending.resize(at + std::size_t(made + std::max(0, flushed)));
    }
    if (end > samples())
        m_pending.resize(m_pending.size() + std::size_t(end - samples()), 0.0f);
    return encodeFull(false, error);
}

bool AudioTrack::encodeFull(bool flush, QString *error)
{
    const int size = m_codec->frame_size > 0 ? m_codec->frame_size : 1024;
    std::size_t used = 0;
    while (m_pending.size() - used >= std::size_t(size) || (flush && m_pending.size() > used)) {
        av_frame_unref(m_frame);
        m_frame->format = m_codec->sample_fmt;
        m_frame->sample_rate = kRate;
        // The last frame is as long as what is left, where the encoder takes a short one.
        const std::size_t left = m_pending.size() - used;
        const bool shortLast = left < std::size_t(size)
            && (m_codec->codec->capabilities & AV_CODEC_CAP_SMALL_LAST_FRAME);
        const int count = shortLast ? int(left) : size;
        m_frame->nb_samples = count;
        av_channel_layout_copy(&m_frame->ch_layout, &m_codec->ch_layout);
        if (av_frame_get_buffer(m_frame, 0) < 0) {
            *error = tr("out of memory");
            return false;
        }
        // Else the last frame is filled up with silence.
        const std::size_t take = std::min(std::size_t(count), left);
        auto *data = reinterpret_cast<float *>(m_frame->data[0]);
        std::memcpy(data, m_pending.data() + used, take * sizeof(float));
        std::fill(data + take, data + count, 0.0f);
        m_frame->pts = m_sent;
        m_sent += count;
        used += take;
        if (!send(m_frame, error))
            return false;
    }
    m_pending.erase(m_pending.begin(), m_pending.begin() + std::ptrdiff_t(used));
    return true;
}

bool AudioTrack::send(AVFrame *frame, QString *error)
{
    int status = avcodec_send_frame(m_codec, frame);
    if (status < 0) {
        *error = tr("the sound encoder failed: %1").arg(avError(status));
        return false;
    }
    while ((status = avcodec_receive_packet(m_codec, m_packet)) >= 0) {
        av_packet_rescale_ts(m_packet, m_codec->time_base, m_stream->time_base);
        m_packet->stream_index = m_stream->index;
        status = av_interleaved_write_frame(m_format, m_packet);
        if (status < 0) {
            *error = tr("the sound could not be written: %1").arg(avError(status));
            return false;
        }
    }
    if (status == AVERROR(EAGAIN) || status == AVERROR_EOF)
        return true;
    *error = tr("the sound encoder failed: %1").arg(avError(status));
    return false;
}

bool AudioTrack::finish(QString *error)
{
    return encodeFull(true, error) && send(nullptr, error);
}

} // namespace nq
