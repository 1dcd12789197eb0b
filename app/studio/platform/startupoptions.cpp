// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/startupoptions.h"

#include "arguments.h"
#include "messagetext.h"
#include "platform/language.h"
#include "platform/settings.h"
#include "playbackclock.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace nq {

QList<QCommandLineOption> StartupOptions::options()
{
    const QString id = tr("ID");
    return {
        QCommandLineOption(QStringLiteral("algorithm"),
                           tr("Start with this algorithm (see nqueens algorithms)."), id),
        QCommandLineOption(QStringLiteral("dominate"),
                           tr("Start with the domination problem: K queens that cover the board."),
                           tr("K")),
        QCommandLineOption(QStringLiteral("independent"),
                           tr("With --dominate: no two queens attack each other.")),
        QCommandLineOption(QStringLiteral("size"), tr("The board size, N x N."), tr("N")),
        QCommandLineOption(QStringLiteral("speed"),
                           tr("Steps per second, from 0.25 to 250000, or max."), tr("SPEED")),
        QCommandLineOption(QStringLiteral("play"), tr("Play at once.")),
        QCommandLineOption(QStringLiteral("step"),
                           tr("Go to step K of the run once it has started."), tr("K")),
        QCommandLineOption(QStringLiteral("present"), tr("Start in presentation mode.")),
        QCommandLineOption(QStringLiteral("speak"),
                           tr("Speak each caption with the system's voice (View > Speak "
                              "Captions).")),
        QCommandLineOption(QStringLiteral("language"),
                           tr("The language for this session: en, ja or zh_CN."), tr("CODE")),
        QCommandLineOption(QStringLiteral("panel"),
                           tr("The panel in sight: tree, log, data or browser."), tr("NAME")),
        QCommandLineOption(QStringLiteral("class"),
                           tr("Start a class session (on PORT when a port number follows: "
                              "--class [PORT]) and print its address and code.")),
        [] {
            // "--class 8765" and "--class=8765", as parse() reads them.
            QCommandLineOption port(QStringLiteral("class-port"), QString(),
                                    QStringLiteral("PORT"));
            port.setFlags(QCommandLineOption::HiddenFromHelp);
            return port;
        }(),
        QCommandLineOption(QStringLiteral("theme"),
                           tr("The colours for this session: light or "
                              "dark."),
                           tr("THEME")),
        QCommandLineOption({ QStringLiteral("h"), QStringLiteral("help") },
                           tr("Print this help and quit.")),
        QCommandLineOption({ QStringLiteral("v"), QStringLiteral("version") },
                           tr("Print the version and quit.")),
    };
}

