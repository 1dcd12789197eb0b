// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <QAccessibleWidget>
#include <QCoreApplication>

#include <map>

namespace nq {

class BoardView;
class BoardModel;

/**
 * The board as a screen reader reads it: a table of n × n squares, each named by its row and
 * column (counted from 1) and what stands there: "Row 3, column 5: queen, attacked by 2 queens".
 * Read from the board item's model when asked, so it is always the board shown. Boards above
 * kCellsUpTo rows are one picture with a summary instead of a million cells.
 */
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
    Q_DECLARE_TR_FUNCTIONS(nq::BoardAccessible)
public:
    static constexpr int kCellsUpTo = 64;

    explicit BoardAccessible(BoardView *view);
    ~BoardAccessible() override;
    /// Creates the interface for a BoardView (installed with QAccessible::installFactory).
    static QAccessibleInterface *factory(const QString &className, QObject *object);
    /// The words for a square of `model` (also for tests).
    /// A square in words: a queen or empty, and how many queens attack it (not counting
    /// `ignored`, the queen min-conflicts is about to move, as the board's figures do not).
    static QString squareText(const BoardModel &model, int row, int col, Square ignored = {});

    void *interface_cast(QAccessible::InterfaceType type) override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 0; }
    QList<QAccessibleInterface *> selectedCells() const override { return {}; }
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override { }

    const BoardModel &model() const;
    /// The queen the board's figures leave out (BoardItem::countedQueen).
    Square countedQueen() const;
    QRect squareRect(int row, int col) const;

private:
    int size() const;
    mutable std::map<int, QAccessible::Id> m_cells; // row * size + col: the cell's id
    mutable int m_cellsSize = 0;
};

} // namespace nq
