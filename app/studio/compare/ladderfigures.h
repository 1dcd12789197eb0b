// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ladder.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace nq {

/// What the ladder shows on its logarithmic axis.
enum class LadderMeasure { Visited, Tested, Time };

/// One point of an algorithm's line: a size, its figure, and whether it was estimated.
struct LadderPoint
{
    int n = 0;
    double value = 0;
    bool estimated = false;
    QString tip; ///< the exact figure in words, for the pointer
};

/// One algorithm's line on the ladder.
struct LadderLine
{
    AlgorithmId algorithm = AlgorithmId::Backtracking;
    QString name;
    std::vector<LadderPoint> points;
};

/**
 * What the Compare window's ladder says, decided apart from how it is drawn: each algorithm's
 * points for a measure (rungs left out, and zeros, which a logarithmic axis cannot show, are
 * not points), the figures in words for the table and the pointer, and the note on what was
 * estimated or left out.
 */
class LadderFigures
{
    Q_DECLARE_TR_FUNCTIONS(nq::LadderFigures)
public:
    /// The rung's figure for `measure` (seconds for Time); -1 for a rung left out.
    static double value(const LadderRung &rung, LadderMeasure measure);
    static std::vector<LadderLine> lines(const std::vector<LadderRung> &rungs,
                                         LadderMeasure measure);
    /// The axis title.
    static QString measureName(LadderMeasure measure);
    /// A figure as the table shows it: "2,056", "≈ 9,722,222,295", "0.63 s", "—".
    static QString figure(const LadderRung &rung, LadderMeasure measure);
    /// "Backtracking, 8 × 8: 2,056 queens put, counted in 0.04 ms".
    static QString tip(const LadderRung &rung, LadderMeasure measure);
    /// What was estimated and left out, in a sentence or two (empty when all was counted).
    static QString note(const std::vector<LadderRung> &rungs, double budgetSeconds);
};

} // namespace nq
