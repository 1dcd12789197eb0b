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

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();

    int m_lines = 0;
    int m_largestPx = 0;
    int m_leastPx = 0;
};

} // namespace nq
