// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"
#include "treelayout.h"
#include "treepicture.h"

#include <QPointF>
#include <QRectF>

#include <cstdint>
#include <vector>

class QPainter;

namespace nq {

/**
 * What the tree view draws of a laid-out tree at a zoom and a step: the nodes within a part of
 * the scene (a few slots around it, so edges into it are whole), at most one a pixel when zoomed
 * far out, and the path from the root to the node the run stands on in the active colour.
 * Painting only; the view decides what is in sight and where.
 */
class TreeSight
{
public:
    TreeSight(const SearchTree &tree, const TreeLayout &layout, qreal zoom, std::int64_t step);

    /// Where a node's centre is in the scene at this zoom.
    QPointF scenePoint(std::int32_t id) const;
    /// The nodes entered by the step around `sight`, row by row.
    std::vector<std::int32_t> nodesIn(const QRectF &sight) const;
    /// Edges, then nodes (labelled when large enough), the current node marked.
    void paint(QPainter &painter, const QRectF &sight, const TreePicture::Colours &colours) const;

private:
    bool onPath(std::int32_t id) const;

    const SearchTree &m_tree;
    const TreeLayout &m_layout;
    qreal m_zoom;
    std::int64_t m_step;
    std::int32_t m_current;
    std::vector<std::int32_t> m_path; // the current node's ancestors by depth, and itself
};

} // namespace nq
