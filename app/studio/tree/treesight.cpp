// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree/treesight.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nq {

TreeSight::TreeSight(const SearchTree &tree, const TreeLayout &layout, qreal zoom,
                     std::int64_t step)
    : m_tree(tree), m_layout(layout), m_zoom(zoom), m_step(step), m_current(tree.currentAt(step))
{
    m_path.assign(std::size_t(m_tree.node(m_current).depth) + 1, -1);
    for (std::int32_t a = m_current; a >= 0; a = m_tree.node(a).parent)
        m_path[std::size_t(m_tree.node(a).depth)] = a;
}

QPointF TreeSight::scenePoint(std::int32_t id) const
{
    return TreePicture::centre(m_tree, m_layout, id) * m_zoom;
}

bool TreeSight::onPath(std::int32_t id) const
{
    const std::size_t d = std::size_t(m_tree.node(id).depth);
    return d < m_path.size() && m_path[d] == id;
}

std::vector<std::int32_t> TreeSight::nodesIn(const QRectF &sight) const
{
    std::vector<std::int32_t> drawn;
    const qreal r = TreePicture::kRadius * m_zoom;
    const qreal slot = TreePicture::kSlot * m_zoom;
    for (int d = 0; d < m_layout.depths(); ++d) {
        const qreal y
            = (TreePicture::kMargin + TreePicture::kRadius + d * TreePicture::kLevel) * m_zoom;
        if (y < sight.top() - TreePicture::kLevel * m_zoom - r
            || y > sight.bottom() + TreePicture::kLevel * m_zoom + r)
            continue;
        const auto &row = m_layout.row(d);
        auto layoutX = [&](qreal px) {
            return float((px / m_zoom - TreePicture::kMargin - TreePicture::kSlot / 2)
                         / TreePicture::kSlot);
        };
        auto from = [&](float v) {
            return std::lower_bound(row.begin(), row.end(), v,
                                    [&](std::int32_t id, float x) { return m_layout.x(id) < x; });
        };
        auto it = from(layoutX(sight.left() - slot * 4 - r));
        const auto end = from(layoutX(sight.right() + slot * 4 + r));
        while (it != end) {
            const std::int32_t id = *it;
            if (m_tree.node(id).entered <= m_step)
                drawn.push_back(id);
            if (slot >= 1.0) {
                ++it;
            } else { // many nodes to a pixel: the next pixel's first node
                const qreal px = std::floor(scenePoint(id).x()) + 1;
                const auto next = from(layoutX(px));
                it = next == it ? std::next(it) : next;
            }
        }
    }
    return drawn;
}

void TreeSight::paint(QPainter &painter, const QRectF &sight,
                      const TreePicture::Colours &colours) const
{
    const std::vector<std::int32_t> drawn = nodesIn(sight);
    for (const std::int32_t id : drawn) {
        const std::int32_t parent = m_tree.node(id).parent;
        if (parent < 0)
            continue;
        const bool path = onPath(id);
        painter.setPen(QPen(path ? colours.active : colours.line,
                            std::max(1.0, (path ? 3.0 : 1.5) * std::min(1.0, m_zoom))));
        painter.drawLine(scenePoint(parent), scenePoint(id));
    }
    const qreal r = TreePicture::kRadius * m_zoom;
    const bool labels = r >= 9;
    for (const std::int32_t id : drawn) {
        if (r < 1.5) {
            painter.fillRect(QRectF(scenePoint(id) - QPointF(1, 1), QSizeF(2, 2)),
                             onPath(id) ? colours.active : colours.line);
            continue;
        }
        TreePicture::paintNode(&painter, m_tree, m_layout, id, scenePoint(id), r, m_step, colours,
                               labels, id == m_current);
    }
}

} // namespace nq
