// SPDX-License-Identifier: GPL-3.0-or-later
// bench_compare: what the Compare window waits for. The ladder of the pruning algorithms from
// 4 x 4 to 12 x 12 (target: filled in under 10 s), and Knuth's estimator in probes per second
// on 12 x 12 (target: at least 1,000,000) and on 20 x 20 with 100,000 probes (what
// `nqueens estimate 20` does; target: under a second); then the Count dialog's forecast of
// 18 x 18 and 19 x 19 beside the count itself; before that, a race of four boards at maximum
// speed in the Compare window and in the main window's presentation mode on a 1920 x 1080
// screen, offscreen (target: no frame above 33 ms).
#include "counter/countforecast.h"
#include "counter/solutioncounter.h"
#include "knowncounts.h"
#include "knuthestimate.h"
#include "ladder.h"

#include "board/boardview.h"
#include "compare/comparewindow.h"
#include "compare/racelane.h"
#include "compare/racepage.h"
#include "platform/startupoptions.h"
#include "playback/racetransport.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

/// Races four boards on 10 x 10 at maximum speed, a queen a tick, on the page, and prints the
/// longest time the event loop could not answer.
void raceAtFullSpeed(QApplication &app, nq::RacePage *page, const char *where)
{
    using namespace nq;
    page->choose(10,
                 { AlgorithmId::Backtracking, AlgorithmId::Bitmask, AlgorithmId::BreadthFirst,
                   AlgorithmId::Permutations },
                 PaceUnit::Queen);
    RaceTransport *race = page->race();
    race->setSpeedLevel(RaceTransport::speedLevels() - 1);
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worst = 0;
    std::vector<qint64> gaps; // every time the event loop answered, after how long
    qint64 worstAt = 0;
    int worstFrame = 0;
    int frames = 0;
    QSize shown; // the window's size as the race starts
    const QMetaObject::Connection counted
        = QObject::connect(race, &RaceTransport::moved, [&] { ++frames; });
    qint64 paceAt = -1;
    const QMetaObject::Connection paced
        = QObject::connect(race, &RaceTransport::paceKnown, [&] { paceAt = clock.nsecsElapsed(); });
    QTimer probe;
    probe.setInterval(0);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (now - last > worst) {
            worst = now - last;
            worstAt = now;
            worstFrame = frames;
        }
        gaps.push_back(now - last);
        last = now;
    });
    const QMetaObject::Connection ended
        = QObject::connect(race, &RaceTransport::playingChanged, [&](bool playing) {
              if (!playing)
                  app.quit();
          });
    QTimer::singleShot(300, [&] {
        clock.restart();
        last = 0;
        probe.start();
        shown = page->window()->size();
        race->play();
    });
    app.exec();
    probe.stop();
    QObject::disconnect(counted);
    QObject::disconnect(paced);
    QObject::disconnect(ended);
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    const QSize board = page->lane(0)->view()->size();
    std::printf(
        "race 10x10, four boards at maximum speed, %s %dx%d (boards %dx%d px): %d frames in "
        "%.2f s, %lld queens (the longest run), longest frame %.1f ms (target at most "
        "33)\n",
        where, shown.width(), shown.height(), board.width(), board.height(), frames, seconds,
        static_cast<long long>(race->length()), double(worst) / 1e6);
    std::printf("race: the longest wait ended %.2f s in, after frame %d; the finish lines "
                "were counted %.2f s in\n",
                double(worstAt) / 1e9, worstFrame, double(paceAt) / 1e9);
    std::sort(gaps.begin(), gaps.end());
    const auto at = [&](double q) {
        return gaps.empty() ? 0.0 : double(gaps[std::size_t(q * double(gaps.size() - 1))]) / 1e6;
    };
    std::printf("race: the event loop's waits: median %.2f ms, 99th percentile %.1f ms, "
                "99.9th %.1f ms, %lld over 33 ms\n",
                at(0.5), at(0.99), at(0.999),
                static_cast<long long>(std::count_if(gaps.begin(), gaps.end(),
                                                     [](qint64 g) { return g > 33000000; })));
}

} // namespace

