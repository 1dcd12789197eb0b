// SPDX-License-Identifier: GPL-3.0-or-later
// The one background job type: its result arrives with `finished` on the GUI thread, progress is
// signalled while it runs, stop() ends it early, release() never waits and the job goes once its
// thread ends, and destroying a running job stops it and waits.
#include "platform/backgroundjob.h"
#include "threadpriority.h"

#include <QPointer>
#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <memory>

using namespace nq;

class TestBackgroundJob : public QObject
{
    Q_OBJECT

private slots:
    void deliversItsResult();
    void signalsProgress();
    void stopsEarly();
    void releasedJobGoesByItself();
    void destroyingWaits();
};

void TestBackgroundJob::deliversItsResult()
{
    auto sum = std::make_shared<std::int64_t>(0);
    auto niceness = std::make_shared<int>(0);
    BackgroundJob job([sum, niceness](BackgroundJob &) {
        *niceness = threadNiceness(currentThreadId());
        for (std::int64_t i = 1; i <= 1000000; ++i)
            *sum += i;
    });
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start();
    QVERIFY(job.isRunning());
    QVERIFY(finished.wait(5000));
    QVERIFY(!job.isRunning());
    QCOMPARE(*sum, std::int64_t(500000500000));
    QCOMPARE(finished.count(), 1);
    const int window = threadNiceness(currentThreadId());
    QVERIFY2(
        *niceness == std::min(19, window + 10),
        qPrintable(QStringLiteral("%1 vs %2").arg(*niceness).arg(window))); // behind the window
}

void TestBackgroundJob::signalsProgress()
{
    std::atomic_bool go { false };
    BackgroundJob job([&go](BackgroundJob &self) {
        self.setProgress(0.25);
        while (!go && !self.isStopping()) { }
        self.setProgress(1.0);
    });
    QSignalSpy progressed(&job, &BackgroundJob::progressed);
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start(10);
    QTRY_VERIFY(!progressed.isEmpty() && progressed.last().at(0).toDouble() == 0.25);
    go = true;
    QVERIFY(finished.wait(5000));
    QCOMPARE(job.progress(), 1.0);
}

void TestBackgroundJob::stopsEarly()
{
    auto rounds = std::make_shared<std::atomic<std::int64_t>>(0);
    BackgroundJob job([rounds](BackgroundJob &self) {
        while (!self.isStopping())
            ++*rounds;
    });
    QSignalSpy finished(&job, &BackgroundJob::finished);
    job.start();
    QTRY_VERIFY(*rounds > 1000);
    job.stop();
    QVERIFY(job.isStopping());
    QVERIFY(finished.wait(5000)); // a stopped job still says it is done, so its owner can tidy up
    QVERIFY(!job.isRunning());
}

void TestBackgroundJob::releasedJobGoesByItself()
{
    auto release = std::make_shared<std::atomic_bool>(false);
    auto ended = std::make_shared<std::atomic_bool>(false);
    QObject owner;
    QPointer<BackgroundJob> job = new BackgroundJob(
        [release, ended](BackgroundJob &) {
            while (!*release) { } // ignores the stop flag, like the last steps of a listing
            *ended = true;
        },
        &owner);
    QSignalSpy finished(job.data(), &BackgroundJob::finished);
    job->start();
    QElapsedTimer clock;
    clock.start();
    job->release();
    QVERIFY(clock.elapsed() < 100); // the owner does not wait
    QVERIFY(job); // still running
    *release = true;
    QTRY_VERIFY(job.isNull()); // gone once its thread ended
    QVERIFY(*ended);
    QCOMPARE(finished.count(), 0); // a released job says nothing
}

void TestBackgroundJob::destroyingWaits()
{
    auto ended = std::make_shared<std::atomic_bool>(false);
    {
        BackgroundJob job([ended](BackgroundJob &self) {
            while (!self.isStopping()) { }
            *ended = true;
        });
        job.start();
    }
    QVERIFY(*ended); // stopped and joined before the destructor returned
}

QTEST_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
