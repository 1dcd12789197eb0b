// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debugcontroller.h"

#include "actions/actionset.h"
#include "actions/undoactions.h"
#include "callstack.h"
#include "debugger/breakpointstore.h"
#include "debugger/codeview.h"
#include "debugger/rununtildialog.h"
#include "debugger/squarepickmode.h"
#include "linekeys.h"
#include "modes/moderouter.h"
#include "panels/boardfeed.h"
#include "panels/pseudocodeview.h"
#include "playback/stepplayer.h"
#include "stopwords.h"

#include <QAction>

namespace nq {

DebugController::DebugController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_pick(new SquarePickMode)
{
    const Parts &p = m_parts;
    BreakpointStore *store = p.store;
    p.player->setBreakpointSource([store](AlgorithmId id) { return store->of(id); });
    p.modes->add(m_pick);
    // Edit > Undo and Redo act on the breakpoints' changes.
    auto *undo
        = new UndoActions(p.actions->action(ActionId::UndoBreakpoint),
                          p.actions->action(ActionId::RedoBreakpoint), p.store->history(), this);
    connect(p.actions, &ActionSet::retranslated, undo, &UndoActions::retranslate);
    connect(p.store, &BreakpointStore::changed, this, [this](AlgorithmId id) {
        if (id == algorithm())
            applyBreakpoints();
    });
    // The pseudocode's lines come with each run: the marks after them.
    connect(p.feed, &BoardFeed::runStarting, this, [this] { refreshMarks(); });
    connect(p.pseudocode, &PseudocodeView::gutterClicked, this, &DebugController::toggle);
    connect(p.actions->action(ActionId::ToggleBreakpoint), &QAction::triggered, this,
            &DebugController::toggleAtCursor);
    connect(p.actions->action(ActionId::RunUntil), &QAction::triggered, this,
            [this] { askUntil(false); });
    connect(p.actions->action(ActionId::RunBackUntil), &QAction::triggered, this,
            [this] { askUntil(true); });
    connect(p.player, &StepPlayer::stoppedBy, this, [this](const StopCondition &condition) {
        const bool back = std::exchange(m_backAsked, false);
        emit note(StopWords::stopped(algorithm(), condition, m_parts.player->state(), back));
    });
    connect(p.player, &StepPlayer::notFoundBack, this, [this](const StopCondition &condition) {
        m_backAsked = false;
        emit note(StopWords::notFoundBack(algorithm(), condition, m_parts.player->position()));
    });
    connect(m_pick, &SquarePickMode::picked, this, [this](Square square) {
        m_picking = false;
        if (!m_dialog)
            return;
        if (square.row >= 0)
            m_dialog->setSquare(square);
        m_dialog->show();
        m_dialog->raise();
        m_dialog->activateWindow();
    });
    connect(p.modes, &ModeRouter::activeChanged, this, [this](BoardMode *mode) {
        if (m_picking && mode != m_pick && m_dialog) {
            m_picking = false; // another mode took the board: the dialog comes back
            m_dialog->show();
        }
    });
}

AlgorithmId DebugController::algorithm() const
{
    return m_parts.player->algorithm();
}

void DebugController::applyBreakpoints()
{
    m_parts.player->setBreakpoints(m_parts.store->of(algorithm()));
    refreshMarks();
}

void DebugController::refreshMarks()
{
    const AlgorithmId id = algorithm();
    std::vector<PseudocodeView::Mark> marks(LineKeys::of(id).size(), PseudocodeView::Mark::None);
    for (const Breakpoint &b : m_parts.store->list(id)) {
        if (b.line < 0 || b.line >= int(marks.size()))
            continue;
        auto &m = marks[std::size_t(b.line)];
        if (b.enabled)
            m = PseudocodeView::Mark::Enabled;
        else if (m == PseudocodeView::Mark::None)
            m = PseudocodeView::Mark::Disabled;
    }
    m_parts.pseudocode->setBreakpointMarks(marks);
    for (CodeView *view : m_code)
        view->setBreakpointMarks(marks);
    for (const QString &problem : m_parts.store->takeProblems())
        emit message(problem);
}

void DebugController::addCode(CodeView *view)
{
    m_code.push_back(view);
    connect(view, &CodeView::gutterClicked, this, &DebugController::toggle);
    refreshMarks();
}

void DebugController::toggle(int line)
{
    const bool had = m_parts.store->indexOf(algorithm(), line) >= 0;
    if (m_parts.store->toggle(algorithm(), line)) {
        if (!had)
            emit debugging();
        return;
    }
    emit message(tr("Line %1 makes no step of its own: playing never stops there, so it takes "
                    "no breakpoint.")
                     .arg(line + 1));
}

void DebugController::toggleAtCursor()
{
    const PseudocodeView *code = m_parts.pseudocode;
    int line = code->hasFocus() ? code->cursorLine() : -1;
    if (line < 0)
        line = m_parts.player->position() > 0 ? m_parts.player->state().last.line : -1;
    if (line < 0) {
        emit message(tr("Put the keyboard's cursor on a line of the pseudocode (Tab to it, then "
                        "the arrows), or step to a line, then press F9."));
        return;
    }
    toggle(line);
}

void DebugController::askUntil(bool back)
{
    if (m_dialog)
        m_dialog->close();
    const StepPlayer *player = m_parts.player;
    auto *dialog = new RunUntilDialog(algorithm(), player->size(), back, m_parts.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCondition(m_lastUntil);
    m_dialog = dialog;
    connect(dialog, &RunUntilDialog::pickSquare, this, [this] {
        m_picking = true;
        m_dialog->hide();
        emit note(tr("Click the square to stop at; the dialog comes back with it."));
        m_pick->start();
    });
    connect(dialog, &QDialog::accepted, this, [this, dialog, back] {
        m_lastUntil = dialog->condition();
        if (back) {
            m_backAsked = true;
            m_parts.player->runBackUntil(m_lastUntil);
        } else {
            m_parts.player->runUntil(m_lastUntil);
        }
    });
    dialog->open();
}

void DebugController::goToStart(const StackFrame &frame)
{
    if (!frame.seekable)
        return;
    if (frame.beganAtStart) {
        m_parts.player->seek(0);
        return;
    }
    m_backAsked = true;
    m_parts.player->runBackUntil(frame.began);
}

void DebugController::goToReturn(const StackFrame &frame)
{
    if (!frame.seekable)
        return;
    if (frame.returns.isNever())
        m_parts.player->toEnd();
    else
        m_parts.player->runUntil(frame.returns);
}

} // namespace nq
