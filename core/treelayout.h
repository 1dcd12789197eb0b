// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace nq {

/**
 * Where each node of a search tree is drawn: a row per depth, the leaves side by side in the
 * order the search entered them, every parent centred over its children (a textbook's tidy
 * tree). Made once for the finished tree, so the tree grows into its places as a run plays and
 * nothing moves; folding a subtree into one node or cutting the tree at a depth makes a new
 * layout.
 */
class TreeLayout
{
public:
    /// The tree down to `maxDepth` (all of it when < 0), each node of `folded` drawn as one node
    /// standing for its subtree, each node of `omitted` left out with its subtree.
    TreeLayout(const SearchTree &tree, int maxDepth = -1,
               const std::vector<bool> &folded = std::vector<bool>(),
               const std::vector<bool> &omitted = std::vector<bool>());
    /// The subtrees that hold no solution, hanging from nodes that hold one: what a figure of
    /// the ways to the solutions leaves out. Empty when the tree holds no solution.
    static std::vector<bool> withoutSolutions(const SearchTree &tree);

    /// The node's column, in leaf slots from 0; negative when it is not drawn.
    float x(std::int32_t id) const { return m_x[std::size_t(id)]; }
    bool isShown(std::int32_t id) const { return m_x[std::size_t(id)] >= 0; }
    /// True when the node is drawn for its whole subtree (folded, or cut at the depth) and has
    /// more below it.
    bool standsForSubtree(std::int32_t id) const { return m_stands[std::size_t(id)]; }
    /// True when some of the node's children were left out (`omitted`).
    bool omitsChildren(std::int32_t id) const { return m_omits[std::size_t(id)]; }
    /// The nodes left out, their subtrees counted.
    std::int64_t omittedNodes() const { return m_omittedNodes; }
    /// The nodes drawn, parents before children (the order the search entered them).
    const std::vector<std::int32_t> &shown() const { return m_shown; }
    /// The nodes drawn at a depth, left to right.
    const std::vector<std::int32_t> &row(int depth) const { return m_rows[std::size_t(depth)]; }
    int depths() const { return int(m_rows.size()); }
    /// Leaf slots side by side.
    int width() const { return m_width; }
    std::int64_t nodeCount() const { return std::int64_t(m_shown.size()); }
    /// The number of nodes a layout cut at `maxDepth` would draw, from the profile alone.
    static std::int64_t nodesTo(const SearchTree &tree, int maxDepth);
    /// The deepest cut at which a layout draws at most `limit` nodes (0 when even depth 1 draws
    /// more), or -1 when the whole tree fits; with `folded`, the kept nodes the folds leave are
    /// counted, else the profile. One pass over the nodes, no layout made.
    static int deepestFitting(const SearchTree &tree, std::int64_t limit,
                              const std::vector<bool> &folded = std::vector<bool>());

private:
    std::vector<float> m_x;
    std::vector<bool> m_stands;
    std::vector<bool> m_omits;
    std::int64_t m_omittedNodes = 0;
    std::vector<std::int32_t> m_shown;
    std::vector<std::vector<std::int32_t>> m_rows;
    int m_width = 0;
};

/// A search tree as text: the profile, Graphviz DOT, or JSON.
class TreeText
{
    Q_DECLARE_TR_FUNCTIONS(nq::TreeText)
public:
    /// A header "depth<TAB>nodes<TAB>dead_ends<TAB>solutions", one line per depth from 0, then
    /// "total".
    static QByteArray profile(const SearchTree &tree);
    /// The drawn nodes as a DOT digraph: squares from 1, dead ends and solutions styled, a
    /// node standing for a subtree labelled with its counts.
    static QByteArray dot(const SearchTree &tree, const TreeLayout &layout);
    /// The drawn nodes as one JSON array: id, parent, depth, square (0-based), kind, step.
    static QByteArray json(const SearchTree &tree, const TreeLayout &layout);
    /// The node's kind at the end of the run, as JSON and DOT name it: root, inner, dead-end,
    /// solution, open (frontier boards never searched, or the path a stopped run was on).
    static const char *kindName(const SearchTree &tree, std::int32_t id);
    /// "412 nodes, 0 solutions": what a node standing for its subtree holds.
    static QString subtreeText(const SearchTree &tree, std::int32_t id);
    /// The same as two lines: "412 nodes", "0 solutions".
    static QStringList subtreeLines(const SearchTree &tree, std::int32_t id);
};

} // namespace nq
