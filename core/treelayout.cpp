// SPDX-License-Identifier: GPL-3.0-or-later
#include "treelayout.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace nq {

TreeLayout::TreeLayout(const SearchTree &tree, int maxDepth, const std::vector<bool> &folded,
                       const std::vector<bool> &omitted)
{
    const std::size_t count = tree.nodes().size();
    m_x.assign(count, -1.0F);
    m_stands.assign(count, false);
    m_omits.assign(count, false);
    auto isFolded = [&](std::int32_t id) {
        return std::size_t(id) < folded.size() && folded[std::size_t(id)];
    };
    auto isOmitted = [&](std::int32_t id) {
        return std::size_t(id) < omitted.size() && omitted[std::size_t(id)];
    };
    // Depth first with an explicit stack (a tree may be a million nodes deep in total, and
    // its depth is at most n): parents are placed after their children, over the first and
    // the last child drawn.
    struct Frame
    {
        std::int32_t id;
        std::int32_t next; // the child to visit next
        float first = -1, last = -1; // the places of the first and the last child drawn
    };
    std::vector<Frame> stack;
    stack.push_back({ 0, tree.node(0).firstChild });
    m_shown.push_back(0);
    auto leafHere = [&](std::int32_t id) {
        const SearchTree::Node &node = tree.node(id);
        return node.children == 0 || isFolded(id) || (maxDepth >= 0 && node.depth >= maxDepth);
    };
    if (leafHere(0))
        stack.back().next = -1;
    while (!stack.empty()) {
        Frame &top = stack.back();
        if (top.next >= 0) {
            const std::int32_t child = top.next;
            top.next = tree.node(child).nextSibling;
            if (isOmitted(child)) {
                m_omits[std::size_t(top.id)] = true;
                m_omittedNodes += tree.subtree(child).nodes;
                continue;
            }
            m_shown.push_back(child);
            stack.push_back({ child, leafHere(child) ? -1 : tree.node(child).firstChild });
            continue;
        }
        const std::int32_t id = top.id;
        const SearchTree::Node &node = tree.node(id);
        if (top.first < 0) { // drawn alone: its children are folded, cut or left out
            m_x[std::size_t(id)] = float(m_width++);
            m_stands[std::size_t(id)] = !m_omits[std::size_t(id)] && leafHere(id)
                && (node.children > 0 || tree.subtree(id).nodes > 1);
        } else {
            m_x[std::size_t(id)] = (top.first + top.last) / 2;
        }
        const float x = m_x[std::size_t(id)];
        stack.pop_back();
        if (!stack.empty()) {
            Frame &parent = stack.back();
            if (parent.first < 0)
                parent.first = x;
            parent.last = x;
        }
    }
    for (const std::int32_t id : m_shown) {
        const int depth = tree.node(id).depth;
        if (std::size_t(depth) >= m_rows.size())
            m_rows.resize(std::size_t(depth) + 1);
        m_rows[std::size_t(depth)].push_back(id);
    }
    for (auto &row : m_rows) // entered order is left to right only depth first: sort by place
        std::sort(row.begin(), row.end(), [&](std::int32_t a, std::int32_t b) {
            return m_x[std::size_t(a)] < m_x[std::size_t(b)];
        });
}

std::vector<bool> TreeLayout::withoutSolutions(const SearchTree &tree)
{
    const std::size_t count = tree.nodes().size();
    if (count == 0 || tree.subtree(0).solutions == 0)
        return {};
    std::vector<bool> omitted(count, false);
    for (std::size_t id = 1; id < count; ++id) {
        const SearchTree::Node &node = tree.node(std::int32_t(id));
        omitted[id] = tree.subtree(node.parent).solutions > 0
            && tree.subtree(std::int32_t(id)).solutions == 0;
    }
    return omitted;
}

std::int64_t TreeLayout::nodesTo(const SearchTree &tree, int maxDepth)
{
    std::int64_t sum = 0;
    for (std::size_t d = 0; d < tree.profile().size(); ++d) {
        if (maxDepth >= 0 && int(d) > maxDepth)
            break;
        sum += tree.profile()[d].nodes;
    }
    return sum;
}

int TreeLayout::deepestFitting(const SearchTree &tree, std::int64_t limit,
                               const std::vector<bool> &folded)
{
    std::vector<std::int64_t> drawn; // per depth
    if (folded.empty()) {
        for (const SearchTree::Counts &c : tree.profile())
            drawn.push_back(c.nodes);
    } else {
        // Parents come before their children: a node is drawn when its parent is and is not
        // folded.
        const std::size_t count = tree.nodes().size();
        std::vector<bool> shown(count, false);
        for (std::size_t id = 0; id < count; ++id) {
            const SearchTree::Node &node = tree.node(std::int32_t(id));
            const std::size_t parent = std::size_t(node.parent);
            shown[id]
                = node.parent < 0 || (shown[parent] && !(parent < folded.size() && folded[parent]));
            if (!shown[id])
                continue;
            if (std::size_t(node.depth) >= drawn.size())
                drawn.resize(std::size_t(node.depth) + 1, 0);
            ++drawn[std::size_t(node.depth)];
        }
    }
    std::int64_t total = 0;
    int fits = -1;
    for (std::size_t d = 0; d < drawn.size(); ++d) {
        total += drawn[d];
        if (total > limit)
            return std::max(fits, 0);
        fits = int(d);
    }
    return -1;
}

