// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/breakpointstore.h"

#include "linekeys.h"
#include "platform/settings.h"
#include "stoptext.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace nq {

namespace {

/// One change of an algorithm's list, kept whole before and after.
class BreakpointEdit : public QUndoCommand
{
public:
    BreakpointEdit(BreakpointStore *store, AlgorithmId id, std::vector<Breakpoint> before,
                   std::vector<Breakpoint> after, const QString &what)
        : QUndoCommand(what), m_store(store), m_id(id), m_before(std::move(before)),
          m_after(std::move(after))
    { }
    void redo() override { m_store->apply(m_id, m_after); }
    void undo() override { m_store->apply(m_id, m_before); }

private:
    BreakpointStore *m_store;
    AlgorithmId m_id;
    std::vector<Breakpoint> m_before, m_after;
};

} // namespace

BreakpointStore::BreakpointStore(Settings *settings, QObject *parent)
    : QObject(parent), m_settings(settings), m_history(new QUndoStack(this))
{ }

std::vector<Breakpoint> &BreakpointStore::entry(AlgorithmId id) const
{
    std::optional<std::vector<Breakpoint>> &slot = m_lists[std::size_t(id)];
    if (!slot) {
        slot.emplace();
        // Rows and columns are checked against the largest board the window offers.
        const int most = Settings::maxSizeFor(id);
        for (const QString &text : m_settings->breakpoints(id)) {
            QString error;
            if (const std::optional<Breakpoint> b
                = StopText::readBreakpoint(id, most, text, &error))
                slot->push_back(*b);
            else
                m_problems << tr("A stored breakpoint of %1 was dropped: %2")
                                  .arg(Algorithms::info(id).displayName(), error);
        }
    }
    return *slot;
}

Breakpoints BreakpointStore::of(AlgorithmId id) const
{
    Breakpoints &shared = m_shared[std::size_t(id)];
    const std::vector<Breakpoint> &list = entry(id);
    if (list.empty())
        return nullptr;
    if (!shared)
        shared = std::make_shared<const std::vector<Breakpoint>>(list);
    return shared;
}

const std::vector<Breakpoint> &BreakpointStore::list(AlgorithmId id) const
{
    return entry(id);
}

int BreakpointStore::indexOf(AlgorithmId id, int line) const
{
    const std::vector<Breakpoint> &list = entry(id);
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (list[i].line == line)
            return int(i);
    }
    return -1;
}

bool BreakpointStore::toggle(AlgorithmId id, int line)
{
    if (!LineKeys::makesSteps(id, line))
        return false;
    std::vector<Breakpoint> list = entry(id);
    if (indexOf(id, line) >= 0) {
        std::erase_if(list, [line](const Breakpoint &b) { return b.line == line; });
        change(id, std::move(list), tr("Remove Breakpoint"));
    } else {
        Breakpoint b;
        b.line = line;
        list.push_back(b);
        change(id, std::move(list), tr("Set Breakpoint"));
    }
    return true;
}

void BreakpointStore::add(AlgorithmId id, const Breakpoint &breakpoint)
{
    std::vector<Breakpoint> list = entry(id);
    list.push_back(breakpoint);
    change(id, std::move(list), tr("Set Breakpoint"));
}

void BreakpointStore::replace(AlgorithmId id, int index, const Breakpoint &breakpoint)
{
    std::vector<Breakpoint> list = entry(id);
    if (index < 0 || index >= int(list.size()) || list[std::size_t(index)] == breakpoint)
        return;
    const bool onlyEnabled = [&] {
        Breakpoint b = list[std::size_t(index)];
        b.enabled = breakpoint.enabled;
        return b == breakpoint;
    }();
    list[std::size_t(index)] = breakpoint;
    change(id, std::move(list),
           !onlyEnabled             ? tr("Change Breakpoint Condition")
               : breakpoint.enabled ? tr("Enable Breakpoint")
                                    : tr("Disable Breakpoint"));
}

void BreakpointStore::setEnabled(AlgorithmId id, int index, bool enabled)
{
    const std::vector<Breakpoint> &list = entry(id);
    if (index < 0 || index >= int(list.size()))
        return;
    Breakpoint b = list[std::size_t(index)];
    b.enabled = enabled;
    replace(id, index, b);
}

void BreakpointStore::remove(AlgorithmId id, int index)
{
    std::vector<Breakpoint> list = entry(id);
    if (index < 0 || index >= int(list.size()))
        return;
    list.erase(list.begin() + index);
    change(id, std::move(list), tr("Remove Breakpoint"));
}

void BreakpointStore::removeAll(AlgorithmId id)
{
    change(id, {}, tr("Remove All Breakpoints"));
}

void BreakpointStore::change(AlgorithmId id, std::vector<Breakpoint> list, const QString &what)
{
    if (entry(id) == list)
        return;
    m_history->push(new BreakpointEdit(this, id, entry(id), std::move(list), what));
}

void BreakpointStore::apply(AlgorithmId id, const std::vector<Breakpoint> &list)
{
    if (entry(id) == list)
        return;
    entry(id) = list;
    save(id);
}

void BreakpointStore::setList(AlgorithmId id, const std::vector<Breakpoint> &list)
{
    if (entry(id) == list)
        return;
    m_history->clear(); // the history was of the lists this one replaces
    apply(id, list);
}

void BreakpointStore::reload()
{
    m_history->clear();
    for (std::size_t i = 0; i < m_lists.size(); ++i) {
        const bool had = m_lists[i] && !m_lists[i]->empty();
        m_lists[i].reset();
        m_shared[i].reset();
        if (had || !entry(AlgorithmId(i)).empty())
            emit changed(AlgorithmId(i));
    }
}

QStringList BreakpointStore::takeProblems()
{
    return std::exchange(m_problems, {});
}

void BreakpointStore::save(AlgorithmId id)
{
    m_shared[std::size_t(id)].reset();
    QStringList texts;
    for (const Breakpoint &b : entry(id))
        texts << StopText::write(id, b);
    m_settings->setBreakpoints(id, texts);
    emit changed(id);
}

} // namespace nq
