// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchtree.h"

#include "sinks.h"
#include "solver.h"

#include <algorithm>

namespace nq {

SearchTree::SearchTree(int n, bool frontier, std::int64_t budget, int keepDepth)
    : m_n(n), m_frontier(frontier), m_budget(std::max<std::int64_t>(1, budget)),
      m_keepDepth(keepDepth < 0 ? std::numeric_limits<int>::max() : keepDepth)
{
    m_nodes.push_back(Node {});
    m_profile.assign(std::size_t(std::max(n, 0)) + 2, Counts {});
    m_profile[0].nodes = 1;
    if (!frontier)
        m_nodes[0].opened = 0; // the search starts from the empty board
    m_moves.emplace_back(0, 0);
}

bool SearchTree::isTree(AlgorithmId id)
{
    return id != AlgorithmId::MinConflicts && id != AlgorithmId::Construction;
}

std::optional<SearchTree> SearchTree::build(AlgorithmId id, const RunOptions &options,
                                            std::int64_t budget, const std::atomic_bool *cancel)
{
    Limits limits;
    limits.budget = budget;
    return build(id, options, limits, cancel);
}

std::optional<SearchTree> SearchTree::build(AlgorithmId id, const RunOptions &options,
                                            const Limits &limits, const std::atomic_bool *cancel)
{
    const bool frontier = id == AlgorithmId::BreadthFirst || id == AlgorithmId::DepthFirstStack;
    SearchTree tree(options.n, frontier, limits.budget, limits.keepDepth);
    RunOptions run = options;
    // The run stops when asked from outside, or here at the cap.
    std::atomic_bool stop { false };
    run.cancel = &stop;
    std::int64_t nodes = 1;
    StepSink sink { [&](const StepEvent &event) {
        tree.add(event);
        if (event.kind == EventKind::Place || event.kind == EventKind::SetBoard) {
            nodes = tree.m_profileNodes;
            if (limits.cap >= 0 && nodes > limits.cap) {
                tree.m_capped = true;
                stop = true;
            }
            if (cancel && cancel->load(std::memory_order_relaxed))
                stop = true;
        }
    } };
    runAlgorithm(id, sink, run);
    if (cancel && cancel->load())
        return std::nullopt;
    tree.finish();
    return tree;
}

std::int32_t SearchTree::addNode(std::int32_t parent, int row, int col, std::int64_t step)
{
    Node node;
    node.parent = parent;
    node.depth = std::uint8_t(m_nodes[std::size_t(parent)].depth + 1);
    node.row = std::int8_t(row);
    node.col = std::int8_t(col);
    node.entered = step;
    const auto id = std::int32_t(m_nodes.size());
    m_nodes.push_back(node);
    Node &p = m_nodes[std::size_t(parent)];
    if (p.lastChild >= 0)
        m_nodes[std::size_t(p.lastChild)].nextSibling = id;
    else
        p.firstChild = id;
    p.lastChild = id;
    ++p.children;
    return id;
}

std::int32_t SearchTree::findChild(std::int32_t parent, int row, int col) const
{
    // The latest child first: a board taken out is usually among the last ones put in.
    for (std::int32_t c = m_nodes[std::size_t(parent)].firstChild; c >= 0;
         c = m_nodes[std::size_t(c)].nextSibling) {
        if (m_nodes[std::size_t(c)].row == row && m_nodes[std::size_t(c)].col == col)
            return c;
    }
    return -1;
}

bool SearchTree::hasChildren(std::int32_t id) const
{
    // Kept children, or children past the budget counted on it.
    return m_nodes[std::size_t(id)].children > 0 || hiddenOf(id).nodes > 0;
}

void SearchTree::leave(std::int32_t id, int depth, bool hadChild, bool solved)
{
    if (hadChild || solved)
        return;
    ++m_profile[std::size_t(depth)].deadEnds;
    if (id < 0) // past the budget: counted on the kept ancestor
        ++hiddenAt(m_current).deadEnds;
}

void SearchTree::add(const StepEvent &event)
{
    const std::int64_t step = ++m_step;
    switch (event.kind) {
    case EventKind::Place: {
        ++m_depth;
        if (std::size_t(m_depth) >= m_profile.size())
            m_profile.resize(std::size_t(m_depth) + 1);
        ++m_profile[std::size_t(m_depth)].nodes;
        ++m_profileNodes;
        if (m_frontier)
            m_placedSinceOpen = true;
        if (m_virtual.empty() && std::int64_t(m_nodes.size()) < m_budget
            && m_depth <= m_keepDepth) {
            m_current = addNode(m_current, event.row, event.col, step);
            if (!m_frontier)
                m_nodes[std::size_t(m_current)].opened = step;
            m_moves.emplace_back(step, m_current);
        } else {
            if (!m_virtual.empty())
                m_virtual.back().hadChild = true;
            m_virtual.push_back({});
            ++m_hidden;
            ++hiddenAt(m_current).nodes;
        }
        break;
    }
    case EventKind::Remove:
        if (m_depth == 0)
            break;
        if (!m_virtual.empty()) {
            if (!m_frontier)
                leave(-1, m_depth, m_virtual.back().hadChild, m_virtual.back().solved);
            m_virtual.pop_back();
        } else {
            Node &node = m_nodes[std::size_t(m_current)];
            if (!m_frontier) {
                node.closed = step;
                leave(m_current, m_depth, hasChildren(m_current), node.solved != kNever);
            }
            m_current = std::max(0, node.parent);
            m_moves.emplace_back(step, m_current);
        }
        --m_depth;
        break;
    case EventKind::Solution:
        ++m_profile[std::size_t(m_depth)].solutions;
        if (!m_virtual.empty()) {
            m_virtual.back().solved = true;
            ++hiddenAt(m_current).solutions;
        } else {
            m_nodes[std::size_t(m_current)].solved = step;
        }
        if (m_openedVirtual && m_depth == m_openedDepth)
            m_openedSolved = true; // a whole board shown past the budget is a solution
        break;
    case EventKind::SetBoard:
        onSetBoard(event);
        break;
    case EventKind::Finished:
        // Back at the empty board: the search is over, the root left too.
        if (!m_frontier && m_current == 0 && m_virtual.empty())
            m_nodes[0].closed = step;
        if (m_opened >= 0 || m_openedVirtual) { // the board taken out last is left too
            if (m_openedVirtual) {
                leave(-1, m_openedDepth, m_placedSinceOpen, m_openedSolved);
            } else {
                Node &node = m_nodes[std::size_t(m_opened)];
                node.closed = step;
                leave(m_opened, m_openedDepth, hasChildren(m_opened) || m_placedSinceOpen,
                      node.solved != kNever);
            }
            m_opened = -1;
            m_openedVirtual = false;
        }
        break;
    default:
        break;
    }
}

void SearchTree::onSetBoard(const StepEvent &event)
{
    const std::int64_t step = m_step;
    // The board taken out before is left: the search has moved on from it.
    if (m_openedVirtual) {
        leave(-1, m_openedDepth, m_placedSinceOpen, m_openedSolved);
    } else if (m_opened >= 0) {
        Node &node = m_nodes[std::size_t(m_opened)];
        node.closed = step;
        leave(m_opened, m_openedDepth, hasChildren(m_opened) || m_placedSinceOpen,
              node.solved != kNever);
    }
    const std::span<const int> board = event.placement;
    std::int32_t id = 0;
    int kept = 0, depth = 0;
    bool past = false;
    // Permutations: rows from the first that differs from the board before are new nodes.
    std::size_t same = 0;
    if (!m_frontier) {
        while (same < board.size() && same < m_lastBoard.size() && board[same] == m_lastBoard[same])
            ++same;
        m_lastBoard.assign(board.begin(), board.end());
    }
    for (std::size_t r = 0; r < board.size(); ++r) {
        if (board[r] < 0)
            continue;
        ++depth;
        if (std::size_t(depth) >= m_profile.size())
            m_profile.resize(std::size_t(depth) + 1);
        const bool fresh = !m_frontier && r >= same;
        if (fresh) {
            ++m_profile[std::size_t(depth)].nodes;
            ++m_profileNodes;
        }
        if (past) {
            if (fresh) {
                ++m_hidden;
                ++hiddenAt(id).nodes;
            }
            continue;
        }
        std::int32_t child = fresh ? -1 : findChild(id, int(r), board[r]);
        if (child < 0 && fresh && std::int64_t(m_nodes.size()) < m_budget && depth <= m_keepDepth)
            child = addNode(id, int(r), board[r], step);
        if (child < 0) {
            past = true;
            if (fresh) {
                ++m_hidden;
                ++hiddenAt(id).nodes;
            }
            continue;
        }
        id = child;
        ++kept;
    }
    m_current = id;
    m_depth = depth;
    m_virtual.assign(std::size_t(depth - kept), Virtual {});
    m_opened = past ? -1 : id;
    m_openedVirtual = past;
    m_openedDepth = depth;
    m_openedSolved = false;
    m_placedSinceOpen = false;
    if (!past)
        m_nodes[std::size_t(id)].opened = step;
    m_moves.emplace_back(step, id);
}

SearchTree::Counts &SearchTree::hiddenAt(std::int32_t id)
{
    // Made on the first node past the budget: a tree that fits keeps none.
    if (m_hiddenCounts.size() <= std::size_t(id))
        m_hiddenCounts.resize(std::max(m_nodes.size(), std::size_t(id) + 1));
    return m_hiddenCounts[std::size_t(id)];
}

SearchTree::Counts SearchTree::hiddenOf(std::int32_t id) const
{
    return std::size_t(id) < m_hiddenCounts.size() ? m_hiddenCounts[std::size_t(id)] : Counts {};
}

void SearchTree::finish()
{
    // What a tree holds stays for as long as it is shown: no room kept for growth.
    m_nodes.shrink_to_fit();
    m_moves.shrink_to_fit();
    const std::size_t count = m_nodes.size();
    m_subtree.assign(count, Counts {});
    m_done.assign(count, 0);
    for (std::size_t i = count; i-- > 0;) {
        const Node &node = m_nodes[i];
        Counts &own = m_subtree[i];
        const Counts hidden = hiddenOf(std::int32_t(i));
        own.nodes += 1 + hidden.nodes;
        own.deadEnds += hidden.deadEnds;
        own.solutions += hidden.solutions;
        const bool solved = node.solved != kNever;
        own.solutions += solved;
        own.deadEnds += node.closed != kNever && !hasChildren(std::int32_t(i)) && !solved;
        // Left for good: its own last change, and every child's.
        std::int64_t done = std::max(node.entered, solved ? node.solved : 0);
        if (node.opened != kNever || node.children == 0)
            done = std::max(done,
                            solved && node.children == 0 && node.opened == kNever ? node.solved
                                                                                  : node.closed);
        m_done[i] = std::max(m_done[i], done);
        if (node.parent >= 0) {
            m_subtree[std::size_t(node.parent)] += own;
            m_done[std::size_t(node.parent)]
                = std::max(m_done[std::size_t(node.parent)], m_done[i]);
        }
    }
}

SearchTree::Counts SearchTree::total() const
{
    Counts sum;
    for (const Counts &c : m_profile)
        sum += c;
    return sum;
}

std::int32_t SearchTree::currentAt(std::int64_t step) const
{
    auto it = std::upper_bound(m_moves.begin(), m_moves.end(), step,
                               [](std::int64_t s, const auto &move) { return s < move.first; });
    return it == m_moves.begin() ? 0 : std::prev(it)->second;
}

int SearchTree::childrenAt(std::int32_t id, std::int64_t step) const
{
    int count = 0;
    for (std::int32_t c = m_nodes[std::size_t(id)].firstChild;
         c >= 0 && m_nodes[std::size_t(c)].entered <= step; c = m_nodes[std::size_t(c)].nextSibling)
        ++count;
    return count;
}

SearchTree::State SearchTree::stateAt(std::int32_t id, std::int64_t step) const
{
    const Node &node = m_nodes[std::size_t(id)];
    if (node.entered > step)
        return State::Unborn;
    if (node.solved <= step)
        return State::Solution;
    if (node.closed <= step)
        return childrenAt(id, step) > 0 || hiddenOf(id).nodes > 0 ? State::Inner : State::DeadEnd;
    if (node.opened <= step)
        return State::Active;
    return m_frontier ? State::Waiting : State::Inner;
}

std::vector<std::int32_t> SearchTree::pathOf(const std::vector<int> &columns) const
{
    std::vector<std::int32_t> path;
    if (m_nodes.empty())
        return path;
    std::int32_t node = 0;
    path.push_back(node);
    for (std::size_t row = 0; row < columns.size(); ++row) {
        std::int32_t child = m_nodes[std::size_t(node)].firstChild;
        while (child >= 0
               && !(m_nodes[std::size_t(child)].row == int(row)
                    && m_nodes[std::size_t(child)].col == columns[row]))
            child = m_nodes[std::size_t(child)].nextSibling;
        if (child < 0)
            break;
        node = child;
        path.push_back(node);
    }
    return path;
}

std::vector<Square> SearchTree::squares(std::int32_t id) const
{
    std::vector<Square> out;
    for (; id > 0; id = m_nodes[std::size_t(id)].parent)
        out.push_back({ m_nodes[std::size_t(id)].row, m_nodes[std::size_t(id)].col });
    std::reverse(out.begin(), out.end());
    return out;
}

QString SearchTree::describe(std::int32_t id, std::int64_t step) const
{
    const Node &node = m_nodes[std::size_t(id)];
    QString what;
    switch (stateAt(id, step)) {
    case State::Unborn:
        what = tr("not reached yet");
        break;
    case State::Waiting:
        what = tr("waiting in the frontier");
        break;
    case State::Active:
        what = tr("being searched");
        break;
    case State::Inner:
        what = childrenAt(id, step) == 1 ? tr("1 child")
                                         : tr("%L1 children").arg(childrenAt(id, step));
        break;
    case State::DeadEnd:
        what = tr("dead end");
        break;
    case State::Solution:
        what = tr("solution");
        break;
    }
    if (id == 0)
        return tr("The empty board: %1").arg(what);
    return tr("Row %1, column %2: %3, entered at step %L4")
        .arg(node.row + 1)
        .arg(node.col + 1)
        .arg(what)
        .arg(node.entered);
}

std::size_t SearchTree::bytes() const
{
    return m_nodes.capacity() * sizeof(Node) + m_subtree.capacity() * sizeof(Counts)
        + m_done.capacity() * sizeof(std::int64_t) + m_hiddenCounts.capacity() * sizeof(Counts)
        + m_moves.capacity() * sizeof(m_moves[0]) + m_profile.capacity() * sizeof(Counts);
}

} // namespace nq
