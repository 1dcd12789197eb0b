// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "stepmarks.h"
#include "theme.h"

#include <QColor>

#include <cstdint>
#include <vector>

namespace nq {

/// What the person looking chose to see: the View menu's switches (and a film's or an export's,
/// which take the window's).
struct ViewChoices
{
    bool attacks = true; ///< attacked squares marked; on a board of squares, covered and uncovered
    bool heat = true; ///< board of squares: covered squares by how many cover them, with figures
    /// A full board's attacked squares too (every empty square of a full board is attacked, so
    /// the window leaves them plain unless this is chosen).
    bool attacksOnFullBoard = false;
    friend bool operator==(const ViewChoices &, const ViewChoices &) = default;
};

/// What the board shown is, which its marks follow.
struct BoardFacts
{
    int n = 0;
    bool squareSet = false; ///< queens on any squares (domination), not one a row
    bool byHand = false; ///< put or picked by hand: queens in conflict marked on a partial board
    bool independent = false; ///< a board of squares whose queens must not attack each other
    bool questionWaiting = false; ///< a question the marks would answer waits: none shown
    int countedRow = -1; ///< the row whose squares count their attackers (-1: none)
};

struct MarkOptions;
/// The marks of a board: decided here once, for the window's board, its exports, a film's
/// frames, a lesson's scenes and the web page alike.
MarkOptions decideMarks(const ViewChoices &choices, const BoardFacts &facts);

/// What a view of a board marks, as decideMarks() chose (or a sheet's plain or marked boards).
struct MarkOptions
{
    bool attacks = false; ///< attacked squares tinted; on a board of squares, covered and uncovered
    bool attacksOnFullBoard = false; ///< with `attacks`, a full board's attacked squares too
    bool markQueens = false; ///< queens that attack each other hatched on a partial board too
    bool fullConflicts = false; ///< ... on a full board (the window always marks them)
    bool squareConflicts = false; ///< board of squares: a queen another covers is a conflict
    bool heat = false; ///< board of squares: covered squares by how many cover them, with figures
    int countedRow = -1; ///< each square of this row shows how many queens attack it

    /// A sheet's boards (solutions, the browser's): with `attacks`, attacked squares (a full
    /// board's too, chosen as on screen) and queens that attack each other; else a plain board.
    static MarkOptions sheet(bool attacks)
    {
        ViewChoices choices;
        choices.attacks = choices.attacksOnFullBoard = attacks;
        choices.heat = false;
        BoardFacts facts;
        facts.byHand = attacks;
        MarkOptions o = decideMarks(choices, facts);
        o.fullConflicts = attacks;
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
