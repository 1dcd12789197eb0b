// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogfilter.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace nq {

class SquarePicker;

/// The browser's filter controls: the queens that must stand (typed in the program's one
/// spelling, core/queenstext.h: a partial placement "2 4 - -" or squares "1,1 1,2", or clicked
/// on a small board) and the symmetry the class must have. It only lays them out and reads
/// them; the browser runs the filter.
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit FilterBar(QWidget *parent = nullptr);

    /// A new board size (`squares`: a board of covering sets, several queens a row): no queens
    /// asked for (the symmetry asked for stays).
    void setSize(int n, bool squares = false);
    /// Shows this filter in the controls (does not signal).
    void setFilter(const CatalogFilter &filter);
    const CatalogFilter &filter() const { return m_filter; }
    QLineEdit *queensEdit() const { return m_queens; }
    /// The symmetry asked for: the owner places it (beside the list's mode).
    QComboBox *symmetryBox() const { return m_symmetry; }
    SquarePicker *picker() const { return m_picker; }
    /// The message shown under the field when its text cannot be read, else empty.
    QString error() const;
    QList<QWidget *> focusChain() const;
    void retranslate();

signals:
    /// The user changed the filter.
    void changed(const nq::CatalogFilter &filter);

private:
    void readText();
    void showPlacement();
    void emitIfChanged(const CatalogFilter &filter);

    int m_n = 8;
    bool m_squares = false;
    CatalogFilter m_filter;
    QLabel *m_queensLabel;
    QLineEdit *m_queens;
    QToolButton *m_pick;
    QToolButton *m_clear;
    QComboBox *m_symmetry;
    QLabel *m_error;
    SquarePicker *m_picker;
};

} // namespace nq
