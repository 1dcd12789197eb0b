// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QSpinBox;

namespace nq {

/// Run > Start a Class Session…: the port, how many students and the idle time, each with its
/// default (the first free port from 8765, 200 students, an hour).
class ClassSessionDialog : public QDialog
{
    Q_OBJECT

public:
    ClassSessionDialog(int port, int maxStudents, int idleMinutes, QWidget *parent = nullptr);
    int port() const;
    int maxStudents() const;
    int idleMinutes() const;

private:
    QSpinBox *m_port, *m_students, *m_idle;
};

} // namespace nq
