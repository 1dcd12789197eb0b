// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "runoptions.h"
#include "stepevent.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace nq {

/**
 * The search tree of a run, built from its events: the root is the empty board, each node a
 * queen put on a square (a partial board), dead ends and solutions at the leaves. Every node
 * keeps the steps at which it was entered, searched from and left, so the tree as it stood at
 * any step of the run is read off the same nodes (steps counted from 1, as the window counts).
 *
 * Depth-first algorithms (brute force, rows and columns, backtracking, bitmask, domination) put
 * queens on and take them off; a node is entered by its Place and left by its Remove. The
 * frontier algorithms (breadth-first, depth-first with a stack) enter a node by its Place, keep
 * it in their frontier, and search from it when a SetBoard takes it out. Permutations show whole
 * boards: their nodes are the boards' rows, shared with the boards before.
 *
 * Past a budget of nodes the deeper ones are not kept: their nodes, dead ends and solutions are
 * counted on their deepest kept ancestor, and the profile by depth stays exact.
 */
class SearchTree
{
    Q_DECLARE_TR_FUNCTIONS(nq::SearchTree)
public:
    static constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();
    /// Nodes kept at most by default (about 80 bytes each).
    static constexpr std::int64_t kDefaultBudget = 3000000;

    struct Node
    {
        std::int32_t parent = -1;
        std::int32_t firstChild = -1;
        std::int32_t lastChild = -1;
        std::int32_t nextSibling = -1;
        std::int32_t children = 0;
        std::uint8_t depth = 0;
        std::int8_t row = -1; ///< the square of its queen, from 0 (-1 for the root)
        std::int8_t col = -1;
        std::int64_t entered = 0; ///< the step that made it (0: the root, there before step 1)
        std::int64_t opened = kNever; ///< from this step the search went on from it
        std::int64_t closed = kNever; ///< from this step the search had left it for good
        std::int64_t solved = kNever; ///< the step that found its board a solution
    };
    /// What a node is at a step.
    enum class State : std::uint8_t {
        Unborn, ///< not entered yet
        Waiting, ///< entered, in the frontier, not searched from yet
        Active, ///< being searched from (on the path of the current node, or open)
        Inner, ///< left, with children
        DeadEnd, ///< left without a child and not a solution
        Solution,
    };
    /// Nodes, dead ends and solutions at one depth (or in one subtree).
    struct Counts
    {
        std::int64_t nodes = 0;
        std::int64_t deadEnds = 0;
        std::int64_t solutions = 0;
        Counts &operator+=(const Counts &o)
        {
            nodes += o.nodes;
            deadEnds += o.deadEnds;
            solutions += o.solutions;
            return *this;
        }
        bool operator==(const Counts &) const = default;
    };

    /// A tree for a run on n x n; `frontier` for breadth-first and depth-first with a stack.
    SearchTree(int n, bool frontier, std::int64_t budget = kDefaultBudget, int keepDepth = -1);

    /// Whether the algorithm's run is a tree (min-conflicts and the construction are not).
    static bool isTree(AlgorithmId id);
    /// The tree of a whole run of `id` with `options` (at full speed, on the calling thread);
    /// nothing when cancelled.
    static std::optional<SearchTree> build(AlgorithmId id, const RunOptions &options,
                                           std::int64_t budget = kDefaultBudget,
                                           const std::atomic_bool *cancel = nullptr);
    /// What a build keeps and how far it goes.
    struct Limits
    {
        std::int64_t budget = kDefaultBudget; ///< nodes kept at most
        int keepDepth = -1; ///< nodes deeper than this are counted, not kept (-1: any depth)
        std::int64_t cap = -1; ///< the run stops past this many nodes (-1: never); capped()
    };
    static std::optional<SearchTree> build(AlgorithmId id, const RunOptions &options,
                                           const Limits &limits,
                                           const std::atomic_bool *cancel = nullptr);
    /// True when the run was stopped at Limits::cap: the counts are of its beginning only.
    bool capped() const { return m_capped; }

