// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "algorithms.h"
#include "domination.h"
#include "placement.h"
#include "sinks.h"
#include "solver.h"
#include "symmetry.h"

#include <cstdio>
#include <limits>

namespace nq {

namespace {

struct UsageError
{
    QString message;
};

void writeOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
}

void writeErr(const QString &line)
{
    const QByteArray bytes = QStringLiteral("nqueens: %1\n").arg(line).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

QString squareJson(int row, int col)
{
    return QStringLiteral("[%1,%2]").arg(row).arg(col);
}

QString eventJson(const StepEvent &e, qint64 step)
{
    QString s = QStringLiteral("{\"step\":%1,\"kind\":\"%2\",\"line\":%3")
                        .arg(step)
                        .arg(QLatin1StringView(eventKindName(e.kind)))
                        .arg(e.line);
    if (e.row >= 0)
        s += QStringLiteral(",\"row\":%1,\"col\":%2").arg(e.row).arg(e.col);
    if (e.kind == EventKind::Check)
        s += e.ok ? QStringLiteral(",\"ok\":true") : QStringLiteral(",\"ok\":false");
    if (e.reason != ConflictReason::None)
        s += QStringLiteral(",\"reason\":\"%1\",\"by\":%2")
                     .arg(QLatin1StringView(conflictReasonName(e.reason)),
                          squareJson(e.byRow, e.byCol));
    if (e.kind == EventKind::Place && !e.attacks.empty()) {
        s += QStringLiteral(",\"attacks\":[");
        for (std::size_t i = 0; i < e.attacks.size(); ++i) {
            if (i)
                s += u',';
            s += squareJson(e.attacks[i].row, e.attacks[i].col);
        }
        s += u']';
    }
    if (e.value >= 0)
        s += QStringLiteral(",\"frontier\":%1").arg(e.value);
    if (e.kind == EventKind::SetBoard || e.kind == EventKind::Solution)
        s += QStringLiteral(",\"placement\":%1").arg(placementToJson(e.placement));
    if (e.kind == EventKind::Finished && e.stats) {
        const RunStats &st = *e.stats;
        s += QStringLiteral(",\"completed\":%1,\"stats\":{\"placements\":%2,\"tested\":%3,"
                            "\"conflicts\":%4,\"backtracks\":%5,\"boards\":%6,\"solutions\":%7,"
                            "\"deepest\":%8,\"elapsed_ms\":%9}")
                     .arg(e.ok ? QStringLiteral("true") : QStringLiteral("false"))
                     .arg(st.placements)
                     .arg(st.tested)
                     .arg(st.conflicts)
                     .arg(st.backtracks)
                     .arg(st.boards)
                     .arg(st.solutions)
                     .arg(st.deepest)
                     .arg(QString::number(static_cast<double>(st.elapsedNs) / 1e6, 'f', 3));
    }
    s += QStringLiteral("}\n");
    return s;
}

QStringList commandNames()
{
    return { QStringLiteral("count"),    QStringLiteral("solve"),    QStringLiteral("classes"),
             QStringLiteral("trace"),    QStringLiteral("dominate"), QStringLiteral("algorithms") };
}

} // namespace

CommandLine::CommandLine(const QStringList &arguments)
{
    if (!arguments.isEmpty()) {
        m_command = arguments.first();
        m_args = arguments.mid(1);
    }
}

int CommandLine::run()
{
    try {
        const int status = dispatch();
        std::fflush(stdout);
        return status;
    } catch (const UsageError &error) {
        writeErr(error.message);
        return BadInput;
    }
}

int CommandLine::dispatch()
{
    if (m_command.isEmpty() || m_command == u"--help" || m_command == u"-h"
        || m_command == u"help") {
        return help(m_args.value(0));
    }
    if (m_args.contains(u"--help") || m_args.contains(u"-h"))
        return help(m_command);
    if (m_command == u"count")
        return count();
    if (m_command == u"solve")
        return solve();
    if (m_command == u"classes")
        return classes();
    if (m_command == u"trace")
        return trace();
    if (m_command == u"dominate")
        return dominate();
    if (m_command == u"algorithms")
        return listAlgorithms();
    throw UsageError { tr("unknown command '%1'; the commands are %2 (see nqueens --help)")
                               .arg(m_command, commandNames().join(QStringLiteral(", "))) };
}

CommandLine::Parsed CommandLine::parse(const QStringList &valueOptions,
                                       const QStringList &flagOptions) const
{
    Parsed p;
    for (qsizetype i = 0; i < m_args.size(); ++i) {
        QString arg = m_args[i];
        if (!arg.startsWith(u"--") || arg.size() == 2) {
            if (arg.startsWith(u'-') && arg.size() > 1 && !arg.at(1).isDigit())
                throw UsageError { tr("unknown option '%1' for '%2' (see nqueens %2 --help)")
                                           .arg(arg, m_command) };
            p.positional << arg;
            continue;
        }
        QString value;
        bool hasValue = false;
        const qsizetype eq = arg.indexOf(u'=');
        if (eq > 0) {
            value = arg.mid(eq + 1);
            arg = arg.left(eq);
            hasValue = true;
        }
        if (valueOptions.contains(arg)) {
            if (!hasValue) {
                if (i + 1 >= m_args.size())
                    throw UsageError { tr("option '%1' needs a value (see nqueens %2 --help)")
                                               .arg(arg, m_command) };
                value = m_args[++i];
            }
            p.values.insert(arg, value);
        } else if (flagOptions.contains(arg) && !hasValue) {
            p.flags.insert(arg);
        } else {
            throw UsageError {
                tr("unknown option '%1' for '%2' (see nqueens %2 --help)").arg(arg, m_command)
            };
        }
    }
    if (p.positional.isEmpty())
        throw UsageError { tr("missing the board size N (see nqueens %1 --help)").arg(m_command) };
    if (p.positional.size() > 1)
        throw UsageError { tr("unexpected argument '%1' (see nqueens %2 --help)")
                                   .arg(p.positional.at(1), m_command) };
    return p;
}

int CommandLine::boardSize(const Parsed &p, int min, int max, const QString &forWhat) const
{
    const QString text = p.positional.first();
    bool ok = false;
    const qlonglong n = text.toLongLong(&ok);
    if (!ok)
        throw UsageError { tr("the board size N must be a whole number from %1 to %2 %3, not '%4'")
                                   .arg(min)
                                   .arg(max)
                                   .arg(forWhat, text) };
    if (n < min || n > max)
        throw UsageError {
            tr("the board size N must be from %1 to %2 %3, not %4").arg(min).arg(max).arg(forWhat).arg(n)
        };
    return static_cast<int>(n);
}

const AlgorithmInfo &CommandLine::algorithm(const Parsed &p, const char *fallback) const
{
    const QString key = p.values.value(QStringLiteral("--algorithm"), QLatin1StringView(fallback));
    const AlgorithmInfo *info = Algorithms::find(key);
    if (!info)
        throw UsageError {
            tr("unknown algorithm '%1'; the algorithms are %2").arg(key, Algorithms::keyList())
        };
    return *info;
}

qint64 CommandLine::positiveNumber(const Parsed &p, const QString &option, qint64 max) const
{
    const QString text = p.values.value(option);
    bool ok = false;
    const qlonglong k = text.toLongLong(&ok);
    if (!ok || k < 1 || k > max)
        throw UsageError {
            tr("%1 must be a whole number from 1 to %2, not '%3'").arg(option).arg(max).arg(text)
        };
    return k;
}

int CommandLine::count()
{
    const Parsed p = parse({ QStringLiteral("--algorithm") }, { QStringLiteral("--unique") });
    const AlgorithmInfo &info = algorithm(p, "bitmask");
    if (!info.enumerates)
        throw UsageError { tr("%1 finds a single solution and cannot count them; use another "
                              "algorithm or 'nqueens solve N --algorithm %1'")
                                   .arg(info.idString()) };
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    if (p.flags.contains(QStringLiteral("--unique"))) {
        qint64 classes = 0;
        SolutionSink sink { [&classes](std::span<const int> placement) {
            if (Symmetry::isCanonical(placement))
                ++classes;
        } };
        runAlgorithm(info.id, sink, options);
        writeOut(QStringLiteral("%1\n").arg(classes));
        return Ok;
    }
    NullSink sink;
    const RunResult result = runAlgorithm(info.id, sink, options);
    writeOut(QStringLiteral("%1\n").arg(result.stats.solutions));
    return Ok;
}

int CommandLine::solve()
{
    const Parsed p = parse({ QStringLiteral("--algorithm"), QStringLiteral("--limit"),
                             QStringLiteral("--format") },
                           { QStringLiteral("--first"), QStringLiteral("--all") });
    const AlgorithmInfo &info = algorithm(p, "backtracking");
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    const int modes = int(p.flags.contains(QStringLiteral("--first")))
            + int(p.flags.contains(QStringLiteral("--all")))
            + int(p.values.contains(QStringLiteral("--limit")));
    if (modes > 1)
        throw UsageError { tr("choose one of --first, --all and --limit K") };
    options.mode = info.enumerates ? SolveMode::All : SolveMode::First;
    if (p.flags.contains(QStringLiteral("--first")))
        options.mode = SolveMode::First;
    if (p.values.contains(QStringLiteral("--limit"))) {
        options.mode = SolveMode::Limit;
        options.limit = positiveNumber(p, QStringLiteral("--limit"),
                                       std::numeric_limits<qint64>::max());
    }
    if (p.flags.contains(QStringLiteral("--all")) && !info.enumerates)
        throw UsageError { tr("%1 finds a single solution; use --first or another algorithm")
                                   .arg(info.idString()) };
    const QString format = p.values.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != u"text" && format != u"json")
        throw UsageError { tr("--format must be text or json, not '%1'").arg(format) };
    const bool json = format == u"json";
    QString buffer;
    SolutionSink sink { [&](std::span<const int> placement) {
        buffer += json ? placementToJson(placement) : placementToText(placement);
        buffer += u'\n';
        if (buffer.size() > 1 << 16) {
            writeOut(buffer);
            buffer.clear();
        }
    } };
    const RunResult result = runAlgorithm(info.id, sink, options);
    writeOut(buffer);
    if (result.failed) {
        std::fflush(stdout);
        writeErr(result.error);
        return Failed;
    }
    return Ok;
}

