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
