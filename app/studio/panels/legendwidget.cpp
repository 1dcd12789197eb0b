// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/legendwidget.h"

#include "boardpainter.h"

#include <QPainter>

namespace nq {

LegendWidget::LegendWidget(QSvgRenderer *queen, QWidget *parent) : QWidget(parent), m_queen(queen)
{
    setAccessibleName(tr("Legend"));
}

void LegendWidget::setTheme(const Theme &theme)
{
    m_theme = theme;
    update();
}

void LegendWidget::setDomination(bool on)
{
    if (on == m_domination)
        return;
    m_domination = on;
    updateGeometry();
    update();
}

QSize LegendWidget::sizeHint() const
{
    const int line = std::max(fontMetrics().height() + 10, 30);
    return { 300, line * (m_domination ? 6 : 5) + 8 };
}

QSize LegendWidget::minimumSizeHint() const
{
    return sizeHint();
}

void LegendWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int line = std::max(fontMetrics().height() + 10, 30);
    const qreal box = line - 6;
    std::vector<std::pair<BoardPainter::Mark, QString>> rows;
    if (m_domination) {
        rows = { { BoardPainter::Mark::Queen, tr("Queen") },
                 { BoardPainter::Mark::Consider, tr("Square being tried (outline)") },
                 { BoardPainter::Mark::Heat, tr("Covered: the number of queens attacking it") },
                 { BoardPainter::Mark::Uncovered, tr("Not covered yet (ring)") },
                 { BoardPainter::Mark::Conflict, tr("Conflict (independent variant)") },
                 { BoardPainter::Mark::Solution, tr("Covering set found (frame)") } };
    } else {
        rows = { { BoardPainter::Mark::Queen, tr("Queen") },
                 { BoardPainter::Mark::Consider, tr("Square being tested (outline)") },
                 { BoardPainter::Mark::Attack, tr("Attacked square (cross)") },
                 { BoardPainter::Mark::Conflict, tr("Conflict (hatched, dashed line to the attacker)") },
                 { BoardPainter::Mark::Solution, tr("Solved board (frame)") } };
    }
    qreal y = 4;
    for (const auto &[mark, text] : rows) {
        const QRectF sample(6, y, box, box);
        BoardPainter::paintLegendSample(&p, sample, mark, m_theme, m_queen);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(sample.right() + 10, y, width() - sample.right() - 14, box),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        y += line;
    }
}

} // namespace nq
