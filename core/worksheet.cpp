// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet.h"

#include "algorithms.h"
#include "sinks.h"
#include "solutioncatalog.h"
#include "solver.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

namespace nq {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("nq::Worksheet", text);
}
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

std::optional<std::vector<Puzzle>> makeWorksheet(const WorksheetRequest &request,
                                                 const SolutionCatalog &catalog, QString *error)
{
    const int n = request.n;
    if (catalog.n() != n || catalog.solutionCount() == 0) {
        *error = tr("The %1 x %1 board has no solution to make a puzzle of.").arg(n);
        return std::nullopt;
    }
    // The same seed, the same sheet: one generator, drawn from in a fixed order.
    std::mt19937_64 random(request.seed);
    std::vector<Puzzle> puzzles;
    std::set<Placement> seen;
    // A draw that repeats a board or misses a unique completion is drawn again, a bounded
    // number of times for the whole sheet.
    const int tries = 200 * std::max(1, request.count);
    for (int attempt = 0; attempt < tries && int(puzzles.size()) < request.count; ++attempt) {
        const std::int64_t index = std::int64_t(random() % std::uint64_t(catalog.solutionCount()));
        Puzzle puzzle;
        puzzle.answer = catalog.solution(index);
        std::vector<int> rows(static_cast<std::size_t>(n));
        std::iota(rows.begin(), rows.end(), 0);
        std::shuffle(rows.begin(), rows.end(), random);
        puzzle.given.assign(std::size_t(n), -1);
        for (int k = 0; k < request.given; ++k)
            puzzle.given[std::size_t(rows[std::size_t(k)])]
                = puzzle.answer[std::size_t(rows[std::size_t(k)])];
        if (request.given > 0 && seen.count(puzzle.given))
            continue;
        puzzle.unique = completions(puzzle.given, 2) == 1;
        if (request.uniqueCompletion && !puzzle.unique)
            continue;
        seen.insert(puzzle.given);
        puzzles.push_back(std::move(puzzle));
    }
    if (int(puzzles.size()) < request.count) {
        *error = request.uniqueCompletion
            ? tr("Only %1 boards of %2 x %2 with %3 queens given that a single solution completes "
                 "were found, not %4: give more queens, or ask for fewer boards.")
                  .arg(puzzles.size())
                  .arg(n)
                  .arg(request.given)
                  .arg(request.count)
            : tr("Only %1 different boards of %2 x %2 with %3 queens given were found, not %4: "
                 "ask for fewer boards.")
                  .arg(puzzles.size())
                  .arg(n)
                  .arg(request.given)
                  .arg(request.count);
        return std::nullopt;
    }
    return puzzles;
}

} // namespace nq
