// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/boardpresenter.h"

#include "platform/captionlabel.h"

#include "actions/actionset.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "browser/solutionbrowser.h"
#include "modes/moderouter.h"
#include "panels/boardfeed.h"
#include "playback/stepplayer.h"
#include "solutioncatalog.h"
#include "statepicture.h"
#include "stepcaption.h"
#include "symmetry.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>

namespace nq {

BoardPresenter::BoardPresenter(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{
    connect(parts.player, &StepPlayer::stepped, this, &BoardPresenter::onStepped);
    connect(parts.browser, &SolutionBrowser::picked, this, &BoardPresenter::onPicked);
    connect(parts.browserDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            listInBrowser();
    });
}

void BoardPresenter::takeBackForRun()
{
    m_owner = Owner::Run;
    m_board.clear();
    m_squares.clear();
}

void BoardPresenter::prepare(const RunDescription &run)
{
    m_run = run;
    const Parts &p = m_parts;
    p.feed->newRun(run); // the panels prepare themselves
    takeBackForRun();
    p.actions->action(ActionId::Count)->setEnabled(!run.isDomination());
    p.actions->action(ActionId::Heat)->setEnabled(run.isDomination());
    if (!run.fixed.empty())
        return; // the student's board stays in the explore panel, to come back to
    p.scene->setMarkAttackingQueens(run.isDomination() && run.problem.independent);
}

void BoardPresenter::started(const QString &title)
{
    m_parts.title->setText(title);
    if (!m_parts.browserDock->visibleRegion().isEmpty())
        listInBrowser();
    // The board takes the keys (Space plays), except from the lesson's Scenes list: a teacher
    // clicking through the scenes there goes on with the arrows, Enter and F2.
    for (const QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget()) {
        if (w->objectName() == u"scenesDock")
            return;
    }
    m_parts.view->setFocus();
}

void BoardPresenter::listInBrowser()
{
    m_parts.browser->setProblem(m_run.problem);
}

void BoardPresenter::listKeeping(const Problem &problem, const std::vector<Square> &queens)
{
    // The browser lists the problem explored, keeping only the boards with these queens (the
    // board the student explores stays on the board).
    m_parts.browserDock->show();
    m_parts.browserDock->raise();
    m_parts.browser->setProblem(problem);
    CatalogFilter filter = m_parts.browser->filter();
    filter.required = queens;
    m_parts.browser->setFilter(filter);
}

void BoardPresenter::retranslate(const QString &title)
{
    m_parts.title->setText(title);
    if (m_owner == Owner::Run) {
        StepChange change;
        change.reset = true;
        onStepped(change);
    } else {
        // The board shows a pick or the student's board.
        StepChange change;
        change.reset = true;
        m_parts.feed->show(m_shownState, change, m_owner);
    }
}

void BoardPresenter::onStepped(const StepChange &change)
{
    const Parts &p = m_parts;
    takeBackForRun(); // the run takes the board back (Explore ends itself: ExploreMode)
    const PlayState &state = p.player->state();
    p.scene->board()->setCountedRow(state.countedRow(p.player->algorithm()));
    p.scene->showState(state, change);
    m_note.clear();
    showRunWords();
    p.feed->show(state, change, BoardFeed::Owner::Run);
}

void BoardPresenter::setModes(ModeRouter *modes)
{
    m_modes = modes;
    connect(modes, &ModeRouter::shownChanged, this, &BoardPresenter::showRunWords);
    connect(modes, &ModeRouter::activeChanged, this, &BoardPresenter::showRunWords);
}

void BoardPresenter::showRunWords()
{
    const Parts &p = m_parts;
    if (m_owner != Owner::Run)
        return;
    const PlayState &state = p.player->state();
    QString words = state.position == 0
        ? StepCaption::ready()
        : StepCaption::describe(state.last, state, p.player->algorithm());
    if (!m_note.isEmpty())
        words = m_note + u' ' + words;
    const BoardMode *mode = m_modes ? m_modes->active() : nullptr;
    if (mode && !mode->caption().isEmpty()) // the mode's words first ("Ready" goes without)
        words = state.position == 0 || mode->captionIsWhole() ? mode->caption()
                                                              : mode->caption() + u' ' + words;
    setCaption(words);
    p.scene->board()->setMarker(mode ? mode->marker() : BoardMarker {});
}

void BoardPresenter::setCaption(const QString &words)
{
    m_parts.caption->setText(words);
    emit wordsShown(words);
}

void BoardPresenter::showNote(const QString &note)
{
    if (m_owner != Owner::Run || note.isEmpty())
        return;
    m_note = note;
    showRunWords();
}

void BoardPresenter::onPicked(const BoardPick &pick)
{
    const Parts &p = m_parts;
    p.player->pause();
    const SolutionCatalog *catalog = p.browser->catalog().get();
    if (!catalog || (pick.problem.isDomination() && pick.problem.n != p.player->size()))
        return;
    const QString where = pick.problem.isDomination() ? tr("Covering set %L1 of %L2, in class %L3.")
                                                            .arg(pick.index + 1)
                                                            .arg(catalog->solutionCount())
                                                            .arg(pick.symmetryClass + 1)
                                                      : tr("Solution %L1 of %L2, in class %L3.")
                                                            .arg(pick.index + 1)
                                                            .arg(catalog->solutionCount())
                                                            .arg(pick.symmetryClass + 1);
    const bool squareSet = pick.problem.isDomination();
    const BoardModel board = squareSet ? BoardModel::ofSquares(pick.problem.n, pick.queens, true)
                                       : BoardModel::ofPlacement(pick.board, false);
    if (m_owner == Owner::Pick && pick.symmetryClass == m_pickClass && pick.index != m_pick) {
        // Another member of the same class: show the symmetry that turns one into the other.
        const Transform t = Symmetry::compose(catalog->transformOf(m_pick),
                                              Symmetry::inverse(catalog->transformOf(pick.index)));
        if (pick.problem.isDomination())
            p.scene->animateTransform(pick.problem.n, m_squares, pick.queens, t, 1100);
        else
            p.scene->animateTransform(m_board, pick.board, t, 1100);
        // t takes the board shown before onto this one: "set 22 is set 1 turned …", as the
        // list says of a member and its representative.
        const QString after = pick.problem.isDomination() ? tr("Set %L1 is set %L2 %3.")
                                                                .arg(pick.index + 1)
                                                                .arg(m_pick + 1)
                                                                .arg(Symmetry::name(t))
                                                          : tr("Solution %L1 is solution %L2 %3.")
                                                                .arg(pick.index + 1)
                                                                .arg(m_pick + 1)
                                                                .arg(Symmetry::name(t));
        setCaption(where + u' ' + after);
    } else {
        p.scene->showBoard(board, squareSet);
        setCaption(where);
    }
    // What hangs on the board (queens on it, under attack, uncovered) now tells of the pick; the
    // run's own counters stay.
    p.scene->board()->setCountedRow(-1);
    m_owner = Owner::Pick;
    showBoardOnPanels(board);
    m_board = pick.problem.isDomination() ? Placement(std::size_t(pick.problem.n), -1) : pick.board;
    m_squares = pick.queens;
    m_pick = pick.index;
    m_pickClass = pick.symmetryClass;
}

void BoardPresenter::showOwnBoard(const BoardModel &board, bool squareSet,
                                  const BoardMarker &marker, const QString &caption)
{
    const Parts &p = m_parts;
    m_owner = Owner::Mode; // exports and copies take the mode's board
    const int n = board.n();
    m_board = squareSet ? Placement(std::size_t(n), -1) : board.placement();
    m_squares = squareSet ? board.queens() : std::vector<Square> {};
    p.scene->board()->setCountedRow(-1);
    m_pick = m_pickClass = -1;
    p.scene->showBoard(board, squareSet, marker, true);
    setCaption(caption);
    // The board-bound counters and the data tell of the mode's board.
    showBoardOnPanels(board);
}

void BoardPresenter::showBoardOnPanels(const BoardModel &board)
{
    m_shownState = m_parts.player->state();
    if (board.n() == m_shownState.n)
        m_shownState.model = board;
    m_shownState.last = StoredEvent {};
    m_shownState.last.kind = EventKind::Finished;
    StepChange change;
    change.reset = true;
    m_parts.feed->show(m_shownState, change, m_owner);
}

Placement BoardPresenter::shownPlacement() const
{
    return m_owner == Owner::Run ? m_parts.player->state().board() : m_board;
}

std::vector<Square> BoardPresenter::shownSquares() const
{
    if (m_run.isDomination())
        return m_owner == Owner::Run ? m_parts.player->state().queens() : m_squares;
    std::vector<Square> squares;
    const Placement p = shownPlacement();
    for (int r = 0; r < int(p.size()); ++r) {
        if (p[std::size_t(r)] >= 0)
            squares.push_back({ r, p[std::size_t(r)] });
    }
    return squares;
}

BoardPicture BoardPresenter::shownPicture() const
{
    // The board as it stands, marked as it is (the cursor and a hint are the window's own).
    const BoardItem *board = m_parts.scene->board();
    return StatePicture::of(board->model(), board->isSquareSet(), board->stepMarks().last,
                            board->markOptions());
}

} // namespace nq
