// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ladderchart.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>

namespace nq {

namespace {

// Okabe and Ito's colours, which colour-blind readers tell apart, and two more.
const QColor kColours[]
    = { QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x9E, 0x73),
        QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x72, 0xB2), QColor(0xCC, 0x79, 0xA7),
        QColor(0x88, 0x66, 0x00), QColor(0x33, 0x33, 0x99), QColor(0x99, 0x33, 0x33) };

// A marker an algorithm, drawn in its colour: lines that lie on one another are still told
// apart where their points are.
QImage markerImage(int shape, const QColor &color)
{
    constexpr int kSide = 13;
    QImage image(kSide, kSide, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color.darker(140), 1.2));
    p.setBrush(color);
    const QRectF r(1.5, 1.5, kSide - 3, kSide - 3);
    const QPointF c = r.center();
    switch (shape % 8) {
    case 0:
        p.drawEllipse(r);
        break;
    case 1:
        p.drawRect(r.adjusted(1, 1, -1, -1));
        break;
    case 2:
        p.drawPolygon(QPolygonF({ { c.x(), r.top() }, r.bottomRight(), r.bottomLeft() }));
        break;
    case 3:
        p.drawPolygon(QPolygonF({ { c.x(), r.top() },
                                  { r.right(), c.y() },
                                  { c.x(), r.bottom() },
                                  { r.left(), c.y() } }));
        break;
    case 4:
        p.drawPolygon(QPolygonF({ r.topLeft(), r.topRight(), { c.x(), r.bottom() } }));
        break;
    case 5:
        p.setPen(QPen(color, 3));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
        break;
    case 6:
        p.setPen(QPen(color, 3));
        p.drawLine(QPointF(c.x(), r.top()), QPointF(c.x(), r.bottom()));
        p.drawLine(QPointF(r.left(), c.y()), QPointF(r.right(), c.y()));
        break;
    default:
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, 2));
        p.drawEllipse(r.adjusted(1, 1, -1, -1));
        break;
    }
    return image;
}

} // namespace

LadderChart::LadderChart(QWidget *parent) : QWidget(parent), m_view(new QChartView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->legend()->setAlignment(Qt::AlignRight);
    m_view->setMinimumSize(480, 260);
    m_view->setAccessibleName(tr("Ladder of work"));
    m_view->setAccessibleDescription(
        tr("A line per algorithm over the board sizes; the table under it holds the same "
           "figures"));
}

QChart *LadderChart::chart() const
{
    return m_view->chart();
}

int LadderChart::seriesCount() const
{
    return int(m_view->chart()->series().size());
}

QLineSeries *LadderChart::addLine(const QString &name, const QColor &color, Qt::PenStyle style,
                                  const std::vector<LadderPoint> &points, int shape)
{
    auto *series = new QLineSeries;
    series->setName(name);
    QPen pen(color, style == Qt::SolidLine ? 2.5 : 2.0, style);
    series->setPen(pen);
    series->setPointsVisible(true);
    series->setLightMarker(markerImage(shape, color));
    series->setMarkerSize(13);
    std::vector<QString> tips;
    for (const LadderPoint &p : points) {
        series->append(p.n, p.value);
        tips.push_back(p.tip);
    }
    connect(series, &QLineSeries::hovered, this,
            [series, tips = std::move(tips)](const QPointF &point, bool state) {
                if (!state) {
                    QToolTip::hideText();
                    return;
                }
                // The point nearest the pointer along the size axis.
                const QList<QPointF> all = series->points();
                qsizetype best = 0;
                for (qsizetype i = 1; i < all.size(); ++i) {
                    if (std::abs(all[i].x() - point.x()) < std::abs(all[best].x() - point.x()))
                        best = i;
                }
                if (best < qsizetype(tips.size()))
                    QToolTip::showText(QCursor::pos(), tips[std::size_t(best)]);
            });
    m_view->chart()->addSeries(series);
    return series;
}

