// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <optional>

class QAreaSeries;
class QChart;
class QChartView;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace nq {

/// Knuth's estimate converging: the running mean over the probes made (a logarithmic axis),
/// a band of one standard error either side, and the tree's counted size where known.
class EstimateChart : public QWidget
{
    Q_OBJECT
public:
    explicit EstimateChart(QWidget *parent = nullptr);

    /// Starts over; `truth` is drawn as a line when known.
    void reset(std::optional<double> truth);
    /// The estimate after `probes` probes: its mean and standard error.
    void add(double probes, double mean, double error);
    QChart *chart() const;
    /// Points drawn so far, for tests.
    int points() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fit();

    QChartView *m_view;
    QLineSeries *m_mean;
    QLineSeries *m_upper;
    QLineSeries *m_lower;
    QAreaSeries *m_band;
    QLineSeries *m_truth;
    QLogValueAxis *m_x;
    QValueAxis *m_y;
    std::optional<double> m_truthValue;
    double m_low = 0, m_high = 0, m_last = 1;
};

} // namespace nq
