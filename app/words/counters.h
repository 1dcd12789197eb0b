// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playstate.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace nq {

/// A row of the Counters panel as one algorithm defines it: its name, what it counts in that
/// algorithm (the row's tooltip), and its value for a state; a counter that does not apply to
/// the algorithm has no value and shows a dash.
struct CounterSpec
{
    QString key; ///< the same for the same row in every algorithm: "step", "tested", …
    QString name;
    QString definition;
    std::function<std::optional<qint64>(const PlayState &)> value; ///< empty: does not apply
    /// It tells of the board shown (queens on it, attacked, uncovered), not of the run: it
    /// follows a board picked or put by hand, where the run's rows wait for the run.
    bool ofTheBoard = false;
};

/// The rows every algorithm shares, in their common words; an algorithm's view picks and
/// rewords them (AlgorithmView::counters).
class Counters
{
    Q_DECLARE_TR_FUNCTIONS(nq::Counters)
public:
    using Value = std::function<std::optional<qint64>(const PlayState &)>;

    static CounterSpec step();
    static CounterSpec placed(const QString &definition);
    static CounterSpec tested(const QString &name, const QString &definition);
    static CounterSpec conflicts(const QString &name, const QString &definition);
    static CounterSpec backtracks(const QString &name, const QString &definition);
    static CounterSpec boards(const QString &name, const QString &definition, Value value);
    static CounterSpec solutions();
    static CounterSpec onBoard();
    /// Queens another queen attacks now: the queens the board hatches.
    static CounterSpec underAttack();
    /// A row this algorithm has no use for: a dash, and why in the tooltip.
    static CounterSpec absent(const QString &key, const QString &name, const QString &why);

    /// The rows of a search that tests squares one by one and backtracks (flags, check every
    /// queen, bitmask): `tested` and `conflicts` in its words.
    static std::vector<CounterSpec> squareSearch(const CounterSpec &tested,
                                                 const CounterSpec &conflicts);
};

} // namespace nq
