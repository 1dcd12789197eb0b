// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens classes
#include "cliutil.h"
#include "commandline.h"

#include "placement.h"
#include "solutioncatalog.h"

namespace nq {

using namespace cli;

int CommandLine::classes()
{
    const Parsed p = parse({}, {});
    // Bounded by the catalogue: every solution of up to 16 x 16 held compactly (about 17 bytes
    // each, 250 MB at 16), one line per class.
    const int n = boardSize(p, 1, SolutionCatalog::kMaxSize, QString());
    SolutionCatalog catalog;
    catalog.build(n);
    BufferedOut out;
    for (std::int64_t k = 0; k < catalog.classCount(); ++k)
        out.add(QStringLiteral("%1\t%2\n")
                    .arg(catalog.symmetryClass(k).size)
                    .arg(placementToJson(catalog.representative(k))));
    return Ok;
}

} // namespace nq
