// SPDX-License-Identifier: GPL-3.0-or-later
#include "counters.h"

namespace nq {

namespace {
CounterSpec spec(const char *key, const QString &name, const QString &definition,
                 Counters::Value value)
{
    return { QString::fromLatin1(key), name, definition, std::move(value) };
}
} // namespace

CounterSpec Counters::step()
{
    return spec("step", tr("Step"), tr("Steps taken since the start of the run."),
                [](const PlayState &s) { return s.position; });
}

CounterSpec Counters::placed(const QString &definition)
{
    return spec("placements", tr("Queens placed"), definition,
                [](const PlayState &s) { return s.counters.placements; });
}

CounterSpec Counters::tested(const QString &name, const QString &definition)
{
    return spec("tested", name, definition, [](const PlayState &s) { return s.counters.tested; });
}

CounterSpec Counters::conflicts(const QString &name, const QString &definition)
{
    return spec("conflicts", name, definition,
                [](const PlayState &s) { return s.counters.conflicts; });
}

CounterSpec Counters::backtracks(const QString &name, const QString &definition)
{
    return spec("backtracks", name, definition,
                [](const PlayState &s) { return s.counters.backtracks; });
}

CounterSpec Counters::boards(const QString &name, const QString &definition, Value value)
{
    return spec("boards", name, definition, std::move(value));
}

CounterSpec Counters::solutions()
{
    return spec("solutions", tr("Solutions"),
                tr("Boards found with a queen in every row and no two queens attacking."),
                [](const PlayState &s) { return s.counters.solutions; });
}

CounterSpec Counters::onBoard()
{
    CounterSpec row
        = spec("depth", tr("Queens on the board"), tr("Queens standing on the board now."),
               [](const PlayState &s) { return qint64(s.depth()); });
    row.ofTheBoard = true;
    return row;
}

CounterSpec Counters::underAttack()
{
    CounterSpec row
        = spec("attacked", tr("Queens under attack"),
               tr("Queens on the board that another queen attacks now; the board hatches them."),
               [](const PlayState &s) { return qint64(s.model.attackedQueenCount()); });
    row.ofTheBoard = true;
    return row;
}

CounterSpec Counters::absent(const QString &key, const QString &name, const QString &why)
{
    return { key, name, why, {} };
}

std::vector<CounterSpec> Counters::squareSearch(const CounterSpec &tested,
                                                const CounterSpec &conflicts)
{
    return { step(),
             placed(tr("Queens put on a square that no queen above attacks.")),
             tested,
             conflicts,
             backtracks(tr("Backtracks"),
                        tr("Queens taken off again to try the next column of their row.")),
             absent(QStringLiteral("boards"), tr("Boards checked"),
                    tr("Not used here: squares are checked one by one as the queens go on, never "
                       "a complete board at the end.")),
             solutions(),
             onBoard(),
             underAttack() };
}

} // namespace nq
