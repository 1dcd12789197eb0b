// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/moderouter.h"

#include "actions/actionset.h"

#include <QAction>

namespace nq {

namespace {

// The run owns the board: clicks and keys are not the board's, every action is usable.
class WatchMode : public BoardMode
{
public:
    using BoardMode::BoardMode;
    QString id() const override { return QStringLiteral("watch"); }
};

} // namespace

ModeRouter::ModeRouter(ActionSet *actions, QObject *parent)
    : QObject(parent), m_actions(actions), m_watching(new WatchMode(this)), m_active(m_watching)
{
    m_modes << m_watching;
}

const QList<ActionId> &ModeRouter::transportActions()
{
    static const QList<ActionId> ids { ActionId::Play,         ActionId::StepForward,
                                       ActionId::StepBack,     ActionId::ToStart,
                                       ActionId::ToEnd,        ActionId::NextSolution,
                                       ActionId::NextBacktrack };
    return ids;
}

void ModeRouter::add(BoardMode *mode)
{
    mode->setParent(this);
    m_modes << mode;
    connect(mode, &BoardMode::activationRequested, this, [this, mode](bool active) {
        if (active)
            activate(mode);
        else if (m_active == mode)
            activate(nullptr);
    });
    connect(mode, &BoardMode::changed, this, [this, mode] {
        if (m_active != mode)
            return;
        applyTransport();
        emit shownChanged();
    });
}

BoardMode *ModeRouter::find(const QString &id) const
{
    for (BoardMode *mode : m_modes) {
        if (mode->id() == id)
            return mode;
    }
    return nullptr;
}

void ModeRouter::activate(BoardMode *mode)
{
    if (!mode)
        mode = m_watching;
    if (mode == m_active)
        return;
    // The new mode is active before the old one is told, so that a mode giving the board back
    // while it leaves does not come back here.
    BoardMode *old = m_active;
    m_active = mode;
    old->leave();
    mode->enter();
    applyTransport();
    emit activeChanged(mode);
}

void ModeRouter::boardClicked(Square square)
{
    m_active->clickSquare(square);
}

bool ModeRouter::boardKey(int key, Qt::KeyboardModifiers modifiers)
{
    return m_active->key(key, modifiers);
}

void ModeRouter::applyTransport()
{
    for (ActionId id : transportActions())
        m_actions->action(id)->setEnabled(m_active->allows(id));
}

} // namespace nq
