// SPDX-License-Identifier: GPL-3.0-or-later
#include "arguments.h"

namespace nq {

namespace {

// A number with a minus sign is handed to QCommandLineParser behind this mark, which no option
// starts with, so the parser keeps it as an argument or a value; an argument that already
// starts with the mark gets a second one. Both are taken off again when read.
constexpr QChar kMark { 0xE000 };

bool isNegativeNumber(const QString &a)
{
    return a.size() > 1 && a.at(0) == u'-' && a.at(1).isDigit();
}

QString unmarked(const QString &a)
{
    return a.startsWith(kMark) ? a.mid(1) : a;
}

} // namespace

Arguments::Arguments(const QList<QCommandLineOption> &options, const QStringList &arguments,
                     Numbers numbers)
    : m_options(options), m_arguments(arguments)
{
    m_parser.addOptions(options);
    QStringList marked { QStringLiteral("program") }; // the parser skips the first
    for (const QString &a : arguments) {
        const bool mark
            = a.startsWith(kMark) || (numbers == Numbers::AreArguments && isNegativeNumber(a));
        marked << (mark ? kMark + a : a);
    }
    if (m_parser.parse(marked))
        return;
    if (const QStringList unknown = unknownOptions(); !unknown.isEmpty()) {
        m_problem = { Problem::UnknownOption, unknown.first(), unknown.first() };
        return;
    }
    // The parser's other two errors: a value option last with nothing after it, or a value
    // given to an option that takes none ("--first=1").
    for (const QString &a : arguments) {
        if (a == u"--")
            break;
        const qsizetype eq = a.indexOf(u'=');
        if (!a.startsWith(u'-') || eq < 0)
            continue;
        const QString written = a.left(eq);
        const QString name = QString(written).remove(0, written.startsWith(u"--") ? 2 : 1);
        for (const QCommandLineOption &o : m_options) {
            if (o.names().contains(name) && o.valueName().isEmpty()) {
                m_problem = { Problem::UnexpectedValue, a, written };
                return;
            }
        }
    }
    const QString last = arguments.value(arguments.size() - 1);
    m_problem = { Problem::MissingValue, last, last };
}

QString Arguments::writtenAs(const QString &name) const
{
    for (const QString &a : m_arguments) {
        if (a == u"--")
            break;
        if (a.startsWith(u"--")) {
            if (a.mid(2).section(u'=', 0, 0) == name)
                return a.section(u'=', 0, 0); // without its value
        } else if (a.startsWith(u'-') && a.mid(1).section(u'=', 0, 0).contains(name)) {
            return a.section(u'=', 0, 0); // short options grouped: "-xyz" for x, y and z
        }
    }
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

QStringList Arguments::unknownOptions() const
{
    QStringList written;
    for (const QString &name : m_parser.unknownOptionNames()) {
        const QString a = writtenAs(name);
        if (!written.contains(a))
            written << a;
    }
    return written;
}

QStringList Arguments::positional() const
{
    QStringList list = m_parser.positionalArguments();
    for (QString &a : list)
        a = unmarked(a);
    return list;
}

QString Arguments::value(const QString &name) const
{
    return unmarked(m_parser.value(name));
}

int Arguments::timesGiven(const QString &name) const
{
    QStringList names { name };
    for (const QCommandLineOption &option : m_options)
        if (option.names().contains(name))
            names = option.names();
    int times = 0;
    for (const QString &given : m_parser.optionNames())
        times += names.contains(given);
    return times;
}

} // namespace nq
