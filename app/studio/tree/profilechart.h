// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"
#include "theme.h"

#include <QWidget>

#include <vector>

class QAbstractAxis;
class QAbstractSeries;
class QBarSet;
class QLineSeries;
class QChart;
class QChartView;

namespace nq {

/// Under the tree, Qt Charts: the tree's nodes, dead ends and solutions by depth as bars (the
/// classic picture of where backtracking spends its time), or for min-conflicts the attacked
/// queens at each step as a line.
class ProfileChart : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileChart(QWidget *parent = nullptr);

    void showProfile(const SearchTree &tree);
    /// Attacked queens after each step, from step 0.
    void showAttacked(const std::vector<int> &attacked);
    /// The run stands at `step`: the bars count what the search has made by then (their scale
    /// is the whole run's, so they grow into it); the line's marker stands there.
    void setStep(std::int64_t step);
    void clear();
    void setTheme(const Theme &theme);
    /// The values shown, for tests: per depth (or step) nodes, dead ends, solutions at the
    /// step (or the attacked queens in the first, the whole run).
    const std::vector<SearchTree::Counts> &values() const { return m_values; }
    /// Where the line's marker stands (-1: none).
    qreal markerAt() const;
    QChart *chart() const;
    /// The least height at which the chart can be read (it may be given less).
    int readableHeight() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitAxisTitle();
    /// Puts the added series on the chart with x along the bottom and counts from 0 to top
    /// up the side, in the theme's background.
    void showSeries(QAbstractSeries *series, QAbstractAxis *x, int top);

    void showTip(bool on, int index, QBarSet *set);

    QChartView *m_view = nullptr;
    std::vector<SearchTree::Counts> m_values;
    // By depth, the steps that made each node, each dead end and each solution, in order.
    std::vector<std::vector<std::int64_t>> m_entered, m_deadEnds, m_solved;
    QBarSet *m_nodeBars = nullptr, *m_deadEndBars = nullptr, *m_solutionBars = nullptr;
    QLineSeries *m_marker = nullptr; // min-conflicts: the step the run stands at
    int m_top = 1;
    bool m_exact = true; // every node of the run is in the tree: counts by step are known
    std::int64_t m_step = -1;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
