// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/legendwidget.h"

#include "boardpainter.h"

#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace nq {

LegendWidget::LegendWidget(QSvgRenderer *queen, QWidget *parent) : QWidget(parent), m_queen(queen)
{
    setAccessibleName(tr("Legend"));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addStretch();
    relayout();
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
    relayout();
    update();
}

int LegendWidget::lineHeight() const
{
    return std::max(fontMetrics().height() + 10, 30);
}

void LegendWidget::relayout()
{
    // The marks are painted above the note; the layout keeps room for them.
    layout()->setContentsMargins(6, lineHeight() * (m_domination ? 8 : 7) + 6, 6, 4);
    m_note->setText(tr("Rows and columns count from 1, from the top left corner."));
    m_note->setToolTip(tr("The board, the captions, the log, the data and the pseudocode all count "
                          "rows and columns from 1. Hover a counter to see what it counts."));
    m_note->setMinimumHeight(m_note->fontMetrics().lineSpacing() * 2 + 2);
}

void LegendWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        relayout();
    QWidget::changeEvent(event);
}

void LegendWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int line = lineHeight();
    const qreal box = line - 6;
    std::vector<std::pair<BoardPainter::Mark, QString>> rows;
    if (m_domination) {
        rows = { { BoardPainter::Mark::Queen, tr("Queen") },
                 { BoardPainter::Mark::Consider, tr("Square being tried (outline)") },
                 { BoardPainter::Mark::Heat, tr("Covered: the number of queens attacking it") },
                 { BoardPainter::Mark::Uncovered, tr("Not covered yet (ring)") },
                 { BoardPainter::Mark::Conflict, tr("Conflict (independent variant)") },
                 { BoardPainter::Mark::Solution, tr("Covering set found (frame)") },
                 { BoardPainter::Mark::Hint, tr("Hint (dashed ring)") },
                 { BoardPainter::Mark::Cursor, tr("Keyboard cursor (corners)") } };
    } else {
        rows = { { BoardPainter::Mark::Queen, tr("Queen") },
                 { BoardPainter::Mark::Consider, tr("Square being tested (outline)") },
                 { BoardPainter::Mark::Attack, tr("Attacked square (cross)") },
                 { BoardPainter::Mark::Conflict, tr("Conflict (hatched, dashed line to the attacker)") },
                 { BoardPainter::Mark::Solution, tr("Solved board (frame)") },
                 { BoardPainter::Mark::Hint, tr("Hint (dashed ring)") },
                 { BoardPainter::Mark::Cursor, tr("Keyboard cursor (corners)") } };
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
