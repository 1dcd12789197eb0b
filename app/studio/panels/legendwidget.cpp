// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/legendwidget.h"

#include "panels/boardfeed.h"

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
    int marks = 4;
    for (const auto &row : rows())
        marks += rowHeight(row.second);
    layout()->setContentsMargins(6, marks + 6, 6, 4);
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

void LegendWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout(); // the words wrap anew
}

std::vector<std::pair<BoardPainter::Mark, QString>> LegendWidget::rows() const
{
    if (m_domination)
        return { { BoardPainter::Mark::Queen, tr("Queen") },
                 { BoardPainter::Mark::Consider, tr("Square being tried (outline)") },
                 { BoardPainter::Mark::Placed, tr("Queen just put (tint), taken back (circle)") },
                 { BoardPainter::Mark::Heat, tr("Covered: the number of queens attacking it") },
                 { BoardPainter::Mark::Uncovered, tr("Not covered yet (ring)") },
                 { BoardPainter::Mark::Conflict, tr("Conflict (independent variant)") },
                 { BoardPainter::Mark::Solution, tr("Covering set found (frame)") },
                 { BoardPainter::Mark::Hint, tr("Hint (dashed ring), cursor (corners)") } };
    return { { BoardPainter::Mark::Queen, tr("Queen") },
             { BoardPainter::Mark::Consider, tr("Square being tested (outline)") },
             { BoardPainter::Mark::Placed, tr("Queen just put (tint), taken back (circle)") },
             { BoardPainter::Mark::Attack, tr("Attacked square (cross)") },
             { BoardPainter::Mark::Conflict,
               tr("Conflict (hatched, dashed line to the attacker)") },
             { BoardPainter::Mark::Solution, tr("Solved board (frame)") },
             { BoardPainter::Mark::Hint, tr("Hint (dashed ring), cursor (corners)") } };
}

QRect LegendWidget::wordsBox(const QString &text, int top) const
{
    const int left = 6 + (lineHeight() - 6) + 10;
    // Before the dock is first laid out the widget has no width of its own yet: measured at
    // that, every row would wrap word by word and hold the window taller than a 768-row screen
    // (789 px at 1024 x 768). A dock's usual width stands in until the first resize.
    const int across = isVisible() ? width() : std::max(width(), kUnshownWidth);
    const QRect room(left, top, std::max(40, across - left - 6), 10000);
    return fontMetrics().boundingRect(room, Qt::AlignLeft | Qt::TextWordWrap, text);
}

int LegendWidget::rowHeight(const QString &text) const
{
    return std::max(lineHeight(), wordsBox(text, 0).height() + 8);
}

void LegendWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal box = lineHeight() - 6;
    int y = 4;
    for (const auto &[mark, text] : rows()) {
        const int height = rowHeight(text);
        const QRectF sample(6, y + (height - 6 - box) / 2, box, box);
        BoardPainter::paintLegendSample(&p, sample, mark, m_theme, m_queen);
        p.setPen(palette().color(QPalette::WindowText));
        QRect words = wordsBox(text, 0);
        words.moveTop(y + (height - 6 - words.height()) / 2);
        p.drawText(words, Qt::AlignLeft | Qt::TextWordWrap, text);
        y += height;
    }
}

void LegendWidget::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this,
            [this](const RunDescription &run) { setDomination(run.isDomination()); });
}

} // namespace nq
