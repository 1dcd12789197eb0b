// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace nq {

class SolutionCatalog;

/// A worksheet's puzzles: boards with some queens given for a student to complete.
struct WorksheetRequest
{
    int n = 8;
    int given = 4; ///< queens given on each board (0: a blank board, "place n queens")
    int count = 6; ///< boards on the sheet
    std::uint64_t seed = 1; ///< the same seed gives the same sheet
    bool uniqueCompletion = false; ///< only boards whose given queens one solution completes
    int threads = 0; ///< threads the solutions are listed with (0: one per core)
};

struct Puzzle
{
    Placement given; ///< the queens given, -1 for a row the student fills
    Placement answer; ///< a solution that keeps them (the only one, when asked for)
    bool unique = false; ///< no other solution keeps them
};

/// Chooses the puzzles from the catalogue of n x n (built for the request's n, n <= 16): every
/// board that exists (a solution with `given` of its rows kept, each once, with the number of
/// solutions that complete it) is listed, and the seed draws the sheet's from that list, no two
/// alike. A request that cannot be met (more boards than there are, with a unique completion
/// where asked) returns nothing, and `error` gives the true number.
std::optional<std::vector<Puzzle>> makeWorksheet(const WorksheetRequest &request,
                                                 const SolutionCatalog &catalog, QString *error);

/// How many different boards the request may draw from (with a single completion, where it asks
/// for that): nothing for a request the catalogue does not fit.
std::optional<std::int64_t> worksheetBoards(const WorksheetRequest &request,
                                            const SolutionCatalog &catalog);

/// How many solutions keep the queens of `given` (-1 rows free), counted up to `atMost`.
int completions(const Placement &given, int atMost);

} // namespace nq
