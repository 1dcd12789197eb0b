// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"

#include "board/boardaccessible.h"
#include "board/boardinput.h"
#include "board/boardscene.h"
#include "board/items/boarditem.h"
#include "board/items/squaresitem.h"

#include <algorithm>

#include <QCursor>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace nq {

namespace {
constexpr qreal kLargestSquarePx = 64; // zooming in stops once a square is this big
// ...or, on a board whose squares are that big already, at this many times the fitted size, so
// that a corner of a small board can still be blown up for the back row.
constexpr qreal kLeastZoomRange = 4;

qreal zoomLimit(qreal fittedSquarePx)
{
    return fittedSquarePx > 0 ? std::max(kLeastZoomRange, kLargestSquarePx / fittedSquarePx) : 1.0;
}
constexpr int kRulerFontPx = 13;
} // namespace

BoardView::BoardView(QGraphicsScene *scene, QWidget *parent) : QGraphicsView(scene, parent)
{
    // Screen readers read the board as a table of squares.
    static const bool accessible = (QAccessible::installFactory(&BoardAccessible::factory), true);
    Q_UNUSED(accessible);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform
                   | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 240);
    viewport()->setMouseTracking(true);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] { refit(); });
    if (auto *board = qobject_cast<BoardScene *>(scene))
        connect(board, &BoardScene::labelsChanged, this, [this] { refit(); });
}

int BoardView::boardSize() const
{
    return scene() ? static_cast<const BoardScene *>(scene())->board()->size() : 0;
}

int BoardView::sideFor(int board) const
{
    const int n = boardSize();
    if (!scene() || n <= 0)
        return board;
    // The scene is the board and its own margin for the numbers; fitInView keeps 2 px more.
    // Where the view writes the numbers (the ruler), they take pixels of their own beside it
    // (as fitWithRoomForTheRuler leaves them).
    const qreal share = scene()->sceneRect().height() / (n * BoardItem::kSquare);
    // (Counted whether or not the view writes them now: which one does depends on the zoom this
    // asks for, and a side that changed with it would never settle.)
    const int ruler = m_tight ? int(std::ceil(rulerGeometry().colWidth)) + 4 + 6 : 0;
    return int(std::ceil(board * share)) + ruler + 2 * frameWidth() + 4;
}

qreal BoardView::squarePixels() const
{
    return transform().m11() * BoardItem::kSquare;
}

qreal BoardView::maxZoom() const
{
    const qreal fitted = squarePixels() / m_zoom;
    return zoomLimit(fitted);
}

void BoardView::refit()
{
    // Scroll bars coming or going resize the viewport, which asks for a refit again.
    if (!scene() || m_refitting)
        return;
    const QScopedValueRollback guard(m_refitting, true);
    const QPointF centre = mapToScene(viewport()->rect().center());
    fitWithRoomForTheRuler();
    const qreal fitted = squarePixels();
    m_zoom = std::clamp(m_zoom, 1.0, zoomLimit(fitted));
    const bool zoomed = m_zoom > 1.0;
    const Qt::ScrollBarPolicy bars = zoomed ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff;
    if (horizontalScrollBarPolicy() != bars) {
        setHorizontalScrollBarPolicy(bars);
        setVerticalScrollBarPolicy(bars);
        fitWithRoomForTheRuler();
    }
    setDragMode(zoomed ? QGraphicsView::ScrollHandDrag : QGraphicsView::NoDrag);
    if (zoomed) {
        scale(m_zoom, m_zoom);
        centerOn(centre);
    }
    emit zoomChanged(m_zoom); // also when the largest zoom changed with the size
    refreshHover(); // the board moved under the pointer
}

