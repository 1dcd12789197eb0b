// SPDX-License-Identifier: GPL-3.0-or-later
// The fast solution counter: totals and symmetry classes against OEIS, on 1 to 4 threads, with
// each search kernel the processor has; parts that add up; progress and a prompt cancel.
#include "counter/solutioncounter.h"
#include "counter/startconstellation.h"
#include "reference.h"

#include <QtTest>

#include <chrono>
#include <thread>

Q_DECLARE_METATYPE(nq::SearchKernel)

using namespace nq;

class TestCounter : public QObject
{
    Q_OBJECT

private slots:
    void counts_data();
    void counts();
    void kernels_data();
    void kernels();
    void parts_data();
    void parts();
    void constellations();
    void progress();
    void cancel_data();
    void cancel();
};

namespace {

// A002562 beyond the table in tests/data, which stops at 13.
qint64 uniqueBeyondTable(int n)
{
    switch (n) {
    case 14:
        return 45752;
    case 15:
        return 285053;
    case 16:
        return 1846955;
    default:
        return -1;
    }
}

CountResult countWith(int n, int threads, int parts = 1, int part = 0,
                      SearchKernel kernel = SearchKernel::Fastest)
{
    CountOptions options;
    options.n = n;
    options.threads = threads;
    options.parts = parts;
    options.part = part;
    options.kernel = kernel;
    return SolutionCounter(options).run();
}

void addKernelColumn()
{
    QTest::addColumn<SearchKernel>("kernel");
}

QByteArray kernelRow(SearchKernel kernel)
{
    return QByteArray(CompletionSearch::name(kernel));
}

} // namespace

void TestCounter::counts_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("threads");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("unique");
    const auto ref = nq::test::queensCounts();
    QVERIFY(ref.size() >= 16);
    for (int n = 1; n <= 16; ++n) {
        for (int threads = 1; threads <= 4; ++threads) {
            const qint64 unique = n <= 13 ? ref.value(n).b : uniqueBeyondTable(n);
            QTest::addRow("n=%d threads=%d", n, threads)
                << n << threads << ref.value(n).a << unique;
        }
    }
}

void TestCounter::counts()
{
    QFETCH(int, n);
    QFETCH(int, threads);
    QFETCH(qint64, total);
    QFETCH(qint64, unique);
    const CountResult r = countWith(n, threads);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.total, total);
    QCOMPARE(r.unique, unique);
    QCOMPARE(r.tasks, SolutionCounter::taskCount(n));
}

void TestCounter::kernels_data()
{
    QTest::addColumn<int>("n");
    addKernelColumn();
    for (const SearchKernel kernel :
         { SearchKernel::Avx512, SearchKernel::Avx2, SearchKernel::Portable }) {
        for (int n = 1; n <= 15; ++n)
            QTest::addRow("%s n=%d", kernelRow(kernel).constData(), n) << n << kernel;
    }
}

// Each search kernel, the slower ones run where the faster do not, counts the same.
void TestCounter::kernels()
{
    QFETCH(int, n);
    QFETCH(SearchKernel, kernel);
    if (!CompletionSearch::available(kernel))
        QSKIP("this processor lacks the instructions");
    const auto ref = nq::test::queensCounts();
    const CountResult r = countWith(n, 2, 1, 0, kernel);
    QCOMPARE(r.total, ref.value(n).a);
    QCOMPARE(r.unique, n <= 13 ? ref.value(n).b : uniqueBeyondTable(n));
}

void TestCounter::parts_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("parts");
    for (int n = 11; n <= 13; ++n) {
        for (const int parts : { 1, 2, 7, 64 })
            QTest::addRow("n=%d parts=%d", n, parts) << n << parts;
    }
}

