// SPDX-License-Identifier: GPL-3.0-or-later
// Breadth-first search keeps partial boards in a queue, depth-first search in a stack: the
// same code. Their steps take a board out and build new ones from it.
#include "algorithms/views.h"

#include <QFontMetrics>

namespace nq {
void FrontierView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    qreal y = DataCanvas::kPad;
    qint64 total = 0, most = 1;
    for (const qint64 v : s.frontier) {
        total += std::max<qint64>(v, 0);
        most = std::max(most, v);
    }
    y = c.text(y,
               m_queue ? tr("Boards waiting in the queue: %L1").arg(total)
                       : tr("Boards waiting on the stack: %L1").arg(total),
               true);
    // One labelled bar per number of queens that has boards waiting, as tall as its words at
    // any font (a projector's included): the levels with none are left out.
    const QFontMetrics fm(c.font());
    const qreal labelW = fm.horizontalAdvance(tr("%n queen(s)", nullptr, n)) + 16;
    for (int d = 0; d < int(s.frontier.size()); ++d) {
        const qint64 v = s.frontier[std::size_t(d)];
        if (v > 0)
            y = c.barRow(y, tr("%n queen(s)", nullptr, d), labelW, v, most);
    }
}

} // namespace nq
