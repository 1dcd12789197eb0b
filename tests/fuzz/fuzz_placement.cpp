// SPDX-License-Identifier: GPL-3.0-or-later
// Placements typed on the command line or pasted: "C1,C2,..." (columns from 1, "-" or 0 for an
// empty row). A placement read back has n rows, each -1 (empty) or a column of 0..n-1 used at
// most once; anything else must come back as an error with a message.
#include "placement.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const int n = data[0] % 40; // 0 too: a size nobody accepts
    const QString text
        = QString::fromUtf8(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    QString error;
    const std::optional<nq::Placement> p = nq::parsePlacement(text, n, &error);
    if (p) {
        if (int(p->size()) != n)
            std::abort();
        std::vector<bool> seen(std::size_t(n), false);
        for (const int c : *p) {
            if (c == -1)
                continue;
            if (c < 0 || c >= n || seen[std::size_t(c)])
                std::abort();
            seen[std::size_t(c)] = true;
        }
        // The one text form reads back: what solve prints, render and solve --placement take.
        if (nq::parsePlacement(nq::placementToText(*p), n) != p)
            std::abort();
    } else if (error.isEmpty()) {
        std::abort();
    }
    return 0;
}
