// SPDX-License-Identifier: GPL-3.0-or-later
#include "question.h"

#include "placement.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iterator>

namespace nq {

namespace {

constexpr std::array<const char *, kQuestionKinds> kKindKeys {
    "next-queen",   "attacked",   "what-next",   "back-to-row",
    "free-columns", "next-level", "move-column", "uncovered",
};

bool rowSearch(AlgorithmId a)
{
    return a == AlgorithmId::Backtracking || a == AlgorithmId::BacktrackingCheck
        || a == AlgorithmId::BacktrackingIterative || a == AlgorithmId::Bitmask;
}

bool frontier(AlgorithmId a)
{
    return a == AlgorithmId::BreadthFirst || a == AlgorithmId::DepthFirstStack;
}

std::optional<NextStep> nextStepOf(EventKind kind)
{
    switch (kind) {
    case EventKind::Place:
        return NextStep::Place;
    case EventKind::Conflict:
        return NextStep::Conflict;
    case EventKind::Remove:
        return NextStep::Back;
    case EventKind::Solution:
        return NextStep::Solution;
    default:
        return std::nullopt;
    }
}

// The first event from `from` on that `stop` accepts, skipping those `skip` accepts; any other
// ends the search (No).
template <class Skip, class Stop>
Posed scan(const Lookahead &ahead, std::int64_t from, std::int64_t most, Skip skip, Stop stop,
           std::int64_t &at)
{
    for (std::int64_t k = from; k < most; ++k) {
        const StoredEvent *e = ahead(k);
        if (!e)
            return Posed::Wait;
        if (stop(*e)) {
            at = k;
            return Posed::Ask;
        }
        if (!skip(*e))
            return Posed::No;
    }
    return Posed::No;
}

} // namespace

const char *questionKindKey(QuestionKind kind)
{
    return kKindKeys[std::size_t(kind)];
}

std::optional<QuestionKind> questionKindFromKey(QStringView key)
{
    for (int i = 0; i < kQuestionKinds; ++i) {
        if (key == QLatin1StringView(kKindKeys[std::size_t(i)]))
            return QuestionKind(i);
    }
    return std::nullopt;
}

const char *nextStepKey(NextStep step)
{
    switch (step) {
    case NextStep::Place:
        return "place";
    case NextStep::Conflict:
        return "conflict";
    case NextStep::Back:
        return "back";
    case NextStep::Solution:
        return "solution";
    }
    return "";
}

namespace Questions {

bool fits(AlgorithmId a, QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextQueen:
        return rowSearch(a) || a == AlgorithmId::Domination;
    case QuestionKind::Attacked:
        return (rowSearch(a) && a != AlgorithmId::Bitmask) || frontier(a);
    case QuestionKind::WhatNext:
        return rowSearch(a) || frontier(a);
    case QuestionKind::BackToRow:
        return rowSearch(a);
    case QuestionKind::FreeColumns:
        return a == AlgorithmId::Bitmask;
    case QuestionKind::NextLevel:
        return a == AlgorithmId::BreadthFirst;
    case QuestionKind::MoveColumn:
        return a == AlgorithmId::MinConflicts;
    case QuestionKind::Uncovered:
        return a == AlgorithmId::Domination;
    }
    return false;
}

bool occasion(QuestionKind kind, AlgorithmId a, const PlayState &state, const StoredEvent &next)
{
    if (!fits(a, kind) || state.finished)
        return false;
    const EventKind last = state.position == 0 ? EventKind::Finished : state.last.kind;
    switch (kind) {
    case QuestionKind::NextQueen:
        // A queen was just put, the search starts, or a run of steps back has ended.
        return state.position == 0 || last == EventKind::Place
            || (last == EventKind::Remove && next.kind != EventKind::Remove);
    case QuestionKind::Attacked:
        return next.kind == EventKind::Consider;
    case QuestionKind::WhatNext: {
        if (!nextStepOf(next.kind))
            return false;
        if (next.kind == EventKind::Solution)
            return true;
        if (next.kind == EventKind::Remove) // a dead end (frontier searches put boards away)
            return last != EventKind::Remove && !(frontier(a) && last == EventKind::Place);
        // After the square tested (bitmask tests only free squares: always a queen).
        return last == EventKind::Consider && a != AlgorithmId::Bitmask;
    }
    case QuestionKind::BackToRow:
        return next.kind == EventKind::Remove && last != EventKind::Remove;
    case QuestionKind::FreeColumns:
        return (state.position == 0 || last == EventKind::Place) && state.depth() < state.n;
    case QuestionKind::NextLevel:
        if (next.kind != EventKind::SetBoard)
            return false;
        // The first board of a level is taken out: the board before it had fewer queens.
        return queensIn(next.placement) + 1 < state.n
            && (state.position == 0 || state.depth() < queensIn(next.placement));
    case QuestionKind::MoveColumn:
        return last == EventKind::Consider
            && (next.kind == EventKind::Remove || next.kind == EventKind::Examine);
    case QuestionKind::Uncovered:
        return last == EventKind::Place && state.uncovered() > 0;
    }
    return false;
}

Posed pose(QuestionKind kind, AlgorithmId a, const PlayState &state, const Lookahead &ahead,
           Question &q, std::int64_t most)
{
    const StoredEvent *next = ahead(0);
    if (!next)
        return Posed::Wait;
    if (!occasion(kind, a, state, *next))
        return Posed::No;
    q = Question {};
    q.kind = kind;
    q.position = state.position;
    const std::int64_t p = state.position;
    const BoardModel &board = state.model;
    std::int64_t at = 0;
    Posed posed = Posed::Ask;
    switch (kind) {
    case QuestionKind::NextQueen: {
        const auto looks = [](const StoredEvent &e) {
            return e.kind == EventKind::Consider || e.kind == EventKind::Conflict
                || e.kind == EventKind::Examine;
        };
        const auto puts = [](const StoredEvent &e) { return e.kind == EventKind::Place; };
        posed = scan(ahead, 0, most, looks, puts, at);
        if (posed == Posed::Ask) {
            const StoredEvent &e = *ahead(at);
            q.right.square = { e.row, e.col };
            q.shownAt = p + at + 1;
        }
        break;
    }
    case QuestionKind::Attacked: {
        const StoredEvent *result = ahead(1);
        if (!result)
            return Posed::Wait;
        if (result->kind != EventKind::Conflict && result->kind != EventKind::Place)
            return Posed::No;
        q.square = { next->row, next->col };
        q.right.yes = result->kind == EventKind::Conflict;
        if (q.right.yes) {
            q.right.square = { result->byRow, result->byCol };
            for (Square queen : board.queens()) {
                if (!(queen == q.square) && attackBetween(queen, q.square) != ConflictReason::None)
                    q.alsoRight.push_back(queen);
            }
        }
        q.shownAt = p + 2;
        break;
    }
    case QuestionKind::WhatNext:
        q.right.next = *nextStepOf(next->kind);
        if (state.position > 0 && state.last.kind == EventKind::Consider)
            q.square = { state.last.row, state.last.col }; // the square being tested
        q.shownAt = p + 1;
        break;
    case QuestionKind::BackToRow: {
        const auto removes = [](const StoredEvent &e) { return e.kind == EventKind::Remove; };
        const auto resumes = [](const StoredEvent &e) {
            return e.kind == EventKind::Consider || e.kind == EventKind::Place
                || e.kind == EventKind::Conflict;
        };
        posed = scan(ahead, 0, most, removes, resumes, at);
        if (posed == Posed::Ask) {
            q.right.row = ahead(at)->row;
            q.shownAt = p + at; // the last queen taken back
        }
        break;
    }
    case QuestionKind::FreeColumns: {
        const int row = state.depth();
        q.square = { row, -1 };
        for (int c = 0; c < state.n; ++c) {
            if (!board.isAttacked({ row, c }))
                q.right.columns.push_back(c);
        }
        q.shownAt = p + 1;
        break;
    }
    case QuestionKind::NextLevel: {
        const int level = queensIn(next->placement);
        std::int64_t boards = 0;
        const auto inLevel = [&](const StoredEvent &e) {
            if (e.kind == EventKind::Place && e.row == level)
                ++boards;
            return true;
        };
        const auto levelEnds = [&](const StoredEvent &e) {
            return e.kind == EventKind::Finished
                || (e.kind == EventKind::SetBoard && queensIn(e.placement) > level);
        };
        posed = scan(ahead, 1, most, inLevel, levelEnds, at);
        if (posed == Posed::Ask) {
            q.right.count = boards;
            q.shownAt = p + at;
        }
        break;
    }
    case QuestionKind::MoveColumn: {
        const Square queen { next->row, next->col };
        q.square = queen;
        int column = queen.col; // Examine: it stays
        if (next->kind == EventKind::Remove) {
            const StoredEvent *put = ahead(1);
            if (!put)
                return Posed::Wait;
            if (put->kind != EventKind::Place || put->row != queen.row)
                return Posed::No;
            column = put->col;
        }
        q.right.square = { queen.row, column };
        int fewest = -1;
        for (int c = 0; c < state.n; ++c) {
            const int attackers = board.attackersOf({ queen.row, c }, queen);
            if (fewest < 0 || attackers < fewest) {
                fewest = attackers;
                q.alsoRight.clear();
            }
            if (attackers == fewest)
                q.alsoRight.push_back({ queen.row, c });
        }
        if (std::find(q.alsoRight.begin(), q.alsoRight.end(), q.right.square) == q.alsoRight.end())
            q.alsoRight = { q.right.square };
        q.shownAt = p + (next->kind == EventKind::Remove ? 2 : 1);
        break;
    }
    case QuestionKind::Uncovered:
        for (int r = 0; r < state.n; ++r) {
            for (int c = 0; c < state.n; ++c) {
                if (board.cover({ r, c }) == 0)
                    q.alsoRight.push_back({ r, c });
            }
        }
        if (q.alsoRight.empty())
            return Posed::No;
        q.right.square = q.alsoRight.front();
        q.shownAt = p;
        break;
    }
    return posed;
}

bool isRight(const Question &q, const Answer &a)
{
    const auto among = [&](Square s) {
        return s == q.right.square
            || std::find(q.alsoRight.begin(), q.alsoRight.end(), s) != q.alsoRight.end();
    };
    switch (q.kind) {
    case QuestionKind::NextQueen:
        return a.square == q.right.square;
    case QuestionKind::Attacked:
        return a.yes == q.right.yes && (!a.yes || among(a.square));
    case QuestionKind::WhatNext:
        return a.next == q.right.next;
    case QuestionKind::BackToRow:
        return a.row == q.right.row;
    case QuestionKind::FreeColumns: {
        std::vector<int> given = a.columns;
        std::sort(given.begin(), given.end());
        given.erase(std::unique(given.begin(), given.end()), given.end());
        return given == q.right.columns;
    }
    case QuestionKind::NextLevel:
        return a.count == q.right.count;
    case QuestionKind::MoveColumn:
    case QuestionKind::Uncovered:
        return among(a.square);
    }
    return false;
}

} // namespace Questions

} // namespace nq
