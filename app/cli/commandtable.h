// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace nq::cli {

/// What an option's value, or a command's argument, is. The parser needs only to know whether
/// a value follows; the shell's completion offers what each kind names.
enum class Value {
    None, ///< a flag: no value
    Number, ///< a size, a count, a seed, a step
    Text, ///< free words (a title, a caption, a condition)
    Algorithm, ///< an algorithm's id, as `nqueens algorithms` lists them
    Choice, ///< one of the words in `choices`
    OutputFile, ///< a file to write, of the kinds `choices` names by extension (or a folder)
    InputFile, ///< a file to read, of the kinds `choices` names by extension
};

/// One option of a command, as typed: "--algorithm"; "--output" is also "-o".
struct OptionSpec
{
    const char *name;
    Value value = Value::None;
    /// For Choice the words, for a file the extensions without dots, space-separated.
    const char *choices = "";
};

/// One command of `nqueens`, or one action of a command ("lesson render").
struct CommandSpec
{
    const char *name;
    /// What the command takes besides options: a board size N, files, an algorithm, or nothing.
    Value positional = Value::Number;
    /// For file positionals their extensions, for Choice the words.
    const char *positionalChoices = "";
    std::vector<OptionSpec> options;

    /// The option's entry, or nullptr.
    const OptionSpec *option(QStringView name) const;
};

/// Every command and action in the order `nqueens --help` lists them: what the parser accepts,
/// what the completion scripts offer.
const std::vector<CommandSpec> &commandTable();
/// The entry for "count" or "lesson render", or nullptr.
const CommandSpec *commandSpec(QStringView name);
/// The commands' first words, each once, in the table's order.
QStringList commandNames();
/// The words of a space-separated list, as QStrings.
QStringList wordsOf(const char *list);

} // namespace nq::cli
