// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/squarepicker.h"

#include "queenstext.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace nq {

SquarePicker::SquarePicker(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSize(8);
}

namespace {
bool before(Square a, Square b)
{
    return a.row != b.row ? a.row < b.row : a.col < b.col;
}
} // namespace

void SquarePicker::setSize(int n, bool oneToARow)
{
    m_n = std::max(1, n);
    m_oneToARow = oneToARow;
    m_queens.clear();
    m_cursor = { 0, 0 };
    setFixedSize(sizeHint());
    updateAccessibleText();
    update();
}

void SquarePicker::setQueens(const std::vector<Square> &queens)
{
    std::vector<Square> kept;
    for (const Square &s : queens) {
        const bool rowTaken = m_oneToARow
            && std::any_of(kept.begin(), kept.end(), [&](Square k) { return k.row == s.row; });
        if (s.row >= 0 && s.row < m_n && s.col >= 0 && s.col < m_n && !rowTaken
            && std::find(kept.begin(), kept.end(), s) == kept.end())
            kept.push_back(s);
    }
    std::sort(kept.begin(), kept.end(), before);
    if (kept == m_queens)
        return;
    m_queens = std::move(kept);
    updateAccessibleText();
    update();
}

QSize SquarePicker::sizeHint() const
{
    const int side = std::clamp(m_n * fontMetrics().height(), 120, 220);
    return { side, side };
}

QSize SquarePicker::minimumSizeHint() const
{
    const int side = m_n * 10;
    return { side, side };
}

QRectF SquarePicker::boardRect() const
{
    const qreal side = std::min(width(), height()) - 2;
    return { (width() - side) / 2.0, (height() - side) / 2.0, side, side };
}

Square SquarePicker::squareAt(QPoint point) const
{
    const QRectF board = boardRect();
    const int n = m_n;
    if (!board.contains(point))
        return {};
    const int col = std::clamp(int((point.x() - board.left()) * n / board.width()), 0, n - 1);
    const int row = std::clamp(int((point.y() - board.top()) * n / board.height()), 0, n - 1);
    return { row, col };
}

QPoint SquarePicker::centreOf(Square s) const
{
    const QRectF board = boardRect();
    const qreal cell = board.width() / qreal(m_n);
    return QPointF(board.left() + (s.col + 0.5) * cell, board.top() + (s.row + 0.5) * cell)
        .toPoint();
}

void SquarePicker::toggle(Square s)
{
    if (s.row < 0)
        return;
    const auto at = std::find(m_queens.begin(), m_queens.end(), s);
    if (at != m_queens.end()) {
        m_queens.erase(at);
    } else {
        if (m_oneToARow) // the row's queen moves here
            std::erase_if(m_queens, [&](Square q) { return q.row == s.row; });
        m_queens.insert(std::upper_bound(m_queens.begin(), m_queens.end(), s, before), s);
    }
    m_cursor = s;
    updateAccessibleText();
    update();
    emit edited(m_queens);
}

void SquarePicker::updateAccessibleText()
{
    setAccessibleDescription(
        tr("Queens that must stand: %1").arg(queensToText(m_queens, m_n, !m_oneToARow)));
}

void SquarePicker::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    const int n = m_n;
    const qreal cell = board.width() / n;
    const QPalette &pal = palette();
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRectF square(board.left() + c * cell, board.top() + r * cell, cell, cell);
            const bool dark = (r + c) % 2 == 1;
            painter.fillRect(square, dark ? pal.color(QPalette::Mid) : pal.color(QPalette::Base));
            if (std::binary_search(m_queens.begin(), m_queens.end(), Square { r, c }, before)) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(pal.color(QPalette::Highlight));
                painter.drawEllipse(
                    square.adjusted(cell * 0.18, cell * 0.18, -cell * 0.18, -cell * 0.18));
            }
        }
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(pal.color(QPalette::WindowText), 1));
    painter.drawRect(board);
    if (hasFocus()) {
        const QRectF cursor(board.left() + m_cursor.col * cell, board.top() + m_cursor.row * cell,
                            cell, cell);
        painter.setPen(QPen(pal.color(QPalette::Highlight), 2));
        painter.drawRect(cursor.adjusted(1, 1, -1, -1));
    }
}

void SquarePicker::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    setFocus(Qt::MouseFocusReason);
    toggle(squareAt(event->position().toPoint()));
}

void SquarePicker::keyPressEvent(QKeyEvent *event)
{
    const int n = m_n;
    switch (event->key()) {
    case Qt::Key_Left:
        m_cursor.col = std::max(0, m_cursor.col - 1);
        break;
    case Qt::Key_Right:
        m_cursor.col = std::min(n - 1, m_cursor.col + 1);
        break;
    case Qt::Key_Up:
        m_cursor.row = std::max(0, m_cursor.row - 1);
        break;
    case Qt::Key_Down:
        m_cursor.row = std::min(n - 1, m_cursor.row + 1);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        toggle(m_cursor);
        return;
    default:
        return QWidget::keyPressEvent(event);
    }
    update();
}

} // namespace nq
