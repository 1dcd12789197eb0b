// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/callstackview.h"

#include "panels/boardfeed.h"
#include "panels/pseudocodeview.h"
#include "theme.h"

#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace nq {

CallStackView::CallStackView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_frames = new QListWidget(this);
    m_frames->setFont(PseudocodeView::codeFont());
    m_frames->setSelectionMode(QAbstractItemView::SingleSelection);
    m_frames->installEventFilter(this);
    m_title->setBuddy(m_frames);
    m_variablesTitle = new QLabel(this);
    m_variables = new QTreeWidget(this);
    m_variables->setColumnCount(2);
    m_variables->setRootIsDecorated(false);
    m_variables->setFont(PseudocodeView::codeFont());
    // Values are shown whole (a mask's figures stand under the column ruler's): a value wider
    // than the dock scrolls sideways rather than end in "…".
    m_variables->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_variables->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_variables->header()->setStretchLastSection(false);
    m_variables->setTextElideMode(Qt::ElideNone);
    m_variables->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_variables->setSelectionMode(QAbstractItemView::NoSelection);
    m_variablesTitle->setBuddy(m_variables);
    for (QAbstractScrollArea *list : { static_cast<QAbstractScrollArea *>(m_frames),
                                       static_cast<QAbstractScrollArea *>(m_variables) })
        list->setMinimumHeight(fontMetrics().height() * 2);
    // No call in progress (the run over, a board put by hand): why, in words that wrap to the
    // dock's width in the list's place (a row of the list was cut at its edge).
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("callStackNote"));
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_note->hide();
    layout->addWidget(m_title);
    layout->addWidget(m_frames, 3);
    layout->addWidget(m_note, 3);
    layout->addWidget(m_variablesTitle);
    layout->addWidget(m_variables, 2);

    m_click.setSingleShot(true);
    m_click.setInterval(QApplication::doubleClickInterval());
    connect(&m_click, &QTimer::timeout, this, [this] {
        if (const StackFrame *f = frameAt(m_clickedRow))
            emit goToStart(*f);
    });
    connect(m_frames, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_clickedRow = m_frames->row(item);
        m_click.start();
    });
    connect(m_frames, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *item) {
        m_click.stop();
        if (const StackFrame *f = frameAt(m_frames->row(item)))
            emit goToReturn(*f);
    });
    retranslate();
}

void CallStackView::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this, [this](const RunDescription &run) {
        m_run = run;
        m_stack = {};
        m_last.reset();
        fill();
    });
    connect(feed, &BoardFeed::shown, this,
            [this](const PlayState &state, const StepChange &, BoardFeed::Owner owner) {
                if (owner != BoardFeed::Owner::Run) {
                    m_waiting.reset();
                    m_last.reset();
                    m_stack = {};
                    m_stack.note = tr("A board picked or put by hand: no call is in progress.");
                    fill();
                    return;
                }
                if (!isVisible()) {
                    m_waiting = state; // worked out when the dock comes in sight
                    return;
                }
                show(state);
            });
}

void CallStackView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_waiting) {
        const PlayState state = *std::exchange(m_waiting, std::nullopt);
        show(state);
    }
}

void CallStackView::show(const PlayState &state)
{
    m_last = state;
    m_stack = CallStack::of(m_run.algorithm, state, m_run.problem);
    fill();
}

const StackFrame *CallStackView::frameAt(int row) const
{
    const int n = int(m_stack.frames.size());
    return row >= 0 && row < n ? &m_stack.frames[std::size_t(n - 1 - row)] : nullptr;
}

void CallStackView::setHighlightColor(const QColor &color)
{
    m_highlight = color;
    fill();
}

void CallStackView::fill()
{
    m_title->setText(m_stack.title.isEmpty() ? tr("Call stack") : m_stack.title);
    m_frames->clear();
    // The top frame first, as debuggers list them.
    for (int row = 0; row < int(m_stack.frames.size()); ++row) {
        const StackFrame &f = *frameAt(row);
        QStringList locals;
        for (const StackVariable &v : f.locals) {
            if (!v.isMask)
                locals << QStringLiteral("%1 = %2").arg(v.name, v.value);
        }
        auto *item = new QListWidgetItem(
            locals.isEmpty() ? f.call : QStringLiteral("%1   %2").arg(f.call, locals.join(u"  ")),
            m_frames);
        if (row == 0) {
            item->setBackground(m_highlight);
            item->setForeground(Theme::inkOn(m_highlight));
            QFont bold = m_frames->font();
            bold.setBold(true);
            item->setFont(bold);
        }
        if (f.seekable)
            item->setToolTip(tr("Click: go to where this call began. Double click (or "
                                "Shift+Enter): go to where it returns."));
        item->setData(Qt::AccessibleTextRole,
                      row == 0 ? tr("%1, the call running now").arg(item->text()) : item->text());
    }
    const bool noted = m_stack.frames.empty() && !m_stack.note.isEmpty();
    m_note->setText(noted ? m_stack.note : QString());
    m_note->setVisible(noted);
    m_frames->setVisible(!noted);
    m_variables->clear();
    std::vector<StackVariable> shown;
    if (!m_stack.frames.empty())
        shown = m_stack.frames.back().locals;
    shown.insert(shown.end(), m_stack.shared.begin(), m_stack.shared.end());
    int width = 0;
    for (const StackVariable &v : shown) {
        if (v.isMask)
            width = std::max(width, v.width);
    }
    if (width > 0) {
        // The board's columns under the bits (column 1 first).
        std::vector<int> columns;
        for (int c = 1; c <= width; ++c)
            columns.push_back(c % 10);
        auto *ruler = new QTreeWidgetItem(m_variables, { tr("column"), CallStack::cells(columns) });
        ruler->setForeground(0, palette().brush(QPalette::PlaceholderText));
        ruler->setForeground(1, palette().brush(QPalette::PlaceholderText));
    }
    for (const StackVariable &v : shown) {
        auto *item = new QTreeWidgetItem(m_variables, { v.name, v.value });
        if (v.changed) {
            for (int c = 0; c < 2; ++c) {
                item->setBackground(c, m_highlight);
                item->setForeground(c, Theme::inkOn(m_highlight));
            }
            item->setToolTip(1, tr("Changed by this step"));
        }
    }
}

bool CallStackView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_frames && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (const StackFrame *f = frameAt(m_frames->currentRow())) {
                if (key->modifiers() & Qt::ShiftModifier)
                    emit goToReturn(*f);
                else
                    emit goToStart(*f);
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QSize CallStackView::sizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 24, fontMetrics().height() * 8);
}

QSize CallStackView::minimumSizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 12, fontMetrics().height() * 5);
}

void CallStackView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CallStackView::retranslate()
{
    m_variablesTitle->setText(tr("&Variables"));
    m_variables->setHeaderLabels({ tr("Name"), tr("Value") });
    m_frames->setAccessibleName(tr("Calls"));
    m_variables->setAccessibleName(tr("Variables"));
    if (m_last) {
        const PlayState state = *m_last;
        show(state); // the stack's words in the new language
    } else {
        fill();
    }
}

} // namespace nq
