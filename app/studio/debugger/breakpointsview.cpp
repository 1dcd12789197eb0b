// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/breakpointsview.h"

#include "debugger/breakpointstore.h"
#include "panels/boardfeed.h"
#include "stopwords.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace nq {

BreakpointsView::BreakpointsView(BreakpointStore *store, QWidget *parent)
    : QWidget(parent), m_store(store)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_list = new QTreeWidget(this);
    m_list->setColumnCount(3);
    m_list->setRootIsDecorated(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    layout->addWidget(m_list, 1);
    // With no breakpoint, how to set one, in words that wrap to the dock's width (a row of the
    // list was cut at its edge).
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("noBreakpoints"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_empty->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_empty, 1);
    auto *buttons = new QHBoxLayout;
    m_condition = new QPushButton(this);
    m_condition->setObjectName(QStringLiteral("breakpointCondition"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeBreakpoint"));
    m_removeAll = new QPushButton(this);
    m_removeAll->setObjectName(QStringLiteral("removeAllBreakpoints"));
    // The buttons share the dock's width rather than widen it (a narrow column clips them).
    for (QPushButton *b : { m_condition, m_remove, m_removeAll }) {
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        buttons->addWidget(b);
    }
    layout->addLayout(buttons);

    // Where the focus was before it came into this dock: it goes back there once a condition is
    // edited, so that Space plays again rather than pressing a button or ticking a box here.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        if (now && old && isAncestorOf(now) && !isAncestorOf(old) && old->window() == window())
            m_focusBefore = old;
    });
    connect(m_store, &BreakpointStore::changed, this, [this](AlgorithmId id) {
        if (id == m_algorithm)
            rebuild();
    });
    connect(m_list, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_filling || column != 0)
            return;
        m_store->setEnabled(m_algorithm, m_list->indexOfTopLevelItem(item),
                            item->checkState(0) == Qt::Checked);
    });
    connect(m_list, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *item) { editCondition(m_list->indexOfTopLevelItem(item)); });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &BreakpointsView::updateButtons);
    connect(m_condition, &QPushButton::clicked, this,
            [this] { editCondition(m_list->indexOfTopLevelItem(m_list->currentItem())); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        m_store->remove(m_algorithm, m_list->indexOfTopLevelItem(m_list->currentItem()));
    });
    connect(m_removeAll, &QPushButton::clicked, this, &BreakpointsView::askRemoveAll);
    retranslate();
}

void BreakpointsView::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this, [this](const RunDescription &run) {
        m_algorithm = run.algorithm;
        m_n = run.n();
        m_hits.clear();
        rebuild();
    });
    connect(feed, &BoardFeed::shown, this,
            [this](const PlayState &state, const StepChange &, BoardFeed::Owner owner) {
                if (owner == BoardFeed::Owner::Run && isVisible())
                    showHits(state);
            });
}

void BreakpointsView::showHits(const PlayState &state)
{
    const Breakpoints list = m_store->of(m_algorithm);
    std::vector<std::int64_t> hits;
    if (list && countSameHits(list, state.counted))
        hits = state.hits;
    if (hits == m_hits)
        return;
    m_hits = std::move(hits);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        m_list->topLevelItem(i)->setText(2,
                                         std::size_t(i) < m_hits.size()
                                             ? QLocale().toString(qlonglong(m_hits[std::size_t(i)]))
                                             : QStringLiteral("–"));
    }
}

void BreakpointsView::rebuild()
{
    m_filling = true;
    const int current = m_list->indexOfTopLevelItem(m_list->currentItem());
    m_list->clear();
    const std::vector<Breakpoint> &list = m_store->list(m_algorithm);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Breakpoint &b = list[i];
        const QString when = StopWords::conditions(b);
        auto *item = new QTreeWidgetItem(
            m_list,
            { StopWords::line(m_algorithm, b.line), when.isEmpty() ? tr("always") : when,
              i < m_hits.size() ? QLocale().toString(qlonglong(m_hits[i])) : QStringLiteral("–") });
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, b.enabled ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(0, StopWords::line(m_algorithm, b.line));
    }
    m_empty->setText(tr("No breakpoints. Click left of a pseudocode line, or press F9."));
    m_empty->setVisible(list.empty());
    m_list->setVisible(!list.empty());
    if (!list.empty() && current >= 0) {
        m_list->setCurrentItem(m_list->topLevelItem(std::min(current, int(list.size()) - 1)));
    }
    m_filling = false;
    updateButtons();
}

