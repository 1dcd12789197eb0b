// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compare/ladderfigures.h"

#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;
class QPainter;

namespace nq {

/// The ladder drawn with Qt Charts: a line per algorithm on a logarithmic axis (counted sizes
/// solid, estimated ones dashed), n^n and n! as grey reference lines, the exact figure under
/// the pointer.
class LadderChart : public QWidget
{
    Q_OBJECT
public:
    explicit LadderChart(QWidget *parent = nullptr);

    /// Shows `lines` over sizes from..to; the reference lines go with the Visited measure.
    void show(const std::vector<LadderLine> &lines, LadderMeasure measure, int from, int to);
    QChart *chart() const;
    /// The lines drawn (solid and dashed parts, references included), for tests.
    int seriesCount() const;
    /// Draws the chart into `target` on `painter` (vector where the painter is).
    void render(QPainter *painter, const QRectF &target);

private:
    QLineSeries *addLine(const QString &name, const QColor &color, Qt::PenStyle style,
                         const std::vector<LadderPoint> &points);

    QChartView *m_view;
};

} // namespace nq
