// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "treelayout.h"

#include <QCoreApplication>
#include <QPointF>
#include <QSizeF>
#include <QString>

#include <cstdint>
#include <vector>

namespace nq {

/**
 * A search tree laid out on paper or slides: the tree's leaves wrapped into bands, each band
 * broken where two big subtrees meet and drawn with the path from the root down to it, the
 * bands stacked on pages, every size chosen so the square labels are as large as the page
 * allows and never smaller than a minimum (8 pt on paper). Decides where things go; the
 * drawing is TreePicture's. Units are points (a slide is 960 x 540, PowerPoint's 16:9).
 */
class TreeSheet
{
    Q_DECLARE_TR_FUNCTIONS(nq::TreeSheet)
public:
    enum class Paper {
        A4, ///< portrait or landscape, whichever holds the tree with larger labels
        Letter,
        Slide, ///< 16:9
        Strip, ///< one band as wide as the tree, its own size: for a poster or to zoom
    };
    struct Node
    {
        std::int32_t id;
        QPointF centre;
    };
    struct Edge
    {
        QPointF from, to;
    };
    struct Page
    {
        std::vector<Node> nodes;
        std::vector<Edge> edges;
        std::vector<QPointF> stubs; ///< nodes whose branches without a solution are left out
    };

    TreeSheet(const SearchTree &tree, TreeLayout layout, Paper paper, qreal minLabel = 8);

    /// The layout to export for a page: as the panel shows it (cut at `maxDepth`, `folded`)
    /// when it fits one page with labels of `minLabel`, else without the subtrees that hold no
    /// solution when that fits one page, else as shown on several pages. `note` says which.
    static TreeSheet forPages(const SearchTree &tree, int maxDepth, const std::vector<bool> &folded,
                              Paper paper, QString *note, qreal minLabel = 8);

    const TreeLayout &layout() const { return m_layout; }
    QSizeF pageSize() const { return m_page; }
    const std::vector<Page> &pages() const { return m_pages; }
    /// The labels' size and the nodes' radius, in points.
    qreal labelSize() const { return m_label; }
    qreal radius() const { return m_radius; }
    qreal margin() const { return m_margin; }
    /// The title over the first page and the words under every page (a legend, the page).
    QString title() const;
    QString footer(int page) const;
    /// Where the title's and the footer's baselines are.
    qreal titleSize() const { return std::max(10.0, m_label * 1.25); }
    qreal footerSize() const { return std::max(7.0, m_label * 0.9); }

private:
    struct Fit
    {
        qreal label = 0;
        QSizeF page;
        std::vector<std::pair<int, int>> bands; // leaf slots [first, end)
        int perPage = 1;
    };
    Fit fitAt(qreal label, QSizeF page) const;
    std::vector<std::pair<int, int>> breakBands(int width) const;
    int lcaDepth(int slot) const;
    void place(const Fit &fit);
    qreal radiusFor(qreal label) const;

    const SearchTree &m_tree;
    TreeLayout m_layout;
    std::vector<std::int32_t> m_leaves; // by slot
    std::vector<Page> m_pages;
    QSizeF m_page;
    qreal m_label = 0, m_radius = 0, m_margin = 20;
    qreal m_widestLabel = 0; // in label sizes
};

} // namespace nq
