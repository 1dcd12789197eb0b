// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace nq {

/**
 * The caption of the step: words that wrap. On a projector it is given a fixed number of lines
 * and its text shrinks, down to a least size, when a long caption would need more, so the
 * layout around it never moves and no caption is cut.
 */
class CaptionLabel : public QLabel
{
    Q_OBJECT
public:
    explicit CaptionLabel(QWidget *parent = nullptr);
    /// Sets the words (and fits them, when fitting).
    void setText(const QString &text);
    /// Fits the words in `lines` lines of at most `largestPx` pixels, at least `leastPx`; 0
    /// lines: the label's own font and height again.
    void fitLines(int lines, int largestPx, int leastPx);
    /// The height the label keeps while fitting.
    int fittedHeight() const;
    /// While it is not fitting, keeps room for at least `lines` lines of its font (the desk's
    /// caption: two), whatever its font becomes.
    void setLeastLines(int lines);
    /// Keeps a fixed room of `lines` lines of its font while it is not fitting (0: none, only
    /// the least), so that what is under it stays put while words come and go (a question's, a
    /// verdict's): longer words take a smaller font, down to three fifths of it, and only
    /// words longer still make the room grow (once: it stays grown at that width).
    void setSteadyLines(int lines);
    int steadyLines() const { return m_steady; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fit();
    void keepSteady();

    int m_lines = 0;
    int m_largestPx = 0;
    int m_leastPx = 0;
    int m_least = 0;
    int m_steady = 0;
    QFont m_base; ///< while steady: the font it was given
    int m_room = 0; ///< while steady: the height kept at this width
    bool m_shaping = false; ///< its own font and height are being set
};

} // namespace nq
