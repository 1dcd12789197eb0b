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
 * with the chosen words under it, or beside it in a wide (16:9) frame: the step's caption (two
 * lines under the board, as many as the column holds beside it), every counter (as many lines
 * as they take at that width, none ever cut) and the pseudocode line, in the spec's theme and
 * the current language. Drawn into an image for the video and animation formats, and as
 * vectors into the handout's cells.
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
    /// How many lines of words a frame holds under the board (or beside it).
    int lines() const;
    /// Where the board is drawn in a frame of frameSize().
    QRectF boardRect() const;
    /// The lines of words as image() draws them for `state`, wrapped to their room (only the
    /// caption's last line elided, should its words need more).
    QStringList drawnLines(const PlayState &state) const;

private:
    struct Rows
    {
        int caption = 0, counters = 0, code = 0;
        int total() const { return caption + counters + code; }
    };
    /// The counters as "name value" items at `state` (null: each with the widest figure a
    /// frame keeps room for).
    QStringList counterItems(const PlayState *state) const;
    /// "3  for c = 1 to n:", the pseudocode line of the step.
    QString codeLine(const PlayState &state) const;
    /// `items` packed into lines `width` wide, "  ·  " between them; an item never split.
    static QStringList packed(const QStringList &items, const QFont &font, qreal width);
    /// `text` wrapped at words into exactly `rows` lines `width` wide (blank ones after it);
    /// only the last is cut, should the words need more.
    static QStringList wrapped(const QString &text, const QFont &font, qreal width, int rows);
    /// The most lines a line of the pseudocode takes at `width` (at most kCodeRows).
    int codeRows(const QFont &font, qreal width) const;
    static constexpr int kCodeRows = 3;
    /// The rows each part takes with text of `pixels` in a column `width` wide, the caption
    /// given `captionRows`.
    Rows rowsFor(qreal pixels, qreal width, int captionRows) const;
    QStringList layOut(const PlayState &state, const QFont &font, qreal width,
                       const Rows &rows) const;
    /// The words' column in `target` (under the board, or beside it when `wide`).
    static QRectF wordsRect(const QRectF &target, bool wide);

    FilmSpec m_spec;
    QSize m_size;
    qreal m_text = 10;
    Rows m_rows;
};

} // namespace nq
