// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree/profilechart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QLineSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <limits>

namespace nq {

ProfileChart::ProfileChart(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    setMinimumHeight(90);
}

int ProfileChart::readableHeight() const
{
    // Title, plot, the step or depth labels and the legend, each a line of text or more.
    return fontMetrics().height() * 10;
}

void ProfileChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitAxisTitle();
}

QChart *ProfileChart::chart() const
{
    // Made the first time there is something to chart: a window whose tree is never looked at
    // keeps no chart (nor its scene).
    if (!m_view) {
        auto *self = const_cast<ProfileChart *>(this);
        self->m_view = new QChartView(new QChart, self);
        m_view->setRenderHint(QPainter::Antialiasing);
        m_view->chart()->legend()->setAlignment(Qt::AlignBottom);
        m_view->chart()->setMargins(QMargins(4, 4, 4, 4));
        m_view->setAccessibleName(tr("Profile of the search tree"));
        self->layout()->addWidget(m_view);
        self->setTheme(m_theme);
    }
    return m_view->chart();
}

void ProfileChart::clear()
{
    m_values.clear();
    m_entered.clear();
    m_deadEnds.clear();
    m_solved.clear();
    m_nodeBars = m_deadEndBars = m_solutionBars = nullptr;
    m_marker = nullptr;
    if (!m_view)
        return;
    m_view->chart()->removeAllSeries();
    // A removed axis is the caller's again (Qt Charts): deleted here.
    for (QAbstractAxis *axis : m_view->chart()->axes()) {
        m_view->chart()->removeAxis(axis);
        delete axis;
    }
}

void ProfileChart::setTheme(const Theme &theme)
{
    m_theme = theme;
    if (!m_view)
        return;
    m_view->chart()->setTheme(theme.kind == Theme::Dark ? QChart::ChartThemeDark
                                                        : QChart::ChartThemeLight);
    m_view->chart()->setBackgroundBrush(theme.background);
}

void ProfileChart::showProfile(const SearchTree &tree)
{
    clear();
    QChart *chart = this->chart();
    chart->setTitle(tr("Nodes by depth"));
    m_nodeBars = new QBarSet(tr("Nodes"));
    m_deadEndBars = new QBarSet(tr("Dead ends"));
    m_solutionBars = new QBarSet(tr("Solutions"));
    m_nodeBars->setColor(QColor(0x56, 0x8e, 0xc9));
    m_deadEndBars->setColor(QColor(0xc0, 0x39, 0x2b));
    m_solutionBars->setColor(QColor(0x1e, 0x84, 0x49));
    QStringList depths;
    std::int64_t top = 1;
    std::size_t levels = 0;
    for (std::size_t d = 0; d < tree.profile().size(); ++d) {
        const SearchTree::Counts &c = tree.profile()[d];
        if (c.nodes == 0 && d > 0)
            break;
        levels = d + 1;
        depths << QString::number(d);
        top = std::max(top, c.nodes);
    }
    // The steps of each depth's nodes, dead ends and solutions (nodes are made in step order;
    // a node past the kept ones is counted on its ancestor, so its depth is its own).
    m_entered.assign(levels, {});
    m_deadEnds.assign(levels, {});
    m_solved.assign(levels, {});
    for (const SearchTree::Node &node : tree.nodes()) {
        const std::size_t d = node.depth;
        if (d >= levels)
            continue;
        m_entered[d].push_back(node.entered);
        if (node.solved != SearchTree::kNever)
            m_solved[d].push_back(node.solved);
        else if (node.closed != SearchTree::kNever && node.children == 0)
            m_deadEnds[d].push_back(node.closed);
    }
    for (auto *steps : { &m_entered, &m_deadEnds, &m_solved })
        for (std::vector<std::int64_t> &v : *steps)
            std::sort(v.begin(), v.end());
    // The bars start at the whole run's counts where the tree holds fewer nodes than it
    // counted (past its budget): those are known only at the end.
    for (std::size_t d = 0; d < levels; ++d) {
        m_values.push_back(tree.profile()[d]);
        *m_nodeBars << qreal(tree.profile()[d].nodes);
        *m_deadEndBars << qreal(tree.profile()[d].deadEnds);
        *m_solutionBars << qreal(tree.profile()[d].solutions);
    }
    m_exact = !tree.truncated() && !tree.capped();
    auto *series = new QBarSeries;
    series->append(m_nodeBars);
    series->append(m_deadEndBars);
    series->append(m_solutionBars);
    connect(series, &QBarSeries::hovered, this, &ProfileChart::showTip);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(depths);
    x->setTitleText(tr("Depth (queens on the board)"));
    showSeries(series, x, int(std::min<std::int64_t>(top, std::numeric_limits<int>::max())));
    const std::int64_t step = std::exchange(m_step, -1);
    if (step >= 0)
        setStep(step);
}