void LadderChart::show(const std::vector<LadderLine> &lines, LadderMeasure measure, int from,
                       int to)
{
    QChart *chart = m_view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis), delete axis;

    double low = 1e300, high = 0;
    std::vector<QLineSeries *> all;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const LadderLine &line = lines[i];
        const QColor colour = kColours[i % std::size(kColours)];
        std::vector<LadderPoint> counted, estimated;
        for (const LadderPoint &p : line.points) {
            (p.estimated ? estimated : counted).push_back(p);
            low = std::min(low, p.value);
            high = std::max(high, p.value);
        }
        const int shape = int(i);
        if (!counted.empty())
            all.push_back(addLine(line.name, colour, Qt::SolidLine, counted, shape));
        if (!estimated.empty()) {
            // The dashed part goes on from the last size counted.
            if (!counted.empty())
                estimated.insert(estimated.begin(), counted.back());
            QLineSeries *dashed = addLine(tr("%1 (estimated)").arg(line.name), colour, Qt::DashLine,
                                          estimated, shape);
            dashed->setProperty("algorithm", line.name); // toggled with its counted part
            all.push_back(dashed);
            if (!counted.empty()) {
                const auto markers = chart->legend()->markers(dashed);
                for (QLegendMarker *m : markers)
                    m->setVisible(false); // one legend entry an algorithm
            }
        }
    }
    if (measure == LadderMeasure::Visited) {
        std::vector<LadderPoint> power, factorial;
        for (int n = from; n <= to; ++n) {
            power.push_back(
                { n, Ladder::powerOfN(n), false,
                  tr("n^n for %1 × %1: %L2").arg(n).arg(Ladder::powerOfN(n), 0, 'f', 0) });
            factorial.push_back(
                { n, Ladder::factorial(n), false,
                  tr("n! for %1 × %1: %L2").arg(n).arg(Ladder::factorial(n), 0, 'f', 0) });
        }
        high = std::max(high, Ladder::powerOfN(to));
        low = std::min(low, Ladder::factorial(from));
        all.push_back(addLine(tr("n^n"), QColor(0x80, 0x80, 0x80), Qt::DotLine, power, 7));
        all.push_back(addLine(tr("n!"), QColor(0xA0, 0xA0, 0xA0), Qt::DashDotLine, factorial, 7));
    }

    auto *x = new QValueAxis;
    x->setRange(from, to);
    x->setTickCount(to - from + 1);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Board size n"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setLabelFormat(QStringLiteral("%.0e"));
    y->setTitleText(LadderFigures::measureName(measure));
    if (high > 0) {
        const double bottom = std::pow(10.0, std::floor(std::log10(std::max(low, 1e-9))));
        const double top = std::pow(10.0, std::ceil(std::log10(high)));
        y->setRange(bottom, std::max(top, bottom * 10));
        y->setMinorTickCount(-1);
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries *s : all) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    // A click on a name in the legend hides its lines (both parts), or shows them again.
    for (QLegendMarker *marker : chart->legend()->markers()) {
        const QString name = marker->label();
        // (The legend may keep a marker from the lines before: one connection each.)
        disconnect(marker, &QLegendMarker::clicked, this, nullptr);
        connect(marker, &QLegendMarker::clicked, this, [this, name] { toggle(name); });
    }
    applyTextPixels();
}

void LadderChart::toggle(const QString &name)
{
    QChart *chart = m_view->chart();
    bool shown = true;
    for (QAbstractSeries *s : chart->series()) {
        if (s->name() == name)
            shown = !s->isVisible();
    }
    for (QAbstractSeries *s : chart->series()) {
        if (s->name() != name && s->property("algorithm").toString() != name)
            continue;
        s->setVisible(shown);
    }
    // Hidden lines keep their name in the legend, greyed, to be clicked back.
    for (QLegendMarker *marker : chart->legend()->markers()) {
        if (marker->label() != name)
            continue;
        marker->setVisible(true);
        QColor text = palette().color(QPalette::WindowText);
        text.setAlphaF(shown ? 1.0 : 0.4);
        marker->setLabelBrush(text);
        QBrush brush = marker->brush();
        QColor c = brush.color();
        c.setAlphaF(shown ? 1.0 : 0.25);
        brush.setColor(c);
        marker->setBrush(brush);
    }
}

bool LadderChart::isShown(const QString &name) const
{
    for (QAbstractSeries *s : m_view->chart()->series()) {
        if (s->name() == name)
            return s->isVisible();
    }
    return false;
}

void LadderChart::setTextPixels(int pixels)
{
    m_textPixels = pixels;
    applyTextPixels();
}

void LadderChart::applyTextPixels()
{
    QChart *chart = m_view->chart();
    QFont font = this->font();
    if (m_textPixels > 0)
        font.setPixelSize(m_textPixels);
    QFont title = font;
    title.setBold(true);
    // The legend a little smaller, so that the axes keep the room for their figures.
    QFont legend = font;
    if (m_textPixels > 0)
        legend.setPixelSize(std::max(1, m_textPixels * 4 / 5));
    chart->legend()->setFont(legend);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setTitleFont(title);
        axis->setTruncateLabels(false); // "1e+06", never "…"
    }
}

void LadderChart::render(QPainter *painter, const QRectF &target)
{
    m_view->render(painter, target, m_view->viewport()->rect());
}

} // namespace nq
