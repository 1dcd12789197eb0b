// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalogfilter.h"
#include "problem.h"

#include <QObject>
#include <QString>

#include <memory>

namespace nq {

class BackgroundJob;
class SolutionCatalog;

/**
 * The browser's work behind the window: listing a problem's boards, and filtering a listing, each
 * on a BackgroundJob. At most one of each is wanted at a time; a new one, or a stop, releases the
 * one under way, which finishes by itself (the last steps of a big listing take tens of
 * milliseconds, which the GUI thread does not wait for) and whose result nobody hears.
 */
class CatalogJobs : public QObject
{
    Q_OBJECT
public:
    explicit CatalogJobs(QObject *parent = nullptr);
    ~CatalogJobs() override;

    /// Lists the problem's solutions, or its covering sets, grouped by symmetry class.
    void list(const Problem &problem);
    void stopListing();
    bool isListing() const { return m_listing != nullptr; }
    /// Keeps what the filter keeps of `catalog`.
    void filter(std::shared_ptr<const SolutionCatalog> catalog, const CatalogFilter &filter);
    void stopFilter();
    bool isFiltering() const { return m_filtering != nullptr; }
    /// True while a listing runs, including released ones still finishing.
    bool hasWorker() const;

signals:
    /// How far the listing is, from 0 to 1 (a domination listing cannot tell).
    void listProgressed(double fraction);
    /// The listing ended: its catalogue, or null and why not.
    void listed(std::shared_ptr<const nq::SolutionCatalog> catalog, const QString &error);
    /// The filter's selection.
    void filtered(std::shared_ptr<const nq::CatalogSelection> selection);

private:
    BackgroundJob *m_listing = nullptr;
    BackgroundJob *m_filtering = nullptr;
};

} // namespace nq
