// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardscene.h"

#include "boardrenderer.h"

#include "board/items/boarditem.h"
#include "board/items/queenitem.h"
#include "playbackclock.h"
#include "playstate.h"

#include <QFile>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>
#include <QSvgRenderer>
#include <QVariantAnimation>
#include <QtMath>

#include <cmath>

namespace nq {

BoardScene::BoardScene(QObject *parent) : QGraphicsScene(parent)
{
    m_queen = new QSvgRenderer(BoardRenderer::queenSvg(m_theme), this);
    m_board = new BoardItem(m_queen);
    addItem(m_board);
    m_flash = new QVariantAnimation(this);
    m_flash->setStartValue(1.0);
    m_flash->setEndValue(0.0);
    m_flash->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_flash, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { m_board->setFlash(v.toReal()); });
    setBackgroundBrush(m_theme.background);
}

BoardScene::~BoardScene()
{
    finishAnimations();
}

void BoardScene::setTheme(const Theme &theme)
{
    m_theme = theme;
    m_queen->load(BoardRenderer::queenSvg(theme));
    m_board->setTheme(theme);
    setBackgroundBrush(theme.background);
    for (QueenItem *q : m_queens) {
        if (q)
            q->update();
    }
    for (QueenItem *q : m_squareQueens) {
        if (q)
            q->update();
    }
}

void BoardScene::setMinimumLabelPixels(int px)
{
    m_board->setMinimumLabelPixels(px);
    update();
    emit labelsChanged();
}

int BoardScene::minimumLabelPixels() const
{
    return m_board->minimumLabelPixels();
}

void BoardScene::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    m_board->setShowCoordinates(show);
    updateSceneRect();
    emit labelsChanged();
}

void BoardScene::updateSceneRect()
{
    setSceneRect(m_board->boundingRect());
}

StoredEvent BoardScene::holdStill(BoardMarker marker)
{
    if (m_transform && m_transform->state() == QAbstractAnimation::Running) {
        m_transform->disconnect(this);
        m_transform->stop();
    }
    finishAnimations();
    // No step led here: only the marked square, if any, stands out, in the marker's shape.
    m_board->setMarker(marker);
    StoredEvent none;
    none.kind = EventKind::Finished;
    return none;
}

void BoardScene::showPlacement(const Placement &board, BoardMarker marker, bool markQueens)
{
    const StoredEvent none = holdStill(marker);
    m_board->setMarkQueens(markQueens);
    m_board->setState(BoardModel::ofPlacement(board), none, true);
    syncSquareQueens(0, {}, {}, 0);
    syncQueens(board, -1, 0);
    updateSceneRect();
}

void BoardScene::showSquareSet(int n, const std::vector<Square> &queens, BoardMarker marker)
{
    const StoredEvent none = holdStill(marker);
    const bool resized = n != m_board->size();
    m_board->setMarkQueens(m_markAttackingQueens);
    m_board->setSquareSet(BoardModel::ofSquares(n, queens, false), none, true);
    if (resized)
        updateSceneRect();
    syncQueens(Placement(), -1, 0);
    syncSquareQueens(n, queens, {}, 0);
}

void BoardScene::showBoard(const BoardModel &board, bool squareSet, BoardMarker marker,
                           bool markQueens)
{
    if (squareSet)
        showSquareSet(board.n(), board.queens(), std::move(marker));
    else
        showPlacement(board.placement(), std::move(marker), markQueens);
}

void BoardScene::showState(const PlayState &state, const StepChange &change)
{
    if (m_transform && m_transform->state() == QAbstractAnimation::Running) {
        m_transform->disconnect(this);
        m_transform->stop();
    }
    m_board->setMarker({}); // a run shows the square it tests, in its own outline
    if (state.squareSet) {
        const bool resized = state.n != m_board->size();
        m_board->setMarkQueens(m_markAttackingQueens);
        m_board->setSquareSet(state.model, state.last, state.finished);
        if (resized)
            updateSceneRect();
        syncQueens(Placement(), -1, 0);
        const int ms = change.reset ? 0 : change.animationMs;
        if (ms <= 0) {
            finishAnimations();
            m_board->setFlash(0.0);
            syncSquareQueens(state.n, state.queens(), {}, 0);
            return;
        }
        const StoredEvent &last = state.last;
        const int index = last.row * state.n + last.col;
        if (last.kind == EventKind::Remove && last.row >= 0 && index < int(m_squareQueens.size())
            && m_squareQueens[std::size_t(index)]) {
            liftAway(m_squareQueens[std::size_t(index)], ms);
            m_squareQueens[std::size_t(index)] = nullptr;
        }
        syncSquareQueens(state.n, state.queens(),
                         last.kind == EventKind::Place ? Square { last.row, last.col } : Square {},
                         ms);
        if (last.kind == EventKind::Conflict || last.kind == EventKind::Solution)
            flash(ms);
        return;
    }
    syncSquareQueens(0, {}, {}, 0);
    const bool resized = int(state.board().size()) != m_board->size();
    m_board->setMarkQueens(false);
    m_board->setState(state.model, state.last, state.finished);
    if (resized)
        updateSceneRect();
    const int ms = change.reset ? 0 : change.animationMs;
    if (ms <= 0) {
        finishAnimations();
        m_board->setFlash(0.0);
        syncQueens(state.board(), -1, 0);
        return;
    }
    const StoredEvent &last = state.last;
    switch (last.kind) {
    case EventKind::Place:
        syncQueens(state.board(), last.row, ms);
        break;
    case EventKind::Remove:
        if (last.row >= 0 && last.row < int(m_queens.size()) && m_queens[std::size_t(last.row)]) {
            liftAway(m_queens[std::size_t(last.row)], ms);
            m_queens[std::size_t(last.row)] = nullptr;
        }
        syncQueens(state.board(), -1, 0);
        break;
    case EventKind::Conflict:
    case EventKind::Check:
    case EventKind::Solution:
        syncQueens(state.board(), -1, 0);
        flash(ms);
        break;
    default:
        syncQueens(state.board(), -1, 0);
        break;
    }
}

