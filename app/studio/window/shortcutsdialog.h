// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTableWidget;

namespace nq {

class ActionSet;

/// Help > Keyboard Shortcuts: every key of the window, read from the actions themselves, and
/// the keys of the board's cursor, the lists and the fields.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    ShortcutsDialog(const ActionSet *actions, QWidget *parent = nullptr);
    /// Shows a dialog that closes and goes by itself.
    static void open(const ActionSet *actions, QWidget *parent);
    /// The rows shown: the key as a user reads it, and what it does.
    QList<QPair<QString, QString>> rows() const;

private:
    QTableWidget *m_table;
};

} // namespace nq
