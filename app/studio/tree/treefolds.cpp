// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree/treefolds.h"

#include <Qt>

namespace nq {

void TreeFolds::reset(const SearchTree *tree)
{
    m_tree = tree;
    m_folded.assign(tree ? tree->nodes().size() : 0, false);
}

bool TreeFolds::isFolded(std::int32_t id) const
{
    return id >= 0 && std::size_t(id) < m_folded.size() && m_folded[std::size_t(id)];
}

bool TreeFolds::set(std::int32_t id, bool folded)
{
    if (!m_tree || id < 0 || std::size_t(id) >= m_folded.size()
        || m_folded[std::size_t(id)] == folded)
        return false;
    m_folded[std::size_t(id)] = folded;
    return true;
}

bool TreeFolds::unfoldOneLevel(std::int32_t id)
{
    if (!isFolded(id))
        return false;
    m_folded[std::size_t(id)] = false;
    for (std::int32_t c = m_tree->node(id).firstChild; c >= 0; c = m_tree->node(c).nextSibling)
        m_folded[std::size_t(c)] = m_tree->node(c).children > 0;
    return true;
}

void TreeFolds::foldFinished(std::int64_t step)
{
    if (!m_tree)
        return;
    // The highest finished subtrees (below the root), each folded whole.
    std::vector<bool> folded(m_tree->nodes().size(), false);
    for (std::int32_t id = 1; id < std::int32_t(m_tree->nodes().size()); ++id) {
        const SearchTree::Node &node = m_tree->node(id);
        if (node.children > 0 && node.entered <= step && m_tree->doneAt(id) <= step
            && !(node.parent > 0 && folded[std::size_t(node.parent)])) {
            bool ancestorFolded = false;
            for (std::int32_t a = node.parent; a > 0; a = m_tree->node(a).parent)
                ancestorFolded = ancestorFolded || folded[std::size_t(a)];
            folded[std::size_t(id)] = !ancestorFolded;
        }
    }
    m_folded = std::move(folded);
}

void TreeFolds::unfoldAll()
{
    m_folded.assign(m_folded.size(), false);
}

std::int32_t TreeFolds::neighbour(std::int32_t id, int key) const
{
    // Each move takes the player to the node's step, so a child not reached yet is reached by
    // going down to it.
    const SearchTree::Node &node = m_tree->node(id);
    switch (key) {
    case Qt::Key_Up:
        return node.parent;
    case Qt::Key_Down:
        return isFolded(id) ? -1 : node.firstChild;
    case Qt::Key_Right:
        return node.nextSibling;
    case Qt::Key_Left: {
        if (node.parent < 0)
            return -1;
        std::int32_t previous = -1;
        for (std::int32_t c = m_tree->node(node.parent).firstChild; c >= 0 && c != id;
             c = m_tree->node(c).nextSibling)
            previous = c;
        return previous;
    }
    case Qt::Key_Home:
        return 0;
    default:
        return -1;
    }
}

} // namespace nq
