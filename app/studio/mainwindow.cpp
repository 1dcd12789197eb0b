// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "algorithms.h"

#include <QLabel>

namespace nq {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("N-Queens Studio"));
    QStringList names;
    for (const AlgorithmInfo &info : Algorithms::all())
        names << info.displayName();
    auto *label = new QLabel(tr("Algorithms:\n%1").arg(names.join(u'\n')), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(900, 640);
}

} // namespace nq