    /// One event of the run, in order (the first is step 1).
    void add(const StepEvent &event);
    /// The run ended: what is still open is left, subtree counts are made.
    void finish();

    int n() const { return m_n; }
    const std::vector<Node> &nodes() const { return m_nodes; }
    const Node &node(std::int32_t id) const { return m_nodes[std::size_t(id)]; }
    /// Events added (the run's last step).
    std::int64_t steps() const { return m_step; }
    /// The node whose board the algorithm stood on after `step` (the deepest kept one).
    std::int32_t currentAt(std::int64_t step) const;
    State stateAt(std::int32_t id, std::int64_t step) const;
    /// Children entered by `step`.
    int childrenAt(std::int32_t id, std::int64_t step) const;
    /// The nodes from the root down that put row r's queen in `columns[r]`, row after row, as
    /// far as the tree holds them (a probe of Knuth's estimate, lit in a drawing of the tree).
    std::vector<std::int32_t> pathOf(const std::vector<int> &columns) const;
    /// The board of a node: its queens' squares, the root's first.
    std::vector<Square> squares(std::int32_t id) const;
    /// After finish(): the node's subtree, kept and hidden nodes alike (the node included).
    const Counts &subtree(std::int32_t id) const { return m_subtree[std::size_t(id)]; }
    /// After finish(): the step from which the node's whole subtree was left.
    std::int64_t doneAt(std::int32_t id) const { return m_done[std::size_t(id)]; }
    /// The whole run by depth from 0 (the root) down: exact even past the budget.
    const std::vector<Counts> &profile() const { return m_profile; }
    Counts total() const;
    /// True when nodes past the budget were counted, not kept.
    bool truncated() const { return m_hidden > 0; }
    std::int64_t keptNodes() const { return std::int64_t(m_nodes.size()); }
    /// How the node is read aloud: "Row 3, column 5: dead end, entered at step 41".
    QString describe(std::int32_t id, std::int64_t step) const;
    std::size_t bytes() const;

private:
    std::int32_t addNode(std::int32_t parent, int row, int col, std::int64_t step);
    std::int32_t findChild(std::int32_t parent, int row, int col) const;
    void enter(int depth, bool stored);
    bool hasChildren(std::int32_t id) const;
    Counts &hiddenAt(std::int32_t id);
    Counts hiddenOf(std::int32_t id) const;
    void leave(std::int32_t id, int depth, bool hadChild, bool solved);
    void onSetBoard(const StepEvent &event);

    int m_n;
    bool m_frontier;
    std::int64_t m_budget;
    int m_keepDepth;
    std::int64_t m_profileNodes = 1; // nodes so far, kept or counted
    bool m_capped = false;
    std::int64_t m_step = 0;
    std::vector<Node> m_nodes;
    std::vector<Counts> m_profile;
    std::vector<Counts> m_subtree;
    std::vector<std::int64_t> m_done;
    std::vector<Counts> m_hiddenCounts; // per kept node: what past the budget hangs under it
    std::int64_t m_hidden = 0;
    // Where the run stands: the kept node, and how many levels below it past the budget.
    std::int32_t m_current = 0;
    int m_depth = 0; // the current board's queens (kept and hidden)
    struct Virtual
    {
        bool hadChild = false;
        bool solved = false;
    };
    std::vector<Virtual> m_virtual; // one per level below m_current past the budget
    // Frontier algorithms and permutations: the node taken out last, and whether a queen was
    // put on it since.
    std::int32_t m_opened = -1;
    int m_openedDepth = 0;
    bool m_openedVirtual = false;
    bool m_openedSolved = false;
    bool m_placedSinceOpen = false;
    std::vector<int> m_lastBoard; // permutations: the board shown last
    // currentAt(): the steps at which the current node changed, and to what.
    std::vector<std::pair<std::int64_t, std::int32_t>> m_moves;
};

} // namespace nq
