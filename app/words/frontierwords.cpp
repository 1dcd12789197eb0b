// SPDX-License-Identifier: GPL-3.0-or-later
// Breadth-first search keeps partial boards in a queue, depth-first search in a stack: the
// same code. Their steps take a board out and build new ones from it.
#include "wordsof.h"

namespace nq {

QString FrontierWords::caption(const StoredEvent &e, const PlayState &state) const
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

std::vector<CounterSpec> FrontierWords::counters(const RunOptions &) const
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
