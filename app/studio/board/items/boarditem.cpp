// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/items/boarditem.h"

#include "board/items/squaresitem.h"
#include "boardpainter.h"
#include "stepmarks.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace nq {

BoardItem::BoardItem(QSvgRenderer *queen, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_queen(queen), m_squares(new SquaresItem(this))
{
    setZValue(0);
}

QRectF BoardItem::squareRect(int row, int col)
{
    return QRectF(col * kSquare, row * kSquare, kSquare, kSquare);
}

QRectF BoardItem::boardRect() const
{
    const qreal side = kSquare * size();
    return QRectF(0, 0, side, side);
}

QRectF BoardItem::boundingRect() const
{
    return m_squares->boundingRect();
}

void BoardItem::setState(const BoardModel &board, const StoredEvent &last, bool finished)
{
    if (board.n() != m_model.n()) {
        prepareGeometryChange();
        m_squares->setSize(board.n());
    }
    m_model = board;
    m_last = last;
    m_last.placement.clear();
    m_finished = finished;
    m_squareSet = false;
    m_imageDirty = true;
    update();
}

void BoardItem::setSquareSet(const BoardModel &board, const StoredEvent &last, bool finished)
{
    setState(board, last, finished);
    m_squareSet = true;
}

int BoardItem::coverAt(int row, int col) const
{
    if (!m_squareSet)
        return isAttacked(row, col) ? 1 : 0;
    return m_model.cover({ row, col });
}

void BoardItem::setMarker(const BoardMarker &marker)
{
    if (marker == m_marker)
        return;
    m_marker = marker;
    update();
}

void BoardItem::setCountedRow(int row)
{
    if (row == m_countedRow)
        return;
    m_countedRow = row;
    update();
}

void BoardItem::setShowHeat(bool show)
{
    m_showHeat = show;
    update();
}

void BoardItem::paintSquareSet(QPainter *painter, bool detailed)
{
    const int n = size();
    int most = 1;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            if (!m_model.hasQueen({ r, c }))
                most = std::max(most, m_model.cover({ r, c }));
        }
    }
    QFont font = painter->font();
    font.setPixelSize(int(kSquare * 0.30));
    font.setBold(true);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRectF sq = squareRect(r, c);
            const int count = m_model.cover({ r, c });
            const bool light = ((r + c) & 1) == 0;
            if (m_model.hasQueen({ r, c })) {
                // In the independent variant a queen attacked by another is a conflict.
                if (count > 1 && m_markQueens)
                    BoardPainter::paintConflict(painter, sq, m_theme, 0.3);
                continue;
            }
            if (count == 0) {
                if (m_showAttacks)
                    BoardPainter::paintUncovered(painter, sq, m_theme);
                continue;
            }
            if (!m_showAttacks)
                continue;
            if (m_showHeat) {
                painter->fillRect(
                    sq,
                    BoardPainter::heatColour(
                        m_theme, light ? m_theme.lightSquare : m_theme.darkSquare, count, most));
                if (detailed) {
                    painter->setFont(font);
                    painter->setPen(m_theme.coordinates);
                    painter->drawText(sq, Qt::AlignCenter, QString::number(count));
                }
            } else {
                BoardPainter::paintAttackMark(painter, sq, m_theme, detailed);
            }
        }
    }
}

Square BoardItem::countedQueen() const
{
    if (m_squareSet || m_countedRow < 0 || m_countedRow >= size())
        return {};
    const int col = m_model.columnOf(m_countedRow);
    return col < 0 ? Square {} : Square { m_countedRow, col };
}

void BoardItem::setTheme(const Theme &theme)
{
    m_theme = theme;
    m_squares->setTheme(theme);
    m_imageDirty = true;
    update();
}

void BoardItem::setMinimumLabelPixels(int px)
{
    m_squares->setMinimumLabelPixels(px);
}

int BoardItem::minimumLabelPixels() const
{
    return m_squares->minimumLabelPixels();
}

