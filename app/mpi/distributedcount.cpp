// SPDX-License-Identifier: GPL-3.0-or-later
#include "distributedcount.h"

#include "counter/solutioncounter.h"
#include "messagetext.h"

#include <mpi.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <deque>
#include <map>
#include <unistd.h>
#include <vector>

namespace nq {

namespace {

enum Tag { Ready = 1, Unit = 2, Result = 3 };
constexpr int kStop = -1;

using Clock = std::chrono::steady_clock;

void say(const QString &line)
{
    std::fprintf(stderr, "nqueens-mpi: %s\n", line.toLocal8Bit().constData());
    std::fflush(stderr);
}

// What rank 0 keeps: the totals so far, the journal, and the progress line.
class Ledger
{
public:
    Ledger(int units, std::map<int, UnitCount> done, std::optional<Journal> journal)
        : m_units(units), m_done(std::move(done)), m_journal(std::move(journal)),
          m_fromJournal(int(m_done.size())), m_start(Clock::now()), m_lastSaid(m_start)
    { }
    std::deque<int> todo() const
    {
        std::deque<int> rest;
        for (int u = 0; u < m_units; ++u)
            if (!m_done.count(u))
                rest.push_back(u);
        return rest;
    }
    bool record(int unit, const UnitCount &count)
    {
        if (m_journal) {
            QString error;
            if (!m_journal->append(unit, count, &error)) {
                say(error);
                return false;
            }
        }
        m_done.emplace(unit, count);
        ++m_counted;
        progress(false);
        return true;
    }
    void progress(bool force)
    {
        const Clock::time_point now = Clock::now();
        const double since = std::chrono::duration<double>(now - m_lastSaid).count();
        if (!force && since < (isatty(2) ? 1.0 : 10.0))
            return;
        m_lastSaid = now;
        const double elapsed = std::chrono::duration<double>(now - m_start).count();
        const int left = m_units - int(m_done.size());
        const QString eta = m_counted > 0 && left > 0
            ? timeLeftText(elapsed / m_counted * left)
            : DistributedCount::tr("estimating the time left");
        say(DistributedCount::tr("%1 of %2 units done, %3 solutions so far, %4")
                .arg(m_done.size())
                .arg(m_units)
                .arg(total().total)
                .arg(left > 0 ? eta : DistributedCount::tr("done")));
    }
    UnitCount total() const
    {
        UnitCount sum;
        for (const auto &[unit, c] : m_done) {
            sum.total += c.total;
            sum.unique += c.unique;
        }
        return sum;
    }
    bool complete() const { return int(m_done.size()) == m_units; }
    int counted() const { return m_counted; }
    int fromJournal() const { return m_fromJournal; }
    double seconds() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }

private:
    int m_units;
    std::map<int, UnitCount> m_done;
    std::optional<Journal> m_journal;
    int m_fromJournal;
    int m_counted = 0;
    Clock::time_point m_start, m_lastSaid;
};

void waitABit()
{
    const timespec tick { 0, 100 * 1000 }; // the coordinator polls, so it leaves its core free
    nanosleep(&tick, nullptr);
}

// Rank 0 with workers: each counting rank holds two units, the one it counts and the next, so it
// never waits for an answer; every result is journaled as it comes, and answered with a new
// unit while there are any (a stop hands out no more).
bool coordinate(Ledger &ledger, int ranks, const std::atomic_bool *stop)
{
    constexpr int kAhead = 2;
    std::deque<int> todo = ledger.todo();
    std::vector<int> holding(std::size_t(ranks), 0); // units handed to each rank, not yet back
    std::vector<char> stopping(std::size_t(ranks), 0); // a rank that gave a unit back unfinished
    int working = ranks - 1;
    bool ok = true;
    auto hand = [&](int rank) {
        if (ok && !stop->load() && !stopping[std::size_t(rank)] && !todo.empty()) {
            const int next = todo.front();
            todo.pop_front();
            ++holding[std::size_t(rank)];
            MPI_Send(&next, 1, MPI_INT, rank, Unit, MPI_COMM_WORLD);
            return true;
        }
        return false;
    };
    while (working > 0) {
        int waiting = 0;
        MPI_Status status;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &waiting, &status);
        if (!waiting) {
            ledger.progress(false);
            waitABit();
            continue;
        }
        const int from = status.MPI_SOURCE;
        long long message[4] = { kStop, 0, 0, 0 }; // unit, total, unique, finished
        MPI_Recv(message, 4, MPI_LONG_LONG, from, status.MPI_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        if (status.MPI_TAG == Ready) {
            for (int i = 0; i < kAhead; ++i)
                hand(from);
        } else {
            --holding[std::size_t(from)];
            if (message[3] == 1) {
                if (ok)
                    ok = ledger.record(int(message[0]), { message[1], message[2] });
            } else {
                // Stopped on that rank (its signal came first): the unit goes back to be handed
                // to another rank, and that rank gets no more.
                todo.push_front(int(message[0]));
                stopping[std::size_t(from)] = 1;
            }
            hand(from);
        }
        if (holding[std::size_t(from)] == 0) {
            const int done = kStop;
            MPI_Send(&done, 1, MPI_INT, from, Unit, MPI_COMM_WORLD);
            --working;
        }
    }
    return ok;
}

// A counting rank: asks, counts, answers, until told to stop.
void work(const DistributedOptions &o, int units, const std::atomic_bool *stop)
{
    long long message[4] = { kStop, 0, 0, 0 };
    MPI_Send(message, 4, MPI_LONG_LONG, 0, Ready, MPI_COMM_WORLD);
    for (;;) {
        int unit = kStop;
        MPI_Recv(&unit, 1, MPI_INT, 0, Unit, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (unit == kStop)
            return;
        const std::optional<UnitCount> c
            = DistributedCount::countUnit(o.n, units, unit, o.threads, stop);
        message[0] = unit;
        message[1] = c ? c->total : 0;
        message[2] = c ? c->unique : 0;
        message[3] = c ? 1 : 0; // a unit cut short by a stop is not a result
        MPI_Send(message, 4, MPI_LONG_LONG, 0, Result, MPI_COMM_WORLD);
    }
}

} // namespace

int DistributedCount::defaultUnits(int n)
{
    // Units of a millisecond or more of counting, so handing them out costs little: the work
    // grows about eightfold from one n to the next, the units fourfold (256 at 17, 1,024 at 18,
    // 65,536 from 21 on), never more than the counter's tasks.
    const std::int64_t tasks = std::max<std::int64_t>(1, SolutionCounter::taskCount(n));
    const std::int64_t wanted = n < 17 ? 64 : std::int64_t(256) << std::min(2 * (n - 17), 8);
    return int(std::min(tasks, wanted));
}

std::optional<UnitCount> DistributedCount::countUnit(int n, int units, int unit, int threads,
                                                     const std::atomic_bool *cancel)
{
    // The constellations of n, listed once per rank rather than once per unit.
    static int listedFor = 0;
    static std::vector<StartConstellation> constellations;
    if (listedFor != n) {
        constellations = StartConstellation::list(n);
        listedFor = n;
    }
    CountOptions options;
    options.n = n;
    options.constellations = &constellations;
    options.parts = units;
    options.part = unit;
    options.threads = threads;
    options.cancel = cancel;
    const CountResult r = SolutionCounter(options).run();
    if (r.cancelled)
        return std::nullopt;
    return UnitCount { r.total, r.unique };
}

int DistributedCount::run(const DistributedOptions &o, const std::atomic_bool *stop)
{
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    const int units = o.units > 0 ? o.units : defaultUnits(o.n);

    // Rank 0 reads the journal; every rank learns whether the job goes on.
    std::optional<Ledger> ledger;
    int go = 1;
    if (rank == 0) {
        std::map<int, UnitCount> done;
        std::optional<Journal> journal;
        if (!o.journal.isEmpty()) {
            QString error, notice;
            journal = Journal::open(o.journal, o.n, units, &done, &error, &notice);
            if (!journal) {
                say(error);
                go = 0;
            } else if (!notice.isEmpty()) {
                say(notice);
            }
        }
        if (go)
            ledger.emplace(units, std::move(done), std::move(journal));
    }
    MPI_Bcast(&go, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (!go)
        return 2;

    bool ok = true;
    if (rank != 0) {
        work(o, units, stop);
    } else if (ranks == 1) {
        for (const int unit : ledger->todo()) {
            if (stop->load())
                break;
            const std::optional<UnitCount> c = countUnit(o.n, units, unit, o.threads, stop);
            if (!c)
                break;
            if (!(ok = ledger->record(unit, *c)))
                break;
        }
    } else {
        ok = coordinate(*ledger, ranks, stop);
    }
    if (rank != 0)
        return 0;

    say(tr("counted %1 of %2 units in %3 s (%4 from the journal)")
            .arg(ledger->counted())
            .arg(units)
            .arg(QString::number(ledger->seconds(), 'f', 2))
            .arg(ledger->fromJournal()));
    if (!ok)
        return 1;
    if (!ledger->complete()) {
        say(tr("stopped before the end: %1 units are left; start again with the same journal to "
               "count only them")
                .arg(units - (ledger->counted() + ledger->fromJournal())));
        return 130;
    }
    const UnitCount sum = ledger->total();
    QByteArray out;
    if (o.json) {
        out = QStringLiteral("{\"n\":%1,\"parts\":1,\"part\":0,\"total\":%2,\"unique\":%3,"
                             "\"units\":%4,\"ranks\":%5,\"seconds\":%6}\n")
                  .arg(o.n)
                  .arg(sum.total)
                  .arg(sum.unique)
                  .arg(units)
                  .arg(ranks)
                  .arg(QString::number(ledger->seconds(), 'f', 3))
                  .toUtf8();
    } else {
        out = QByteArray::number(qlonglong(o.unique ? sum.unique : sum.total)) + '\n';
    }
    std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
    std::fflush(stdout);
    return 0;
}

} // namespace nq
