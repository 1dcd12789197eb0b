// SPDX-License-Identifier: GPL-3.0-or-later
#include "linekeys.h"

#include "solvers/backtracking.h"
#include "solvers/backtrackingcheck.h"
#include "solvers/bitmask.h"
#include "solvers/branchcolumns.h"
#include "solvers/bruteforce.h"
#include "solvers/construction.h"
#include "solvers/domination.h"
#include "solvers/frontiersearch.h"
#include "solvers/minconflicts.h"
#include "solvers/permutations.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <utility>

namespace nq {

namespace {

using Named = std::initializer_list<std::pair<int, const char *>>;

// Each key put at its Line enum's value.
std::vector<QString> keys(Named named)
{
    std::vector<QString> out;
    for (const auto &[line, key] : named) {
        if (int(out.size()) <= line)
            out.resize(std::size_t(line) + 1);
        out[std::size_t(line)] = QString::fromLatin1(key);
    }
    return out;
}

std::vector<QString> keysOf(AlgorithmId id)
{
    using namespace solvers;
    switch (id) {
    case AlgorithmId::BruteForce: {
        using namespace bruteforce;
        return keys({ { Solve, "solve" },
                      { IfFull, "if-full" },
                      { Check, "check" },
                      { Record, "record" },
                      { Loop, "loop" },
                      { Put, "put" },
                      { Recurse, "recurse" },
                      { Take, "take" } });
    }
    case AlgorithmId::BranchColumns: {
        using namespace branchcolumns;
        return keys({ { Solve, "solve" },
                      { IfFull, "if-full" },
                      { CheckDiagonals, "check-diagonals" },
                      { Record, "record" },
                      { Loop, "loop" },
                      { IfColumnUsed, "if-column-used" },
                      { Put, "put" },
                      { Recurse, "recurse" },
                      { Take, "take" } });
    }
    case AlgorithmId::Permutations: {
        using namespace permutations;
        return keys({ { Init, "init" },
                      { Repeat, "repeat" },
                      { Show, "show" },
                      { Pairs, "pairs" },
                      { PairAttacks, "pair-attacks" },
                      { Record, "record" },
                      { Next, "next" } });
    }
    case AlgorithmId::Backtracking: {
        using namespace backtracking;
        return keys({ { Solve, "solve" },
                      { IfFull, "if-full" },
                      { Loop, "loop" },
                      { IfFlagged, "if-flagged" },
                      { Put, "put" },
                      { Recurse, "recurse" },
                      { Take, "take" } });
    }
    case AlgorithmId::BacktrackingCheck: {
        using namespace backtrackingcheck;
        return keys({ { Solve, "solve" },
                      { IfFull, "if-full" },
                      { Loop, "loop" },
                      { EarlierRows, "earlier-rows" },
                      { IfAttacked, "if-attacked" },
                      { Put, "put" },
                      { Recurse, "recurse" },
                      { Take, "take" } });
    }
    case AlgorithmId::BacktrackingIterative: {
        using namespace backtrackingcheck;
        return keys({ { IStart, "start" },
                      { IWhile, "while" },
                      { INext, "next" },
                      { IExhausted, "exhausted" },
                      { IIfAttacked, "if-attacked" },
                      { IPut, "put" },
                      { IRecord, "record" },
                      { IDeeper, "deeper" } });
    }
    case AlgorithmId::Bitmask: {
        using namespace bitmask;
        return keys({ { Solve, "solve" },
                      { IfFull, "if-full" },
                      { Free, "free" },
                      { Loop, "loop" },
                      { Lowest, "lowest" },
                      { Put, "put" },
                      { Recurse, "recurse" },
                      { Take, "take" } });
    }
    case AlgorithmId::BreadthFirst:
    case AlgorithmId::DepthFirstStack: {
        using namespace frontier;
        return keys({ { Start, "start" },
                      { While, "while" },
                      { Take, "take" },
                      { Row, "row" },
                      { Loop, "loop" },
                      { IfAttacked, "if-attacked" },
                      { Add, "add" },
                      { IfFull, "if-full" },
                      { Store, "store" },
                      { Drop, "drop" } });
    }
    case AlgorithmId::MinConflicts: {
        using namespace minconflicts;
        return keys({ { Greedy, "greedy" },
                      { Repeat, "repeat" },
                      { Pick, "pick" },
                      { Count, "count" },
                      { Move, "move" },
                      { Solved, "solved" },
                      { Restart, "restart" } });
    }
    case AlgorithmId::Construction: {
        using namespace construction;
        // Line 6 (k of the shifted case) is said together with line 7 and named after it.
        return keys({ { Enter, "construct" },
                      { None, "none" },
                      { Even, "even" },
                      { PlainCase, "plain-case" },
                      { Plain, "plain" },
                      { ShiftedCase, "shifted-case" },
                      { Shifted - 1, "shifted-k" },
                      { Shifted, "shifted" },
                      { Corner, "corner" },
                      { Record, "record" } });
    }
    case AlgorithmId::Domination: {
        using namespace dominationline;
        return keys({ { Enter, "cover" },
                      { Covered, "covered" },
                      { Record, "record" },
                      { Prune, "prune" },
                      { Target, "target" },
                      { Loop, "loop" },
                      { Independent, "independent" },
                      { Put, "put" },
                      { Recurse, "recurse" },
                      { Lift, "lift" } });
    }
    }
    return {};
}

// The lines of each algorithm that make no step of their own: a call's head, a loop's head
// whose steps are its body's, a recursion (the callee's first step is on another line).
std::vector<int> silentLines(AlgorithmId id)
{
    using namespace solvers;
    switch (id) {
    case AlgorithmId::BruteForce:
        return { bruteforce::Solve, bruteforce::IfFull, bruteforce::Loop, bruteforce::Recurse };
    case AlgorithmId::BranchColumns:
        return { branchcolumns::Solve, branchcolumns::IfFull, branchcolumns::Recurse };
    case AlgorithmId::Permutations:
        return { permutations::Init, permutations::Repeat, permutations::Next };
    case AlgorithmId::Backtracking:
        return { backtracking::Solve, backtracking::Recurse };
    case AlgorithmId::BacktrackingCheck:
        return { backtrackingcheck::Solve, backtrackingcheck::EarlierRows,
                 backtrackingcheck::Recurse };
    case AlgorithmId::BacktrackingIterative:
        return { backtrackingcheck::IStart, backtrackingcheck::IWhile, backtrackingcheck::IDeeper };
    case AlgorithmId::Bitmask:
        return { bitmask::Solve, bitmask::Free, bitmask::Loop, bitmask::Recurse };
    case AlgorithmId::BreadthFirst:
    case AlgorithmId::DepthFirstStack:
        return { frontier::Start, frontier::While, frontier::Row, frontier::Store };
    case AlgorithmId::MinConflicts:
        return { minconflicts::Repeat };
    case AlgorithmId::Construction:
        return { construction::Enter, construction::Even, construction::Shifted - 1 };
    case AlgorithmId::Domination:
        return { dominationline::Enter, dominationline::Covered, dominationline::Target,
                 dominationline::Recurse };
    }
    return {};
}

} // namespace

bool LineKeys::makesSteps(AlgorithmId id, int line)
{
    if (line < 0 || line >= int(of(id).size()))
        return false;
    const std::vector<int> silent = silentLines(id);
    return std::find(silent.begin(), silent.end(), line) == silent.end();
}

const std::vector<QString> &LineKeys::of(AlgorithmId id)
{
    static const auto all = [] {
        std::array<std::vector<QString>, std::size_t(AlgorithmId::Domination) + 1> table;
        for (std::size_t i = 0; i < table.size(); ++i)
            table[i] = keysOf(AlgorithmId(i));
        return table;
    }();
    return all[std::size_t(id)];
}

int LineKeys::lineOf(AlgorithmId id, QStringView key)
{
    const std::vector<QString> &k = of(id);
    for (std::size_t i = 0; i < k.size(); ++i) {
        if (k[i] == key)
            return int(i);
    }
    return -1;
}

QString LineKeys::keyOf(AlgorithmId id, int line)
{
    const std::vector<QString> &k = of(id);
    return line >= 0 && line < int(k.size()) ? k[std::size_t(line)] : QString();
}

} // namespace nq
