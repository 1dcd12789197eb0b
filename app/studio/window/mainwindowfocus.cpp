// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's keyboard order: where Tab goes, over the problem, the board, the playback and
// the panels (FocusRing decides; the window only lists its parts).
#include "window/mainwindow.h"

#include "board/boardview.h"
#include "browser/solutionbrowser.h"
#include "compare/racepage.h"
#include "explore/explorepanel.h"
#include "panels/algorithmdataview.h"
#include "panels/counterspanel.h"
#include "panels/pseudocodeview.h"
#include "panels/steplog.h"
#include "playback/timelinebar.h"
#include "practice/practicepanel.h"
#include "tree/treepanel.h"
#include "window/focusring.h"
#include "window/playbar.h"
#include "window/problembar.h"

namespace nq {

void MainWindow::orderTabs()
{
    // Where the eye goes: the problem, the board and its timeline, the playback under them,
    // then the panels beside (the caption's column: the code, the counters, the data).
    QList<QWidget *> chain = m_problemBar->focusChain();
    chain << m_view;
    if (m_racePage)
        chain += m_racePage->focusChain();
    chain += m_timeline->focusChain();
    chain += m_playBar->focusChain();
    chain << m_pseudocode << m_counters << m_data;
    chain << m_log;
    chain += m_browser->focusChain();
    chain += m_tree->focusChain();
    chain += m_explore->focusChain();
    chain += m_practicePanel->focusChain();
    FocusRing::order(chain);
}

bool MainWindow::focusNextPrevChild(bool next)
{
    if (QWidget *w = FocusRing::step(this, focusWidget() ? focusWidget() : this, next)) {
        w->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return true;
    }
    return QMainWindow::focusNextPrevChild(next);
}

} // namespace nq