void BoardScene::syncQueens(const Placement &board, int animatedRow, int animationMs)
{
    const int n = int(board.size());
    if (n > BoardItem::kQueenItemsUpTo) {
        for (QueenItem *&q : m_queens) {
            delete q;
            q = nullptr;
        }
        m_queens.clear();
        return;
    }
    for (std::size_t r = std::size_t(n); r < m_queens.size(); ++r)
        delete m_queens[r];
    m_queens.resize(std::size_t(n), nullptr);
    for (int r = 0; r < n; ++r) {
        QueenItem *&q = m_queens[std::size_t(r)];
        const int c = board[std::size_t(r)];
        if (c < 0) {
            delete q;
            q = nullptr;
            continue;
        }
        if (q && q->col() == c)
            continue;
        if (!q) {
            q = new QueenItem(m_queen, r, c);
            addItem(q);
        } else {
            q->setColumn(c);
        }
        if (r == animatedRow && animationMs > 0)
            growIn(q, animationMs);
    }
}

void BoardScene::growIn(QueenItem *q, int animationMs)
{
    auto *group = new QParallelAnimationGroup(q);
    auto *grow = new QPropertyAnimation(q, "scale", group);
    grow->setStartValue(0.35);
    grow->setEndValue(1.0);
    grow->setDuration(animationMs);
    grow->setEasingCurve(QEasingCurve::OutBack);
    auto *fade = new QPropertyAnimation(q, "opacity", group);
    fade->setStartValue(0.0);
    fade->setEndValue(1.0);
    fade->setDuration(animationMs * 2 / 3);
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

void BoardScene::syncSquareQueens(int n, const std::vector<Square> &queens, Square animated,
                                  int animationMs)
{
    const std::size_t squares = std::size_t(n) * std::size_t(n);
    std::vector<char> wanted(squares, 0);
    for (const Square &q : queens)
        wanted[std::size_t(q.row * n + q.col)] = 1;
    // A new size renumbers the squares: start again.
    if (m_squareQueens.size() != squares) {
        for (QueenItem *q : m_squareQueens)
            delete q;
        m_squareQueens.assign(squares, nullptr);
    }
    for (std::size_t i = 0; i < squares; ++i) {
        QueenItem *&q = m_squareQueens[i];
        if (!wanted[i]) {
            delete q;
            q = nullptr;
            continue;
        }
        if (q)
            continue;
        const int r = int(i) / n, c = int(i) % n;
        q = new QueenItem(m_queen, r, c);
        addItem(q);
        if (animated.row == r && animated.col == c && animationMs > 0)
            growIn(q, animationMs);
    }
}

void BoardScene::liftAway(QueenItem *queen, int animationMs)
{
    auto *group = new QParallelAnimationGroup(queen);
    auto *lift = new QPropertyAnimation(queen, "pos", group);
    lift->setEndValue(queen->pos() + QPointF(0, -BoardItem::kSquare * 0.45));
    lift->setDuration(animationMs);
    lift->setEasingCurve(QEasingCurve::InQuad);
    auto *fade = new QPropertyAnimation(queen, "opacity", group);
    fade->setEndValue(0.0);
    fade->setDuration(animationMs);
    queen->setZValue(3);
    connect(group, &QAbstractAnimation::finished, queen, &QObject::deleteLater);
    m_lifting.emplace_back(queen);
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

void BoardScene::flash(int animationMs)
{
    m_flash->stop();
    m_flash->setDuration(std::max(animationMs, 120));
    m_flash->start();
}

void BoardScene::finishAnimations()
{
    m_flash->stop();
    for (const QPointer<QueenItem> &q : m_lifting) {
        if (q) {
            removeItem(q);
            delete q.data();
        }
    }
    m_lifting.clear();
    std::vector<QueenItem *> all = m_queens;
    all.insert(all.end(), m_squareQueens.begin(), m_squareQueens.end());
    for (QueenItem *q : all) {
        if (!q)
            continue;
        // Stopping a group deletes it (DeleteWhenStopped); the queen shows its end state.
        const auto groups = q->findChildren<QParallelAnimationGroup *>();
        for (QParallelAnimationGroup *g : groups)
            g->stop();
        q->setScale(1.0);
        q->setOpacity(1.0);
    }
}

std::vector<Square> BoardScene::queenSquares() const
{
    if (m_board->size() > BoardItem::kQueenItemsUpTo)
        return m_board->model().queens(); // drawn by the board item itself
    std::vector<Square> squares;
    for (const QueenItem *q : m_queens) {
        if (q)
            squares.push_back({ q->row(), q->col() });
    }
    for (const QueenItem *q : m_squareQueens) {
        if (q)
            squares.push_back({ q->row(), q->col() });
    }
    return squares;
}

int BoardScene::liftingQueens() const
{
    int count = 0;
    for (const QPointer<QueenItem> &q : m_lifting)
        count += q ? 1 : 0;
    return count;
}

} // namespace nq
