// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "algorithms.h"
#include "boardexport.h"
#include "messagetext.h"
#include "solutioncatalog.h"
#include "counter/solutioncounter.h"
#include "domination.h"
#include "placement.h"
#include "sinks.h"
#include "solver.h"
#include "symmetry.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <atomic>
#include <chrono>
#include <csignal>
#include <QFileInfo>

#include <cstdio>
#include <optional>
#include <limits>
#include <map>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

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
    // One line, whatever the user typed into it: control characters are shown as '?'.
    const QByteArray bytes
            = QStringLiteral("nqueens: %1\n").arg(printable(line, line.size())).toUtf8();
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
    return { QStringLiteral("count"),    QStringLiteral("sum"),      QStringLiteral("solve"),
             QStringLiteral("classes"),  QStringLiteral("trace"),    QStringLiteral("dominate"),
             QStringLiteral("algorithms"), QStringLiteral("render"),  QStringLiteral("sheet") };
}

// The theme named on the command line for pictures.
std::optional<Theme::Kind> themeNamed(const QString &name)
{
    if (name == u"light")
        return Theme::Light;
    if (name == u"dark")
        return Theme::Dark;
    if (name == u"print")
        return Theme::Print;
    return std::nullopt;
}

// Set by Ctrl-C while the counter runs; its threads poll it. A lock-free atomic is safe to
// store to from a signal handler.
std::atomic_bool g_interrupted { false };

void onInterrupt(int)
{
    g_interrupted.store(true, std::memory_order_relaxed);
}

bool stderrIsTerminal()
{
#ifdef Q_OS_WIN
    return _isatty(_fileno(stderr)) != 0;
#else
    return isatty(STDERR_FILENO) != 0;
#endif
}

void writeRawErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fflush(stderr);
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
    if (m_command == u"sum")
        return sum();
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
    if (m_command == u"render")
        return render();
    if (m_command == u"sheet")
        return sheet();
    throw UsageError { tr("unknown command '%1'; the commands are %2 (see nqueens --help)")
                               .arg(m_command, commandNames().join(QStringLiteral(", "))) };
}