void BoardView::fitWithRoomForTheRuler()
{
    setSceneRect(QRectF()); // the scene's own rect again
    const QRectF own = scene()->sceneRect();
    const qreal room = m_tight ? 0 : 20;
    fitInView(own.adjusted(-room, -room, room, room), Qt::KeepAspectRatio);
    if (rulerLabels().isEmpty())
        return; // the scene writes the numbers itself, in its own margin
    // The numbers are the view's, in pixels, beside the board: a margin of scene units that
    // shrinks with a large board would leave the ruler over its first rows and columns.
    const RulerGeometry g = rulerGeometry();
    const QRectF area = viewport()->rect();
    const qreal left = g.colWidth + 4, top = g.band + 4, pad = 6;
    const qreal scale = std::min((area.width() - left - pad) / own.width(),
                                 (area.height() - top - pad) / own.height());
    if (scale <= 0)
        return;
    const QRectF withRuler = own.adjusted(-left / scale, -top / scale, pad / scale, pad / scale);
    setSceneRect(withRuler);
    fitInView(withRuler, Qt::KeepAspectRatio);
}

void BoardView::setTightFit(bool tight)
{
    m_tight = tight;
    refit();
}

void BoardView::fitBoard()
{
    if (m_zoom == 1.0)
        return;
    m_zoom = 1.0;
    refit();
}

