// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/items/boarditem.h"

#include "board/items/squaresitem.h"
#include "boardpainter.h"
#include "markpainter.h"
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
    changed();
}

void BoardItem::setSquareSet(const BoardModel &board, const StoredEvent &last, bool finished)
{
    setState(board, last, finished);
    m_squareSet = true;
    changed();
}

void BoardItem::changed()
{
    m_imageDirty = true; // a large board's squares are drawn once into an image
    m_picture.reset();
    update();
}

const StepPicture &BoardItem::picture() const
{
    if (!m_picture)
        m_picture = StepPicture::of(m_model, m_squareSet, stepMarks(), markOptions());
    return *m_picture;
}

void BoardItem::setMarkQueens(bool mark)
{
    if (mark == m_markQueens)
        return;
    m_markQueens = mark;
    changed();
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
    changed();
}

void BoardItem::setCountedRow(int row)
{
    if (row == m_countedRow)
        return;
    m_countedRow = row;
    changed();
}

void BoardItem::setChoices(const ViewChoices &choices)
{
    if (choices == m_choices)
        return;
    m_choices = choices;
    changed();
}

MarkOptions BoardItem::markOptions() const
{
    BoardFacts facts;
    facts.n = size();
    facts.squareSet = m_squareSet;
    // The scene marks a placement's queens in conflict when it is a board by hand, a board of
    // squares' when its queens must not attack each other.
    facts.byHand = m_markQueens;
    facts.independent = m_markQueens;
    facts.questionWaiting = m_marker.hideAttacks;
    facts.countedRow = m_countedRow;
    return decideMarks(m_choices, facts);
}

Square BoardItem::namedSquare() const
{
    if (!m_marker.right.empty())
        return m_marker.right.front();
    if (!m_marker.picked.empty())
        return { m_marker.picked.front().row,
                 m_marker.picked.size() == 1 ? m_marker.picked.front().col : -1 };
    if (m_marker.kind != BoardMarker::None)
        return m_marker.square;
    const int n = size();
    if (m_last.row < 0 || m_last.row >= n)
        return { -1, -1 };
    return { m_last.row, m_last.col >= 0 && m_last.col < n ? m_last.col : -1 };
}

Square BoardItem::countedQueen() const
{
    const int row = picture().countedRow();
    const int col = row < 0 ? -1 : m_model.columnOf(row);
    return col < 0 ? Square {} : Square { row, col };
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
    if (m_imageDirty || m_image.width() != size()) {
        m_image = MarkPainter::image(picture(), m_theme);
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
        const StepPicture &shown = picture();
        for (const Square &q : m_model.queens()) {
            painter->setBrush(shown.at(q).conflict ? m_theme.conflict : m_theme.queen);
            const QPointF centre = squareRect(q.row, q.col).center();
            painter->drawEllipse(centre, diameter / 2, diameter / 2);
        }
    }
    painter->restore();
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const int n = size();
    if (n == 0)
        return;
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal squarePx = kSquare * lod;
    // What the step looks like, decided once per change; drawn here without deciding.
    const StepPicture &shown = picture();
    const MarkPainter::Grid grid { boardRect().topLeft(), kSquare, squarePx >= 14 };
    if (n > BoardPainter::kImageAbove && !m_squareSet) {
        paintSquaresImage(painter, squarePx);
    } else {
        // The crosses are stamped from one antialiased image made at the screen's size of a
        // square: a hundred antialiased strokes per frame would cost more than the rest.
        const QTransform world = painter->worldTransform();
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QPixmap &stamp = crossStamp(squarePx, dpr);
        const QSizeF half = QSizeF(stamp.size()) / dpr / 2;
        MarkPainter::paintSquares(
            painter, shown, grid, m_theme, false, [&](const std::vector<QPointF> &centres) {
                painter->save();
                painter->resetTransform();
                for (const QPointF &centre : centres) {
                    const QPointF at = world.map(centre);
                    painter->drawPixmap(QPointF(std::round(at.x() - half.width()),
                                                std::round(at.y() - half.height())),
                                        stamp);
                }
                painter->restore();
            });
    }
    // The step that led here, as every picture of this step draws it.
    StepMarks::paint(painter, shown.shapes(), n, grid.origin, kSquare, m_theme, m_flash);
    MarkPainter::paintBadges(painter, shown, grid, m_theme);
}

} // namespace nq