void BoardItem::setShowCoordinates(bool show)
{
    m_squares->setShowCoordinates(show);
    update();
}

void BoardItem::setShowAttacks(bool show)
{
    m_showAttacks = show;
    m_imageDirty = true;
    update();
}

void BoardItem::setFlash(qreal flash)
{
    m_flash = flash;
    update();
}

bool BoardItem::isFull() const
{
    return !m_squareSet && m_model.isFull();
}

bool BoardItem::queenAttacked(int row) const
{
    const int c = m_model.columnOf(row);
    return c >= 0 && m_model.isQueenAttacked({ row, c });
}

bool BoardItem::isAttacked(int row, int col) const
{
    return m_model.isAttacked({ row, col });
}

const QPixmap &BoardItem::crossStamp(qreal squarePx, qreal dpr)
{
    const int side = int(std::ceil(squarePx * 0.4 * dpr)) | 1;
    if (m_stamp.width() != side || m_stampTheme != m_theme.attack.rgba()) {
        m_stamp = QPixmap(side, side);
        m_stamp.fill(Qt::transparent);
        QPainter p(&m_stamp);
        p.setRenderHint(QPainter::Antialiasing);
        BoardPainter::paintCross(&p, QPointF(side / 2.0, side / 2.0), side / 0.4, m_theme);
        p.end();
        m_stamp.setDevicePixelRatio(dpr);
        m_stampTheme = m_theme.attack.rgba();
    }
    return m_stamp;
}

void BoardItem::paintSquaresImage(QPainter *painter, qreal squarePx)
{
    const int n = size();
    if (m_imageDirty || m_image.width() != n) {
        BoardPainter::ImageMarks marks;
        marks.attacks = m_showAttacks;
        marks.conflicts = isFull() || m_markQueens;
        m_image = BoardPainter::boardImage(m_model, m_squareSet, m_theme, marks);
        m_imageDirty = false;
    }
    painter->save();
    // A square smaller than a pixel is averaged (no moiré); a larger one stays sharp.
    painter->setRenderHint(QPainter::SmoothPixmapTransform, squarePx < 1.0);
    painter->drawImage(boardRect(), m_image);
    // Queens as dots at least a few pixels wide, so each stays visible on a huge board.
    if (!m_squareSet || m_model.queenCount() <= 100000) {
        const qreal diameter = std::max(kSquare * 0.7, 3.5 / std::max(squarePx / kSquare, 1e-9));
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(Qt::NoPen);
        const bool marks = isFull() || m_markQueens;
        for (const Square &q : m_model.queens()) {
            const bool attacked = marks && !m_squareSet && m_model.isQueenAttacked(q);
            painter->setBrush(attacked ? m_theme.conflict : m_theme.queen);
            const QPointF centre = squareRect(q.row, q.col).center();
            painter->drawEllipse(centre, diameter / 2, diameter / 2);
        }
    }
    painter->restore();
}

