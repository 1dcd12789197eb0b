// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace nq {

/**
 * How the projector's width (and, with the step log under the board, its height) is shared
 * between the board's column, the side panel the teacher shows and the column of text. It
 * decides and draws nothing: PresentationLayout measures the parts, asks, and lays out.
 *
 * Without a side panel the board is a little over 70 % of the screen's height (the view as
 * wide as `boardView70` asks), the column of text the rest, and on a wide screen the board as
 * high as it can be. With the search tree or the step log the board keeps 61 % of the height
 * (`boardView61`) and a third of the width for its timeline, the column its least width, and
 * the side panel what is left (up to 42 % of the width for the tree, 30 % for the log). Where
 * that leaves the step log too narrow to read, it goes under the board instead, as wide as the
 * board's column, taking the height the board does not need.
 */
struct ProjectorSplit
{
    struct Room
    {
        int width = 0; ///< the screen's
        int height = 0;
        int high = 0; ///< the board view's height when nothing is under it
        int margins = 0; ///< the central part's left and right margins
        int separator = 0; ///< between docks
        int boardView70 = 0; ///< the view's width for a board of 70.5 % of the height
        int boardView61 = 0; ///< and for 61 %
        int leastColumn = 0; ///< the column of text's least width
        int comfortableColumn = 0; ///< a column as wide as this wraps few pseudocode lines
        int leastSide = 0; ///< a side panel's least width
        int leastLogBeside = 0; ///< the step log's least width beside the board
        int leastLogHeight = 0; ///< and its least height under it
        int logTrim = 0; ///< what the log under the board gives up, the board found short
    };
    enum class Side { None, Log, Tree };

    bool under = false; ///< the step log under the board
    int sideWidth = 0; ///< the side panel beside the board (0: none there)
    int logHeight = 0; ///< the step log under the board (0: none there)
    int view = 0; ///< the board's column
    int column = 0; ///< the column of text

    /// The split for `side`; `centralLeast` is the board's column's least width (its timeline
    /// and play bar).
    static ProjectorSplit of(const Room &room, Side side, int centralLeast);
};

} // namespace nq
