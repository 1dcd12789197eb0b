// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace nq {

struct AlgorithmInfo;
struct RunOptions;

/// The `nqueens` command line: parses the arguments, runs the command, returns the exit status.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(nq::CommandLine)
public:
    /// Exit statuses: 0 done, 1 the algorithm failed, 2 bad input, 130 stopped by Ctrl-C.
    enum Status { Ok = 0, Failed = 1, BadInput = 2, Interrupted = 130 };

    explicit CommandLine(const QStringList &arguments);
    int run();

private:
    struct Parsed
    {
        QStringList positional;
        QHash<QString, QString> values; // --option VALUE
        QSet<QString> flags; // --flag
    };

    int dispatch();
    int count();
    int countFast(const Parsed &p);
    int sum();
    int solve();
    int classes();
    int trace();
    int code();
    int quiz();
    int lesson();
    int lessonWeb();
    /// The lesson in `source`, read and checked as `lesson check` checks it (UsageError if not).
    Lesson checkedLesson(const QString &source);
    int film();
    int tree();
    int ladder();
    int estimate();
    int dominate();
    int listAlgorithms();
    int render();
    int sheet();
    int worksheet();
    int help(const QString &command);
    int completion();

    /// Parses the arguments of the command (or of its action, as "lesson render") by its
    /// entry in the command table (QCommandLineParser, through Arguments). Throws UsageError
    /// when they do not fit it.
    Parsed parse(const QString &command = QString()) const;
    int boardSize(const Parsed &p, int min, int max, const QString &forWhat) const;
    const AlgorithmInfo &algorithm(const Parsed &p, const char *fallback) const;
    qint64 positiveNumber(const Parsed &p, const QString &option, qint64 max) const;
    /// --threads T, from 1 to SolutionCounter::kMaxThreads (0 when not given: one per core).
    int threads(const Parsed &p) const;
    /// The text of `option` (`fallback` when not given), refused past `max` characters.
    QString boundedText(const Parsed &p, const QString &option, int max,
                        const QString &fallback = QString()) const;
    /// How many solutions a run looks for: all (first, for an algorithm that finds one),
    /// --first, or --limit K.
    void setMode(const Parsed &p, const AlgorithmInfo &info, RunOptions &options) const;

    QString m_command;
    QStringList m_args;
};

} // namespace nq
