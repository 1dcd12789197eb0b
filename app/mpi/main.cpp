// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens-mpi: the fast counter spread over the ranks of an MPI job (mpirun, srun), resumable
// from a journal.
#include "arguments.h"
#include "distributedcount.h"
#include "nqversion.h"

#include "counter/solutioncounter.h"

#include <QCoreApplication>

#include <mpi.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <optional>

namespace {

std::atomic_bool g_stop { false };

void onSignal(int)
{
    g_stop = true;
}

struct Usage
{
    QString message;
};

const char *const kHelp = QT_TRANSLATE_NOOP(
    "nq::DistributedCount",
    "Usage: mpirun -np P nqueens-mpi N [--unique] [--journal FILE] [--threads T] [--json] "
    "[--units U]\n"
    "Counts the solutions of N x N (N from 1 to 28) over the ranks of an MPI job: rank 0 hands "
    "out units of work on demand, the other ranks count them. With one rank, it counts alone.\n"
    "  --unique        print the count up to rotation and reflection\n"
    "  --journal FILE  keep each finished unit in FILE; a job started again with it counts "
    "only the rest\n"
    "  --threads T     counting threads per rank (default: every core of the node)\n"
    "  --json          the totals as one JSON line, as 'nqueens count --json' writes them\n"
    "  --units U       split the count into U units (default: 64 below N = 17, 256 at 17, four "
    "times more for each N above, at most 65536); a journal is for one split, so give the same "
    "--units when starting again\n"
    "  --version       print the program's name and version\n"
    "  --help          print this help\n");

// The options as 'nqueens count' reads them; a problem is one line and status 2.
// --help and --version answer at once, whatever else is given.
enum class Answer { Count, Help, Version };

nq::DistributedOptions parse(const QStringList &arguments, Answer *answer)
{
    using nq::Arguments;
    const QList<QCommandLineOption> options {
        QCommandLineOption(QStringLiteral("unique")),
        QCommandLineOption(QStringLiteral("json")),
        QCommandLineOption(QStringLiteral("help")),
        QCommandLineOption(QStringLiteral("version")),
        QCommandLineOption(QStringLiteral("journal"), QString(), QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("threads"), QString(), QStringLiteral("T")),
        QCommandLineOption(QStringLiteral("units"), QString(), QStringLiteral("U")),
    };
    const Arguments args(options, arguments, Arguments::Numbers::AreArguments);
    const Arguments::Problem problem = args.problem();
    switch (problem.kind) {
    case Arguments::Problem::None:
        break;
    case Arguments::Problem::UnknownOption:
        throw Usage { nq::DistributedCount::tr("unknown option '%1' (see nqueens-mpi --help)")
                          .arg(problem.argument) };
    case Arguments::Problem::MissingValue:
        throw Usage { nq::DistributedCount::tr("option '%1' needs a value").arg(problem.option) };
    case Arguments::Problem::UnexpectedValue:
        throw Usage { nq::DistributedCount::tr("option '%1' takes no value, not '%2'")
                          .arg(problem.option, problem.argument) };
    }
    *answer = args.isSet(QStringLiteral("help")) ? Answer::Help
        : args.isSet(QStringLiteral("version"))  ? Answer::Version
                                                 : Answer::Count;
    nq::DistributedOptions o;
    if (*answer != Answer::Count)
        return o;
    auto whole = [](const QString &text, qint64 min, qint64 max, const QString &what) {
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok || v < min || v > max)
            throw Usage { nq::DistributedCount::tr(
                              "%1 must be a whole number from %2 to %3, not '%4'")
                              .arg(what)
                              .arg(min)
                              .arg(max)
                              .arg(text) };
        return int(v);
    };
    const QStringList positional = args.positional();
    if (positional.isEmpty())
        throw Usage { nq::DistributedCount::tr(
            "missing the board size N (see nqueens-mpi --help)") };
    if (positional.size() > 1)
        throw Usage { nq::DistributedCount::tr("unexpected argument '%1'").arg(positional.at(1)) };
    o.n = whole(positional.first(), nq::SolutionCounter::kMinSize, nq::SolutionCounter::kMaxSize,
                QStringLiteral("the board size N"));
    if (args.isSet(QStringLiteral("threads")))
        o.threads = whole(args.value(QStringLiteral("threads")), 1,
                          nq::SolutionCounter::kMaxThreads, QStringLiteral("--threads"));
    if (args.isSet(QStringLiteral("units")))
        o.units = whole(args.value(QStringLiteral("units")), 1, nq::Journal::kMaxUnits,
                        QStringLiteral("--units"));
    o.unique = args.isSet(QStringLiteral("unique"));
    o.json = args.isSet(QStringLiteral("json"));
    o.journal = args.value(QStringLiteral("journal"));
    if (args.isSet(QStringLiteral("journal")) && o.journal.isEmpty())
        throw Usage { nq::DistributedCount::tr("--journal needs a file name") };
    return o;
}

} // namespace

int main(int argc, char **argv)
{
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    QCoreApplication::setApplicationName(QStringLiteral("nqueens-mpi"));
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    int status = 0;
    try {
        Answer answer = Answer::Count;
        const nq::DistributedOptions options = parse(arguments, &answer);
        if (answer == Answer::Help) {
            if (rank == 0)
                std::fputs(nq::DistributedCount::tr(kHelp).toLocal8Bit().constData(), stdout);
        } else if (answer == Answer::Version) {
            if (rank == 0)
                std::printf("nqueens-mpi %s\n", NQ_VERSION);
        } else {
            status = nq::DistributedCount::run(options, &g_stop);
        }
    } catch (const Usage &usage) {
        // Every rank parses the same arguments and stops alike; rank 0 says why.
        if (rank == 0)
            std::fprintf(stderr, "nqueens-mpi: %s\n", usage.message.toLocal8Bit().constData());
        status = 2;
    }
    MPI_Finalize();
    return status;
}
