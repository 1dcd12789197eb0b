// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens classes
#include "commandline.h"
#include "cliutil.h"

#include "algorithms.h"
#include "placement.h"
#include "sinks.h"
#include "solver.h"
#include "symmetry.h"

namespace nq {

using namespace cli;

int CommandLine::classes()
{
    const Parsed p = parse({}, {});
    const AlgorithmInfo &info = Algorithms::info(AlgorithmId::Bitmask);
    RunOptions options;
    options.n = boardSize(p, info.minSize, 16, QString());
    std::vector<Placement> all;
    SolutionSink sink { [&all](std::span<const int> placement) {
        all.emplace_back(placement.begin(), placement.end());
    } };
    runAlgorithm(info.id, sink, options);
    QString out;
    for (const SymmetryClass &c : Symmetry::group(all))
        out += QStringLiteral("%1\t%2\n").arg(c.size).arg(placementToJson(c.representative));
    writeOut(out);
    return Ok;
}

} // namespace nq