void TestCounter::parts()
{
    QFETCH(int, n);
    QFETCH(int, parts);
    const auto ref = nq::test::queensCounts();
    qint64 total = 0, unique = 0, tasks = 0;
    for (int part = 0; part < parts; ++part) {
        const CountResult r = countWith(n, 2, parts, part);
        QVERIFY(!r.cancelled);
        total += r.total;
        unique += r.unique;
        tasks += r.tasks;
    }
    QCOMPARE(total, ref.value(n).a);
    QCOMPARE(unique, ref.value(n).b);
    QCOMPARE(tasks, SolutionCounter::taskCount(n));
}

// The tasks are the classes of border-queen sets: together with their images they are every set.
void TestCounter::constellations()
{
    for (int n = 4; n <= 9; ++n) {
        qint64 images = 0;
        for (const StartConstellation &c : StartConstellation::list(n)) {
            QVERIFY(c.stabilizer & 1u);
            QCOMPARE(8 % c.stabilizerSize(), 0);
            images += c.orbitSize();
        }
        // Every set by brute force: a queen on each border line, none attacking another.
        qint64 sets = 0;
        const int m = n - 1;
        for (int top = 0; top < n; ++top)
            for (int bottom = 0; bottom < n; ++bottom)
                for (int left = 0; left < n; ++left)
                    for (int right = 0; right < n; ++right) {
                        if ((top == 0) != (left == 0) || (top == m) != (right == 0)
                            || (bottom == 0) != (left == m) || (bottom == m) != (right == m))
                            continue;
                        const Square q[4]
                            = { { 0, top }, { m, bottom }, { left, 0 }, { right, m } };
                        bool peaceful = true;
                        for (int i = 0; i < 4; ++i)
                            for (int j = i + 1; j < 4; ++j) {
                                const Square a = q[i], b = q[j];
                                if (a == b)
                                    continue;
                                if (a.row == b.row || a.col == b.col
                                    || a.row - a.col == b.row - b.col
                                    || a.row + a.col == b.row + b.col)
                                    peaceful = false;
                            }
                        sets += peaceful;
                    }
        QCOMPARE(images, sets);
    }
}

void TestCounter::progress()
{
    std::atomic<qint64> calls { 0 }, lastDone { -1 }, lastTotal { -1 };
    CountOptions options;
    options.n = 12;
    options.threads = 3;
    options.progress = [&](std::int64_t done, std::int64_t total) {
        ++calls;
        lastDone = done;
        lastTotal = total;
    };
    const CountResult r = SolutionCounter(options).run();
    QCOMPARE(r.total, 14200);
    QVERIFY(calls >= 1);
    QCOMPARE(lastDone.load(), r.tasks);
    QCOMPARE(lastTotal.load(), r.tasks);
}

void TestCounter::cancel_data()
{
    addKernelColumn();
    for (const SearchKernel kernel :
         { SearchKernel::Avx512, SearchKernel::Avx2, SearchKernel::Portable })
        QTest::newRow(kernelRow(kernel).constData()) << kernel;
}

// A count of 20 x 20 takes minutes; cancelled after 100 ms, it stops within a fraction of a second.
void TestCounter::cancel()
{
    QFETCH(SearchKernel, kernel);
    if (!CompletionSearch::available(kernel))
        QSKIP("this processor lacks the instructions");
    std::atomic_bool stop { true };
    CountOptions options;
    options.n = 20;
    options.threads = 2;
    options.kernel = kernel;
    options.cancel = &stop;
    QVERIFY(SolutionCounter(options).run().cancelled);

    stop = false;
    CountResult r;
    std::chrono::steady_clock::time_point stopped;
    std::thread worker([&] {
        r = SolutionCounter(options).run();
        stopped = std::chrono::steady_clock::now();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const auto asked = std::chrono::steady_clock::now();
    stop = true;
    worker.join();
    QVERIFY(r.cancelled);
    const auto latency = std::chrono::duration_cast<std::chrono::milliseconds>(stopped - asked);
    QVERIFY2(latency.count() < 500, qPrintable(QString::number(latency.count())));
}

QTEST_GUILESS_MAIN(TestCounter)
#include "tst_counter.moc"
