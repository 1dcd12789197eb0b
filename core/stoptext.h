// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "breakpoint.h"
#include "stopcondition.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <optional>

namespace nq {

/**
 * Breakpoints and stop conditions as text, for the settings, lesson files and the command
 * line. A line is named by its LineKeys key, rows and columns are counted from 1:
 *
 *     take                      a breakpoint on the line "take"
 *     take row=5 col=4 every=3 off
 *     solution | nth-solution=K | backtrack | line=KEY | place=R,C
 *     depth-reached=D | depth-left=D | step=N
 *
 * Reading checks everything against the algorithm and the board: an unknown key, a line that
 * makes no step of its own (a breakpoint there would never stop), a malformed or out-of-range
 * number each give a message naming what is wrong, and no value.
 */
class StopText
{
    Q_DECLARE_TR_FUNCTIONS(nq::StopText)
public:
    static QString write(AlgorithmId algorithm, const Breakpoint &breakpoint);
    static std::optional<Breakpoint> readBreakpoint(AlgorithmId algorithm, int n, QStringView text,
                                                    QString *error);
    static QString write(AlgorithmId algorithm, const StopCondition &condition);
    static std::optional<StopCondition> readCondition(AlgorithmId algorithm, int n,
                                                      QStringView text, QString *error);
    /// The kinds readCondition() accepts, for messages and help.
    static QString conditionKinds();
};

} // namespace nq
