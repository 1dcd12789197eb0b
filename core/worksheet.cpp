// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet.h"

#include "algorithms.h"
#include "sinks.h"
#include "solutioncatalog.h"
#include "solver.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>

namespace nq {

namespace {
// The worksheet's sentences, translated in their own context.
struct WorksheetText
{
    Q_DECLARE_TR_FUNCTIONS(nq::Worksheet)
};
} // namespace

int completions(const Placement &given, int atMost)
{
    RunOptions options;
    options.n = int(given.size());
    options.fixed = given;
    options.mode = SolveMode::Limit;
    options.limit = atMost;
    int found = 0;
    SolutionSink sink { [&found](std::span<const int>) { ++found; } };
    runAlgorithm(AlgorithmId::Backtracking, sink, options);
    return found;
}

namespace {

// The rows a puzzle gives, as a bit mask, and their columns (four bits a row: n <= 16).
struct Given
{
    std::uint32_t rows = 0;
    std::uint64_t columns = 0;
};

// Every set of `k` rows out of n, in lexicographic order, as bit masks.
std::vector<std::uint32_t> rowSets(int n, int k)
{
    std::vector<std::uint32_t> sets;
    std::vector<int> pick(static_cast<std::size_t>(k));
    std::iota(pick.begin(), pick.end(), 0);
    while (true) {
        std::uint32_t mask = 0;
        for (int r : pick)
            mask |= 1u << r;
        sets.push_back(mask);
        int i = k - 1;
        while (i >= 0 && pick[std::size_t(i)] == n - k + i)
            --i;
        if (i < 0)
            break;
        ++pick[std::size_t(i)];
        for (int j = i + 1; j < k; ++j)
            pick[std::size_t(j)] = pick[std::size_t(j - 1)] + 1;
    }
    return sets;
}

std::uint64_t columnsOf(const Placement &solution, std::uint32_t rows)
{
    std::uint64_t columns = 0;
    for (int r = 0; r < int(solution.size()); ++r)
        if (rows & (1u << r))
            columns = (columns << 4) | std::uint64_t(solution[std::size_t(r)]);
    return columns;
}

// Every board with `given` queens given that exists (the kept rows of a solution), each once,
// in a fixed order: the row sets in order, then by columns. `visit(given, completions, answer)`
// sees each with the number of solutions that keep it and the first of them; it returns false
// to stop. Each row set is one sort of the catalogue's columns there, so memory stays at one
// catalogue's worth.
template <typename Visit> void everyGiven(const SolutionCatalog &catalog, int given, Visit &&visit)
{
    const std::int64_t count = catalog.solutionCount();
    std::vector<Placement> solutions;
    solutions.reserve(std::size_t(count));
    for (std::int64_t i = 0; i < count; ++i)
        solutions.push_back(catalog.solution(i));
    std::vector<std::pair<std::uint64_t, std::int64_t>> keyed(static_cast<std::size_t>(count));
    for (const std::uint32_t rows : rowSets(catalog.n(), given)) {
        for (std::int64_t i = 0; i < count; ++i)
            keyed[std::size_t(i)] = { columnsOf(solutions[std::size_t(i)], rows), i };
        std::sort(keyed.begin(), keyed.end());
        for (std::size_t i = 0; i < keyed.size();) {
            std::size_t end = i + 1;
            while (end < keyed.size() && keyed[end].first == keyed[i].first)
                ++end;
            if (!visit(Given { rows, keyed[i].first }, std::int64_t(end - i), keyed[i].second))
                return;
            i = end;
        }
    }
}

Placement placementOf(const Given &given, int n)
{
    Placement out(std::size_t(n), -1);
    std::uint64_t columns = given.columns;
    for (int r = n - 1; r >= 0; --r)
        if (given.rows & (1u << r)) {
            out[std::size_t(r)] = int(columns & 0xf);
            columns >>= 4;
        }
    return out;
}

} // namespace

std::optional<std::int64_t> worksheetBoards(const WorksheetRequest &request,
                                            const SolutionCatalog &catalog)
{
    if (catalog.n() != request.n || request.n > 16 || request.given < 0
        || request.given > request.n)
        return std::nullopt;
    if (request.given == 0)
        return catalog.solutionCount() > 0 ? 1 : 0;
    std::int64_t boards = 0;
    everyGiven(catalog, request.given, [&](const Given &, std::int64_t completions, std::int64_t) {
        boards += !request.uniqueCompletion || completions == 1;
        return true;
    });
    return boards;
}

std::optional<std::vector<Puzzle>> makeWorksheet(const WorksheetRequest &request,
                                                 const SolutionCatalog &catalog, QString *error)
{
    const int n = request.n;
    if (catalog.n() != n || catalog.solutionCount() == 0) {
        *error = WorksheetText::tr("The %1 x %1 board has no solution to make a puzzle of.").arg(n);
        return std::nullopt;
    }
    // The same seed, the same sheet: one generator, drawn from in a fixed order.
    std::mt19937_64 random(request.seed);
    std::vector<Puzzle> puzzles;
    if (request.given == 0) {
        // A blank board, "place n queens", as often as asked, each with an answer of its own.
        for (int k = 0; k < request.count; ++k) {
            Puzzle puzzle;
            puzzle.answer
                = catalog.solution(std::int64_t(random() % std::uint64_t(catalog.solutionCount())));
            puzzle.given.assign(std::size_t(n), -1);
            puzzle.unique = catalog.solutionCount() == 1;
            puzzles.push_back(std::move(puzzle));
        }
        return puzzles;
    }
    // Every board that exists is a candidate; the seed draws the sheet's from their list, so a
    // request is refused only when the boards truly are too few, and says how many there are.
    const std::optional<std::int64_t> boards = worksheetBoards(request, catalog);
    if (!boards || *boards < request.count) {
        *error = request.uniqueCompletion
            ? WorksheetText::tr(
                  "There are %L1 boards of %2 x %2 with %3 queens given that a single solution "
                  "completes, not %4: give more queens, or ask for fewer boards.")
                  .arg(boards.value_or(0))
                  .arg(n)
                  .arg(request.given)
                  .arg(request.count)
            : WorksheetText::tr(
                  "There are %L1 different boards of %2 x %2 with %3 queens given, not %4: ask "
                  "for fewer boards.")
                  .arg(boards.value_or(0))
                  .arg(n)
                  .arg(request.given)
                  .arg(request.count);
        return std::nullopt;
    }
    // `count` different candidates, in the order drawn.
    std::vector<std::int64_t> drawn;
    std::set<std::int64_t> taken;
    while (int(drawn.size()) < request.count) {
        const std::int64_t index = std::int64_t(random() % std::uint64_t(*boards));
        if (taken.insert(index).second)
            drawn.push_back(index);
    }
    std::map<std::int64_t, Puzzle> chosen;
    std::int64_t index = 0;
    auto next = taken.begin();
    everyGiven(catalog, request.given,
               [&](const Given &given, std::int64_t completions, std::int64_t answer) {
                   if (request.uniqueCompletion && completions != 1)
                       return true;
                   if (index++ != *next)
                       return true;
                   Puzzle &puzzle = chosen[*next];
                   puzzle.given = placementOf(given, n);
                   puzzle.answer = catalog.solution(answer);
                   puzzle.unique = completions == 1;
                   return ++next != taken.end();
               });
    for (const std::int64_t i : drawn)
        puzzles.push_back(std::move(chosen[i]));
    return puzzles;
}

} // namespace nq
