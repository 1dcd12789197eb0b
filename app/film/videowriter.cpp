// SPDX-License-Identifier: GPL-3.0-or-later
// MP4 (H.264) and WebM (VP9) through FFmpeg's libraries: frames converted to yuv420p by
// libswscale, encoded by libx264 or libvpx, muxed by libavformat into memory, and written whole;
// a narrated film's sound track beside them (AudioTrack: AAC in MP4, Opus in WebM).
#include "filmwriter.h"

#include "averror.h"

#include "audiotrack.h"

#include "wholefile.h"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

#include <QCoreApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace nq {

namespace {

class VideoWriter final : public FilmWriter
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    VideoWriter(const QString &path, const FilmSpec &spec, bool webm)
        : m_path(path), m_spec(spec), m_webm(webm)
    { }
    ~VideoWriter() override
    {
        if (m_format) {
            if (m_format->pb) {
                av_freep(&m_format->pb->buffer);
                avio_context_free(&m_format->pb);
            }
            avformat_free_context(m_format);
        }
        avcodec_free_context(&m_codec);
        av_frame_free(&m_frame);
        av_packet_free(&m_packet);
        sws_freeContext(m_scale);
    }

    bool open(QSize size, QString *error) override
    {
        av_log_set_level(AV_LOG_ERROR); // the encoders' chatter is not the user's business
        const char *muxer = m_webm ? "webm" : "mp4";
        if (avformat_alloc_output_context2(&m_format, nullptr, muxer, nullptr) < 0 || !m_format)
            return fail(error, tr("this FFmpeg cannot write %1").arg(QString::fromLatin1(muxer)));
        const AVCodec *codec = avcodec_find_encoder_by_name(m_webm ? "libvpx-vp9" : "libx264");
        if (!codec)
            codec = avcodec_find_encoder(m_webm ? AV_CODEC_ID_VP9 : AV_CODEC_ID_H264);
        if (!codec)
            return fail(error,
                        tr("this FFmpeg has no %1 encoder")
                            .arg(m_webm ? QStringLiteral("VP9") : QStringLiteral("H.264")));
        m_stream = avformat_new_stream(m_format, nullptr);
        m_codec = avcodec_alloc_context3(codec);
        if (!m_stream || !m_codec)
            return fail(error, tr("out of memory"));
        const AVRational rate = av_d2q(m_spec.fps, 1000);
        m_codec->width = size.width();
        m_codec->height = size.height();
        m_codec->time_base = av_inv_q(rate);
        m_codec->framerate = rate;
        m_codec->pix_fmt = AV_PIX_FMT_YUV420P;
        m_codec->gop_size = std::max(1, int(m_spec.fps * 2)); // a key frame every 2 seconds
        if (m_webm) {
            av_opt_set(m_codec->priv_data, "deadline", "realtime", 0);
            av_opt_set_int(m_codec->priv_data, "cpu-used", 8, 0);
            av_opt_set_int(m_codec->priv_data, "crf", 30, 0);
            av_opt_set_int(m_codec->priv_data, "row-mt", 1, 0);
            m_codec->bit_rate = 0;
        } else {
            // Sharp squares and text: a fast preset, a quality that keeps the marks crisp, and
            // the profile every player decodes.
            av_opt_set(m_codec->priv_data, "preset", "veryfast", 0);
            av_opt_set(m_codec->priv_data, "tune", "animation", 0);
            av_opt_set(m_codec->priv_data, "crf", "20", 0);
            av_opt_set(m_codec->priv_data, "profile", "high", 0);
        }
        if (m_format->oformat->flags & AVFMT_GLOBALHEADER)
            m_codec->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
        int status = avcodec_open2(m_codec, codec, nullptr);
        if (status < 0)
            return fail(error, tr("the encoder did not start: %1").arg(avError(status)));
        avcodec_parameters_from_context(m_stream->codecpar, m_codec);
        m_stream->time_base = m_codec->time_base;
        m_stream->avg_frame_rate = rate;
        m_stream->r_frame_rate = rate;
        if (!m_spec.narration.isEmpty()) {
            m_audio = std::make_unique<AudioTrack>();
            QString why;
            if (!m_audio->open(m_format, m_webm, &why))
                return fail(error, why);
        }

        // The file is made in memory (MP4 goes back to write its index) and written whole.
        constexpr int kBuffer = 64 * 1024;
        auto *buffer = static_cast<unsigned char *>(av_malloc(kBuffer));
        m_format->pb = avio_alloc_context(buffer, kBuffer, 1, this, nullptr, &VideoWriter::write,
                                          &VideoWriter::seek);
        if (!m_format->pb)
            return fail(error, tr("out of memory"));
        m_format->flags |= AVFMT_FLAG_CUSTOM_IO;
        status = avformat_write_header(m_format, nullptr);
        if (status < 0)
            return fail(error, tr("the file could not be started: %1").arg(avError(status)));

        m_frame = av_frame_alloc();
        m_packet = av_packet_alloc();
        if (!m_frame || !m_packet)
            return fail(error, tr("out of memory"));
        m_frame->format = AV_PIX_FMT_YUV420P;
        m_frame->width = size.width();
        m_frame->height = size.height();
        if (av_frame_get_buffer(m_frame, 0) < 0)
            return fail(error, tr("out of memory"));
        m_scale = sws_getContext(size.width(), size.height(), AV_PIX_FMT_BGRA, size.width(),
                                 size.height(), AV_PIX_FMT_YUV420P, SWS_BICUBIC, nullptr, nullptr,
                                 nullptr);
        if (!m_scale)
            return fail(error, tr("the frames cannot be converted"));
        return true;
    }

