// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens completion bash|zsh: the shell's completion, written from the command table, so that
// it offers exactly the commands, options and values the parser accepts.
#include "cliutil.h"
#include "commandline.h"
#include "commandtable.h"

#include "algorithms.h"
#include "messagetext.h"

namespace nq {

using namespace cli;

namespace {

QString algorithmIds()
{
    QStringList ids;
    for (const AlgorithmInfo &info : Algorithms::all())
        ids << info.idString();
    return ids.join(u' ');
}

// The actions of `lesson` ("check render"), from the table's "lesson ..." entries.
QString lessonActions()
{
    QStringList actions;
    for (const CommandSpec &c : commandTable()) {
        const QString name = QString::fromLatin1(c.name);
        if (name.startsWith(u"lesson "))
            actions << name.mid(7);
    }
    return actions.join(u' ');
}

// The extensions "png svg pdf" as a glob's alternatives, "png|svg|pdf".
QString alternatives(const char *extensions)
{
    return wordsOf(extensions).join(u'|');
}

// What bash offers for a value of this kind, as one statement that fills COMPREPLY.
QString bashValue(Value kind, const char *choices)
{
    switch (kind) {
    case Value::Algorithm:
        return QStringLiteral("COMPREPLY=($(compgen -W \"$algorithms\" -- \"$cur\"))");
    case Value::Choice:
        return QStringLiteral("COMPREPLY=($(compgen -W \"%1\" -- \"$cur\"))")
            .arg(QLatin1StringView(choices));
    case Value::InputFile:
    case Value::OutputFile:
        return QStringLiteral("_nqueens_files '%1'").arg(alternatives(choices));
    case Value::None:
    case Value::Number:
    case Value::Text:
        break;
    }
    return QStringLiteral("COMPREPLY=()");
}

QString bashScript()
{
    QString s
        = QStringLiteral(
              "# bash completion for nqueens, written by 'nqueens completion bash' from the\n"
              "# command line's own table of commands and options.\n"
              "_nqueens_files()\n"
              "{\n"
              "    local IFS=$'\\n'\n"
              "    compopt -o filenames 2>/dev/null\n"
              "    COMPREPLY=($(compgen -d -- \"$cur\")\n"
              "               $(compgen -f -X \"!*.@($1)\" -- \"$cur\"))\n"
              "}\n\n"
              "_nqueens()\n"
              "{\n"
              "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
              "    local algorithms=\"%1\"\n"
              "    shopt -s extglob\n"
              "    if ((COMP_CWORD == 1)); then\n"
              "        COMPREPLY=($(compgen -W \"%2 --help --version\" -- \"$cur\"))\n"
              "        return\n"
              "    fi\n"
              "    local command=\"${COMP_WORDS[1]}\"\n"
              "    if [ \"$command\" = lesson ]; then\n"
              "        if ((COMP_CWORD == 2)); then\n"
              "            COMPREPLY=($(compgen -W \"%3\" -- \"$cur\"))\n"
              "            return\n"
              "        fi\n"
              "        command=\"lesson ${COMP_WORDS[2]}\"\n"
              "    fi\n"
              "    case \"$command\" in\n")
              .arg(algorithmIds(), commandNames().join(u' '), lessonActions());
    for (const CommandSpec &c : commandTable()) {
        QStringList options;
        QString values;
        for (const OptionSpec &o : c.options) {
            options << QLatin1StringView(o.name);
            if (o.value == Value::None)
                continue;
            const QString names = QLatin1StringView(o.name) == u"--output"
                ? QStringLiteral("--output|-o")
                : QString::fromLatin1(o.name);
            values += QStringLiteral("        %1) %2; return ;;\n")
                          .arg(names, bashValue(o.value, o.choices));
        }
        options << QStringLiteral("--help");
        s += QStringLiteral("    \"%1\")\n").arg(QLatin1StringView(c.name));
        if (!values.isEmpty())
            s += QStringLiteral("        case \"$prev\" in\n%1        esac\n").arg(values);
        s += QStringLiteral("        case \"$cur\" in\n"
                            "        -*) COMPREPLY=($(compgen -W \"%1\" -- \"$cur\")) ;;\n"
                            "        *) %2 ;;\n"
                            "        esac\n"
                            "        ;;\n")
                 .arg(options.join(u' '), bashValue(c.positional, c.positionalChoices));
    }
    s += QStringLiteral("    esac\n"
                        "}\n"
                        "complete -F _nqueens nqueens\n");
    return s;
}

// A zsh _arguments spec for a value of this kind: ":what:action".
QString zshValue(Value kind, const char *choices, const QString &what)
{
    switch (kind) {
    case Value::Algorithm:
        return QStringLiteral(":%1:(%2)").arg(what, algorithmIds());
    case Value::Choice:
        return QStringLiteral(":%1:(%2)").arg(what, QLatin1StringView(choices));
    case Value::InputFile:
    case Value::OutputFile:
        return QStringLiteral(":%1:_files -g \"*.(%2)\"").arg(what, alternatives(choices));
    case Value::Number:
    case Value::Text:
        return QStringLiteral(":%1: ").arg(what);
    case Value::None:
        break;
    }
    return {};
}

QString zshScript()
{
    QString s = QStringLiteral(
                    "#compdef nqueens\n"
                    "# zsh completion for nqueens, written by 'nqueens completion zsh' from the\n"
                    "# command line's own table of commands and options.\n"
                    "_nqueens() {\n"
                    "  if (( CURRENT == 2 )); then\n"
                    "    compadd -- %1 --help --version\n"
                    "    return\n"
                    "  fi\n"
                    "  local command=${words[2]}\n"
                    "  shift words; (( CURRENT-- ))\n"
                    "  if [[ $command == lesson ]]; then\n"
                    "    if (( CURRENT == 2 )); then\n"
                    "      compadd -- %2\n"
                    "      return\n"
                    "    fi\n"
                    "    command=\"lesson ${words[2]}\"\n"
                    "    shift words; (( CURRENT-- ))\n"
                    "  fi\n"
                    "  case $command in\n")
                    .arg(commandNames().join(u' '), lessonActions());
    for (const CommandSpec &c : commandTable()) {
        QStringList specs;
        for (const OptionSpec &o : c.options) {
            const QString name = QString::fromLatin1(o.name);
            const QString value = zshValue(o.value, o.choices, name.mid(2));
            if (name == u"--output")
                specs << QStringLiteral("'(-o --output)'{-o,--output}'%1'").arg(value);
            else
                specs << QStringLiteral("'%1%2'").arg(name, value);
        }
        specs << QStringLiteral("'--help'");
        if (c.positional == Value::Number)
            specs << QStringLiteral("'1:N: '");
        else if (c.positional != Value::None)
            specs << QStringLiteral("'*%1'").arg(
                zshValue(c.positional, c.positionalChoices, QStringLiteral("argument")));
        s += QStringLiteral("    \"%1\") _arguments -s \\\n      %2 ;;\n")
                 .arg(QLatin1StringView(c.name), specs.join(QStringLiteral(" \\\n      ")));
    }
    s += QStringLiteral("  esac\n"
                        "}\n"
                        "_nqueens \"$@\"\n");
    return s;
}

} // namespace

int CommandLine::completion()
{
    const Parsed p = parse();
    const QString shell = p.positional.value(0);
    if (shell == u"bash")
        writeOut(bashScript());
    else if (shell == u"zsh")
        writeOut(zshScript());
    else
        throw UsageError {
            shell.isEmpty()
                ? tr("completion needs the shell: bash or zsh")
                : tr("completion is written for bash or zsh, not '%1'").arg(printable(shell, 40))
        };
    return Ok;
}

} // namespace nq
