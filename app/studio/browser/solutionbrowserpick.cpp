// SPDX-License-Identifier: GPL-3.0-or-later
// The browser's selection: a board picked by its queens (a lesson's scene), a solution or class
// shown, and the filter that keeps some of them.
#include "browser/solutionbrowser.h"

#include "browser/catalogjobs.h"
#include "browser/catalogmodel.h"
#include "browser/filterbar.h"
#include "solutioncatalog.h"

#include <QLabel>
#include <QTreeView>

namespace nq {

void SolutionBrowser::pickBoard(const std::vector<Square> &queens)
{
    m_wanted = queens;
    if (isReady())
        pickWanted();
}

void SolutionBrowser::pickWanted()
{
    if (m_wanted.empty() || !m_catalog || m_catalog->isClassesOnly())
        return;
    for (std::int64_t i = 0; i < m_catalog->solutionCount(); ++i) {
        if (m_catalog->squares(i) == m_wanted) {
            if (m_model->indexOfSolution(i).isValid()) {
                m_wanted.clear();
                selectSolution(i);
            }
            return;
        }
    }
}

void SolutionBrowser::selectSolution(std::int64_t index)
{
    showRow(m_model->indexOfSolution(index));
}

void SolutionBrowser::selectClass(std::int64_t k)
{
    showRow(m_model->indexOfClass(k));
}

void SolutionBrowser::showRow(const QModelIndex &i)
{
    if (!i.isValid())
        return;
    if (i.parent().isValid())
        m_view->expand(i.parent());
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i);
}

void SolutionBrowser::setFilter(const CatalogFilter &filter)
{
    m_filter = filter;
    m_filterBar->setFilter(filter);
    if (isReady())
        startFilter();
}

QString SolutionBrowser::matchesText() const
{
    return m_matches->isHidden() ? QString() : m_matches->text();
}

void SolutionBrowser::startFilter()
{
    m_jobs->stopFilter();
    if (m_filter.isEmpty()) {
        onFiltered(nullptr);
        return;
    }
    m_matches->setText(tr("Filtering…"));
    m_matches->show();
    m_jobs->filter(m_catalog, m_filter);
}

void SolutionBrowser::onFiltered(std::shared_ptr<const CatalogSelection> selection)
{
    const std::int64_t current = m_view->currentIndex().isValid()
        ? m_view->currentIndex().data(CatalogModel::SolutionRole).toLongLong()
        : -1;
    m_model->setSelection(selection);
    if (selection) {
        m_matches->setText(selection->summary(m_problem.isDomination()));
        m_matches->setToolTip(selection->filter.describe());
        m_matches->show();
    } else {
        m_matches->hide();
    }
    // The board picked stays picked when the filter keeps it; nothing else is picked for the
    // student (the board they explore stays on the board).
    if (current >= 0 && m_model->indexOfSolution(current).isValid())
        selectSolution(current);
    pickWanted();
    emit filterApplied();
}

} // namespace nq
