// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/worksheetdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace nq {

WorksheetDialog::WorksheetDialog(int n, const QString &folder, QWidget *parent,
                                 const Fields *previous)
    : QDialog(parent)
{
    setWindowTitle(tr("New Worksheet"));
    auto *form = new QFormLayout(this);
    m_size = new QSpinBox(this);
    m_size->setRange(4, 12);
    m_given = new QSpinBox(this);
    m_given->setSpecialValueText(tr("none (blank boards)"));
    m_count = new QSpinBox(this);
    m_count->setRange(1, 60);
    m_count->setValue(6);
    m_seed = new QSpinBox(this);
    m_seed->setRange(1, 999999);
    m_seed->setToolTip(tr("The same number gives the same boards again."));
    m_unique = new QCheckBox(tr("Only boards with a &single completion"), this);
    m_title = new QLineEdit(this);
    m_title->setMaxLength(BoardExport::kMaxTitle);
    m_page = new QComboBox(this);
    m_page->addItem(tr("A4"), int(BoardExport::Page::A4));
    m_page->addItem(tr("US Letter"), int(BoardExport::Page::Letter));
    m_page->setCurrentIndex(BoardExport::defaultPage() == BoardExport::Page::Letter ? 1 : 0);
    m_path = new QLineEdit(this);
    auto *choose = new QPushButton(tr("Choose…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(choose);
    form->addRow(tr("&Board size:"), m_size);
    form->addRow(tr("Queens &given:"), m_given);
    form->addRow(tr("&Puzzles:"), m_count);
    form->addRow(tr("&Variant:"), m_seed);
    form->addRow(QString(), m_unique);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("P&aper:"), m_page);
    auto *fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(choose, &QPushButton::clicked, this, &WorksheetDialog::browse);
    connect(m_title, &QLineEdit::textEdited, this, [this] { m_titleEdited = true; });
    connect(m_size, &QSpinBox::valueChanged, this, &WorksheetDialog::sizeChanged);
    // A blank board has many completions: the choice goes with queens given.
    connect(m_given, &QSpinBox::valueChanged, this,
            [this](int given) { m_unique->setEnabled(given > 0); });
    m_path->setText(QDir(folder).filePath(QStringLiteral("worksheet.pdf")));
    m_size->setValue(std::clamp(n, 4, 12));
    sizeChanged(m_size->value());
    if (previous) {
        m_titleEdited = previous->titleEdited;
        m_size->setValue(std::clamp(previous->request.n, 4, 12));
        sizeChanged(m_size->value());
        m_given->setValue(previous->request.given);
        m_count->setValue(previous->request.count);
        m_seed->setValue(int(std::min<std::uint64_t>(previous->request.seed, 999999)));
        m_unique->setChecked(previous->request.uniqueCompletion);
        m_title->setText(previous->title);
        m_page->setCurrentIndex(previous->page == BoardExport::Page::Letter ? 1 : 0);
        if (!previous->path.isEmpty())
            m_path->setText(previous->path);
    }
}

WorksheetDialog::Fields WorksheetDialog::fields() const
{
    return { request(), title(), m_titleEdited, page(), path() };
}

void WorksheetDialog::sizeChanged(int n)
{
    m_given->setRange(0, n - 1);
    m_given->setValue(n / 2);
    if (!m_titleEdited)
        m_title->setText(tr("N-Queens on the %1 × %1 board").arg(n));
}

void WorksheetDialog::browse()
{
    const QString chosen
        = QFileDialog::getSaveFileName(this, windowTitle(), m_path->text(), tr("PDF (*.pdf)"));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

WorksheetRequest WorksheetDialog::request() const
{
    WorksheetRequest r;
    r.n = m_size->value();
    r.given = m_given->value();
    r.count = m_count->value();
    r.seed = std::uint64_t(m_seed->value());
    r.uniqueCompletion = m_unique->isEnabled() && m_unique->isChecked();
    return r;
}

QString WorksheetDialog::title() const
{
    return m_title->text().trimmed();
}

BoardExport::Page WorksheetDialog::page() const
{
    return BoardExport::Page(m_page->currentData().toInt());
}

QString WorksheetDialog::path() const
{
    return m_path->text().trimmed();
}

} // namespace nq
