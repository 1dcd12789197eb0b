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
    const Parsed p = parse();
    // Bounded by the catalogue: every solution of up to 16 x 16 held compactly (about 17 bytes
    // each, 250 MB at 16), one line per class.
    const int n = boardSize(p, 1, SolutionCatalog::kMaxSize, QString());
    const ListFormat format = listFormat(p.values.value(QStringLiteral("--format")));
    SolutionCatalog catalog;
    catalog.build(n, nullptr, {}, threads(p));
    BufferedOut out;
    ListWriter list(out, format);
    for (std::int64_t k = 0; k < catalog.classCount(); ++k) {
        const int size = catalog.symmetryClass(k).size;
        const Placement representative = catalog.representative(k);
        if (format == ListFormat::Text)
            list.add(QStringLiteral("%1\t%2").arg(size).arg(placementToText(representative)),
                     QString());
        else
            list.add(QString(),
                     QStringLiteral("{\"size\":%1,\"representative\":%2}")
                         .arg(size)
                         .arg(placementToJson(representative)));
    }
    list.finish();
    return Ok;
}

} // namespace nq
