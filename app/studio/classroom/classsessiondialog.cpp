// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/classsessiondialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace nq {

ClassSessionDialog::ClassSessionDialog(int port, int maxStudents, int idleMinutes, QWidget *parent)
    : QDialog(parent), m_port(new QSpinBox(this)), m_students(new QSpinBox(this)),
      m_idle(new QSpinBox(this))
{
    setWindowTitle(tr("Start a Class Session"));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(
        tr("Students on this computer's network open the address the Class dock shows, or "
           "scan its QR code, and type the session's code. What they see and answer (the "
           "board, the questions, their nicknames and votes) crosses the school's network "
           "unencrypted and goes nowhere else; nothing about them is kept after the session "
           "unless you export the results."),
        this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("The first free from 8765"));
    m_port->setValue(port);
    form->addRow(tr("&Port:"), m_port);
    m_students->setRange(1, 1000);
    m_students->setValue(maxStudents);
    form->addRow(tr("&Most students:"), m_students);
    m_idle->setRange(5, 480);
    m_idle->setSuffix(tr(" min"));
    m_idle->setValue(idleMinutes);
    form->addRow(tr("&End after idle:"), m_idle);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int ClassSessionDialog::port() const
{
    return m_port->value();
}

int ClassSessionDialog::maxStudents() const
{
    return m_students->value();
}

int ClassSessionDialog::idleMinutes() const
{
    return m_idle->value();
}

} // namespace nq
