// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithms.h"

namespace nq {

namespace {

QString translated(const char *source)
{
    return QCoreApplication::translate("nq::Algorithms", source);
}

std::vector<AlgorithmInfo> makeCatalogue()
{
    // The pseudocode lines are indexed by the Line enums in solvers/*.h: keep them in step.
    return {
        { AlgorithmId::BruteForce, "brute-force", 1, 10, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Brute force (n^n boards)"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Puts one queen in every row, on any column, and tries all n^n such "
                            "boards. Only a complete board is tested, so almost all of the work "
                            "is wasted."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row):"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if row == n:  # every row has a queen"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    check the whole board for attacking queens"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    if no two queens attack: record a solution"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 0 to n - 1:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (row, col)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(row + 1)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off (row, col)") } },
        { AlgorithmId::BranchColumns, "branch-columns", 1, 12, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Rows and columns (n! boards)"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Puts one queen in every row and never two in one column, so only "
                            "n! boards are built. The diagonals are tested only when a board is "
                            "complete."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row):"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if row == n:  # every row has a queen"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    check the diagonals of the whole board"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    if no diagonal attack: record a solution"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 0 to n - 1:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    if column col is taken: try the next column"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (row, col); take column col"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(row + 1)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off; free column col") } },
        { AlgorithmId::Permutations, "permutations", 1, 11, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Permutations"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Walks through every permutation of the columns with "
                            "next_permutation, so rows and columns never clash. Each board is "
                            "then checked pair by pair for a shared diagonal."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "cols = [0, 1, ..., n - 1]"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "repeat:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  put the queen of row i on column cols[i]"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  for every pair of rows i < j:"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "    if |cols[i] - cols[j]| == j - i: reject the board"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  no pair attacks: record a solution"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "until next_permutation(cols) is false") } },
        { AlgorithmId::Backtracking, "backtracking", 1, 32, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Backtracking with flag arrays"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Places queens row by row and goes back as soon as a row has no safe "
                            "square. Three flag arrays say at once whether a column or a "
                            "diagonal is taken."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(r):"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if r == n: record a solution; return"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  for c = 0 to n - 1:"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "    if col[c] or dpos[r+c] or dneg[r-c+n-1]: next c"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (r, c); set the 3 flags"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(r + 1)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off; clear the 3 flags") } },
        { AlgorithmId::BacktrackingCheck, "backtracking-check", 1, 32, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Backtracking, checking every queen"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Places queens row by row and goes back as soon as a row has no safe "
                            "square. A square is tested against every queen already placed."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row):"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if row == n: record a solution; return"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 0 to n - 1:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    for every earlier row i:"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "      if x[i] == col or |x[i] - col| == row - i: next column"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on (row, col)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    solve(row + 1)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off (row, col)") } },
        { AlgorithmId::BacktrackingIterative, "backtracking-iterative", 1, 32, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Backtracking without recursion"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "The same search as checking every queen, written as a loop over an "
                            "explicit stack of columns. Going back means popping the last row "
                            "and trying its next column."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "row = 0; x[0] = -1"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "while row >= 0:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  x[row] = x[row] + 1  # next column"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "  if x[row] == n: row = row - 1; take that row's queen off"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "  if an earlier queen attacks (row, x[row]): continue"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  put a queen on (row, x[row])"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "  if row == n - 1: record a solution; take the queen off"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  else: row = row + 1; x[row] = -1") } },
        { AlgorithmId::Bitmask, "bitmask", 1, 32, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Bitmask backtracking"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Keeps the attacked columns and diagonals of the next row in three "
                            "bit masks, so the free squares of a row come out in one operation. "
                            "It takes the lowest free bit each time and shifts the diagonal "
                            "masks as it goes down."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "solve(row, left, down, right):"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if row == n: record a solution; return"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  free = ~(left | down | right) & full"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  while free != 0:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    bit = free & -free; free = free - bit"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on the column of bit"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "    solve(row + 1, (left|bit) >> 1, down|bit, (right|bit) << 1)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off") } },
        { AlgorithmId::BreadthFirst, "breadth-first", 1, 14, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Breadth-first search"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Keeps a queue of partial boards and extends the oldest by one row "
                            "at a time. Every board with k queens is built before any with "
                            "k + 1, so the queue can grow very large."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "put the empty board into the queue"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "while the queue is not empty:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  take the oldest board out of the queue"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  row = the first empty row of the board"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 0 to n - 1:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    if a queen attacks (row, col): next column"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    new board = board + queen on (row, col)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    if the new board is full: record a solution"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    else: add the new board to the queue"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    (back to the board taken out)") },
          true },
        { AlgorithmId::DepthFirstStack, "depth-first-stack", 1, 32, true,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Depth-first search with a stack"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "The same code as breadth-first search, with a stack in place of the "
                            "queue. The newest board is extended first, so the stack stays "
                            "small."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "push the empty board onto the stack"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "while the stack is not empty:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  pop the newest board off the stack"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  row = the first empty row of the board"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  for col = 0 to n - 1:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    if a queen attacks (row, col): next column"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    new board = board + queen on (row, col)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    if the new board is full: record a solution"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    else: push the new board onto the stack"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    (back to the board popped)") },
          true },
        // 5 x 10^7 rows take about 21 s and 3.9 GB with JSON output (10^8: 45 s, 4.7 GB).
        { AlgorithmId::MinConflicts, "min-conflicts", 1, 50000000, false,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Min-conflicts local search"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Starts from a full board with one queen per row and repeatedly "
                            "moves an attacked queen to the square of its row with the fewest "
                            "attackers. It finds one solution of a huge board quickly but cannot "
                            "list them all."),
          { QT_TRANSLATE_NOOP("nq::Algorithms",
                              "put one queen in every row, avoiding attacks where it can"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "repeat until no queen is attacked:"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  pick an attacked queen at random"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  count the attackers of every square of its row"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  move it to a square with the fewest attackers"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "the board is a solution"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "too many moves: start again from a new board") } },
        // Up to the size whose JSON output still fits a file of about a gigabyte.
        { AlgorithmId::Construction, "construction", 1, 100000000, false,
          QT_TRANSLATE_NOOP("nq::Algorithms", "Construction by formula"),
          QT_TRANSLATE_NOOP("nq::Algorithms",
                            "Writes one solution down at once from the formulas of Hoffman, "
                            "Loessi and Moore, by the cases of n mod 6: no search and no going "
                            "back, so a board of millions of rows takes a blink. Boards of 2 and "
                            "3 have no solution."),
          { QT_TRANSLATE_NOOP("nq::Algorithms", "construct(n):"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if n == 2 or n == 3: no solution exists"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "  m = n if n is even, else n - 1  # odd: one more queen in a corner"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if m mod 6 != 2:"),
            QT_TRANSLATE_NOOP("nq::Algorithms",
                              "    for i = 1 to m/2: queens on (i, 2i) and (m/2 + i, 2i - 1)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  else:  # m mod 6 == 2"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "    for i = 1 to m/2: k = (2i + m/2 - 3) mod m"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "      queens on (i, 1 + k) and (m + 1 - i, m - k)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  if n is odd: a queen on (n, n)"),
            QT_TRANSLATE_NOOP("nq::Algorithms", "  record the solution") } },
    };
}

} // namespace

