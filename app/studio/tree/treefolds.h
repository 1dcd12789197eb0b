// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"

#include <cstdint>
#include <vector>

namespace nq {

/**
 * Which subtrees of a search tree are folded into their node, and where the arrows go from a
 * node: the decisions of TreeView, which draws the tree and lays it out again when they change.
 */
class TreeFolds
{
public:
    /// Every node of `tree` unfolded (null: no tree).
    void reset(const SearchTree *tree);
    bool isFolded(std::int32_t id) const;
    /// Folds a node's subtree into the node, or unfolds it; false when nothing changed.
    bool set(std::int32_t id, bool folded);
    /// Unfolds a folded node one level: its children show, each with a subtree folded; false
    /// when the node was not folded.
    bool unfoldOneLevel(std::int32_t id);
    /// Folds every subtree the search has finished with at `step` (the highest ones, below the
    /// root), and unfolds the rest.
    void foldFinished(std::int64_t step);
    void unfoldAll();
    const std::vector<bool> &flags() const { return m_folded; }

    /// The node an arrow key (Qt::Key_Up, Down, Left, Right) or Home moves to from `id`, -1 for
    /// none: the parent, the first child (none in a folded subtree), the next or the previous
    /// sibling, the root. The whole tree is walked, not only what the step has entered.
    std::int32_t neighbour(std::int32_t id, int key) const;

private:
    const SearchTree *m_tree = nullptr;
    std::vector<bool> m_folded;
};

} // namespace nq
