// SPDX-License-Identifier: GPL-3.0-or-later
#include "stopwords.h"

#include <QStringList>

namespace nq {

QString StopWords::line(AlgorithmId algorithm, int line)
{
    const QStringList code = Algorithms::info(algorithm).pseudocode();
    const QString words = line >= 0 && line < code.size() ? code[line].trimmed() : QString();
    return tr("line %1, %2").arg(line + 1).arg(words);
}

QString StopWords::conditions(const Breakpoint &b)
{
    QStringList parts;
    if (b.row >= 0 && b.col >= 0)
        parts << tr("on (%1, %2)").arg(b.row + 1).arg(b.col + 1);
    else if (b.row >= 0)
        parts << tr("row %1").arg(b.row + 1);
    if (b.every > 1)
        parts << tr("every %1 hits").arg(b.every);
    return parts.join(QStringLiteral(", "));
}

QString StopWords::condition(AlgorithmId algorithm, const StopCondition &c)
{
    using Kind = StopCondition::Kind;
    switch (c.kind) {
    case Kind::Never:
        return tr("the end of the run");
    case Kind::Solution:
        return tr("a solution");
    case Kind::NthSolution:
        return tr("solution %L1").arg(c.count);
    case Kind::Backtrack:
        return tr("a queen taken back");
    case Kind::Line:
        return line(algorithm, c.line);
    case Kind::PlaceOn:
        return tr("a queen put on (%1, %2)").arg(c.square.row + 1).arg(c.square.col + 1);
    case Kind::DepthReached:
        return tr("%n queen(s) on the board", nullptr, int(c.count));
    case Kind::DepthLeft:
        return tr("fewer than %n queen(s) on the board", nullptr, int(c.count));
    case Kind::Step:
        return tr("step %L1").arg(c.count);
    case Kind::Breakpoints:
        return tr("a breakpoint");
    }
    return {};
}

QString StopWords::stopped(AlgorithmId algorithm, const StopCondition &c, const PlayState &state,
                           bool back)
{
    const int index = c.breakpointAt(state.last, state);
    if (index >= 0 && c.breakpoints) {
        const Breakpoint &b = (*c.breakpoints)[std::size_t(index)];
        const bool counted
            = std::size_t(index) < state.hits.size() && countSameHits(c.breakpoints, state.counted);
        const QString where = line(algorithm, b.line);
        return counted ? tr("Stopped at breakpoint: %1 (hit %L2).")
                             .arg(where)
                             .arg(state.hits[std::size_t(index)])
                       : tr("Stopped at breakpoint: %1.").arg(where);
    }
    return back ? tr("Went back to %1.").arg(condition(algorithm, c))
                : tr("Stopped at %1.").arg(condition(algorithm, c));
}

QString StopWords::notFoundBack(AlgorithmId algorithm, const StopCondition &c,
                                std::int64_t position)
{
    return tr("No earlier step with %1: still at step %L2.")
        .arg(condition(algorithm, c))
        .arg(position);
}

} // namespace nq
