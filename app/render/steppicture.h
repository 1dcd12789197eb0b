// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "markpolicy.h"
#include "stepmarks.h"

#include <QJsonObject>

#include <memory>
#include <vector>

namespace nq {

/**
 * What a step looks like, decided once: the queens, each square's tint and figure, a queen in
 * conflict, and the step's shapes (the tested square, the conflict's line, a solution's frame,
 * the marker's rings). Every painter draws one of these without deciding anything: the
 * window's board, Export Board, a film's frames, a handout, a lesson's scenes and the web page,
 * which receives it as JSON. Up to BoardPainter::kImageAbove squares a side every square's
 * mark is held; a larger board keeps its queens and asks its policy square by square (a board
 * of a million rows would not fit as marks).
 */
class StepPicture
{
public:
    StepPicture() = default;
    /// `model`'s queens after the step `step` describes, marked as `options` say.
    static StepPicture of(const BoardModel &model, bool squareSet, const StepMarks &step,
                          const MarkOptions &options);

    int n() const { return m_model ? m_model->n() : 0; }
    bool squareSet() const { return m_squareSet; }
    const MarkOptions &options() const { return m_options; }
    /// The queens (in the order the board holds them; the JSON and == sort them).
    const std::vector<Square> &queens() const { return m_model ? m_model->queens() : m_none; }
    /// The queens with their lines (for the painters of large boards).
    const BoardModel &model() const;
    MarkPolicy::SquareMark at(Square square) const;
    /// A square's colour with its tint, opaque.
    QColor fill(const Theme &theme, Square square) const;
    /// The most queens covering an empty square (heat's top).
    int hottest() const { return m_hottest; }
    /// The row whose squares show their attackers in discs (-1: none).
    int countedRow() const;
    /// The step's marks in the order they are drawn.
    const std::vector<StepMarks::Shape> &shapes() const { return m_shapes; }

    /// The picture as the web page draws it: {"n", "set", "queens": [[r, c]…] by row and
    /// column, "marks":
    /// [[r, c, tint, figure, flags]…] for every square not plain, "hot", "shapes": [[kind, r,
    /// c, fromRow, fromCol]…]}; tint 1 attacked, 2 uncovered, 3 heat; flags 1 badge, 2 conflict.
    QJsonObject toJson() const;

    /// Equal when every square, queen and shape is (boards above kImageAbove: their queens,
    /// options and shapes).
    friend bool operator==(const StepPicture &a, const StepPicture &b);

private:
    std::shared_ptr<const BoardModel> m_model;
    bool m_squareSet = false;
    MarkOptions m_options;
    int m_hottest = 1;
    std::vector<MarkPolicy::SquareMark> m_squares; ///< row by row, up to kImageAbove a side
    std::vector<StepMarks::Shape> m_shapes;
    static inline const std::vector<Square> m_none {};
};

} // namespace nq
