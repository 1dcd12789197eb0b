// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithms.h"

#include "solver.h"

#include <algorithm>

namespace nq {

namespace {

QString translated(const char *source)
{
    return QCoreApplication::translate("nq::Algorithms", source);
}

std::vector<AlgorithmInfo> makeCatalogue()
{
    // Each entry lives beside its algorithm, in core/solvers/<name>.h, next to the Line enum
    // that indexes its pseudocode.
    return {
        solvers::bruteForceInfo(),        solvers::branchColumnsInfo(),
        solvers::permutationsInfo(),      solvers::backtrackingInfo(),
        solvers::backtrackingCheckInfo(), solvers::backtrackingIterativeInfo(),
        solvers::bitmaskInfo(),           solvers::breadthFirstInfo(),
        solvers::depthFirstStackInfo(),   solvers::minConflictsInfo(),
        solvers::constructionInfo(),
    };
}

} // namespace

QString AlgorithmInfo::displayName() const
{
    return translated(nameSource);
}

QString AlgorithmInfo::description() const
{
    return translated(descriptionSource);
}

QStringList AlgorithmInfo::pseudocode() const
{
    QStringList lines;
    for (const char *line : pseudocodeSource)
        lines << translated(line);
    return lines;
}

QString AlgorithmInfo::sizeRange() const
{
    return QStringLiteral("%1-%2").arg(minSize).arg(maxSize);
}

const std::vector<AlgorithmInfo> &Algorithms::all()
{
    static const std::vector<AlgorithmInfo> catalogue = makeCatalogue();
    return catalogue;
}

const AlgorithmInfo *Algorithms::find(QStringView key)
{
    for (const AlgorithmInfo &info : all()) {
        if (key == QLatin1StringView(info.key))
            return &info;
    }
    return nullptr;
}

const AlgorithmInfo &Algorithms::info(AlgorithmId id)
{
    if (id == AlgorithmId::Domination)
        return domination();
    return all()[static_cast<std::size_t>(id)];
}

const AlgorithmInfo &Algorithms::domination()
{
    static const AlgorithmInfo info = solvers::dominationInfo();
    return info;
}

QString Algorithms::keyList()
{
    QStringList keys;
    for (const AlgorithmInfo &info : all())
        keys << info.idString();
    return keys.join(QStringLiteral(", "));
}

int Algorithms::maxDrawnSize(AlgorithmId id)
{
    const AlgorithmInfo &a = info(id);
    return std::min(a.maxSize, a.enumerates ? 32 : kMaxDrawnSize);
}

} // namespace nq
