// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/shortcutsdialog.h"

#include "actions/actionset.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nq {

ShortcutsDialog::ShortcutsDialog(const ActionSet *actions, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<QPair<QString, QString>> rows;
    for (int i = 0; i < kActionCount; ++i) {
        const QAction *a = actions->action(ActionId(i));
        if (!a || a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        rows.append({ keys.join(tr(" or ")), QString(a->text()).remove(u'&').remove(u'…') });
    }
    rows.append(
        { tr("Alt + the underlined letter"),
          tr("Go to the control of a label (Problem, Algorithm, Queens, Board size, Timeline)") });
    rows.append({ tr("Tab, Shift+Tab"), tr("Go to the next or the previous control") });
    rows.append({ tr("Arrows, Enter or Space"),
                  tr("Explore by Hand: move the cursor on the board, put or take a queen") });
    rows.append({ tr("Home, End, arrows"),
                  tr("In a list, a field or the step log: move there, not in the run") });
    rows.append({ tr("Enter"), tr("In Go to step or Solution number: go there") });
    m_table = new QTableWidget(int(rows.size()), 2, this);
    m_table->setHorizontalHeaderLabels({ tr("Key"), tr("Does") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->resizeRowsToContents();
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 30);
}

void ShortcutsDialog::open(const ActionSet *actions, QWidget *parent)
{
    auto *dialog = new ShortcutsDialog(actions, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

QList<QPair<QString, QString>> ShortcutsDialog::rows() const
{
    QList<QPair<QString, QString>> out;
    for (int r = 0; r < m_table->rowCount(); ++r)
        out.append({ m_table->item(r, 0)->text(), m_table->item(r, 1)->text() });
    return out;
}

} // namespace nq
