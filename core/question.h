// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "storedevent.h"

#include <QStringView>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace nq {

/// What a student is asked to predict before a step of a run.
enum class QuestionKind : std::uint8_t {
    NextQueen, ///< where will the next queen go? (a square)
    Attacked, ///< is this square attacked, and by which queen? (yes or no, then a queen)
    WhatNext, ///< what happens next: a queen put, a conflict, a step back, a solution
    BackToRow, ///< which row does the search go back to? (a row)
    FreeColumns, ///< bitmask: which columns are free in this row? (a set of columns)
    NextLevel, ///< breadth-first: how many boards are in the next level? (a number)
    MoveColumn, ///< min-conflicts: which column will this queen move to? (a square of its row)
    Uncovered, ///< domination: which square is still uncovered? (a square)
};
inline constexpr int kQuestionKinds = int(QuestionKind::Uncovered) + 1;

/// The kind's name in settings, lessons, the command line and the CSV: "next-queen", ...
const char *questionKindKey(QuestionKind kind);
std::optional<QuestionKind> questionKindFromKey(QStringView key);

/// What happens next, as "What happens next?" offers it.
enum class NextStep : std::uint8_t { Place, Conflict, Back, Solution };
const char *nextStepKey(NextStep step);

/// An answer to a question: the student's, or the run's own. Only the fields of its kind count.
struct Answer
{
    Square square; ///< NextQueen, MoveColumn, Uncovered; Attacked: the attacking queen
    bool yes = false; ///< Attacked
    NextStep next = NextStep::Place; ///< WhatNext
    int row = -1; ///< BackToRow
    std::vector<int> columns; ///< FreeColumns, ascending
    std::int64_t count = -1; ///< NextLevel
    friend bool operator==(const Answer &, const Answer &) = default;
};

/// A question posed before the next step of a run, with its right answer taken from the run.
struct Question
{
    QuestionKind kind = QuestionKind::NextQueen;
    /// The state shown when it is asked: the question is about the steps after this position.
    std::int64_t position = 0;
    /// Attacked: the square tested; WhatNext: the square being tested (none at a dead end or a
    /// solution); FreeColumns: its row (column -1); MoveColumn: the queen.
    Square square;
    Answer right; ///< what the run does
    /// Squares that are right as well: Attacked, every queen that attacks the square;
    /// MoveColumn, every square of the row with the fewest attackers (the algorithm draws one);
    /// Uncovered, every square no queen covers.
    std::vector<Square> alsoRight;
    /// The position after the step that shows the answer on the board.
    std::int64_t shownAt = 0;
};

/// The event `k` steps after the next one (0: the next), or null when it has not arrived yet.
using Lookahead = std::function<const StoredEvent *(std::int64_t k)>;

/// Whether a question can be posed now: not here, not yet known (the events it needs have not
/// arrived), or asked.
enum class Posed { No, Wait, Ask };

/**
 * Decides each question from the run itself: whether a kind of question fits the step about to
 * be taken, and its right answer, read from the state shown and the events that follow (never
 * the widgets). The window's Predict mode and `nqueens quiz` ask through it alike.
 */
namespace Questions {

/// True when `kind` is ever asked of `algorithm`.
bool fits(AlgorithmId algorithm, QuestionKind kind);
/// True when the step about to be taken (`next`, after `state`) is an occasion for `kind`: a
/// test of the state and the next event only, cheap enough to ask before every step.
bool occasion(QuestionKind kind, AlgorithmId algorithm, const PlayState &state,
              const StoredEvent &next);
/// Poses `kind` before the next step of a run that stands at `state`, looking at most `most`
/// events ahead. Ask fills `question`.
Posed pose(QuestionKind kind, AlgorithmId algorithm, const PlayState &state, const Lookahead &ahead,
           Question &question, std::int64_t most = std::int64_t(1) << 18);
/// True when `answer` is right (for a square question, any square of alsoRight too).
bool isRight(const Question &question, const Answer &answer);

} // namespace Questions

} // namespace nq