const char *TreeText::kindName(const SearchTree &tree, std::int32_t id)
{
    if (id == 0)
        return "root";
    switch (tree.stateAt(id, tree.steps())) {
    case SearchTree::State::Solution:
        return "solution";
    case SearchTree::State::DeadEnd:
        return "dead-end";
    case SearchTree::State::Inner:
        return "inner";
    default:
        return "open";
    }
}

QStringList TreeText::subtreeLines(const SearchTree &tree, std::int32_t id)
{
    const SearchTree::Counts &c = tree.subtree(id);
    const QString nodes
        = c.nodes == 1 ? tr("1 node") : tr("%1 nodes").arg(QLocale().toString(c.nodes));
    const QString solutions = c.solutions == 1
        ? tr("1 solution")
        : tr("%1 solutions").arg(QLocale().toString(c.solutions));
    return { nodes, solutions };
}

QString TreeText::subtreeText(const SearchTree &tree, std::int32_t id)
{
    const QStringList lines = subtreeLines(tree, id);
    return tr("%1, %2").arg(lines[0], lines[1]);
}

QByteArray TreeText::profile(const SearchTree &tree)
{
    // A header a spreadsheet or `column -t` reads: the depth (queens on the board), the nodes
    // at that depth, those with no child (dead ends) and the solutions among them.
    QByteArray out = "depth\tnodes\tdead_ends\tsolutions\n";
    for (std::size_t d = 0; d < tree.profile().size(); ++d) {
        const SearchTree::Counts &c = tree.profile()[d];
        if (c.nodes == 0 && d > 0)
            break;
        out += QByteArray::number(qlonglong(d)) + '\t' + QByteArray::number(qlonglong(c.nodes))
            + '\t' + QByteArray::number(qlonglong(c.deadEnds)) + '\t'
            + QByteArray::number(qlonglong(c.solutions)) + '\n';
    }
    const SearchTree::Counts t = tree.total();
    out += "total\t" + QByteArray::number(qlonglong(t.nodes)) + '\t'
        + QByteArray::number(qlonglong(t.deadEnds)) + '\t'
        + QByteArray::number(qlonglong(t.solutions)) + '\n';
    return out;
}

QByteArray TreeText::dot(const SearchTree &tree, const TreeLayout &layout)
{
    QByteArray out = "digraph search_tree {\n"
                     "  node [shape=circle, fontname=\"DejaVu Sans\", fontsize=10, width=0.45, "
                     "fixedsize=true];\n"
                     "  edge [arrowhead=none];\n";
    for (const std::int32_t id : layout.shown()) {
        const SearchTree::Node &node = tree.node(id);
        const QByteArray name = 'n' + QByteArray::number(id);
        QByteArray label = id == 0
            ? QByteArray("start")
            : QByteArray::number(node.row + 1) + ',' + QByteArray::number(node.col + 1);
        QByteArray style;
        const QByteArray kind = kindName(tree, id);
        if (kind == "solution")
            style = ", style=filled, fillcolor=\"#a8e0a0\", penwidth=2";
        else if (kind == "dead-end")
            style = ", color=\"#c0392b\", fontcolor=\"#c0392b\"";
        if (layout.standsForSubtree(id)) {
            const SearchTree::Counts &c = tree.subtree(id);
            label += "\\n" + QByteArray::number(qlonglong(c.nodes)) + " nodes\\n"
                + QByteArray::number(qlonglong(c.solutions))
                + (c.solutions == 1 ? " solution" : " solutions");
            style += ", shape=box, fixedsize=false, style=\"rounded,dashed\"";
        }
        out += "  " + name + " [label=\"" + label + '"' + style + "];\n";
        if (node.parent >= 0)
            out += "  n" + QByteArray::number(node.parent) + " -> " + name + ";\n";
    }
    out += "}\n";
    return out;
}

QByteArray TreeText::json(const SearchTree &tree, const TreeLayout &layout)
{
    QByteArray out = "[";
    bool first = true;
    for (const std::int32_t id : layout.shown()) {
        const SearchTree::Node &node = tree.node(id);
        out += first ? "\n" : ",\n";
        first = false;
        out += "{\"id\":" + QByteArray::number(id) + ",\"parent\":"
            + (node.parent < 0 ? QByteArray("null") : QByteArray::number(node.parent))
            + ",\"depth\":" + QByteArray::number(node.depth) + ",\"square\":"
            + (id == 0
                   ? QByteArray("null")
                   : '[' + QByteArray::number(node.row) + ',' + QByteArray::number(node.col) + ']')
            + ",\"kind\":\"" + kindName(tree, id)
            + "\",\"step\":" + QByteArray::number(qlonglong(node.entered));
        if (layout.standsForSubtree(id)) {
            const SearchTree::Counts &c = tree.subtree(id);
            out += ",\"subtree\":{\"nodes\":" + QByteArray::number(qlonglong(c.nodes))
                + ",\"dead_ends\":" + QByteArray::number(qlonglong(c.deadEnds))
                + ",\"solutions\":" + QByteArray::number(qlonglong(c.solutions)) + '}';
        }
        out += '}';
    }
    out += "\n]\n";
    return out;
}

} // namespace nq