int CommandLine::classes()
{
    const Parsed p = parse({}, {});
    const AlgorithmInfo &info = Algorithms::info(AlgorithmId::Bitmask);
    RunOptions options;
    options.n = boardSize(p, info.minSize, 16, QString());
    std::vector<Placement> all;
    SolutionSink sink { [&all](std::span<const int> placement) {
        all.emplace_back(placement.begin(), placement.end());
    } };
    runAlgorithm(info.id, sink, options);
    QString out;
    for (const SymmetryClass &c : Symmetry::group(all))
        out += QStringLiteral("%1\t%2\n").arg(c.size).arg(placementToJson(c.representative));
    writeOut(out);
    return Ok;
}

int CommandLine::trace()
{
    const Parsed p = parse({ QStringLiteral("--algorithm"), QStringLiteral("--limit") },
                           { QStringLiteral("--first") });
    if (!p.values.contains(QStringLiteral("--algorithm")))
        throw UsageError { tr("trace needs --algorithm ID; the algorithms are %1")
                                   .arg(Algorithms::keyList()) };
    const AlgorithmInfo &info = algorithm(p, "");
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    if (p.flags.contains(QStringLiteral("--first")) && p.values.contains(QStringLiteral("--limit")))
        throw UsageError { tr("choose one of --first and --limit K") };
    options.mode = info.enumerates ? SolveMode::All : SolveMode::First;
    if (p.flags.contains(QStringLiteral("--first")))
        options.mode = SolveMode::First;
    if (p.values.contains(QStringLiteral("--limit"))) {
        options.mode = SolveMode::Limit;
        options.limit = positiveNumber(p, QStringLiteral("--limit"),
                                       std::numeric_limits<qint64>::max());
    }
    qint64 step = 0;
    QString buffer;
    StepSink sink { [&](const StepEvent &e) {
        buffer += eventJson(e, step++);
        if (buffer.size() > 1 << 16) {
            writeOut(buffer);
            buffer.clear();
        }
    } };
    const RunResult result = runAlgorithm(info.id, sink, options);
    writeOut(buffer);
    if (result.failed) {
        std::fflush(stdout);
        writeErr(result.error);
        return Failed;
    }
    return Ok;
}

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
        const DominationResult result = Domination::count(options);
        writeOut(QStringLiteral("%1\n").arg(unique ? result.classes : result.sets));
        return Ok;
    }
    QString buffer;
    Domination::enumerate(options, [&](std::span<const Square> squares, bool canonical) {
        if (unique && !canonical)
            return true;
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
    return Ok;
}

int CommandLine::listAlgorithms()
{
    for (const QString &arg : m_args)
        throw UsageError { tr("'algorithms' takes no arguments, got '%1'").arg(arg) };
    QString out;
    for (const AlgorithmInfo &info : Algorithms::all())
        out += QStringLiteral("%1\t%2\t%3\n").arg(info.idString(), info.sizeRange(), info.displayName());
    writeOut(out);
    return Ok;
}

int CommandLine::help(const QString &command)
{
    QString text;
    if (command == u"count") {
        text = tr("Usage: nqueens count N [--algorithm ID] [--unique]\n"
                  "Prints the number of solutions of the N x N board; with --unique, the number "
                  "of solutions up to rotation and reflection.\n"
                  "  --algorithm ID  the algorithm that counts (default bitmask; see nqueens "
                  "algorithms)\n"
                  "  --unique        count symmetry classes instead of solutions\n");
    } else if (command == u"solve") {
        text = tr("Usage: nqueens solve N [--algorithm ID] [--first | --all | --limit K] "
                  "[--format text|json]\n"
                  "Prints solutions, one per line.\n"
                  "  --algorithm ID  default backtracking (see nqueens algorithms)\n"
                  "  --first         only the first solution\n"
                  "  --all           every solution (the default)\n"
                  "  --limit K       at most K solutions\n"
                  "  --format text   the column of each row's queen, counted from 1 (default)\n"
                  "  --format json   a JSON array of columns counted from 0, row by row\n");
    } else if (command == u"classes") {
        text = tr("Usage: nqueens classes N\n"
                  "Prints one line per symmetry class of the solutions: its size (8, 4, 2 or 1), "
                  "a tab, and its representative as a JSON array of columns counted from 0.\n");
    } else if (command == u"trace") {
        text = tr("Usage: nqueens trace N --algorithm ID [--first] [--limit K]\n"
                  "Prints every step of the algorithm as one JSON object per line, with its "
                  "\"kind\" (consider, conflict, place, remove, set-board, check, solution, "
                  "finished), \"row\" and \"col\" counted from 0, the pseudocode \"line\", and "
                  "\"placement\" on set-board and solution.\n");
    } else if (command == u"dominate") {
        text = tr("Usage: nqueens dominate N --queens K [--count | --list] [--unique] "
                  "[--independent]\n"
                  "Sets of K queens that occupy or attack every square of the N x N board.\n"
                  "  --count         print how many sets there are (the default)\n"
                  "  --list          print each set as a JSON array of [row, col] pairs\n"
                  "  --unique        up to rotation and reflection\n"
                  "  --independent   also no two queens attack each other\n");
    } else if (command == u"algorithms") {
        text = tr("Usage: nqueens algorithms\n"
                  "Prints one line per algorithm: its id, a tab, the board sizes it accepts, a "
                  "tab, and its name.\n");
    } else {
        text = tr("Usage: nqueens COMMAND [ARGS]\n"
                  "The N-Queens problem on the command line.\n\n"
                  "Commands:\n"
                  "  count N       number of solutions (--unique: up to symmetry)\n"
                  "  solve N       list solutions\n"
                  "  classes N     symmetry classes with their representatives\n"
                  "  trace N       every step of an algorithm as JSON lines\n"
                  "  dominate N    sets of queens that cover the whole board\n"
                  "  algorithms    the algorithms and the sizes they accept\n\n"
                  "nqueens COMMAND --help tells more. Bad input exits with status 2.\n");
        if (!command.isEmpty() && !commandNames().contains(command))
            throw UsageError { tr("unknown command '%1'; the commands are %2 (see nqueens --help)")
                                       .arg(command, commandNames().join(QStringLiteral(", "))) };
    }
    writeOut(text);
    return Ok;
}

} // namespace nq
