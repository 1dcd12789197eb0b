// SPDX-License-Identifier: GPL-3.0-or-later
#include "practice.h"

#include "sinks.h"
#include "solver.h"

#include "seedmix.h"

#include <algorithm>
#include <atomic>

namespace nq {

namespace {

int queensOf(const std::vector<int> &placement)
{
    return int(std::count_if(placement.begin(), placement.end(), [](int c) { return c >= 0; }));
}

} // namespace

const char *practiceActionKey(PracticeActionKind kind)
{
    switch (kind) {
    case PracticeActionKind::Put:
        return "put";
    case PracticeActionKind::Take:
        return "take";
    case PracticeActionKind::MarkAttacked:
        return "mark-attacked";
    case PracticeActionKind::Solution:
        return "solution";
    case PracticeActionKind::NextBoard:
        return "next-board";
    case PracticeActionKind::Pick:
        return "pick";
    case PracticeActionKind::Move:
        return "move";
    }
    return "";
}

const std::vector<AlgorithmId> &Exercise::algorithms()
{
    static const std::vector<AlgorithmId> list { AlgorithmId::Backtracking, AlgorithmId::Bitmask,
                                                 AlgorithmId::BreadthFirst,
                                                 AlgorithmId::MinConflicts,
                                                 AlgorithmId::Domination };
    return list;
}

bool Exercise::fits(AlgorithmId algorithm)
{
    const std::vector<AlgorithmId> &list = algorithms();
    return std::find(list.begin(), list.end(), algorithm) != list.end();
}

std::optional<Exercise> Exercise::make(const PracticeSetup &setup, QString *error,
                                       const std::atomic_bool *cancel)
{
    const AlgorithmId a = setup.algorithm;
    if (!fits(a)) {
        *error = tr("%1 has no exercise; practise flag backtracking, bitmask, breadth-first, "
                    "min-conflicts or domination.")
                     .arg(Algorithms::info(a).displayName());
        return std::nullopt;
    }
    const bool domination = a == AlgorithmId::Domination;
    const AlgorithmInfo &info = domination ? Algorithms::domination() : Algorithms::info(a);
    if (!info.acceptsSize(setup.problem.n) || domination != setup.problem.isDomination()
        || (domination && setup.problem.queens > setup.problem.n * setup.problem.n)) {
        *error = tr("%1 takes boards of %2 rows, not %3.")
                     .arg(info.displayName(), info.sizeRange())
                     .arg(setup.problem.n);
        return std::nullopt;
    }
    Exercise x;
    x.m_setup = setup;
    static_cast<Problem &>(x.m_options) = setup.problem;
    x.m_options.mode = info.enumerates ? SolveMode::All : SolveMode::First;
    if (a == AlgorithmId::MinConflicts)
        x.m_options.seed = setup.seed;
    // The run up to its first solution (and the step after it), read once.
    {
        std::atomic_bool stop { false };
        RunOptions options = x.m_options;
        options.cancel = &stop;
        bool solved = false;
        bool tooLong = false;
        StepSink sink { [&](const StepEvent &e) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                stop = true;
            if (stop.load(std::memory_order_relaxed))
                return;
            if (x.m_events.size() >= kMostEvents) {
                tooLong = true;
                stop = true;
                return;
            }
            x.m_events.push_back(StoredEvent::from(e));
            if (solved)
                stop = true;
            solved = solved || e.kind == EventKind::Solution;
        } };
        runAlgorithm(a, sink, options);
        if (cancel && cancel->load()) {
            error->clear();
            return std::nullopt;
        }
        if (tooLong) {
            *error = tr("%1 on %2 x %2 takes more than %L3 steps to its first solution: too "
                        "long to do by hand.")
                         .arg(info.displayName())
                         .arg(setup.problem.n)
                         .arg(qulonglong(kMostEvents));
            return std::nullopt;
        }
    }
    const bool frontier = a == AlgorithmId::BreadthFirst;
    const bool moves = a == AlgorithmId::MinConflicts;
    const auto firstSolution
        = std::find_if(x.m_events.begin(), x.m_events.end(),
                       [](const StoredEvent &e) { return e.kind == EventKind::Solution; });
    const std::int64_t solvedAt = firstSolution - x.m_events.begin();
    // Where it starts: the empty board, or a few queens put in the algorithm's own order.
    if (moves) {
        x.m_start = x.m_events.empty() ? 0 : 1; // its first board
    } else if (!setup.fromStart) {
        const int most = std::max(1, setup.problem.answerQueens() / 2);
        std::vector<std::int64_t> starts;
        PlayState s = PlayState::startOf(info, x.m_options);
        for (std::int64_t i = 0; i < solvedAt; ++i) {
            const StoredEvent &e = x.m_events[std::size_t(i)];
            if (frontier && e.kind == EventKind::SetBoard) {
                const int queens = queensOf(e.placement);
                if (queens >= 1 && queens <= most)
                    starts.push_back(i); // before the board is taken out
            }
            s.apply(e);
            if (!frontier && e.kind == EventKind::Place && s.depth() <= most)
                starts.push_back(i + 1);
        }
        if (!starts.empty())
            x.m_start = starts[std::size_t(seedMix(setup.seed) % starts.size())];
    }
    // The actions from there: each event the student does, the others in between.
    for (std::int64_t i = x.m_start; i < std::int64_t(x.m_events.size()); ++i) {
        const StoredEvent &e = x.m_events[std::size_t(i)];
        const Square at { e.row, e.col };
        const auto add = [&](PracticeActionKind kind, Square square = {}) {
            x.m_steps.push_back({ { kind, square }, i + 1 });
        };
        // A step nobody does by hand that changes what the board shows (min-conflicts starting
        // again on a new board, a whole board checked) goes with the action before it.
        const auto fold = [&] {
            if (x.m_steps.empty())
                x.m_start = i + 1;
            else
                x.m_steps.back().position = i + 1;
        };
        bool end = false;
        switch (e.kind) {
        case EventKind::Consider:
            if (moves)
                add(PracticeActionKind::Pick, at);
            break;
        case EventKind::Conflict:
            add(PracticeActionKind::MarkAttacked, at);
            break;
        case EventKind::Place:
            add(moves ? PracticeActionKind::Move : PracticeActionKind::Put, at);
            break;
        case EventKind::Remove: {
            const EventKind before = i > 0 ? x.m_events[std::size_t(i - 1)].kind : e.kind;
            if (frontier && (before == EventKind::Place || before == EventKind::Solution)
                && !x.m_steps.empty())
                x.m_steps.back().position = i + 1; // the working board is cleared with it
            else if (!moves)
                add(PracticeActionKind::Take, at); // min-conflicts: lifted as it moves
            end = frontier && before == EventKind::Solution;
            break;
        }
        case EventKind::Examine:
            if (moves)
                add(PracticeActionKind::Move, at); // it stays where it is
            break;
        case EventKind::SetBoard:
            if (frontier)
                add(PracticeActionKind::NextBoard);
            else
                fold();
            break;
        case EventKind::Solution:
            add(PracticeActionKind::Solution);
            end = !frontier || i + 1 >= std::int64_t(x.m_events.size())
                || x.m_events[std::size_t(i + 1)].kind != EventKind::Remove;
            break;
        case EventKind::Finished:
            end = true;
            break;
        case EventKind::Check:
            fold();
            break;
        }
        if (end)
            break;
    }
    if (x.m_steps.empty()) {
        *error = tr("Nothing is left to do from this position: choose another seed.");
        return std::nullopt;
    }
    x.m_state = PlayState::startOf(info, x.m_options);
    x.advanceTo(x.m_start);
    return x;
}

