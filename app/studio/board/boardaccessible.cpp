// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardaccessible.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "boardmodel.h"

namespace nq {

namespace {

/// One square of the board for a screen reader.
class SquareAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    SquareAccessible(BoardAccessible *board, int row, int col)
        : m_board(board), m_row(row), m_col(col)
    { }
    bool isValid() const override { return m_board->isValid(); }
    QObject *object() const override { return nullptr; }
    QAccessibleInterface *focusChild() const override { return nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override { return m_board; }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Name || m_row >= m_board->rowCount())
            return {};
        return BoardAccessible::squareText(m_board->model(), m_row, m_col, m_board->countedQueen());
    }
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override { return m_board->squareRect(m_row, m_col); }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.readOnly = true;
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface
            ? static_cast<QAccessibleTableCellInterface *>(this)
            : nullptr;
    }
    // QAccessibleTableCellInterface
    bool isSelected() const override { return false; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_col; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return m_board; }

private:
    BoardAccessible *m_board;
    int m_row;
    int m_col;
};

} // namespace

BoardAccessible::BoardAccessible(BoardView *view) : QAccessibleWidget(view, QAccessible::Table) { }

BoardAccessible::~BoardAccessible()
{
    for (const auto &[key, id] : m_cells)
        QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface *BoardAccessible::factory(const QString &className, QObject *object)
{
    if (className == QLatin1String("nq::BoardView") && object && object->isWidgetType())
        return new BoardAccessible(static_cast<BoardView *>(object));
    return nullptr;
}

Square BoardAccessible::countedQueen() const
{
    auto *view = static_cast<QGraphicsView *>(widget());
    return static_cast<const BoardScene *>(view->scene())->board()->countedQueen();
}

const BoardModel &BoardAccessible::model() const
{
    const auto *view = static_cast<const BoardView *>(widget());
    return static_cast<const BoardScene *>(view->scene())->board()->model();
}

int BoardAccessible::size() const
{
    const int n = model().n();
    return n <= kCellsUpTo ? n : 0;
}

QString BoardAccessible::squareText(const BoardModel &model, int row, int col, Square ignored)
{
    const Square s { row, col };
    const QString where = tr("Row %1, column %2").arg(row + 1).arg(col + 1);
    const int attackers = model.attackersOf(s, ignored);
    if (model.hasQueen(s)) {
        return attackers > 0
            ? tr("%1: queen, attacked by %n queen(s)", nullptr, attackers).arg(where)
            : tr("%1: queen, not attacked").arg(where);
    }
    return attackers > 0 ? tr("%1: empty, attacked by %n queen(s)", nullptr, attackers).arg(where)
                         : tr("%1: empty, safe").arg(where);
}

void *BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

QString BoardAccessible::text(QAccessible::Text t) const
{
    const BoardModel &m = model();
    if (t == QAccessible::Name)
        return tr("Board, %1 × %1").arg(m.n());
    if (t == QAccessible::Description) {
        const QString queens = tr("%n queen(s) on the board", nullptr, m.queenCount());
        return m.n() <= kCellsUpTo
            ? queens
            : tr("%1; the board is too large to read square by square.").arg(queens);
    }
    return QAccessibleWidget::text(t);
}

int BoardAccessible::rowCount() const
{
    return size();
}

int BoardAccessible::columnCount() const
{
    return size();
}

int BoardAccessible::childCount() const
{
    return size() * size();
}

QAccessibleInterface *BoardAccessible::child(int index) const
{
    const int n = size();
    if (n == 0 || index < 0 || index >= n * n)
        return nullptr;
    return cellAt(index / n, index % n);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    auto *cell = child ? const_cast<QAccessibleInterface *>(child)->tableCellInterface() : nullptr;
    if (!cell)
        return -1;
    return cell->rowIndex() * size() + cell->columnIndex();
}

QAccessibleInterface *BoardAccessible::cellAt(int row, int column) const
{
    const int n = size();
    if (row < 0 || column < 0 || row >= n || column >= n)
        return nullptr;
    if (n != m_cellsSize) { // a new size: the old cells go
        for (const auto &[key, id] : m_cells)
            QAccessible::deleteAccessibleInterface(id);
        m_cells.clear();
        m_cellsSize = n;
    }
    const int key = row * n + column;
    if (auto it = m_cells.find(key); it != m_cells.end())
        return QAccessible::accessibleInterface(it->second);
    auto *cell = new SquareAccessible(const_cast<BoardAccessible *>(this), row, column);
    m_cells[key] = QAccessible::registerAccessibleInterface(cell);
    return cell;
}

QString BoardAccessible::columnDescription(int column) const
{
    return tr("Column %1").arg(column + 1);
}

QString BoardAccessible::rowDescription(int row) const
{
    return tr("Row %1").arg(row + 1);
}

QRect BoardAccessible::squareRect(int row, int col) const
{
    const auto *view = static_cast<const BoardView *>(widget());
    const qreal k = BoardItem::kSquare;
    const QPolygon area = view->mapFromScene(QRectF(col * k, row * k, k, k));
    return QRect(view->viewport()->mapToGlobal(area.boundingRect().topLeft()),
                 area.boundingRect().size());
}

} // namespace nq
