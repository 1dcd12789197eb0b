// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliutil.h"
#include "commandline.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QHashFunctions>

#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
    // The same command writes the same bytes: Qt's PDF writer lists fonts in hash order, which is
    // seeded at random per process unless fixed.
    QHashSeed::setDeterministicGlobalSeed();
    // Pictures need fonts and a paint engine: those commands get a headless GUI application.
    const bool draws = argc > 1
        && (std::strcmp(argv[1], "render") == 0 || std::strcmp(argv[1], "sheet") == 0
            || std::strcmp(argv[1], "worksheet") == 0 || std::strcmp(argv[1], "tree") == 0
            || std::strcmp(argv[1], "lesson") == 0 || std::strcmp(argv[1], "film") == 0);
    std::unique_ptr<QCoreApplication> app;
    if (draws) {
        // Qt's own warnings (such as an unset XDG_RUNTIME_DIR) are not the user's business:
        // this command speaks on stderr in one line of its own, or not at all.
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::fprintf(stderr, "nqueens: %s\n", msg.toLocal8Bit().constData());
        });
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("nqueens"));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const int status = nq::CommandLine(args).run();
    nq::cli::closeOut();
    return status;
}
