// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The words of the algorithms, one file each (registered in AlgorithmWords::of). Each keeps the
// translation context of the algorithm's view, where its words were first written.

#include "algorithmwords.h"

#include <QCoreApplication>

namespace nq {

/// Brute force, rows and columns, permutations (`enumeration`), and the checking backtrackers.
class RowSearchWords : public AlgorithmWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::RowSearchView)
public:
    RowSearchWords(AlgorithmId id, bool enumeration) : m_id(id), m_enumeration(enumeration) { }
    std::vector<CounterSpec> counters(const RunOptions &options) const override;

private:
    AlgorithmId m_id;
    bool m_enumeration;
};

/// Bitmask backtracking.
class BitmaskWords : public AlgorithmWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::BitmaskView)
public:
    std::vector<CounterSpec> counters(const RunOptions &options) const override;

    /// What bitmask backtracking holds for the row it fills (bit c = column c): the three masks
    /// of attacked squares, `free` as the formula ~(left | down | right) gives it (every square
    /// of the row no queen attacks), `bit` the square being tried (0 when none is), and the
    /// free squares tried before it in this row.
    struct Masks
    {
        int row = 0;
        quint64 left = 0, down = 0, right = 0;
        quint64 free = 0;
        quint64 bit = 0;
        quint64 tried = 0;
    };
    static Masks masksFor(const PlayState &state);
};

/// Breadth-first (a queue) and depth-first (a stack) search over partial boards.
class FrontierWords : public AlgorithmWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::FrontierView)
public:
    explicit FrontierWords(bool queue) : m_queue(queue) { }
    QString caption(const StoredEvent &e, const PlayState &state) const override;
    std::vector<CounterSpec> counters(const RunOptions &options) const override;

private:
    bool m_queue;
};

/// Min-conflicts.
class MinConflictsWords : public AlgorithmWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::MinConflictsView)
public:
    QString caption(const StoredEvent &e, const PlayState &state) const override;
    std::vector<CounterSpec> counters(const RunOptions &options) const override;
    int countedRow(const PlayState &state) const override;
};

/// The construction by formula.
class ConstructionWords : public AlgorithmWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::ConstructionView)
public:
    QString caption(const StoredEvent &e, const PlayState &state) const override;
    std::vector<CounterSpec> counters(const RunOptions &options) const override;
    /// Which formula the board uses, in words ("n = 8, so m = 8 and m mod 6 = 2: …").
    static QString caseText(int n);
    /// The case alone, as each placing step names it ("n mod 6 = 2").
    static QString caseLabel(int n);

private:
    /// The formula that gave a placed queen's column, with its numbers.
    static QString placeText(const StoredEvent &e, int n);
};

/// Queens domination.
class DominationWords : public AlgorithmWords
{
    Q_DECLARE_TR_FUNCTIONS(nq::DominationView)
public:
    QString caption(const StoredEvent &e, const PlayState &state) const override;
    std::vector<CounterSpec> counters(const RunOptions &options) const override;
};

} // namespace nq
