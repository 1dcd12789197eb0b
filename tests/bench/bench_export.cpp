// SPDX-License-Identifier: GPL-3.0-or-later
// How long exporting one board takes, by format and size: the window exports on its own thread
// of events, so a picture must be written well within a frame or two (the storm test's limit
// is 100 ms for the event loop).
#include "boardexport.h"
#include "boardrenderer.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <random>

using namespace nq;

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;
    std::printf("%6s %6s %8s %10s %10s\n", "n", "queens", "format", "attacks", "ms");
    for (const int n : { 8, 64, 100, 300, 1000 }) {
        // Half the rows hold a queen, at random: many attacked squares, some conflicts.
        std::mt19937 rng(7);
        BoardPicture picture;
        picture.board.assign(std::size_t(n), -1);
        for (int r = 0; r < n; r += 2)
            picture.board[std::size_t(r)] = int(rng() % std::uint32_t(n));
        for (const char *format : { "png", "svg", "pdf" }) {
            for (const bool attacks : { false, true }) {
                picture.marks = MarkOptions::sheet(attacks);
                QElapsedTimer t;
                t.start();
                QString error;
                // NQ_BENCH_KEEP=DIR keeps the files to look at.
                const QString keep = qEnvironmentVariable("NQ_BENCH_KEEP");
                const QString name
                    = QStringLiteral("board-%1-%2.%3")
                          .arg(n)
                          .arg(attacks ? QStringLiteral("attacks") : QStringLiteral("plain"),
                               QLatin1StringView(format));
                const bool ok = BoardExport::writeBoard(
                    keep.isEmpty() ? dir.filePath(name) : keep + u'/' + name, picture, 200, &error);
                std::printf("%6d %6d %8s %10s %10.1f%s\n", n, (n + 1) / 2, format,
                            attacks ? "yes" : "no", t.nsecsElapsed() / 1e6, ok ? "" : " FAILED");
                std::fflush(stdout);
            }
        }
    }
    return 0;
}
