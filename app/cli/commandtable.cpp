// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandtable.h"

namespace nq::cli {

namespace {

// Options more than one command shares, spelt once.
constexpr const char *kThemes = "light dark print";
constexpr const char *kPages = "a4 letter";
constexpr const char *kLanguages = "en ja zh_CN";

OptionSpec flag(const char *name)
{
    return { name, Value::None };
}
OptionSpec number(const char *name)
{
    return { name, Value::Number };
}
OptionSpec text(const char *name)
{
    return { name, Value::Text };
}
OptionSpec choice(const char *name, const char *choices)
{
    return { name, Value::Choice, choices };
}
OptionSpec algorithm()
{
    return { "--algorithm", Value::Algorithm };
}
OptionSpec output(const char *extensions)
{
    return { "--output", Value::OutputFile, extensions };
}

std::vector<CommandSpec> makeTable()
{
    return {
        { "count",
          Value::Number,
          "",
          { algorithm(), number("--parts"), number("--part"), number("--threads"),
            choice("--kernel", "avx512 avx2 plain"), flag("--unique"), flag("--json") } },
        { "sum", Value::InputFile, "json", {} },
        { "solve",
          Value::Number,
          "",
          { algorithm(), number("--limit"), choice("--format", "text json jsonl"),
            text("--placement"), number("--threads"), flag("--first"), flag("--all") } },
        { "classes",
          Value::Number,
          "",
          { choice("--format", "text json jsonl"), number("--threads") } },
        { "trace",
          Value::Number,
          "",
          { algorithm(), number("--limit"), text("--until"), flag("--first"), flag("--back") } },
        { "tree",
          Value::Number,
          "",
          { algorithm(), number("--depth"), choice("--format", "dot json"), output("svg pdf png"),
            choice("--page", "a4 letter slide strip"), choice("--theme", kThemes), flag("--first"),
            flag("--profile") } },
        { "dominate",
          Value::Number,
          "",
          { number("--queens"), choice("--format", "text json jsonl"), number("--threads"),
            flag("--count"), flag("--list"), flag("--unique"), flag("--independent") } },
        { "algorithms", Value::None, "", {} },
        { "render",
          Value::Number,
          "",
          { text("--placement"), output("png svg pdf"), number("--size"),
            choice("--theme", kThemes), text("--caption"), choice("--page", "a4 letter board"),
            flag("--transparent"), flag("--no-coordinates"), flag("--attacks"),
            flag("--allow-conflicts") } },
        { "sheet",
          Value::Number,
          "",
          { output("pdf svg png"), choice("--theme", kThemes), text("--title"),
            choice("--page", kPages), number("--size"), number("--threads"), flag("--unique"),
            flag("--no-coordinates"), flag("--no-answers") } },
        { "worksheet",
          Value::Number,
          "",
          { number("--given"), number("--count"), number("--seed"), text("--title"),
            choice("--page", kPages), output("pdf"), number("--threads"),
            flag("--unique-completion") } },
        { "code", Value::Algorithm, "", { choice("--language", "cpp python") } },
        { "quiz",
          Value::Number,
          "",
          { algorithm(),
            number("--seed"),
            number("--every"),
            choice("--questions",
                   "next-queen attacked what-next back-to-row free-columns next-level "
                   "move-column"),
            number("--count"),
            { "--csv", Value::OutputFile, "csv" } } },
        { "lesson check", Value::InputFile, "nqlesson", {} },
        { "lesson render",
          Value::InputFile,
          "nqlesson",
          { output("pdf"), number("--size"), choice("--theme", kThemes),
            choice("--language", kLanguages), choice("--page", kPages) } },
        { "lesson web",
          Value::InputFile,
          "nqlesson",
          { output("html zip"), choice("--theme", kThemes), choice("--language", kLanguages),
            number("--seed"), number("--every"), flag("--scorm") } },
        { "film",
          Value::Number,
          "",
          { algorithm(),
            number("--from"),
            number("--to"),
            output("mp4 webm gif webp pdf html"),
            number("--fps"),
            number("--size"),
            choice("--theme", kThemes),
            choice("--language", kLanguages),
            choice("--page", kPages),
            number("--dominate"),
            flag("--first"),
            flag("--caption"),
            flag("--no-caption"),
            flag("--counters"),
            flag("--pseudocode"),
            choice("--layout", "square wide"),
            flag("--independent"),
            flag("--predict"),
            number("--seed"),
            number("--every"),
            flag("--narrate") } },
        { "ladder",
          Value::None,
          "",
          { number("--to"), choice("--format", "text csv json"), number("--budget"),
            flag("--first") } },
        { "estimate",
          Value::Number,
          "",
          { algorithm(), number("--probes"), number("--seed"), flag("--json") } },
        { "completion", Value::Choice, "bash zsh", {} },
    };
}

} // namespace

const OptionSpec *CommandSpec::option(QStringView name) const
{
    for (const OptionSpec &o : options) {
        if (QLatin1StringView(o.name) == name)
            return &o;
    }
    return nullptr;
}

const std::vector<CommandSpec> &commandTable()
{
    static const std::vector<CommandSpec> table = makeTable();
    return table;
}

const CommandSpec *commandSpec(QStringView name)
{
    for (const CommandSpec &c : commandTable()) {
        if (QLatin1StringView(c.name) == name)
            return &c;
    }
    return nullptr;
}

QStringList commandNames()
{
    QStringList names;
    for (const CommandSpec &c : commandTable()) {
        const QString first = QString::fromLatin1(c.name).section(u' ', 0, 0);
        if (!names.contains(first))
            names << first;
    }
    return names;
}

QStringList wordsOf(const char *list)
{
    return QString::fromLatin1(list).split(u' ', Qt::SkipEmptyParts);
}

} // namespace nq::cli
