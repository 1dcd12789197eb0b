// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"
#include "stepevent.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace nq {

class BackgroundJob;
class CatalogModel;

/// A solution or covering set picked in the browser.
struct BoardPick
{
    int n = 0;
    bool squareSet = false; ///< a covering set: `queens`; else a solution: `board`
    Placement board;
    std::vector<Square> queens;
    qint64 index = -1; ///< its number in the catalogue, from 0
    qint64 symmetryClass = -1;
};
class SolutionCatalog;

/// Every solution of the board size, grouped by symmetry class, listed on a worker thread.
class SolutionBrowser : public QWidget
{
    Q_OBJECT
public:
    /// Its controls in the order Tab visits them.
    QList<QWidget *> focusChain() const;
    explicit SolutionBrowser(QWidget *parent = nullptr);
    ~SolutionBrowser() override;

    /// Lists the solutions of n x n (cancelling a listing under way).
    void setBoardSize(int n) { setProblem(n, 0, false); }
    /// Lists the solutions of n x n, or with queens > 0 every set of that many queens that
    /// covers the board (independent: no two attack each other).
    void setProblem(int n, int queens, bool independent);
    int boardSize() const { return m_n; }
    int queens() const { return m_queens; }
    /// True once the listing of the current size is complete.
    bool isReady() const;
    std::shared_ptr<const SolutionCatalog> catalog() const { return m_catalog; }
    /// The finished listing if it is of this very problem (size, queens, variant), else null.
    std::shared_ptr<const SolutionCatalog> listingOf(int n, int queens, bool independent) const;
    CatalogModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QString summary() const;
    /// Selects solution `index` (0-based) in the list.
    void selectSolution(std::int64_t index);
    /// Stops a listing under way (without waiting for its thread).
    void cancel();
    /// True while a listing runs, including cancelled ones still finishing.
    bool hasWorker() const;
    /// Sets every text again in the current language.
    void retranslate();

signals:
    /// The user picked a solution or a covering set.
    void picked(const nq::BoardPick &pick);
    /// The listing of a size finished (or was cancelled: ready false).
    void listingFinished(bool ready);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Listed
    {
        std::shared_ptr<SolutionCatalog> catalog;
        bool done = false;
        QString error;
    };
    void startListing();
    void onListed(const Listed &listed);
    bool matches(const SolutionCatalog &catalog) const;
    QString listingText() const;
    void onCurrentChanged();

    int m_n = 0;
    int m_queens = 0;
    bool m_independent = false;
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
    std::shared_ptr<const SolutionCatalog> m_catalog;
    /// The listing under way, if any. A cancelled listing is released: it finishes by itself
    /// (the last steps of a big one take tens of milliseconds, which the GUI thread does not
    /// wait for) and goes.
    BackgroundJob *m_listing = nullptr;
};

} // namespace nq