CommandLine::Parsed CommandLine::parse(const QStringList &valueOptions,
                                       const QStringList &flagOptions) const
{
    Parsed p;
    for (qsizetype i = 0; i < m_args.size(); ++i) {
        QString arg = m_args[i];
        if (arg == u"-o")
            arg = QStringLiteral("--output");
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
    const Parsed p = parse({ QStringLiteral("--algorithm"), QStringLiteral("--parts"),
                             QStringLiteral("--part"), QStringLiteral("--threads") },
                           { QStringLiteral("--unique"), QStringLiteral("--json") });
    if (!p.values.contains(QStringLiteral("--algorithm")))
        return countFast(p);
    for (const QString &option : { QStringLiteral("--parts"), QStringLiteral("--part"),
                                   QStringLiteral("--threads"), QStringLiteral("--json") }) {
        if (p.values.contains(option) || p.flags.contains(option))
            throw UsageError { tr("%1 goes with the default counter only; leave out --algorithm")
                                       .arg(option) };
    }
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

int CommandLine::countFast(const Parsed &p)
{
    CountOptions options;
    options.n = boardSize(p, SolutionCounter::kMinSize, SolutionCounter::kMaxSize,
                          tr("for the default counter"));
    if (p.values.contains(QStringLiteral("--threads")))
        options.threads = static_cast<int>(
                positiveNumber(p, QStringLiteral("--threads"), SolutionCounter::kMaxThreads));
    const bool hasParts = p.values.contains(QStringLiteral("--parts"));
    if (hasParts != p.values.contains(QStringLiteral("--part")))
        throw UsageError { tr("--parts P and --part I go together (I from 0 to P - 1)") };
    if (hasParts) {
        options.parts = static_cast<int>(positiveNumber(p, QStringLiteral("--parts"),
                                                        std::numeric_limits<int>::max()));
        const QString text = p.values.value(QStringLiteral("--part"));
        bool ok = false;
        const qlonglong part = text.toLongLong(&ok);
        if (!ok || part < 0 || part >= options.parts)
            throw UsageError { tr("--part must be a whole number from 0 to %1, not '%2'")
                                       .arg(options.parts - 1)
                                       .arg(text) };
        options.part = static_cast<int>(part);
    }

    // A progress line for counts that take a while, rewritten in place on a terminal.
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    const bool terminal = stderrIsTerminal();
    std::atomic_bool shown { false };
    options.progress = [&](std::int64_t done, std::int64_t total) {
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (!terminal || seconds < 1.0 || total <= 0 || done >= total)
            return;
        QString left = tr("estimating the time left");
        if (done > 0) {
            const qint64 rest = qRound64(seconds * double(total - done) / double(done));
            left = rest < 60 ? tr("about %1 s left").arg(rest)
                 : rest < 3600 ? tr("about %1 min %2 s left").arg(rest / 60).arg(rest % 60)
                               : tr("about %1 h %2 min left").arg(rest / 3600).arg(rest % 3600 / 60);
        }
        const QString line = tr("counting %1 x %1: %2 of %3 tasks (%4%), %5")
                                     .arg(options.n)
                                     .arg(done)
                                     .arg(total)
                                     .arg(QString::number(100.0 * double(done) / double(total), 'f', 1))
                                     .arg(left);
        // The trailing spaces wipe what a longer previous line left behind.
        writeRawErr(u'\r' + line + QStringLiteral("      "));
        shown = true;
    };
    auto clearProgress = [&shown]() {
        if (shown)
            writeRawErr(u'\r' + QString(79, u' ') + u'\r');
    };

    g_interrupted = false;
    options.cancel = &g_interrupted;
    const auto previousHandler = std::signal(SIGINT, onInterrupt);
    const CountResult result = SolutionCounter(options).run();
    std::signal(SIGINT, previousHandler == SIG_ERR ? SIG_DFL : previousHandler);
    clearProgress();
    if (result.cancelled) {
        writeErr(tr("count not finished: interrupted"));
        return Interrupted;
    }
    if (p.flags.contains(QStringLiteral("--json"))) {
        writeOut(QStringLiteral("{\"n\":%1,\"parts\":%2,\"part\":%3,\"total\":%4,\"unique\":%5,"
                                "\"tasks\":%6,\"seconds\":%7}\n")
                         .arg(options.n)
                         .arg(options.parts)
                         .arg(options.part)
                         .arg(result.total)
                         .arg(result.unique)
                         .arg(result.tasks)
                         .arg(QString::number(double(result.elapsedNs) / 1e9, 'f', 3)));
        return Ok;
    }
    const bool unique = p.flags.contains(QStringLiteral("--unique"));
    writeOut(QStringLiteral("%1\n").arg(unique ? result.unique : result.total));
    return Ok;
}

int CommandLine::sum()
{
    QStringList files;
    for (const QString &arg : m_args) {
        if (arg.size() > 1 && arg.startsWith(u'-') && !arg.at(1).isDigit())
            throw UsageError { tr("unknown option '%1' for '%2' (see nqueens %2 --help)")
                                       .arg(arg, m_command) };
        files << arg;
    }
    if (files.isEmpty())
        throw UsageError { tr("sum needs the files written by 'nqueens count N --parts P --part I "
                              "--json'") };

    struct Part
    {
        QString file;
        qint64 n = 0;
        qint64 parts = 0;
        qint64 part = 0;
        qint64 total = 0;
        qint64 unique = -1; // -1: the file has no unique count
    };
    std::vector<Part> parts;
    for (const QString &file : files) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            throw UsageError { tr("cannot read '%1': %2").arg(file, f.errorString()) };
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
        if (error.error != QJsonParseError::NoError)
            throw UsageError { tr("'%1' is not valid JSON: %2 at byte %3")
                                       .arg(file, error.errorString())
                                       .arg(error.offset) };
        if (!doc.isObject())
            throw UsageError { tr("'%1' holds no JSON object as written by 'nqueens count --json'")
                                       .arg(file) };
        const QJsonObject o = doc.object();
        // Whole numbers only, read exactly (totals pass 2^53 for large boards).
        auto number = [&](const QString &key, qint64 min, qint64 max) {
            const QJsonValue v = o.value(key);
            constexpr qint64 none = std::numeric_limits<qint64>::min();
            const qint64 value = v.isDouble() ? v.toInteger(none) : none;
            if (value == none || value < min || value > max)
                throw UsageError { tr("'%1' has no valid \"%2\" (a whole number from %3 to %4)")
                                           .arg(file, key)
                                           .arg(min)
                                           .arg(max) };
            return value;
        };
        constexpr qint64 big = std::numeric_limits<qint64>::max();
        Part part;
        part.file = file;
        part.n = number(QStringLiteral("n"), 1, big);
        part.parts = number(QStringLiteral("parts"), 1, big);
        part.part = number(QStringLiteral("part"), 0, part.parts - 1);
        part.total = number(QStringLiteral("total"), 0, big);
        if (o.contains(u"unique"))
            part.unique = number(QStringLiteral("unique"), 0, big);
        const Part &first = parts.empty() ? part : parts.front();
        if (part.n != first.n || part.parts != first.parts)
            throw UsageError { tr("'%1' counts n=%2 in %3 parts, but '%4' counts n=%5 in %6 parts")
                                       .arg(file)
                                       .arg(part.n)
                                       .arg(part.parts)
                                       .arg(first.file)
                                       .arg(first.n)
                                       .arg(first.parts) };
        if ((part.unique < 0) != (first.unique < 0))
            throw UsageError { tr("'%1' and '%2' differ: only one of them has a \"unique\" count")
                                       .arg(file, first.file) };
        parts.push_back(part);
    }

    std::map<qint64, QString> seen;
    qint64 total = 0, unique = 0;
    constexpr qint64 big = std::numeric_limits<qint64>::max();
    for (const Part &part : parts) {
        const auto [it, added] = seen.emplace(part.part, part.file);
        if (!added)
            throw UsageError { tr("part %1 of %2 is there twice: in '%3' and in '%4'")
                                       .arg(part.part)
                                       .arg(part.parts)
                                       .arg(it->second, part.file) };
        if (total > big - part.total || unique > big - std::max<qint64>(part.unique, 0))
            throw UsageError { tr("the sum passes 64 bits at '%1'").arg(part.file) };
        total += part.total;
        unique += std::max<qint64>(part.unique, 0);
    }
    const Part &first = parts.front();
    if (static_cast<qint64>(seen.size()) != first.parts) {
        qint64 missing = 0;
        for (const auto &entry : seen) {
            if (entry.first != missing)
                break;
            ++missing;
        }
        throw UsageError { tr("part %1 of %2 (n=%3) is missing: none of the %4 files given holds it")
                                   .arg(missing)
                                   .arg(first.parts)
                                   .arg(first.n)
                                   .arg(files.size()) };
    }
    QString out = QStringLiteral("%1\n").arg(total);
    if (first.unique >= 0)
        out += QStringLiteral("%1\n").arg(unique);
    writeOut(out);
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

int CommandLine::render()
{
    const Parsed p = parse({ QStringLiteral("--placement"), QStringLiteral("--output"),
                             QStringLiteral("--size"), QStringLiteral("--theme") },
                           { QStringLiteral("--transparent"), QStringLiteral("--no-coordinates"),
                             QStringLiteral("--attacks") });
    const int n = boardSize(p, 1, 64, tr("for render"));
    if (!p.values.contains(QStringLiteral("--placement")))
        throw UsageError { tr("render needs --placement C0,C1,... (the column of each row's "
                              "queen, from 0 to %1)")
                                   .arg(n - 1) };
    QString problem;
    const std::optional<Placement> parsed
            = parsePlacement(p.values.value(QStringLiteral("--placement")), n, &problem);
    if (!parsed)
        throw UsageError { problem };
    const Placement placement = *parsed;
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty())
        throw UsageError { tr("render needs -o FILE (.png, .svg or .pdf)") };
    if (!BoardExport::formatFor(output))
        throw UsageError { tr("cannot tell the format of '%1': use a name ending in .png, .svg "
                              "or .pdf")
                                   .arg(output) };
    int pixels = 800;
    if (p.values.contains(QStringLiteral("--size")))
        pixels = int(positiveNumber(p, QStringLiteral("--size"), 8192));
    const std::optional<Theme::Kind> theme
            = themeNamed(p.values.value(QStringLiteral("--theme"), QStringLiteral("light")));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                                   .arg(p.values.value(QStringLiteral("--theme"))) };
    BoardPicture picture;
    picture.board = placement;
    picture.theme = Theme::of(*theme);
    picture.transparent = p.flags.contains(QStringLiteral("--transparent"));
    picture.coordinates = !p.flags.contains(QStringLiteral("--no-coordinates"));
    // A placement whose queens attack each other is drawn with its conflicts marked.
    picture.attacks = p.flags.contains(QStringLiteral("--attacks")) || !isSolution(placement);
    QString error;
    if (!BoardExport::writeBoard(output, picture, pixels, &error)) {
        writeErr(error);
        return Failed;
    }
    return Ok;
}

