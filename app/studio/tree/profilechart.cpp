// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree/profilechart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

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
    auto *nodes = new QBarSet(tr("Nodes"));
    auto *deadEnds = new QBarSet(tr("Dead ends"));
    auto *solutions = new QBarSet(tr("Solutions"));
    nodes->setColor(QColor(0x56, 0x8e, 0xc9));
    deadEnds->setColor(QColor(0xc0, 0x39, 0x2b));
    solutions->setColor(QColor(0x1e, 0x84, 0x49));
    QStringList depths;
    std::int64_t top = 1;
    for (std::size_t d = 0; d < tree.profile().size(); ++d) {
        const SearchTree::Counts &c = tree.profile()[d];
        if (c.nodes == 0 && d > 0)
            break;
        m_values.push_back(c);
        *nodes << qreal(c.nodes);
        *deadEnds << qreal(c.deadEnds);
        *solutions << qreal(c.solutions);
        depths << QString::number(d);
        top = std::max(top, c.nodes);
    }
    auto *series = new QBarSeries;
    series->append(nodes);
    series->append(deadEnds);
    series->append(solutions);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(depths);
    x->setTitleText(tr("Depth (queens on the board)"));
    showSeries(series, x, top);
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
}

void ProfileChart::showSeries(QAbstractSeries *series, QAbstractAxis *x, int top)
{
    QChart *chart = this->chart();
    auto *y = new QValueAxis;
    y->setRange(0, qreal(top));
    y->setLabelFormat(QStringLiteral("%d"));
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
