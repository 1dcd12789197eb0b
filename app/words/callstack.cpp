// SPDX-License-Identifier: GPL-3.0-or-later
// The call stacks of the searches that fill the board row by row: one call per row (the
// recursive searches), or one entry of the array of columns per row (the iterative one).
#include "callstack_p.h"

namespace nq {

QString CallStack::cells(const std::vector<int> &values, const QString &empty)
{
    QStringList out;
    for (const int v : values)
        out << (v < 0 ? empty : QString::number(v));
    return out.join(QLatin1Char(' '));
}

QString CallStack::maskText(quint64 bits, int width)
{
    QStringList out;
    for (int c = 0; c < width && c < 64; ++c)
        out << QString::number((bits >> c) & 1);
    return out.join(QLatin1Char(' '));
}

namespace callstack {

int topRow(const PlayState &s)
{
    const StoredEvent &e = s.last;
    if (e.line < 0)
        return std::min(s.depth(), s.n); // the start, or fixed queens shown at once
    if (e.kind == EventKind::Check || e.kind == EventKind::Solution)
        return s.n; // a whole board checked (its row names an attacker) or recorded
    if (e.row >= 0 && e.row < s.n)
        return e.row;
    return s.n; // a whole board checked or recorded: the call past the last row
}

StackFrame rowFrame(const PlayState &s, int r, const QString &call)
{
    StackFrame f;
    f.call = call;
    f.row = r;
    f.seekable = true;
    if (r == 0) {
        f.beganAtStart = true;
        f.returns = StopCondition::never();
    } else {
        const int c = s.board()[std::size_t(r - 1)];
        if (c < 0)
            f.beganAtStart = true; // a fixed queen, there from the start
        else
            f.began = StopCondition::placeOn({ r - 1, c });
        f.returns = StopCondition::depthLeft(r);
    }
    return f;
}

StackVariable variable(const QString &name, const QString &value, bool changed)
{
    StackVariable v;
    v.name = name;
    v.value = value;
    v.changed = changed;
    return v;
}

StackVariable mask(const QString &name, quint64 bits, int width, bool changed)
{
    StackVariable v = variable(name, CallStack::maskText(bits, width), changed);
    v.isMask = true;
    v.bits = bits;
    v.width = width;
    return v;
}

bool queenMoved(const PlayState &s)
{
    return s.last.kind == EventKind::Place || s.last.kind == EventKind::Remove
        || s.last.kind == EventKind::SetBoard;
}

// The calls of a row-by-row search: rows 1 to the top one, each with its loop variable (the
// column of its queen; the top one's the square it tries).
void addRowFrames(CallStack &out, const PlayState &s, const QString &callFormat,
                  const QString &loop, bool arrayOnly = false)
{
    // The array has no entry past the last row: the iterative search records in its call.
    const int top = arrayOnly ? std::min(topRow(s), s.n - 1) : topRow(s);
    for (int r = 0; r <= top; ++r) {
        StackFrame f = rowFrame(s, r, callFormat.arg(r + 1));
        int c = r < s.n ? s.board()[std::size_t(r)] : -1;
        bool changed = false;
        if (r == top) {
            const bool here = s.last.row == top && s.last.col >= 0;
            if (here)
                c = s.last.col;
            else if (!arrayOnly)
                c = -1;
            changed = here && (s.last.kind == EventKind::Consider || queenMoved(s));
        }
        if (c >= 0)
            f.locals.push_back(variable(loop, QString::number(c + 1), changed));
        out.frames.push_back(std::move(f));
    }
}

std::vector<int> columnsFromOne(const PlayState &s, int rows)
{
    std::vector<int> x;
    for (int r = 0; r < rows && r < s.n; ++r) {
        const int c = s.board()[std::size_t(r)];
        x.push_back(c < 0 ? -1 : c + 1);
    }
    return x;
}

void addColumnArray(CallStack &out, const PlayState &s, const QString &name)
{
    if (s.n > 64) {
        out.shared.push_back(
            variable(name, CallStack::tr("%1 entries, too many to list").arg(s.n), false));
        return;
    }
    out.shared.push_back(variable(name, CallStack::cells(columnsFromOne(s, s.n)), queenMoved(s)));
}

// Flag backtracking's three arrays, each entry 0 or 1, counted as the pseudocode counts them.
void addFlags(CallStack &out, const PlayState &s)
{
    if (s.n > 64)
        return;
    const int n = s.n;
    std::vector<int> col(std::size_t(n), 0), dpos(std::size_t(2 * n - 1), 0),
        dneg(std::size_t(2 * n - 1), 0);
    for (int r = 0; r < n; ++r) {
        const int c = s.board()[std::size_t(r)];
        if (c < 0)
            continue;
        col[std::size_t(c)] = 1;
        dpos[std::size_t(r + c)] = 1;
        dneg[std::size_t(r - c + n - 1)] = 1;
    }
    const bool moved = queenMoved(s);
    out.shared.push_back(
        variable(QStringLiteral("col[1..%1]").arg(n), CallStack::cells(col), moved));
    out.shared.push_back(
        variable(QStringLiteral("dpos[2..%1]").arg(2 * n), CallStack::cells(dpos), moved));
    out.shared.push_back(
        variable(QStringLiteral("dneg[1..%1]").arg(2 * n - 1), CallStack::cells(dneg), moved));
}

} // namespace callstack

CallStack CallStack::of(AlgorithmId algorithm, const PlayState &state, const Problem &problem)
{
    using namespace callstack;
    CallStack out;
    if (state.n <= 0)
        return out;
    if (state.finished) {
        out.note = tr("The run is over: every call has returned.");
        return out;
    }
    switch (algorithm) {
    case AlgorithmId::Backtracking:
        out.recursive = true;
        out.title = tr("Calls of solve");
        addRowFrames(out, state, QStringLiteral("solve(r = %1)"), QStringLiteral("c"));
        addFlags(out, state);
        break;
    case AlgorithmId::BruteForce:
    case AlgorithmId::BranchColumns:
    case AlgorithmId::BacktrackingCheck:
        out.recursive = true;
        out.title = tr("Calls of solve");
        addRowFrames(out, state, QStringLiteral("solve(row = %1)"), QStringLiteral("col"));
        addColumnArray(out, state, QStringLiteral("x[1..%1]").arg(state.n));
        break;
    case AlgorithmId::BacktrackingIterative:
        out.title = tr("The array x plays the stack: one entry per row");
        addRowFrames(out, state, QStringLiteral("row = %1"), QStringLiteral("x[row]"), true);
        addColumnArray(out, state, QStringLiteral("x[1..%1]").arg(state.n));
        break;
    case AlgorithmId::Bitmask:
        addBitmaskFrames(out, state);
        break;
    case AlgorithmId::Domination:
        addDominationFrames(out, state, problem);
        break;
    case AlgorithmId::BreadthFirst:
    case AlgorithmId::DepthFirstStack:
        addFrontier(out, state, algorithm == AlgorithmId::BreadthFirst);
        break;
    case AlgorithmId::Permutations:
    case AlgorithmId::MinConflicts:
    case AlgorithmId::Construction:
        out.title = tr("No calls: this algorithm has no recursion");
        addColumnArray(out, state, QStringLiteral("cols[1..%1]").arg(state.n));
        break;
    }
    return out;
}

} // namespace nq
