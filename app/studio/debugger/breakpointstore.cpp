// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/breakpointstore.h"

#include "linekeys.h"
#include "platform/settings.h"
#include "stoptext.h"

namespace nq {

BreakpointStore::BreakpointStore(Settings *settings, QObject *parent)
    : QObject(parent), m_settings(settings)
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
    std::vector<Breakpoint> &list = entry(id);
    if (indexOf(id, line) >= 0) {
        std::erase_if(list, [line](const Breakpoint &b) { return b.line == line; });
    } else {
        Breakpoint b;
        b.line = line;
        list.push_back(b);
    }
    save(id);
    return true;
}

void BreakpointStore::add(AlgorithmId id, const Breakpoint &breakpoint)
{
    entry(id).push_back(breakpoint);
    save(id);
}

void BreakpointStore::replace(AlgorithmId id, int index, const Breakpoint &breakpoint)
{
    std::vector<Breakpoint> &list = entry(id);
    if (index < 0 || index >= int(list.size()) || list[std::size_t(index)] == breakpoint)
        return;
    list[std::size_t(index)] = breakpoint;
    save(id);
}

void BreakpointStore::setEnabled(AlgorithmId id, int index, bool enabled)
{
    std::vector<Breakpoint> &list = entry(id);
    if (index < 0 || index >= int(list.size()))
        return;
    Breakpoint b = list[std::size_t(index)];
    b.enabled = enabled;
    replace(id, index, b);
}

void BreakpointStore::remove(AlgorithmId id, int index)
{
    std::vector<Breakpoint> &list = entry(id);
    if (index < 0 || index >= int(list.size()))
        return;
    list.erase(list.begin() + index);
    save(id);
}

void BreakpointStore::removeAll(AlgorithmId id)
{
    if (entry(id).empty())
        return;
    entry(id).clear();
    save(id);
}

void BreakpointStore::setList(AlgorithmId id, const std::vector<Breakpoint> &list)
{
    if (entry(id) == list)
        return;
    entry(id) = list;
    save(id);
}

void BreakpointStore::reload()
{
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
