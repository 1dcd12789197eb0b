// SPDX-License-Identifier: GPL-3.0-or-later
// An animated GIF through giflib: one palette made for the board's colours (the theme's squares,
// tints and marks first, then the frames' most used colours), every pixel its nearest entry
// without dithering, each frame only where it differs from the one before, looping for ever.
#include "filmwriter.h"

#include "boardpainter.h"
#include "markpolicy.h"
#include "wholefile.h"

#include <gif_lib.h>

#include <QHash>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <vector>

namespace nq {

namespace {

class GifWriter final : public FilmWriter
{
public:
    /// The index of a pixel that has not changed since the frame before (never a colour).
    static constexpr int kUnchanged = 255;

    GifWriter(const QString &path, const FilmSpec &spec) : m_path(path), m_spec(spec) { }
    ~GifWriter() override
    {
        if (m_gif) {
            int code = 0;
            EGifCloseFile(m_gif, &code);
        }
    }

    bool open(QSize size, QString *error) override
    {
        m_size = size;
        int code = 0;
        m_gif = EGifOpen(this, &GifWriter::output, &code);
        if (!m_gif)
            return fail(error, QString::fromLatin1(GifErrorString(code)));
        EGifSetGifVersion(m_gif, true);
        return true;
    }

    bool add(const FilmFrame &frame, QString *error) override
    {
        const QImage image = frame.image.convertToFormat(QImage::Format_RGB32);
        if (m_palette.empty() && !start(image, error))
            return false;
        // Every pixel its nearest colour of the palette.
        const int w = m_size.width(), h = m_size.height();
        std::vector<GifByteType> pixels(std::size_t(w) * std::size_t(h));
        for (int y = 0; y < h; ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < w; ++x)
                pixels[std::size_t(y) * std::size_t(w) + std::size_t(x)] = indexOf(line[x]);
        }
        // Only the rectangle that changed (the first frame whole).
        int left = 0, top = 0, right = w - 1, bottom = h - 1;
        if (!m_previous.empty()) {
            left = w;
            top = h;
            right = bottom = -1;
            for (int y = 0; y < h; ++y) {
                for (int x = 0; x < w; ++x) {
                    const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
                    if (pixels[i] != m_previous[i]) {
                        left = std::min(left, x);
                        right = std::max(right, x);
                        top = std::min(top, y);
                        bottom = std::max(bottom, y);
                    }
                }
            }
            if (right < 0) // the same picture: one pixel, so the frame and its delay stay
                left = right = top = bottom = 0;
        }
        // The delay in hundredths of a second (at least 2: players slow anything less down).
        GraphicsControlBlock control {};
        control.DisposalMode = DISPOSE_DO_NOT;
        control.TransparentColor = m_previous.empty() ? NO_TRANSPARENT_COLOR : kUnchanged;
        control.DelayTime
            = std::max(2, int(std::lround(100.0 * frame.hold / std::max(m_spec.fps, 0.01))));
        GifByteType extension[4];
        const std::size_t length = EGifGCBToExtension(&control, extension);
        if (EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) == GIF_ERROR
            || EGifPutImageDesc(m_gif, left, top, right - left + 1, bottom - top + 1, false,
                                nullptr)
                == GIF_ERROR)
            return fail(error, QString::fromLatin1(GifErrorString(m_gif->Error)));
        // Within the rectangle, a pixel as it was is see-through: long runs of one index, which
        // LZW packs tightly.
        std::vector<GifByteType> row(std::size_t(right - left + 1));
        for (int y = top; y <= bottom; ++y) {
            for (int x = left; x <= right; ++x) {
                const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
                row[std::size_t(x - left)]
                    = !m_previous.empty() && pixels[i] == m_previous[i] ? kUnchanged : pixels[i];
            }
            if (EGifPutLine(m_gif, row.data(), int(row.size())) == GIF_ERROR)
                return fail(error, QString::fromLatin1(GifErrorString(m_gif->Error)));
        }
        m_previous = std::move(pixels);
        return true;
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        int code = 0;
        const int closed = EGifCloseFile(m_gif, &code);
        m_gif = nullptr;
        if (closed == GIF_ERROR)
            return fail(error, QString::fromLatin1(GifErrorString(code)));
        return WholeFile::write(m_path, m_bytes, error, cancel);
    }

private:
    bool fail(QString *error, const QString &why)
    {
        if (error)
            *error = WholeFile::cannotWrite(m_path, why);
        return false;
    }

