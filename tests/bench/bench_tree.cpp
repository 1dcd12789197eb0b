// SPDX-License-Identifier: GPL-3.0-or-later
// bench_tree: the search tree of 12 x 12 backtracking, first built alone (time and bytes), then
// with the Search Tree panel shown while the whole run plays at maximum speed in the real window,
// offscreen. Prints events per second, the longest frame (the longest time the event loop could
// not answer) and the peak memory, with their targets.
#include "memory.h"
#include "platform/processpolicies.h"
#include "playback/stepplayer.h"
#include "searchtree.h"
#include "tree/treepanel.h"
#include "treelayout.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    nq::applyProcessPolicies();
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 12;

    // 1. The tree alone, as the panel's worker builds it, and its layout.
    nq::RunOptions options;
    options.n = n;
    QElapsedTimer clock;
    clock.start();
    auto alone = nq::SearchTree::build(nq::AlgorithmId::Backtracking, options, 1000000);
    const double buildSeconds = double(clock.nsecsElapsed()) / 1e9;
    clock.restart();
    const nq::TreeLayout layout(*alone);
    const double layoutSeconds = double(clock.nsecsElapsed()) / 1e9;
    std::printf("tree %dx%d backtracking: %lld nodes, %lld dead ends, %lld solutions, %lld steps\n",
                n, n, static_cast<long long>(alone->total().nodes),
                static_cast<long long>(alone->total().deadEnds),
                static_cast<long long>(alone->total().solutions),
                static_cast<long long>(alone->steps()));
    std::printf("build_seconds %.3f (target < 1)\nlayout_seconds %.3f\ntree_mb %.1f\n",
                buildSeconds, layoutSeconds, double(alone->bytes()) / (1 << 20));

    alone.reset(); // the window builds its own
    // 2. The run played at maximum speed with the panel shown.
    QTemporaryDir dir;
    nq::MainWindow window({}, dir.filePath(QStringLiteral("settings.ini")));
    window.resize(1600, 1000);
    window.show();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("treeDock"));
    dock->show();
    dock->raise();
    window.setup(nq::AlgorithmId::Backtracking, n, nq::SolveMode::All);
    nq::StepPlayer *player = window.player();
    player->setSpeedLevel(nq::StepPlayer::speedLevels() - 1);
    qint64 last = 0, worst = 0;
    QTimer probe;
    probe.setInterval(0);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        worst = std::max(worst, now - last);
        last = now;
    });
    QObject::connect(player, &nq::StepPlayer::playingChanged, [&](bool playing) {
        if (!playing && player->state().finished)
            app.quit();
    });
    // Once the panel's tree is built, as a user would press Space.
    auto start = [&] {
        clock.restart();
        last = 0;
        probe.start();
        player->play();
    };
    QObject::connect(window.treePanel(), &nq::TreePanel::built,
                     [&] { QTimer::singleShot(300, start); });
    app.exec();
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    const qint64 events = player->position();
    std::printf("played %lld events with the tree shown (%lld nodes kept)\n",
                static_cast<long long>(events),
                static_cast<long long>(window.treePanel()->tree()->keptNodes()));
    std::printf("seconds %.3f\nevents_per_second %.0f (target >= 1000000)\nmax_frame_ms %.1f "
                "(target <= 33)\npeak_rss_mb %.1f (target < 300)\n",
                seconds, double(events) / seconds, double(worst) / 1e6,
                nq::test::processMemoryMb("VmHWM"));
    return 0;
}
