// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/voteschart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace nq {

VotesChart::VotesChart(QWidget *parent) : QWidget(parent), m_view(new QChartView(new QChart, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(200);
    m_view->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_view->chart()->setMargins(QMargins(2, 2, 2, 2));
    m_view->chart()->setBackgroundRoundness(0);
    setAccessibleName(tr("Votes"));
    hide();
}

void VotesChart::clear()
{
    m_answers.clear();
    m_first.reset();
    m_second.reset();
    m_shown.clear();
    QChart *chart = m_view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    hide();
}

void VotesChart::show(const QStringList &answers, const std::optional<std::vector<int>> &first,
                      const std::optional<std::vector<int>> &second)
{
    m_answers = answers;
    m_first = first;
    m_second = second;
    QChart *chart = m_view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis); // given back: the chart no longer owns it
        delete axis;
    }
    m_shown.clear();
    if (!first && !second) {
        hide();
        return;
    }
    // Bars across: the answers' words ("row 4, column 2") read whole on the left.
    auto *series = new QHorizontalBarSeries;
    int most = 1;
    const auto add = [&](const QString &name, const std::vector<int> &counts) {
        auto *set = new QBarSet(name);
        for (auto c = counts.rbegin(); c != counts.rend(); ++c) { // as the categories
            *set << *c;
            most = std::max(most, *c);
        }
        set->setLabelColor(palette().color(QPalette::WindowText));
        series->append(set);
        m_shown.push_back(counts);
    };
    if (first)
        add(tr("First vote"), *first);
    if (second)
        add(tr("Second vote"), *second);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    // The most voted first, at the top.
    QStringList topDown = answers;
    std::reverse(topDown.begin(), topDown.end());
    categories->append(topDown);
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto *values = new QValueAxis;
    values->setRange(0, most + 1);
    values->setLabelFormat(QStringLiteral("%d"));
    values->setTickCount(std::min(most + 2, 6));
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    chart->legend()->setVisible(first && second);
    // What a screen reader says of it: each answer and its votes.
    QStringList said;
    for (qsizetype i = 0; i < answers.size(); ++i) {
        QStringList counts;
        for (const std::vector<int> &round : m_shown)
            counts << QString::number(round[std::size_t(i)]);
        said << tr("%1: %2").arg(answers[i], counts.join(QStringLiteral(" → ")));
    }
    setAccessibleDescription(said.join(QStringLiteral("; ")));
    QWidget::show();
}

void VotesChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Votes"));
        if (!m_shown.empty())
            show(m_answers, m_first, m_second);
    }
    QWidget::changeEvent(event);
}

} // namespace nq