StartupOptions StartupOptions::parse(const QStringList &args)
{
    StartupOptions o;
    // "--class [PORT]": a port may follow the switch (QCommandLineParser has no optional
    // values), so a number after it is read as the session's port.
    QStringList arguments;
    for (qsizetype i = 0; i < args.size(); ++i) {
        static const QRegularExpression number(QStringLiteral("^[0-9]+$"));
        if (args[i] == u"--class" && i + 1 < args.size() && number.match(args[i + 1]).hasMatch()) {
            arguments << QStringLiteral("--class") << QStringLiteral("--class-port") << args[++i];
        } else if (args[i].startsWith(u"--class=")) {
            arguments << QStringLiteral("--class") << QStringLiteral("--class-port")
                      << args[i].mid(8);
        } else {
            arguments << args[i];
        }
    }
    // Qt's own arguments (such as -platform) are taken out by QApplication before this.
    Arguments parsed(options(), arguments);
    for (const QString &unknown : parsed.unknownOptions())
        o.messages << tr("nqueens-studio: unknown option '%1'").arg(printable(unknown));
    const Arguments::Problem problem = parsed.problem();
    if (problem.kind == Arguments::Problem::MissingValue)
        o.messages
            << tr("nqueens-studio: option '%1' needs a value").arg(printable(problem.option));
    else if (problem.kind == Arguments::Problem::UnexpectedValue)
        o.messages << tr("nqueens-studio: option '%1' takes no value, not '%2'")
                          .arg(printable(problem.option), printable(problem.argument));
    if (parsed.isSet(QStringLiteral("help"))) {
        parsed.parser().addPositionalArgument(QStringLiteral("lesson"),
                                              tr("A lesson (.nqlesson) to open."),
                                              QStringLiteral("[FILE.nqlesson]"));
        parsed.parser().setApplicationDescription(
            tr("N-Queens Studio: watch the classic N-Queens algorithms step by step, explore "
               "every solution and its symmetries, and export pictures of boards."));
        o.exitText = parsed.parser().helpText();
        return o;
    }
    if (parsed.isSet(QStringLiteral("version"))) {
        o.exitText = QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(),
                                                   QCoreApplication::applicationVersion());
        return o;
    }
    auto given = [&parsed](const char *name) {
        const QString option = QString::fromLatin1(name);
        // A value option last with nothing after it is set, with no value: left out.
        return parsed.isSet(option) && !parsed.parser().values(option).isEmpty();
    };
    o.play = parsed.isSet(QStringLiteral("play"));
    o.independent = parsed.isSet(QStringLiteral("independent"));
    if (given("algorithm")) {
        const QString value = parsed.value(QStringLiteral("algorithm"));
        if (const AlgorithmInfo *info = Algorithms::find(value))
            o.algorithm = info->id;
        else
            o.messages << tr("nqueens-studio: unknown algorithm '%1' (known: %2)")
                              .arg(printable(value), Algorithms::keyList());
    }
    if (given("dominate")) {
        const QString value = parsed.value(QStringLiteral("dominate"));
        bool ok = false;
        const int k = value.toInt(&ok);
        if (ok && k >= 1 && k <= Algorithms::domination().maxSize)
            o.dominationQueens = k;
        else
            o.messages << tr("nqueens-studio: --dominate must be a number of queens from 1 to "
                             "%1, not '%2'")
                              .arg(Algorithms::domination().maxSize)
                              .arg(printable(value));
    }
    if (given("speed")) {
        const QString value = parsed.value(QStringLiteral("speed"));
        bool ok = false;
        const double sps = value.toDouble(&ok);
        if (value == u"max" || value == u"maximum")
            o.speedLevel = PlaybackClock::speedLevels() - 1;
        else if (ok && sps >= 0.25 && sps <= 250000)
            o.speedLevel = PlaybackClock::levelFor(sps);
        else
            o.messages << tr("nqueens-studio: --speed must be steps per second from 0.25 to "
                             "250000, or max, not '%1'")
                              .arg(printable(value));
    }
    if (given("step")) {
        const QString value = parsed.value(QStringLiteral("step"));
        bool ok = false;
        const qlonglong k = value.toLongLong(&ok);
        if (ok && k >= 0)
            o.step = k;
        else
            o.messages << tr("nqueens-studio: --step must be a step number from 0, not '%1'")
                              .arg(printable(value));
    }
    o.present = parsed.isSet(QStringLiteral("present"));
    o.speak = parsed.isSet(QStringLiteral("speak"));
    if (given("language")) {
        const QString value = parsed.value(QStringLiteral("language"));
        const QStringList codes = Language::codes();
        const auto match = std::find_if(codes.begin(), codes.end(), [&](const QString &code) {
            return code.compare(value, Qt::CaseInsensitive) == 0
                || QString(code).replace(u'_', u'-').compare(value, Qt::CaseInsensitive) == 0;
        });
        if (match != codes.end())
            o.language = *match;
        else
            o.messages << tr("nqueens-studio: --language must be one of %1, not '%2'")
                              .arg(codes.join(QStringLiteral(", ")), printable(value));
    }
    if (given("panel")) {
        const QString value = parsed.value(QStringLiteral("panel")).toLower();
        static const QHash<QString, QString> docks {
            { QStringLiteral("tree"), QStringLiteral("treeDock") },
            { QStringLiteral("log"), QStringLiteral("logDock") },
            { QStringLiteral("data"), QStringLiteral("dataDock") },
            { QStringLiteral("browser"), QStringLiteral("browserDock") },
        };
        if (docks.contains(value))
            o.panel = docks.value(value);
        else
            o.messages << tr("nqueens-studio: --panel must be tree, log, data or browser, not "
                             "'%1'")
                              .arg(printable(parsed.value(QStringLiteral("panel"))));
    }
    if (given("theme")) {
        const QString value = parsed.value(QStringLiteral("theme")).toLower();
        if (value == u"light" || value == u"dark")
            o.dark = value == u"dark";
        else
            o.messages << tr("nqueens-studio: --theme must be light or dark, not '%1'")
                              .arg(printable(parsed.value(QStringLiteral("theme"))));
    }
    if (parsed.isSet(QStringLiteral("class"))) {
        o.classPort = 0;
        if (given("class-port")) {
            const QString value = parsed.value(QStringLiteral("class-port"));
            bool ok = false;
            const int port = value.toInt(&ok);
            if (ok && port >= 1 && port <= 65535)
                o.classPort = port;
            else
                o.messages << tr("nqueens-studio: --class takes a port from 1 to 65535, not '%1'")
                                  .arg(printable(value));
        }
    }
    const QStringList files = parsed.positional();
    if (files.size() == 1)
        o.lesson = files.first();
    else if (files.size() > 1)
        o.messages << tr("nqueens-studio: give one lesson file to open, not %1").arg(files.size());
    const QString sizeText = given("size") ? parsed.value(QStringLiteral("size")) : QString();
    if (!sizeText.isNull()) {
        const AlgorithmId id = o.dominationQueens
            ? AlgorithmId::Domination
            : o.algorithm.value_or(Settings::kDefaultAlgorithm);
        // A size the algorithm takes but the window does not draw (min-conflicts at 5000) is
        // kept: the window clamps it and says where the command line goes on. Past what the
        // algorithm takes the size is refused, as every other bad value.
        const int max = id == AlgorithmId::Domination ? Algorithms::domination().maxSize
                                                      : Algorithms::info(id).maxSize;
        bool ok = false;
        const int n = sizeText.toInt(&ok);
        if (ok && n >= 1 && n <= max && o.dominationQueens && *o.dominationQueens > n)
            o.messages << tr("nqueens-studio: --dominate %1 needs a board of at least %1 × %1, not "
                             "%2 × %2")
                              .arg(*o.dominationQueens)
                              .arg(n);
        else if (ok && n >= 1 && n <= max)
            o.size = n;
        else
            o.messages << tr("nqueens-studio: --size must be a whole number from 1 to %1 for %2, "
                             "not '%3'")
                              .arg(max)
                              .arg(Algorithms::info(id).idString(), printable(sizeText));
    }
    return o;
}

} // namespace nq
