// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/boardinput.h"
#include "modes/boardmode.h"

#include <QList>
#include <QObject>

namespace nq {

class ActionSet;

/**
 * Which mode owns the board. It holds the modes, switches between them (the one left is told
 * first), hands the board view's clicks and keys to the active one and enables the transport
 * actions it allows. Watching the run is the mode it starts in and comes back to.
 */
class ModeRouter : public QObject, public BoardInput
{
    Q_OBJECT
public:
    explicit ModeRouter(ActionSet *actions, QObject *parent = nullptr);

    /// Adds a mode (the router owns it); it becomes active when it asks to.
    void add(BoardMode *mode);
    BoardMode *active() const { return m_active; }
    /// The default mode: the run owns the board, every transport action is usable.
    BoardMode *watching() const { return m_watching; }
    /// A mode by id, or nullptr.
    BoardMode *find(const QString &id) const;
    /// Makes `mode` the board's (nullptr: watching).
    void activate(BoardMode *mode);

    void boardClicked(Square square) override;
    bool boardKey(int key, Qt::KeyboardModifiers modifiers) override;

    /// The actions a mode may take away.
    static const QList<ActionId> &transportActions();

signals:
    void activeChanged(nq::BoardMode *mode);
    /// The active mode's marker or caption changed (the presenter shows them again).
    void shownChanged();

private:
    void applyTransport();

    ActionSet *m_actions;
    QList<BoardMode *> m_modes;
    BoardMode *m_watching;
    BoardMode *m_active;
};

} // namespace nq
