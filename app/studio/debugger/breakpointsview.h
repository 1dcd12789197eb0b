// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "breakpoint.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace nq {

class BoardFeed;
class BreakpointStore;
struct PlayState;

/**
 * The Breakpoints dock: the current algorithm's breakpoints, each with its line, its
 * condition (a row, a square, every k-th hit) and how often it has been hit up to the step
 * shown; a check box enables it. Condition…, Remove and Remove All act on the store, which
 * keeps them.
 */
class BreakpointsView : public QWidget
{
    Q_OBJECT
public:
    explicit BreakpointsView(BreakpointStore *store, QWidget *parent = nullptr);
    void follow(BoardFeed *feed);
    QTreeWidget *list() const { return m_list; }
    AlgorithmId algorithm() const { return m_algorithm; }
    /// Edits the condition of the breakpoint on `row` in a small dialog.
    void editCondition(int row);

    /// Modest: a tab beside the others, it does not widen or lengthen their column.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void showHits(const PlayState &state);
    void retranslate();
    void updateButtons();
    /// Remove All, once the user says yes.
    void askRemoveAll();

    BreakpointStore *m_store;
    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    int m_n = 8;
    QTreeWidget *m_list;
    QLabel *m_empty;
    QPushButton *m_condition;
    QPushButton *m_remove;
    QPushButton *m_removeAll;
    std::vector<std::int64_t> m_hits; // as of the step shown (empty: not counted)
    bool m_filling = false;
    QPointer<QWidget> m_focusBefore; ///< outside this dock, in its window
};

} // namespace nq
