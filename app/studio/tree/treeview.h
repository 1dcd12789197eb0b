// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"
#include "theme.h"
#include "tree/treefolds.h"
#include "treelayout.h"

#include <QAbstractScrollArea>

#include <memory>
#include <vector>

namespace nq {

class NodePreview;

/**
 * The search tree drawn as it stood at the player's step: the nodes entered by then, the
 * current node and its path highlighted, dead ends red, solutions green, folded subtrees as
 * boxes with their counts. Only what is in sight is drawn (at most a node a pixel when zoomed
 * far out), and the layout is the finished tree's, so the tree grows into its places as the run
 * plays and nothing moves.
 *
 * A click on a node asks the player to go to the step that entered it; a click on a folded node
 * unfolds it. The arrows move between parent, children and siblings (and ask the same);
 * Ctrl+wheel and Ctrl++/−/0 zoom; the focused node is what a screen reader reads.
 */
class TreeView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit TreeView(QWidget *parent = nullptr);

    /// The tree to draw (null: none); the layout is made here.
    void setTree(std::shared_ptr<const SearchTree> tree);
    const SearchTree *tree() const { return m_tree.get(); }
    const TreeLayout *layout() const { return m_layout.get(); }
    /// The step the player stands at: what is drawn, and the current node.
    void setStep(std::int64_t step);
    std::int64_t step() const { return m_step; }
    void setTheme(const Theme &theme);

    /// Folds a node's subtree into the node, or unfolds it (a new layout).
    void setFolded(std::int32_t id, bool folded);
    /// Unfolds a folded node one level: its children show, each with a subtree folded.
    void unfoldOneLevel(std::int32_t id);
    bool isFolded(std::int32_t id) const;
    /// Folds every subtree the search has finished with at `step` (below the root), or
    /// unfolds all.
    void foldFinished();
    void unfoldAll();
    const std::vector<bool> &folded() const { return m_folds.flags(); }

    void zoomBy(qreal factor);
    /// The least zoom Fit chooses (a projector asks for nodes large enough to read).
    void setLeastZoom(qreal zoom) { m_leastZoom = zoom; }
    void resetZoom();
    qreal zoom() const { return m_zoom; }
    /// Scrolls so that the node is in sight.
    void reveal(std::int32_t id);
    /// Scrolls the node the search stands on (or the box standing for it) into sight.
    void revealCurrent();

    /// The node drawn at a point of the viewport, -1 for none.
    std::int32_t nodeAt(QPoint point) const;
    /// Where a node is drawn in the viewport.
    QPointF viewportPoint(std::int32_t id) const;
    std::int32_t focusedNode() const { return m_focus; }
    /// Moves the keyboard's node (and tells the screen reader).
    void setFocusedNode(std::int32_t id);

    /// Lights a path of nodes from the root down (a probe of Knuth's estimate), drawn over the
    /// tree; empty: none.
    void setLitPath(std::vector<std::int32_t> path);
    const std::vector<std::int32_t> &litPath() const { return m_lit; }

signals:
    /// The user chose a node: the player should stand at this step.
    void stepChosen(std::int64_t step);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void relayout();
    void updateScrollBars();
    QPointF scenePoint(std::int32_t id) const;
    void choose(std::int32_t id);
    void updateDescription();

    std::shared_ptr<const SearchTree> m_tree;
    std::unique_ptr<TreeLayout> m_layout;
    TreeFolds m_folds;
    std::int64_t m_step = 0;
    std::int32_t m_focus = 0;
    std::vector<std::int32_t> m_lit; // the lit path, root first
    qreal m_zoom = 1.0;
    qreal m_leastZoom = 0.55;
    Theme m_theme = Theme::of(Theme::Light);
    NodePreview *m_preview;
};

} // namespace nq
