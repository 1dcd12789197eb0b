// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/steplog.h"

#include "panels/boardfeed.h"

#include "panels/steplogaccessible.h"
#include "panels/steptexts.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QPen>
#include <QScrollBar>
#include <QTextLayout>
#include <QToolTip>

#include <algorithm>
#include <limits>

namespace nq {

namespace {
constexpr int kPadding = 4; // around a row's text
constexpr std::int64_t kBarUnits = std::int64_t(1) << 30; // the scroll bar's range at most
} // namespace

StepLog::StepLog(StepTexts *texts, QWidget *parent) : QAbstractScrollArea(parent), m_texts(texts)
{
    static const bool accessible = (QAccessible::installFactory(&StepLogAccessible::factory), true);
    Q_UNUSED(accessible);
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setAccessibleName(tr("Step log"));
    connect(texts, &StepTexts::loaded, viewport(), qOverload<>(&QWidget::update));
    updateScrollBar();
}

namespace {
// The text broken at word boundaries into at most `lines` lines of `width`, the last one elided
// when the text goes on.
QStringList wrapped(const QString &text, const QFont &font, int width, int lines)
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
} // namespace

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

void StepLog::reset()
{
    m_texts->reset();
    m_lineCache.clear();
    m_top = 0;
    m_rows = 0;
    setCurrent(0);
}

void StepLog::setCurrent(std::int64_t step)
{
    m_current = std::max<std::int64_t>(0, step);
    m_rows = std::max(m_rows, m_current);
    bringCurrentIntoSight();
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

QString StepLog::rowText(std::int64_t step) const
{
    if (step < 1 || step > m_rows)
        return {};
    return m_texts->text(step).value_or(QString());
}

void StepLog::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    const QPalette &pal = palette();
    const QRect area = viewport()->rect();
    const QFontMetrics fm = fontMetrics();
    if (m_rows == 0) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(
            area.adjusted(kPadding, kPadding, -kPadding, -kPadding),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            tr("Each step appears here as the run plays; click one to go back to it."));
        return;
    }
    // Each row as tall as its words need (up to kMaxLines), so a one-line caption takes one
    // line; the rows are counted, not measured, so a run of millions of steps scrolls at once.
    const int numberWidth = this->numberWidth();
    const QLocale locale;
    int y = area.top();
    for (std::int64_t step = m_top + 1; step <= m_rows && y < area.bottom(); ++step) {
        const int lines = linesOf(step);
        const int height = rowHeight(step);
        const QRect row(area.left(), y, area.width(), height);
        y += height;
        const bool current = step == m_current;
        // The board shows a picked or hand-made board: the run's row is outlined, not lit, as
        // the counters say "the board shown is not the run's".
        const bool lit = current && m_runShown;
        if (current && !m_runShown) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), 2));
            painter.drawRect(row.adjusted(1, 1, -2, -2));
        }
        if (lit) {
            painter.fillRect(row, pal.color(QPalette::Highlight));
            // With the keyboard here, the current row is framed: the keys act from it.
            if (hasFocus()) {
                painter.setPen(QPen(pal.color(QPalette::HighlightedText), 2, Qt::DashLine));
                painter.drawRect(row.adjusted(2, 2, -3, -3));
            }
        }
        // A row after the current step (the run went there, then back) is greyed.
        const QColor ink = pal.color(lit                    ? QPalette::HighlightedText
                                         : step > m_current ? QPalette::PlaceholderText
                                                            : QPalette::Text);
        painter.setPen(lit ? ink : pal.color(QPalette::PlaceholderText));
        painter.drawText(
            QRect(row.left(), row.top() + kPadding / 2, numberWidth - kPadding, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, locale.toString(qlonglong(step)));
        const std::optional<QString> text = m_texts->text(step);
        painter.setPen(text ? ink : pal.color(QPalette::PlaceholderText));
        const QRect words = row.adjusted(numberWidth + kPadding, kPadding / 2, -kPadding, 0);
        const QStringList shown
            = wrapped(text.value_or(QStringLiteral("…")), font(), words.width(), lines);
        for (qsizetype l = 0; l < shown.size(); ++l)
            painter.drawText(QRect(words.left(), words.top() + int(l) * fm.lineSpacing(),
                                   words.width(), fm.height()),
                             Qt::AlignLeft | Qt::AlignVCenter, shown[l]);
    }
}

void StepLog::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
}

void StepLog::mousePressEvent(QMouseEvent *event)
{
    const std::int64_t step = stepAt(int(event->position().y()));
    if (event->button() == Qt::LeftButton && step >= 1 && step <= m_rows)
        emit stepChosen(step);
    QAbstractScrollArea::mousePressEvent(event);
}

void StepLog::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update(); // the current row's frame
}

void StepLog::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

void StepLog::keyPressEvent(QKeyEvent *event)
{
    const int sight = rowsInSight();
    switch (event->key()) {
    case Qt::Key_Up:
        setTop(m_top - 1);
        break;
    case Qt::Key_Down:
        setTop(m_top + 1);
        break;
    case Qt::Key_PageUp:
        setTop(m_top - sight);
        break;
    case Qt::Key_PageDown:
        setTop(m_top + sight);
        break;
    case Qt::Key_Home:
    case Qt::Key_End:
        // Ctrl+Home and Ctrl+End scroll; Home and End alone are the run's start and end, as on
        // the board (the window's shortcuts).
        if (event->modifiers() != Qt::ControlModifier) {
            QAbstractScrollArea::keyPressEvent(event);
            return;
        }
        setTop(event->key() == Qt::Key_Home ? 0 : m_rows);
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool StepLog::event(QEvent *event)
{
    // With the focus here, the keys that move through a list scroll it; they do not move the run.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        // Home and End alone stay the run's start and end; Ctrl+Home and Ctrl+End scroll.
        const bool list = key->modifiers() == Qt::NoModifier
            && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down
                || key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown);
        const bool ends = key->modifiers() == Qt::ControlModifier
            && (key->key() == Qt::Key_Home || key->key() == Qt::Key_End);
        if (list || ends) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

bool StepLog::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = rowText(stepAt(help->pos().y()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void StepLog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts->retranslate();
        m_lineCache.clear(); // the words, and so their lines, are another language's
        setAccessibleName(tr("Step log"));
        viewport()->update();
    } else if (event->type() == QEvent::FontChange) {
        relayout();
    }
    QAbstractScrollArea::changeEvent(event);
}

void StepLog::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this, &StepLog::reset);
    connect(feed, &BoardFeed::shown, this,
            [this](const PlayState &state, const StepChange &, BoardFeed::Owner owner) {
                const bool ofTheRun = owner == BoardFeed::Owner::Run;
                if (ofTheRun != m_runShown) {
                    m_runShown = ofTheRun;
                    viewport()->update();
                }
                if (ofTheRun)
                    setCurrent(state.position);
            });
}

} // namespace nq
