// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QChart;
class QChartView;
class QBarSeries;

namespace nq {

/**
 * The class's votes as a bar chart (Qt Charts): one bar an answer, the first round's and the
 * second's side by side once both are shown; the right answers named once revealed.
 */
class VotesChart : public QWidget
{
    Q_OBJECT

public:
    explicit VotesChart(QWidget *parent = nullptr);

    /// The answers (in words) and the votes of each round shown (nothing: hidden).
    void show(const QStringList &answers, const std::optional<std::vector<int>> &first,
              const std::optional<std::vector<int>> &second);
    /// Hides the chart (no question, or no votes shown yet).
    void clear();
    /// The bars' values, per round shown (for tests and screen readers).
    const std::vector<std::vector<int>> &shown() const { return m_shown; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QChartView *m_view;
    QStringList m_answers;
    std::optional<std::vector<int>> m_first, m_second;
    std::vector<std::vector<int>> m_shown;
};

} // namespace nq
