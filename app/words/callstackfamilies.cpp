// SPDX-License-Identifier: GPL-3.0-or-later
// The call stacks of bitmask backtracking (its masks per call), of domination (a call per queen)
// and of the frontier searches (the queue or stack of boards, by queens per board).
#include "callstack_p.h"

#include <numeric>

namespace nq::callstack {

namespace {

struct Masks
{
    quint64 left = 0, down = 0, right = 0, free = 0;
};

// The masks row r is called with: the squares the queens above it attack.
Masks masksOf(const PlayState &s, int r)
{
    Masks m;
    for (int q = 0; q < r && q < s.n; ++q) {
        const int c = s.board()[std::size_t(q)];
        if (c < 0)
            continue;
        const int d = r - q;
        m.down |= quint64(1) << c;
        if (c - d >= 0)
            m.left |= quint64(1) << (c - d);
        if (c + d < s.n)
            m.right |= quint64(1) << (c + d);
    }
    const quint64 full = s.n >= 64 ? ~quint64(0) : ((quint64(1) << s.n) - 1);
    m.free = ~(m.left | m.down | m.right) & full;
    return m;
}

// The free squares a call has not taken yet once it took the one on column c (lowest first).
quint64 above(quint64 free, int c)
{
    return c >= 63 ? 0 : free & ~((quint64(2) << c) - 1);
}

} // namespace

void addBitmaskFrames(CallStack &out, const PlayState &s)
{
    out.recursive = true;
    out.title = CallStack::tr("Calls of solve (bits in the board's column order)");
    const int top = topRow(s);
    const int n = s.n;
    for (int r = 0; r <= top; ++r) {
        StackFrame f = rowFrame(s, r, QStringLiteral("solve(row = %1)").arg(r + 1));
        const Masks m = masksOf(s, r);
        f.locals.push_back(mask(QStringLiteral("left"), m.left, n, false));
        f.locals.push_back(mask(QStringLiteral("down"), m.down, n, false));
        f.locals.push_back(mask(QStringLiteral("right"), m.right, n, false));
        if (r < n) {
            int c = s.board()[std::size_t(r)];
            bool changed = false;
            if (r == top) {
                const bool here = s.last.row == top && s.last.col >= 0;
                c = here ? s.last.col : -1;
                changed = here && s.last.kind == EventKind::Consider;
            }
            f.locals.push_back(
                mask(QStringLiteral("free"), c < 0 ? m.free : above(m.free, c), n, changed));
            if (c >= 0)
                f.locals.push_back(mask(QStringLiteral("bit"), quint64(1) << c, n, changed));
        }
        out.frames.push_back(std::move(f));
    }
}

void addDominationFrames(CallStack &out, const PlayState &s, const Problem &problem)
{
    out.recursive = true;
    out.title = CallStack::tr("Calls of cover");
    const std::vector<Square> &queens = s.queens();
    const int depth = int(queens.size());
    const bool put = s.last.kind == EventKind::Place;
    const int top = put ? depth - 1 : depth;
    const bool lastHere = s.last.row >= 0 && s.last.col >= 0
        && (s.last.kind == EventKind::Consider || s.last.kind == EventKind::Conflict
            || s.last.kind == EventKind::Remove || put);
    for (int d = 0; d <= top; ++d) {
        StackFrame f;
        f.call = QStringLiteral("cover(queens left = %1)").arg(problem.queens - d);
        f.seekable = true;
        if (d == 0) {
            f.beganAtStart = true;
            f.returns = StopCondition::never();
        } else {
            f.began = StopCondition::placeOn(queens[std::size_t(d - 1)]);
            f.returns = StopCondition::depthLeft(d);
        }
        Square q = d < top ? queens[std::size_t(d)] : Square {};
        if (d == top && lastHere)
            q = { s.last.row, s.last.col };
        if (q.row >= 0)
            f.locals.push_back(variable(QStringLiteral("q"),
                                        QStringLiteral("(%1, %2)").arg(q.row + 1).arg(q.col + 1),
                                        d == top && s.last.kind == EventKind::Consider));
        out.frames.push_back(std::move(f));
    }
    out.shared.push_back(variable(CallStack::tr("uncovered squares"),
                                  QString::number(s.uncovered()), queenMoved(s)));
}

void addFrontier(CallStack &out, const PlayState &s, bool queue)
{
    out.title = queue ? CallStack::tr("The queue plays the stack: boards waiting, by queens")
                      : CallStack::tr("The stack of boards waiting, by queens");
    const std::int64_t total
        = std::accumulate(s.frontier.begin(), s.frontier.end(), std::int64_t(0));
    // The top is what comes out next: the queue's head (fewest queens), the stack's newest.
    std::vector<StackFrame> frames;
    for (std::size_t d = 0; d < s.frontier.size(); ++d) {
        if (s.frontier[d] <= 0)
            continue;
        StackFrame f;
        f.call = CallStack::tr("%n board(s) of %1 queens", nullptr, int(s.frontier[d])).arg(d);
        frames.push_back(std::move(f));
    }
    if (queue)
        std::reverse(frames.begin(), frames.end());
    out.frames = std::move(frames);
    out.shared.push_back(variable(
        queue ? CallStack::tr("queue size") : CallStack::tr("stack size"), QString::number(total),
        s.last.kind == EventKind::SetBoard || s.last.kind == EventKind::Place));
    out.shared.push_back(variable(QStringLiteral("row"), QString::number(s.depth() + 1), false));
    if (total == 0)
        out.note = CallStack::tr("Nothing waits: the board taken out is the last.");
}

} // namespace nq::callstack
