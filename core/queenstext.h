// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"

#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace nq {

/**
 * The program's one spelling of where queens stand, read and written here for every command,
 * the browser, its filter, Copy and Paste:
 *
 * - a placement, one queen a row: each row's column from 1, "-" (or 0) for an empty row,
 *   separated by spaces or commas: "1 5 8 6 3 7 2 4", "1,5,8,6,3,7,2,4", "2 - 4";
 * - squares, for boards with several queens a row (covering sets): each queen as row,column
 *   from 1, separated by spaces: "1,1 1,2 2,6 5,1 6,5". The "(1, 1) (1, 2)" of older copies is
 *   read too.
 *
 * A lone pair "1,5" is a square on a board of squares and a placement (rows 1 and 2) elsewhere.
 */
struct QueensReading
{
    bool squares = false; ///< the board is a set of squares: a lone "r,c" is a square
    bool freeTail = true; ///< a placement of fewer columns than rows leaves the last rows empty
    bool sharedColumns = false; ///< a placement may put two queens on a column
};

/// The queens the text names, sorted by row then column, each once; nothing (and `error` says
/// why, naming the text) when it cannot be read on an n x n board.
std::optional<std::vector<Square>> parseQueens(QStringView text, int n, QString *error = nullptr,
                                               QueensReading reading = {});

/// Squares as text: "1,1 1,2 2,6" (row,column from 1), in the order given.
QString squaresToText(std::span<const Square> squares);

/// Queens as text: a placement when every row holds at most one (rows of n), else squares.
QString queensToText(std::span<const Square> queens, int n, bool squares);

/// The placement of queens one to a row (n rows), or nothing when a row holds two.
std::optional<Placement> placementOfSquares(std::span<const Square> queens, int n);

} // namespace nq
