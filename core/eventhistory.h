// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playstate.h"
#include "storedevent.h"

#include <deque>

namespace nq {

/**
 * The recent past of a run, for stepping back: events in blocks of kBlock, each block with the
 * state at its start. Memory is bounded: past the capacity the oldest block is dropped, and a
 * viewer that wants to go further back replays the run from the start (runs are deterministic).
 */
class EventHistory
{
public:
    static constexpr std::int64_t kBlock = 1024;

    explicit EventHistory(std::int64_t capacityEvents = 256 * kBlock);

    /// Forgets everything; the history starts at `state` (its position is the first kept).
    void reset(const PlayState &state);
    /// Records the event that takes `before` (the state at end()) one step further.
    void append(const StoredEvent &event, const PlayState &before);

    /// The first and one past the last position whose state can be rebuilt here.
    std::int64_t start() const { return m_blocks.empty() ? 0 : m_blocks.front().state.position; }
    std::int64_t end() const { return m_end; }
    bool contains(std::int64_t position) const
    {
        return !m_blocks.empty() && position >= start() && position <= m_end;
    }
    /// The event that leads from position p to p + 1 (start() <= p < end()).
    const StoredEvent &eventAt(std::int64_t p) const;
    /// The state at position p (contains(p)).
    PlayState stateAt(std::int64_t p) const;
    /// The first position held here whose state meets `reached`, a test that, once true, stays
    /// true as the run goes on (a counter at least k); -1 when no state held meets it, or when
    /// the first one held does and earlier ones were dropped (it may have been met before).
    template <class Reached> std::int64_t firstWhere(Reached reached) const;
    std::int64_t capacity() const { return m_capacity; }
    /// Changes the capacity (at least two blocks); takes effect as blocks are added.
    void setCapacity(std::int64_t events)
    {
        m_capacity = std::max<std::int64_t>(kBlock * 2, events);
    }

private:
    struct Block
    {
        PlayState state; // at the block's first position
        std::vector<StoredEvent> events;
    };
    std::int64_t m_capacity;
    std::int64_t m_end = 0;
    std::deque<Block> m_blocks;
};

template <class Reached> std::int64_t EventHistory::firstWhere(Reached reached) const
{
    if (m_blocks.empty())
        return -1;
    // The last block whose start does not meet it, by bisection: the answer lies in its events.
    std::size_t lo = 0, hi = m_blocks.size();
    if (reached(m_blocks.front().state))
        return m_blocks.front().state.position == 0 ? 0 : -1;
    while (hi - lo > 1) {
        const std::size_t mid = (lo + hi) / 2;
        if (reached(m_blocks[mid].state))
            hi = mid;
        else
            lo = mid;
    }
    const Block &block = m_blocks[lo];
    PlayState state = block.state;
    for (const StoredEvent &event : block.events) {
        if (state.position >= m_end)
            break;
        state.apply(event);
        if (reached(state))
            return state.position;
    }
    return -1;
}

} // namespace nq
