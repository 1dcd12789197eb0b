// SPDX-License-Identifier: GPL-3.0-or-later
// How long recording 200 steps of 8 x 8 backtracking at 480 px takes in each format, and how
// many bytes a frame costs (the target: under 5 s each on the 2-core CI machine).
#include "filmrecorder.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstdio>

using namespace nq;

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;
    FilmSpec spec;
    spec.run.algorithm = AlgorithmId::Backtracking;
    spec.run.problem = Problem::nonAttacking(8);
    spec.from = 0;
    spec.to = 199;
    spec.size = 480;
    spec.caption = true;
    std::printf("200 steps of 8 x 8 backtracking at 480 px, with the caption\n");
    std::printf("%-8s %10s %12s %14s %8s\n", "format", "seconds", "bytes", "bytes/frame", "target");
    for (const char *name : { "f.mp4", "f.webm", "f.gif", "f.webp", "f.pdf", "frames/" }) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QElapsedTimer t;
        t.start();
        QString error;
        if (FilmRecorder::record(spec, path, &error) != FilmRecorder::Outcome::Written) {
            std::printf("%-8s failed: %s\n", name, qPrintable(error));
            return 1;
        }
        const double seconds = t.nsecsElapsed() / 1e9;
        qint64 bytes = 0;
        if (QFileInfo(path).isDir()) {
            QDirIterator files(path, QDir::Files);
            while (files.hasNext())
                bytes += QFileInfo(files.next()).size();
        } else {
            bytes = QFileInfo(path).size();
        }
        std::printf("%-8s %10.2f %12lld %14lld %8s\n", name, seconds, bytes, bytes / spec.frames(),
                    seconds < 5 ? "met" : "MISSED");
    }
    // The web page's budgets (issue 56): a 60-step 8 x 8 page under 300 KB, the longest range
    // (5,000 steps) under 3 MB, each written in under 2 s.
    std::printf("\nweb page of 8 x 8 backtracking\n%-8s %10s %12s %12s %8s\n", "steps", "seconds",
                "bytes", "budget", "target");
    for (const auto &[steps, budget] :
         { std::pair { 60, 300'000 }, std::pair { 5000, 3'000'000 } }) {
        FilmSpec page = spec;
        page.to = steps - 1;
        const QString path = dir.filePath(QStringLiteral("steps-%1.html").arg(steps));
        QElapsedTimer t;
        t.start();
        QString error;
        if (FilmRecorder::record(page, path, &error) != FilmRecorder::Outcome::Written) {
            std::printf("%-8d failed: %s\n", steps, qPrintable(error));
            return 1;
        }
        const double seconds = t.nsecsElapsed() / 1e9;
        const qint64 bytes = QFileInfo(path).size();
        std::printf("%-8d %10.2f %12lld %12d %8s\n", steps, seconds, bytes, budget,
                    seconds < 2 && bytes < budget ? "met" : "MISSED");
    }
    return 0;
}
