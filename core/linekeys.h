// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"

#include <QString>
#include <QStringView>

#include <vector>

namespace nq {

/**
 * The stable name of every pseudocode line ("take" for flag backtracking's "take the queen off;
 * clear the 3 flags"), made from each algorithm's Line enum. Shown nowhere: a breakpoint or a
 * lesson file names a line by its key, which neither a translation nor a rewording of the line
 * changes (an index into the translated list would).
 */
class LineKeys
{
public:
    /// The keys of the algorithm's lines, by line index (as many as its pseudocode has).
    static const std::vector<QString> &of(AlgorithmId id);
    /// The line with that key, or -1.
    static int lineOf(AlgorithmId id, QStringView key);
    /// The key of a line, or an empty string for a line out of range.
    static QString keyOf(AlgorithmId id, int line);
    /// True for a line that makes steps of its own, where a run can stop ("recurse" makes
    /// none: the next row's first step is on another line).
    static bool makesSteps(AlgorithmId id, int line);
};

} // namespace nq
