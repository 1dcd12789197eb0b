// SPDX-License-Identifier: GPL-3.0-or-later
// bench_playback: a full `backtracking` run on 12x12 played at maximum speed in the real window,
// offscreen. Prints events per second, the longest frame (the longest time the event loop could
// not answer) and the peak memory, with the process policies of main().
#include "debugger/breakpointstore.h"
#include "memory.h"
#include "platform/processpolicies.h"
#include "playback/stepplayer.h"
#include "solvers/backtracking.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

// Reports events whose delivery takes long (NQ_BENCH_VERBOSE).
class TimingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        QElapsedTimer t;
        t.start();
        const int type = event->type();
        const bool result = QApplication::notify(receiver, event);
        if (t.elapsed() > 8 && qEnvironmentVariableIsSet("NQ_BENCH_VERBOSE"))
            std::fprintf(stderr, "  event %d to %s took %lld ms\n", type,
                         receiver->metaObject()->className(), static_cast<long long>(t.elapsed()));
        return result;
    }
};

// One whole run at maximum speed; `debug`: with a breakpoint set (on a line the run takes at
// every backtrack, with a condition that never holds, so the run goes to its end) and the
// Call Stack, Breakpoints and C++ Code docks open, all following every frame.
static void playOnce(QApplication &app, int n, bool debug)
{
    QTemporaryDir dir;
    nq::MainWindow window({}, dir.filePath(QStringLiteral("settings.ini")));
    window.resize(1600, 1000);
    window.show();
    window.setup(nq::AlgorithmId::Backtracking, n, nq::SolveMode::All);
    nq::StepPlayer *player = window.player();
    if (qEnvironmentVariableIsSet("NQ_BENCH_NOATTACKS"))
        window.action(QStringLiteral("attacks"))->setChecked(false);
    if (debug) {
        nq::Breakpoint b;
        b.line = nq::solvers::backtracking::Take;
        b.every = std::int64_t(1) << 50;
        window.breakpointStore()->add(nq::AlgorithmId::Backtracking, b);
        for (const char *dock : { "callStackDock", "breakpointsDock", "cppCodeDock" })
            window.findChild<QDockWidget *>(QString::fromLatin1(dock))
                ->toggleViewAction()
                ->trigger();
    }
    player->setSpeedLevel(nq::StepPlayer::speedLevels() - 1);

    // A zero-interval timer fires whenever the event loop is free: the gap between two firings
    // is the longest the window could not answer.
    QElapsedTimer clock;
    qint64 last = 0, worst = 0;
    QTimer probe;
    probe.setInterval(0);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (now - last > 20000000 && qEnvironmentVariableIsSet("NQ_BENCH_VERBOSE"))
            std::fprintf(stderr, "gap %.1f ms at %.3f s\n", double(now - last) / 1e6,
                         double(now) / 1e9);
        worst = std::max(worst, now - last);
        last = now;
    });
    QObject::connect(player, &nq::StepPlayer::playingChanged, [&](bool playing) {
        if (!playing && !player->isBusy() && player->state().finished)
            app.quit();
    });
    QObject::connect(player, &nq::StepPlayer::busyChanged, [&](bool busy) {
        if (!busy && player->state().finished)
            app.quit(); // a jump on the worker that ran to the end
    });
    // Start once the window has been shown and painted, as a user would press Space.
    QTimer::singleShot(500, [&] {
        clock.start();
        last = 0;
        probe.start();
        player->play();
    });
    app.exec();
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    const qint64 events = player->position();
    std::printf("%s\nboard %dx%d backtracking, %lld events, %lld solutions\n",
                debug ? "with a breakpoint, the Call Stack, Breakpoints and C++ Code docks open"
                      : "plain",
                n, n, static_cast<long long>(events),
                static_cast<long long>(player->state().counters.solutions));
    std::printf("seconds %.3f\nevents_per_second %.0f (target >= 1000000)\nmax_frame_ms %.1f "
                "(target <= 33)\npeak_rss_mb %.1f (target < 200)\n",
                seconds, double(events) / seconds, double(worst) / 1e6,
                nq::test::processMemoryMb("VmHWM"));
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    TimingApplication app(argc, argv);
    // As main() does; NQ_BENCH_QT_PIXMAP_CACHE=1 keeps Qt's own pixmap cache, to compare.
    if (qEnvironmentVariableIsSet("NQ_BENCH_QT_PIXMAP_CACHE"))
        nq::tuneAllocator();
    else
        nq::applyProcessPolicies();
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 12;
    playOnce(app, n, false);
    playOnce(app, n, true);
    return 0;
}
