// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens dominate
#include "commandline.h"
#include "cliutil.h"

#include "domination.h"

namespace nq {

using namespace cli;

int CommandLine::dominate()
{
    const Parsed p = parse({ QStringLiteral("--queens") },
                           { QStringLiteral("--count"), QStringLiteral("--list"),
                             QStringLiteral("--unique"), QStringLiteral("--independent") });
    DominationOptions options;
    options.n = boardSize(p, Domination::kMinSize, Domination::kMaxSize, tr("for domination"));
    if (!p.values.contains(QStringLiteral("--queens")))
        throw UsageError { tr("dominate needs --queens K, from 1 to %1 (N*N)")
                                   .arg(options.n * options.n) };
    options.queens = static_cast<int>(
            positiveNumber(p, QStringLiteral("--queens"), qint64(options.n) * options.n));
    options.independent = p.flags.contains(QStringLiteral("--independent"));
    const bool list = p.flags.contains(QStringLiteral("--list"));
    if (list && p.flags.contains(QStringLiteral("--count")))
        throw UsageError { tr("choose one of --count and --list") };
    const bool unique = p.flags.contains(QStringLiteral("--unique"));
    if (!list) {
        const DominationResult result
                = unique ? Domination::count(options) : Domination::countSets(options);
        writeOut(QStringLiteral("%1\n").arg(unique ? result.classes : result.sets));
        return Ok;
    }
    // Counted first (the set counter is fast when sets are many): a listing too long is refused
    // before it starts. Classes are at least an eighth of the sets.
    const std::int64_t sets = Domination::countSets(options).sets;
    const std::int64_t listed = unique ? (sets + 7) / 8 : sets;
    if (listed > kMaxListed)
        throw UsageError { (unique ? tr("dominate --list would print at least %1 classes of "
                                        "covering sets of %2 x %2 with %3 queens, more than the %4 "
                                        "a listing prints; count them with --count")
                                   : tr("dominate --list would print %1 covering sets of %2 x %2 "
                                        "with %3 queens, more than the %4 a listing prints; count "
                                        "them with --count"))
                                   .arg(listed)
                                   .arg(options.n)
                                   .arg(options.queens)
                                   .arg(kMaxListed) };
    QString buffer;
    qint64 printed = 0;
    Domination::enumerate(options, [&](std::span<const Square> squares, bool canonical) {
        if (unique && !canonical)
            return true;
        if (printed++ == kMaxListed)
            return false; // classes were only known to be at least an eighth of the sets
        buffer += u'[';
        for (std::size_t i = 0; i < squares.size(); ++i) {
            if (i)
                buffer += u',';
            buffer += squareJson(squares[i].row, squares[i].col);
        }
        buffer += QStringLiteral("]\n");
        if (buffer.size() > 1 << 16) {
            writeOut(buffer);
            buffer.clear();
        }
        return true;
    });
    writeOut(buffer);
    if (printed > kMaxListed) {
        writeErr(tr("the listing stopped after %1 sets, the most a listing prints; count them "
                    "with --count")
                         .arg(kMaxListed));
        return Failed;
    }
    return Ok;
}

} // namespace nq