void BreakpointsView::askRemoveAll()
{
    const int count = int(m_store->list(m_algorithm).size());
    if (count == 0)
        return;
    // Asked in a window of its own that does not hold up the run; No is the default, so a
    // stray Enter or Space keeps them.
    auto *box = new QMessageBox(QMessageBox::Question, tr("Remove All Breakpoints"),
                                tr("Remove all %n breakpoint(s) of %1?", nullptr, count)
                                    .arg(Algorithms::info(m_algorithm).displayName()),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("removeAllQuestion"));
    box->setInformativeText(tr("Edit > Undo (Ctrl+Z) brings them back."));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    const AlgorithmId algorithm = m_algorithm;
    connect(box, &QMessageBox::finished, this, [this, box, algorithm] {
        if (box->clickedButton() == box->button(QMessageBox::Yes))
            m_store->removeAll(algorithm);
    });
    box->open();
}

void BreakpointsView::updateButtons()
{
    // Not while the list is filled again: a button with the focus that went grey for a moment
    // would hand the focus on (to Remove All, where Space would have removed them all).
    if (m_filling)
        return;
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    const bool any = !m_store->list(m_algorithm).empty();
    const bool one = any && row >= 0;
    m_condition->setEnabled(one);
    m_remove->setEnabled(one);
    m_removeAll->setEnabled(any);
}

void BreakpointsView::editCondition(int row)
{
    const std::vector<Breakpoint> &list = m_store->list(m_algorithm);
    if (row < 0 || row >= int(list.size()))
        return;
    Breakpoint b = list[std::size_t(row)];
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Breakpoint Condition"));
    // Wide enough for its title (a window manager cuts a title the dialog is narrower than).
    dialog.setMinimumWidth(dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) * 3 / 2
                           + 120);
    auto *form = new QFormLayout(&dialog);
    form->addRow(new QLabel(StopWords::line(m_algorithm, b.line), &dialog));
    auto *rowBox = new QSpinBox(&dialog);
    rowBox->setRange(0, m_n);
    rowBox->setSpecialValueText(tr("any"));
    rowBox->setValue(b.row + 1);
    auto *colBox = new QSpinBox(&dialog);
    colBox->setRange(0, m_n);
    colBox->setSpecialValueText(tr("any"));
    colBox->setValue(b.col + 1);
    auto *everyBox = new QSpinBox(&dialog);
    everyBox->setRange(1, 1'000'000'000);
    everyBox->setValue(int(std::min<std::int64_t>(b.every, 1'000'000'000)));
    form->addRow(tr("Only at &row (depth):"), rowBox);
    form->addRow(tr("Only at &column:"), colBox);
    form->addRow(tr("Only &every k-th hit, k ="), everyBox);
    auto *problem = new QLabel(&dialog);
    form->addRow(problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    const auto check = [&] {
        const bool bad = colBox->value() > 0 && rowBox->value() == 0;
        problem->setText(bad ? tr("A column needs its row: choose the row too.") : QString());
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!bad);
    };
    connect(rowBox, &QSpinBox::valueChanged, &dialog, check);
    connect(colBox, &QSpinBox::valueChanged, &dialog, check);
    check();
    const bool accepted = dialog.exec() == QDialog::Accepted;
    if (m_focusBefore)
        m_focusBefore->setFocus(Qt::OtherFocusReason);
    if (!accepted)
        return;
    b.row = rowBox->value() - 1;
    b.col = colBox->value() - 1;
    b.every = everyBox->value();
    m_store->replace(m_algorithm, row, b);
}

QSize BreakpointsView::sizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 24, fontMetrics().height() * 8);
}

QSize BreakpointsView::minimumSizeHint() const
{
    return QSize(fontMetrics().averageCharWidth() * 12, fontMetrics().height() * 5);
}

void BreakpointsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BreakpointsView::retranslate()
{
    m_list->setHeaderLabels({ tr("Line"), tr("Condition"), tr("Hits") });
    m_list->setAccessibleName(tr("Breakpoints"));
    m_condition->setText(tr("&Condition…"));
    m_remove->setText(tr("&Remove"));
    m_removeAll->setText(tr("Remove &All"));
    rebuild();
}

} // namespace nq
