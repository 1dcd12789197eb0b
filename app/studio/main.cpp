// SPDX-License-Identifier: GPL-3.0-or-later
#include "nqversion.h"
#include "platform/processpolicies.h"
#include "platform/startupoptions.h"
#include "window/mainwindow.h"

#include <QApplication>

#include <cstdio>

namespace {

void name()
{
    QCoreApplication::setOrganizationName(QStringLiteral("NQueensStudio"));
    QCoreApplication::setApplicationName(QStringLiteral("nqueens-studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NQ_VERSION));
}

nq::StartupOptions parseArguments()
{
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return nq::StartupOptions::parse(args);
}

} // namespace

int main(int argc, char *argv[])
{
    {
        // --help and --version are answered before any display is opened: they work over ssh.
        QCoreApplication core(argc, argv);
        name();
        const nq::StartupOptions startup = parseArguments();
        if (!startup.exitText.isEmpty()) {
            for (const QString &message : startup.messages)
                std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
            std::fputs(startup.exitText.toLocal8Bit().constData(), stdout);
            return 0;
        }
        if (!startup.messages.isEmpty()) { // a bad value: refused, as nqueens refuses one
            for (const QString &message : startup.messages)
                std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
            return 2;
        }
    }
    QApplication app(argc, argv);
    nq::applyProcessPolicies();
    name();
    QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Studio"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.nqueens_studio.NQueensStudio"));
    QApplication::setStyle(QStringLiteral("Fusion"));

    const nq::StartupOptions startup = parseArguments();
    nq::MainWindow window(startup);
    window.show();
    return QApplication::exec();
}
