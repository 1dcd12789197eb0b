// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ladderfigures.h"

#include <QLocale>
#include <QStringList>

namespace nq {

namespace {

bool testsBoards(AlgorithmId id)
{
    return id == AlgorithmId::BruteForce || id == AlgorithmId::Permutations;
}

QString duration(double seconds)
{
    const QLocale locale;
    if (seconds < 1e-3)
        return LadderFigures::tr("%1 µs").arg(locale.toString(seconds * 1e6, 'f', 1));
    if (seconds < 1)
        return LadderFigures::tr("%1 ms").arg(locale.toString(seconds * 1e3, 'f', 1));
    return LadderFigures::tr("%1 s").arg(locale.toString(seconds, 'f', 2));
}

} // namespace

double LadderFigures::value(const LadderRung &rung, LadderMeasure measure)
{
    if (rung.kind == RungKind::LeftOut)
        return -1;
    switch (measure) {
    case LadderMeasure::Visited:
        return rung.visited();
    case LadderMeasure::Tested:
        return double(rung.stats.tested + (testsBoards(rung.algorithm) ? rung.stats.boards : 0));
    case LadderMeasure::Time:
        return rung.seconds;
    }
    return -1;
}

std::vector<LadderLine> LadderFigures::lines(const std::vector<LadderRung> &rungs,
                                             LadderMeasure measure)
{
    std::vector<LadderLine> out;
    for (const LadderRung &rung : rungs) {
        if (out.empty() || out.back().algorithm != rung.algorithm) {
            LadderLine line;
            line.algorithm = rung.algorithm;
            line.name = Algorithms::info(rung.algorithm).displayName();
            out.push_back(line);
        }
        const double v = value(rung, measure);
        if (v <= 0)
            continue;
        out.back().points.push_back(
            { rung.n, v, rung.kind == RungKind::Estimated, tip(rung, measure) });
    }
    return out;
}

QString LadderFigures::measureName(LadderMeasure measure)
{
    switch (measure) {
    case LadderMeasure::Visited:
        return tr("Boards or nodes visited");
    case LadderMeasure::Tested:
        return tr("Squares or boards tested");
    case LadderMeasure::Time:
        return tr("Time (seconds)");
    }
    return {};
}

QString LadderFigures::figure(const LadderRung &rung, LadderMeasure measure)
{
    const double v = value(rung, measure);
    if (v < 0)
        return tr("—");
    const QString text
        = measure == LadderMeasure::Time ? duration(v) : QLocale().toString(v, 'f', 0);
    return rung.kind == RungKind::Estimated ? tr("≈ %1").arg(text) : text;
}

QString LadderFigures::tip(const LadderRung &rung, LadderMeasure measure)
{
    const QString who
        = tr("%1, %2 × %2").arg(Algorithms::info(rung.algorithm).displayName()).arg(rung.n);
    if (rung.kind == RungKind::LeftOut)
        return tr("%1: left out (beyond the time allowed)").arg(who);
    const QString count = QLocale().toString(value(rung, measure), 'f', 0);
    QString what;
    switch (measure) {
    case LadderMeasure::Visited:
        what = testsBoards(rung.algorithm) ? tr("%1 boards visited").arg(count)
                                           : tr("%1 queens put").arg(count);
        break;
    case LadderMeasure::Tested:
        what = testsBoards(rung.algorithm) ? tr("%1 boards tested").arg(count)
                                           : tr("%1 squares tested").arg(count);
        break;
    case LadderMeasure::Time:
        what = duration(rung.seconds);
        break;
    }
    return rung.kind == RungKind::Estimated
        ? tr("%1: about %2 (estimated by Knuth's method)").arg(who, what)
        : tr("%1: %2 (counted)").arg(who, what);
}

QString LadderFigures::note(const std::vector<LadderRung> &rungs, double budgetSeconds)
{
    QStringList estimated, leftOut;
    for (std::size_t i = 0; i < rungs.size(); ++i) {
        const LadderRung &r = rungs[i];
        const bool first
            = i == 0 || rungs[i - 1].algorithm != r.algorithm || rungs[i - 1].kind != r.kind;
        if (!first)
            continue;
        const QString from
            = tr("%1 from %2 × %2").arg(Algorithms::info(r.algorithm).displayName()).arg(r.n);
        if (r.kind == RungKind::Estimated)
            estimated << from;
        else if (r.kind == RungKind::LeftOut)
            leftOut << from;
    }
    QStringList sentences;
    if (!estimated.isEmpty())
        sentences << tr("Beyond %1 s a size is not run but estimated by Knuth's method (dashed): "
                        "%2.")
                         .arg(budgetSeconds)
                         .arg(estimated.join(tr(", ")));
    if (!leftOut.isEmpty())
        sentences
            << tr("Left out, beyond %1 s: %2.").arg(budgetSeconds).arg(leftOut.join(tr(", ")));
    return sentences.join(QLatin1Char(' '));
}

} // namespace nq
