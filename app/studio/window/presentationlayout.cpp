// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/presentationlayout.h"

#include "board/boardscene.h"
#include "panels/pseudocodeview.h"
#include "window/playbar.h"

#include <QDockWidget>
#include <QFontDatabase>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QToolBar>

namespace nq {

PresentationLayout::PresentationLayout(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{ }

QDockWidget *PresentationLayout::dock(const char *name) const
{
    for (QDockWidget *d : m_parts.docks) {
        if (d->objectName() == QLatin1String(name))
            return d;
    }
    return nullptr;
}

void PresentationLayout::scaleFonts()
{
    QMainWindow *w = m_parts.window;
    QFont caption = w->font();
    QFont title = w->font();
    QFont mono = PseudocodeView::codeFont();
    if (m_on) {
        caption.setPixelSize(px(kCaptionPx));
        title.setPixelSize(px(kTitlePx));
        mono.setPixelSize(px(kCodePx));
    } else {
        // The caption and the title read from the back of a room at the desk too.
        caption.setPointSizeF(caption.pointSizeF() * 1.45);
        title.setPointSizeF(title.pointSizeF() * 1.25);
        mono.setPointSizeF(w->font().pointSizeF() * 1.15);
    }
    title.setBold(true);
    m_parts.caption->setFont(caption);
    m_parts.caption->setMinimumHeight(QFontMetrics(caption).height() * 2 + 8);
    m_parts.title->setFont(title);
    m_parts.pseudocode->setFont(mono);
    m_parts.scene->setMinimumLabelPixels(m_on ? px(kLabelPx) : 0);
}

void PresentationLayout::enter()
{
    if (m_on)
        return;
    m_on = true;
    QMainWindow *w = m_parts.window;
    m_stateBefore = w->saveState();
    m_fontBefore = w->font();
    // The wall is as large whatever the projector's resolution: sizes grow with the screen's
    // height from those chosen for 768 rows.
    const QScreen *where = w->screen();
    m_scale = std::max(1.0, (where ? where->geometry().height() : 768) / 768.0);
    QFont body = w->font();
    body.setPixelSize(px(kBodyPx));
    w->setFont(body);
    QDockWidget *code = dock("pseudocodeDock");
    QDockWidget *data = dock("dataDock");
    QDockWidget *counters = dock("countersDock");
    for (QDockWidget *d : m_parts.docks)
        d->setVisible(d == code || d == data || d == counters);
    m_parts.problemBar->hide();
    m_parts.playBar->setPresenting(true);
    w->showFullScreen();
    // The right column: the pseudocode above the algorithm's data, the counters behind the data
    // (a tab away: at projector sizes the three do not fit one above the other).
    w->addDockWidget(Qt::RightDockWidgetArea, code);
    w->splitDockWidget(code, data, Qt::Vertical);
    w->tabifyDockWidget(data, counters);
    data->raise();
    const QScreen *screen = w->screen();
    const int height = screen ? screen->geometry().height() : w->height();
    const int width = screen ? screen->geometry().width() : w->width();
    scaleFonts();
    // The board is square and takes the height the menu, the play bar, the title, the caption
    // and the timeline leave; the column beside it gets all the width the board cannot use.
    int chrome = w->menuBar()->sizeHint().height() + m_parts.playBar->sizeHint().height();
    if (QLayout *central = w->centralWidget()->layout()) {
        chrome += central->contentsMargins().top() + central->contentsMargins().bottom();
        for (int i = 0; i < central->count(); ++i) {
            QWidget *item = central->itemAt(i)->widget();
            if (item && item != m_parts.board)
                chrome += item->sizeHint().height() + central->spacing();
        }
    }
    const int board = height - chrome;
    const int column = std::clamp(width - board - 3 * px(kBodyPx), width / 3, width * 9 / 20);
    w->resizeDocks({ code }, { column }, Qt::Horizontal);
    w->resizeDocks({ code, data }, { height * 9 / 20, height * 11 / 20 }, Qt::Vertical);
}

void PresentationLayout::leave()
{
    if (!m_on)
        return;
    m_on = false;
    QMainWindow *w = m_parts.window;
    w->setFont(m_fontBefore);
    m_parts.problemBar->show();
    m_parts.playBar->setPresenting(false);
    w->showNormal();
    w->restoreState(m_stateBefore);
    scaleFonts();
}

} // namespace nq
