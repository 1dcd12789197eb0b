// SPDX-License-Identifier: GPL-3.0-or-later
#include "practice.h"

#include "placement.h"
#include "sinks.h"
#include "solver.h"

#include "seedmix.h"

#include <algorithm>
#include <atomic>
#include <functional>

namespace nq {

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
    // The run up to its first solution after a take-back (and the step after it), read once.
    bool tooLong = false;
    x.read(cancel, &tooLong);
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
    const bool frontier = a == AlgorithmId::BreadthFirst;
    const bool moves = a == AlgorithmId::MinConflicts;
    const auto firstSolution
        = std::find_if(x.m_events.begin(), x.m_events.end(),
                       [](const StoredEvent &e) { return e.kind == EventKind::Solution; });
    const std::int64_t solvedAt = firstSolution - x.m_events.begin();
    // Where it starts: the empty board, or a few queens put in the algorithm's own order, among
    // the positions from which the exercise holds every action of the algorithm (a start past
    // the last take-back read would never practise one: it is tried only when no other is).
    std::int64_t start = 0;
    if (moves) {
        // Its first board. A seed whose first board is already a solution leaves nothing to
        // do, and one that wanders (6 x 6 can take 2,000 moves and restarts) is no exercise:
        // the run is drawn again from the seed mixed (the player plays options().seed).
        x.drawShortest(x.m_events.empty() ? 0 : 1, 0, cancel, [&](std::uint64_t k) {
            x.m_options.seed = k == 0 ? setup.seed : seedMix(setup.seed + k);
        });
        start = x.m_events.empty() ? 0 : 1;
    } else if (!setup.fromStart) {
        const int most = std::max(1, setup.problem.answerQueens() / 2);
        // Tried in order, each tier from where the seed draws: breadth-first empties a whole
        // level before the next, so its starts are boards of the last level but one (5 x 5
        // from the empty board takes some 200 actions), then of the one before.
        std::vector<std::int64_t> tiers[2];
        PlayState s = PlayState::startOf(info, x.m_options);
        const std::int64_t last = std::int64_t(x.m_events.size());
        const int n = setup.problem.n;
        for (std::int64_t i = 0; i < last; ++i) {
            const StoredEvent &e = x.m_events[std::size_t(i)];
            if (e.kind == EventKind::Solution && i >= solvedAt)
                break;
            if (frontier && e.kind == EventKind::SetBoard) {
                const int queens = queensIn(e.placement);
                if (queens >= 1 && queens == n - 1)
                    tiers[0].push_back(i); // before the board is taken out
                else if (queens >= 1 && queens == n - 2)
                    tiers[1].push_back(i);
            }
            s.apply(e);
            if (!frontier && e.kind == EventKind::Place && s.depth() <= most)
                tiers[0].push_back(i + 1);
        }
        bool found = false;
        for (const std::vector<std::int64_t> &starts : tiers) {
            if (starts.empty() || found)
                continue;
            const std::size_t drawn = std::size_t(seedMix(setup.seed) % starts.size());
            if (start == 0)
                start = starts[drawn];
            for (std::size_t k = 0; k < starts.size() && !found; ++k) {
                const std::int64_t at = starts[(drawn + k) % starts.size()];
                if (x.stepsFrom(at)) {
                    start = at;
                    found = true;
                }
            }
        }
    }
    x.m_start = start;
    x.stepsFrom(start);
    if (x.m_steps.empty()) {
        *error = tr("Nothing is left to do from this position: choose another seed.");
        return std::nullopt;
    }
    x.m_state = PlayState::startOf(info, x.m_options);
    x.advanceTo(x.m_start);
    return x;
}

void Exercise::read(const std::atomic_bool *cancel, bool *tooLong)
{
    const AlgorithmId a = m_setup.algorithm;
    m_events.clear();
    std::atomic_bool stop { false };
    RunOptions options = m_options;
    options.cancel = &stop;
    bool solved = false;
    const std::vector<PracticeActionKind> &wanted = actionsOf(a);
    const bool takesBack
        = std::find(wanted.begin(), wanted.end(), PracticeActionKind::Take) != wanted.end();
    bool tookBack = false;
    StepSink sink { [&](const StepEvent &e) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            stop = true;
        if (stop.load(std::memory_order_relaxed))
            return;
        if (m_events.size() >= kMostEvents) {
            *tooLong = true;
            stop = true;
            return;
        }
        m_events.push_back(StoredEvent::from(e));
        if (solved)
            stop = true;
        // The backtracking family reads on to a solution after a take-back.
        tookBack = tookBack || e.kind == EventKind::Remove;
        solved = solved || (e.kind == EventKind::Solution && (tookBack || !takesBack));
    } };
    runAlgorithm(a, sink, options);
}

