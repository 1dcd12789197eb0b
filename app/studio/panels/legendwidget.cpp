// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/legendwidget.h"

#include "board/items/boarditem.h"

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
    std::vector<std::pair<BoardItem::Mark, QString>> rows;
    if (m_domination) {
        rows = { { BoardItem::Mark::Queen, tr("Queen") },
                 { BoardItem::Mark::Consider, tr("Square being tried (outline)") },
                 { BoardItem::Mark::Heat, tr("Covered: the number of queens attacking it") },
                 { BoardItem::Mark::Uncovered, tr("Not covered yet (ring)") },
                 { BoardItem::Mark::Conflict, tr("Conflict (independent variant)") },
                 { BoardItem::Mark::Solution, tr("Covering set found (frame)") } };
    } else {
        rows = { { BoardItem::Mark::Queen, tr("Queen") },
                 { BoardItem::Mark::Consider, tr("Square being tested (outline)") },
                 { BoardItem::Mark::Attack, tr("Attacked square (cross)") },
                 { BoardItem::Mark::Conflict, tr("Conflict (hatched, dashed line to the attacker)") },
                 { BoardItem::Mark::Solution, tr("Solved board (frame)") } };
    }
    qreal y = 4;
    for (const auto &[mark, text] : rows) {
        const QRectF sample(6, y, box, box);
        BoardItem::paintLegendSample(&p, sample, mark, m_theme, m_queen);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(sample.right() + 10, y, width() - sample.right() - 14, box),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        y += line;
    }
}

} // namespace nq
