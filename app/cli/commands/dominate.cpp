// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens dominate
#include "cliutil.h"
#include "commandline.h"

#include "domination.h"
#include "queenstext.h"

#include <limits>

namespace nq {

using namespace cli;

int CommandLine::dominate()
{
    const Parsed p = parse();
    DominationOptions options;
    options.n = boardSize(p, Domination::kMinSize, Domination::kMaxSize, tr("for domination"));
    if (!p.values.contains(QStringLiteral("--queens")))
        throw UsageError {
            tr("dominate needs --queens K, from 1 to %1 (N*N)").arg(options.n * options.n)
        };
    options.queens = static_cast<int>(
        positiveNumber(p, QStringLiteral("--queens"), qint64(options.n) * options.n));
    options.independent = p.flags.contains(QStringLiteral("--independent"));
    options.threads = threads(p);
    const bool list = p.flags.contains(QStringLiteral("--list"));
    if (list && p.flags.contains(QStringLiteral("--count")))
        throw UsageError { tr("choose one of --count and --list") };
    const bool unique = p.flags.contains(QStringLiteral("--unique"));
    const ListFormat format = listFormat(p.values.value(QStringLiteral("--format")));
    if (!list && p.values.contains(QStringLiteral("--format")))
        throw UsageError { tr("--format is for --list: a count is one number") };
    // Ctrl-C stops a long count or listing with a word, as `count` does.
    const CatchInterrupt interrupts;
    options.cancel = &g_interrupted;
    auto interrupted = [] {
        writeErr(tr("dominate not finished: interrupted"));
        return Interrupted;
    };
    auto tooManyToCount = [&options] {
        return UsageError {
            tr("more than %1 sets of %2 queens cover the %3 x %3 board: too many to "
               "count")
                .arg(std::numeric_limits<std::int64_t>::max())
                .arg(options.queens)
                .arg(options.n)
        };
    };
    if (!list) { // counted without listing, classes too
        ProgressLine progress([&](std::int64_t done, std::int64_t total, const QString &left) {
            return tr("counting the covering sets of %1 x %1 with %2 queens: %3%, %4")
                .arg(options.n)
                .arg(options.queens)
                .arg(QString::number(100.0 * double(done) / double(total), 'f', 1))
                .arg(left);
        });
        options.progress
            = [&](std::int64_t done, std::int64_t total) { progress.tell(done, total); };
        const DominationResult counted
            = unique ? Domination::count(options) : Domination::countSets(options);
        progress.clear();
        if (counted.cancelled)
            return interrupted();
        if (counted.tooMany)
            throw tooManyToCount();
        writeOut(QStringLiteral("%1\n").arg(unique ? counted.classes : counted.sets));
        return Ok;
    }
    // A listing too long is refused before it starts: from a count, or, when the count would
    // take long (9 x 9 with 10 queens: hours), from a quiet listing that stops one past the budget.
    const Domination::Bound bound = Domination::countUpTo(options, unique, kMaxListed);
    if (bound.cancelled)
        return interrupted();
    if (bound.tooMany)
        throw tooManyToCount();
    if (bound.unknown)
        throw UsageError { tr("dominate --list cannot tell in a few seconds how many %1 there "
                              "are on %2 x %2 with %3 queens (%L4 found so far, the listing "
                              "prints at most %L5); count them with --count, or give fewer "
                              "queens or a smaller board")
                               .arg(unique ? tr("classes of covering sets") : tr("covering sets"))
                               .arg(options.n)
                               .arg(options.queens)
                               .arg(bound.total)
                               .arg(kMaxListed) };
    const std::int64_t listed = bound.total;
    const bool pastBudget = !bound.exact && listed > kMaxListed;
    if (pastBudget)
        throw UsageError { (unique ? tr("dominate --list would print more than %1 classes of "
                                        "covering sets of %2 x %2 with %3 queens, more than a "
                                        "listing prints; count them with --count")
                                   : tr("dominate --list would print more than %1 covering sets "
                                        "of %2 x %2 with %3 queens, more than a listing prints; "
                                        "count them with --count"))
                               .arg(kMaxListed)
                               .arg(options.n)
                               .arg(options.queens) };
    if (listed > kMaxListed)
        throw UsageError { (unique ? tr("dominate --list would print %1 classes of covering sets "
                                        "of %2 x %2 with %3 queens, more than the %4 a listing "
                                        "prints; count them with --count")
                                   : tr("dominate --list would print %1 covering sets of %2 x %2 "
                                        "with %3 queens, more than the %4 a listing prints; count "
                                        "them with --count"))
                               .arg(listed)
                               .arg(options.n)
                               .arg(options.queens)
                               .arg(kMaxListed) };
    // A set as text: each queen's row,column from 1 ("1,1 3,3"); as JSON, [row, col] pairs
    // from 0.
    BufferedOut out;
    ListWriter sets(out, format);
    const DominationResult printed
        = Domination::enumerate(options, [&](std::span<const Square> squares, bool canonical) {
              if (unique && !canonical)
                  return true;
              QString item;
              if (format == ListFormat::Text) {
                  item = squaresToText(squares);
              } else {
                  item += u'[';
                  for (std::size_t i = 0; i < squares.size(); ++i) {
                      if (i)
                          item += u',';
                      item += squareJson(squares[i].row, squares[i].col);
                  }
                  item += u']';
              }
              sets.add(item, item);
              return true;
          });
    if (printed.cancelled) {
        out.flush();
        return interrupted();
    }
    sets.finish();
    return Ok;
}

} // namespace nq
