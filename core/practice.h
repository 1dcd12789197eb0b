// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "runoptions.h"
#include "storedevent.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace nq {

/// What a student does with the board while being the algorithm.
enum class PracticeActionKind : std::uint8_t {
    Put, ///< put a queen on a square (breadth-first: the board with it goes into the queue)
    Take, ///< take a queen back
    MarkAttacked, ///< say the square tested is attacked
    Solution, ///< declare the board a solution
    NextBoard, ///< breadth-first: take the next board out of the queue
    Pick, ///< min-conflicts: pick the attacked queen to move
    Move, ///< min-conflicts: move the picked queen to a square of its row (its own: it stays)
};
/// Its name in the CSV: put, take, mark-attacked, solution, next-board, pick, move.
const char *practiceActionKey(PracticeActionKind kind);

struct PracticeAction
{
    PracticeActionKind kind = PracticeActionKind::Put;
    Square square; ///< off the board for Solution and NextBoard
    friend bool operator==(const PracticeAction &, const PracticeAction &) = default;
};

/// One action of the algorithm, and the run's position once it is done.
struct PracticeStep
{
    PracticeAction action;
    std::int64_t position = 0;
};

/// An exercise: which algorithm, on which board, and where it starts.
struct PracticeSetup
{
    AlgorithmId algorithm = AlgorithmId::Backtracking;
    Problem problem; ///< n (and for domination the queens and the variant)
    /// Draws the starting position (min-conflicts: its first board); the same seed, the same
    /// exercise.
    std::uint64_t seed = 1;
    /// Starts on the empty board (min-conflicts: on its first board) rather than mid-search.
    bool fromStart = false;
    friend bool operator==(const PracticeSetup &, const PracticeSetup &) = default;
};

/// One action of the student, for the score and the CSV.
struct PracticeRecord
{
    std::int64_t step = 0; ///< the run's step the expected action takes it to (from 1)
    PracticeStep expected;
    std::optional<PracticeAction> given; ///< none: "show the next step" (help)
    bool right = false;
};

/**
 * Practice: the student carries out an algorithm by hand, from the empty board or from a
 * position mid-search drawn from a seed, up to the first solution by which every kind of action
 * of the algorithm has been done (so a backtracking exercise takes a queen back). The algorithm's
 * own run decides every action (its events, read once when the exercise is made): each action of
 * the student is checked against the next one; a wrong one is counted and the exercise goes on from
 * the right state; help shows the next action and counts it. QtCore only: tested without a
 * window, and the window's Practice mode drives the player to each step's position.
 */
class Exercise
{
    Q_DECLARE_TR_FUNCTIONS(nq::Exercise)
public:
    /// The algorithms that have an exercise: flag backtracking, bitmask, breadth-first,
    /// min-conflicts and domination.
    static bool fits(AlgorithmId algorithm);
    static const std::vector<AlgorithmId> &algorithms();
    /// The kinds of action an exercise of `algorithm` holds, each at least once (the
    /// backtracking family takes a queen back before its last solution).
    static const std::vector<PracticeActionKind> &actionsOf(AlgorithmId algorithm);
    /// Events an exercise may read at most (a longer one is refused with a message).
    static constexpr std::size_t kMostEvents = std::size_t(1) << 20;
    /// Min-conflicts: actions an exercise is kept to where its draws allow (a run that
    /// wanders, 6 x 6 can take 2,000 moves, is drawn again).
    static constexpr std::size_t kMostMoves = 120;

    /// Runs the algorithm and makes the exercise; nullopt, and `error` says why, when it cannot
    /// (no exercise for the algorithm, a size it does not take, a run too long) or when `stop`
    /// was set (then `error` is empty). Any thread: the window makes it behind the board.
    static std::optional<Exercise> make(const PracticeSetup &setup, QString *error,
                                        const std::atomic_bool *stop = nullptr);

    const PracticeSetup &setup() const { return m_setup; }
    /// The options its run has (the player plays the same run).
    const RunOptions &options() const { return m_options; }
    /// Where it starts, and the whole of it: the position after each action.
    std::int64_t startPosition() const { return m_start; }
    const std::vector<PracticeStep> &steps() const { return m_steps; }
    /// The state where the student stands (after the last action done).
    const PlayState &state() const { return m_state; }
    std::int64_t position() const { return m_state.position; }
    /// The action the algorithm takes next, or null when the exercise is over.
    const PracticeStep *expected() const
    {
        return m_next < m_steps.size() ? &m_steps[m_next] : nullptr;
    }
    bool finished() const { return m_next >= m_steps.size(); }
    /// How many of its actions are of `kind`.
    int count(PracticeActionKind kind) const;

    /// The student's action: true when it is the algorithm's. Min-conflicts draws among equals:
    /// any attacked queen is a right pick, any square of the row with the fewest attackers a
    /// right move, and the exercise goes on from the student's choice (options() then steer its
    /// run: the run the player plays changes with it). Otherwise the exercise goes on from the
    /// algorithm's state after its action.
    bool act(const PracticeAction &action);
    /// True when `action` would be right now.
    bool isRight(const PracticeAction &action) const;
    /// Shows the next action (counted as help); false when the exercise is over.
    bool help();

    int done() const { return int(m_next); }
    int mistakes() const { return m_mistakes; }
    int helped() const { return m_helped; }
    const std::vector<PracticeRecord> &records() const { return m_records; }

private:
    /// Min-conflicts: reads the run `draw(k)` sets up for k = 0, 1, ... kDraws until one has at
    /// most kMostMoves actions left after the first `done` (from `start`), else keeps the one
    /// with the fewest; draw(0) is the run as it would be.
    void drawShortest(std::int64_t start, std::size_t done, const std::atomic_bool *cancel,
                      const std::function<void(std::uint64_t)> &draw);
    static constexpr std::uint64_t kDraws = 16;
    /// Makes the student's equal choice the run's (min-conflicts).
    void steer(const PracticeAction &action);
    /// Reads the run's events (options()) up to the end of an exercise.
    void read(const std::atomic_bool *cancel, bool *tooLong);
    /// Makes the actions from `start`: true when they hold every kind of actionsOf().
    bool stepsFrom(std::int64_t start);
    void advanceTo(std::int64_t position);
    void record(const std::optional<PracticeAction> &given, bool right);

    PracticeSetup m_setup;
    RunOptions m_options;
    std::vector<StoredEvent> m_events;
    std::vector<PracticeStep> m_steps;
    std::int64_t m_start = 0;
    std::size_t m_next = 0;
    PlayState m_state;
    int m_mistakes = 0;
    int m_helped = 0;
    std::vector<PracticeRecord> m_records;
};

} // namespace nq