int main(int argc, char *argv[])
{
    // One screen of 1920 x 1080, a projector's, for the race in presentation mode.
    QTemporaryDir screens;
    const QString screen = screens.filePath(QStringLiteral("screen.json"));
    {
        QFile file(screen);
        if (!file.open(QIODevice::WriteOnly))
            return 1;
        file.write(R"({ "screens": [ { "name": "wall", "x": 0, "y": 0, "width": 1920,
            "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1 } ] })");
    }
    qputenv("QT_QPA_PLATFORM", (QStringLiteral("offscreen:configfile=") + screen).toLocal8Bit());
    QApplication app(argc, argv);
    using namespace nq;

    // 1. The ladder of the pruning algorithms, counted size by size as the window fills it.
    LadderSpec spec;
    spec.to = 12;
    spec.budgetSeconds = 1e9; // every rung counted, none estimated
    spec.algorithms = { AlgorithmId::Backtracking,          AlgorithmId::BacktrackingCheck,
                        AlgorithmId::BacktrackingIterative, AlgorithmId::Bitmask,
                        AlgorithmId::BreadthFirst,          AlgorithmId::DepthFirstStack };
    QElapsedTimer clock;
    clock.start();
    std::vector<LadderRung> rungs = Ladder::build(spec, nullptr);
    const double ladderSeconds = double(clock.nsecsElapsed()) / 1e9;
    for (const AlgorithmId id : spec.algorithms) {
        double total = 0;
        for (const LadderRung &r : rungs)
            total += r.algorithm == id ? r.seconds : 0;
        std::printf("ladder 4..12 %-24s %8.3f s\n", qPrintable(Algorithms::info(id).idString()),
                    total);
    }
    std::printf("ladder 4..12, %zu rungs of the pruning algorithms: %.2f s (target under 10 s)\n",
                rungs.size(), ladderSeconds);

    // 2. Knuth's probes on 12 x 12.
    KnuthEstimator twelve(12, ProbeTree::Queens, 1);
    clock.restart();
    twelve.run(5000000);
    const double probeSeconds = double(clock.nsecsElapsed()) / 1e9;
    std::printf("estimator 12x12: %.0f probes/s (target at least 1,000,000); %.6g ± %.3g nodes, "
                "counted %lld (%.2f standard errors off)\n",
                double(twelve.probes()) / probeSeconds, twelve.mean(), twelve.standardError(),
                static_cast<long long>(*knownTreeNodes(12)),
                std::abs(twelve.mean() - double(*knownTreeNodes(12))) / twelve.standardError());

    // 3. nqueens estimate 20: 100,000 probes.
    KnuthEstimator twenty(20, ProbeTree::Queens, 1);
    clock.restart();
    twenty.run(100000);
    std::printf("estimate 20x20, 100000 probes: %.3f s (target under 1 s); %.4g ± %.2g nodes\n",
                double(clock.nsecsElapsed()) / 1e9, twenty.mean(), twenty.standardError());

    // 4. A race of four boards on 10 x 10 at maximum speed, a queen a tick: in the Compare
    // window, then in the main window in presentation mode on a 1920 x 1080 wall (its boards
    // twice the size): the longest time the event loop could not answer (target: no frame
    // above 33 ms).
    {
        CompareWindow window;
        window.resize(1400, 900);
        window.show();
        window.showRace();
        raceAtFullSpeed(app, window.race(), "Compare window");
    }
    {
        QTemporaryDir dir;
        nq::MainWindow window(nq::StartupOptions {}, dir.filePath(QStringLiteral("settings.ini")));
        window.show();
        window.action(QStringLiteral("race"))->trigger();
        window.action(QStringLiteral("present"))->trigger();
        raceAtFullSpeed(app, window.racePage(), "main window in presentation mode");
    }

    // 5. The Count dialog's forecast against the count itself, on 18 x 18 and 19 x 19 (the
    // second takes about 15 s here; pass "quick" to skip it).
    const int last = argc > 1 && QByteArray(argv[1]) == "quick" ? 18 : 19;
    for (int n = 18; n <= last; ++n) {
        const std::optional<CountForecast> f = forecastCount(n);
        CountOptions options;
        options.n = n;
        clock.restart();
        const CountResult counted = SolutionCounter(options).run();
        const double real = double(clock.nsecsElapsed()) / 1e9;
        std::printf("count forecast %dx%d: %.2f s forecast (timed on %dx%d in %.3f s, tree %.3g "
                    "nodes), %.2f s counted (%lld solutions): forecast/real %.2f\n",
                    n, n, f->seconds, f->calibration, f->calibration, f->calibrationSeconds,
                    f->nodes, real, static_cast<long long>(counted.total), f->seconds / real);
    }
    return 0;
}