void BoardItem::addHeldMarks(std::vector<StepMarks::Shape> &shapes) const
{
    // A board no step led to (picked in the browser, put by hand, a run's end) shows what the
    // legend promises of any board: the frame of a solution, and where queens attack each
    // other, the dashed line from the attacker and its ring.
    const int n = size();
    if (isFull()) {
        bool clean = true;
        for (int r = 0; r < n && clean; ++r)
            clean = !queenAttacked(r);
        if (clean) {
            shapes.push_back({ StepMarks::Shape::SolutionFrame, {}, {} });
            return;
        }
    }
    if (!m_markQueens && !isFull())
        return;
    for (int r = 0; r < n; ++r) {
        const int c = m_model.columnOf(r);
        if (c < 0 || !queenAttacked(r))
            continue;
        for (int a = 0; a < r; ++a) { // the line from the nearest queen above that attacks it
            const int ac = m_model.columnOf(a);
            if (ac >= 0 && attackBetween({ r, c }, { a, ac }) != ConflictReason::None) {
                shapes.push_back({ StepMarks::Shape::AttackLine, { r, c }, { a, ac } });
                shapes.push_back({ StepMarks::Shape::Attacker, { a, ac }, {} });
            }
        }
    }
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const int n = size();
    if (n == 0)
        return;
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal squarePx = kSquare * lod;
    const bool detailed = squarePx >= 14;

    if (m_squareSet) {
        painter->setRenderHint(QPainter::Antialiasing, false);
        paintSquareSet(painter, detailed);
        painter->setRenderHint(QPainter::Antialiasing, true);
    } else if (n > BoardPainter::kImageAbove) {
        paintSquaresImage(painter, squarePx);
    } else {
        // Square fills need no antialiasing; it would only blur their edges.
        painter->setRenderHint(QPainter::Antialiasing, false);
        const bool full = isFull();
        if (full || m_markQueens) {
            // Every square of a full board is attacked: show the queens under attack instead.
            for (int r = 0; r < n; ++r) {
                if (queenAttacked(r))
                    BoardPainter::paintConflict(painter, squareRect(r, m_model.columnOf(r)),
                                                m_theme, 0.3);
            }
        }
        if (!full && m_showAttacks) {
            // Opaque tints, blended once: far cheaper than alpha fills every frame.
            const QColor lightTint = BoardPainter::attackedColour(m_theme, m_theme.lightSquare),
                         darkTint = BoardPainter::attackedColour(m_theme, m_theme.darkSquare);
            std::vector<QPointF> crosses;
            for (int r = 0; r < n; ++r) {
                for (int c = 0; c < n; ++c) {
                    if (!isAttacked(r, c))
                        continue;
                    const QRectF sq = squareRect(r, c);
                    painter->fillRect(sq, ((r + c) & 1) == 0 ? lightTint : darkTint);
                    if (detailed)
                        crosses.push_back(sq.center());
                }
            }
            // The crosses are stamped from one antialiased image made at the screen's size of a
            // square: a hundred antialiased strokes per frame would cost more than the rest.
            if (!crosses.empty()) {
                const QTransform world = painter->worldTransform();
                const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
                const QPixmap &stamp = crossStamp(squarePx, dpr);
                const QSizeF half = QSizeF(stamp.size()) / dpr / 2;
                painter->save();
                painter->resetTransform();
                for (const QPointF &centre : crosses) {
                    const QPointF at = world.map(centre);
                    painter->drawPixmap(QPointF(std::round(at.x() - half.width()),
                                                std::round(at.y() - half.height())),
                                        stamp);
                }
                painter->restore();
            }
        }
        painter->setRenderHint(QPainter::Antialiasing, true);
    }

    // The step that led here, as every picture of this step draws it.
    std::vector<StepMarks::Shape> shapes = stepMarks().shapes(n);
    if (m_last.kind == EventKind::Finished && !m_squareSet && n <= BoardPainter::kImageAbove)
        addHeldMarks(shapes);
    StepMarks::paint(painter, shapes, n, boardRect().topLeft(), kSquare, m_theme, m_flash);
    if (m_countedRow >= 0 && m_countedRow < n && detailed && n <= BoardPainter::kImageAbove) {
        // The attackers of each square of the row, in figures a class can read.
        QFont font = painter->font();
        font.setPixelSize(int(kSquare * 0.42));
        font.setBold(true);
        painter->setFont(font);
        // The row's own queen, when it stays on the board while counted, attacks none of them.
        for (int c = 0; c < n; ++c) {
            const Square s { m_countedRow, c };
            const int attackers = m_model.attackersOf(s, countedQueen());
            const QRectF sq = squareRect(s.row, s.col);
            const QRectF badge
                = sq.adjusted(kSquare * 0.2, kSquare * 0.2, -kSquare * 0.2, -kSquare * 0.2);
            painter->setPen(Qt::NoPen);
            painter->setBrush(m_theme.background);
            painter->drawEllipse(badge);
            painter->setPen(m_theme.coordinates);
            painter->drawText(badge, Qt::AlignCenter, QString::number(attackers));
        }
    }
}

} // namespace nq
