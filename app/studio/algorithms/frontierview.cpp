// SPDX-License-Identifier: GPL-3.0-or-later
// Breadth-first search keeps partial boards in a queue, depth-first search in a stack: the
// same code. Their steps take a board out and build new ones from it.
#include "algorithms/views.h"

#include <QLocale>
#include <QPainter>
#include <QPalette>

namespace nq {
void FrontierView::paintData(DataCanvas &c, const PlayState &s) const
{
    QPainter &p = c.painter();
    const int n = s.n;
    const QLocale locale;
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
    const QFontMetrics fm(c.font());
    const qreal labelW = fm.horizontalAdvance(tr("%1 queens").arg(n)) + 16;
    const int rows = int(s.frontier.size());
    const qreal h
        = std::clamp<qreal>((c.height() - y - DataCanvas::kPad) / std::max(rows, 1), 6, 24);
    for (int d = 0; d < rows; ++d) {
        const qint64 v = std::max<qint64>(s.frontier[std::size_t(d)], 0);
        const QRectF row(DataCanvas::kPad, y, c.width() - 2 * DataCanvas::kPad, h - 2);
        p.setPen(c.palette().color(QPalette::WindowText));
        if (h >= fm.height() * 0.8)
            p.drawText(QRectF(row.left(), row.top(), labelW, row.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, tr("%n queen(s)", nullptr, d));
        const qreal barMax = row.width() - labelW - 80;
        const QRectF bar(row.left() + labelW, row.top(), barMax * double(v) / double(most),
                         row.height());
        p.fillRect(bar, c.theme().consider);
        if (h >= fm.height() * 0.8)
            p.drawText(QRectF(bar.right() + 6, row.top(), 80, row.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, locale.toString(v));
        y += h;
    }
}

} // namespace nq
