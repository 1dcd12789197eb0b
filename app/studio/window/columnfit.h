// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QList>

class QWidget;

namespace nq {

class AlgorithmDataView;
class CaptionLabel;
class CountersPanel;
class PseudocodeView;

/**
 * The projector's column (PresentationLayout): the caption, the whole pseudocode, the counters
 * and the algorithm's data, one above the other. ColumnFit decides the largest size of their
 * text at which all four fit the column's height, measuring each in the fonts asked for; the
 * layout sets what it chose. The counters, a grid of labels, are measured in their own font, in
 * one column where they fit the height, else in two side by side where those fit the width.
 */
class ColumnFit
{
public:
    /// The caption's lines on a projector.
    static constexpr int kCaptionLines = 2;
    /// Room a dock takes around its panel, and between two docks beyond the separator.
    static constexpr int kDockSlack = 1;

    struct Parts
    {
        const QWidget *window; ///< whose font the column's text takes
        const CaptionLabel *caption;
        const QWidget *captionBox; ///< the caption's box in its dock
        const PseudocodeView *pseudocode;
        CountersPanel *counters; ///< set to one or two columns as measured
        const AlgorithmDataView *data;
    };

    explicit ColumnFit(const Parts &parts) : m_parts(parts) { }

    /// The column's text (or its code's, a pixel smaller but not under `leastPx`) at `bodyPx`.
    QFont font(int bodyPx, bool code, int leastPx) const;
    /// The caption's largest size for the column's text at `bodyPx`.
    static int captionPx(int bodyPx);
    /// The heights the four parts need in a column `width` wide with its text at `bodyPx`
    /// (caption, pseudocode, counters, data); `room` is the column's height.
    QList<int> heights(int bodyPx, int width, int room, int leastPx) const;
    /// The largest text size from `leastPx` to `mostPx` at which the four parts fit `room`
    /// (`leastPx` when none does).
    int bodyPx(int leastPx, int mostPx, int width, int room) const;

private:
    Parts m_parts;
};

} // namespace nq
