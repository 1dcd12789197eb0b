// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"
#include "theme.h"

#include <QWidget>

#include <vector>

class QAbstractAxis;
class QAbstractSeries;
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
    void clear();
    void setTheme(const Theme &theme);
    /// The values shown, for tests: per depth (or step) nodes, dead ends, solutions (or the
    /// attacked queens in the first).
    const std::vector<SearchTree::Counts> &values() const { return m_values; }
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

    QChartView *m_view = nullptr;
    std::vector<SearchTree::Counts> m_values;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
