// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/filterbar.h"

#include "browser/squarepicker.h"
#include "queenstext.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace nq {

FilterBar::FilterBar(QWidget *parent) : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_queensLabel = new QLabel(this);
    m_queens = new QLineEdit(this);
    m_queens->setClearButtonEnabled(true);
    m_queensLabel->setBuddy(m_queens);
    m_pick = new QToolButton(this);
    m_pick->setCheckable(true);
    m_pick->setFocusPolicy(Qt::TabFocus);
    m_clear = new QToolButton(this);
    m_clear->setFocusPolicy(Qt::TabFocus);
    m_symmetry = new QComboBox(this);
    m_symmetry->setFocusPolicy(Qt::TabFocus);
    for (int s = 0; s < 4; ++s)
        m_symmetry->addItem(QString(), s);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->hide();
    m_picker = new SquarePicker(this);
    m_picker->hide();
    grid->addWidget(m_queensLabel, 0, 0);
    grid->addWidget(m_queens, 0, 1);
    grid->addWidget(m_pick, 0, 2);
    grid->addWidget(m_clear, 0, 3);
    grid->addWidget(m_error, 1, 1, 1, 3);
    grid->addWidget(m_picker, 2, 1, 1, 3, Qt::AlignLeft);
    grid->setColumnStretch(1, 1);
    retranslate();

    connect(m_queens, &QLineEdit::editingFinished, this, &FilterBar::readText);
    connect(m_queens, &QLineEdit::textEdited, this, [this] { m_error->hide(); });
    connect(m_pick, &QToolButton::toggled, m_picker, &QWidget::setVisible);
    connect(m_clear, &QToolButton::clicked, this, [this] {
        CatalogFilter next = m_filter;
        next.required.clear();
        next.symmetry = CatalogFilter::Symmetry::Any;
        m_error->hide();
        emitIfChanged(next);
    });
    connect(m_picker, &SquarePicker::edited, this, [this](const std::vector<Square> &queens) {
        CatalogFilter next = m_filter;
        next.required = queens;
        m_error->hide();
        emitIfChanged(next);
    });
    connect(m_symmetry, &QComboBox::activated, this, [this] {
        CatalogFilter next = m_filter;
        next.symmetry = CatalogFilter::Symmetry(m_symmetry->currentData().toInt());
        emitIfChanged(next);
    });
}

void FilterBar::retranslate()
{
    m_queensLabel->setText(tr("&Queens at:"));
    m_queens->setPlaceholderText(m_squares ? QStringLiteral("1,1 1,2 …")
                                           : QStringLiteral("2 4 - - …"));
    m_queens->setToolTip(m_squares ? tr("Each queen as row,column from 1 (1,1 1,2 …); only the "
                                        "sets with queens there are listed")
                                   : tr("The column of each row's queen from 1, or - for a row "
                                        "left free; only the boards with queens there are "
                                        "listed"));
    m_pick->setText(tr("Pick…"));
    m_pick->setToolTip(tr("Click the squares on a small board"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Show every board again"));
    m_symmetry->setItemText(0, tr("Any symmetry"));
    m_symmetry->setItemText(1, tr("No symmetry"));
    m_symmetry->setItemText(2, tr("Half-turn symmetric"));
    m_symmetry->setItemText(3, tr("Quarter-turn symmetric"));
    m_symmetry->setToolTip(tr("Only the classes whose boards are the same after a half turn, "
                              "after a quarter turn, or under no symmetry at all"));
    m_symmetry->setAccessibleName(tr("Symmetry of the class"));
    m_picker->setAccessibleName(tr("Squares where queens must stand"));
    // The field's own clear button (Qt's) says what it clears.
    for (QToolButton *button : m_queens->findChildren<QToolButton *>())
        button->setAccessibleName(tr("Clear the queens typed"));
}

void FilterBar::setSize(int n, bool squares)
{
    m_n = std::max(1, n);
    m_squares = squares;
    m_filter.required.clear();
    m_picker->setSize(m_n, !squares);
    retranslate();
    m_error->hide();
    showPlacement();
}

void FilterBar::setFilter(const CatalogFilter &filter)
{
    m_filter = filter;
    m_symmetry->setCurrentIndex(int(filter.symmetry));
    m_error->hide();
    showPlacement();
}

QString FilterBar::error() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void FilterBar::showPlacement()
{
    m_picker->setQueens(m_filter.required);
    m_queens->setText(m_filter.required.empty() ? QString()
                                                : queensToText(m_filter.required, m_n, m_squares));
}

void FilterBar::readText()
{
    const QString text = m_queens->text().trimmed();
    CatalogFilter next = m_filter;
    if (text.isEmpty()) {
        next.required.clear();
    } else {
        // Fewer columns than rows leave the last rows free: "1,5" asks for rows 1 and 2 (on a
        // board of covering sets, the square at row 1, column 5).
        const auto queens = parseQueens(text, m_n, nullptr, { .squares = m_squares });
        if (!queens) {
            m_error->setText(
                m_squares ? tr("Give each queen as row,column from 1 to %1 (1,1 1,2 …), each "
                               "square once: %2 cannot be read.")
                                .arg(m_n)
                                .arg(text)
                          : tr("Give the column of each row's queen from 1 to %1, or - for a "
                               "free row, each column once: %2 cannot be read.")
                                .arg(m_n)
                                .arg(text));
            m_error->show();
            return; // the filter stays as it was
        }
        next.required = *queens;
    }
    m_error->hide();
    emitIfChanged(next);
}

void FilterBar::emitIfChanged(const CatalogFilter &filter)
{
    const bool same = filter == m_filter;
    m_filter = filter;
    m_symmetry->setCurrentIndex(int(filter.symmetry));
    showPlacement();
    if (!same)
        emit changed(m_filter);
}

QList<QWidget *> FilterBar::focusChain() const
{
    return { m_symmetry, m_queens, m_pick, m_clear, m_picker };
}

} // namespace nq
