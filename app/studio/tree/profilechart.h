// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"
#include "theme.h"

#include <QWidget>

#include <vector>

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

private:
    QChartView *m_view = nullptr;
    std::vector<SearchTree::Counts> m_values;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
