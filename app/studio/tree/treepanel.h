// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rundescription.h"
#include "searchtree.h"
#include "theme.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace nq {

class BackgroundJob;
class BoardFeed;
class ProfileChart;
class TreeView;
struct PlayState;
struct StepChange;

/**
 * The Search Tree panel: the tree of the run (built on a worker from a full-speed run of the
 * same algorithm, the run being deterministic), drawn as it stood at the player's step, with its
 * profile by depth under it. Min-conflicts gets a chart of attacked queens by step instead, and
 * the construction a word: neither searches a tree. It follows the board's feed and asks for
 * steps; it never reaches the player.
 */
class TreePanel : public QWidget
{
    Q_OBJECT
public:
    explicit TreePanel(QWidget *parent = nullptr);
    ~TreePanel() override;

    void follow(BoardFeed *feed);
    /// Builds the tree of the run prepared last, unless it is built or being built. The window
    /// calls it when the panel comes in sight (a hidden panel builds nothing).
    void build();
    bool isBuilding() const { return m_job != nullptr; }
    std::shared_ptr<const SearchTree> tree() const { return m_tree; }
    TreeView *view() const { return m_view; }
    ProfileChart *chart() const { return m_chart; }
    QString status() const;
    void setTheme(const Theme &theme);
    void retranslate();
    QList<QWidget *> focusChain() const;
    /// Kept nodes at most (a test sets fewer).
    void setBudget(std::int64_t budget) { m_budget = budget; }
    /// On a projector: nodes large enough to read from the back of a room, no profile.
    void setPresenting(bool on, qreal scale = 1.0);

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

signals:
    /// The user chose a node: the player should stand at this step.
    void stepChosen(std::int64_t step);
    /// A tree was built (or the panel said why there is none).
    void built();

private:
    void showButtons();
    /// Shows the profile where it and the tree can both be read, at least its readable height.
    void fitChart();
    void onRunStarting(const RunDescription &run);
    void onShown(const PlayState &state);
    void onBuilt(std::shared_ptr<const SearchTree> tree, std::vector<int> attacked);
    void updateStatus();

    RunDescription m_run;
    bool m_haveRun = false;
    bool m_builtForRun = false;
    bool m_presenting = false;
    std::int64_t m_budget = 1000000;
    std::int64_t m_step = 0;
    std::shared_ptr<const SearchTree> m_tree;
    // The steps at which dead ends were left and solutions found, in order: how many there are
    // by a step, as the counters count them.
    std::vector<std::int64_t> m_deadEndSteps;
    std::vector<std::int64_t> m_solutionSteps;
    BackgroundJob *m_job = nullptr;
    QLabel *m_status;
    QToolButton *m_fold;
    QToolButton *m_unfold;
    QToolButton *m_fit;
    QSplitter *m_split;
    QStackedWidget *m_stack;
    TreeView *m_view;
    QLabel *m_notATree;
    ProfileChart *m_chart;
};

} // namespace nq
