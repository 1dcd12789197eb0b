// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/projectorsplit.h"

#include <algorithm>

namespace nq {

namespace {
/// The column's least share of the screen's width, without a side panel.
constexpr double kColumnShare = 0.36;
} // namespace

ProjectorSplit ProjectorSplit::of(const Room &r, Side side, int centralLeast)
{
    ProjectorSplit s;
    const int board61 = std::max(r.boardView61, r.width / 3 + 2);
    const int besideLeft = r.width - board61 - r.leastColumn - r.margins - 3 * r.separator;
    s.under = side == Side::Log && besideLeft < r.leastLogBeside;
    if (s.under) {
        // The board keeps 61 % of the height; the log takes the rest under it.
        s.logHeight = std::max(r.leastLogHeight, r.high - board61 - r.separator - r.logTrim);
        s.view = std::max(board61,
                          std::min(r.high - s.logHeight - r.separator,
                                   int((r.width - r.margins - r.separator) * (1 - kColumnShare))));
    } else if (side != Side::None) {
        s.sideWidth
            = std::clamp(besideLeft, r.leastSide,
                         std::max(r.leastSide, r.width * (side == Side::Tree ? 42 : 30) / 100));
        s.view = board61;
    }
    const int usable
        = r.width - (s.sideWidth > 0 ? s.sideWidth + r.separator : 0) - r.margins - r.separator;
    if (side == Side::None) {
        const int comfortable = usable - r.comfortableColumn;
        s.view = std::min(
            { r.high, std::max(r.boardView70, comfortable), int(usable * (1 - kColumnShare)) });
    }
    s.view = std::max(s.view, centralLeast - r.margins);
    s.column = usable - s.view;
    return s;
}

} // namespace nq