QString AlgorithmInfo::displayName() const
{
    return translated(nameSource);
}

QString AlgorithmInfo::description() const
{
    return translated(descriptionSource);
}

QStringList AlgorithmInfo::pseudocode() const
{
    QStringList lines;
    for (const char *line : pseudocodeSource)
        lines << translated(line);
    return lines;
}

QString AlgorithmInfo::sizeRange() const
{
    return QStringLiteral("%1-%2").arg(minSize).arg(maxSize);
}

const std::vector<AlgorithmInfo> &Algorithms::all()
{
    static const std::vector<AlgorithmInfo> catalogue = makeCatalogue();
    return catalogue;
}

const AlgorithmInfo *Algorithms::find(QStringView key)
{
    for (const AlgorithmInfo &info : all()) {
        if (key == QLatin1StringView(info.key))
            return &info;
    }
    return nullptr;
}

const AlgorithmInfo &Algorithms::info(AlgorithmId id)
{
    if (id == AlgorithmId::Domination)
        return domination();
    return all()[static_cast<std::size_t>(id)];
}

const AlgorithmInfo &Algorithms::domination()
{
    // The lines are indexed by solvers::dominationline::Line: keep them in step.
    static const AlgorithmInfo info {
        AlgorithmId::Domination, "domination", 1, 16, true,
        QT_TRANSLATE_NOOP("nq::Algorithms", "Queens domination"),
        QT_TRANSLATE_NOOP("nq::Algorithms",
                          "Looks for k queens that together occupy or attack every square. The "
                          "first uncovered square must be covered by some queen, so the search "
                          "tries each square that covers it, and gives up early when the queens "
                          "left cannot cover what is still uncovered."),
        { QT_TRANSLATE_NOOP("nq::Algorithms", "cover(queens left):"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if every square is covered:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    put any queens left on free squares; record the set"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  if the queens left cannot cover what is uncovered: return"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  s = the first uncovered square"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "  for each square q that covers s, not tried yet here:"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    independent: skip q if a queen attacks it"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    put a queen on q  # it covers its lines"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    cover(queens left - 1)"),
          QT_TRANSLATE_NOOP("nq::Algorithms", "    take the queen off q") },
        false, true
    };
    return info;
}

QString Algorithms::keyList()
{
    QStringList keys;
    for (const AlgorithmInfo &info : all())
        keys << info.idString();
    return keys.join(QStringLiteral(", "));
}

} // namespace nq
