// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <span>

namespace nq {

struct RunStats;

/// A square of the board; rows are numbered from the top, columns from the left, both from 0.
struct Square
{
    int row = -1;
    int col = -1;
    friend bool operator==(const Square &, const Square &) = default;
    /// Row by row, then column by column (the order queens are written in).
    friend bool operator<(const Square &a, const Square &b)
    {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    }
};

/// What a step of an algorithm did.
enum class EventKind : std::uint8_t {
    Consider, ///< a square is tested for a queen
    Conflict, ///< the tested square is attacked (see reason and the attacker)
    Place, ///< a queen is put on the square; `attacks` lists the squares it newly attacks
    Remove, ///< the queen on the square is taken back (a backtrack)
    SetBoard, ///< a whole placement is shown at once (enumerating and breadth-first algorithms)
    Check, ///< a complete board is tested; `ok` says whether no two queens attack
    Solution, ///< the board is a solution; `placement` holds it
    Finished, ///< the run ended; `stats` holds its statistics
    /// The algorithm looks at a square without testing it or changing the board (min-conflicts
    /// counts the attackers of a queen's row and leaves the queen where it is); no statistic
    /// counts it.
    Examine,
};

/// Why a square is attacked.
enum class ConflictReason : std::uint8_t { None, Column, Diagonal, AntiDiagonal, Row };

/**
 * One step of an algorithm: a small value type handed to a sink.
 *
 * The spans are borrowed from the running algorithm and valid only during the sink's call; a
 * sink that keeps an event copies what it needs.
 */
struct StepEvent
{
    EventKind kind = EventKind::Consider;
    ConflictReason reason = ConflictReason::None;
    bool ok = false; ///< Check: true when no two queens attack each other
    int line = -1; ///< index of the pseudocode line that produced the event
    int row = -1;
    int col = -1;
    int byRow = -1; ///< the attacking queen (Conflict, failed Check)
    int byCol = -1;
    std::int64_t value
        = -1; ///< algorithm data: frontier size for breadth-first / depth-first-stack
    std::span<const int> placement; ///< SetBoard, Solution, Check: column per row, -1 when empty
    std::span<const Square> attacks; ///< Place: squares newly attacked (boards up to 64 only)
    std::span<const int>
        board; ///< the algorithm's board after this step (column per row, -1 = empty)
    const RunStats *stats = nullptr; ///< Finished
};

/// The name of an event kind as used in traces: consider, conflict, place, ...
const char *eventKindName(EventKind kind);

/// The name of a conflict reason as used in traces: column, diagonal, anti-diagonal, row.
const char *conflictReasonName(ConflictReason reason);

} // namespace nq
