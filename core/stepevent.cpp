// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepevent.h"

namespace nq {

const char *eventKindName(EventKind kind)
{
    switch (kind) {
    case EventKind::Consider:
        return "consider";
    case EventKind::Conflict:
        return "conflict";
    case EventKind::Place:
        return "place";
    case EventKind::Remove:
        return "remove";
    case EventKind::SetBoard:
        return "set-board";
    case EventKind::Check:
        return "check";
    case EventKind::Solution:
        return "solution";
    case EventKind::Finished:
        return "finished";
    case EventKind::Examine:
        return "examine";
    }
    return "unknown";
}

const char *conflictReasonName(ConflictReason reason)
{
    switch (reason) {
    case ConflictReason::None:
        return "none";
    case ConflictReason::Column:
        return "column";
    case ConflictReason::Diagonal:
        return "diagonal";
    case ConflictReason::AntiDiagonal:
        return "anti-diagonal";
    case ConflictReason::Row:
        return "row";
    }
    return "unknown";
}

} // namespace nq
