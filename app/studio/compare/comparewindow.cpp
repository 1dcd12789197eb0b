// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/comparewindow.h"

#include "compare/estimatepage.h"
#include "compare/ladderchart.h"
#include "compare/ladderpage.h"
#include "compare/racepage.h"

#include <QEvent>
#include <QKeySequence>
#include <QScreen>
#include <QShortcut>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace nq {

CompareWindow::CompareWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_tabs(new QTabWidget(this)), m_ladder(new LadderPage(this)),
      m_race(new RacePage(this)), m_estimate(new EstimatePage(this))
{
    setObjectName(QStringLiteral("compareWindow"));
    m_tabs->addTab(m_ladder, QString());
    m_tabs->addTab(m_race, QString());
    m_tabs->addTab(m_estimate, QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_tabs);
    // Full screen for a projector, as the main window's presentation mode.
    auto *full = new QShortcut(QKeySequence(Qt::Key_F11), this);
    connect(full, &QShortcut::activated, this, [this] { setPresenting(!isFullScreen()); });
    auto *leave = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(leave, &QShortcut::activated, this, [this] {
        if (isFullScreen())
            setPresenting(false);
    });
    resize(1000, 700);
    retranslate();
}

void CompareWindow::setPresenting(bool on)
{
    // The main window's projector sizes: its words at 20 pixels on 768 rows, in proportion on
    // a taller screen (the legend, the axes, the table, the race's labels).
    const QScreen *where = screen();
    const int rows = where ? where->geometry().height() : 768;
    const int pixels = int(kProjectorPx * std::max(rows, 768) / 768.0 + 0.5);
    if (on) {
        if (!isFullScreen())
            m_deskFont = font();
        QFont big = m_deskFont;
        big.setPixelSize(pixels);
        setFont(big);
        m_ladder->chart()->setTextPixels(pixels);
        showFullScreen();
    } else {
        setFont(m_deskFont);
        m_ladder->chart()->setTextPixels(0);
        showNormal();
    }
}

void CompareWindow::showRace()
{
    m_tabs->setCurrentWidget(m_race);
    m_race->setFocus();
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
    m_tabs->setTabText(0, tr("&Ladder of Work"));
    m_tabs->setTabText(1, tr("&Race"));
    m_tabs->setTabText(2, tr("E&stimate the Tree"));
}

} // namespace nq