const std::vector<PracticeActionKind> &Exercise::actionsOf(AlgorithmId algorithm)
{
    using K = PracticeActionKind;
    static const std::vector<K> backtracking { K::Put, K::MarkAttacked, K::Take, K::Solution };
    static const std::vector<K> bitmask { K::Put, K::Take, K::Solution };
    static const std::vector<K> breadthFirst { K::NextBoard, K::Put, K::MarkAttacked, K::Solution };
    static const std::vector<K> minConflicts { K::Pick, K::Move, K::Solution };
    static const std::vector<K> none;
    switch (algorithm) {
    case AlgorithmId::Backtracking:
        return backtracking;
    case AlgorithmId::Bitmask:
    case AlgorithmId::Domination: // (marks attacked squares only when the queens are independent)
        return bitmask;
    case AlgorithmId::BreadthFirst:
        return breadthFirst;
    case AlgorithmId::MinConflicts:
        return minConflicts;
    default:
        return none;
    }
}

int Exercise::count(PracticeActionKind kind) const
{
    return int(std::count_if(m_steps.begin(), m_steps.end(),
                             [kind](const PracticeStep &s) { return s.action.kind == kind; }));
}

bool Exercise::stepsFrom(std::int64_t start)
{
    const AlgorithmId a = m_setup.algorithm;
    const bool frontier = a == AlgorithmId::BreadthFirst;
    const bool moves = a == AlgorithmId::MinConflicts;
    const std::vector<PracticeActionKind> &wanted = actionsOf(a);
    m_steps.clear();
    m_start = start;
    const auto holdsAll = [&] {
        return std::all_of(wanted.begin(), wanted.end(), [&](PracticeActionKind k) {
            return std::any_of(m_steps.begin(), m_steps.end(),
                               [k](const PracticeStep &s) { return s.action.kind == k; });
        });
    };
    // The actions from there: each event the student does, the others in between; up to the
    // first solution after which the exercise has held every action of its algorithm.
    for (std::int64_t i = start; i < std::int64_t(m_events.size()); ++i) {
        const StoredEvent &e = m_events[std::size_t(i)];
        const Square at { e.row, e.col };
        const auto add = [&](PracticeActionKind kind, Square square = {}) {
            m_steps.push_back({ { kind, square }, i + 1 });
        };
        // A step nobody does by hand that changes what the board shows (min-conflicts starting
        // again on a new board, a whole board checked) goes with the action before it.
        const auto fold = [&] {
            if (m_steps.empty())
                m_start = i + 1;
            else
                m_steps.back().position = i + 1;
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
            const EventKind before = i > 0 ? m_events[std::size_t(i - 1)].kind : e.kind;
            if (frontier && before == EventKind::Place && !m_steps.empty())
                m_steps.back().position = i + 1; // the working board is cleared with it
            else if (!moves && !frontier)
                add(PracticeActionKind::Take, at); // min-conflicts: lifted as it moves
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
            end = holdsAll();
            break;
        case EventKind::Finished:
            end = true;
            break;
        case EventKind::Check:
            fold();
            break;
        }
        if (end)
            return holdsAll();
    }
    return false;
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
    const bool right = isRight(action);
    if (!right)
        ++m_mistakes;
    record(action, right);
    if (right && action != m_steps[m_next].action)
        steer(action);
    advanceTo(m_steps[m_next].position);
    ++m_next;
    return right;
}

void Exercise::steer(const PracticeAction &action)
{
    // The move it belongs to: the picks before it (a move's pick is just before the move).
    const std::int64_t at = m_steps[m_next].position - 1;
    std::int64_t move = std::count_if(m_events.begin(), m_events.begin() + at,
                                      [](const auto &e) { return e.kind == EventKind::Consider; });
    if (action.kind == PracticeActionKind::Move)
        --move;
    std::vector<Steer> &steers = m_options.steers;
    if (steers.empty() || steers.back().move != move)
        steers.push_back({ move, -1, -1 });
    if (action.kind == PracticeActionKind::Pick)
        steers.back().pick = action.square.row;
    else
        steers.back().to = action.square.col;
    // The same run up to this action, the student's choice in it, and the algorithm's own
    // draws after it; when those would wander, other draws after the choice.
    Steer &made = steers.back();
    drawShortest(m_start, m_next, nullptr, [&](std::uint64_t k) {
        made.reseed = k == 0 ? 0 : seedMix(m_options.seed + std::uint64_t(move) * 17 + k);
    });
}

void Exercise::drawShortest(std::int64_t start, std::size_t done, const std::atomic_bool *cancel,
                            const std::function<void(std::uint64_t)> &draw)
{
    std::uint64_t best = 0;
    std::size_t bestLeft = 0;
    bool tooLong = false;
    for (std::uint64_t k = 0; k <= kDraws; ++k) {
        draw(k);
        read(cancel, &tooLong);
        const bool whole = stepsFrom(start);
        const std::size_t left = m_steps.size() - std::min(m_steps.size(), done);
        if (whole && (bestLeft == 0 || left < bestLeft)) {
            best = k;
            bestLeft = left;
        }
        if ((bestLeft > 0 && bestLeft <= kMostMoves) || (cancel && cancel->load()))
            return; // this draw is the one kept
    }
    draw(best);
    read(cancel, &tooLong);
    stepsFrom(start);
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
