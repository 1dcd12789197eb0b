// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/estimatechart.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace nq {

EstimateChart::EstimateChart(QWidget *parent)
    : QWidget(parent), m_view(new QChartView(this)), m_mean(new QLineSeries),
      m_upper(new QLineSeries(this)), m_lower(new QLineSeries(this)),
      m_band(new QAreaSeries(m_upper, m_lower)), m_truth(new QLineSeries), m_x(new QLogValueAxis),
      m_y(new QValueAxis)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(320, 240);
    m_view->setAccessibleName(tr("Knuth's estimate converging"));
    QChart *chart = m_view->chart();
    m_band->setColor(QColor(0x56, 0xB4, 0xE9, 90));
    m_band->setPen(Qt::NoPen);
    m_mean->setPen(QPen(QColor(0x00, 0x72, 0xB2), 2.5));
    m_truth->setPen(QPen(QColor(0xD5, 0x5E, 0x00), 2, Qt::DashLine));
    chart->addSeries(m_band);
    chart->addSeries(m_mean);
    chart->addSeries(m_truth);
    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%g"));
    m_y->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    retranslate();
    reset(std::nullopt);
}

QChart *EstimateChart::chart() const
{
    return m_view->chart();
}

int EstimateChart::points() const
{
    return int(m_mean->count());
}

void EstimateChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EstimateChart::retranslate()
{
    m_mean->setName(tr("Running mean of the probes"));
    m_band->setName(tr("± one standard error"));
    m_truth->setName(tr("The tree's nodes, counted"));
    m_x->setTitleText(tr("Probes"));
    m_y->setTitleText(tr("Estimated nodes"));
}

void EstimateChart::reset(std::optional<double> truth)
{
    m_mean->clear();
    m_upper->clear();
    m_lower->clear();
    m_truth->clear();
    m_truthValue = truth;
    m_low = truth ? *truth : 0;
    m_high = truth ? *truth : 1;
    m_last = 10;
    m_truth->setVisible(truth.has_value());
    fit();
}

void EstimateChart::add(double probes, double mean, double error)
{
    m_mean->append(probes, mean);
    m_upper->append(probes, mean + error);
    m_lower->append(probes, std::max(0.0, mean - error));
    // The scale follows the band after its first wild probes settle (from ten on).
    if (probes >= 10 || m_mean->count() == 1) {
        m_low
            = m_mean->count() == 1 && !m_truthValue ? mean - error : std::min(m_low, mean - error);
        m_high = std::max(m_high, mean + error);
    }
    m_last = std::max(10.0, probes);
    fit();
}

void EstimateChart::fit()
{
    m_x->setRange(1, std::max(10.0, m_last));
    if (m_mean->count() == 0) {
        // Nothing yet: the tree's size in the middle, half of it either way.
        const double middle = m_truthValue.value_or(1.0);
        m_y->setRange(middle * 0.5, middle * 1.5);
    } else {
        // At least a few percent of the figures, so that the labels tell values apart.
        const double span = std::max({ 1.0, m_high - m_low, m_high * 0.04 });
        m_y->setRange(std::max(0.0, m_low - span * 0.1), m_high + span * 0.1);
    }
    m_truth->clear();
    if (m_truthValue) {
        m_truth->append(1, *m_truthValue);
        m_truth->append(std::max(10.0, m_last), *m_truthValue);
    }
}

} // namespace nq