void BoardView::zoomBy(qreal factor, const QPoint &anchor)
{
    const qreal zoom = std::clamp(m_zoom * factor, 1.0, maxZoom());
    if (zoom == m_zoom)
        return;
    // The square under the pointer (or the middle) stays where it is.
    const QPoint at = anchor.x() >= 0 ? anchor : viewport()->rect().center();
    const QPointF before = mapToScene(at);
    m_zoom = zoom;
    refit();
    const QPointF after = mapToScene(at);
    const QPointF shift = (after - before) * transform().m11();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - int(std::round(shift.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() - int(std::round(shift.y())));
}

Square BoardView::squareAt(const QPoint &point) const
{
    const QPointF at = mapToScene(point);
    const int row = int(std::floor(at.y() / BoardItem::kSquare));
    const int col = int(std::floor(at.x() / BoardItem::kSquare));
    const int n = boardSize();
    if (row >= 0 && col >= 0 && row < n && col < n)
        return { row, col };
    return {};
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    const Square s = squareAt(event->position().toPoint());
    if (s.row >= 0 && event->button() == Qt::LeftButton) {
        if (m_input)
            m_input->boardClicked(s);
        emit squareClicked(s);
    }
    QGraphicsView::mousePressEvent(event);
}

void BoardView::refreshHover()
{
    // Only a pointer that came into the view is over a square (not one merely placed there).
    const QPoint at = viewport()->mapFromGlobal(QCursor::pos());
    const Square s
        = viewport()->underMouse() && viewport()->rect().contains(at) ? squareAt(at) : Square {};
    if (!(s == m_hovered)) {
        m_hovered = s;
        emit hovered(s);
    }
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const Square s = squareAt(event->position().toPoint());
    if (!(s == m_hovered)) {
        m_hovered = s;
        emit hovered(s);
    }
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::leaveEvent(QEvent *event)
{
    if (m_hovered.row >= 0) {
        m_hovered = {};
        emit hovered(m_hovered);
    }
    QGraphicsView::leaveEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    // The mode that owns the board first (the explore cursor takes the arrows and Enter); what
    // it leaves is the view's (the arrows and page keys scroll a board zoomed in).
    if (m_input && m_input->boardKey(event->key(), event->modifiers())) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const qreal steps = event->angleDelta().y() / 120.0;
        zoomBy(std::pow(1.25, steps), event->position().toPoint());
        event->accept();
        return;
    }
    if (m_zoom > 1.0)
        QGraphicsView::wheelEvent(event); // pans
    else
        event->ignore();
}

bool BoardView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::NativeGesture) { // a pinch on a touchpad or a touch screen
        const auto *gesture = static_cast<QNativeGestureEvent *>(event);
        if (gesture->gestureType() == Qt::ZoomNativeGesture) {
            zoomBy(1.0 + gesture->value(), gesture->position().toPoint());
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    refit();
}

int BoardView::rulerStep(qreal pixels) const
{
    const qreal square = squarePixels();
    for (int scale = 1; scale < 100000000; scale *= 10) {
        for (const int k : { 1, 2, 5 }) {
            if (k * scale * square >= pixels)
                return k * scale;
        }
    }
    return 100000000;
}

QList<QPair<int, bool>> BoardView::rulerLabels() const
{
    QList<QPair<int, bool>> labels;
    const auto *board = scene() ? static_cast<const BoardScene *>(scene()) : nullptr;
    const int n = boardSize();
    const qreal square = squarePixels();
    const int labelPx = board ? board->minimumLabelPixels() : int(kLegiblePx);
    const QRectF shown = mapToScene(viewport()->rect()).boundingRect();
    // The scene writes the numbers in its margins while they are big enough and the margin is in
    // sight; zoomed in, a margin scrolls away and the view writes that side's numbers over the
    // board's edge (each side on its own, so no number is written twice).
    const qreal halfMargin = SquaresItem::margin() / 2;
    const bool legible = n <= 200 && square * 0.30 >= labelPx;
    const bool columns = !legible || shown.top() > -halfMargin;
    const bool rows = !legible || shown.left() > -halfMargin;
    if (!board || !board->showsCoordinates() || n == 0 || !(columns || rows))
        return labels;
    QFont font = this->font();
    font.setPixelSize(std::max(kRulerFontPx, labelPx));
    const QFontMetrics fm(font);
    // One numbering on both rulers (at 32 x 32 the columns went 1, 5, 10 and the rows 2, 4, 6):
    // the step the wider column numbers need, or the rows' if theirs is larger.
    const int colStep = std::max(rulerStep(fm.horizontalAdvance(QString::number(n)) + 10),
                                 rulerStep(fm.height() + 4));
    const int rowStep = colStep;
    const qreal s = BoardItem::kSquare;
    auto visible = [&](int i, bool column) {
        const qreal mid = (i - 0.5) * s;
        return column ? mid >= shown.left() && mid <= shown.right()
                      : mid >= shown.top() && mid <= shown.bottom();
    };
    // The row and the column the step is about keep their numbers (a probe's words name row 5
    // while the ruler went 2, 4, 6); the thinned numbers too near them give way.
    const Square named = board->board()->namedSquare();
    auto add = [&](int i, bool column, int step) {
        const int mine = (column ? named.col : named.row) + 1;
        if (mine > 0 && i != mine && std::abs(i - mine) < step)
            return;
        if (visible(i, column))
            labels.append({ i, column });
    };
    auto addNamed = [&](bool column, int step) {
        const int mine = (column ? named.col : named.row) + 1;
        if (mine > 0 && step > 1 && visible(mine, column)
            && !labels.contains(QPair<int, bool> { mine, column }))
            labels.append({ mine, column });
    };
    for (int i = 1; columns && i <= n; i = (i == 1 && colStep > 1) ? colStep : i + colStep)
        add(i, true, colStep);
    if (columns)
        addNamed(true, colStep);
    for (int i = 1; rows && i <= n; i = (i == 1 && rowStep > 1) ? rowStep : i + rowStep)
        add(i, false, rowStep);
    if (rows)
        addNamed(false, rowStep);
    std::sort(labels.begin(), labels.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second : a.first < b.first;
    });
    return labels;
}

BoardView::RulerGeometry BoardView::rulerGeometry() const
{
    const auto *board = static_cast<const BoardScene *>(scene());
    const int n = boardSize();
    const qreal s = BoardItem::kSquare;
    RulerGeometry g;
    g.font = font();
    g.font.setPixelSize(std::max(kRulerFontPx, board->minimumLabelPixels()));
    const QFontMetrics fm(g.font);
    const QRectF area = viewport()->rect();
    g.board = mapFromScene(QRectF(0, 0, n * s, n * s)).boundingRect();
    // The ruler sits in the margin beside the board, or over the board's edge when zoomed in.
    g.band = fm.height() + 4;
    g.colWidth = fm.horizontalAdvance(QString::number(n)) + 8;
    g.top = std::max<qreal>(area.top(), g.board.top() - g.band);
    g.left = std::max<qreal>(area.left(), g.board.left() - g.colWidth);
    return g;
}

