// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "algorithmwords.h"
#include "playstate.h"
#include "runoptions.h"
#include "storedevent.h"
#include "theme.h"

#include <QFont>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QPainter;
class QPalette;
class QWidget;

namespace nq {

/// What an algorithm's view paints its data with: a painter over the Algorithm Data panel, text
/// lines and rows of cells laid out from the top.
class DataCanvas
{
public:
    static constexpr int kPad = 10;
    /// The smallest figure drawn in a cell, in pixels.
    static constexpr int kMinFigurePx = 11;

    /// Draws in `panel` with its font and palette; `size` and `font`, when given, in place of
    /// the panel's (to measure the height the data would take at another width or size).
    DataCanvas(QPainter &painter, const QWidget &panel, const Theme &theme, int queens,
               QSize size = {}, std::optional<QFont> font = std::nullopt)
        : m_painter(painter), m_panel(panel), m_theme(theme), m_queens(queens), m_size(size),
          m_font(std::move(font))
    { }

    /// A line of text at y (wrapped at words when wider than the panel); returns the y below it.
    qreal text(qreal y, const QString &line, bool bold = false) const;
    /// Text wrapped at words to the panel's width; returns the y below it.
    qreal paragraph(qreal y, const QString &text, bool bold = false) const;
    /// A labelled row of cells, filled where `state` > 0, with texts, one outlined; returns the y
    /// below it.
    qreal cellRow(qreal y, const QString &label, int cells, const std::function<int(int)> &state,
                  const QStringList &texts = {}, int outlined = -1) const;
    /// A labelled bar, its length `value` of `most`, its figure after it; returns the y below it.
    /// The label column is `labelWidth` wide. The row is as tall as its words, at any font.
    qreal barRow(qreal y, const QString &label, qreal labelWidth, qint64 value, qint64 most) const;
    /// Rows of cells drawn after this start at one x, the label column as wide as the widest of
    /// `labels`: cell i of each row stands under cell i of the row above.
    void alignLabels(const QStringList &labels);

    QPainter &painter() const { return m_painter; }
    const Theme &theme() const { return m_theme; }
    const QPalette &palette() const;
    QFont font() const;
    int width() const;
    int height() const;
    /// Domination: how many queens a set holds.
    int queens() const { return m_queens; }
    /// The pseudocode is in sight beside the data, its line highlighted (on a projector): the
    /// data need not say which line the step is on.
    bool codeInSight() const { return m_codeInSight; }
    void setCodeInSight(bool inSight) { m_codeInSight = inSight; }
    /// The lowest y drawn so far: the height the panel needs.
    qreal bottom() const { return m_bottom; }
    /// Every text drawn so far (lines, labels, figures), in order: what the panel says.
    const QStringList &words() const { return m_words; }

private:
    QPainter &m_painter;
    const QWidget &m_panel;
    const Theme &m_theme;
    int m_queens;
    QSize m_size;
    std::optional<QFont> m_font;
    bool m_codeInSight = false;
    qreal m_labelColumn = 0;
    mutable qreal m_bottom = 0;
    mutable QStringList m_words;
};

/**
 * What the window draws of one algorithm: its own data in the Algorithm Data panel. Its words
 * (captions, counters) are AlgorithmWords', which need no widgets. One file per algorithm or
 * family of algorithms in this folder, each registered in algorithmview.cpp.
 */
class AlgorithmView
{
public:
    virtual ~AlgorithmView() = default;
    /// Draws the algorithm's data for the state (n > 0).
    virtual void paintData(DataCanvas &canvas, const PlayState &state) const = 0;

    /// The view of an algorithm.
    static const AlgorithmView &of(AlgorithmId id);

protected:
    /// The square a Consider or Conflict names, or (-1, -1).
    static Square considered(const PlayState &state) { return AlgorithmWords::considered(state); }
};

} // namespace nq
