// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"
#include "treelayout.h"
#include "treesheet.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QRectF>

class QPainter;

namespace nq {

/// Draws a search tree as a textbook figure: circles labelled with their square (row, column
/// from 1), dead ends red with a cross, solutions green, a subtree folded into a box with its
/// counts; and writes it as SVG, PDF or PNG. The window's tree dock draws its nodes the same
/// way.
class TreePicture
{
    Q_DECLARE_TR_FUNCTIONS(nq::TreePicture)
public:
    /// Spacing in pixels at scale 1: a leaf slot, a depth, the margin round the tree.
    static constexpr qreal kSlot = 46;
    static constexpr qreal kLevel = 70;
    static constexpr qreal kMargin = 28;
    static constexpr qreal kRadius = 17;
    /// A node's label in the window is at least this many pixels high, or not drawn.
    static constexpr qreal kLeastLabelPx = 10;
    /// A picture file draws at most this many nodes (cut the tree at a depth for more).
    static constexpr std::int64_t kMaxPictureNodes = 4000;

    /// Where a node's centre is, at scale 1.
    static QPointF centre(const SearchTree &tree, const TreeLayout &layout, std::int32_t id);
    static QSizeF size(const TreeLayout &layout);
    /// Colours of the nodes in a theme.
    struct Colours
    {
        QColor background, line, text, inner, deadEnd, deadEndLine, solution, solutionLine, waiting,
            active;
    };
    static Colours colours(const Theme &theme);
    /// How a node looks at a step: its fill and outline, the outline's weight (a multiple of the
    /// plain one), dashed or not, and whether it is a box standing for its folded subtree (at
    /// the run's end, or once the subtree is done, coloured by what it holds).
    struct Look
    {
        SearchTree::State state;
        QColor fill, line;
        qreal weight = 1;
        bool dashed = false;
        bool box = false;
    };
    static Look look(const SearchTree &tree, const TreeLayout &layout, std::int32_t id,
                     std::int64_t step, const Colours &colours);
    /// One node at `centre` with radius `r`, as it stands at `step`; `current` draws it as the
    /// node the run stands on. Labels are `labelPx` high (0: in proportion to `r`, none on a
    /// small node); a box's counts are written under it when `counts`.
    static void paintNode(QPainter *painter, const SearchTree &tree, const TreeLayout &layout,
                          std::int32_t id, QPointF centre, qreal r, std::int64_t step,
                          const Colours &colours, bool labels, bool current = false,
                          qreal labelPx = 0, bool counts = true);
    /// One page of a tree laid out on paper, in points from the page's corner, as the tree
    /// stood at the run's end.
    static void paintPage(QPainter *painter, const SearchTree &tree, const TreeSheet &sheet,
                          int page, const Theme &theme);
    /// The sheet as an SVG document, its pages one under another (text for every label, a
    /// class for every node's kind).
    static QByteArray svg(const SearchTree &tree, const TreeSheet &sheet, const Theme &theme);
    /// Writes the sheet to a .svg, .pdf (a page for each page) or .png file (whole or not at
    /// all); a tree of more than kMaxPictureNodes drawn nodes is refused with a word.
    static bool write(const QString &path, const SearchTree &tree, const TreeSheet &sheet,
                      const Theme &theme, QString *error);
};

} // namespace nq
