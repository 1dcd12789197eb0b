// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/comparewindow.h"

#include "compare/ladderpage.h"

#include <QEvent>
#include <QVBoxLayout>

namespace nq {

CompareWindow::CompareWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_ladder(new LadderPage(this))
{
    setObjectName(QStringLiteral("compareWindow"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_ladder);
    resize(1000, 700);
    retranslate();
}

void CompareWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_filledOnce) {
        m_filledOnce = true;
        m_ladder->fill();
    }
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CompareWindow::retranslate()
{
    setWindowTitle(tr("Compare Algorithms"));
}

} // namespace nq
