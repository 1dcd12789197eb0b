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
/// the pointer. Lines that lie on one another (brute force under n^n, the backtracking
/// variants together) are told apart by a marker shape each, and a click on a name in the
/// legend hides its lines or shows them again.
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
    /// Hides or shows the lines of the legend's entry `name` (as a click on it does).
    void toggle(const QString &name);
    /// Whether the lines named `name` are shown.
    bool isShown(const QString &name) const;
    /// The words' pixel size (axes, legend): 0 for the desktop's, more on a projector.
    void setTextPixels(int pixels);

private:
    QLineSeries *addLine(const QString &name, const QColor &color, Qt::PenStyle style,
                         const std::vector<LadderPoint> &points, int shape);
    void applyTextPixels();

    QChartView *m_view;
    int m_textPixels = 0;
};

} // namespace nq