    bool add(const FilmFrame &frame, QString *error) override
    {
        const QImage image = frame.image.convertToFormat(QImage::Format_ARGB32);
        if (av_frame_make_writable(m_frame) < 0)
            return fail(error, tr("out of memory"));
        const uint8_t *source[1] = { image.constBits() };
        const int stride[1] = { int(image.bytesPerLine()) };
        sws_scale(m_scale, source, stride, 0, image.height(), m_frame->data, m_frame->linesize);
        // A step held longer is the same picture for more frame times.
        for (int i = 0; i < frame.hold; ++i) {
            m_frame->pts = m_pts++;
            if (!encode(m_frame, error))
                return false;
        }
        // The step's sentence from its first frame, silence to its last.
        if (m_audio) {
            QString why;
            const std::int64_t end
                = av_rescale_q(m_pts, m_codec->time_base, AVRational { 1, AudioTrack::kRate });
            if (!m_audio->add(frame.speech, end, &why))
                return fail(error, why);
        }
        return true;
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        if (!encode(nullptr, error))
            return false;
        if (m_audio) {
            QString why;
            if (!m_audio->finish(&why))
                return fail(error, why);
        }
        const int status = av_write_trailer(m_format);
        if (status < 0)
            return fail(error, tr("the file could not be finished: %1").arg(avError(status)));
        avio_flush(m_format->pb);
        return WholeFile::write(m_path, m_bytes, error, cancel);
    }

private:
    bool fail(QString *error, const QString &why)
    {
        if (error)
            *error = WholeFile::cannotWrite(m_path, why);
        return false;
    }

    bool encode(AVFrame *frame, QString *error)
    {
        int status = avcodec_send_frame(m_codec, frame);
        if (status < 0)
            return fail(error, tr("the encoder failed: %1").arg(avError(status)));
        while ((status = avcodec_receive_packet(m_codec, m_packet)) >= 0) {
            av_packet_rescale_ts(m_packet, m_codec->time_base, m_stream->time_base);
            m_packet->stream_index = m_stream->index;
            status = av_interleaved_write_frame(m_format, m_packet);
            if (status < 0)
                return fail(error, tr("the file could not be written: %1").arg(avError(status)));
        }
        return status == AVERROR(EAGAIN) || status == AVERROR_EOF
            ? true
            : fail(error, tr("the encoder failed: %1").arg(avError(status)));
    }

#if LIBAVFORMAT_VERSION_MAJOR >= 61
    static int write(void *opaque, const uint8_t *data, int size)
#else
    static int write(void *opaque, uint8_t *data, int size)
#endif
    {
        auto *self = static_cast<VideoWriter *>(opaque);
        QByteArray &bytes = self->m_bytes;
        const qint64 end = self->m_at + size;
        if (end > bytes.size())
            bytes.resize(end);
        std::memcpy(bytes.data() + self->m_at, data, std::size_t(size));
        self->m_at = end;
        return size;
    }

    static int64_t seek(void *opaque, int64_t offset, int whence)
    {
        auto *self = static_cast<VideoWriter *>(opaque);
        if (whence == AVSEEK_SIZE)
            return self->m_bytes.size();
        whence &= ~AVSEEK_FORCE;
        const qint64 base = whence == SEEK_SET ? 0
            : whence == SEEK_CUR               ? self->m_at
            : whence == SEEK_END               ? self->m_bytes.size()
                                               : -1;
        if (base < 0 || base + offset < 0)
            return AVERROR(EINVAL);
        self->m_at = base + offset;
        return self->m_at;
    }

    QString m_path;
    FilmSpec m_spec;
    bool m_webm;
    AVFormatContext *m_format = nullptr;
    AVStream *m_stream = nullptr;
    AVCodecContext *m_codec = nullptr;
    AVFrame *m_frame = nullptr;
    AVPacket *m_packet = nullptr;
    SwsContext *m_scale = nullptr;
    std::unique_ptr<AudioTrack> m_audio; // a narrated film's sound
    std::int64_t m_pts = 0;
    QByteArray m_bytes;
    qint64 m_at = 0;
};

} // namespace

std::unique_ptr<FilmWriter> makeVideoWriter(const QString &path, const FilmSpec &spec, bool webm)
{
    return std::make_unique<VideoWriter>(path, spec, webm);
}

} // namespace nq
