// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventhistory.h"

namespace nq {

EventHistory::EventHistory(std::int64_t capacityEvents)
    : m_capacity(std::max<std::int64_t>(kBlock * 2, capacityEvents))
{ }

void EventHistory::reset(const PlayState &state)
{
    m_blocks.clear();
    m_blocks.push_back({ state, {} });
    m_blocks.back().events.reserve(kBlock);
    m_end = state.position;
}

void EventHistory::append(const StoredEvent &event, const PlayState &before)
{
    if (m_blocks.empty())
        reset(before);
    if (static_cast<std::int64_t>(m_blocks.back().events.size()) == kBlock) {
        m_blocks.push_back({ before, {} });
        m_blocks.back().events.reserve(kBlock);
        if (static_cast<std::int64_t>(m_blocks.size()) * kBlock > m_capacity)
            m_blocks.pop_front();
    }
    m_blocks.back().events.push_back(event);
    ++m_end;
}

const StoredEvent &EventHistory::eventAt(std::int64_t p) const
{
    const std::int64_t offset = p - start();
    const Block &block = m_blocks[static_cast<std::size_t>(offset / kBlock)];
    return block.events[static_cast<std::size_t>(offset % kBlock)];
}

PlayState EventHistory::stateAt(std::int64_t p) const
{
    const std::int64_t offset = p - start();
    std::size_t index = static_cast<std::size_t>(offset / kBlock);
    if (index >= m_blocks.size()) // p == end() at a block boundary
        index = m_blocks.size() - 1;
    const Block &block = m_blocks[index];
    PlayState state = block.state;
    const std::int64_t steps = p - state.position;
    for (std::int64_t i = 0; i < steps; ++i)
        state.apply(block.events[static_cast<std::size_t>(i)]);
    return state;
}

} // namespace nq
