// SPDX-License-Identifier: GPL-3.0-or-later
// The step log's rows: how tall each is, which are in sight, where one is, and the scroll bar.
#include "panels/steplog.h"

#include "panels/steptexts.h"

#include <QAccessible>
#include <QLocale>
#include <QScrollBar>
#include <QTextLayout>

#include <algorithm>
#include <limits>

namespace nq {

namespace {
constexpr std::int64_t kBarUnits = std::int64_t(1) << 30; // the scroll bar's range at most
} // namespace

QStringList StepLog::wrapped(const QString &text, const QFont &font, int width, int lines)
{
    QStringList out;
    QTextLayout layout(text, font);
    layout.beginLayout();
    for (;;) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        if (out.size() + 1 == lines) {
            out << QFontMetrics(font).elidedText(text.mid(line.textStart()), Qt::ElideRight, width);
            break;
        }
        out << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return out;
}

int StepLog::numberWidth() const
{
    return fontMetrics().horizontalAdvance(
               QLocale().toString(qlonglong(std::max<std::int64_t>(m_rows, 9999))))
        + 2 * kPadding;
}

int StepLog::wordsWidth() const
{
    return viewport()->width() - numberWidth() - 2 * kPadding;
}

int StepLog::linesNeeded(std::int64_t step) const
{
    const std::optional<QString> text = m_texts->text(step);
    return text ? int(wrapped(*text, font(), wordsWidth(), std::numeric_limits<int>::max()).size())
                : 0;
}

int StepLog::linesOf(std::int64_t step) const
{
    // Measured once at a width and font (a caption does not change while its row stands).
    const int width = wordsWidth();
    if (width != m_cacheWidth || font() != m_cacheFont || m_lineCache.size() > 4096) {
        m_lineCache.clear();
        m_cacheWidth = width;
        m_cacheFont = font();
    }
    if (const auto it = m_lineCache.constFind(step); it != m_lineCache.constEnd())
        return it.value();
    const std::optional<QString> text = m_texts->text(step);
    if (!text)
        return 1; // its page is being replayed: "…"
    const int lines
        = std::clamp(int(wrapped(*text, font(), width, kMaxLines).size()), 1, kMaxLines);
    m_lineCache.insert(step, lines);
    return lines;
}

int StepLog::rowHeight(std::int64_t step) const
{
    return fontMetrics().lineSpacing() * linesOf(step) + fontMetrics().height()
        - fontMetrics().lineSpacing() + kPadding;
}

int StepLog::rowsInSight() const
{
    // Whole rows from the first in sight (each as tall as its words need).
    int rows = 0;
    for (int y = 0, h = viewport()->height(); m_top + rows < m_rows; ++rows) {
        y += rowHeight(m_top + rows + 1);
        if (y > h)
            break;
    }
    return std::max(1, rows);
}

std::int64_t StepLog::topShowing(std::int64_t row) const
{
    // The first row in sight when `row` (from 0) is the last whole one.
    std::int64_t top = row;
    for (int y = rowHeight(row + 1), h = viewport()->height(); top > 0;) {
        y += rowHeight(top);
        if (y > h)
            break;
        --top;
    }
    return top;
}

std::int64_t StepLog::maxTop() const
{
    return m_rows > 0 ? topShowing(m_rows - 1) : 0;
}

QRect StepLog::rowRect(std::int64_t step) const
{
    int y = 0;
    if (step - 1 >= m_top) {
        for (std::int64_t s = m_top + 1; s < step && y <= viewport()->height(); ++s)
            y += rowHeight(s);
        if (step - 1 - m_top > 4096) // far below: where it would be, roughly
            y = int(std::min<std::int64_t>(step - 1 - m_top, 1 << 20)) * rowHeight(step);
    } else {
        for (std::int64_t s = step; s <= m_top && y > -(1 << 20); ++s)
            y -= rowHeight(s);
    }
    const QPoint topLeft = viewport()->mapToGlobal(QPoint(0, y));
    return QRect(topLeft, QSize(viewport()->width(), rowHeight(step)));
}

void StepLog::bringCurrentIntoSight()
{
    const int sight = rowsInSight();
    const std::int64_t row = std::max<std::int64_t>(0, m_current - 1);
    if (row < m_top)
        m_top = row;
    else if (row >= m_top + sight)
        m_top = topShowing(row);
    m_top = std::clamp<std::int64_t>(m_top, 0, maxTop());
    updateScrollBar();
    viewport()->update();
    // Screen readers hear that the rows changed, at most five times a second at full speed.
    if (QAccessible::isActive() && (!m_told.isValid() || m_told.elapsed() >= 200)) {
        m_told.start();
        QAccessibleEvent changed(this, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&changed);
    }
}

void StepLog::relayout()
{
    bringCurrentIntoSight();
}

void StepLog::showStep(std::int64_t step)
{
    const int sight = rowsInSight();
    const std::int64_t row
        = std::clamp<std::int64_t>(step, 1, std::max<std::int64_t>(1, m_rows)) - 1;
    if (row < m_top)
        setTop(row);
    else if (row >= m_top + sight)
        setTop(topShowing(row));
}

void StepLog::setTop(std::int64_t top)
{
    m_top = std::clamp<std::int64_t>(top, 0, maxTop());
    updateScrollBar();
    viewport()->update();
}

void StepLog::updateScrollBar()
{
    const int sight = rowsInSight();
    const std::int64_t maxTop = this->maxTop();
    m_scale = maxTop / kBarUnits + 1;
    QScrollBar *bar = verticalScrollBar();
    m_settingBar = true;
    bar->setRange(0, int(maxTop / m_scale));
    bar->setPageStep(std::max(1, int(sight / m_scale)));
    bar->setSingleStep(1);
    bar->setValue(m_top >= maxTop ? bar->maximum() : int(m_top / m_scale));
    m_settingBar = false;
}

void StepLog::scrollContentsBy(int, int)
{
    if (m_settingBar)
        return;
    const QScrollBar *bar = verticalScrollBar();
    const std::int64_t maxTop = this->maxTop();
    m_top = std::min(
        maxTop, bar->value() >= bar->maximum() ? maxTop : std::int64_t(bar->value()) * m_scale);
    viewport()->update();
}

std::int64_t StepLog::stepAt(int y) const
{
    std::int64_t step = m_top + 1;
    for (int bottom = rowHeight(step); bottom <= y && step <= m_rows; bottom += rowHeight(step))
        ++step;
    return step;
}

} // namespace nq
