// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/squarepicker.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace nq {

SquarePicker::SquarePicker(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSize(8);
}

void SquarePicker::setSize(int n)
{
    m_placement.assign(std::size_t(std::max(1, n)), -1);
    m_cursor = { 0, 0 };
    setFixedSize(sizeHint());
    updateAccessibleText();
    update();
}

void SquarePicker::setPlacement(const Placement &partial)
{
    if (partial.size() != m_placement.size() || partial == m_placement)
        return;
    m_placement = partial;
    updateAccessibleText();
    update();
}

QSize SquarePicker::sizeHint() const
{
    const int side = std::clamp(int(m_placement.size()) * fontMetrics().height(), 120, 220);
    return { side, side };
}

QSize SquarePicker::minimumSizeHint() const
{
    const int side = int(m_placement.size()) * 10;
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
    const int n = int(m_placement.size());
    if (!board.contains(point))
        return {};
    const int col = std::clamp(int((point.x() - board.left()) * n / board.width()), 0, n - 1);
    const int row = std::clamp(int((point.y() - board.top()) * n / board.height()), 0, n - 1);
    return { row, col };
}

QPoint SquarePicker::centreOf(Square s) const
{
    const QRectF board = boardRect();
    const qreal cell = board.width() / qreal(m_placement.size());
    return QPointF(board.left() + (s.col + 0.5) * cell, board.top() + (s.row + 0.5) * cell)
        .toPoint();
}

void SquarePicker::toggle(Square s)
{
    if (s.row < 0)
        return;
    int &col = m_placement[std::size_t(s.row)];
    col = col == s.col ? -1 : s.col;
    m_cursor = s;
    updateAccessibleText();
    update();
    emit edited(m_placement);
}

void SquarePicker::updateAccessibleText()
{
    setAccessibleDescription(tr("Queens that must stand: %1").arg(placementToText(m_placement)));
}

void SquarePicker::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    const int n = int(m_placement.size());
    const qreal cell = board.width() / n;
    const QPalette &pal = palette();
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const QRectF square(board.left() + c * cell, board.top() + r * cell, cell, cell);
            const bool dark = (r + c) % 2 == 1;
            painter.fillRect(square, dark ? pal.color(QPalette::Mid) : pal.color(QPalette::Base));
            if (m_placement[std::size_t(r)] == c) {
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
    const int n = int(m_placement.size());
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
