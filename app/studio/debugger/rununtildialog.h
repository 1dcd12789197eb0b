// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "stopcondition.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace nq {

/**
 * Run Until… and Run Back Until…: every kind of stop condition in one small dialog (a
 * solution, the k-th solution, a queen taken back, a line of the pseudocode, a queen put on a
 * square, a number of queens reached or left, a step). The square can be picked on the board:
 * the dialog steps aside (pickSquare()) and comes back with it (setSquare()).
 */
class RunUntilDialog : public QDialog
{
    Q_OBJECT
public:
    /// `back`: Run Back Until (the button says so). `n`: the board's size.
    RunUntilDialog(AlgorithmId algorithm, int n, bool back, QWidget *parent = nullptr);
    StopCondition condition() const;
    /// Shows `condition` (its kind and values), for the last one asked.
    void setCondition(const StopCondition &condition);
    void setSquare(Square square);

signals:
    /// The user wants to pick the square on the board.
    void pickSquare();

private:
    AlgorithmId m_algorithm;
    QComboBox *m_kind;
    QStackedWidget *m_values;
    QSpinBox *m_count;
    QLabel *m_countLabel;
    QComboBox *m_line;
    QSpinBox *m_row;
    QSpinBox *m_col;
};

} // namespace nq
