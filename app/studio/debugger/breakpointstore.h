// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "breakpoint.h"

#include <QObject>
#include <QStringList>

class QUndoStack;

#include <array>
#include <optional>
#include <vector>

namespace nq {

class Settings;

/**
 * The breakpoints of every algorithm, kept in the settings by line key (StopText), so they
 * survive a restart and a change of language. Read when first asked for: a stored breakpoint
 * that no longer fits (an unknown key, a line that makes no step) is dropped with a message
 * (problems()). Each change is written at once and told by changed().
 *
 * The user's changes (toggle, add, replace, enable, remove, remove all) are kept in history(),
 * so each can be undone; a list set from outside (a lesson's scene, the settings read again)
 * starts the history afresh.
 */
class BreakpointStore : public QObject
{
    Q_OBJECT
public:
    explicit BreakpointStore(Settings *settings, QObject *parent = nullptr);

    /// The list of an algorithm, shared (a new list after each change; null: none).
    Breakpoints of(AlgorithmId id) const;
    const std::vector<Breakpoint> &list(AlgorithmId id) const;
    /// The first breakpoint on `line`, or -1.
    int indexOf(AlgorithmId id, int line) const;
    /// Sets a breakpoint on `line`, or removes the ones there. False (nothing changes) for a
    /// line that makes no step of its own.
    bool toggle(AlgorithmId id, int line);
    void add(AlgorithmId id, const Breakpoint &breakpoint);
    void replace(AlgorithmId id, int index, const Breakpoint &breakpoint);
    void setEnabled(AlgorithmId id, int index, bool enabled);
    void remove(AlgorithmId id, int index);
    void removeAll(AlgorithmId id);
    /// Makes the list of an algorithm `list` (one change, one changed()).
    void setList(AlgorithmId id, const std::vector<Breakpoint> &list);
    /// Reads every list from the settings again (a lesson closed: the user's own are back).
    void reload();
    /// Why stored breakpoints were dropped when read, since the last call.
    QStringList takeProblems();
    /// The user's changes, to undo and redo.
    QUndoStack *history() const { return m_history; }
    /// Makes the list of an algorithm `list`, as an undo step named `what` (nothing when the
    /// list is already that). Used by the history's own steps.
    void change(AlgorithmId id, std::vector<Breakpoint> list, const QString &what);
    /// Sets the list without touching the history (an undo step done or undone).
    void apply(AlgorithmId id, const std::vector<Breakpoint> &list);

signals:
    void changed(nq::AlgorithmId id);

private:
    std::vector<Breakpoint> &entry(AlgorithmId id) const;
    void save(AlgorithmId id);

    Settings *m_settings;
    QUndoStack *m_history;
    mutable std::array<std::optional<std::vector<Breakpoint>>,
                       std::size_t(AlgorithmId::Domination) + 1>
        m_lists;
    mutable std::array<Breakpoints, std::size_t(AlgorithmId::Domination) + 1> m_shared;
    mutable QStringList m_problems;
};

} // namespace nq
