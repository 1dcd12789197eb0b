// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "filmspec.h"
#include "playstate.h"

#include <QImage>
#include <QStringList>

class QPainter;

namespace nq {

/**
 * One frame of a recording: the board at a step exactly as the window shows it (StatePicture),
 * with the chosen words under it (the step's caption, the counters, the pseudocode line), in
 * the spec's theme and the current language. Drawn into an image for the video and animation
 * formats, and as vectors into the handout's cells.
 */
class FramePainter
{
public:
    explicit FramePainter(const FilmSpec &spec);

    /// The frame's size in pixels: even both ways (what H.264 and VP9 in yuv420p ask).
    QSize frameSize() const { return m_size; }
    /// The frame of `state`.
    QImage image(const PlayState &state) const;
    /// The board of `state` as the window shows it.
    BoardPicture picture(const PlayState &state) const;
    /// The lines under the board: the caption, the counters, the pseudocode line (as chosen).
    QStringList words(const PlayState &state) const;
    /// The step's caption alone ("Ready." at the start).
    QString caption(const PlayState &state) const;
    /// Draws the frame of `state` into `target` (the board in its top square, the words in the
    /// rest) with text of `fontPixels`.
    void paint(QPainter *painter, const QRectF &target, const PlayState &state,
               qreal fontPixels) const;
    /// The words' text height in a frame `width` wide.
    qreal fontPixels(qreal width) const;
    /// How many lines of words a frame holds under the board.
    int lines() const;

private:
    FilmSpec m_spec;
    QSize m_size;
};

} // namespace nq
