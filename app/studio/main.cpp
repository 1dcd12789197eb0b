// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("nqueens-studio"));
    QApplication::setApplicationDisplayName(QObject::tr("N-Queens Studio"));
    nq::MainWindow window;
    window.show();
    return QApplication::exec();
}
