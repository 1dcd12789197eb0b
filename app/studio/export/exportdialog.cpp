// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace nq {

ExportDialog::ExportDialog(Kind kind, const QString &suggestedPath, QWidget *parent)
    : QDialog(parent), m_kind(kind)
{
    setWindowTitle(kind == Board ? tr("Export Board") : kind == Sheet ? tr("Export Sheet")
                                                                      : tr("Export Solutions"));
    auto *form = new QFormLayout(this);
    auto *pathRow = new QHBoxLayout;
    m_path = new QLineEdit(suggestedPath, this);
    m_path->setMinimumWidth(360);
    auto *browseButton = new QPushButton(tr("Choose…"), this);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    form->addRow(kind == Solutions ? tr("File (.txt or .csv):") : tr("File (.png, .svg or .pdf):"),
                 pathRow);
    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    if (kind != Solutions) {
        if (kind == Board) {
            m_pixels = new QSpinBox(this);
            m_pixels->setRange(64, 8192);
            m_pixels->setValue(1200);
            m_pixels->setSuffix(tr(" px"));
            form->addRow(tr("PNG size:"), m_pixels);
            m_transparent = new QCheckBox(tr("Transparent background (PNG)"), this);
            form->addRow(QString(), m_transparent);
            m_attacks = new QCheckBox(tr("Mark attacked squares and conflicts"), this);
            form->addRow(QString(), m_attacks);
        }
        m_coordinates = new QCheckBox(tr("Row and column numbers"), this);
        m_coordinates->setChecked(true);
        form->addRow(QString(), m_coordinates);
        m_theme = new QComboBox(this);
        for (const Theme::Kind t : { Theme::Light, Theme::Print, Theme::Dark })
            m_theme->addItem(Theme::name(t), int(t));
        form->addRow(tr("Colours:"), m_theme);
    }
    if (kind != Board) {
        m_contents = new QComboBox(this);
        m_contents->addItem(tr("One solution per symmetry class"), true);
        m_contents->addItem(tr("All solutions"), false);
        form->addRow(tr("Contents:"), m_contents);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ExportDialog::browse()
{
    const QString filter = m_kind == Solutions ? tr("Text or CSV (*.txt *.csv)")
                                               : tr("Pictures (*.png *.svg *.pdf)");
    const QString chosen = QFileDialog::getSaveFileName(this, windowTitle(), m_path->text(), filter);
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

int ExportDialog::pixels() const
{
    return m_pixels ? m_pixels->value() : 1200;
}

bool ExportDialog::transparent() const
{
    return m_transparent && m_transparent->isChecked();
}

bool ExportDialog::coordinates() const
{
    return !m_coordinates || m_coordinates->isChecked();
}

bool ExportDialog::attacks() const
{
    return m_attacks && m_attacks->isChecked();
}

Theme::Kind ExportDialog::theme() const
{
    return m_theme ? Theme::Kind(m_theme->currentData().toInt()) : Theme::Light;
}

bool ExportDialog::unique() const
{
    return m_contents && m_contents->currentData().toBool();
}

} // namespace nq
