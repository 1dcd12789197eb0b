// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "cliutil.h"
#include "commandtable.h"
#include "counter/solutioncounter.h"
#include "nqversion.h"

#include "algorithms.h"
#include "arguments.h"
#include "runoptions.h"
#include "wholefile.h"

#include <cstdio>

#include <limits>

namespace nq {

using namespace cli;

CommandLine::CommandLine(const QStringList &arguments)
{
    if (!arguments.isEmpty()) {
        m_command = arguments.first();
        m_args = arguments.mid(1);
    }
}

int CommandLine::run()
{
    exitOnInterrupt(tr("interrupted"));
    // A FIFO named as an output waits for its reader, as cp does.
    WholeFile::setWaitForReaders(true);
    try {
        const int status = dispatch();
        flushOut();
        return status;
    } catch (const UsageError &error) {
        flushOut();
        writeErr(error.message);
        return BadInput;
    } catch (const OutputError &error) {
        flushOut();
        writeErr(error.message);
        return Failed;
    }
}

int CommandLine::dispatch()
{
    if (m_command.isEmpty() || m_command == u"--help" || m_command == u"-h"
        || m_command == u"help") {
        return help(m_args.value(0));
    }
    if (m_command == u"--version" || m_command == u"-v" || m_command == u"version") {
        writeOut(QStringLiteral("nqueens %1\n").arg(QLatin1StringView(NQ_VERSION)));
        return Ok;
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
    if (m_command == u"tree")
        return tree();
    if (m_command == u"code")
        return code();
    if (m_command == u"quiz")
        return quiz();
    if (m_command == u"lesson")
        return lesson();
    if (m_command == u"film")
        return film();
    if (m_command == u"ladder")
        return ladder();
    if (m_command == u"estimate")
        return estimate();
    if (m_command == u"dominate")
        return dominate();
    if (m_command == u"algorithms")
        return listAlgorithms();
    if (m_command == u"render")
        return render();
    if (m_command == u"sheet")
        return sheet();
    if (m_command == u"worksheet")
        return worksheet();
    if (m_command == u"completion")
        return completion();
    throw UsageError { tr("unknown command '%1'; the commands are %2 (see nqueens --help)")
                           .arg(m_command, commandNames().join(QStringLiteral(", "))) };
}

CommandLine::Parsed CommandLine::parse(const QString &command) const
{
    const QString name = command.isEmpty() ? m_command : command;
    const CommandSpec *spec = commandSpec(name);
    if (!spec) // a command dispatched without an entry in the table: a mistake of ours
        throw OutputError {
            QStringLiteral("nqueens: '%1' has no entry in the command table").arg(name)
        };
    // Options are named "--name" in the table; the parser knows them without the dashes.
    QStringList valueOptions;
    QStringList flagOptions;
    QList<QCommandLineOption> options;
    for (const OptionSpec &o : spec->options) {
        const QString option = QString::fromLatin1(o.name);
        QStringList names { option.mid(2) };
        if (option == u"--output")
            names.prepend(QStringLiteral("o"));
        if (o.value == Value::None) {
            flagOptions << option;
            options << QCommandLineOption(names);
        } else {
            valueOptions << option;
            options << QCommandLineOption(names, QString(), QStringLiteral("value"));
        }
    }
    const Arguments args(options, m_args, Arguments::Numbers::AreArguments);
    const Arguments::Problem problem = args.problem();
    switch (problem.kind) {
    case Arguments::Problem::None:
        break;
    case Arguments::Problem::UnknownOption:
        throw UsageError { tr("unknown option '%1' for '%2' (see nqueens %2 --help)")
                               .arg(problem.argument, m_command) };
    case Arguments::Problem::MissingValue:
        throw UsageError {
            tr("option '%1' needs a value (see nqueens %2 --help)").arg(problem.option, m_command)
        };
    case Arguments::Problem::UnexpectedValue:
        throw UsageError { tr("option '%1' takes no value, not '%2' (see nqueens %3 --help)")
                               .arg(problem.option, problem.argument, m_command) };
    }
    // An option given twice is a mistake to point at, not a choice to make silently.
    for (const QList<QString> *names : { &valueOptions, &flagOptions }) {
        for (const QString &option : *names) {
            if (args.timesGiven(option.mid(2)) > 1)
                throw UsageError { tr("option '%1' is given more than once (see nqueens %2 "
                                      "--help)")
                                       .arg(option, m_command) };
        }
    }
    Parsed p;
    p.positional = args.positional();
    for (const QString &option : valueOptions) {
        if (args.isSet(option.mid(2)))
            p.values.insert(option, args.value(option.mid(2)));
    }
    for (const QString &option : flagOptions) {
        if (args.isSet(option.mid(2)))
            p.flags.insert(option);
    }
    if (spec->positional == Value::None && !p.positional.isEmpty())
        throw UsageError { tr("unexpected argument '%1' (see nqueens %2 --help)")
                               .arg(p.positional.first(), m_command) };
    if (spec->positional != Value::Number)
        return p;
    if (p.positional.isEmpty())
        throw UsageError { tr("missing the board size N (see nqueens %1 --help)").arg(m_command) };
    if (p.positional.size() > 1)
        throw UsageError { tr("unexpected argument '%1' (see nqueens %2 --help)")
                               .arg(p.positional.at(1), m_command) };
    return p;
}

QString CommandLine::boundedText(const Parsed &p, const QString &option, int max,
                                 const QString &fallback) const
{
    const QString text = p.values.value(option, fallback);
    if (text.size() > max)
        throw UsageError { tr("%1 is %L2 characters long; it may be at most %L3")
                               .arg(option)
                               .arg(text.size())
                               .arg(max) };
    return text;
}

int CommandLine::boardSize(const Parsed &p, int min, int max, const QString &forWhat) const
{
    const QString text = p.positional.first();
    bool ok = false;
    const qlonglong n = text.toLongLong(&ok);
    // ("for bitmask" follows the range when there is one; nothing, not a space, when not.)
    if (!ok)
        throw UsageError {
            forWhat.isEmpty()
                ? tr("the board size N must be a whole number from %1 to %2, not '%3'")
                      .arg(min)
                      .arg(max)
                      .arg(text)
                : tr("the board size N must be a whole number from %1 to %2 %3, not '%4'")
                      .arg(min)
                      .arg(max)
                      .arg(forWhat, text)
        };
    if (n < min || n > max)
        throw UsageError {
            forWhat.isEmpty()
                ? tr("the board size N must be from %1 to %2, not %3").arg(min).arg(max).arg(n)
                : tr("the board size N must be from %1 to %2 %3, not %4")
                      .arg(min)
                      .arg(max)
                      .arg(forWhat)
                      .arg(n)
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

int CommandLine::threads(const Parsed &p) const
{
    return p.values.contains(QStringLiteral("--threads"))
        ? int(positiveNumber(p, QStringLiteral("--threads"), SolutionCounter::kMaxThreads))
        : 0;
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

void CommandLine::setMode(const Parsed &p, const AlgorithmInfo &info, RunOptions &options) const
{
    options.mode = info.enumerates ? SolveMode::All : SolveMode::First;
    if (p.flags.contains(QStringLiteral("--first")))
        options.mode = SolveMode::First;
    if (p.values.contains(QStringLiteral("--limit"))) {
        options.mode = SolveMode::Limit;
        options.limit
            = positiveNumber(p, QStringLiteral("--limit"), std::numeric_limits<qint64>::max());
    }
}

} // namespace nq