QList<BoardView::RulerMark> BoardView::rulerMarks() const
{
    QList<RulerMark> marks;
    const QList<QPair<int, bool>> labels = rulerLabels();
    if (labels.isEmpty())
        return marks;
    const RulerGeometry g = rulerGeometry();
    const QFontMetrics fm(g.font);
    const QRectF area = viewport()->rect();
    const qreal square = squarePixels();
    for (const bool column : { true, false }) {
        QList<RulerMark> line;
        for (const auto &[i, isColumn] : labels) {
            if (isColumn != column)
                continue;
            const qreal width = fm.horizontalAdvance(QString::number(i)) + 4;
            QRectF box;
            if (column) {
                box = QRectF(g.board.left() + (i - 0.5) * square - width / 2, g.top, width, g.band);
                box.moveLeft(std::max(area.left(), std::min(box.left(), area.right() - width)));
            } else {
                box = QRectF(g.left + g.colWidth - 4 - width,
                             g.board.top() + (i - 0.5) * square - g.band / 2.0, width, g.band);
                box.moveTop(std::max(area.top(), std::min(box.top(), area.bottom() - g.band)));
            }
            line.append({ i, column, box });
        }
        // The named row's or column's label first, then from the last label back: one that
        // would touch a label kept gives way.
        const Square named = static_cast<const BoardScene *>(scene())->board()->namedSquare();
        const int mine = (column ? named.col : named.row) + 1;
        std::stable_sort(line.begin(), line.end(), [mine](const RulerMark &a, const RulerMark &b) {
            return (a.number == mine) != (b.number == mine) ? a.number == mine
                                                            : a.number > b.number;
        });
        QList<RulerMark> kept;
        for (const RulerMark &mark : line) {
            const bool clear = std::none_of(kept.begin(), kept.end(), [&](const RulerMark &k) {
                return column
                    ? mark.box.right() + 4 > k.box.left() && k.box.right() + 4 > mark.box.left()
                    : mark.box.bottom() > k.box.top() && k.box.bottom() > mark.box.top();
            });
            if (clear)
                kept.append(mark);
        }
        std::sort(kept.begin(), kept.end(),
                  [](const RulerMark &a, const RulerMark &b) { return a.number < b.number; });
        marks.append(kept);
    }
    return marks;
}

void BoardView::drawForeground(QPainter *painter, const QRectF &)
{
    const QList<RulerMark> marks = rulerMarks();
    if (marks.isEmpty())
        return;
    const Theme &theme = static_cast<const BoardScene *>(scene())->theme();
    const RulerGeometry g = rulerGeometry();
    const QRectF area = viewport()->rect();
    painter->save();
    painter->resetTransform();
    painter->setFont(g.font);
    QColor paper = theme.background;
    paper.setAlphaF(0.85);
    const bool columns
        = std::any_of(marks.begin(), marks.end(), [](const RulerMark &m) { return m.column; });
    const bool rows
        = std::any_of(marks.begin(), marks.end(), [](const RulerMark &m) { return !m.column; });
    if (columns)
        painter->fillRect(QRectF(g.board.left(), g.top, g.board.width(), g.band).intersected(area),
                          paper);
    if (rows)
        painter->fillRect(
            QRectF(g.left, g.board.top(), g.colWidth, g.board.height()).intersected(area), paper);
    painter->setPen(theme.coordinates);
    for (const RulerMark &mark : marks)
        painter->drawText(mark.box, Qt::AlignCenter, QString::number(mark.number));
    painter->restore();
}

} // namespace nq
