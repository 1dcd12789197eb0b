// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "filmspec.h"
#include "narrationvoice.h"
#include "playstate.h"

#include <QImage>
#include <QRegularExpression>
#include <QString>

#include <atomic>
#include <memory>

namespace nq {

class FramePainter;

/// One frame handed to a writer: the step's state, its picture (for the formats of pixels)
/// and how many frame times it is held.
struct FilmFrame
{
    const PlayState *state = nullptr;
    QImage image; ///< null for a writer that draws the state itself (the handout)
    int hold = 1;
    /// A narrated film: the words spoken at this step, and their sound (empty: silence).
    QString words;
    SpokenWords speech;
};

/**
 * Writes a recording's frames into one kind of file, whole or not at all: nothing reaches the
 * path before finish() succeeds, and a writer dropped before that leaves no file.
 */
class FilmWriter
{
public:
    virtual ~FilmWriter() = default;
    /// A writer for `format` to `path`.
    static std::unique_ptr<FilmWriter> make(FilmFormat format, const QString &path,
                                            const FilmSpec &spec, const FramePainter &painter);

    /// Whether frames must carry their image (all but the handout, which draws vectors).
    virtual bool wantsImages() const { return true; }
    /// Ready for frames of `size` pixels; false, and `error` says why, when it is not.
    virtual bool open(QSize size, QString *error) = 0;
    virtual bool add(const FilmFrame &frame, QString *error) = 0;
    /// Writes the file; false when anything failed (`error` says why) or `cancel` was set.
    virtual bool finish(QString *error, const std::atomic_bool *cancel) = 0;
};

/// The names of the files a folder of PNG frames holds: only such a folder is replaced.
QRegularExpression pngFrameNames();

/// The writers, each in its own file.
std::unique_ptr<FilmWriter> makeVideoWriter(const QString &path, const FilmSpec &spec, bool webm);
std::unique_ptr<FilmWriter> makeGifWriter(const QString &path, const FilmSpec &spec);
std::unique_ptr<FilmWriter> makeWebpWriter(const QString &path, const FilmSpec &spec);
std::unique_ptr<FilmWriter> makePngFrames(const QString &path, const FilmSpec &spec);
std::unique_ptr<FilmWriter> makeWebPage(const QString &path, const FilmSpec &spec,
                                        const FramePainter &painter);
std::unique_ptr<FilmWriter> makeHandout(const QString &path, const FilmSpec &spec,
                                        const FramePainter &painter);

} // namespace nq
