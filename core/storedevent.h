// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <cstdint>
#include <vector>

namespace nq {

/**
 * A step event that owns its data, for queues and histories. The board after the step is not
 * stored: it follows from the events before it. Only a set-board carries its placement.
 */
struct StoredEvent
{
    EventKind kind = EventKind::Consider;
    ConflictReason reason = ConflictReason::None;
    bool ok = false;
    std::int16_t line = -1;
    std::int32_t row = -1;
    std::int32_t col = -1;
    std::int32_t byRow = -1;
    std::int32_t byCol = -1;
    std::int64_t value = -1;
    std::vector<int> placement; ///< SetBoard only

    /// Copies what a viewer needs out of a borrowed event.
    static StoredEvent from(const StepEvent &e)
    {
        StoredEvent s;
        s.kind = e.kind;
        s.reason = e.reason;
        s.ok = e.ok;
        s.line = static_cast<std::int16_t>(e.line);
        s.row = e.row;
        s.col = e.col;
        s.byRow = e.byRow;
        s.byCol = e.byCol;
        s.value = e.value;
        if (e.kind == EventKind::SetBoard)
            s.placement.assign(e.placement.begin(), e.placement.end());
        return s;
    }

    friend bool operator==(const StoredEvent &, const StoredEvent &) = default;
};

} // namespace nq
