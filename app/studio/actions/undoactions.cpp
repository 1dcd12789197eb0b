// SPDX-License-Identifier: GPL-3.0-or-later
#include "actions/undoactions.h"

namespace nq {

UndoActions::UndoActions(QAction *undo, QAction *redo, QUndoStack *history, QObject *parent)
    : QObject(parent), m_undo(undo), m_redo(redo), m_history(history)
{
    connect(undo, &QAction::triggered, history, &QUndoStack::undo);
    connect(redo, &QAction::triggered, history, &QUndoStack::redo);
    connect(history, &QUndoStack::indexChanged, this, &UndoActions::retranslate);
    connect(history, &QUndoStack::cleanChanged, this, &UndoActions::retranslate);
    retranslate();
}

void UndoActions::retranslate()
{
    if (!m_undo || !m_redo || !m_history)
        return;
    const bool canUndo = m_history->canUndo();
    const bool canRedo = m_history->canRedo();
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_undo->setText(canUndo ? tr("&Undo %1").arg(m_history->undoText())
                            : tr("&Undo Breakpoint Change"));
    m_redo->setText(canRedo ? tr("&Redo %1").arg(m_history->redoText())
                            : tr("&Redo Breakpoint Change"));
}

} // namespace nq