void Exercise::advanceTo(std::int64_t position)
{
    while (m_state.position < position && m_state.position < std::int64_t(m_events.size()))
        m_state.apply(m_events[std::size_t(m_state.position)]);
}

void Exercise::record(const std::optional<PracticeAction> &given, bool right)
{
    PracticeRecord r;
    r.expected = m_steps[m_next];
    r.step = r.expected.position;
    r.given = given;
    r.right = right;
    m_records.push_back(r);
}

bool Exercise::isRight(const PracticeAction &action) const
{
    if (finished())
        return false;
    const PracticeAction &expected = m_steps[m_next].action;
    if (action == expected)
        return true;
    if (action.kind != expected.kind || m_setup.algorithm != AlgorithmId::MinConflicts)
        return false;
    const BoardModel &board = m_state.model;
    if (expected.kind == PracticeActionKind::Pick)
        return board.hasQueen(action.square) && board.isQueenAttacked(action.square);
    if (expected.kind != PracticeActionKind::Move || action.square.row != expected.square.row
        || !board.contains(action.square))
        return false;
    // The picked queen is the one in that row: the fewest attackers without it.
    const Square queen { expected.square.row, board.columnOf(expected.square.row) };
    int fewest = -1;
    for (int c = 0; c < board.n(); ++c) {
        const int attackers = board.attackersOf({ queen.row, c }, queen);
        fewest = fewest < 0 ? attackers : std::min(fewest, attackers);
    }
    return board.attackersOf(action.square, queen) == fewest;
}

bool Exercise::act(const PracticeAction &action)
{
    if (finished())
        return false;
    const PracticeStep &expected = m_steps[m_next];
    const bool right = isRight(action);
    if (!right)
        ++m_mistakes;
    record(action, right);
    advanceTo(expected.position);
    ++m_next;
    return right;
}

bool Exercise::help()
{
    if (finished())
        return false;
    ++m_helped;
    record(std::nullopt, false);
    advanceTo(m_steps[m_next].position);
    ++m_next;
    return true;
}

} // namespace nq
