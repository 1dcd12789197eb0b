// SPDX-License-Identifier: GPL-3.0-or-later
// PresentationLayout's moving parts: the desk's text sizes, and the caption, the play bar and the
// readout carried between the desk's places and the projector's (the sizes are fitted in
// presentationlayout.cpp).
#include "window/presentationlayout.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "panels/algorithmdataview.h"
#include "panels/counterspanel.h"
#include "panels/pseudocodeview.h"
#include "platform/captionlabel.h"
#include "window/playbar.h"

#include <QBoxLayout>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

namespace nq {

void PresentationLayout::scaleFonts()
{
    QMainWindow *w = m_parts.window;
    if (m_on) {
        relayout();
        return;
    }
    QFont caption = w->font();
    QFont title = w->font();
    QFont mono = PseudocodeView::codeFont();
    // The caption and the title read from the back of a room at the desk too.
    caption.setPointSizeF(caption.pointSizeF() * 1.45);
    title.setPointSizeF(title.pointSizeF() * 1.25);
    mono.setPointSizeF(w->font().pointSizeF() * 1.15);
    title.setBold(true);
    m_parts.caption->fitLines(0, 0, 0);
    m_parts.caption->setFont(caption);
    m_parts.caption->setLeastLines(2);
    m_parts.title->setFont(title);
    m_parts.pseudocode->setFont(mono);
    m_parts.counters->setFont(QFont());
    m_parts.data->setFont(QFont());
    m_parts.scene->setMinimumLabelPixels(0);
}

void PresentationLayout::moveCaption(bool toColumn)
{
    auto *central = qobject_cast<QBoxLayout *>(m_parts.board->parentWidget()->layout());
    QStatusBar *status = m_parts.window->statusBar();
    auto *readout = status->findChild<QLabel *>(QStringLiteral("readout"));
    if (!readout)
        readout = m_parts.board->parentWidget()->findChild<QLabel *>(QStringLiteral("readout"));
    if (toColumn) {
        if (!m_captionDock) {
            m_captionDock = new QDockWidget(m_parts.window);
            m_captionDock->setObjectName(QStringLiteral("captionDock"));
            m_captionDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
            m_captionDock->setTitleBarWidget(new QWidget(m_captionDock));
            m_captionDock->toggleViewAction()->setVisible(false); // not a panel to choose
            m_captionBox = new QWidget(m_captionDock);
            auto *box = new QVBoxLayout(m_captionBox);
            box->setContentsMargins(8, 4, 8, 4);
            box->setSpacing(4);
            m_captionDock->setWidget(m_captionBox);
        }
        m_captionBox->layout()->addWidget(m_parts.caption);
        // The title goes: the pseudocode says which algorithm, the board its size.
        m_parts.title->hide();
        // The board's column close packed: its height is the board's.
        m_centralMargins = central->contentsMargins();
        m_centralSpacing = central->spacing();
        central->setContentsMargins(4, 2, 4, 2);
        central->setSpacing(2);
        // The play bar under the board and its timeline: the column gets the screen's height.
        m_parts.window->removeToolBar(m_parts.playBar);
        central->addWidget(m_parts.playBar);
        m_parts.playBar->setContextMenuPolicy(Qt::CustomContextMenu);
        m_parts.playBar->show();
        // The square under the pointer under them, the status bar being gone.
        if (readout) {
            status->removeWidget(readout);
            readout->setWordWrap(true);
            central->addWidget(readout);
            readout->setMinimumHeight(readout->fontMetrics().height());
            readout->show();
        }
        m_parts.window->addDockWidget(Qt::RightDockWidgetArea, m_captionDock);
        m_captionDock->show();
    } else if (m_captionDock) {
        m_parts.window->removeDockWidget(m_captionDock);
        central->removeWidget(m_parts.playBar);
        m_parts.window->addToolBar(Qt::TopToolBarArea, m_parts.playBar);
        m_parts.playBar->setContextMenuPolicy(Qt::DefaultContextMenu);
        m_parts.playBar->show();
        if (readout) {
            central->removeWidget(readout);
            readout->setWordWrap(false);
            readout->setMinimumHeight(0);
            status->addPermanentWidget(readout);
            readout->show();
        }
        central->setContentsMargins(m_centralMargins);
        central->setSpacing(m_centralSpacing);
        m_parts.title->setVisible(!m_race); // (a race shown instead of the board has none)
        central->insertWidget(0, m_parts.title);
        central->insertWidget(1, m_parts.caption);
    }
}

void PresentationLayout::restoreGeometry()
{
    if (m_on || !m_geometryBefore.isValid())
        return;
    m_parts.window->setGeometry(m_geometryBefore);
    // The panels' sizes again at the window's own size (given at the screen's, they were
    // shared out anew when it shrank).
    m_parts.window->restoreState(m_stateBefore);
    emit deskRestored();
}

bool PresentationLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_on && m_restoring && watched == m_parts.window
        && event->type() == QEvent::WindowStateChange && !m_parts.window->isFullScreen()) {
        m_restoring = false;
        m_parts.window->removeEventFilter(this);
        QTimer::singleShot(0, this, &PresentationLayout::restoreGeometry);
    }
    // Full screen comes after enter() on most platforms: the sizes are set again at its size;
    // in another language the column's words take another height, fitted once every panel
    // has its new words.
    if (m_on && watched == m_parts.window
        && (event->type() == QEvent::Resize || event->type() == QEvent::LanguageChange))
        relayoutSoon();
    if (m_on && watched != m_parts.window && event->type() == QEvent::Resize
        && static_cast<QWidget *>(watched)->isVisible()
        && static_cast<QWidget *>(watched)->width() != m_sideWidth && m_sideWidth > 0)
        relayoutSoon();
    return QObject::eventFilter(watched, event);
}

} // namespace nq
