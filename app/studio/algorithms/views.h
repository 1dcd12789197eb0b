// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The views of the algorithms, one file each (registered in algorithmview.cpp).

#include "algorithms/algorithmview.h"

#include <QCoreApplication>

namespace nq {

/// The enumerations and the checking backtrackers: the array of columns itself.
class RowSearchView : public AlgorithmView
{
    Q_DECLARE_TR_FUNCTIONS(nq::RowSearchView)
public:
    /// `enumeration`: brute force, rows and columns, permutations (complete boards only).
    RowSearchView(AlgorithmId id, bool enumeration) : m_id(id), m_enumeration(enumeration) { }
    void paintData(DataCanvas &canvas, const PlayState &state) const override;

private:
    AlgorithmId m_id;
    bool m_enumeration;
};

/// Flag backtracking: the column and diagonal flag arrays.
class FlagsView : public AlgorithmView
{
    Q_DECLARE_TR_FUNCTIONS(nq::FlagsView)
public:
    void paintData(DataCanvas &canvas, const PlayState &state) const override;
};

/// Bitmask backtracking: the left, down and right masks of the next row.
class BitmaskView : public AlgorithmView
{
    Q_DECLARE_TR_FUNCTIONS(nq::BitmaskView)
public:
    void paintData(DataCanvas &canvas, const PlayState &state) const override;
};

/// Breadth-first (a queue) and depth-first (a stack) search over partial boards.
class FrontierView : public AlgorithmView
{
    Q_DECLARE_TR_FUNCTIONS(nq::FrontierView)
public:
    explicit FrontierView(bool queue) : m_queue(queue) { }
    void paintData(DataCanvas &canvas, const PlayState &state) const override;

private:
    bool m_queue;
};

/// Min-conflicts: an attacked queen moves to the least attacked square of its row.
class MinConflictsView : public AlgorithmView
{
    Q_DECLARE_TR_FUNCTIONS(nq::MinConflictsView)
public:
    void paintData(DataCanvas &canvas, const PlayState &state) const override;
};

/// The construction by formula: each row's column from the case of n mod 6.
class ConstructionView : public AlgorithmView
{
    Q_DECLARE_TR_FUNCTIONS(nq::ConstructionView)
public:
    void paintData(DataCanvas &canvas, const PlayState &state) const override;
};

/// Queens domination: sets of queens covering the board.
class DominationView : public AlgorithmView
{
    Q_DECLARE_TR_FUNCTIONS(nq::DominationView)
public:
    void paintData(DataCanvas &canvas, const PlayState &state) const override;
};

} // namespace nq
