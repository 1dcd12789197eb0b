// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <QAction>
#include <QUndoStack>

namespace nq {

/**
 * Edit > Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) bound to an undo stack: each names the change it
 * would undo or redo ("Undo Remove All Breakpoints"), greyed when there is none.
 */
class UndoActions : public QObject
{
    Q_OBJECT
public:
    UndoActions(QAction *undo, QAction *redo, QUndoStack *history, QObject *parent = nullptr);
    /// Words again, in the current language.
    void retranslate();

private:
    // (The window's actions may go before the stack, which says "changed" as it is destroyed.)
    QPointer<QAction> m_undo;
    QPointer<QAction> m_redo;
    QPointer<QUndoStack> m_history;
};

} // namespace nq