void ProfileChart::setStep(std::int64_t step)
{
    if (step == m_step)
        return;
    m_step = step;
    if (m_marker) {
        m_marker->replace({ QPointF(qreal(step), 0), QPointF(qreal(step), qreal(m_top)) });
        return;
    }
    if (!m_nodeBars || !m_exact)
        return;
    auto upTo = [step](const std::vector<std::int64_t> &steps) {
        return std::int64_t(std::upper_bound(steps.begin(), steps.end(), step) - steps.begin());
    };
    for (std::size_t d = 0; d < m_values.size(); ++d) {
        const SearchTree::Counts now { upTo(m_entered[d]), upTo(m_deadEnds[d]), upTo(m_solved[d]) };
        if (now == m_values[d])
            continue;
        m_values[d] = now;
        m_nodeBars->replace(int(d), qreal(now.nodes));
        m_deadEndBars->replace(int(d), qreal(now.deadEnds));
        m_solutionBars->replace(int(d), qreal(now.solutions));
    }
}

qreal ProfileChart::markerAt() const
{
    return m_marker && m_marker->count() > 0 ? m_marker->at(0).x() : -1;
}

void ProfileChart::showTip(bool on, int index, QBarSet *set)
{
    // The bar's figure, which the axis gives only roughly.
    if (!on || !set || index < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(
        QCursor::pos(),
        tr("%1 at depth %2: %L3").arg(set->label()).arg(index).arg(qlonglong(set->at(index))),
        m_view);
}

void ProfileChart::showAttacked(const std::vector<int> &attacked)
{
    clear();
    QChart *chart = this->chart();
    chart->setTitle(tr("Queens under attack, step by step"));
    auto *series = new QLineSeries;
    series->setName(tr("Queens under attack"));
    int top = 1;
    // At most about 2,000 points: a long run is drawn with every k-th step.
    const std::size_t stride = std::max<std::size_t>(1, attacked.size() / 2000);
    for (std::size_t i = 0; i < attacked.size(); i += stride) {
        series->append(qreal(i), qreal(attacked[i]));
        top = std::max(top, attacked[i]);
    }
    for (const int a : attacked)
        m_values.push_back({ a, 0, 0 });
    chart->addSeries(series);
    auto *x = new QValueAxis;
    x->setRange(0, qreal(std::max<std::size_t>(1, attacked.size() - 1)));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Step"));
    showSeries(series, x, top);
    // Where the run stands: a line across the chart, in the colour the board marks a step.
    m_marker = new QLineSeries;
    m_marker->setName(tr("This step"));
    m_marker->setPen(QPen(m_theme.consider, 2, Qt::DashLine));
    chart->addSeries(m_marker);
    m_marker->attachAxis(x);
    m_marker->attachAxis(chart->axes(Qt::Vertical).value(0));
    const std::int64_t step = std::exchange(m_step, -1);
    setStep(std::max<std::int64_t>(0, step));
}

void ProfileChart::showSeries(QAbstractSeries *series, QAbstractAxis *x, int top)
{
    QChart *chart = this->chart();
    auto *y = new QValueAxis;
    y->setRange(0, qreal(top));
    y->applyNiceNumbers(); // ticks at round figures (0, 100, 200 …), not 426
    y->setLabelFormat(QStringLiteral("%d"));
    m_top = int(y->max());
    // Short numbers: shown whole, where Qt Charts would cut them to "..." in a chart laid out
    // while its panel was still small.
    x->setTruncateLabels(false);
    y->setTruncateLabels(false);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->setBackgroundBrush(m_theme.background);
    fitAxisTitle();
}

void ProfileChart::fitAxisTitle()
{
    // The title under the numbers ("Step", "Depth …") only where there is room for it: else Qt
    // Charts leaves "..." in its place.
    if (!m_view)
        return;
    for (QAbstractAxis *axis : m_view->chart()->axes(Qt::Horizontal))
        axis->setTitleVisible(height() >= fontMetrics().height() * 15);
}

void ProfileChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitAxisTitle();
}

} // namespace nq
