// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("nqueens"));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return nq::CommandLine(args).run();
}
