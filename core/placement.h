// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <optional>
#include <span>
#include <vector>

#include <QCoreApplication>
#include <QString>

namespace nq {

/// A board with at most one queen per row: the column of each row's queen, -1 when empty.
using Placement = std::vector<int>;

/// Two queens that attack each other: the later one (row, col) and the earlier one `by`.
struct Attack
{
    bool found = false;
    Square queen;
    Square by;
    ConflictReason reason = ConflictReason::None;
};

/// The first attacking pair of a placement, scanning later rows against earlier ones.
Attack findAttack(std::span<const int> placement);

/// The first attacking pair along a diagonal only (columns are assumed distinct).
Attack findDiagonalAttack(std::span<const int> placement);

/// Why the two queens attack each other, or None.
ConflictReason attackBetween(Square a, Square b);

/// How many rows hold a queen.
int queensIn(std::span<const int> placement);

/// True when every row holds a queen and no two queens attack each other.
bool isSolution(std::span<const int> placement);

/// Reads "C1 C2 ..." or "C1,C2,...": for each of the n rows, the column of its queen counted from
/// 1, or "-" (or 0) for an empty row, each column at most once, so a partial board ("complete this
/// board") can be given; on failure returns nothing and says why in `error`. The placement returned
/// counts columns from 0, -1 for an empty row.
/// What parsePlacement lets through besides a board of n distinct columns or empty rows.
struct PlacementReading
{
    /// A column may hold several queens (a lesson's board that shows a column conflict).
    bool sharedColumns = false;
    /// Fewer columns than rows leave the last rows empty: "1,5" on 8 rows is 1,5,-,-,-,-,-,-.
    bool freeTail = false;
};
std::optional<Placement> parsePlacement(QStringView text, int n, QString *error = nullptr,
                                        PlacementReading reading = {});

/// The placement as a JSON array of column indices, e.g. [1,3,0,2].
QString placementToJson(std::span<const int> placement);

/// The placement as 1-based columns separated by spaces, e.g. "2 4 1 3", "-" for an empty row
/// (as parsePlacement reads it).
QString placementToText(std::span<const int> placement);

} // namespace nq