int CommandLine::sheet()
{
    const Parsed p = parse({ QStringLiteral("--output"), QStringLiteral("--theme") },
                           { QStringLiteral("--unique"), QStringLiteral("--no-coordinates") });
    const int n = boardSize(p, 1, SolutionCatalog::kMaxSize, tr("for sheet"));
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty())
        throw UsageError { tr("sheet needs -o FILE (.png, .svg or .pdf)") };
    const std::optional<BoardExport::Format> format = BoardExport::formatFor(output);
    if (!format)
        throw UsageError { tr("cannot tell the format of '%1': use a name ending in .png, .svg "
                              "or .pdf")
                                   .arg(output) };
    const std::optional<Theme::Kind> theme
            = themeNamed(p.values.value(QStringLiteral("--theme"), QStringLiteral("light")));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                                   .arg(p.values.value(QStringLiteral("--theme"))) };
    const bool unique = p.flags.contains(QStringLiteral("--unique"));
    SolutionCatalog catalog;
    catalog.build(n);
    const std::int64_t count = unique ? catalog.classCount() : catalog.solutionCount();
    const int limit = *format == BoardExport::Format::Png ? BoardExport::kMaxPngSheetBoards
                                                          : BoardExport::kMaxSheetBoards;
    if (count == 0)
        throw UsageError { tr("the %1 x %1 board has no solutions to put on a sheet").arg(n) };
    if (count > limit)
        throw UsageError { tr("%1 sheets hold at most %2 boards; %3 x %3 has %4%5")
                                   .arg(QFileInfo(output).suffix().toUpper())
                                   .arg(limit)
                                   .arg(n)
                                   .arg(count)
                                   .arg(unique ? QString() : tr(" (try --unique)")) };
    BoardPicture style;
    style.theme = Theme::of(*theme);
    style.coordinates = !p.flags.contains(QStringLiteral("--no-coordinates"));
    const std::vector<BoardPicture> boards = BoardExport::sheetBoards(catalog, unique, style);
    const QString title = BoardExport::sheetTitle(catalog, unique);
    QString error;
    if (!BoardExport::writeSheet(output, boards, title, &error)) {
        writeErr(error);
        return Failed;
    }
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
        text = tr("Usage: nqueens count N [--unique] [--threads T] [--parts P --part I] [--json]\n"
                  "       nqueens count N --algorithm ID [--unique]\n"
                  "Prints the number of solutions of the N x N board; with --unique, the number "
                  "of solutions up to rotation and reflection.\n"
                  "Without --algorithm the fast counter runs (N from %1 to %2): start "
                  "constellations of border queens, completed by a bitmask search on all cores.\n"
                  "  --algorithm ID  count with one of the teaching algorithms instead (see "
                  "nqueens algorithms)\n"
                  "  --unique        count symmetry classes instead of solutions\n"
                  "  --threads T     counting threads, from 1 to %3 (default: one per core)\n"
                  "  --parts P       deal the tasks into P parts...\n"
                  "  --part I        ...and count part I only (0 to P - 1); 'nqueens sum' adds "
                  "the parts up\n"
                  "  --json          print {\"n\",\"parts\",\"part\",\"total\",\"unique\",...} "
                  "on one line\n"
                  "Ctrl-C stops the count (exit status 130).\n")
                       .arg(SolutionCounter::kMinSize)
                       .arg(SolutionCounter::kMaxSize)
                       .arg(SolutionCounter::kMaxThreads);
    } else if (command == u"sum") {
        text = tr("Usage: nqueens sum FILE...\n"
                  "Adds up the parts written by 'nqueens count N --parts P --part I --json', one "
                  "per file, and prints the total, then the unique count on a second line. Every "
                  "part from 0 to P - 1 must be there exactly once, all for the same N and P.\n");
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
    } else if (command == u"render") {
        text = tr("Usage: nqueens render N --placement C0,C1,... -o FILE [--size PIXELS] "
                  "[--theme light|dark|print] [--transparent] [--no-coordinates] [--attacks]\n"
                  "Draws one board to FILE; the format comes from its name (.png, .svg, .pdf).\n"
                  "  --placement     the column of each row's queen, from 0, each column once\n"
                  "  --size PIXELS   the side of a PNG (default 800)\n"
                  "  --attacks       mark attacked squares; attacking queens are always marked\n");
    } else if (command == u"sheet") {
        text = tr("Usage: nqueens sheet N [--unique] -o FILE [--theme light|dark|print] "
                  "[--no-coordinates]\n"
                  "Draws every solution of N x N (with --unique, one per symmetry class) as a "
                  "grid of captioned boards: PDF on pages, SVG or PNG as one picture.\n");
    } else if (command == u"algorithms") {
        text = tr("Usage: nqueens algorithms\n"
                  "Prints one line per algorithm: its id, a tab, the board sizes it accepts, a "
                  "tab, and its name.\n");
    } else {
        text = tr("Usage: nqueens COMMAND [ARGS]\n"
                  "The N-Queens problem on the command line.\n\n"
                  "Commands:\n"
                  "  count N       number of solutions (--unique: up to symmetry)\n"
                  "  sum FILE...   add up the parts of a count split with --parts\n"
                  "  solve N       list solutions\n"
                  "  classes N     symmetry classes with their representatives\n"
                  "  trace N       every step of an algorithm as JSON lines\n"
                  "  dominate N    sets of queens that cover the whole board\n"
                  "  algorithms    the algorithms and the sizes they accept\n"
                  "  render N      draw one board to PNG, SVG or PDF\n"
                  "  sheet N       draw all solutions (or classes) as a sheet of boards\n\n"
                  "nqueens COMMAND --help tells more. Bad input exits with status 2.\n");
        if (!command.isEmpty() && !commandNames().contains(command))
            throw UsageError { tr("unknown command '%1'; the commands are %2 (see nqueens --help)")
                                       .arg(command, commandNames().join(QStringLiteral(", "))) };
    }
    writeOut(text);
    return Ok;
}

} // namespace nq
