// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"

#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <thread>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace nq {

class CatalogModel;
class SolutionCatalog;

/// Every solution of the board size, grouped by symmetry class, listed on a worker thread.
class SolutionBrowser : public QWidget
{
    Q_OBJECT
public:
    explicit SolutionBrowser(QWidget *parent = nullptr);
    ~SolutionBrowser() override;

    /// Lists the solutions of n x n (cancelling a listing under way).
    void setBoardSize(int n);
    int boardSize() const { return m_n; }
    /// True once the listing of the current size is complete.
    bool isReady() const;
    std::shared_ptr<const SolutionCatalog> catalog() const { return m_catalog; }
    CatalogModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QString summary() const;
    /// Selects solution `index` (0-based) in the list.
    void selectSolution(std::int64_t index);
    /// Stops a listing under way.
    void cancel();
    /// Sets every text again in the current language.
    void retranslate();

signals:
    /// The user picked a solution: its placement, number (0-based) and class.
    void solutionChosen(const nq::Placement &placement, qint64 solution, qint64 symmetryClass);
    /// The listing of a size finished (or was cancelled: ready false).
    void listingFinished(bool ready);

private:
    void startListing();
    void onListed(std::shared_ptr<SolutionCatalog> catalog, int n);
    void onCurrentChanged();

    int m_n = 0;
    CatalogModel *m_model;
    QTreeView *m_view;
    QLabel *m_summary;
    QComboBox *m_mode;
    QCheckBox *m_symmetric;
    QSpinBox *m_jump;
    QPushButton *m_go;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_jumpLabel;
    QTimer m_poll;
    std::shared_ptr<const SolutionCatalog> m_catalog;
    std::thread m_worker;
    std::atomic_bool m_stop { false };
    std::atomic<double> m_fraction { 0.0 };
};

} // namespace nq