    static int output(GifFileType *gif, const GifByteType *data, int length)
    {
        static_cast<GifWriter *>(gif->UserData)
            ->m_bytes.append(reinterpret_cast<const char *>(data), length);
        return length;
    }

    // The palette: the theme's own colours exactly, then the first frame's most used ones.
    bool start(const QImage &first, QString *error)
    {
        const Theme theme = Theme::of(m_spec.theme);
        std::vector<QRgb> colours;
        const auto addColour = [&](const QColor &c) {
            const QRgb rgb = c.rgb() | 0xff000000u;
            if (colours.size() < std::size_t(kUnchanged)
                && std::find(colours.begin(), colours.end(), rgb) == colours.end())
                colours.push_back(rgb);
        };
        for (const QColor &square : { theme.lightSquare, theme.darkSquare }) {
            addColour(square);
            for (const MarkPolicy::Tint tint :
                 { MarkPolicy::Tint::Attacked, MarkPolicy::Tint::Uncovered })
                addColour(MarkPolicy::tinted(theme, square, tint, 0, 1));
            for (int heat = 1; heat <= 4; ++heat)
                addColour(MarkPolicy::tinted(theme, square, MarkPolicy::Tint::Heat, heat, 4));
        }
        for (const QColor &c :
             { theme.background, theme.coordinates, theme.queen, theme.queenOutline, theme.attack,
               theme.conflict, theme.consider, theme.solution, theme.uncovered })
            addColour(c);
        // Then the colours most used by the marks as drawn at this size (crosses, hatching,
        // outlines and their halos, on light and dark squares), and by the first frame.
        QHash<QRgb, int> counts;
        const auto count = [&](const QImage &image, int weight) {
            for (int y = 0; y < image.height(); ++y) {
                const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
                for (int x = 0; x < image.width(); ++x)
                    counts[line[x] | 0xff000000u] += weight;
            }
        };
        count(markSample(theme), 4);
        count(first, 1);
        std::vector<std::pair<int, QRgb>> byUse;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            byUse.push_back({ it.value(), it.key() });
        std::sort(byUse.begin(), byUse.end(), std::greater<>());
        for (const auto &[count, rgb] : byUse)
            addColour(QColor::fromRgb(rgb));
        // Greys for the antialiased edges of text and queens that did not make it.
        for (int g = 0; colours.size() < kUnchanged && g < 256; g += 17)
            addColour(QColor(g, g, g));
        m_palette = colours;
        m_palette.resize(std::min<std::size_t>(m_palette.size(), kUnchanged));
        while (m_palette.size() < 256)
            m_palette.push_back(m_palette.back());
        std::vector<GifColorType> map(256);
        for (std::size_t i = 0; i < 256; ++i)
            map[i] = { GifByteType(qRed(m_palette[i])), GifByteType(qGreen(m_palette[i])),
                       GifByteType(qBlue(m_palette[i])) };
        ColorMapObject *colourMap = GifMakeMapObject(256, map.data());
        const bool ok = colourMap
            && EGifPutScreenDesc(m_gif, m_size.width(), m_size.height(), 8, 0, colourMap)
                != GIF_ERROR;
        GifFreeMapObject(colourMap);
        if (!ok)
            return fail(error, QString::fromLatin1(GifErrorString(m_gif->Error)));
        // Loop for ever (the NETSCAPE2.0 extension every player reads).
        static const GifByteType netscape[] = "NETSCAPE2.0";
        static const GifByteType loop[] = { 1, 0, 0 };
        if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
            || EGifPutExtensionBlock(m_gif, 11, netscape) == GIF_ERROR
            || EGifPutExtensionBlock(m_gif, 3, loop) == GIF_ERROR
            || EGifPutExtensionTrailer(m_gif) == GIF_ERROR)
            return fail(error, QString::fromLatin1(GifErrorString(m_gif->Error)));
        return true;
    }

    // Every mark of the board on a light and a dark square, at the frame's square size.
    QImage markSample(const Theme &theme) const
    {
        const int n = std::max(1, m_spec.run.n());
        const qreal side = std::max(8.0, m_size.width() / (n + 1.2));
        using Mark = BoardPainter::Mark;
        const Mark marks[] = { Mark::Consider,  Mark::Attack, Mark::Conflict, Mark::Solution,
                               Mark::Uncovered, Mark::Placed, Mark::Lifted,   Mark::Hint };
        QImage sample(int(side * std::size(marks)), int(side * 2), QImage::Format_RGB32);
        sample.fill(theme.background);
        QPainter p(&sample);
        p.setRenderHint(QPainter::Antialiasing);
        for (std::size_t i = 0; i < std::size(marks); ++i) {
            for (int dark = 0; dark < 2; ++dark) {
                const QRectF r(qreal(i) * side, dark * side, side, side);
                const QColor square = dark ? theme.darkSquare : theme.lightSquare;
                p.fillRect(r, square);
                switch (marks[i]) {
                case Mark::Consider:
                    BoardPainter::paintConsider(&p, r, theme);
                    break;
                case Mark::Attack:
                    p.fillRect(r, BoardPainter::attackedColour(theme, square));
                    BoardPainter::paintCross(&p, r.center(), side, theme);
                    break;
                case Mark::Conflict:
                    BoardPainter::paintConflict(&p, r, theme, 0);
                    break;
                case Mark::Solution:
                    BoardPainter::paintSolutionFrame(&p, r.adjusted(4, 4, -4, -4), side * 0.1,
                                                     theme);
                    break;
                case Mark::Uncovered:
                    BoardPainter::paintUncovered(&p, r, theme);
                    break;
                case Mark::Placed:
                    BoardPainter::paintPlaced(&p, r, theme);
                    break;
                case Mark::Lifted:
                    BoardPainter::paintLifted(&p, r, theme);
                    break;
                default:
                    BoardPainter::paintHint(&p, r, theme);
                    break;
                }
            }
        }
        return sample;
    }

    GifByteType indexOf(QRgb rgb)
    {
        rgb |= 0xff000000u;
        const auto found = m_nearest.constFind(rgb);
        if (found != m_nearest.cend())
            return found.value();
        int best = 0;
        long bestDistance = -1;
        for (int i = 0; i < kUnchanged; ++i) {
            const QRgb p = m_palette[std::size_t(i)];
            const long dr = qRed(p) - qRed(rgb), dg = qGreen(p) - qGreen(rgb),
                       db = qBlue(p) - qBlue(rgb);
            // Weighted as the eye sees differences.
            const long d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (bestDistance < 0 || d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        m_nearest.insert(rgb, GifByteType(best));
        return GifByteType(best);
    }

    QString m_path;
    FilmSpec m_spec;
    QSize m_size;
    GifFileType *m_gif = nullptr;
    QByteArray m_bytes;
    std::vector<QRgb> m_palette;
    QHash<QRgb, GifByteType> m_nearest;
    std::vector<GifByteType> m_previous;
};

} // namespace

std::unique_ptr<FilmWriter> makeGifWriter(const QString &path, const FilmSpec &spec)
{
    return std::make_unique<GifWriter>(path, spec);
}

} // namespace nq
