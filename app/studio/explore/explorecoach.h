// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "explorer.h"
#include "problem.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

namespace nq {

/**
 * What Explore by Hand says about the student's board: the answer to Check, a hint, and the live
 * count of solutions (or covering sets) that keep the queens placed. It decides the words and
 * the square to ring; ExplorePanel lays out the buttons and shows what it says.
 */
class ExploreCoach
{
    Q_DECLARE_TR_FUNCTIONS(ExploreCoach)
public:
    /// A message and the square it is about ({-1, -1} when none).
    struct Advice
    {
        QString message;
        Square square { -1, -1 };
    };

    /// Whether the board is solved (or covered), and if not, what is wrong with it.
    static Advice check(const Explorer &explorer, const Problem &problem);
    /// A square that still leads to a solution (or a covering set), or the queen to take back.
    static Advice hint(const Explorer &explorer, const Problem &problem);
    /// The live count; `count`, if asked, gets the number it says (-1 when none is counted).
    static QString extensions(const Explorer &explorer, const Problem &problem,
                              std::int64_t *count = nullptr);

private:
    static Advice checkCovering(const Explorer &explorer, const Problem &problem);
    static Advice coverHint(const Explorer &explorer, const Problem &problem);
    static QString pairNames(const std::vector<std::pair<Square, Square>> &pairs);
};

} // namespace nq
