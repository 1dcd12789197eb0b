// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogfilter.h"
#include "placement.h"
#include "problem.h"
#include "stepevent.h"
#include "theme.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QMenu;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace nq {

class CatalogJobs;
class CatalogModel;
class EntryMenu;
class FilterBar;

/// A solution or covering set picked in the browser.
struct BoardPick
{
    Problem problem; ///< domination: a covering set, `queens`; else a solution, `board`
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

    /// Lists the problem's solutions, or its covering sets, grouped by symmetry class
    /// (cancelling a listing under way).
    void setProblem(const Problem &problem);
    const Problem &problem() const { return m_problem; }
    /// True once the listing of the current size is complete.
    bool isReady() const;
    std::shared_ptr<const SolutionCatalog> catalog() const { return m_catalog; }
    /// The finished listing if it is of this very problem (size, queens, variant), else null.
    std::shared_ptr<const SolutionCatalog> listingOf(const Problem &problem) const;
    CatalogModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QString summary() const;
    /// Selects solution `index` (0-based) in the list.
    void selectSolution(std::int64_t index);
    /// Selects class k (0-based): its row, or in the flat list its first member shown.
    void selectClass(std::int64_t k);
    /// Picks the board with these queens (sorted by row, then column) as soon as the listing,
    /// and its filter, are done (a lesson's scene); a board not listed is not picked.
    void pickBoard(const std::vector<Square> &queens);
    /// Lists only what the filter keeps (on a worker; `filterApplied` when shown). Kept for
    /// the next listing when none is ready; a new size drops its squares.
    void setFilter(const CatalogFilter &filter);
    const CatalogFilter &filter() const { return m_filter; }
    /// True while a filter runs.
    bool isFiltering() const;
    /// "4 solutions match, in 1 class." under the summary; empty when nothing is filtered.
    QString matchesText() const;
    FilterBar *filterBar() const { return m_filterBar; }
    /// The thumbnails in the window's theme.
    void setTheme(const Theme &theme);
    /// The side of the thumbnails (Ctrl+wheel over the list changes it too).
    void setThumbnailSize(int side);
    /// The right-click menu of a row (see EntryMenu); null for no row.
    QMenu *menuFor(const QModelIndex &index);
    EntryMenu *entryMenu() const { return m_entryMenu; }
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
    /// A filter's result is shown.
    void filterApplied();
    /// Export… was chosen on a row: its board is shown, ready to export.
    void exportRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void startListing();
    /// The listing ended: its catalogue, or null and why not.
    void onListed(std::shared_ptr<const nq::SolutionCatalog> catalog, const QString &error);
    bool matches(const SolutionCatalog &catalog) const;
    QString listingText() const;
    void onCurrentChanged();
    /// Makes the row current and brings it into sight (its class expanded).
    void showRow(const QModelIndex &index);
    void startFilter();
    void onFiltered(std::shared_ptr<const nq::CatalogSelection> selection);

    Problem m_problem { 0, 0, false };
    CatalogModel *m_model;
    QTreeView *m_view;
    QLabel *m_summary;
    QComboBox *m_mode;
    FilterBar *m_filterBar;
    QLabel *m_matches;
    QComboBox *m_jumpKind;
    QSpinBox *m_jump;
    QPushButton *m_go;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_jumpLabel;
    std::shared_ptr<const SolutionCatalog> m_catalog;
    /// The listing and the filter under way, on worker threads.
    CatalogJobs *m_jobs;
    CatalogFilter m_filter;
    EntryMenu *m_entryMenu;
    std::vector<Square> m_wanted; // the board pickBoard() waits to pick
    void pickWanted();
};

} // namespace nq
