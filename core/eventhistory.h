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

} // namespace nq
