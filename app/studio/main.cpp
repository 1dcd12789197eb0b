// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/processpolicies.h"
#include "platform/startupoptions.h"
#include "window/mainwindow.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    nq::applyProcessPolicies();
    QApplication::setOrganizationName(QStringLiteral("NQueensStudio"));
    QApplication::setApplicationName(QStringLiteral("nqueens-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("N-Queens Studio"));
    QApplication::setApplicationVersion(QStringLiteral(NQ_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.nqueens_studio.NQueensStudio"));
    QApplication::setStyle(QStringLiteral("Fusion"));

    QStringList args = QApplication::arguments();
    args.removeFirst();
    const nq::StartupOptions startup = nq::StartupOptions::parse(args);
    for (const QString &message : startup.messages)
        std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
    if (!startup.exitText.isEmpty()) { // --help, --version
        std::fputs(startup.exitText.toLocal8Bit().constData(), stdout);
        return 0;
    }

    nq::MainWindow window(startup);
    window.show();
    return QApplication::exec();
}
