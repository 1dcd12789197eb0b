// SPDX-License-Identifier: GPL-3.0-or-later
// Breadth-first search keeps partial boards in a queue, depth-first search in a stack: the
// same code. Their steps take a board out and build new ones from it.
#include "algorithms/views.h"

#include <QLocale>
#include <QPainter>
#include <QPalette>

namespace nq {

QString FrontierView::caption(const StoredEvent &e, const PlayState &state) const
{
    const int r = e.row + 1, c = e.col + 1;
    switch (e.kind) {
    case EventKind::Place:
        return tr("New board: the stored board plus a queen on row %1, column %2.").arg(r).arg(c);
    case EventKind::Remove:
        return tr("Back to the board taken out; the new board waits for its turn.");
    case EventKind::SetBoard:
        return (m_queue ? tr("Take the oldest board out of the queue: %n queen(s) on it.", nullptr,
                             state.depth())
                        : tr("Pop the newest board off the stack: %n queen(s) on it.", nullptr,
                             state.depth()))
            + u' ' + tr("%n board(s) still wait.", nullptr, int(e.value));
    default:
        return {};
    }
}

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

std::vector<CounterSpec> FrontierView::counters(const RunOptions &) const
{
    return { Counters::step(),
             Counters::absent(QStringLiteral("placements"), Counters::tr("Queens placed"),
                              tr("Not used here: every board taken out brings its queens back; "
                                 "see Boards taken out.")),
             Counters::tested(Counters::tr("Squares tested"),
                              tr("Squares of the next row tried on the board taken out.")),
             Counters::conflicts(Counters::tr("Conflicts"),
                                 tr("Tried squares found attacked; no new board is stored for "
                                    "them.")),
             Counters::absent(QStringLiteral("backtracks"), Counters::tr("Backtracks"),
                              tr("Not used here: a board that is done is dropped, never undone.")),
             Counters::boards(
                 m_queue ? tr("Boards taken from the queue") : tr("Boards taken from the stack"),
                 tr("Partial boards taken out to be extended by one queen."),
                 [](const PlayState &s) { return std::optional<qint64>(s.wholeBoards); }),
             Counters::solutions(),
             Counters::onBoard(),
             Counters::underAttack() };
}

} // namespace nq
