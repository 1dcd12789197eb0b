// SPDX-License-Identifier: GPL-3.0-or-later
// An animated WebP through libwebp's animation encoder: lossless frames (the board's colours
// exact), each held for its share of time, looping for ever.
#include "filmwriter.h"

#include "wholefile.h"

#include <webp/encode.h>
#include <webp/mux.h>

#include <QCoreApplication>

#include <cmath>

namespace nq {

namespace {

class WebpWriter final : public FilmWriter
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    WebpWriter(const QString &path, const FilmSpec &spec) : m_path(path), m_spec(spec) { }
    ~WebpWriter() override
    {
        if (m_encoder)
            WebPAnimEncoderDelete(m_encoder);
    }

    bool open(QSize size, QString *error) override
    {
        WebPAnimEncoderOptions options;
        if (!WebPAnimEncoderOptionsInit(&options) || !WebPConfigInit(&m_config))
            return fail(error, tr("this libwebp cannot write animations"));
        options.anim_params.loop_count = 0; // for ever
        options.allow_mixed = 0;
        m_config.lossless = 1;
        m_config.quality = 20; // for lossless, the effort: little, the frames are simple
        m_config.method = 1;
        m_encoder = WebPAnimEncoderNew(size.width(), size.height(), &options);
        if (!m_encoder)
            return fail(error, tr("out of memory"));
        return true;
    }

    bool add(const FilmFrame &frame, QString *error) override
    {
        const QImage image = frame.image.convertToFormat(QImage::Format_ARGB32);
        WebPPicture picture;
        if (!WebPPictureInit(&picture))
            return fail(error, tr("this libwebp cannot write animations"));
        picture.use_argb = 1;
        picture.width = image.width();
        picture.height = image.height();
        // QImage's ARGB32 is B, G, R, A in memory on the machines Debian runs on.
        const bool ok = Q_BYTE_ORDER == Q_LITTLE_ENDIAN
            ? WebPPictureImportBGRA(&picture, image.constBits(), int(image.bytesPerLine()))
            : WebPPictureImportRGBA(&picture,
                                    image.convertToFormat(QImage::Format_RGBA8888).constBits(),
                                    int(image.bytesPerLine()));
        const bool added = ok && WebPAnimEncoderAdd(m_encoder, &picture, int(m_ms), &m_config);
        WebPPictureFree(&picture);
        if (!added)
            return fail(error, QString::fromUtf8(WebPAnimEncoderGetError(m_encoder)));
        m_ms += std::llround(1000.0 * frame.hold / m_spec.fps);
        return true;
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        WebPData data;
        WebPDataInit(&data);
        if (!WebPAnimEncoderAdd(m_encoder, nullptr, int(m_ms), nullptr)
            || !WebPAnimEncoderAssemble(m_encoder, &data))
            return fail(error, QString::fromUtf8(WebPAnimEncoderGetError(m_encoder)));
        const QByteArray bytes(reinterpret_cast<const char *>(data.bytes), qsizetype(data.size));
        WebPDataClear(&data);
        return WholeFile::write(m_path, bytes, error, cancel);
    }

private:
    bool fail(QString *error, const QString &why)
    {
        if (error)
            *error = WholeFile::cannotWrite(m_path, why);
        return false;
    }

    QString m_path;
    FilmSpec m_spec;
    WebPAnimEncoder *m_encoder = nullptr;
    WebPConfig m_config {};
    long long m_ms = 0;
};

} // namespace

std::unique_ptr<FilmWriter> makeWebpWriter(const QString &path, const FilmSpec &spec)
{
    return std::make_unique<WebpWriter>(path, spec);
}

} // namespace nq
