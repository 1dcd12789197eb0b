// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "stepmarks.h"
#include "theme.h"

#include <QColor>

#include <cstdint>
#include <vector>

namespace nq {

/// What a view of a board chooses to mark: the window's switches and an export's choices.
struct MarkOptions
{
    bool attacks = false; ///< attacked squares tinted; on a board of squares, covered and uncovered
    bool attacksOnFullBoard = false; ///< with `attacks`, a full board's attacked squares too
    bool markQueens = false; ///< queens that attack each other hatched on a partial board too
    bool fullConflicts = false; ///< ... on a full board (the window always marks them)
    bool squareConflicts = false; ///< board of squares: a queen another covers is a conflict
    bool heat = false; ///< board of squares: covered squares by how many cover them, with figures
    int countedRow = -1; ///< each square of this row shows how many queens attack it

    /// An exported picture's marks: with `attacks`, attacked squares (a full board's too) and
    /// queens that attack each other; without, a plain board.
    static MarkOptions exported(bool attacks)
    {
        MarkOptions o;
        o.attacks = o.attacksOnFullBoard = o.markQueens = o.fullConflicts = attacks;
        return o;
    }
    friend bool operator==(const MarkOptions &, const MarkOptions &) = default;
};

/**
 * Which mark every square of a board gets, decided once for the window's board and every
 * picture of it (PNG, SVG, PDF, the clipboard, thumbnails, a film's frames): a square's tint
 * (attacked, uncovered, the heat of a covered square), the figure drawn on it (the heat, or the
 * attackers of a counted row), a queen under attack, and the step's shapes together with the
 * marks a board no step led to holds (a solution's frame, the line between queens in conflict).
 */
class MarkPolicy
{
public:
    enum class Tint : std::uint8_t { Plain, Attacked, Uncovered, Heat };
    struct SquareMark
    {
        Tint tint = Tint::Plain;
        int heat = 0; ///< Heat: the queens covering the square
        int figure = -1; ///< the number written on the square (heat or attackers), -1 none
        bool badge = false; ///< the figure stands in a disc (a counted row)
        bool conflict = false; ///< a queen in conflict, hatched
    };

    /// The policy of `model` (which must outlive it) shown with `options`.
    MarkPolicy(const BoardModel &model, bool squareSet, const MarkOptions &options);

    SquareMark at(Square square) const;
    /// The most queens covering an empty square (heat's top).
    int hottest() const { return m_hottest; }
    /// Every row holds a queen (one queen a row).
    bool full() const { return m_full; }
    int n() const { return m_model->n(); }
    const BoardModel &model() const { return *m_model; }
    bool squareSet() const { return m_squareSet; }
    const MarkOptions &options() const { return m_options; }
    /// The queen of the counted row, which its figures leave out (none: row -1).
    Square countedQueen() const;

    /// A square's colour with its tint, opaque: what the window shows under the marks.
    QColor fill(const Theme &theme, Square square) const;
    static QColor tinted(const Theme &theme, const QColor &base, Tint tint, int heat, int hottest);

    /// The marks of the step and, on a board no step led to (`step.last` Finished) of one
    /// queen a row, the frame of a solution or the lines between queens in conflict.
    std::vector<StepMarks::Shape> shapes(const StepMarks &step) const;

private:
    const BoardModel *m_model;
    bool m_squareSet;
    MarkOptions m_options;
    bool m_full;
    int m_hottest = 1;
};

} // namespace nq
