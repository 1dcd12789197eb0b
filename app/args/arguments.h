// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace nq {

/// The arguments of `nqueens` and `nqueens-studio`, parsed by QCommandLineParser and read back
/// the way both programs report a problem: naming the argument as the user wrote it ('-xyz',
/// '--fast'), not the bare option name the parser keeps.
///
/// Options follow QCommandLineParser: `--name VALUE`, `--name=VALUE`, short options that may be
/// grouped (`-o FILE`, `-oFILE`), and `--` ends the options. One thing is added: with
/// `NumbersAreArguments`, an argument that starts with a minus sign and a digit (`-4`) is an
/// argument, not an unknown option, so a command can answer "the board size must be from 1 to
/// 28, not -4".
class Arguments
{
public:
    enum class Numbers { AreOptions, AreArguments };

    /// What is wrong with the arguments, the first problem found.
    struct Problem
    {
        enum Kind { None, UnknownOption, MissingValue, UnexpectedValue } kind = None;
        QString argument; ///< as written, without a value: "--fast", "-xyz"; "--first=1"
        QString option; ///< the option it concerns: "--first", "-o"
    };

    /// Parses `arguments` (without the program's name) against `options`.
    Arguments(const QList<QCommandLineOption> &options, const QStringList &arguments,
              Numbers numbers = Numbers::AreOptions);

    Problem problem() const { return m_problem; }
    /// Every unknown option as written, each once, in the order given.
    QStringList unknownOptions() const;
    QStringList positional() const;
    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    /// How many times the option was given, under any of its names.
    int timesGiven(const QString &name) const;
    /// The last value given for the option (a number with a minus sign as written).
    QString value(const QString &name) const;
    /// The parser, for its help text.
    const QCommandLineParser &parser() const { return m_parser; }
    QCommandLineParser &parser() { return m_parser; }

private:
    QString writtenAs(const QString &unknownName) const;

    QCommandLineParser m_parser;
    QList<QCommandLineOption> m_options;
    QStringList m_arguments;
    Problem m_problem;
};

} // namespace nq
